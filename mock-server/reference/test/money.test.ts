// Distribution (commission, withdrawals) and the balance charge (deduct): atomic, idempotent, 402.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_INVITEE, DEMO_PASSWORD, DEMO_USER } from '../src/store.ts';
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

const distribution = async (t = token) => (await h.get('/api/user/distribution', { token: t })).json();
const withdraw = (amount: number, headers: Record<string, string> = {}, t = token) =>
  h.post('/api/user/distribution?action=withdraw_apply', { amount: { amount, currency: 'CNY' }, method: 'payapp', account: 'qa@example.com' }, { token: t, headers });

describe('distribution', () => {
  it('shows the seeded referral data', async () => {
    const d = await distribution();
    expect(d).toMatchObject({ invite_code: DEMO_USER.inviteCode, commission_rate_bps: 1000, invitee_count: 1, earnings: { available: { amount: 1299 } } });
    expect(d.invite_url).toContain(DEMO_USER.inviteCode);
    expect(d.recent_earnings[0]).toMatchObject({ invitee: '138****8001', commission: { amount: 1299 } });
  });

  it('the inviter earns the configured share when an invitee\'s order completes', async () => {
    const invitee = await h.smsLogin(undefined, DEMO_USER.inviteCode);
    const orderNo = await h.buy(invitee.access_token, 'pkg_vip365d0000002');
    expect((await distribution()).earnings.available.amount).toBe(1299); // not before completion
    await h.pay(orderNo);
    const d = await distribution();
    expect(d.invitee_count).toBe(2);
    expect(d.earnings.available.amount).toBe(1299 + 1299);
    expect(d.recent_earnings[0]).toMatchObject({ order_no: orderNo, order_amount: { amount: 12990 }, commission: { amount: 1299 } });
    // A repeated notification pays no second commission.
    await h.pay(orderNo);
    expect((await distribution()).earnings.available.amount).toBe(2598);
  });

  it('uses the configured commission rate', async () => {
    const custom = await harness({ config: { commissionBps: 2500 } });
    try {
      const invitee = await custom.smsLogin(undefined, DEMO_USER.inviteCode);
      await custom.pay(await custom.buy(invitee.access_token, 'pkg_credit10000002'));
      const inviter = (await custom.passwordLogin()).access_token;
      const d = (await custom.get('/api/user/distribution', { token: inviter })).json();
      expect(d.commission_rate_bps).toBe(2500);
      expect(d.recent_earnings[0].commission.amount).toBe(Math.floor((990 * 2500) / 10000));
    } finally {
      await custom.close();
    }
  });

  it('an order by someone without an inviter earns nobody anything', async () => {
    const before = (await distribution()).earnings.available.amount;
    const fresh = await h.smsLogin();
    await h.pay(await h.buy(fresh.access_token));
    expect((await distribution()).earnings.available.amount).toBe(before);
  });

  it('the seeded invitee\'s own referral data is empty', async () => {
    const invitee = await h.passwordLogin(DEMO_INVITEE.phone, DEMO_PASSWORD);
    expect(await distribution(invitee.access_token)).toMatchObject({ invitee_count: 0, recent_earnings: [], withdrawals: [] });
  });
});

describe('withdraw_apply', () => {
  it('freezes the amount: available -> frozen, application pending', async () => {
    const res = await withdraw(1000);
    expect(res.status).toBe(201);
    expect(res.json()).toMatchObject({ amount: { amount: 1000, currency: 'CNY' }, status: 'pending', method: 'payapp' });
    expect(res.json().id).toMatch(/^wd_[0-9A-Za-z]{16}$/);
    const d = await distribution();
    expect(d.earnings).toMatchObject({ total: { amount: 1299 }, available: { amount: 299 }, frozen: { amount: 1000 }, withdrawn: { amount: 0 } });
    expect(d.withdrawals[0].id).toBe(res.json().id);
  });

  it('refuses more than available or less than the minimum: 402 insufficient_balance', async () => {
    for (const amount of [1300, 99]) {
      const res = await withdraw(amount);
      expect(res.status).toBe(402);
      expect(res.json().error).toMatchObject({ type: 'payment_required_error', code: 'insufficient_balance' });
    }
    expect((await distribution()).earnings.available.amount).toBe(1299);
  });

  it('100 concurrent applications never take the available balance below zero', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => withdraw(100)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(12);
    expect(answers.filter((a) => a.status === 402)).toHaveLength(88);
    expect((await distribution()).earnings).toMatchObject({ available: { amount: 99 }, frozen: { amount: 1200 } });
  });

  it('is idempotent with an Idempotency-Key', async () => {
    const a = await withdraw(500, { 'idempotency-key': 'wd-1' });
    const b = await withdraw(500, { 'idempotency-key': 'wd-1' });
    expect(b.json().id).toBe(a.json().id);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect((await distribution()).earnings.frozen.amount).toBe(500);
    expect((await withdraw(600, { 'idempotency-key': 'wd-1' })).json().error.code).toBe('idempotency_key_reused');
  });

  it('refuses a currency other than CNY', async () => {
    const res = await h.post('/api/user/distribution?action=withdraw_apply', { amount: { amount: 100, currency: 'USD' }, method: 'chatpay', account: 'x' }, { token });
    expect(res.status).toBe(400);
    expect(res.json().error.param).toBe('amount.currency');
  });
});

describe('deduct', () => {
  const deduct = (amount: number, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}) =>
    h.post('/api/ai/deduct', { amount: { amount, currency: 'CNY' }, reason: 'Image upscale', reference: 'job_42', ...extra }, { token, headers });

  it('charges the balance and answers the balance after it', async () => {
    const res = await deduct(150);
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ amount: { amount: 150 }, balance: { amount: 10850 }, reason: 'Image upscale', reference: 'job_42' });
    expect(res.json().id).toMatch(/^ded_[0-9A-Za-z]{16}$/);
  });

  it('answers 402 insufficient_balance and charges nothing when the balance is short', async () => {
    const res = await deduct(11001);
    expect(res.status).toBe(402);
    expect(res.json().error).toMatchObject({ code: 'insufficient_balance', param: 'amount' });
    expect((await deduct(11000)).json().balance.amount).toBe(0);
  });

  it('same key twice charges once; same key with another body is refused', async () => {
    const first = await deduct(100, { 'idempotency-key': 'k1' });
    const second = await deduct(100, { 'idempotency-key': 'k1' });
    expect(second.status).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const other = await deduct(200, { 'idempotency-key': 'k1' });
    expect(other.status).toBe(409);
    expect(other.json().error).toMatchObject({ type: 'conflict_error', code: 'idempotency_key_reused' });
    expect((await deduct(1)).json().balance.amount).toBe(11000 - 100 - 1);
  });

  it('refuses the same key while its first request is still running: 409 idempotency_key_in_use', async () => {
    const res = await deduct(100, { 'idempotency-key': 'slow' });
    const record = h.ctx.store.idempotency.get(`${DEMO_USER.id}\u0000slow`)!;
    Object.assign(record, { state: 'running' }); // as if the first request had not answered yet
    const second = await deduct(100, { 'idempotency-key': 'slow' });
    expect(second.status).toBe(409);
    expect(second.json().error.code).toBe('idempotency_key_in_use');
    expect(res.status).toBe(200);
  });

  it('replays a stored 402 for the same key (with the new request id)', async () => {
    const first = await deduct(99999, { 'idempotency-key': 'k-402' });
    const replay = await deduct(99999, { 'idempotency-key': 'k-402' });
    expect(replay.status).toBe(402);
    expect(replay.json().error.request_id).toBe(replay.headers['x-request-id']);
    expect(first.json().error.request_id).not.toBe(replay.json().error.request_id);
  });

  it('50 concurrent identical charges with one key charge once; 100 concurrent charges never go below zero', async () => {
    const burst = await Promise.all(Array.from({ length: 50 }, () => deduct(1000, { 'idempotency-key': 'burst' })));
    expect(new Set(burst.filter((r) => r.status === 200).map((r) => r.json().id)).size).toBe(1);
    for (const r of burst) expect([200, 409]).toContain(r.status);
    const balance = (await deduct(0)).json().balance.amount;
    expect(balance).toBe(10000);
    const many = await Promise.all(Array.from({ length: 100 }, () => deduct(300)));
    expect(many.filter((r) => r.status === 200)).toHaveLength(33);
    expect((await deduct(0)).json().balance.amount).toBe(100);
  });
});
