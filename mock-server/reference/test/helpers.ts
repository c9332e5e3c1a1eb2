// Test harness: a fresh app per test file (own clock and store), requests through `fastify.inject`,
// and every answer checked against the contract (a violation fails the test that caused it). The
// default world's clock is frozen (it moves only when a test moves it), so no expectation depends on
// how much real time passes between two requests on a loaded machine.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.ts';
import type { Context } from '../src/context.ts';
import { randomDigits } from '../src/ids.ts';
import { DEMO_PASSWORD, DEMO_USER } from '../src/store.ts';
import { contractProblems } from './contract-check.ts';

export interface Res {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  raw: Buffer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: () => any;
}

export interface CallOptions {
  body?: unknown;
  /** Sent verbatim (for malformed JSON tests; bytes for encoding tests). */
  rawBody?: string | Buffer;
  token?: string;
  headers?: Record<string, string>;
  /** Skip the contract check (only for requests the contract cannot describe). */
  unchecked?: boolean;
}

export interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string; invite_code: string; credits: number; balance: { amount: number } };
}

export class Harness {
  constructor(readonly app: FastifyInstance) {}

  get ctx(): Context {
    return this.app.orbit;
  }

  get clock() {
    return this.ctx.clock;
  }

  async call(method: string, url: string, options: CallOptions = {}): Promise<Res> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | Buffer | undefined;
    if (options.rawBody !== undefined) payload = options.rawBody;
    else if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
    const response = await this.app.inject({ method: method as 'GET', url, headers, payload });
    const res: Res = {
      status: response.statusCode,
      headers: response.headers,
      body: response.body,
      raw: response.rawPayload,
      json: () => JSON.parse(response.body),
    };
    if (!options.unchecked) {
      const problems = contractProblems({ method, url, statusCode: res.status, headers: res.headers, body: res.body });
      expect(problems, `${method} ${url} -> ${res.status} ${res.body.slice(0, 300)}`).toEqual([]);
    }
    return res;
  }

  get = (url: string, options?: CallOptions) => this.call('GET', url, options);
  post = (url: string, body?: unknown, options: CallOptions = {}) => this.call('POST', url, { ...options, body });

  /** Logs in with a password (the demo user by default). */
  async passwordLogin(phone: string = DEMO_USER.phone, password: string = DEMO_PASSWORD): Promise<Session> {
    const res = await this.post('/api/auth/unified_login', { mode: 'password', phone, password });
    expect(res.status, res.body).toBe(200);
    return res.json();
  }

  /** The code the sandbox saw sent to `phone`. */
  async lastCode(phone: string): Promise<string> {
    const res = await this.get(`/__sandbox/sms/${encodeURIComponent(phone)}`);
    expect(res.status, res.body).toBe(200);
    return res.json().code;
  }

  /** SMS login (signs up an unknown number), optionally attributed to an inviter. */
  async smsLogin(phone: string = randomPhone(), invite?: string): Promise<Session> {
    expect((await this.post('/api/auth/sms_send', { phone })).status).toBe(200);
    const code = await this.lastCode(phone);
    const res = await this.post('/api/auth/unified_login', { mode: 'sms', phone, code, ...(invite && { invite_code: invite }) });
    expect(res.status, res.body).toBe(200);
    return res.json();
  }

  /** Creates an order for `packageId` and answers its order_no. */
  async buy(token: string, packageId = 'pkg_credit10000002', provider: 'chatpay' | 'payapp' = 'chatpay'): Promise<string> {
    const res = await this.post('/api/pay/create', { package_id: packageId, provider }, { token });
    expect(res.status, res.body).toBe(201);
    return res.json().order.order_no;
  }

  /** Pays `orderNo` through the sandbox (a signed notification sent to the real notify route). */
  async pay(orderNo: string, options: Record<string, unknown> = {}) {
    const res = await this.post(`/__sandbox/orders/${orderNo}/pay`, options);
    expect(res.status, res.body).toBe(200);
    return res.json();
  }

  /** A signed notification for `orderNo`, to send yourself. */
  async notification(orderNo: string, options: Record<string, unknown> = {}) {
    const res = await this.post(`/__sandbox/orders/${orderNo}/notification`, options);
    expect(res.status, res.body).toBe(200);
    return res.json() as { provider: string; path: string; headers: Record<string, string>; body: string };
  }

  async sendNotification(n: { path: string; headers: Record<string, string>; body: string }): Promise<Res> {
    return this.call('POST', n.path, { rawBody: n.body, headers: n.headers });
  }

  /** What POST /__sandbox/reset does (seed, no faults, empty request log, current mode), the clock at real time but frozen. */
  reset(): void {
    this.ctx.clock.reset();
    this.ctx.clock.freeze();
    this.ctx.faults.splice(0);
    this.ctx.store.reset();
    this.ctx.requests.clear();
    this.ctx.mode = 'current';
  }

  close = () => this.app.close();
}

export const randomPhone = () => `+86139${randomDigits(8)}`;

export async function harness(options: BuildOptions = {}): Promise<Harness> {
  const app = await buildApp(options);
  app.orbit.clock.freeze();
  return new Harness(app);
}
