// Typed errors (one class per kind, each with status, code, message, request id and the raw
// response) and timeouts (their own error type, default and per call, retried).
import { afterEach, describe, expect, it } from 'vitest';
import {
  APIConnectionError,
  APIError,
  APITimeoutError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  NotFoundError,
  Orbit,
  OrbitError,
  PaymentRequiredError,
  PermissionDeniedError,
  RateLimitError,
} from '../src/index';
import { apiError, json, sleep, startDouble, type Double } from './helpers';

let double: Double | undefined;
afterEach(async () => {
  await double?.close();
  double = undefined;
});

describe('errors', () => {
  it.each([
    [400, 'invalid_request_error', 'invalid_parameter', BadRequestError],
    [401, 'authentication_error', 'invalid_token', AuthenticationError],
    [402, 'payment_required_error', 'insufficient_balance', PaymentRequiredError],
    [403, 'permission_error', 'developer_required', PermissionDeniedError],
    [404, 'not_found_error', 'order_not_found', NotFoundError],
    [409, 'conflict_error', 'order_not_deletable', ConflictError],
    [429, 'rate_limit_error', 'rate_limited', RateLimitError],
    [500, 'api_error', 'internal_error', InternalServerError],
    [503, 'api_error', 'service_unavailable', InternalServerError],
  ] as const)('%i → %s / %s', async (status, type, code, Kind) => {
    double = await startDouble((_req, res) => apiError(res, status, type, code, {}, 'req_ERR0000000000042'));
    const client = new Orbit({ baseURL: double.url, accessToken: 'at_x', maxRetries: 0, autoRefresh: false });
    const error = (await client.orders.delete({ order_no: 'ORD20260526083000K7Q2M9XA' }).catch((e: unknown) => e)) as APIError;
    expect(error).toBeInstanceOf(Kind);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(OrbitError);
    expect(error.name).toBe(Kind.name);
    expect(error.status).toBe(status);
    expect(error.code).toBe(code);
    expect(error.type).toBe(type);
    expect(error.message).toBe(`${code} happened`);
    expect(error.requestId).toBe('req_ERR0000000000042');
    expect(error.response).toBeInstanceOf(Response);
    expect(error.response?.status).toBe(status);
    expect(error.headers?.get('x-request-id')).toBe('req_ERR0000000000042');
    expect(error.body).toEqual({ error: { type, code, message: `${code} happened`, request_id: 'req_ERR0000000000042' } });
    expect(JSON.parse(error.rawBody!)).toEqual(error.body);
  });

  it('takes the request id from the body when the header is missing, and keeps non-JSON bodies', async () => {
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
    expect(teapot).toMatchObject({ status: 418, code: 'teapot', param: 'type', requestId: 'req_BODY000000000001', message: 'short and stout' });
    const gateway = (await client.ai.listModels().catch((e: unknown) => e)) as APIError;
    expect(gateway).toBeInstanceOf(InternalServerError);
    expect(gateway.body).toBe('<html>bad gateway</html>');
    expect(gateway.message).toContain('bad gateway');
    expect(gateway.code).toBeUndefined();
  });

  it('a refused connection is an APIConnectionError without status', async () => {
    double = await startDouble((_req, res) => json(res, 200, {}));
    const url = double.url;
    await double.close();
    double = undefined;
    const error = (await new Orbit({ baseURL: url, maxRetries: 0 }).packages.list().catch((e: unknown) => e)) as APIConnectionError;
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).not.toBeInstanceOf(APITimeoutError);
    expect(error.status).toBeUndefined();
    expect(error.cause).toBeDefined();
  });

  it('an aborted call is an APIUserAbortError and is not retried', async () => {
    const controller = new AbortController();
    double = await startDouble(async (_req, res) => {
      controller.abort(); // once the request has arrived
      await sleep(2000);
      if (!res.destroyed) json(res, 200, {});
    });
    const call = new Orbit({ baseURL: double.url }).packages.list({}, { signal: controller.signal });
    await expect(call).rejects.toBeInstanceOf(APIUserAbortError);
    expect(double.requests).toHaveLength(1);
  });
});

describe('timeouts', () => {
  const slowFirst = (delays: number[]) =>
    startDouble(async (_req, res, i) => {
      await sleep(delays[i] ?? 0);
      if (!res.destroyed) json(res, 200, { items: [] });
    });

  it('a call that gets no answer within the timeout throws APITimeoutError', async () => {
    double = await slowFirst([5000]);
    const started = performance.now();
    const error = await new Orbit({ baseURL: double.url, timeout: 150, maxRetries: 0 }).packages.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as Error).message).toMatch(/timed out after 150 ms/);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('the per-call timeout overrides the client’s', async () => {
    double = await slowFirst([5000, 5000]);
    const client = new Orbit({ baseURL: double.url, timeout: 60_000, maxRetries: 0 });
    const started = performance.now();
    await expect(client.packages.list({}, { timeout: 100 })).rejects.toBeInstanceOf(APITimeoutError);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('a timed-out attempt is retried', async () => {
    double = await slowFirst([5000, 0]);
    const page = await new Orbit({ baseURL: double.url, timeout: 1000, maxRetries: 1 }).packages.list();
    expect(page.items).toEqual([]);
    expect(double.requests).toHaveLength(2);
  });

  it('the timeout also covers a body that stalls', async () => {
    double = await startDouble(async (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"items":');
      await sleep(5000);
      if (!res.destroyed) res.end('[]}');
    });
    await expect(new Orbit({ baseURL: double.url, timeout: 150, maxRetries: 0 }).packages.list()).rejects.toBeInstanceOf(APITimeoutError);
  });
});
