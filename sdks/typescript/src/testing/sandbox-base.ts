// Hand-written. How the generated Sandbox client (src/testing/generated/sandbox.ts) calls a route of the
// reference server's QA sandbox: the path filled in, query and JSON body values, the world's header, and an
// error answer thrown as the SDK's error of its status (status, code, request id, raw body), like the SDK's.
import { REQUEST_ID_HEADER } from '../generated/constants';
import { errorClassForStatus, InvalidArgumentError } from '../index';

/** A route of the sandbox: its operationId, method, path template and where each parameter travels. */
export interface SandboxOperation {
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
}

export interface SandboxOptions {
  /** The reference server's address, e.g. `http://127.0.0.1:4020`. */
  baseURL: string;
  /** The world every call acts on (the `Orbit-Sandbox` header); none: the default world. */
  world?: string | null | undefined;
  /** A fetch implementation. Default: the global fetch. */
  fetch?: typeof fetch | undefined;
}

export abstract class SandboxBase {
  /** The header naming the world (generated from the sandbox's OpenAPI file). */
  protected abstract readonly worldHeader: string;
  readonly baseURL: string;
  readonly world: string | null;
  private readonly fetchImpl: typeof fetch;

  constructor(options: SandboxOptions) {
    this.baseURL = options.baseURL.replace(/\/+$/, '');
    this.world = options.world ?? null;
    this.fetchImpl = options.fetch ?? fetch;
  }

  protected async request<T>(op: SandboxOperation, params: object): Promise<T> {
    const values = params as Record<string, unknown>;
    for (const name of Object.keys(values)) {
      if (values[name] !== undefined && !(name in op.params)) throw new InvalidArgumentError(`${name}: is not a parameter of ${op.id}`, { param: name });
    }
    const query = new URLSearchParams();
    const body: Record<string, unknown> = {};
    let path = op.path;
    for (const [name, where] of Object.entries(op.params)) {
      const value = values[name];
      if (value === undefined) continue;
      if (where === 'path') path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
      else if (where === 'query') query.set(name, String(value));
      else body[name] = value;
    }
    const missing = /\{([^}]+)\}/.exec(path);
    if (missing) throw new InvalidArgumentError(`${missing[1]}: is required`, { param: missing[1] });
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.world) headers[this.worldHeader] = this.world;
    const hasBody = !['GET', 'DELETE'].includes(op.method);
    if (hasBody) headers['content-type'] = 'application/json';
    const url = `${this.baseURL}${path}${[...query].length ? `?${query}` : ''}`;
    const response = await this.fetchImpl(url, { method: op.method, headers, ...(hasBody ? { body: JSON.stringify(body) } : {}) });
    const rawBody = await response.text();
    let data: unknown = rawBody;
    try {
      data = rawBody ? JSON.parse(rawBody) : undefined;
    } catch {
      // not JSON: kept as text
    }
    if (!response.ok) {
      const e = ((data as { error?: Record<string, unknown> } | undefined)?.error ?? {}) as Record<string, unknown>;
      const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
      const Kind = errorClassForStatus(response.status);
      throw new Kind(text(e['message']) ?? `${response.status} from the sandbox (${op.id})`, {
        status: response.status,
        code: text(e['code']),
        type: text(e['type']),
        param: text(e['param']),
        requestId: response.headers.get(REQUEST_ID_HEADER) ?? text(e['request_id']) ?? null,
        headers: response.headers,
        body: data,
        rawBody,
        response,
      });
    }
    return data as T;
  }
}
