// The mock's sandbox (mock-server/prism-front/sandbox.ts): the reference server's faults and request
// log, per Orbit-Sandbox world, in front of Prism. A stand-in Prism answers every forwarded request
// with 200 and counts them, so the tests see what reached "Prism". Waits are for events (the sandbox's
// request-settled and hang-ended, a socket's close), never timed.
import { EventEmitter, once } from 'node:events';
import { createServer as createHttpServer, request, type Server } from 'node:http';
import { afterEach, describe, expect, test } from 'vitest';
import { createFront } from '../../mock-server/prism-front/front.ts';
import { MAX_LOGGED_REQUESTS } from '../../mock-server/shared/request-log.ts';
import { deref, readContract } from '../../openapi/lib/contract.ts';
import { schemaErrors } from '../../openapi/lib/schema-errors.ts';
import { CONTRACT } from '../../scripts/lib/paths.ts';
import { freePort } from '../../scripts/lib/servers.ts';

const contract = readContract();
const errorSchema = deref(contract.components.schemas.Error, contract);
const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function listen(server: Server): Promise<string> {
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((r) => (server.closeAllConnections(), server.close(r))));
  return `http://127.0.0.1:${port}`;
}

interface Mock {
  url: string;
  events: EventEmitter;
  /** Requests that reached the stand-in Prism. */
  forwarded: string[];
  /** What the sandbox's injected sleep was asked to wait. */
  slept: number[];
}

async function mock(limits?: { worlds?: number; hangMaxMs?: number }): Promise<Mock> {
  const forwarded: string[] = [];
  const prism = createHttpServer((req, res) => {
    forwarded.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"items":[]}');
    });
  });
  const upstream = await listen(prism);
  const events = new EventEmitter();
  const slept: number[] = [];
  const front = createFront({
    contract: CONTRACT,
    upstream: async () => upstream,
    log: () => undefined,
    sandbox: { events, limits, sleep: async (ms) => void slept.push(ms) },
  });
  return { url: await listen(front), events, forwarded, slept };
}

const json = (world?: string) => ({ 'content-type': 'application/json', ...(world && { 'orbit-sandbox': world }) });
const queue = (m: Mock, body: unknown, world?: string) => fetch(`${m.url}/__sandbox/faults`, { method: 'POST', headers: json(world), body: JSON.stringify(body) });
const requestLog = async (m: Mock, world?: string, query = '') =>
  (await (await fetch(`${m.url}/__sandbox/requests${query}`, { headers: world ? { 'orbit-sandbox': world } : {} })).json()) as { items: any[] };

/** A raw request that reports how it ended: an answer, or an error (a dropped connection). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  const req = request(url, { headers, agent: false });
  const ended = new Promise<{ status?: number; error?: string }>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
  req.end();
  return { req, ended };
}

describe('the mock front sandbox', () => {
  test('a queued 503 with retry_after_ms answers it with the header and the contract error body, before Prism', async () => {
    const m = await mock();
    const queued = await queue(m, { operation_id: 'listPackages', status: 503, retry_after_ms: 1500, delay_ms: 20 });
    expect(queued.status).toBe(201);
    expect(await queued.json()).toMatchObject({ id: expect.stringMatching(/^flt_/), operation_id: 'listPackages', status: 503, retry_after_ms: 1500, delay_ms: 20, drop: false, hang: false, times: 1 });
    expect((await (await fetch(`${m.url}/__sandbox/faults`)).json()).items).toHaveLength(1);

    const answer = await fetch(`${m.url}/api/user/packages`);
    const body = await answer.json();
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after-ms')).toBe('1500');
    // Only the fault's own wait: no Retry-After the contract's example would add.
    expect(answer.headers.get('retry-after')).toBeNull();
    expect(schemaErrors(errorSchema, body)).toBeNull();
    expect(body.error).toMatchObject({ type: 'api_error', code: 'service_unavailable', request_id: answer.headers.get('x-request-id') });
    expect(m.slept).toEqual([20]);
    expect(m.forwarded).toEqual([]);
    // Used up: the next request reaches Prism.
    expect((await fetch(`${m.url}/api/user/packages`)).status).toBe(200);
    expect(m.forwarded).toEqual(['GET /api/user/packages']);
    expect((await (await fetch(`${m.url}/__sandbox/faults`)).json()).items).toEqual([]);
  });

  test('Retry-After in seconds and as an HTTP date, a default Retry-After: 1, and a path fault on an unknown route', async () => {
    const m = await mock();
    await queue(m, { path: '/api/user/packages', status: 429, retry_after: 3 });
    expect((await fetch(`${m.url}/api/user/packages`)).headers.get('retry-after')).toBe('3');
    await queue(m, { operation_id: 'listPackages', status: 503, retry_after_date: 5 });
    const dated = (await fetch(`${m.url}/api/user/packages`)).headers.get('retry-after')!;
    expect(Date.parse(dated)).toBeGreaterThanOrEqual(Date.now() + 3000);
    await queue(m, { operation_id: 'listPackages', status: 429 });
    expect((await fetch(`${m.url}/api/user/packages`)).headers.get('retry-after')).toBe('1');
    // Faults act before routing: a path the contract lacks gets the fault, not 404.
    await queue(m, { path: '/nowhere', status: 502 });
    const nowhere = await fetch(`${m.url}/nowhere`);
    expect([nowhere.status, (await nowhere.json()).error.code]).toEqual([502, 'bad_gateway']);
    expect(m.forwarded).toEqual([]);
  });

  test('refuses fault bodies the way the reference server does', async () => {
    const m = await mock();
    const cases: [unknown, string, string | undefined][] = [
      [{ operation_id: 'listPackages', status: 503, drop: true }, 'invalid_parameter', 'drop'],
      [{ operation_id: 'listPackages', retry_after: 1 }, 'invalid_parameter', 'retry_after'],
      [{ operation_id: 'listPackages', status: 503, retry_after: 1, retry_after_date: 1 }, 'invalid_parameter', 'retry_after_date'],
      [{ operation_id: 'listPackages', status: 418 }, 'invalid_parameter', 'status'],
      [{ operation_id: 'listPackages', status: 503, times: 0 }, 'invalid_parameter', 'times'],
      [{ operation_id: 'listPackages', colour: 'red' }, 'unknown_parameter', 'colour'],
    ];
    for (const [body, code, param] of cases) {
      const answer = await queue(m, body);
      const error = (await answer.json()).error;
      expect([answer.status, error.code, error.param], JSON.stringify(body)).toEqual([400, code, param]);
    }
    const broken = await fetch(`${m.url}/__sandbox/faults`, { method: 'POST', headers: json(), body: '{"status": 503,' });
    expect([broken.status, (await broken.json()).error.code]).toEqual([400, 'invalid_json']);
    expect((await (await fetch(`${m.url}/__sandbox/faults`)).json()).items).toEqual([]);
    // The mock has only the faults and the request log of the sandbox; its other paths are never faulted.
    await queue(m, { path: '/__sandbox/reset', status: 503 });
    for (const path of ['/__sandbox/reset', '/__sandbox/mode', '/__sandbox/clock']) {
      const answer = await fetch(`${m.url}${path}`);
      expect([answer.status, (await answer.json()).error.code], path).toEqual([404, 'route_not_found']);
    }
    expect((await (await fetch(`${m.url}/__sandbox/faults`)).json()).items).toMatchObject([{ path: '/__sandbox/reset', times: 1 }]);
  });

  test('drop closes the connection without an answer', async () => {
    const m = await mock();
    await queue(m, { operation_id: 'listPackages', drop: true });
    const { ended } = rawGet(`${m.url}/api/user/packages`);
    expect((await ended).error).toMatch(/ECONNRESET|socket hang up/);
    expect((await requestLog(m)).items.map((e) => e.status)).toEqual(['dropped']);
    expect(m.forwarded).toEqual([]);
  });

  test('hang holds the request until the client closes it', async () => {
    const m = await mock();
    await queue(m, { operation_id: 'listPackages', hang: true });
    const hung = once(m.events, 'request-settled');
    const { req, ended } = rawGet(`${m.url}/api/user/packages`);
    const [, entry] = await hung;
    expect(entry.status).toBe('hung');
    // Still held: the same connection has had no answer while another request is answered.
    expect((await fetch(`${m.url}/api/user/packages`)).status).toBe(200);
    const released = once(m.events, 'hang-ended');
    req.destroy();
    const [, , reason] = await released;
    expect(reason).toBe('client');
    expect((await ended).status).toBeUndefined();
    expect(m.forwarded).toEqual(['GET /api/user/packages']);
  });

  test('a hang is dropped at the reference server’s maximum', async () => {
    const m = await mock({ hangMaxMs: 1 });
    await queue(m, { operation_id: 'listPackages', hang: true });
    const released = once(m.events, 'hang-ended');
    const { ended } = rawGet(`${m.url}/api/user/packages`);
    expect((await released)[2]).toBe('limit');
    expect((await ended).error).toMatch(/ECONNRESET|socket hang up/);
  });

  test('worlds are isolated: faults and request logs of one never reach another', async () => {
    const m = await mock();
    expect((await queue(m, { operation_id: 'listPackages', status: 500 }, 'qa-alice')).status).toBe(201);
    expect((await fetch(`${m.url}/api/user/packages`, { headers: { 'orbit-sandbox': 'qa-bob' } })).status).toBe(200);
    expect((await fetch(`${m.url}/api/user/packages`)).status).toBe(200);
    expect((await fetch(`${m.url}/api/user/packages`, { headers: { 'orbit-sandbox': 'qa-alice' } })).status).toBe(500);
    expect((await requestLog(m, 'qa-alice')).items.map((e) => e.status)).toEqual([500]);
    expect((await requestLog(m, 'qa-bob')).items.map((e) => e.status)).toEqual([200]);
    expect((await requestLog(m)).items.map((e) => e.status)).toEqual([200]);
    const bad = await fetch(`${m.url}/api/user/packages`, { headers: { 'orbit-sandbox': '-bad name' } });
    expect([bad.status, (await bad.json()).error.param]).toEqual([400, 'Orbit-Sandbox']);
    const cleared = await fetch(`${m.url}/__sandbox/requests`, { method: 'DELETE', headers: { 'orbit-sandbox': 'qa-alice' } });
    expect(await cleared.json()).toEqual({ cleared: 1 });
    expect((await requestLog(m, 'qa-bob')).items).toHaveLength(1);
  });

  test('worlds are bounded: a new world at the cap evicts the least recently used idle one', async () => {
    const m = await mock({ worlds: 2 });
    const evicted: string[] = [];
    m.events.on('world-evicted', (name) => evicted.push(name));
    for (const world of ['w1', 'w2', 'w3']) await requestLog(m, world);
    expect(evicted).toEqual(['w1']);
  });

  test('the request log records attempts with gap_ms, the idempotency key and the user agent', async () => {
    const m = await mock();
    await queue(m, { operation_id: 'createPayment', status: 503, retry_after: 0, times: 2 }, 'log');
    const attempt = () =>
      fetch(`${m.url}/api/pay/create`, {
        method: 'POST',
        headers: { ...json('log'), authorization: 'Bearer at_x', 'idempotency-key': 'idem-kept-1', 'user-agent': 'orbit-test/1' },
        body: '{"package_id":"pkg_credit10000002","provider":"chatpay"}',
      });
    expect([(await attempt()).status, (await attempt()).status, (await attempt()).status]).toEqual([503, 503, 200]);
    const { items } = await requestLog(m, 'log', '?operation_id=createPayment');
    expect(items.map((e) => e.status)).toEqual([503, 503, 200]);
    for (const entry of items) expect(entry).toMatchObject({ operation_id: 'createPayment', method: 'POST', path: '/api/pay/create', idempotency_key: 'idem-kept-1', user_agent: 'orbit-test/1' });
    expect(items[0].gap_ms).toBeNull();
    for (const entry of items.slice(1)) expect(entry.gap_ms).toBeGreaterThanOrEqual(0);
    expect((await requestLog(m, 'log', '?operation_id=listPackages')).items).toEqual([]);
    const tooLong = await fetch(`${m.url}/__sandbox/requests?operation_id=${'x'.repeat(65)}`);
    expect([tooLong.status, (await tooLong.json()).error.param]).toEqual([400, 'operation_id']);
  });

  test('the request log is bounded per world', async () => {
    const m = await mock();
    for (let i = 0; i < MAX_LOGGED_REQUESTS + 3; i++) await (await fetch(`${m.url}/api/user/packages`, { headers: { 'orbit-sandbox': 'busy' } })).arrayBuffer();
    expect((await requestLog(m, 'busy')).items).toHaveLength(MAX_LOGGED_REQUESTS);
  }, 120_000);
});
