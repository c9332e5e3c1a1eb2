// Payments, notifications and orders: pricing, H5, both providers' signed notifications (verified,
// checked, idempotent), granting the package, the order state rules, other users' orders, expiry,
// and Idempotency-Key on pay create.
import { createSign } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payappSigningContent } from '../src/services/providers.ts';
import { DEMO_USER, SEED_ORDERS } from '../src/store.ts';
import { harness, type Harness } from './helpers.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await harness();
});
beforeEach(async () => {
  h.reset();
  token = (await h.passwordLogin()).access_token;
});
afterAll(() => h.close());

const me = async () => (await h.post('/api/auth/unified_login', { mode: 'password', phone: DEMO_USER.phone, password: 'orbit-demo-2026' })).json().user;

describe('pay create', () => {
  it('creates a pending ORD order priced from the package, payable 30 minutes', async () => {
    const res = await h.post('/api/pay/create', { package_id: 'pkg_vip30d00000001', provider: 'chatpay' }, { token });
    expect(res.status).toBe(201);
    const { order } = res.json();
    expect(order.order_no).toMatch(/^ORD[0-9]{14}[0-9A-Z]{8}$/);
    expect(order.order_no.slice(3, 17)).toBe(order.created_at.replace(/[-:TZ]/g, ''));
    expect(order).toMatchObject({ status: 'pending', amount: { amount: 2990, currency: 'CNY' }, provider: 'chatpay', package: { id: 'pkg_vip30d00000001', type: 'membership' } });
    expect(Date.parse(order.expires_at) - Date.parse(order.created_at)).toBe(30 * 60_000);
    expect(order.paid_at).toBeUndefined();
    expect(res.json().payapp_order_string).toBeUndefined();
  });

  it('gives payapp orders a signed order string', async () => {
    const res = await h.post('/api/pay/create', { package_id: 'pkg_credit10000002', provider: 'payapp' }, { token });
    expect(res.json().payapp_order_string).toMatch(/sign_type=RSA2.*&sign=/);
  });

  it('refuses unknown and withdrawn packages: 404 package_not_found', async () => {
    for (const package_id of ['pkg_unknown0000000', 'pkg_retired0000009']) {
      const res = await h.post('/api/pay/create', { package_id, provider: 'chatpay' }, { token });
      expect(res.status).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'package_not_found', param: 'package_id' });
    }
  });

  it('with an Idempotency-Key: a retry returns the same order, another body is refused', async () => {
    const headers = { 'idempotency-key': 'create-1' };
    const body = { package_id: 'pkg_credit10000002', provider: 'chatpay' };
    const first = await h.post('/api/pay/create', body, { token, headers });
    const retry = await h.post('/api/pay/create', body, { token, headers });
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBe('false');
    expect(retry.json().order.order_no).toBe(first.json().order.order_no);
    expect((await h.get('/api/user/orders?status=pending', { token })).json().total).toBe(1);
    const other = await h.post('/api/pay/create', { ...body, provider: 'payapp' }, { token, headers });
    expect(other.status).toBe(409);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    // Keys are per user: another user may use the same key.
    const someone = (await h.smsLogin()).access_token;
    expect((await h.post('/api/pay/create', body, { token: someone, headers })).headers['idempotent-replayed']).toBe('false');
    // After 24 hours the key is forgotten.
    h.clock.advance(24 * 3600 + 1);
    const fresh = (await h.passwordLogin()).access_token;
    const later = await h.post('/api/pay/create', body, { token: fresh, headers });
    expect(later.json().order.order_no).not.toBe(first.json().order.order_no);
  });

  it('50 concurrent identical requests with one key create one order', async () => {
    const headers = { 'idempotency-key': 'burst-1' };
    const body = { package_id: 'pkg_topup010000005', provider: 'chatpay' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => h.post('/api/pay/create', body, { token, headers })));
    const numbers = new Set(answers.filter((a) => a.status === 201).map((a) => a.json().order.order_no));
    expect(numbers.size).toBe(1);
    for (const a of answers) expect([201, 409]).toContain(a.status);
    expect((await h.get('/api/user/orders?status=pending', { token })).json().total).toBe(1);
  });
});

describe('chatpay_h5', () => {
  it('answers an H5 page only for a pending chatpay order of the user', async () => {
    const orderNo = await h.buy(token);
    const res = await h.post('/api/pay/chatpay_h5', { order_no: orderNo, h5_type: 'wap', client_ip: '203.0.113.7' }, { token });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ order_no: orderNo });
    expect(res.json().h5_url).toMatch(/^https:\/\//);

    const payapp = await h.buy(token, 'pkg_credit10000002', 'payapp');
    expect((await h.post('/api/pay/chatpay_h5', { order_no: payapp }, { token })).json().error.code).toBe('provider_mismatch');

    await h.pay(orderNo);
    const paid = await h.post('/api/pay/chatpay_h5', { order_no: orderNo }, { token });
    expect(paid.status).toBe(409);
    expect(paid.json().error.code).toBe('order_not_payable');

    const someone = (await h.smsLogin()).access_token;
    const foreign = await h.post('/api/pay/chatpay_h5', { order_no: (await h.buy(token)) }, { token: someone });
    expect(foreign.status).toBe(404);
    expect(foreign.json().error.code).toBe('order_not_found');
  });
});

describe('notify_chatpay', () => {
  it('a verified success pays the order, grants the package and completes it', async () => {
    const before = await me();
    const orderNo = await h.buy(token, 'pkg_credit10000002');
    const paid = await h.pay(orderNo);
    expect(paid.notify_status).toBe(200);
    expect(paid.notify_response).toEqual({ code: 'SUCCESS', message: 'OK' });
    expect(paid.order).toMatchObject({ status: 'completed' });
    expect(paid.order.transaction_id).toBeTruthy();
    expect(paid.order.paid_at).toBeTruthy();
    expect(paid.order.completed_at).toBeTruthy();
    expect((await me()).credits).toBe(before.credits + 1000);
  });

  it('is idempotent: a repeated notification changes nothing and is acknowledged', async () => {
    const orderNo = await h.buy(token, 'pkg_topup010000005');
    const n = await h.notification(orderNo);
    expect((await h.sendNotification(n)).status).toBe(200);
    const balance = (await me()).balance.amount;
    const again = await h.sendNotification(n);
    expect(again.status).toBe(200);
    expect(again.json().code).toBe('SUCCESS');
    expect((await me()).balance.amount).toBe(balance);
  });

  it('refuses a tampered body (401 invalid_signature) in the provider failure shape', async () => {
    const orderNo = await h.buy(token);
    const res = await h.sendNotification(await h.notification(orderNo, { tamper: true }));
    expect(res.status).toBe(401);
    expect(res.json()).toMatchObject({ code: 'FAIL', error: { code: 'invalid_signature', param: 'Wechatpay-Signature' } });
    expect((await h.get('/api/user/orders?status=pending', { token })).json().total).toBe(1);
  });

  it('refuses a signature by another key, an unknown serial and a stale timestamp', async () => {
    const orderNo = await h.buy(token);
    const n = await h.notification(orderNo);
    const forged = { ...n, headers: { ...n.headers, 'Wechatpay-Signature': createSign('RSA-SHA256').update('x').sign(h.ctx.keys.payapp.privateKey, 'base64') } };
    expect((await h.sendNotification(forged)).json().error.code).toBe('invalid_signature');
    const serial = { ...n, headers: { ...n.headers, 'Wechatpay-Serial': 'ABCDEF0123456789' } };
    expect((await h.sendNotification(serial)).json().error.code).toBe('unknown_serial');
    const stale = await h.sendNotification(await h.notification(orderNo, { age_seconds: 301 }));
    expect(stale.status).toBe(401);
    expect(stale.json().error.code).toBe('stale_notification');
    // A captured notification replayed later is stale.
    h.clock.advance(301);
    expect((await h.sendNotification(n)).json().error.code).toBe('stale_notification');
  });

  it('refuses an undecryptable resource, a wrong amount and an unknown order', async () => {
    const orderNo = await h.buy(token);
    const mismatch = await h.sendNotification(await h.notification(orderNo, { amount: 1 }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'FAIL', error: { code: 'amount_mismatch' } });

    // Re-sign a body whose ciphertext was altered: the signature verifies, decryption fails.
    const n = await h.notification(orderNo);
    const body = JSON.parse(n.body);
    body.resource.ciphertext = Buffer.from('garbage that is not the ciphertext').toString('base64');
    const raw = JSON.stringify(body);
    const ts = String(h.clock.nowSeconds());
    const signature = createSign('RSA-SHA256').update(`${ts}\n${n.headers['Wechatpay-Nonce']}\n${raw}\n`).sign(h.ctx.keys.chatpayPlatform.privateKey, 'base64');
    const undecryptable = await h.sendNotification({ ...n, body: raw, headers: { ...n.headers, 'Wechatpay-Timestamp': ts, 'Wechatpay-Signature': signature } });
    expect(undecryptable.status).toBe(400);
    expect(undecryptable.json().error.code).toBe('undecryptable_resource');

    // A correctly signed notification for an order the service does not know.
    h.ctx.store.orders.delete(orderNo);
    const unknown = await h.sendNotification(n);
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'FAIL', error: { code: 'order_not_found' } });
  });

  it('refuses missing signature headers with 400 in the provider failure shape', async () => {
    const n = await h.notification(await h.buy(token));
    const { 'Wechatpay-Signature': _omit, ...headers } = n.headers;
    const res = await h.sendNotification({ ...n, headers });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FAIL', error: { code: 'missing_parameter', param: 'Wechatpay-Signature' } });
  });

  it('acknowledges a failed trade without paying', async () => {
    const orderNo = await h.buy(token);
    const res = await h.pay(orderNo, { failed: true });
    expect(res.notify_status).toBe(200);
    expect(res.order.status).toBe('pending');
  });
});

describe('notify_payapp', () => {
  it('a verified success pays the order (plain text "success") and grants membership', async () => {
    const orderNo = await h.buy(token, 'pkg_vip30d00000001', 'payapp');
    const n = await h.notification(orderNo);
    const res = await h.sendNotification(n);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('success');
    const user = await me();
    expect(user.membership.active).toBe(true);
    expect(Date.parse(user.membership.expires_at)).toBeGreaterThan(h.clock.now() + 29 * 86_400_000);
    // Idempotent.
    expect((await h.sendNotification(n)).body).toBe('success');
    expect((await me()).membership.expires_at).toBe(user.membership.expires_at);
  });

  it('verifies the RSA2 signature over the sorted fields, the app_id, the time and the amount', async () => {
    const orderNo = await h.buy(token, 'pkg_credit10000002', 'payapp');
    const tampered = await h.sendNotification(await h.notification(orderNo, { tamper: true }));
    expect(tampered.status).toBe(401);
    expect(tampered.json().error).toMatchObject({ code: 'invalid_signature', param: 'sign' });

    const resign = (fields: Record<string, string>) => ({
      ...fields,
      sign: createSign('RSA-SHA256').update(payappSigningContent(fields)).sign(h.ctx.keys.payapp.privateKey, 'base64'),
    });
    const n = await h.notification(orderNo);
    const fields = JSON.parse(n.body);
    const otherApp = await h.sendNotification({ ...n, body: JSON.stringify(resign({ ...fields, app_id: '2021000000009999' })) });
    expect(otherApp.json().error).toMatchObject({ code: 'invalid_signature', param: 'app_id' });

    const stale = await h.sendNotification(await h.notification(orderNo, { age_seconds: 600 }));
    expect(stale.json().error.code).toBe('stale_notification');

    const mismatch = await h.sendNotification(await h.notification(orderNo, { amount: 991 }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.json().error.code).toBe('amount_mismatch');

    const unknown = await h.sendNotification({ ...n, body: JSON.stringify(resign({ ...fields, out_trade_no: 'ORD20990101000000ZZZZZZZZ' })) });
    expect(unknown.status).toBe(404);
    expect(unknown.json().error.code).toBe('order_not_found');

    expect((await h.get('/api/user/orders?status=pending', { token })).json().total).toBe(1);
  });
});

describe('orders', () => {
  it('lists the user\'s orders newest first with page, limit, total and has_more', async () => {
    const created = [await h.buy(token), await h.buy(token), await h.buy(token)];
    const page1 = (await h.get('/api/user/orders?page=1&limit=2', { token })).json();
    expect(page1).toMatchObject({ page: 1, limit: 2, total: 5, has_more: true });
    expect(page1.items.map((o: { order_no: string }) => o.order_no)).toEqual([created[2], created[1]]);
    const page3 = (await h.get('/api/user/orders?page=3&limit=2', { token })).json();
    expect(page3).toMatchObject({ total: 5, has_more: false });
    expect(page3.items).toHaveLength(1);
    expect((await h.get('/api/user/orders?page=9', { token })).json().items).toEqual([]);
    expect((await h.get('/api/user/orders?status=completed', { token })).json().items.map((o: { order_no: string }) => o.order_no)).toEqual([SEED_ORDERS.demoCompleted]);
    const defaults = (await h.get('/api/user/orders', { token })).json();
    expect(defaults).toMatchObject({ page: 1, limit: 20 });
  });

  it('cancels only pending orders; a cancelled order cannot be paid', async () => {
    const orderNo = await h.buy(token);
    const res = await h.post('/api/user/orders', { action: 'cancel', order_no: orderNo }, { token });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ action: 'cancel', deleted: false, order: { status: 'cancelled' } });
    expect(res.json().order.cancelled_at).toBeTruthy();
    const again = await h.post('/api/user/orders', { action: 'cancel', order_no: orderNo }, { token });
    expect(again.status).toBe(409);
    expect(again.json().error.code).toBe('order_not_cancellable');
    expect((await h.post('/api/user/orders', { action: 'cancel', order_no: SEED_ORDERS.demoCompleted }, { token })).json().error.code).toBe('order_not_cancellable');
    const late = await h.pay(orderNo);
    expect(late.notify_status).toBe(200);
    expect(late.order.status).toBe('cancelled');
  });

  it('deletes only cancelled or completed orders; deleted orders are gone (404)', async () => {
    const pending = await h.buy(token);
    const refused = await h.post('/api/user/orders', { action: 'delete', order_no: pending }, { token });
    expect(refused.status).toBe(409);
    expect(refused.json().error.code).toBe('order_not_deletable');
    for (const orderNo of [SEED_ORDERS.demoCompleted, SEED_ORDERS.demoCancelled]) {
      const res = await h.post('/api/user/orders', { action: 'delete', order_no: orderNo }, { token });
      expect(res.status).toBe(200);
      expect(res.json()).toMatchObject({ action: 'delete', deleted: true });
      const gone = await h.post('/api/user/orders', { action: 'delete', order_no: orderNo }, { token });
      expect(gone.status).toBe(404);
      expect(gone.json().error.code).toBe('order_not_found');
    }
    expect((await h.get('/api/user/orders', { token })).json()).toMatchObject({ total: 1 });
  });

  it('never shows or touches another user\'s order (404, never 403)', async () => {
    const someone = (await h.smsLogin()).access_token;
    expect((await h.get('/api/user/orders', { token: someone })).json().total).toBe(0);
    for (const action of ['cancel', 'delete']) {
      const res = await h.post('/api/user/orders', { action, order_no: SEED_ORDERS.demoCancelled }, { token: someone });
      expect(res.status).toBe(404);
      expect(res.json().error.code).toBe('order_not_found');
    }
    expect((await h.post('/api/user/orders', { action: 'delete', order_no: 'ORD20990101000000ZZZZZZZZ' }, { token })).status).toBe(404);
  });

  it('cancels an unpaid order automatically after 30 minutes', async () => {
    const orderNo = await h.buy(token);
    h.clock.advance(29 * 60);
    expect((await h.get('/api/user/orders?status=pending', { token })).json().total).toBe(1);
    h.clock.advance(61);
    const fresh = (await h.passwordLogin()).access_token;
    const list = (await h.get('/api/user/orders?status=cancelled', { token: fresh })).json();
    const order = list.items.find((o: { order_no: string }) => o.order_no === orderNo);
    expect(order).toMatchObject({ status: 'cancelled', cancelled_at: order.expires_at });
    expect((await h.post('/api/pay/chatpay_h5', { order_no: orderNo }, { token: fresh })).json().error.code).toBe('order_not_payable');
  });
});
