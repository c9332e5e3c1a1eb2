// Money under concurrency, over real HTTP on 127.0.0.1 (the app listens on a free port):
//   - 50 concurrent identical money-moving requests with one Idempotency-Key charge/create exactly once
//     (pay create, deduct, withdraw_apply); the others replay the first answer or get 409 idempotency_key_in_use;
//   - 100 concurrent withdrawals and 100 concurrent deductions never take a balance below zero, and the
//     final balances add up exactly to the start minus what was accepted.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, listen, server, type Server } from './support.ts';

let s: Server;
let base: string;
let token: string;
beforeAll(async () => {
  s = await server();
  base = await listen(s);
});
beforeEach(async () => {
  await s.reset();
  token = (await s.login()).access_token;
});
afterAll(() => s.close());

interface Answer {
  status: number;
  replayed: string | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function post(path: string, body: unknown, key?: string): Promise<Answer> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(key && { 'idempotency-key': key }) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: await res.json() };
}

const state = async () => {
  const login = await s.post('/api/auth/unified_login', { mode: 'password', phone: DEMO.user.phone, password: DEMO.password });
  const distribution = (await s.get('/api/user/distribution', { token })).json();
  const pending = (await s.get('/api/user/orders?status=pending&limit=100', { token })).json();
  return { balance: login.json().user.balance.amount as number, earnings: distribution.earnings, withdrawals: distribution.withdrawals.length as number, pendingOrders: pending.total as number };
};

const burst = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));

describe('50 concurrent identical requests with one Idempotency-Key act once', () => {
  const cases = [
    { name: 'pay create', path: '/api/pay/create', body: { package_id: 'pkg_topup100000003', provider: 'chatpay' }, success: 201, id: (b: any) => b.order.order_no },
    { name: 'deduct', path: '/api/ai/deduct', body: { amount: { amount: 150, currency: 'CNY' }, reason: 'race', reference: 'job_1' }, success: 200, id: (b: any) => b.id },
    { name: 'withdraw_apply', path: '/api/user/distribution?action=withdraw_apply', body: { amount: { amount: 1000, currency: 'CNY' }, method: 'payapp', account: 'qa@example.com' }, success: 201, id: (b: any) => b.id },
  ];

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = await state();
    const key = `race-${c.name.replace(/\W/g, '')}-${Date.now()}`;
    const answers = await burst(50, () => post(c.path, c.body, key));
    const fresh = answers.filter((a) => a.status === c.success && a.replayed === 'false');
    const replays = answers.filter((a) => a.status === c.success && a.replayed === 'true');
    const inUse = answers.filter((a) => a.status === 409);
    expect(fresh, JSON.stringify(answers.map((a) => [a.status, a.replayed]))).toHaveLength(1);
    expect(replays.length + inUse.length).toBe(49);
    for (const r of replays) expect(c.id(r.body)).toBe(c.id(fresh[0]!.body));
    for (const r of inUse) expect(r.body.error).toMatchObject({ type: 'conflict_error', code: 'idempotency_key_in_use' });

    // A later retry replays the same answer; the same key with another body is refused.
    const retry = await post(c.path, c.body, key);
    expect([retry.status, retry.replayed, c.id(retry.body)]).toEqual([c.success, 'true', c.id(fresh[0]!.body)]);
    const other = await post(c.path, { ...c.body, ...(c.name === 'pay create' ? { provider: 'payapp' } : { amount: { amount: 200, currency: 'CNY' } }) }, key);
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('idempotency_key_reused');

    // Exactly one order / charge / withdrawal.
    const after = await state();
    if (c.name === 'pay create') expect(after.pendingOrders).toBe(before.pendingOrders + 1);
    else expect(after.pendingOrders).toBe(before.pendingOrders);
    expect(after.balance).toBe(before.balance - (c.name === 'deduct' ? 150 : 0));
    expect(after.withdrawals).toBe(before.withdrawals + (c.name === 'withdraw_apply' ? 1 : 0));
    expect(after.earnings.available.amount).toBe(before.earnings.available.amount - (c.name === 'withdraw_apply' ? 1000 : 0));
    expect(after.earnings.frozen.amount).toBe(before.earnings.frozen.amount + (c.name === 'withdraw_apply' ? 1000 : 0));
  });
});

describe('100 concurrent withdrawals and 100 concurrent deductions never go below zero', () => {
  it('withdrawals of 1.00 and deductions of 1.50 at once: exact totals, the rest 402 insufficient_balance', async () => {
    const before = await state();
    expect(before.balance).toBe(DEMO.user.balanceFen);
    expect(before.earnings.available.amount).toBe(DEMO.user.availableEarningsFen);
    const withdrawal = { amount: { amount: 100, currency: 'CNY' }, method: 'chatpay', account: 'qa@example.com' };
    const deduction = { amount: { amount: 150, currency: 'CNY' }, reason: 'race' };
    const [withdrawals, deductions] = await Promise.all([
      burst(100, (i) => post('/api/user/distribution?action=withdraw_apply', withdrawal, `wd-${i}`)),
      burst(100, (i) => post('/api/ai/deduct', deduction, i % 2 ? `ded-${i}` : undefined)),
    ]);

    const okW = withdrawals.filter((a) => a.status === 201);
    const okD = deductions.filter((a) => a.status === 200);
    for (const refused of [...withdrawals, ...deductions].filter((a) => a.status !== 201 && a.status !== 200)) {
      expect(refused.status).toBe(402);
      expect(refused.body.error).toMatchObject({ type: 'payment_required_error', code: 'insufficient_balance' });
    }
    // 1299 available / 100 -> 12 withdrawals; 11000 balance / 150 -> 73 deductions.
    expect(okW).toHaveLength(Math.floor(DEMO.user.availableEarningsFen / 100));
    expect(okD).toHaveLength(Math.floor(DEMO.user.balanceFen / 150));
    // Every accepted deduction reports the balance after it: all distinct, none negative, the last one is what is left.
    const balances = okD.map((a) => a.body.balance.amount as number).sort((a, b) => b - a);
    expect(new Set(balances).size).toBe(okD.length);
    expect(Math.min(...balances)).toBeGreaterThanOrEqual(0);

    const after = await state();
    expect(after.balance).toBe(DEMO.user.balanceFen - 150 * okD.length);
    expect(after.balance).toBe(balances.at(-1));
    expect(after.balance).toBeGreaterThanOrEqual(0);
    expect(after.balance).toBeLessThan(150);
    expect(after.earnings.available.amount).toBe(DEMO.user.availableEarningsFen - 100 * okW.length);
    expect(after.earnings.available.amount).toBeLessThan(100);
    expect(after.earnings.frozen.amount).toBe(100 * okW.length);
    expect(after.earnings.total.amount).toBe(DEMO.user.availableEarningsFen);
    expect(after.withdrawals).toBe(Math.min(20, okW.length)); // the list shows the 20 most recent
  });
});
