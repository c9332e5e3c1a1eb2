// Test helpers: the SDK model and the contract's examples, a scriptable test-double HTTP server on
// 127.0.0.1, and a scriptable fetch for tests that run on a fake clock.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readContract, resolve } from '../../../openapi/lib/contract.ts';
import { loadSdkModel } from '../../../generators/model/index.ts';

export const model = loadSdkModel();
const contract = readContract();

/** `<tag>.<method>` and operationId of every SDK method of the model. */
export function contractMethods(): { key: string; operationId: string }[] {
  return model.resources.flatMap((r) => r.methods.map((m) => ({ key: `${r.tag}.${m.name.camel}`, operationId: m.operationId })));
}

/** The success answer's example (the first, or the one named) of an operation, from the contract. */
export function responseExample(operationId: string, name?: string, mediaType?: string): any {
  for (const item of Object.values<Record<string, any>>(contract.paths)) {
    for (const op of Object.values<any>(item)) {
      if (op?.operationId !== operationId) continue;
      const code = Object.keys(op.responses).find((c) => c.startsWith('2'))!;
      const content = resolve(contract, op.responses[code]).content;
      const examples = content[mediaType ?? Object.keys(content)[0]!].examples;
      return resolve(contract, name ? examples[name] : Object.values(examples)[0]).value;
    }
  }
  throw new Error(`no operation ${operationId}`);
}

/** The contract's example answer of the operation a request went to (by HTTP method and path). */
export function exampleAnswer(method: string, path: string): any {
  for (const m of model.resources.flatMap((r) => r.methods)) {
    const template = new RegExp(`${m.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (m.httpMethod === method && template.test(path)) return responseExample(m.operationId);
  }
  throw new Error(`no operation ${method} ${path}`);
}

/** An empty page of orders, as the contract shapes it. */
export const NO_ORDERS = { items: [], page: 1, limit: 20, total: 0, has_more: false };

export interface Recorded {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  json: any;
}

export type Handler = (req: Recorded, res: ServerResponse, index: number) => unknown;

export interface Double {
  url: string;
  requests: Recorded[];
  close: () => Promise<void>;
}

/** A node:http test double on 127.0.0.1 (an OS-chosen free port); `handler` scripts every answer. */
export async function startDouble(handler: Handler): Promise<Double> {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      const recorded: Recorded = { method: req.method ?? '', url: req.url ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body, json };
      requests.push(recorded);
      Promise.resolve(handler(recorded, res, requests.length - 1)).catch((error) => {
        res.statusCode = 599;
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const REQUEST_ID = 'req_TEST0000000001';

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'X-Request-Id': REQUEST_ID, ...headers });
  res.end(JSON.stringify(body));
}

export function apiError(res: ServerResponse, status: number, type: string, code: string, headers: Record<string, string> = {}, requestId = REQUEST_ID): void {
  json(res, status, { error: { type, code, message: `${code} happened`, request_id: requestId } }, { 'X-Request-Id': requestId, ...headers });
}

export const SESSION = (n: number) => ({
  access_token: `at_access000000000000${n}`,
  token_type: 'Bearer',
  expires_in: 7200,
  expires_at: '2026-05-26T10:30:00Z',
  refresh_token: `rt_refresh00000000000${n}`,
  refresh_expires_in: 2592000,
  user: { id: 'usr_4K6M8P0R2T4V6X8Z', membership: { active: false, level: 'free' }, credits: 0, balance: { amount: 0, currency: 'CNY' }, invite_code: 'K7Q2M9XA', created_at: '2026-05-01T00:00:00Z' },
});

// ---- a scriptable fetch, for tests on vitest's fake clock (no sockets, no real time) ----

export interface FetchCall {
  url: URL;
  method: string;
  headers: Headers;
  body: any;
  /** Date.now() (the fake clock) when the request went out. */
  at: number;
}

/** An answer, or `hang` (no answer until the request is aborted) or `drop` (the connection fails). */
export type Scripted = Response | 'hang' | 'drop';

export function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'application/json', 'X-Request-Id': REQUEST_ID, ...headers } });
}

export function errorAnswer(status: number, type: string, code: string, headers: Record<string, string> = {}): Response {
  return answer(status, { error: { type, code, message: `${code} happened`, request_id: REQUEST_ID } }, headers);
}

/** A fetch whose answers `script` decides, recording every request. */
export function scriptedFetch(script: (call: FetchCall, index: number) => Scripted | Promise<Scripted>) {
  const calls: FetchCall[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: FetchCall = { url: new URL(String(input)), method: init.method ?? 'GET', headers: new Headers(init.headers), body, at: Date.now() };
    calls.push(call);
    const signal = init.signal;
    const outcome = await script(call, calls.length - 1);
    if (outcome === 'drop') throw new TypeError('fetch failed', { cause: new Error('socket hang up') });
    if (outcome === 'hang') {
      return new Promise<Response>((_, reject) => {
        const abort = () => reject(new DOMException('This operation was aborted', 'AbortError'));
        if (signal?.aborted) abort();
        signal?.addEventListener('abort', abort, { once: true });
      });
    }
    return outcome;
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
