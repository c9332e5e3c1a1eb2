// The reference server started on another contract (the fixture of tests/shapes, a next release's shapes):
// it names every operation it has no handler for in one error, and once it has handlers for them its CORS
// preflights come from that contract's operations (PUT, PATCH and DELETE among them), and its request bodies
// are validated as the SDK model reads them (a nullable reference). The real contract's preflight values are
// pinned in conventions.test.ts.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { operations, readContract } from '../../../openapi/lib/contract.ts';
import { buildApp } from '../src/app.ts';
import type { AnyHandler } from '../src/handlers/types.ts';
import { apiHandlers } from '../src/handlers/index.ts';
import { DEMO_PASSWORD, DEMO_USER } from '../src/store.ts';

const FIXTURE = join(import.meta.dirname, '..', '..', '..', 'openapi', 'fixtures', 'shapes.yaml');
const fixtureOps = operations(readContract(FIXTURE));
const unhandled = fixtureOps.filter((o) => !apiHandlers[o.operationId]);

describe('an operation without a handler', () => {
  it('stops the server from starting, every such operation named in one error', async () => {
    // The fixture's widget operations have no handler (its login has the real one).
    expect(unhandled.length).toBeGreaterThan(1);
    const refused = await buildApp({ contract: FIXTURE }).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(refused).toBeDefined();
    const lines = refused!.split('\n');
    expect(lines[0]).toBe(`the reference server has no handler for ${unhandled.length} operations of ${join('openapi', 'fixtures', 'shapes.yaml')}:`);
    expect(lines.slice(1)).toEqual(unhandled.map((o) => `  - ${o.operationId} (${o.method.toUpperCase()} ${o.path})`));
    expect(refused).not.toContain('unifiedLogin');
  });

  it('names the one operation left when a handler is given for the others', async () => {
    const [left, ...others] = unhandled;
    const handlers: Record<string, AnyHandler> = Object.fromEntries(others.map((o) => [o.operationId, async () => ({})]));
    await expect(buildApp({ contract: FIXTURE, handlers })).rejects.toThrow(`no handler for 1 operation of ${join('openapi', 'fixtures', 'shapes.yaml')}:\n  - ${left!.operationId} (${left!.method.toUpperCase()} ${left!.path})`);
  });
});

describe('CORS preflights from the contract started on', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // A handler for each widget operation: the preflight never reaches one.
    const handlers: Record<string, AnyHandler> = Object.fromEntries(unhandled.map((o) => [o.operationId, async () => ({})]));
    app = await buildApp({ contract: FIXTURE, handlers });
  });
  afterAll(() => app.close());

  const preflight = (url: string, method: string, headers = 'authorization, content-type') =>
    app.inject({ method: 'OPTIONS', url, headers: { origin: 'https://app.example', 'access-control-request-method': method, 'access-control-request-headers': headers } });

  it('allow every method of its operations, on a templated path too', async () => {
    for (const [url, method] of [
      ['/api/widgets/wgt_0000000000000001/labels/colour', 'PUT'],
      ['/api/widgets/wgt_0000000000000001', 'PATCH'],
      ['/api/widgets/wgt_0000000000000001', 'DELETE'],
      ['/api/widgets', 'GET'],
    ] as const) {
      const res = await preflight(url, method);
      expect(res.statusCode, `${method} ${url}`).toBe(204);
      expect(res.headers).toMatchObject({
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
        // The fixture's operations declare no request header: the convention's three.
        'access-control-allow-headers': 'Authorization, Content-Type, X-Orbit-Client',
        'access-control-max-age': '600',
      });
      expect(res.body).toBe('');
    }
  });

  it('answer 404 route_not_found for a path the contract lacks (one segment too many, too few)', async () => {
    for (const url of ['/api/widgets/wgt_0000000000000001/labels', '/api/widgets/wgt_0000000000000001/labels/colour/more', '/api/user/orders']) {
      const res = await preflight(url, 'PUT');
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('route_not_found');
    }
  });

  it('allow the sandbox header only when asked, on the sandbox with its own methods', async () => {
    const res = await preflight('/__sandbox/faults', 'POST', 'content-type, orbit-sandbox');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-methods']).toBe('GET, POST, PUT, DELETE');
    expect(res.headers['access-control-allow-headers']).toBe('Authorization, Content-Type, X-Orbit-Client, Orbit-Sandbox');
  });
});

describe('validation on the contract started on', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    // A handler that answers 204 when a request reached it (passed authentication and validation).
    const reached: AnyHandler = async (_request, reply) => reply.code(204).send();
    const handlers: Record<string, AnyHandler> = Object.fromEntries(unhandled.map((o) => [o.operationId, reached]));
    app = await buildApp({ contract: FIXTURE, handlers });
    const login = await app.inject({ method: 'POST', url: '/api/auth/unified_login', payload: { mode: 'password', phone: DEMO_USER.phone, password: DEMO_PASSWORD } });
    token = login.json().access_token;
  });
  afterAll(() => app.close());

  it('a nullable reference takes null or a value of the referenced enum, as the SDK model reads it', async () => {
    const patch = (payload: object) => app.inject({ method: 'PATCH', url: '/api/widgets/wgt_0000000000000001', headers: { authorization: `Bearer ${token}` }, payload });
    for (const body of [{ priority: null }, { priority: 2 }, { nickname: null }]) expect((await patch(body)).statusCode, JSON.stringify(body)).toBe(204);
    for (const body of [{ priority: 9 }, { priority: 'high' }]) {
      const res = await patch(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'invalid_parameter', param: 'priority' });
    }
  });
});
