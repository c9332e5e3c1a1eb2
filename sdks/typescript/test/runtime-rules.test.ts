// The request core takes every rule from the generated constants: a copy of the SDK regenerated from a
// contract whose x-sdk-runtime block says something else behaves as that block says (retry statuses,
// backoff, Retry-After sources and cap, timeout, idempotency and request id headers, environment
// variable names, the log format, the User-Agent format, error kind names). Runs on the fake clock.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readContract } from '../../../openapi/lib/contract.ts';
import { buildSdkModel } from '../../../generators/model/index.ts';
import { generator } from '../../../generators/typescript/generate.ts';
import { answer, errorAnswer, responseExample, scriptedFetch, type Scripted } from './helpers';

const SDK = join(dirname(fileURLToPath(import.meta.url)), '..');
let dir: string;
let sdk: any;

beforeAll(async () => {
  const doc = readContract();
  const rules = doc['x-sdk-runtime'];
  rules.timeout_seconds = 2;
  rules.max_retries = 3;
  rules.retry.statuses = [418];
  rules.retry.backoff = { initial_seconds: 3, multiplier: 3, max_seconds: 20, jitter: 0 };
  rules.retry.retry_after = { sources: ['retry-after'], max_seconds: 5, above_max: 'fail' };
  rules.idempotency.header = 'X-Once-Key';
  doc.components.parameters.IdempotencyKey.name = 'X-Once-Key'; // the operations that declare it move money
  rules.request_id_header = 'X-Trace-Id';
  rules.user_agent.format = 'acme-{language}/{version} on {runtime}';
  rules.environment.max_retries = 'ACME_MAX_RETRIES';
  rules.log.format = 'acme[{level}] {method} {path} -> {status} #{attempt} {request_id} {elapsed_ms}ms';
  rules.log.redact_headers = ['X-Once-Key'];
  rules.errors.find((e: any) => e.status === 404).name = 'Missing';
  dir = mkdtempSync(join(tmpdir(), 'orbit-sdk-rules-'));
  cpSync(join(SDK, 'src'), join(dir, 'src'), { recursive: true });
  for (const file of await generator.generate(buildSdkModel(doc))) {
    if (!file.path.startsWith('src/')) continue;
    mkdirSync(dirname(join(dir, file.path)), { recursive: true });
    writeFileSync(join(dir, file.path), file.content);
  }
  sdk = await import(pathToFileURL(join(dir, 'src', 'index.ts')).href);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

function client(script: (i: number) => Scripted, options: object = {}) {
  const scripted = scriptedFetch((_call, i) => script(i));
  const c = new sdk.Orbit({ baseURL: 'http://orbit.test', accessToken: 'at_x', fetch: scripted.fetch, ...options });
  return { client: c, calls: scripted.calls, gaps: () => scripted.calls.slice(1).map((call, i) => call.at - scripted.calls[i]!.at) };
}

async function settle(promise: Promise<unknown>): Promise<any> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

describe('a copy of the SDK generated from other runtime rules', () => {
  it('retries the statuses the rules name and no other, with their backoff', async () => {
    const teapot = client((i) => (i < 3 ? errorAnswer(418, 'x', 'teapot') : answer(200, { items: [] })));
    expect((await settle(teapot.client.packages.list())).value).toEqual({ items: [] });
    expect(teapot.gaps()).toEqual([3000, 9000, 20_000]);
    const unavailable = client(() => errorAnswer(503, 'api_error', 'service_unavailable', { 'Retry-After': '0' }));
    expect((await settle(unavailable.client.packages.list())).error.status).toBe(503);
    expect(unavailable.calls).toHaveLength(1);
  });

  it('reads only the Retry-After sources the rules name, and fails at once above their cap', async () => {
    const only = client((i) => (i === 0 ? errorAnswer(418, 'x', 'x', { 'retry-after-ms': '10', 'Retry-After': '2' }) : answer(200, { items: [] })));
    await settle(only.client.packages.list());
    expect(only.gaps()).toEqual([2000]);
    const above = client(() => errorAnswer(418, 'x', 'x', { 'Retry-After': '6' }));
    const error = await above.client.packages.list().catch((e: unknown) => e);
    expect(error.status).toBe(418);
    expect(above.calls).toHaveLength(1);
  });

  it("times attempts out after the rules' timeout", async () => {
    const hung = client(() => 'hang', { maxRetries: 0 });
    const started = Date.now();
    const { error } = await settle(hung.client.packages.list());
    expect(error).toBeInstanceOf(sdk.APITimeoutError);
    expect(Date.now() - started).toBe(2000);
  });

  it('sends its idempotency header, reads its request id header and its environment variable', async () => {
    vi.stubEnv('ACME_MAX_RETRIES', '0');
    vi.stubEnv('ORBIT_MAX_RETRIES', '5');
    const c = client(() => answer(201, responseExample('createPayment'), { 'X-Trace-Id': 'req_TRACE000000001', 'X-Request-Id': 'req_OTHER0000000001' }));
    expect(c.client.maxRetries).toBe(0);
    const created = (await settle(c.client.payments.create({ package_id: 'pkg_vip30d00000001', provider: 'chatpay' }))).value;
    expect(created._requestId).toBe('req_TRACE000000001');
    expect(c.calls[0]!.headers.get('X-Once-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(c.calls[0]!.headers.get('Idempotency-Key')).toBeNull();
    expect(c.calls[0]!.headers.get('User-Agent')).toBe(`acme-typescript/${sdk.VERSION} on node`);
  });

  it('logs in its format, redacting its headers, and names its error kinds', async () => {
    const lines: string[] = [];
    const c = client(() => errorAnswer(404, 'not_found_error', 'order_not_found', { 'X-Trace-Id': 'req_TRACE000000002' }), {
      logLevel: 'debug',
      logger: { info: (l: string) => lines.push(l), debug: (l: string) => lines.push(l) },
    });
    const { error } = await settle(c.client.payments.create({ package_id: 'pkg_vip30d00000001', provider: 'chatpay' }, { idempotencyKey: 'once-1' }));
    expect(error).toBeInstanceOf(sdk.MissingError);
    expect(error.kind).toBe('Missing');
    expect(error.name).toBe('MissingError');
    expect(lines[0]).toMatch(/^acme\[debug\] POST \/api\/pay\/create attempt=1 headers=/);
    expect(lines[0]).toContain('"X-Once-Key":"[redacted]"');
    expect(lines[0]).not.toContain('once-1');
    expect(lines[1]).toBe('acme[info] POST /api/pay/create -> 404 #1 req_TRACE000000002 0ms');
  });
});
