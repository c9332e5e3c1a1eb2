// Shared plumbing of the security suite: the reference server in-process (requests through Fastify's
// inject, every answer checked against the contract) or listening on 127.0.0.1 for real concurrency,
// and the contract's secured operations with a minimal valid request each, read from
// openapi/openapi.yaml so a new operation is covered without touching these tests. The server's clock
// is frozen (it moves only when a test moves it): no expectation depends on the machine's speed.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp, type BuildOptions } from '../../mock-server/reference/src/app.ts';
import { deref, type Json, type Operation, operations, readContract } from '../../openapi/lib/contract.ts';
import { randomDigits } from '../../mock-server/reference/src/ids.ts';
import { contractProblems } from '../../mock-server/reference/test/contract-check.ts';

// The seed (mock-server/reference/src/store.ts), as a QA engineer knows it from the README/sandbox.
export const DEMO = {
  password: 'orbit-demo-2026',
  user: { phone: '+8613800138000', balanceFen: 11000, availableEarningsFen: 1299, credits: 1000 },
  invitee: { phone: '+8613800138001' },
  developerUser: { phone: '+8613800138002' },
  apiKey: 'sk_test_DemoDeveloperKey000000000000000000000001',
  appApiKey: 'sk_test_DemoAppKey000000000000000000000000000001',
  orders: { demoCompleted: 'ORD20260101000000DEMO0001', inviteeCompleted: 'ORD20260101000000DEMO0003' },
};

export interface Res {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: () => any;
}

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  token?: string;
  /** The whole Authorization header, verbatim (for malformed ones). */
  authorization?: string;
  headers?: Record<string, string>;
}

export interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string; credits: number; balance: { amount: number } };
}

export const randomPhone = () => `+86137${randomDigits(8)}`;

export class Server {
  constructor(readonly app: FastifyInstance) {}

  get ctx() {
    return this.app.orbit;
  }

  /** Back to the seed and real time (what POST /__sandbox/reset does), then the clock frozen there. */
  async reset(): Promise<void> {
    const res = await this.call('POST', '/__sandbox/reset', { body: {} });
    expect(res.status).toBe(200);
    this.ctx.clock.freeze();
  }

  async call(method: string, url: string, options: CallOptions = {}): Promise<Res> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    if (options.authorization !== undefined) headers.authorization = options.authorization;
    const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
    const response = await this.app.inject({ method: method.toUpperCase() as 'GET', url, headers, payload });
    const res: Res = { status: response.statusCode, headers: response.headers, body: response.body, json: () => JSON.parse(response.body) };
    if (!url.startsWith('/__sandbox/')) {
      // Every answer, refusals included, must be one the contract allows (status, headers, body).
      const problems = contractProblems({ method, url, statusCode: res.status, headers: res.headers, body: res.body });
      expect(problems, `${method} ${url} -> ${res.status} ${res.body.slice(0, 300)}`).toEqual([]);
    }
    return res;
  }

  get = (url: string, options?: CallOptions) => this.call('GET', url, options);
  post = (url: string, body?: unknown, options: CallOptions = {}) => this.call('POST', url, { ...options, body });

  async login(phone: string = DEMO.user.phone, password: string = DEMO.password): Promise<Session> {
    const res = await this.post('/api/auth/unified_login', { mode: 'password', phone, password });
    expect(res.status, res.body).toBe(200);
    return res.json();
  }

  async lastCode(phone: string): Promise<string> {
    const res = await this.get(`/__sandbox/sms/${encodeURIComponent(phone)}`);
    expect(res.status, res.body).toBe(200);
    return res.json().code;
  }

  /** SMS login (signs an unknown number up). */
  async newUser(phone: string = randomPhone()): Promise<Session> {
    expect((await this.post('/api/auth/sms_send', { phone })).status).toBe(200);
    const res = await this.post('/api/auth/unified_login', { mode: 'sms', phone, code: await this.lastCode(phone) });
    expect(res.status, res.body).toBe(200);
    return res.json();
  }

  async buy(token: string, packageId = 'pkg_credit10000002', provider: 'chatpay' | 'payapp' = 'chatpay'): Promise<string> {
    const res = await this.post('/api/pay/create', { package_id: packageId, provider }, { token });
    expect(res.status, res.body).toBe(201);
    return res.json().order.order_no;
  }

  /** A notification for `orderNo` signed by the sandbox's provider keys, to send yourself. */
  async notification(orderNo: string, options: Record<string, unknown> = {}) {
    const res = await this.post(`/__sandbox/orders/${orderNo}/notification`, options);
    expect(res.status, res.body).toBe(200);
    return res.json() as { provider: string; path: string; headers: Record<string, string>; body: string };
  }

  send(n: { path: string; headers: Record<string, string>; body: string }): Promise<Res> {
    return this.call('POST', n.path, { rawBody: n.body, headers: n.headers });
  }

  close = () => this.app.close();
}

export async function server(options: BuildOptions = {}): Promise<Server> {
  const app = await buildApp(options);
  app.orbit.clock.freeze();
  return new Server(app);
}

/** The same app listening on a free 127.0.0.1 port, for requests that really run concurrently. */
export async function listen(s: Server): Promise<string> {
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  const address = s.app.server.address();
  if (!address || typeof address !== 'object') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

// ---- the contract's secured operations ---------------------------------------------------------

export interface SecuredOperation extends Operation {
  /** A request the contract calls valid (its first example), so only the credential can be at fault. */
  url: string;
  body?: unknown;
}

export function securedOperations(): SecuredOperation[] {
  const spec = readContract();
  return operations(spec)
    .filter((op) => op.security.length > 0)
    .map((op) => {
      const raw = spec.paths[op.path][op.method] as Json;
      const query = ((raw.parameters ?? []) as Json[])
        .map((p) => deref(p, spec))
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(p.example ?? p.schema?.default ?? p.schema?.enum?.[0]))}`);
      const media = deref(raw.requestBody ?? {}, spec).content?.['application/json'];
      const example = media?.examples ? (Object.values(media.examples)[0] as Json).value : media?.example;
      const url = op.path + (query.length ? `?${query.join('&')}` : '');
      return { ...op, url, ...(example !== undefined && { body: example }) };
    });
}
