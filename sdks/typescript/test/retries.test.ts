// Retries: which failures are retried, how many times, how long the SDK waits (backoff with jitter,
// Retry-After), and idempotency keys on money-moving operations.
import { afterEach, describe, expect, it } from 'vitest';
import { APIConnectionError, BadRequestError, ConflictError, InternalServerError, NotFoundError, Orbit, RateLimitError, APIError } from '../src/index';
import { apiError, json, startDouble, type Double, type Handler } from './helpers';

let double: Double | undefined;
afterEach(async () => {
  await double?.close();
  double = undefined;
});

const times: number[] = [];
/** Fails the first `failures` requests with `fail`, then answers 200/201. */
async function flaky(failures: number, fail: Handler): Promise<{ client: (o?: ConstructorParameters<typeof Orbit>[0]) => Orbit }> {
  times.length = 0;
  double = await startDouble((req, res, i) => {
    times.push(performance.now());
    if (i < failures) return fail(req, res, i);
    json(res, req.method === 'POST' ? 201 : 200, { items: [], order: { order_no: 'ORD20260526083000K7Q2M9XA' } });
  });
  const url = double.url;
  return { client: (o = {}) => new Orbit({ baseURL: url, accessToken: 'at_x', ...o }) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const unavailable: Handler = (_req, res) => apiError(res, 503, 'api_error', 'service_unavailable', { 'Retry-After': '0' });

describe('retries', () => {
  it('retries 503 (Retry-After: 0) until it succeeds', async () => {
    const { client } = await flaky(2, unavailable);
    await expect(client().packages.list()).resolves.toMatchObject({ items: [] });
    expect(double!.requests).toHaveLength(3);
  });

  it('retries 2 times by default, then throws the last error', async () => {
    const { client } = await flaky(99, unavailable);
    await expect(client().packages.list()).rejects.toBeInstanceOf(InternalServerError);
    expect(double!.requests).toHaveLength(3);
  });

  it('maxRetries is configurable; 0 disables retries', async () => {
    const { client } = await flaky(99, unavailable);
    await expect(client({ maxRetries: 0 }).packages.list()).rejects.toBeInstanceOf(InternalServerError);
    expect(double!.requests).toHaveLength(1);
    await expect(client({ maxRetries: 4 }).packages.list()).rejects.toBeInstanceOf(InternalServerError);
    expect(double!.requests).toHaveLength(6);
  });

  it('retries 408, 429, 500, 502 and 504', async () => {
    const statuses = [408, 429, 500, 502, 504];
    const { client } = await flaky(statuses.length, (_req, res, i) => apiError(res, statuses[i]!, 'api_error', 'x', { 'Retry-After': '0' }));
    await expect(client({ maxRetries: 5 }).packages.list()).resolves.toBeDefined();
    expect(double!.requests).toHaveLength(6);
  });

  it.each([
    [400, BadRequestError],
    [404, NotFoundError],
    [409, ConflictError],
  ])('does not retry %i', async (status, Kind) => {
    const { client } = await flaky(99, (_req, res) => apiError(res, status, 'x_error', 'x', { 'Retry-After': '0' }));
    await expect(client().packages.list()).rejects.toBeInstanceOf(Kind);
    expect(double!.requests).toHaveLength(1);
  });

  it('retries a dropped connection', async () => {
    const { client } = await flaky(1, (_req, res) => res.socket?.destroy());
    await expect(client().packages.list()).resolves.toBeDefined();
    expect(double!.requests).toHaveLength(2);
    const { client: again } = await flaky(99, (_req, res) => res.socket?.destroy());
    await expect(again({ maxRetries: 0 }).packages.list()).rejects.toBeInstanceOf(APIConnectionError);
  });

  it('honours Retry-After in seconds', async () => {
    const { client } = await flaky(1, (_req, res) => apiError(res, 429, 'rate_limit_error', 'rate_limited', { 'Retry-After': '1' }));
    await client().packages.list();
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const { client } = await flaky(1, (_req, res) =>
      apiError(res, 503, 'api_error', 'service_unavailable', { 'Retry-After': new Date(Date.now() + 2000).toUTCString() }),
    );
    await client().packages.list();
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(900); // the date has whole-second precision
  });

  it('does not wait for a Retry-After longer than 60 s: throws at once', async () => {
    const { client } = await flaky(99, (_req, res) => apiError(res, 429, 'rate_limit_error', 'sms_rate_limited', { 'Retry-After': '3600' }));
    const started = performance.now();
    const error = (await client().auth.sendSmsCode({ phone: '+8613800138000' }).catch((e: unknown) => e)) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.headers?.get('retry-after')).toBe('3600');
    expect(double!.requests).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('without Retry-After backs off exponentially with jitter (0.5 s then 1 s, less up to 25 %)', async () => {
    const { client } = await flaky(2, (_req, res) => apiError(res, 500, 'api_error', 'internal_error'));
    await client().packages.list();
    const first = times[1]! - times[0]!;
    const second = times[2]! - times[1]!;
    expect(first).toBeGreaterThanOrEqual(370);
    expect(first).toBeLessThan(1500);
    expect(second).toBeGreaterThanOrEqual(740);
    expect(second).toBeLessThan(3000);
  });
});

describe('idempotency keys on money-moving operations', () => {
  const money: [string, (c: Orbit) => Promise<unknown>][] = [
    ['payments.create', (c) => c.payments.create({ package_id: 'pkg_vip30d00000001', provider: 'chatpay' })],
    ['distribution.applyWithdrawal', (c) => c.distribution.applyWithdrawal({ amount: { amount: 1000, currency: 'CNY' }, method: 'payapp', account: 'a@b.example' })],
    ['ai.deduct', (c) => c.ai.deduct({ amount: { amount: 150, currency: 'CNY' }, reason: 'Image upscale' })],
  ];

  it.each(money)('%s sends a generated key and keeps it across retries; the next call gets a new one', async (_name, call) => {
    const { client } = await flaky(2, (_req, res) => apiError(res, 500, 'api_error', 'internal_error', { 'Retry-After': '0' }));
    const c = client();
    await call(c);
    const keys = double!.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys).size).toBe(1);
    await call(c);
    expect(double!.requests[3]!.headers['idempotency-key']).toMatch(UUID);
    expect(double!.requests[3]!.headers['idempotency-key']).not.toBe(keys[0]);
  });

  it('uses the caller’s key when given', async () => {
    const { client } = await flaky(1, unavailable);
    await client().payments.create({ package_id: 'pkg_vip30d00000001', provider: 'chatpay' }, { idempotencyKey: 'job-42-charge' });
    expect(double!.requests.map((r) => r.headers['idempotency-key'])).toEqual(['job-42-charge', 'job-42-charge']);
  });

  it('is retried only with a key: without one a money-moving call is not retried', async () => {
    const { client } = await flaky(99, unavailable);
    await expect(client().ai.deduct({ amount: { amount: 1, currency: 'CNY' }, reason: 'x' }, { headers: { 'Idempotency-Key': null } })).rejects.toBeInstanceOf(APIError);
    expect(double!.requests).toHaveLength(1);
    expect(double!.requests[0]!.headers['idempotency-key']).toBeUndefined();
  });

  it('other operations send no key', async () => {
    const { client } = await flaky(0, unavailable);
    await client().ai.chat({ messages: [{ role: 'user', content: 'hi' }] });
    expect(double!.requests[0]!.headers['idempotency-key']).toBeUndefined();
  });
});
