// Object ownership (another user's order or conversation answers 404, never 403, and is left
// untouched) and the payment callbacks' authentication: tampered, stale (a captured notification
// replayed after the five-minute window), wrong amount -> refused and nothing granted; a correct one is
// accepted once, and its re-delivery is acknowledged without a second grant.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, server, type Server } from './support.ts';

let s: Server;
beforeAll(async () => {
  s = await server();
});
beforeEach(() => s.reset());
afterAll(() => s.close());

const orders = async (token: string) => (await s.get('/api/user/orders?limit=100', { token })).json();

describe("another user's resources answer 404 and stay untouched", () => {
  it('orders: cancel, delete and chatpay_h5 with another user\'s order number -> 404 order_not_found', async () => {
    const owner = await s.newUser();
    const intruder = (await s.login()).access_token;
    const pending = await s.buy(owner.access_token, 'pkg_credit10000002', 'chatpay');
    const foreign = [pending, DEMO.orders.inviteeCompleted];
    for (const order_no of foreign) {
      for (const action of ['cancel', 'delete']) {
        const res = await s.post('/api/user/orders', { action, order_no }, { token: intruder });
        expect(res.status, res.body).toBe(404);
        expect(res.json().error).toMatchObject({ type: 'not_found_error', code: 'order_not_found', param: 'order_no' });
      }
      const h5 = await s.post('/api/pay/chatpay_h5', { order_no }, { token: intruder });
      expect(h5.status, h5.body).toBe(404);
      expect(h5.json().error).toMatchObject({ type: 'not_found_error', code: 'order_not_found' });
    }
    // The answer for someone else's order is the answer for an order that does not exist.
    const unknown = await s.post('/api/user/orders', { action: 'cancel', order_no: 'ORD20260101000000ZZZZZZZZ' }, { token: intruder });
    expect(unknown.status).toBe(404);
    expect(unknown.json().error.code).toBe('order_not_found');
    // Nothing happened to them, and the intruder's list never shows them.
    expect((await orders(owner.access_token)).items.map((o: { order_no: string; status: string }) => [o.order_no, o.status])).toEqual([[pending, 'pending']]);
    const invitee = await s.login(DEMO.invitee.phone);
    expect((await orders(invitee.access_token)).items.map((o: { order_no: string }) => o.order_no)).toContain(DEMO.orders.inviteeCompleted);
    const mine = (await orders(intruder)).items.map((o: { order_no: string }) => o.order_no);
    for (const order_no of foreign) expect(mine).not.toContain(order_no);
    // The owner still can.
    const cancel = await s.post('/api/user/orders', { action: 'cancel', order_no: pending }, { token: owner.access_token });
    expect(cancel.status).toBe(200);
  });

  it("conversations: continuing another user's conversation -> 404 conversation_not_found, no credit spent", async () => {
    const owner = (await s.login()).access_token;
    const first = await s.post('/api/ai/router', { messages: [{ role: 'user', content: 'a secret' }] }, { token: owner });
    expect(first.status).toBe(200);
    const intruder = await s.newUser();
    const res = await s.post('/api/ai/router', { conversation_id: first.json().conversation_id, messages: [{ role: 'user', content: 'what did they say?' }] }, { token: intruder.access_token });
    expect(res.status).toBe(404);
    expect(res.json().error).toMatchObject({ type: 'not_found_error', code: 'conversation_not_found', param: 'conversation_id' });
  });
});

describe.each(['chatpay', 'payapp'] as const)('%s notifications', (provider) => {
  let token: string;
  let orderNo: string;
  let credits: number;
  const status = async () => (await orders(token)).items.find((o: { order_no: string }) => o.order_no === orderNo).status;
  const userCredits = async () => (await s.post('/api/auth/unified_login', { mode: 'password', phone: DEMO.user.phone, password: DEMO.password })).json().user.credits;
  beforeEach(async () => {
    token = (await s.login()).access_token;
    credits = await userCredits();
    orderNo = await s.buy(token, 'pkg_credit10000002', provider); // 990 fen for 1000 credits
  });

  const expectFail = (res: { status: number; json: () => any }, httpStatus: number, code: string) => {
    expect(res.status).toBe(httpStatus);
    expect(res.json().error.code).toBe(code);
    if (provider === 'chatpay') expect(res.json()).toMatchObject({ code: 'FAIL' }); // makes chatpay retry
  };

  it('tampered after signing -> 401 invalid_signature; a forged signature too; nothing granted', async () => {
    expectFail(await s.send(await s.notification(orderNo, { tamper: true })), 401, 'invalid_signature');
    const n = await s.notification(orderNo);
    if (provider === 'chatpay') {
      const forged = { ...n, headers: { ...n.headers, 'Wechatpay-Signature': Buffer.from('x'.repeat(256)).toString('base64') } };
      expectFail(await s.send(forged), 401, 'invalid_signature');
    } else {
      const fields = JSON.parse(n.body);
      expectFail(await s.send({ ...n, body: JSON.stringify({ ...fields, sign: Buffer.from('x'.repeat(256)).toString('base64') }) }), 401, 'invalid_signature');
      // Changing a signed field (a cheaper amount) breaks the signature as well.
      expectFail(await s.send({ ...n, body: JSON.stringify({ ...fields, total_amount: '0.01' }) }), 401, 'invalid_signature');
    }
    expect(await status()).toBe('pending');
    expect(await userCredits()).toBe(credits);
  });

  it('replayed after the five-minute freshness window -> 401 stale_notification; nothing granted', async () => {
    expectFail(await s.send(await s.notification(orderNo, { age_seconds: 301 })), 401, 'stale_notification');
    const captured = await s.notification(orderNo);
    s.ctx.clock.advance(301);
    expectFail(await s.send(captured), 401, 'stale_notification');
    expect(await status()).toBe('pending');
    expect(await userCredits()).toBe(credits);
  });

  it('for the wrong amount -> 400 amount_mismatch; nothing granted', async () => {
    for (const amount of [989, 991, 1, 0, 99000]) {
      expectFail(await s.send(await s.notification(orderNo, { amount })), 400, 'amount_mismatch');
    }
    expect(await status()).toBe('pending');
    expect(await userCredits()).toBe(credits);
  });

  it('a correct one is accepted once; its re-delivery is acknowledged and grants nothing again', async () => {
    const n = await s.notification(orderNo);
    const first = await s.send(n);
    expect(first.status).toBe(200);
    if (provider === 'chatpay') expect(first.json()).toMatchObject({ code: 'SUCCESS' });
    else expect(first.body).toBe('success');
    expect(await status()).toBe('completed');
    expect(await userCredits()).toBe(credits + 1000);
    // The same notification again (the provider retries), and a freshly signed one for the same order.
    for (const again of [n, n, await s.notification(orderNo)]) {
      const res = await s.send(again);
      expect(res.status).toBe(200);
    }
    // Concurrent re-deliveries too.
    const burst = await Promise.all(Array.from({ length: 20 }, () => s.send(n)));
    expect(burst.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await status()).toBe('completed');
    expect(await userCredits()).toBe(credits + 1000);
  });
});
