// Every failure is an OrbitError of its kind: error answers by status (the rules' kinds), an answer that
// is not JSON, no answer (refused, timed out, aborted), and timeouts per attempt (on the fake clock).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF, ERROR_KINDS, TIMEOUT_SECONDS } from '../src/generated/constants';
import {
  APIConnectionError,
  APIError,
  APIResponseValidationError,
  APITimeoutError,
  APIUserAbortError,
  errorClassForStatus,
  InternalServerError,
  NotFoundError,
  Orbit,
  OrbitError,
} from '../src/index';
import { answer, apiError, json, responseExample, scriptedFetch, startDouble, type Double } from './helpers';

let double: Double | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await double?.close();
  double = undefined;
});

describe('error answers', () => {
  const statuses = ERROR_KINDS.map((k) => [k.status ?? k.rangeFrom + 3, k.name, k.type] as const);

  it.each(statuses)('%i → %sError with every field of the answer', async (status, kind, type) => {
    double = await startDouble((_req, res) => apiError(res, status, type, 'some_code', {}, 'req_ERR0000000000042'));
    const client = new Orbit({ baseURL: double.url, accessToken: 'at_x', maxRetries: 0, autoRefresh: false });
    const error = (await client.orders.delete({ order_no: 'ORD20260526083000K7Q2M9XA' }).catch((e: unknown) => e)) as APIError;
    expect(error).toBeInstanceOf(errorClassForStatus(status));
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(OrbitError);
    expect(error.name).toBe(`${kind}Error`);
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.code).toBe('some_code');
    expect(error.type).toBe(type);
    expect(error.message).toBe('some_code happened');
    expect(error.requestId).toBe('req_ERR0000000000042');
    expect(error.response?.status).toBe(status);
    expect(error.headers?.get('x-request-id')).toBe('req_ERR0000000000042');
    expect(error.body).toEqual({ error: { type, code: 'some_code', message: 'some_code happened', request_id: 'req_ERR0000000000042' } });
    expect(JSON.parse(error.rawBody!)).toEqual(error.body);
  });

  it('another status is the base APIError; the request id comes from the body without the header; a text body is kept', async () => {
    double = await startDouble((req, res) => {
      if (req.path === '/api/user/packages') {
        res.writeHead(418, { 'Content-Type': 'application/json' });
        return res.end(JSON.stringify({ error: { type: 'x', code: 'teapot', message: 'short and stout', param: 'type', request_id: 'req_BODY000000000001' } }));
      }
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<html>bad gateway</html>');
    });
    const client = new Orbit({ baseURL: double.url, maxRetries: 0 });
    const teapot = (await client.packages.list().catch((e: unknown) => e)) as APIError;
    expect(teapot.constructor).toBe(APIError);
    expect(teapot).toMatchObject({ kind: 'APIError', status: 418, code: 'teapot', param: 'type', requestId: 'req_BODY000000000001', message: 'short and stout' });
    const gateway = (await client.ai.listModels().catch((e: unknown) => e)) as APIError;
    expect(gateway).toBeInstanceOf(InternalServerError);
    expect(gateway.body).toBe('<html>bad gateway</html>');
    expect(gateway.rawBody).toBe('<html>bad gateway</html>');
    expect(gateway.message).toContain('bad gateway');
    expect(gateway.code).toBeUndefined();
  });

  it('a success answer that is not JSON is an APIResponseValidationError with status, request id and raw body', async () => {
    double = await startDouble((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Request-Id': 'req_BROKEN00000001' });
      res.end('{"items": [');
    });
    const error = (await new Orbit({ baseURL: double.url, maxRetries: 0 }).packages.list().catch((e: unknown) => e)) as APIResponseValidationError;
    expect(error).toBeInstanceOf(APIResponseValidationError);
    expect(error).toBeInstanceOf(OrbitError);
    expect(error).not.toBeInstanceOf(APIError);
    expect(error).toMatchObject({ kind: 'APIResponseValidation', status: 200, requestId: 'req_BROKEN00000001', rawBody: '{"items": [' });
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });
});

describe('no answer', () => {
  it('a refused connection is an APIConnectionError without status, its cause the fetch error', async () => {
    double = await startDouble((_req, res) => json(res, 200, {}));
    const url = double.url;
    await double.close();
    double = undefined;
    const error = (await new Orbit({ baseURL: url, maxRetries: 0 }).packages.list().catch((e: unknown) => e)) as APIConnectionError;
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).not.toBeInstanceOf(APITimeoutError);
    expect(error.kind).toBe('APIConnection');
    expect(error.status).toBeUndefined();
    expect(error.cause).toBeDefined();
  });

  it('an aborted call is an APIUserAbortError and is not retried', async () => {
    const controller = new AbortController();
    let arrived!: () => void;
    const arrivedPromise = new Promise<void>((resolve) => (arrived = resolve));
    double = await startDouble(() => arrived()); // never answers
    const call = new Orbit({ baseURL: double.url }).packages.list({}, { signal: controller.signal }).catch((e: unknown) => e);
    await arrivedPromise;
    controller.abort();
    expect(await call).toBeInstanceOf(APIUserAbortError);
    expect(double.requests).toHaveLength(1);
  });

  it('an already aborted signal sends nothing', async () => {
    const scripted = scriptedFetch(() => 'hang');
    const error = await new Orbit({ baseURL: 'http://orbit.test', fetch: scripted.fetch }).packages.list({}, { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIUserAbortError);
  });
});

describe('timeouts (fake clock)', () => {
  const fake = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

  it(`an attempt without an answer within the timeout (default ${TIMEOUT_SECONDS} s) fails with APITimeoutError`, async () => {
    fake();
    const scripted = scriptedFetch(() => 'hang');
    const client = new Orbit({ baseURL: 'http://orbit.test', maxRetries: 0, fetch: scripted.fetch });
    expect(client.timeout).toBe(TIMEOUT_SECONDS * 1000);
    const started = Date.now();
    const call = client.packages.list().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TIMEOUT_SECONDS * 1000 - 1);
    expect(vi.getTimerCount()).toBe(1); // still waiting
    await vi.advanceTimersByTimeAsync(1);
    const error = await call;
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(Date.now() - started).toBe(TIMEOUT_SECONDS * 1000);
  });

  it('the per-call timeout overrides the client’s, and each attempt has its own', async () => {
    fake();
    const scripted = scriptedFetch(() => 'hang');
    const client = new Orbit({ baseURL: 'http://orbit.test', timeout: 60_000, maxRetries: 1, fetch: scripted.fetch });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const call = client.packages.list({}, { timeout: 100 }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await call).toBeInstanceOf(APITimeoutError);
    // attempt 1 at 0, times out at 100, backoff, attempt 2, times out 100 later
    const [first, second] = scripted.calls;
    expect(second!.at - first!.at).toBe(100 + BACKOFF.initialSeconds * 1000);
    vi.restoreAllMocks();
  });

  it('covers a JSON body that stalls after the headers', async () => {
    let stalled!: () => void;
    const stalledPromise = new Promise<void>((resolve) => (stalled = resolve));
    double = await startDouble((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"items":');
      stalled(); // and never ends
    });
    const call = new Orbit({ baseURL: double.url, timeout: 200, maxRetries: 0 }).packages.list().catch((e: unknown) => e);
    await stalledPromise;
    expect(await call).toBeInstanceOf(APITimeoutError);
  });
});

describe('forward compatibility', () => {
  it('an unknown enum value and unknown fields pass through as received', async () => {
    const order = { ...responseExample('listOrders').items[0], status: 'disputed', dispute: { opened_at: '2026-06-01T00:00:00Z' } };
    const scripted = scriptedFetch(() => answer(200, { items: [order], page: 1, limit: 20, total: 1, has_more: false, cursor: 'c1' }));
    const page = await new Orbit({ baseURL: 'http://orbit.test', accessToken: 'at_x', fetch: scripted.fetch }).orders.list();
    expect(page.items[0]!.status).toBe('disputed');
    expect(page.items[0]).toEqual(order);
    expect((page as unknown as { cursor: string }).cursor).toBe('c1');
  });

  it('an error answer with an unknown type and code keeps them', async () => {
    const scripted = scriptedFetch(() => answer(404, { error: { type: 'gone_error', code: 'order_archived', message: 'archived', request_id: 'req_X000000000001', hint: 'new field' } }));
    const error = (await new Orbit({ baseURL: 'http://orbit.test', accessToken: 'at_x', fetch: scripted.fetch }).orders.cancel({ order_no: 'ORD20260526083000K7Q2M9XA' }).catch((e: unknown) => e)) as NotFoundError;
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ type: 'gone_error', code: 'order_archived' });
  });
});
