// Issue 11: the sandbox's faults (statuses with every form of the server's wait, delay, drop, hang)
// and each world's request log, as docs/sdk-design.md §5 states them. Nothing here waits for real
// time: delays go through an injected sleep the test releases, the log's real time is a number the
// test moves, and drops and hangs are observed through the server's events and the client's socket.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXPOSED } from '../src/cors.ts';
import { MAX_LOGGED_REQUESTS, RequestLog, type RequestLogEntry } from '../src/request-log.ts';
import { DEMO_DEVELOPER } from '../src/store.ts';
import { harness, type Harness } from './helpers.ts';

let h: Harness;
let base: string;
let now = 1_700_000_000_000;
const sleeps: { ms: number; release: () => void }[] = [];
beforeAll(async () => {
  h = await harness({
    realNow: () => now,
    sleep: (ms) => new Promise<void>((resolve) => sleeps.push({ ms, release: resolve })),
    // Long enough that only the client ends a hang here; the limit has its own server below.
    config: { hangMaxMs: 600_000 },
  });
  base = await h.app.listen({ port: 0, host: '127.0.0.1' });
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const addFault = async (fault: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const res = await h.post('/__sandbox/faults', fault, { headers });
  expect(res.status, res.body).toBe(201);
  return res.json();
};
const log = async (query = '', headers: Record<string, string> = {}): Promise<RequestLogEntry[]> => (await h.get(`/__sandbox/requests${query}`, { headers })).json().items;

/** Resolves with the next event `name` whose entry satisfies `match`. */
function nextEvent(name: string, match: (entry: RequestLogEntry) => boolean): Promise<[string | undefined, RequestLogEntry, string?]> {
  return new Promise((resolve) => {
    const listener = (world: string | undefined, entry: RequestLogEntry, reason?: string) => {
      if (!match(entry)) return;
      h.app.orbit.shared.events.off(name, listener);
      resolve([world, entry, reason]);
    };
    h.app.orbit.shared.events.on(name, listener);
  });
}

describe('fault statuses', () => {
  const cases: [number, string, string, string | undefined][] = [
    [408, 'api_error', 'request_timeout', undefined],
    [429, 'rate_limit_error', 'rate_limited', '1'],
    [500, 'api_error', 'internal_error', undefined],
    [502, 'api_error', 'bad_gateway', undefined],
    [503, 'api_error', 'service_unavailable', '1'],
    [504, 'api_error', 'gateway_timeout', undefined],
  ];
  it.each(cases)('%i: the error shape, and Retry-After: 1 by default only where the contract documents it', async (status, type, code, retryAfter) => {
    await addFault({ operation_id: 'listPackages', status });
    const res = await h.get('/api/user/packages', { unchecked: status === 408 || status === 502 || status === 504 });
    expect(res.status).toBe(status);
    expect(res.json().error).toMatchObject({ type, code, request_id: res.headers['x-request-id'] });
    expect(res.headers['retry-after']).toBe(retryAfter);
    expect((await h.get('/api/user/packages')).status).toBe(200);
  });

  it('sends the server wait as Retry-After seconds, retry-after-ms, or an HTTP date of the real clock', async () => {
    await addFault({ operation_id: 'listModels', status: 503, retry_after: 7 });
    expect((await h.get('/api/ai/router?action=models')).headers['retry-after']).toBe('7');

    // (Unchecked: the contract's 429 always has Retry-After in seconds; these two forms are the sandbox's.)
    await addFault({ operation_id: 'listModels', status: 429, retry_after_ms: 1500 });
    const ms = await h.get('/api/ai/router?action=models', { unchecked: true });
    expect(ms.headers['retry-after-ms']).toBe('1500');
    expect(ms.headers['retry-after']).toBeUndefined();
    expect(ms.headers['access-control-expose-headers']).toBe(`${EXPOSED}, retry-after-ms`);

    await addFault({ operation_id: 'listModels', status: 503, retry_after_date: 30 });
    const before = Date.now();
    const dated = await h.get('/api/ai/router?action=models', { unchecked: true });
    const after = Date.now();
    const header = String(dated.headers['retry-after']);
    expect(header).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d\d:\d\d:\d\d GMT$/);
    // At least 30 s after the moment the server answered, rounded up to a whole second.
    expect(Date.parse(header)).toBeGreaterThanOrEqual(before + 30_000);
    expect(Date.parse(header)).toBeLessThan(after + 31_000);

    await addFault({ operation_id: 'listModels', status: 503, retry_after: 2, retry_after_ms: 2500 });
    const both = await h.get('/api/ai/router?action=models');
    expect([both.headers['retry-after'], both.headers['retry-after-ms']]).toEqual(['2', '2500']);
  });

  it('applies to `times` requests of the operation or path, then never again; lists and clears', async () => {
    await addFault({ path: '/api/user/packages', status: 500, times: 2 });
    await addFault({ operation_id: 'listModels', status: 502 });
    const listed = (await h.get('/__sandbox/faults')).json().items;
    expect(listed).toEqual([
      { id: expect.stringMatching(/^flt_/), path: '/api/user/packages', status: 500, delay_ms: 0, drop: false, hang: false, times: 2 },
      { id: expect.stringMatching(/^flt_/), operation_id: 'listModels', status: 502, delay_ms: 0, drop: false, hang: false, times: 1 },
    ]);
    expect((await h.get('/api/user/packages?type=all')).status).toBe(500);
    expect((await h.get('/api/user/packages')).status).toBe(500);
    expect((await h.get('/api/user/packages')).status).toBe(200);
    expect((await h.call('DELETE', '/__sandbox/faults')).json()).toEqual({ cleared: 1 });
    expect((await h.get('/api/ai/router?action=models')).status).toBe(200);
  });

  it('refuses faults that cannot mean anything (400 invalid_parameter)', async () => {
    for (const body of [{ status: 418 }, { status: 503, drop: true }, { drop: true, hang: true }, { retry_after: 1 }, { status: 503, retry_after: 1, retry_after_date: 1 }, { delay_ms: 60_001 }]) {
      const res = await h.post('/__sandbox/faults', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('invalid_parameter');
    }
  });
});

describe('delay, drop and hang', () => {
  it('delay_ms holds the request for that long before it is answered', async () => {
    await addFault({ operation_id: 'listModels', delay_ms: 150 });
    let answered = false;
    const pending = h.get('/api/ai/router?action=models').then((res) => ((answered = true), res));
    while (sleeps.length === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(sleeps[0]!.ms).toBe(150);
    expect(answered).toBe(false);
    expect((await log())[0]).toMatchObject({ operation_id: 'listModels', status: 'pending' });
    sleeps.shift()!.release();
    expect((await pending).status).toBe(200);
    expect((await log())[0]).toMatchObject({ operation_id: 'listModels', status: 200 });
  });

  it('drop closes the connection without an answer; the next request is served', async () => {
    await addFault({ operation_id: 'listModels', drop: true });
    const settled = nextEvent('request-settled', (e) => e.status === 'dropped');
    await expect(fetch(`${base}/api/ai/router?action=models`)).rejects.toThrow();
    await settled;
    expect((await fetch(`${base}/api/ai/router?action=models`)).status).toBe(200);
    expect((await log('?operation_id=listModels')).map((e) => e.status)).toEqual(['dropped', 200]);
  });

  it('hang holds the request without an answer until the client gives up', async () => {
    await addFault({ operation_id: 'listPackages', hang: true });
    const hung = nextEvent('request-settled', (e) => e.status === 'hung');
    const ended = nextEvent('hang-ended', (e) => e.operation_id === 'listPackages');
    const outcome = new Promise<string>((resolve) => {
      const req = httpRequest(`${base}/api/user/packages`, (res) => resolve(`answered ${res.statusCode}`));
      req.on('error', (error) => resolve(`client error ${(error as NodeJS.ErrnoException).code ?? error.message}`));
      req.end();
      // The client gives up once the server holds the request.
      void hung.then(() => req.destroy(new Error('gave up')));
    });
    const [, , reason] = await ended;
    expect(reason).toBe('client');
    expect(await outcome).toBe('client error gave up');
    expect((await log('?operation_id=listPackages')).map((e) => e.status)).toEqual(['hung']);
    expect((await fetch(`${base}/api/user/packages`)).status).toBe(200);
  });

  it('hang drops the connection after the longest hold (60 s; 1 ms on this server) when the client waits on', async () => {
    const short = await harness({ config: { hangMaxMs: 1 } });
    try {
      const url = await short.app.listen({ port: 0, host: '127.0.0.1' });
      expect((await short.post('/__sandbox/faults', { operation_id: 'listPackages', hang: true })).status).toBe(201);
      const ended = new Promise<string>((resolve) => short.app.orbit.shared.events.once('hang-ended', (_world, _entry, reason: string) => resolve(reason)));
      const outcome = new Promise<string>((resolve) => {
        const req = httpRequest(`${url}/api/user/packages`, (res) => resolve(`answered ${res.statusCode}`));
        req.on('error', (error) => resolve(`client error ${(error as NodeJS.ErrnoException).code}`));
        req.end();
      });
      expect(await ended).toBe('limit');
      expect(await outcome).toBe('client error ECONNRESET');
    } finally {
      await short.close();
    }
  });
});

describe('request log', () => {
  it('lists the API requests in order with operation, method, path, status, Idempotency-Key, User-Agent, arrival and gap', async () => {
    const token = (await h.passwordLogin()).access_token;
    expect((await h.call('DELETE', '/__sandbox/requests')).json().cleared).toBeGreaterThan(0);
    now = 1_700_000_000_000;
    await h.get('/api/user/packages?type=all', { headers: { 'user-agent': 'orbit-sdk-go/3.4.0 (go 1.16; linux)' } });
    now += 250;
    await addFault({ operation_id: 'deductBalance', status: 503 });
    const body = { amount: { amount: 1, currency: 'CNY' }, reason: 'log' };
    await h.post('/api/ai/deduct', body, { token, headers: { 'idempotency-key': 'k-1' } });
    now += 1_000;
    await h.post('/api/ai/deduct', body, { token, headers: { 'idempotency-key': 'k-1' } });
    now += 5;
    await h.get('/api/user/packages');
    await h.get('/api/nowhere', { unchecked: true }); // not an operation: not logged
    await h.get('/__sandbox/clock'); // the sandbox: not logged
    expect(await log()).toEqual([
      { operation_id: 'listPackages', method: 'GET', path: '/api/user/packages', status: 200, idempotency_key: null, user_agent: 'orbit-sdk-go/3.4.0 (go 1.16; linux)', at_ms: 1_700_000_000_000, gap_ms: null },
      { operation_id: 'deductBalance', method: 'POST', path: '/api/ai/deduct', status: 503, idempotency_key: 'k-1', user_agent: 'lightMyRequest', at_ms: 1_700_000_000_250, gap_ms: null },
      { operation_id: 'deductBalance', method: 'POST', path: '/api/ai/deduct', status: 200, idempotency_key: 'k-1', user_agent: 'lightMyRequest', at_ms: 1_700_000_001_250, gap_ms: 1_000 },
      { operation_id: 'listPackages', method: 'GET', path: '/api/user/packages', status: 200, idempotency_key: null, user_agent: 'lightMyRequest', at_ms: 1_700_000_001_255, gap_ms: 1_255 },
    ]);
    expect((await log('?operation_id=deductBalance')).map((e) => e.status)).toEqual([503, 200]);
    // Refusals are requests too.
    await h.get('/api/user/orders');
    expect((await log('?operation_id=listOrders')).map((e) => e.status)).toEqual([401]);
    expect((await h.call('DELETE', '/__sandbox/requests')).json()).toEqual({ cleared: 5 });
    await h.get('/api/user/packages');
    expect((await log()).map((e) => e.gap_ms)).toEqual([null]);
  });

  it('keeps the last MAX_LOGGED_REQUESTS entries of a world', () => {
    const requests = new RequestLog();
    for (let i = 0; i <= MAX_LOGGED_REQUESTS; i++) requests.add({ operation_id: 'listPackages', method: 'GET', path: `/${i}`, idempotency_key: null, user_agent: null }, i);
    const kept = requests.list();
    expect(kept).toHaveLength(MAX_LOGGED_REQUESTS);
    expect([kept[0]!.path, kept.at(-1)!.path, kept.at(-1)!.gap_ms]).toEqual(['/1', `/${MAX_LOGGED_REQUESTS}`, 1]);
  });

  it('is per world', async () => {
    const inA = { 'orbit-sandbox': 'log-a' };
    await h.post('/api/v1/chat/completions', { prompt: 'hi' }, { token: DEMO_DEVELOPER.apiKey, headers: inA });
    expect((await log('', inA)).map((e) => e.operation_id)).toEqual(['createChatCompletion']);
    expect(await log('', { 'orbit-sandbox': 'log-b' })).toEqual([]);
    expect((await log()).map((e) => e.operation_id)).not.toContain('createChatCompletion');
  });
});
