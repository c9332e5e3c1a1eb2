// Requests in the next-minor answer mode (src/next-minor-requests.ts, mock-server/README.md): a value a
// next-minor answer carried may be sent back. The server takes every multi-value enum's substitute in
// query, body and nested fields; filters and the providers' notifications compare it as sent (it
// matches nothing, changes nothing), other fields read it as their default or the enum's first value.
// In the current mode a substitute stays an unknown value (400 invalid_parameter).
import { createSign } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { iso } from '../src/clock.ts';
import { randomDigits, randomString } from '../src/ids.ts';
import { payappSigningContent, encryptChatpayResource, signChatpay } from '../src/services/providers.ts';
import { SEED_ORDERS } from '../src/store.ts';
import { harness, randomPhone, type Harness } from './helpers.ts';

let h: Harness;
let token: string;
let sub: (name: string) => string;
const next = { 'orbit-sandbox-mode': 'next-minor' };
const current = { 'orbit-sandbox-mode': 'current' };

beforeAll(async () => {
  h = await harness();
  const table = (await h.get('/__sandbox/mode')).json() as { substitutes: { enum: string; substitute: string }[] };
  sub = (name) => table.substitutes.find((row) => row.enum === name)!.substitute;
});
beforeEach(async () => {
  h.reset();
  token = (await h.passwordLogin()).access_token;
});
afterAll(() => h.close());

/** A 400 invalid_parameter naming `param` (what the current mode answers to a substitute). */
function expectUnknownValue(res: { status: number; json: () => { error: { code: string; param?: string } } }, param: string) {
  expect(res.status).toBe(400);
  expect(res.json().error).toMatchObject({ code: 'invalid_parameter', param });
}

describe('a list filter with a substitute', () => {
  it('GET /api/user/orders?status=disputed matches no order in next-minor mode; 400 in the current mode', async () => {
    expect(sub('OrderStatus')).toBe('disputed');
    const all = (await h.get('/api/user/orders', { token })).json();
    expect(all.total).toBeGreaterThan(0);
    const res = await h.get('/api/user/orders?status=disputed', { token, headers: next, unchecked: true });
    expect(res.status, res.body).toBe(200);
    expect(res.json()).toMatchObject({ items: [], total: 0, has_more: false });
    expectUnknownValue(await h.get('/api/user/orders?status=disputed', { token }), 'status');
    expectUnknownValue(await h.get('/api/user/orders?status=disputed', { token, headers: current }), 'status');
  });

  it('the status received in a next-minor answer works as the filter, in a world switched by PUT /__sandbox/mode', async () => {
    const world = { 'orbit-sandbox': 'next-minor-filter' };
    expect((await h.call('PUT', '/__sandbox/mode', { body: { mode: 'next-minor' }, headers: world })).status).toBe(200);
    const worldToken = (await h.post('/api/user/login', { account: 'demo@orbit.example', password: 'orbit-demo-2026' }, { headers: world, unchecked: true })).json().access_token;
    const listed = (await h.get('/api/user/orders', { token: worldToken, headers: world, unchecked: true })).json();
    const received = listed.items.find((o: { order_no: string }) => o.order_no === SEED_ORDERS.demoCompleted).status;
    expect(received).toBe('disputed');
    const filtered = await h.get(`/api/user/orders?status=${received}`, { token: worldToken, headers: world, unchecked: true });
    expect(filtered.status, filtered.body).toBe(200);
    expect(filtered.json().items).toEqual([]);
    // The same world asked for the contract's answer refuses it, as 3.4.0 does.
    expectUnknownValue(await h.get(`/api/user/orders?status=${received}`, { token: worldToken, headers: { ...world, ...current } }), 'status');
  });

  it('known values still filter; a value that is neither known nor the substitute is still refused', async () => {
    const cancelled = await h.get('/api/user/orders?status=cancelled', { token, headers: next, unchecked: true });
    expect(cancelled.json().items.map((o: { order_no: string }) => o.order_no)).toEqual([SEED_ORDERS.demoCancelled]);
    // next_minor_value is another enum's substitute, not OrderStatus's.
    expectUnknownValue(await h.get('/api/user/orders?status=next_minor_value', { token, headers: next, unchecked: true }), 'status');
    expectUnknownValue(await h.get('/api/user/orders?status=frozen', { token, headers: next, unchecked: true }), 'status');
  });

  it('GET /api/user/packages?type=<substitute> lists no package', async () => {
    const type = sub('PackageFilter');
    const res = await h.get(`/api/user/packages?type=${type}`, { headers: next, unchecked: true });
    expect(res.status, res.body).toBe(200);
    expect(res.json().items).toEqual([]);
    expectUnknownValue(await h.get(`/api/user/packages?type=${type}`), 'type');
  });
});

describe('a body field with a substitute', () => {
  it('pay/create reads provider as its first value (chatpay) and keeps no unknown value', async () => {
    const provider = sub('PaymentProvider');
    expectUnknownValue(await h.post('/api/pay/create', { package_id: 'pkg_credit10000002', provider }, { token }), 'provider');
    const res = await h.post('/api/pay/create', { package_id: 'pkg_credit10000002', provider }, { token, headers: next, unchecked: true });
    expect(res.status, res.body).toBe(201);
    const orderNo = res.json().order.order_no as string;
    // The plain answer (contract-checked by the harness): a chatpay order, which takes a chatpay H5 page.
    const order = (await h.get('/api/user/orders?status=pending', { token })).json().items.find((o: { order_no: string }) => o.order_no === orderNo);
    expect(order.provider).toBe('chatpay');
    expect((await h.post('/api/pay/chatpay_h5', { order_no: orderNo }, { token })).status).toBe(200);
  });

  it('an optional field reads it as its default (sms_send scene → login, chatpay_h5 h5_type → wap)', async () => {
    const phone = randomPhone();
    expectUnknownValue(await h.post('/api/auth/sms_send', { phone, scene: sub('SmsScene') }), 'scene');
    const sent = await h.post('/api/auth/sms_send', { phone, scene: sub('SmsScene') }, { headers: next, unchecked: true });
    expect(sent.status, sent.body).toBe(200);
    expect((await h.get(`/__sandbox/sms/${encodeURIComponent(phone)}`)).json().scene).toBe('login');

    const orderNo = await h.buy(token);
    expectUnknownValue(await h.post('/api/pay/chatpay_h5', { order_no: orderNo, h5_type: sub('ChatpayH5Type') }, { token }), 'h5_type');
    const page = await h.post('/api/pay/chatpay_h5', { order_no: orderNo, h5_type: sub('ChatpayH5Type') }, { token, headers: next, unchecked: true });
    expect(page.status, page.body).toBe(200);
  });

  it('a withdrawal reads method as its first value (chatpay); the current mode lists it within the contract', async () => {
    const body = { amount: { amount: 100, currency: 'CNY' }, method: sub('WithdrawalMethod'), account: 'demo-account' };
    expectUnknownValue(await h.post('/api/user/distribution?action=withdraw_apply', body, { token }), 'method');
    const res = await h.post('/api/user/distribution?action=withdraw_apply', body, { token, headers: next, unchecked: true });
    expect(res.status, res.body).toBe(201);
    const id = res.json().id as string;
    // Checked against the contract by the harness.
    const listed = (await h.get('/api/user/distribution', { token })).json().withdrawals.find((w: { id: string }) => w.id === id);
    expect(listed.method).toBe('chatpay');
  });

  it('manageOrder reads action as its first value (cancel)', async () => {
    const orderNo = await h.buy(token);
    expectUnknownValue(await h.post('/api/user/orders', { action: sub('OrderAction'), order_no: orderNo }, { token }), 'action');
    const res = await h.post('/api/user/orders', { action: sub('OrderAction'), order_no: orderNo }, { token, headers: next, unchecked: true });
    expect(res.status, res.body).toBe(200);
    expect(res.json()).toMatchObject({ deleted: false, order: { order_no: orderNo } });
    const listed = (await h.get('/api/user/orders?status=cancelled', { token })).json().items.map((o: { order_no: string }) => o.order_no);
    expect(listed).toContain(orderNo);
  });

  it('a nested field (messages[].role) reads it as its first value (system): the same completion as with system', async () => {
    const messages = (role: string) => [
      { role, content: 'Answer briefly.' },
      { role: 'user', content: 'Name a green tea.' },
    ];
    const key = { token: 'sk_test_DemoDeveloperKey000000000000000000000001' };
    expectUnknownValue(await h.post('/api/v1/chat/completions', { messages: messages(sub('ChatRole')) }, key), 'messages.0.role');
    const system = (await h.post('/api/v1/chat/completions', { messages: messages('system') }, key)).json();
    const read = await h.post('/api/v1/chat/completions', { messages: messages(sub('ChatRole')) }, { ...key, headers: next, unchecked: true });
    expect(read.status, read.body).toBe(200);
    expect(read.json().choices[0].message.content).toBe(system.choices[0].message.content);
  });
});

describe("a provider's notification with a substitute", () => {
  it('notify_payapp: trade_status NEXT_MINOR_VALUE is acknowledged and changes nothing; 400 in the current mode', async () => {
    const orderNo = await h.buy(token, 'pkg_credit10000002', 'payapp');
    const n = await h.notification(orderNo);
    const { sign: _sign, ...fields } = JSON.parse(n.body) as Record<string, string>;
    const unsigned = { ...fields, trade_status: sub('PayappTradeStatus') };
    const body = JSON.stringify({ ...unsigned, sign: createSign('RSA-SHA256').update(payappSigningContent(unsigned)).sign(h.ctx.keys.payapp.privateKey, 'base64') });
    expectUnknownValue(await h.sendNotification({ ...n, body }), 'trade_status');
    const res = await h.call('POST', n.path, { rawBody: body, headers: { ...n.headers, ...next }, unchecked: true });
    expect(res.status, res.body).toBe(200);
    expect(res.body).toBe('success');
    expect((await h.get('/api/user/orders?status=pending', { token })).json().items.map((o: { order_no: string }) => o.order_no)).toContain(orderNo);
  });

  it('notify_chatpay: a decrypted trade_state NEXT_MINOR_VALUE is a transaction, acknowledged, changes nothing; 400 in the current mode', async () => {
    const orderNo = await h.buy(token);
    const now = h.clock.now();
    const transaction = {
      mchid: h.ctx.config.chatpayMchId,
      appid: h.ctx.config.chatpayAppId,
      out_trade_no: orderNo,
      transaction_id: `4200${randomDigits(24)}`,
      trade_type: sub('ChatpayTransactionTradeType'),
      trade_state: sub('ChatpayTransactionTradeState'),
      success_time: iso(now),
      amount: { total: 990, payer_total: 990, currency: 'CNY' },
    };
    const body = JSON.stringify({
      id: `EV-${randomDigits(22)}`,
      create_time: iso(now),
      event_type: 'TRANSACTION.SUCCESS',
      resource_type: 'encrypt-resource',
      summary: 'Payment succeeded',
      resource: encryptChatpayResource(h.ctx.keys.chatpayApiV3Key, JSON.stringify(transaction), 'transaction', randomString(12)),
    });
    const timestamp = String(h.clock.nowSeconds());
    const nonce = randomString(32);
    const headers = {
      'Content-Type': 'application/json',
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': signChatpay(h.ctx, timestamp, nonce, body),
      'Wechatpay-Serial': h.ctx.keys.chatpaySerial,
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    };
    const refused = await h.call('POST', '/api/pay/notify_chatpay', { rawBody: body, headers });
    expect(refused.status).toBe(400);
    expect(refused.json().error.code).toBe('undecryptable_resource');
    const res = await h.call('POST', '/api/pay/notify_chatpay', { rawBody: body, headers: { ...headers, ...next }, unchecked: true });
    expect(res.status, res.body).toBe(200);
    expect(res.json().code).toBe('SUCCESS');
    expect((await h.get('/api/user/orders?status=pending', { token })).json().items.map((o: { order_no: string }) => o.order_no)).toContain(orderNo);
  });
});

describe('the sandbox routes', () => {
  it('take no substitute: they are not the API', async () => {
    const res = await h.call('PUT', '/__sandbox/mode', { body: { mode: 'next_minor_value' }, headers: next });
    expect(res.status).toBe(400);
    const orderNo = await h.buy(token);
    expect((await h.post(`/__sandbox/orders/${orderNo}/pay`, { provider: sub('PaymentProvider') }, { headers: next })).status).toBe(400);
  });
});
