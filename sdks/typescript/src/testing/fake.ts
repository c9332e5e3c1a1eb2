// Hand-written. The fake: the SDK's real client over a fetch that answers operations registered by their
// SDK name (`orders.list`), routed by the operation descriptors the SDK already has (method, path template,
// fixed query and body values: `orders.cancel` and `orders.delete` differ by their fixed `action`). The
// request core runs as in production: argument checks, retries, error mapping, pagination, streaming and
// session renewal. Every request is recorded; one nobody registered fails loudly.
import { type ClientOptions, Orbit, OrbitError, operations, type OperationKey } from '../index';
import type { Check, OperationSpec } from '../core/operation';
import { ERROR_KINDS, MAX_RETRIES, REQUEST_ID_HEADER, RETRY_AFTER_SOURCES, RETRY_STATUSES, TIMEOUT_SECONDS } from '../generated/constants';

/** A request the fake received, for assertions. */
export interface RecordedCall {
  /** The SDK name of the operation, e.g. `orders.list`. */
  operation: OperationKey;
  method: string;
  /** The path, parameters filled in, e.g. `/api/user/orders/ord_1`. */
  path: string;
  query: Record<string, string>;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The JSON body (undefined: none, or a multipart body). */
  body: unknown;
  /**
   * The call's arguments by wire name, without the fixed ones: path and header values as strings, query values by
   * their parameter's kind (numbers, booleans, arrays), body fields as sent (a file part as `{ filename }`).
   */
  args: Record<string, unknown>;
}

/** A call nobody registered an answer for (or a sequence used up): a bug in the test, never retried. */
export class UnexpectedCallError extends OrbitError {
  override readonly name: string = 'UnexpectedCallError';
}

/** What `fake.on()` takes: a fixture (or any JSON: the success answer), an answer of `answers`, or a function of the call. */
export type Answer = unknown;

const ANSWER = Symbol('orbit.fake.answer');
interface Scripted {
  readonly [ANSWER]: (call: RecordedCall, spec: OperationSpec, key: OperationKey) => Promise<Response> | Response;
}
const scripted = (respond: Scripted[typeof ANSWER]): Scripted => ({ [ANSWER]: respond });
const isScripted = (v: unknown): v is Scripted => typeof v === 'object' && v !== null && ANSWER in v;

export interface ErrorAnswer {
  status: number;
  code: string;
  message?: string;
  param?: string;
  requestId?: string;
  headers?: Record<string, string>;
}

/** The answers the fake can give beyond a fixture: errors, bytes, streamed chunks, sequences. */
export const answers = {
  /** A JSON answer with a status and headers of your choice. */
  json: (body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Answer =>
    scripted(() => new Response(JSON.stringify(body), { status: init.status ?? 200, headers: { 'content-type': 'application/json', ...init.headers } })),
  /**
   * The contract's error answer: `{ error: { type, code, message, param, request_id } }`, the `type` the rules
   * give the status, and the request id header. A retryable status carries a zero wait (`retry-after-ms: 0`)
   * unless `headers` name one, so the SDK's retries run without waiting.
   */
  error: (e: ErrorAnswer): Answer =>
    scripted(() => {
      const kind = ERROR_KINDS.find((k) => k.status === e.status || (k.status === null && e.status >= k.rangeFrom && e.status < k.rangeFrom + 100));
      const requestId = e.requestId ?? `req_fake_${e.status}`;
      const detail = { type: kind?.type ?? 'api_error', code: e.code, message: e.message ?? `${e.code} (a fake answer)`, ...(e.param ? { param: e.param } : {}), request_id: requestId };
      const headers: Record<string, string> = { 'content-type': 'application/json', [REQUEST_ID_HEADER]: requestId, ...e.headers };
      const waits = RETRY_AFTER_SOURCES.map(([name]) => name as string);
      if (RETRY_STATUSES.includes(e.status) && !Object.keys(headers).some((h) => waits.includes(h.toLowerCase()))) headers[waits[0]!] = '0';
      return new Response(JSON.stringify({ error: detail }), { status: e.status, headers });
    }),
  /** A binary answer (speech audio...). */
  bytes: (data: Uint8Array | string, contentType?: string): Answer =>
    scripted((_, spec) => new Response((typeof data === 'string' ? new TextEncoder().encode(data) : data) as BodyInit, { headers: { 'content-type': contentType ?? spec.accept ?? 'application/octet-stream' } })),
  /** A streamed answer: each chunk (a fixture) as a server-sent event, then the rules' done marker. */
  chunks: (chunks: unknown[]): Answer =>
    scripted((_, spec, key) => {
      if (!spec.stream) throw new UnexpectedCallError(`${key} does not stream: answer it with a fixture`);
      const text = [...chunks.map((c) => JSON.stringify(c)), spec.stream.done].map((d) => `data: ${d}\n\n`).join('');
      return new Response(text, { headers: { 'content-type': spec.stream.accept } });
    }),
  /** Each call takes the next answer; a call after the last fails loudly. */
  sequence: (...list: Answer[]): Answer => {
    let next = 0;
    return (call: RecordedCall) => {
      if (next >= list.length) throw new UnexpectedCallError(`${call.operation}: call ${next + 1}, but the sequence registered has ${list.length} answers`);
      return list[next++];
    };
  },
};

/** The options of the fake's client: those of Orbit, but never read from ORBIT_* variables, nor `fetch`/`baseURL`. */
export type FakeOptions = Omit<ClientOptions, 'fetch' | 'baseURL'>;

const BASE_URL = 'https://fake.orbit.invalid';

interface Route {
  key: OperationKey;
  spec: OperationSpec;
  pattern: RegExp;
  names: string[];
}

const routes: Route[] = (Object.entries(operations) as [OperationKey, OperationSpec][]).map(([key, spec]) => {
  const names: string[] = [];
  const pattern = new RegExp(`^${spec.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`);
  return { key, spec, pattern, names };
});

/**
 * A fake Orbit service: `fake.client` is the SDK's real client, answering from what you register.
 *
 * ```ts
 * const fake = new FakeOrbit({ accessToken: 'test-token' });
 * fake.on('orders.list', fixtures.orderList());
 * await fake.client.orders.list();
 * fake.calls[0].args; // { page: 1, ... }
 * ```
 */
export class FakeOrbit {
  /** The SDK's client, bound to this fake. */
  readonly client: Orbit;
  /** Every request received, in order (retries and renewals included). */
  readonly calls: RecordedCall[] = [];
  /** The calls nobody registered an answer for (each also failed with UnexpectedCallError). */
  readonly unexpected: string[] = [];
  private readonly registered = new Map<OperationKey, Answer>();

  constructor(options: FakeOptions = {}) {
    // Every option the client would read from the environment is given here, so no ORBIT_* variable leaks in.
    this.client = new Orbit({
      accessToken: null,
      apiKey: null,
      timeout: TIMEOUT_SECONDS * 1000,
      maxRetries: MAX_RETRIES,
      logLevel: 'off',
      ...options,
      baseURL: BASE_URL,
      fetch: (input, init) => this.handle(input, init),
    });
  }

  /** Answers every call of `operation` (e.g. `orders.list`) with `answer`; a later registration replaces it. */
  on(operation: OperationKey, answer: (call: RecordedCall) => Answer | Promise<Answer>): this;
  on(operation: OperationKey, answer: Answer): this;
  on(operation: OperationKey, answer: Answer): this {
    if (!(operation in operations)) throw new UnexpectedCallError(`${String(operation)} is no operation of the SDK`);
    this.registered.set(operation, answer);
    return this;
  }

  /** The recorded calls of one operation. */
  callsOf(operation: OperationKey): RecordedCall[] {
    return this.calls.filter((c) => c.operation === operation);
  }

  private async handle(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
    const raw = typeof init?.body === 'string' ? init.body : undefined;
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      // not JSON: recorded as the text it is
    }
    const query = Object.fromEntries(url.searchParams);
    const found = this.route(method, url.pathname, query, body);
    if (!found) {
      this.unexpected.push(`${method} ${url.pathname}`);
      throw new UnexpectedCallError(`The fake has no operation for ${method} ${url.pathname}${url.search}`);
    }
    const { route, params } = found;
    const args: Record<string, unknown> = { ...params };
    for (const p of route.spec.params ?? []) if (p.in === 'query' && url.searchParams.has(p.name)) args[p.name] = queryValue(url.searchParams.getAll(p.name), p);
    for (const p of route.spec.params ?? []) if (p.in === 'header' && headers[p.name.toLowerCase()] !== undefined) args[p.name] = headers[p.name.toLowerCase()];
    if (body && typeof body === 'object') for (const [k, v] of Object.entries(body)) if (route.spec.fixedBody?.[k] === undefined) args[k] = v;
    if (init?.body && raw === undefined) Object.assign(args, await formFields(init.body, headers['content-type']));
    const call: RecordedCall = { operation: route.key, method, path: url.pathname, query, headers, body, args };
    this.calls.push(call);
    if (!this.registered.has(route.key)) {
      this.unexpected.push(route.key);
      throw new UnexpectedCallError(`No answer registered for ${route.key} (${method} ${url.pathname}): register one with fake.on('${route.key}', fixtures...)`);
    }
    let answer = this.registered.get(route.key);
    while (typeof answer === 'function') answer = await (answer as (c: RecordedCall) => unknown)(call);
    if (isScripted(answer)) return answer[ANSWER](call, route.spec, route.key);
    if (route.spec.response === 'empty' && answer == null) return new Response(null, { status: 204 });
    if (route.spec.response === 'text' && typeof answer === 'string') return new Response(answer, { headers: { 'content-type': route.spec.accept ?? 'text/plain' } });
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  }

  private route(method: string, path: string, query: Record<string, string>, body: unknown): { route: Route; params: Record<string, string> } | undefined {
    const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    for (const route of routes) {
      const { spec } = route;
      if (spec.method !== method) continue;
      const m = route.pattern.exec(path);
      if (!m) continue;
      if (Object.entries(spec.fixedQuery ?? {}).some(([k, v]) => query[k] !== v)) continue;
      if (Object.entries(spec.fixedBody ?? {}).some(([k, v]) => fields[k] !== v)) continue;
      return { route, params: Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])) };
    }
    return undefined;
  }
}

/** A query value as the caller gave it: numbers and booleans by the parameter's kind, an array's items each a value. */
function queryValue(raw: string[], check: Check): unknown {
  const one = (text: string, kind: Check['kind']): unknown =>
    kind === 'integer' || kind === 'number' ? Number(text) : kind === 'boolean' ? text === 'true' : text;
  if (check.kind === 'array') return raw.map((r) => one(r, check.items?.kind));
  return one(raw[0]!, check.kind);
}

/** A multipart body's text fields and file names by field name (the recorded arguments of an upload). */
async function formFields(body: BodyInit, contentType: string | undefined): Promise<Record<string, unknown>> {
  try {
    const form = await new Response(body, { headers: contentType ? { 'content-type': contentType } : {} }).formData();
    const out: Record<string, unknown> = {};
    form.forEach((v, k) => {
      const value = typeof v === 'string' ? v : { filename: (v as { name?: string }).name };
      out[k] = k in out ? ([] as unknown[]).concat(out[k], value) : value;
    });
    return out;
  } catch {
    return {};
  }
}
