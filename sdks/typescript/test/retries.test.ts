// Retries on vitest's fake clock: which failures are retried and how many times, the exact wait before
// each retry (the server's, from retry-after-ms, Retry-After seconds or an HTTP date; else backoff with
// jitter), the cap above which the call fails at once, and the idempotency key kept across retries.
// No sockets and no real time: the waits are read off the fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACKOFF,
  ERROR_KINDS,
  IDEMPOTENCY_HEADER,
  MAX_RETRIES,
  RETRY_AFTER_MAX_SECONDS,
  RETRY_STATUSES,
} from '../src/generated/constants';
import { APIConnectionError, APITimeoutError, APIUserAbortError, errorClassForStatus, InternalServerError, Orbit, RateLimitError, type ClientOptions } from '../src/index';
import { answer, errorAnswer, exampleAnswer, type FetchCall, type Scripted, scriptedFetch } from './helpers';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2026-05-26T08:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const ok = () => answer(200, { items: [] });
const typeOf = (status: number) => ERROR_KINDS.find((k) => k.status === status || (k.status === null && status >= k.rangeFrom && status < k.rangeFrom + 100))?.type ?? 'api_error';

/** A client over a scripted fetch that fails the first `failures` requests with `fail`, then succeeds. */
function flaky(failures: number, fail: (call: FetchCall, i: number) => Scripted, options: ClientOptions = {}) {
  const scripted = scriptedFetch((call, i) => (i < failures ? fail(call, i) : call.method === 'POST' ? answer(201, exampleAnswer(call.method, call.url.pathname)) : ok()));
  const client = new Orbit({ baseURL: 'http://orbit.test', accessToken: 'at_x', fetch: scripted.fetch, ...options });
  return { client, calls: scripted.calls, gaps: () => scripted.calls.slice(1).map((c, i) => c.at - scripted.calls[i]!.at) };
}

/** Runs a call to its end on the fake clock: every timer (waits, timeouts) fires as soon as nothing else can run. */
async function settle<T>(promise: PromiseLike<T>): Promise<{ value?: T; error?: any }> {
  const outcome = Promise.resolve(promise).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

const expectedBackoff = (retry: number, random: number) =>
  Math.min(BACKOFF.initialSeconds * BACKOFF.multiplier ** retry, BACKOFF.maxSeconds) * (1 - BACKOFF.jitter * random) * 1000;

describe('which failures are retried', () => {
  it(`retries every status of the rules (${RETRY_STATUSES.join(', ')}) until it succeeds`, async () => {
    const { client, calls } = flaky(RETRY_STATUSES.length, (_c, i) => errorAnswer(RETRY_STATUSES[i]!, typeOf(RETRY_STATUSES[i]!), 'x'), { maxRetries: RETRY_STATUSES.length });
    const { value } = await settle(client.packages.list());
    expect(value).toEqual({ items: [] });
    expect(calls).toHaveLength(RETRY_STATUSES.length + 1);
  });

  it('never retries another status', async () => {
    const others = [400, 401, 402, 403, 404, 409, 418, 422, 501, 505].filter((s) => !RETRY_STATUSES.includes(s));
    for (const status of others) {
      const { client, calls } = flaky(99, () => errorAnswer(status, typeOf(status), 'x', { 'Retry-After': '0' }), { autoRefresh: false });
      const { error } = await settle(client.packages.list());
      expect(error).toBeInstanceOf(errorClassForStatus(status));
      expect(error.status).toBe(status);
      expect(calls).toHaveLength(1);
    }
  });

  it(`retries ${MAX_RETRIES} times by default, then throws the last answer's error`, async () => {
    const { client, calls } = flaky(99, (_c, i) => errorAnswer(503, 'api_error', `unavailable_${i}`));
    const { error } = await settle(client.packages.list());
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error.code).toBe(`unavailable_${MAX_RETRIES}`);
    expect(calls).toHaveLength(MAX_RETRIES + 1);
  });

  it('maxRetries per client and per call; 0 turns retries off', async () => {
    const first = flaky(99, () => errorAnswer(500, 'api_error', 'x'), { maxRetries: 4 });
    await settle(first.client.packages.list());
    expect(first.calls).toHaveLength(5);
    const second = flaky(99, () => errorAnswer(500, 'api_error', 'x'), { maxRetries: 4 });
    await settle(second.client.packages.list({}, { maxRetries: 0 }));
    expect(second.calls).toHaveLength(1);
  });

  it('retries a dropped connection and a timed-out attempt; exhausted, throws APIConnectionError / APITimeoutError', async () => {
    const dropped = flaky(1, () => 'drop');
    expect((await settle(dropped.client.packages.list())).value).toEqual({ items: [] });
    expect(dropped.calls).toHaveLength(2);

    const neverUp = flaky(99, () => 'drop', { maxRetries: 1 });
    const refused = await settle(neverUp.client.packages.list());
    expect(refused.error).toBeInstanceOf(APIConnectionError);
    expect(refused.error).not.toBeInstanceOf(APITimeoutError);
    expect(refused.error.cause).toBeInstanceOf(TypeError);
    expect(neverUp.calls).toHaveLength(2);

    const hung = flaky(99, () => 'hang', { maxRetries: 1, timeout: 5_000 });
    const timedOut = await settle(hung.client.packages.list());
    expect(timedOut.error).toBeInstanceOf(APITimeoutError);
    expect(timedOut.error).toBeInstanceOf(APIConnectionError);
    expect(hung.calls).toHaveLength(2);
  });
});

describe('the wait before each retry', () => {
  it('without a server wait: min(initial × multiplierⁿ, max) × (1 − jitter × random), exactly', async () => {
    for (const random of [0, 0.5, 1]) {
      vi.spyOn(Math, 'random').mockReturnValue(random);
      const retries = 6;
      const { client, gaps } = flaky(retries, () => errorAnswer(500, 'api_error', 'internal_error'), { maxRetries: retries });
      await settle(client.packages.list());
      // Timers count whole milliseconds.
      expect(gaps()).toEqual(Array.from({ length: retries }, (_, n) => Math.floor(expectedBackoff(n, random))));
      vi.restoreAllMocks();
    }
    // The rules' numbers as the README states them: 0.5 s, 1 s, 2 s … capped at 8 s, minus up to 25 %.
    expect([expectedBackoff(0, 0), expectedBackoff(1, 0), expectedBackoff(5, 0), expectedBackoff(0, 1)]).toEqual([500, 1000, 8000, 375]);
  });

  it('retry-after-ms (milliseconds) wins over Retry-After', async () => {
    const { client, gaps } = flaky(1, () => errorAnswer(429, 'rate_limit_error', 'rate_limited', { 'retry-after-ms': '1234', 'Retry-After': '7' }));
    await settle(client.packages.list());
    expect(gaps()).toEqual([1234]);
  });

  it('Retry-After in seconds', async () => {
    const { client, gaps } = flaky(1, () => errorAnswer(503, 'api_error', 'service_unavailable', { 'Retry-After': '7' }));
    await settle(client.packages.list());
    expect(gaps()).toEqual([7000]);
  });

  it('Retry-After as an HTTP date: the date minus now, at least 0', async () => {
    const { client, gaps } = flaky(2, (_c, i) =>
      errorAnswer(503, 'api_error', 'service_unavailable', { 'Retry-After': new Date(Date.now() + (i === 0 ? 12_000 : -5_000)).toUTCString() }),
    );
    await settle(client.packages.list());
    expect(gaps()).toEqual([12_000, 0]);
  });

  it('an invalid value is skipped: the next source, else the backoff', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { client, gaps } = flaky(2, (_c, i) =>
      errorAnswer(503, 'api_error', 'x', i === 0 ? { 'retry-after-ms': 'soon', 'Retry-After': '3' } : { 'retry-after-ms': '-5', 'Retry-After': 'later' }),
    );
    await settle(client.packages.list());
    expect(gaps()).toEqual([3000, expectedBackoff(1, 0)]);
  });

  it(`a server wait above ${RETRY_AFTER_MAX_SECONDS} s is not waited for: the call fails at once with that answer's error`, async () => {
    const aboveCap: Record<string, string>[] = [{ 'Retry-After': String(RETRY_AFTER_MAX_SECONDS + 1) }, { 'retry-after-ms': String(RETRY_AFTER_MAX_SECONDS * 1000 + 1) }];
    for (const headers of aboveCap) {
      const started = Date.now();
      const { client, calls } = flaky(99, () => errorAnswer(429, 'rate_limit_error', 'sms_rate_limited', headers));
      // Not settled on the fake clock: a call that waited would never end, and the test would time out.
      const error = (await client.auth.sendSmsCode({ phone: '+8613800138000' }).catch((e: unknown) => e)) as RateLimitError;
      expect(error).toBeInstanceOf(RateLimitError);
      expect(error.code).toBe('sms_rate_limited');
      expect(Object.fromEntries(error.headers!)).toMatchObject(Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])));
      expect(calls).toHaveLength(1);
      expect(Date.now()).toBe(started);
    }
    // At the cap it still waits.
    const { client, gaps } = flaky(1, () => errorAnswer(429, 'rate_limit_error', 'x', { 'Retry-After': String(RETRY_AFTER_MAX_SECONDS) }));
    await settle(client.packages.list());
    expect(gaps()).toEqual([RETRY_AFTER_MAX_SECONDS * 1000]);
  });

  it('an abort while waiting ends the call at once with APIUserAbortError', async () => {
    const controller = new AbortController();
    const { client, calls } = flaky(99, () => errorAnswer(503, 'api_error', 'x', { 'Retry-After': '30' }));
    const call = client.packages.list({}, { signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    controller.abort();
    expect(await call).toBeInstanceOf(APIUserAbortError);
    expect(vi.getTimerCount()).toBe(0);
    expect(calls).toHaveLength(1);
  });
});

describe('idempotency keys on money-moving operations', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const money: [string, (c: Orbit) => Promise<unknown>][] = [
    ['payments.create', (c) => c.payments.create({ package_id: 'pkg_vip30d00000001', provider: 'chatpay' })],
    ['distribution.applyWithdrawal', (c) => c.distribution.applyWithdrawal({ amount: { amount: 1000, currency: 'CNY' }, method: 'payapp', account: 'a@b.example' })],
    ['ai.deduct', (c) => c.ai.deduct({ amount: { amount: 150, currency: 'CNY' }, reason: 'Image upscale' })],
  ];

  it.each(money)(`%s sends a fresh ${IDEMPOTENCY_HEADER} and the same one on each retry`, async (_name, call) => {
    const { client, calls } = flaky(2, () => errorAnswer(500, 'api_error', 'internal_error'));
    await settle(call(client));
    const keys = calls.map((c) => c.headers.get(IDEMPOTENCY_HEADER));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys).size).toBe(1);
    await settle(call(client));
    expect(calls[3]!.headers.get(IDEMPOTENCY_HEADER)).toMatch(UUID);
    expect(calls[3]!.headers.get(IDEMPOTENCY_HEADER)).not.toBe(keys[0]);
  });

  it("uses the caller's key on every attempt", async () => {
    const { client, calls } = flaky(1, () => 'drop');
    await settle(client.payments.create({ package_id: 'pkg_vip30d00000001', provider: 'chatpay' }, { idempotencyKey: 'job-42-charge' }));
    expect(calls.map((c) => c.headers.get(IDEMPOTENCY_HEADER))).toEqual(['job-42-charge', 'job-42-charge']);
  });

  it('a money-moving call whose key the caller removed is sent once', async () => {
    const { client, calls } = flaky(99, () => errorAnswer(503, 'api_error', 'x'));
    const { error } = await settle(client.ai.deduct({ amount: { amount: 1, currency: 'CNY' }, reason: 'x' }, { headers: { [IDEMPOTENCY_HEADER]: null } }));
    expect(error).toBeInstanceOf(InternalServerError);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get(IDEMPOTENCY_HEADER)).toBeNull();
  });

  it('other operations send no key', async () => {
    const { client, calls } = flaky(0, () => 'drop');
    await settle(client.ai.chat({ messages: [{ role: 'user', content: 'hi' }] }));
    expect(calls[0]!.headers.get(IDEMPOTENCY_HEADER)).toBeNull();
  });
});
