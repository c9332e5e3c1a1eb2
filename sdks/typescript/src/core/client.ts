// Hand-written. BaseClient: configuration, request building, fetch, timeouts, retries, the
// one-refresh-on-401 replay, error mapping and response decoding. Generated code only describes
// operations (OperationSpec) and calls `request`.
import { APIPromise, type APIResponseProps } from './api-promise';
import { BinaryResponse } from './binary';
import {
  APIConnectionError,
  APIError,
  APITimeoutError,
  APIUserAbortError,
  AuthenticationError,
  OrbitError,
} from './errors';
import type { OperationSpec } from './operation';
import { clientHeader, readEnv } from './platform';
import type { RequestOptions } from './request-options';
import { Stream } from './streaming';
import { uuid4 } from './uuid';

/** The tokens of a login session, as the login operations answer them. */
export interface SessionTokens {
  access_token: string;
  refresh_token?: string;
  [key: string]: unknown;
}

export interface ClientOptions {
  /**
   * Base address of the service, without a trailing slash.
   * Default: `ORBIT_BASE_URL`, else the contract's default server.
   */
  baseURL?: string | null | undefined;
  /** Login token (`access_token` of a session). Default: `ORBIT_ACCESS_TOKEN`. Login calls set it. */
  accessToken?: string | null | undefined;
  /** Refresh token of the session, used to renew the login token on a 401. Login calls set it. */
  refreshToken?: string | null | undefined;
  /** Developer API key for the `/api/v1/*` generation operations. Default: `ORBIT_API_KEY`. */
  apiKey?: string | null | undefined;
  /** Timeout of each attempt in milliseconds. Default: `ORBIT_TIMEOUT` (seconds) × 1000, else 60 000. */
  timeout?: number | undefined;
  /** Automatic retries after the first attempt. Default: `ORBIT_MAX_RETRIES`, else 2. 0 disables them. */
  maxRetries?: number | undefined;
  /** On a 401 of a login-token operation, renew the session once and replay the call. Default: true. */
  autoRefresh?: boolean | undefined;
  /** Headers sent with every request; a `null` value removes a header the SDK would send. */
  defaultHeaders?: Record<string, string | null | undefined> | undefined;
  /** A fetch implementation (default: the global fetch). */
  fetch?: typeof fetch | undefined;
  /** Called whenever the client stores new session tokens (after a login or a refresh); persist them here. */
  onSession?: ((session: SessionTokens) => void) | undefined;
}

export interface ClientMeta {
  version: string;
  defaultBaseURL: string;
}

/** The mutable login state; clients derived with withOptions() share it. */
export class SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  refreshing: Promise<void> | undefined;
  constructor(accessToken: string | null, refreshToken: string | null) {
    this.accessToken = accessToken;
    this.refreshToken = refreshToken;
  }
}

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_RETRIES = 2;
const INITIAL_RETRY_DELAY_MS = 500;
const MAX_RETRY_DELAY_MS = 8_000;
/** A Retry-After longer than this is not waited for: the error is thrown at once. */
const MAX_RETRY_AFTER_MS = 60_000;

function parseNumber(name: string, raw: string | undefined, integer: boolean): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (integer && !Number.isInteger(value))) {
    throw new OrbitError(`${name} must be a non-negative ${integer ? 'integer' : 'number'}, got ${JSON.stringify(raw)}`);
  }
  return value;
}

function checkRetries(value: number, where: string): number {
  if (!Number.isInteger(value) || value < 0) throw new OrbitError(`${where} must be a non-negative integer, got ${value}`);
  return value;
}

function checkTimeout(value: number, where: string): number {
  if (!(typeof value === 'number' && value > 0)) throw new OrbitError(`${where} must be a positive number of milliseconds, got ${value}`);
  return value;
}

/** Case-insensitive header bag that keeps the first spelling of each name. */
class HeaderBag {
  private readonly map = new Map<string, [string, string]>();
  set(name: string, value: string | null | undefined): void {
    const key = name.toLowerCase();
    if (value === null || value === undefined) this.map.delete(key);
    else this.map.set(key, [this.map.get(key)?.[0] ?? name, value]);
  }
  get(name: string): string | undefined {
    return this.map.get(name.toLowerCase())?.[1];
  }
  merge(headers: Record<string, string | null | undefined> | undefined): void {
    if (headers) for (const [name, value] of Object.entries(headers)) this.set(name, value);
  }
  toObject(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of this.map.values()) out[name] = value;
    return out;
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new APIUserAbortError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(new APIUserAbortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Milliseconds the server asks to wait (Retry-After seconds or HTTP date, or retry-after-ms). */
export function retryAfterMs(headers: Headers): number | undefined {
  const ms = headers.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const value = headers.get('retry-after');
  if (!value) return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** Exponential backoff with jitter: 0.5 s, 1 s, 2 s ... capped at 8 s, each reduced by up to 25 %. */
export function backoffMs(retry: number): number {
  const base = Math.min(INITIAL_RETRY_DELAY_MS * 2 ** retry, MAX_RETRY_DELAY_MS);
  return base * (1 - Math.random() * 0.25);
}

export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

function attachRequestId<T>(data: T, requestId: string | null): T {
  if (data !== null && typeof data === 'object' && !Object.isFrozen(data)) {
    Object.defineProperty(data, '_requestId', { value: requestId, enumerable: false, configurable: true, writable: true });
  }
  return data;
}

export abstract class BaseClient {
  readonly baseURL: string;
  readonly timeout: number;
  readonly maxRetries: number;
  readonly autoRefresh: boolean;
  readonly apiKey: string | null;
  protected readonly _options: ClientOptions;
  protected readonly _meta: ClientMeta;
  protected readonly _session: SessionState;
  private readonly fetchImpl: typeof fetch;
  private readonly telemetry: [string, string];

  constructor(options: ClientOptions, meta: ClientMeta, session?: SessionState) {
    this._options = { ...options };
    this._meta = meta;
    const baseURL = options.baseURL ?? readEnv('ORBIT_BASE_URL') ?? meta.defaultBaseURL;
    this.baseURL = baseURL.replace(/\/+$/, '');
    const envTimeout = parseNumber('ORBIT_TIMEOUT', readEnv('ORBIT_TIMEOUT'), false);
    this.timeout = checkTimeout(options.timeout ?? (envTimeout !== undefined ? envTimeout * 1000 : DEFAULT_TIMEOUT_MS), 'timeout');
    this.maxRetries = checkRetries(
      options.maxRetries ?? parseNumber('ORBIT_MAX_RETRIES', readEnv('ORBIT_MAX_RETRIES'), true) ?? DEFAULT_MAX_RETRIES,
      'maxRetries',
    );
    this.autoRefresh = options.autoRefresh ?? true;
    this.apiKey = options.apiKey !== undefined ? options.apiKey : (readEnv('ORBIT_API_KEY') ?? null);
    this._session =
      session ??
      new SessionState(
        options.accessToken !== undefined ? options.accessToken : (readEnv('ORBIT_ACCESS_TOKEN') ?? null),
        options.refreshToken ?? null,
      );
    const f = options.fetch ?? (globalThis as { fetch?: typeof fetch }).fetch;
    if (!f) throw new OrbitError('No fetch implementation: pass `fetch` in the client options (Node 18+ and browsers have one).');
    this.fetchImpl = options.fetch ? f : (...args) => f(...args); // unbound global fetch throws in some browsers
    this.telemetry = clientHeader(meta.version);
  }

  /** The current login token (set by the login operations and by refresh). */
  get accessToken(): string | null {
    return this._session.accessToken;
  }

  /** The current refresh token. */
  get refreshToken(): string | null {
    return this._session.refreshToken;
  }

  /** Stores a session's tokens (as the login operations do) and calls `onSession`. */
  setSession(session: SessionTokens): void {
    this._session.accessToken = session.access_token;
    if (session.refresh_token !== undefined) this._session.refreshToken = session.refresh_token;
    this._options.onSession?.(session);
  }

  /** Forgets the stored login token and refresh token. */
  clearSession(): void {
    this._session.accessToken = null;
    this._session.refreshToken = null;
  }

  /** The value of the telemetry header (`User-Agent`, or `X-Orbit-Client` in browsers). */
  get userAgent(): string {
    return this.telemetry[1];
  }

  /**
   * Renews the login with the stored refresh token (stores the new tokens). Implemented by the
   * client class, which knows the refresh operation.
   */
  protected abstract refreshSession(): Promise<void>;

  /** Calls an operation. Used by the generated resource classes. */
  request<T>(
    spec: OperationSpec,
    params: object | undefined,
    options: RequestOptions = {},
    transform?: (data: unknown) => unknown,
  ): APIPromise<T> {
    return new APIPromise<T>(this.execute<T>(spec, (params ?? {}) as Record<string, unknown>, options, transform));
  }

  private buildURL(spec: OperationSpec, params: Record<string, unknown>, options: RequestOptions): string {
    let path = spec.path;
    for (const name of spec.pathParams ?? []) {
      const value = params[name];
      if (value === undefined || value === null) throw new OrbitError(`Missing path parameter ${name} for ${spec.id}`);
      path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    }
    const url = new URL(this.baseURL + path);
    for (const [name, value] of Object.entries(spec.fixedQuery ?? {})) url.searchParams.set(name, value);
    const addQuery = (name: string, value: unknown) => {
      if (value === undefined || value === null) return;
      if (Array.isArray(value)) for (const v of value) url.searchParams.append(name, String(v));
      else url.searchParams.set(name, String(value));
    };
    for (const name of spec.query ?? []) addQuery(name, params[name]);
    for (const [name, value] of Object.entries(options.query ?? {})) addQuery(name, value);
    return url.toString();
  }

  private buildBody(spec: OperationSpec, params: Record<string, unknown>): string | undefined {
    if (!spec.body) return undefined;
    const taken = new Set([...(spec.pathParams ?? []), ...(spec.query ?? []), ...(spec.headers ?? [])]);
    const body: Record<string, unknown> = { ...spec.fixedBody };
    for (const [name, value] of Object.entries(params)) if (!taken.has(name) && value !== undefined) body[name] = value;
    Object.assign(body, spec.fixedBody);
    return JSON.stringify(body);
  }

  private async execute<T>(
    spec: OperationSpec,
    params: Record<string, unknown>,
    options: RequestOptions,
    transform: ((data: unknown) => unknown) | undefined,
  ): Promise<APIResponseProps<T>> {
    const maxRetries = checkRetries(options.maxRetries ?? this.maxRetries, 'maxRetries');
    const timeout = checkTimeout(options.timeout ?? this.timeout, 'timeout');
    const autoRefresh = options.autoRefresh ?? this.autoRefresh;
    const streaming = !!spec.stream && params[spec.stream.param] === true;
    const url = this.buildURL(spec, params, options);
    const body = this.buildBody(spec, params);

    const headers = new HeaderBag();
    headers.set('Accept', streaming ? spec.stream!.accept : spec.accept);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    headers.set(this.telemetry[0], this.telemetry[1]);
    for (const name of spec.headers ?? []) {
      const value = params[name];
      if (value !== undefined && value !== null) headers.set(name, String(value));
    }
    // One key per call, generated once, so every retry of the call carries the same key.
    if (spec.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey ?? uuid4());
    headers.merge(this._options.defaultHeaders);
    headers.merge(options.headers);
    const userSetAuthorization = headers.get('Authorization') !== undefined;
    // Money-moving operations are retried only when they carry an Idempotency-Key.
    const mayRetry = !spec.idempotencyKey || headers.get('Idempotency-Key') !== undefined;

    let retries = 0;
    let refreshed = false;
    for (;;) {
      let sentToken: string | null = null;
      if (!userSetAuthorization) {
        const credential = spec.auth === 'loginToken' ? this._session.accessToken : spec.auth === 'apiKey' ? this.apiKey : null;
        if (spec.auth === 'loginToken') sentToken = credential;
        headers.set('Authorization', credential ? `Bearer ${credential}` : null);
      }

      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeout);
      const userSignal = options.signal;
      const onUserAbort = () => controller.abort();
      if (userSignal?.aborted) controller.abort();
      userSignal?.addEventListener('abort', onUserAbort, { once: true });
      const cleanup = () => {
        clearTimeout(timer);
        userSignal?.removeEventListener('abort', onUserAbort);
      };

      const connectionError = (cause: unknown): APIError => {
        if (userSignal?.aborted) return new APIUserAbortError({ cause });
        if (timedOut) return new APITimeoutError({ message: `Request timed out after ${timeout} ms.`, cause });
        return new APIConnectionError({ message: `Connection error: ${(cause as Error)?.message ?? String(cause)}`, cause });
      };

      let response: Response;
      try {
        response = await this.fetchImpl(url, {
          method: spec.method,
          headers: headers.toObject(),
          body,
          signal: controller.signal,
        });
      } catch (cause) {
        cleanup();
        const error = connectionError(cause);
        if (!(error instanceof APIUserAbortError) && mayRetry && retries < maxRetries) {
          await sleep(backoffMs(retries), userSignal);
          retries++;
          continue;
        }
        throw error;
      }

      const requestId = response.headers.get('x-request-id');

      if (!response.ok) {
        let rawBody: string;
        try {
          rawBody = await response.text();
        } catch (cause) {
          cleanup();
          const error = connectionError(cause);
          if (!(error instanceof APIUserAbortError) && mayRetry && retries < maxRetries) {
            await sleep(backoffMs(retries), userSignal);
            retries++;
            continue;
          }
          throw error;
        }
        cleanup();
        const error = APIError.fromResponse(response, rawBody);

        if (isRetryableStatus(response.status) && mayRetry && retries < maxRetries) {
          const asked = retryAfterMs(response.headers);
          if (asked === undefined || asked <= MAX_RETRY_AFTER_MS) {
            await sleep(asked ?? backoffMs(retries), userSignal);
            retries++;
            continue;
          }
        }

        if (
          error instanceof AuthenticationError &&
          spec.auth === 'loginToken' &&
          autoRefresh &&
          !refreshed &&
          !userSetAuthorization &&
          this._session.refreshToken
        ) {
          refreshed = true;
          try {
            await this.refreshOnce(sentToken);
          } catch (refreshError) {
            Object.defineProperty(error, 'cause', { value: refreshError, enumerable: false, configurable: true, writable: true });
            throw error;
          }
          continue; // replay once with the new token
        }
        throw error;
      }

      // Success.
      if (streaming) {
        clearTimeout(timer); // the timeout covers the wait for the answer's headers, not the stream
        const stream = new Stream<unknown>(response, controller, spec.stream!.done);
        return { data: stream as T, response, requestId };
      }
      if (spec.response === 'binary') {
        clearTimeout(timer);
        return { data: new BinaryResponse(response) as T, response, requestId };
      }
      let text: string;
      try {
        text = await response.text();
      } catch (cause) {
        cleanup();
        const error = connectionError(cause);
        if (!(error instanceof APIUserAbortError) && mayRetry && retries < maxRetries) {
          await sleep(backoffMs(retries), userSignal);
          retries++;
          continue;
        }
        throw error;
      }
      cleanup();
      let data: unknown = text;
      const contentType = response.headers.get('content-type') ?? '';
      if (spec.response === 'json' || /[/+]json\b/i.test(contentType)) {
        if (text === '') data = undefined;
        else {
          try {
            data = JSON.parse(text);
          } catch (cause) {
            throw new APIError({
              status: response.status,
              message: `Could not decode the answer as JSON: ${text.slice(0, 200)}`,
              requestId,
              headers: response.headers,
              body: text,
              rawBody: text,
              response,
              cause,
            });
          }
        }
      }
      if (transform) data = transform(data);
      if (spec.session && data && typeof data === 'object' && typeof (data as SessionTokens).access_token === 'string') {
        this.setSession(data as SessionTokens);
      }
      return { data: attachRequestId(data as T, requestId), response, requestId };
    }
  }

  /**
   * Renews the session once for every request that failed with `sentToken`; concurrent 401s share
   * one refresh, and a request whose token was already replaced just replays.
   */
  private async refreshOnce(sentToken: string | null): Promise<void> {
    const session = this._session;
    if (session.refreshing) return session.refreshing;
    if (sentToken !== session.accessToken) return; // another call already renewed it
    session.refreshing = this.refreshSession().finally(() => {
      session.refreshing = undefined;
    });
    return session.refreshing;
  }
}
