// Hand-written. BaseClient: the request core every generated method calls with its operation. It checks
// the arguments, builds the request, sends it with a timeout per attempt, retries, keeps the idempotency
// key across retries, renews the session once, logs, and turns every failure into an OrbitError. Every
// number, status, header and variable name of the rules comes from src/generated/constants.ts.
import {
  AUTHORIZATION_HEADER,
  AUTHORIZATION_SCHEME,
  DEFAULT_BASE_URL,
  ENV_ACCESS_TOKEN,
  ENV_API_KEY,
  ENV_BASE_URL,
  ENV_LOG,
  ENV_MAX_RETRIES,
  ENV_TIMEOUT,
  IDEMPOTENCY_ELSEWHERE,
  IDLE_TIMEOUT_SECONDS,
  IDEMPOTENCY_HEADER,
  MAX_RETRIES,
  REQUEST_ID_HEADER,
  RETRY_AFTER_ABOVE_MAX,
  RETRY_CONNECTION_ERRORS,
  RETRY_TIMEOUTS,
  SESSION_REFRESH_ON_STATUS,
  TIMEOUT_SECONDS,
} from '../generated/constants';
import {
  APIConnectionError,
  APIResponseValidationError,
  APITimeoutError,
  APIUserAbortError,
  errorClassForStatus,
  InvalidArgumentError,
} from '../generated/errors';
import { APIPromise, type APIResponseProps } from './api-promise';
import { answerDetails, checkAnswer } from './answers';
import { prepareRequest } from './arguments';
import { BinaryResponse } from './binary';
import { type APIError, OrbitError } from './errors';
import { watchedBody } from './idle';
import { type Logger, type LogLevel, RequestLog } from './log';
import type { OperationSpec, SchemaSpec } from './operation';
import { environmentProxy } from './node-runtime';
import { clientHeader, detectRuntime, readEnv } from './platform';
import type { RequestOptions } from './request-options';
import { aboveMax, backoffMs, isRetryableStatus, serverWaitMs } from './retry';
import { Stream } from './streaming';
import type { Form } from './uploads';
import { uuid4 } from './uuid';

/** The tokens of a login session, as the login operations answer them. */
export interface SessionTokens {
  access_token: string;
  refresh_token?: string;
  [key: string]: unknown;
}

export interface ClientOptions {
  /** Base address of the service, without a trailing slash. Default: the base URL variable, else the contract's server. */
  baseURL?: string | null | undefined;
  /** Login token (`access_token` of a session). Default: the access token variable. Login calls set it. */
  accessToken?: string | null | undefined;
  /** Refresh token of the session, used to renew the login token. Login calls set it. */
  refreshToken?: string | null | undefined;
  /** Developer API key for the `/api/v1/*` generation operations. Default: the API key variable. */
  apiKey?: string | null | undefined;
  /** Time limit of each attempt in milliseconds. Default: the timeout variable (seconds), else the rules' timeout. */
  timeout?: number | undefined;
  /** Longest wait for the next chunk of a streamed or binary answer, in milliseconds. Default: the rules' idle timeout. */
  idleTimeout?: number | undefined;
  /** Automatic retries after the first attempt; 0 turns them off. Default: the retries variable, else the rules'. */
  maxRetries?: number | undefined;
  /** Renew the session once and replay a login-token call the service refused as unauthenticated. Default: true. */
  autoRefresh?: boolean | undefined;
  /** Headers sent with every request; a `null` value removes a header the SDK would send. */
  defaultHeaders?: Record<string, string | null | undefined> | undefined;
  /** `off` (default), `info` (one line per attempt) or `debug` (also the request headers, redacted). Default: the log variable. */
  logLevel?: LogLevel | undefined;
  /** Where log lines go: `{ info(line), debug(line) }`, e.g. `console`. Default: standard error. */
  logger?: Logger | undefined;
  /**
   * A fetch implementation (default: the global fetch; on Node.js with a proxy variable set, one that honours
   * HTTPS_PROXY, HTTP_PROXY and NO_PROXY). A fetch you pass uses its own network settings.
   */
  fetch?: typeof fetch | undefined;
  /** Called whenever the client stores new session tokens (after a login or a renewal); persist them here. */
  onSession?: ((session: SessionTokens) => void) | undefined;
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

function invalid(param: string, problem: string): never {
  throw new InvalidArgumentError(`${param} ${problem}`, { param });
}

function envNumber(name: string, integer: boolean): number | undefined {
  const raw = readEnv(name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (integer && !Number.isInteger(value))) {
    invalid(name, `must be a non-negative ${integer ? 'integer' : 'number'}, got ${JSON.stringify(raw)}`);
  }
  return value;
}

function checkRetries(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) invalid(where, `must be a non-negative integer, got ${String(value)}`);
  return value;
}

/** An absolute http(s) URL, or InvalidArgumentError: every call's address is built on it (never a bare TypeError there). */
function checkBaseURL(url: string, where: string): string {
  try {
    if (/^https?:$/.test(new URL(url).protocol)) return url;
  } catch {
    // not a URL at all
  }
  invalid(where, `must be an absolute http:// or https:// URL, got ${JSON.stringify(url)}`);
}

function checkTimeout(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) invalid(where, `must be a positive number of milliseconds, got ${String(value)}`);
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

/** Waits `ms`; a user abort ends the wait at once with APIUserAbortError. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new APIUserAbortError('The call was aborted.'));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new APIUserAbortError('The call was aborted.'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A call about to send its body again (a retry, a replay) whose body holds a stream, which cannot be re-read, throws its error as it is. */
function notAgain(form: Form | undefined, error: OrbitError): void {
  if (form?.once) {
    error.message += " Not retried: the body's stream cannot be re-read.";
    throw error;
  }
}

/** The error of an error answer: its kind by status, with the body's `error` fields. */
export function errorFromAnswer(response: Response, rawBody: string): APIError {
  let body: unknown = rawBody;
  try {
    body = rawBody ? JSON.parse(rawBody) : undefined;
  } catch {
    // not JSON: keep the text
  }
  const detail = (body as { error?: unknown } | undefined)?.error;
  const e = (detail && typeof detail === 'object' ? detail : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const status = response.status;
  const message = text(e['message']) ?? `${status} ${response.statusText || 'status code'}${typeof body === 'string' && body ? `: ${body.slice(0, 200)}` : ''}`;
  const Kind = errorClassForStatus(status);
  return new Kind(message, {
    status,
    code: text(e['code']),
    type: text(e['type']),
    param: text(e['param']),
    requestId: response.headers.get(REQUEST_ID_HEADER) ?? text(e['request_id']) ?? null,
    headers: response.headers,
    body,
    rawBody,
    response,
  });
}

function attachRequestId<T>(data: T, requestId: string | null): T {
  if (data !== null && typeof data === 'object' && !Object.isFrozen(data)) {
    Object.defineProperty(data, '_requestId', { value: requestId, enumerable: false, configurable: true, writable: true });
  }
  return data;
}

/** Where a request goes: the absolute URL for fetch and its path for the log, for the client's base URL. */
interface Address {
  base: string;
  href: string;
  pathname: string;
}

/** The options of a call made without any (shared: the core only reads them). */
const NO_OPTIONS: RequestOptions = Object.freeze({});

export abstract class BaseClient {
  readonly baseURL: string;
  /** Time limit of each attempt, in milliseconds. */
  readonly timeout: number;
  /** Longest wait for the next chunk of a streamed or binary answer, in milliseconds. */
  readonly idleTimeout: number;
  readonly maxRetries: number;
  readonly autoRefresh: boolean;
  readonly apiKey: string | null;
  protected readonly _options: ClientOptions;
  protected readonly _session: SessionState;
  private readonly schemas: Readonly<Record<string, SchemaSpec>>;
  private readonly fetchImpl: typeof fetch;
  private readonly telemetry: [string, string];
  private readonly log: RequestLog;
  /** The addresses of the paths without parameters called so far. */
  private readonly addresses = new Map<string, Address>();

  constructor(options: ClientOptions, schemas: Readonly<Record<string, SchemaSpec>>, session?: SessionState) {
    this._options = { ...options };
    this.schemas = schemas;
    this.baseURL = checkBaseURL((options.baseURL ?? readEnv(ENV_BASE_URL) ?? DEFAULT_BASE_URL).replace(/\/+$/, ''), options.baseURL != null ? 'baseURL' : ENV_BASE_URL);
    const envTimeout = envNumber(ENV_TIMEOUT, false);
    this.timeout = checkTimeout(options.timeout ?? (envTimeout !== undefined ? envTimeout * 1000 : TIMEOUT_SECONDS * 1000), 'timeout');
    this.idleTimeout = checkTimeout(options.idleTimeout ?? IDLE_TIMEOUT_SECONDS * 1000, 'idleTimeout');
    this.maxRetries = checkRetries(options.maxRetries ?? envNumber(ENV_MAX_RETRIES, true) ?? MAX_RETRIES, 'maxRetries');
    this.autoRefresh = options.autoRefresh ?? true;
    this.apiKey = options.apiKey !== undefined ? options.apiKey : (readEnv(ENV_API_KEY) ?? null);
    this._session =
      session ?? new SessionState(options.accessToken !== undefined ? options.accessToken : (readEnv(ENV_ACCESS_TOKEN) ?? null), options.refreshToken ?? null);
    this.log = new RequestLog(options.logLevel, options.logger, readEnv(ENV_LOG));
    const runtime = detectRuntime();
    const f = options.fetch ?? environmentProxy(runtime.runtime) ?? (globalThis as { fetch?: typeof fetch }).fetch;
    if (!f) invalid('fetch', 'is needed: this runtime has no global fetch (Node.js 18+ and browsers have one)');
    this.fetchImpl = f;
    this.telemetry = clientHeader(runtime);
  }

  /** The current login token (set by the login operations and by renewal). */
  get accessToken(): string | null {
    return this._session.accessToken;
  }

  /** The current refresh token. */
  get refreshToken(): string | null {
    return this._session.refreshToken;
  }

  /** The log level in effect (`logLevel`, else the log variable, else `off`). */
  get logLevel(): LogLevel {
    return this.log.level;
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

  /** The value of the telemetry header the client sends. */
  get userAgent(): string {
    return this.telemetry[1];
  }

  /** Renews the session with `refreshToken` and stores the new one (the generated client knows the operation). */
  protected abstract refreshSession(refreshToken: string): Promise<unknown>;

  /** Calls an operation; every generated method comes through here. */
  request<T>(spec: OperationSpec, params: unknown, options?: RequestOptions, transform?: (data: unknown) => unknown): APIPromise<T> {
    return new APIPromise<T>(this.execute<T>(spec, params, options ?? NO_OPTIONS, transform));
  }

  private async execute<T>(spec: OperationSpec, params: unknown, options: RequestOptions, transform: ((data: unknown) => unknown) | undefined): Promise<APIResponseProps<T>> {
    const maxRetries = options.maxRetries === undefined ? this.maxRetries : checkRetries(options.maxRetries, 'maxRetries');
    const timeout = options.timeout === undefined ? this.timeout : checkTimeout(options.timeout, 'timeout');
    const autoRefresh = options.autoRefresh ?? this.autoRefresh;
    if (options.idempotencyKey !== undefined) {
      if (typeof options.idempotencyKey !== 'string' || !options.idempotencyKey) invalid('idempotencyKey', 'must be a non-empty string');
      // Never dropped silently: only the money-moving operations send one.
      if (!spec.idempotent && IDEMPOTENCY_ELSEWHERE === 'refuse') invalid('idempotencyKey', `is not taken by ${spec.id}: only money-moving operations send an ${IDEMPOTENCY_HEADER}`);
    }
    if (options.apiKey !== undefined) {
      if (typeof options.apiKey !== 'string' || !options.apiKey) invalid('apiKey', 'must be a non-empty string');
      if (spec.auth !== 'apiKey') invalid('apiKey', `is not taken by ${spec.id}: it does not authenticate with the API key`);
    }
    const parts = prepareRequest(spec, params, this.schemas);
    if (options.body !== undefined) {
      if (!parts.body) invalid('body', `is not taken by ${spec.id}: it sends no body`);
      if (typeof options.body !== 'object' || options.body === null || Array.isArray(options.body)) invalid('body', 'must be an object of extra body fields');
      Object.assign(parts.body, options.body);
    }
    const streaming = spec.stream !== undefined && parts.body?.[spec.stream.param] === true;
    // Never dropped silently: only an answer read as it arrives waits for chunks.
    const read = streaming || spec.response === 'binary';
    if (options.idleTimeout !== undefined && !read) invalid('idleTimeout', `is not taken by this call of ${spec.id}: its answer is read whole`);
    const idleTimeout = options.idleTimeout === undefined ? this.idleTimeout : checkTimeout(options.idleTimeout, 'idleTimeout');
    const { href, pathname } = this.address(parts.path, parts.path === spec.path, parts.query, options.query);
    const form = spec.multipart?.(parts.body!);
    const body = form ? undefined : parts.body && JSON.stringify(parts.body);
    const contentType = form ? form.type : body !== undefined ? 'application/json' : undefined;
    const accept = streaming ? spec.stream!.accept : (spec.accept ?? 'application/json');

    // The headers of every attempt but the credential. Without extra headers of any kind (the usual
    // call) they are a fixed few, set in the order and spelling the general case gives them.
    let headers: HeaderBag | undefined;
    const defaultHeaders = this._options.defaultHeaders;
    if (parts.headers.length !== 0 || spec.idempotent || defaultHeaders !== undefined || options.headers !== undefined) {
      headers = new HeaderBag();
      headers.set('Accept', accept);
      if (contentType) headers.set('Content-Type', contentType);
      headers.set(this.telemetry[0], this.telemetry[1]);
      for (const [name, value] of parts.headers) headers.set(name, value);
      // One key per call, made once, so that every retry of the call carries the same key.
      if (spec.idempotent) headers.set(IDEMPOTENCY_HEADER, options.idempotencyKey ?? uuid4());
      headers.merge(defaultHeaders);
      headers.merge(options.headers);
    }
    const callerAuthorization = headers !== undefined && headers.get(AUTHORIZATION_HEADER) !== undefined;
    // A money-moving call whose caller removed the key is sent once: a retry could move money twice.
    const mayRetry = !spec.idempotent || headers!.get(IDEMPOTENCY_HEADER) !== undefined;
    const signal = options.signal;
    const log = this.log;

    let attempt = 0;
    let retries = 0;
    let renewed = false;
    for (;;) {
      attempt++;
      let sentToken: string | null = null;
      let authorization: string | null = null;
      if (!callerAuthorization) {
        const credential = spec.auth === 'loginToken' ? this._session.accessToken : spec.auth === 'apiKey' ? (options.apiKey ?? this.apiKey) : null;
        if (spec.auth === 'loginToken') sentToken = credential;
        if (credential) authorization = `${AUTHORIZATION_SCHEME} ${credential}`;
      }
      let sent: Record<string, string>;
      if (headers === undefined) {
        sent = {};
        sent['Accept'] = accept;
        if (contentType) sent['Content-Type'] = contentType;
        sent[this.telemetry[0]] = this.telemetry[1];
        if (authorization !== null) sent[AUTHORIZATION_HEADER] = authorization;
      } else {
        if (!callerAuthorization) headers.set(AUTHORIZATION_HEADER, authorization);
        sent = headers.toObject();
      }
      if (log.debug) log.headers(spec.method, pathname, attempt, sent);
      const started = log.info ? Date.now() : 0;

      // One attempt: the answer, with its body read for JSON, text and error answers, within `timeout`.
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeout);
      const onAbort = signal && (() => controller.abort());
      if (signal) {
        if (signal.aborted) controller.abort();
        signal.addEventListener('abort', onAbort!, { once: true });
      }
      let response: Response;
      let text: string | undefined;
      let answerBody: ReadableStream<Uint8Array> | null = null;
      // A fresh multipart body for each attempt (a file that cannot be read is refused here, before sending).
      const payload = form ? await form.open() : body;
      try {
        // Called without a receiver: a browser's fetch called on another object throws.
        const send = this.fetchImpl;
        // A streamed body needs `duplex: 'half'` (fetch sends it while the answer may already arrive).
        response = await send(href, { method: spec.method, headers: sent, body: payload, signal: controller.signal, duplex: form && 'half' } as RequestInit);
        if (response.ok && read) {
          // The timeout covers the wait for the answer to start, the idle timeout each wait for a chunk
          // after it, the first within this attempt; the caller's signal still closes it.
          clearTimeout(timer);
          if (response.body) answerBody = await watchedBody(response.body, idleTimeout, controller);
        } else {
          text = await response.text();
          clearTimeout(timer);
          if (signal) signal.removeEventListener('abort', onAbort!);
        }
      } catch (cause) {
        clearTimeout(timer);
        if (signal) signal.removeEventListener('abort', onAbort!);
        const error: OrbitError = cause instanceof OrbitError
          ? cause
          : signal?.aborted
          ? new APIUserAbortError('The call was aborted.', { cause })
          : timedOut
            ? new APITimeoutError(`No answer within the timeout of ${timeout} ms.`, { cause })
            : new APIConnectionError(`Connection error: ${(cause as Error)?.message ?? String(cause)}`, { cause });
        if (log.info) {
          const status = error instanceof APITimeoutError ? 'timeout' : error instanceof APIUserAbortError ? 'aborted' : 'connection_error';
          log.attempt(spec.method, pathname, status, attempt, null, Date.now() - started);
        }
        const retryable = error instanceof APITimeoutError ? RETRY_TIMEOUTS : error instanceof APIConnectionError && RETRY_CONNECTION_ERRORS;
        if (retryable && mayRetry && retries < maxRetries) {
          notAgain(form, error);
          await sleep(backoffMs(retries), signal);
          retries++;
          continue;
        }
        throw error;
      }
      const requestId = response.headers.get(REQUEST_ID_HEADER);
      if (log.info) log.attempt(spec.method, pathname, response.status, attempt, requestId, Date.now() - started);

      if (!response.ok) {
        const error = errorFromAnswer(response, text ?? '');
        if (isRetryableStatus(response.status) && mayRetry && retries < maxRetries) {
          const wait = serverWaitMs(response.headers);
          // Above the cap the call fails at once with this answer's error (its headers carry the wait).
          if (!(wait !== undefined && aboveMax(wait) && RETRY_AFTER_ABOVE_MAX === 'fail')) {
            notAgain(form, error);
            await sleep(wait ?? backoffMs(retries), signal);
            retries++;
            continue;
          }
        }
        if (
          response.status === SESSION_REFRESH_ON_STATUS &&
          spec.auth === 'loginToken' &&
          autoRefresh &&
          !renewed &&
          !callerAuthorization &&
          this._session.refreshToken
        ) {
          renewed = true;
          notAgain(form, error);
          try {
            await this.renewOnce(sentToken);
          } catch (renewal) {
            Object.defineProperty(error, 'cause', { value: renewal, enumerable: false, configurable: true, writable: true });
            throw error;
          }
          continue; // the replay is not a retry
        }
        throw error;
      }
      return { data: this.decode<T>(spec, response, text ?? answerBody, controller, streaming, transform, requestId), response, requestId };
    }
  }

  /**
   * The absolute URL of a request and its path (for the log). A path without parameters is parsed once
   * per client; a query (the operation's or the caller's) is added to a copy.
   */
  private address(path: string, fixed: boolean, query: readonly [string, string][], extra: RequestOptions['query']): Address {
    const base = this.baseURL;
    let address = fixed ? this.addresses.get(path) : undefined;
    if (address === undefined || address.base !== base) {
      const url = new URL(base + path);
      address = { base, href: url.href, pathname: url.pathname };
      if (fixed) this.addresses.set(path, address);
    }
    if (query.length === 0 && extra === undefined) return address;
    const url = new URL(address.href);
    for (const [name, value] of query) url.searchParams.append(name, value);
    for (const [name, value] of Object.entries(extra ?? {})) if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    return { base, href: url.href, pathname: url.pathname };
  }

  private decode<T>(
    spec: OperationSpec,
    response: Response,
    /** The text of a JSON or text answer; the body, as read, of a streamed or binary one. */
    text: string | ReadableStream<Uint8Array> | null | undefined,
    controller: AbortController,
    streaming: boolean,
    transform: ((data: unknown) => unknown) | undefined,
    requestId: string | null,
  ): T {
    if (typeof text !== 'string' && text !== undefined) return (streaming ? new Stream<unknown>(response, controller, spec.stream!.done, spec.stream!.chunk, text) : new BinaryResponse(response, text)) as T;
    if (spec.response === 'text') return text as T;
    let data: unknown;
    if (!spec.response) {
      try {
        data = text ? JSON.parse(text) : undefined;
      } catch (cause) {
        throw new APIResponseValidationError(`The answer is not JSON: ${text!.slice(0, 200)}`, answerDetails(response, requestId, text, text, cause));
      }
      if (spec.result) checkAnswer(data, spec.result, response, requestId, text);
    }
    if (transform) data = transform(data);
    if (spec.session && data && typeof data === 'object' && typeof (data as SessionTokens).access_token === 'string') this.setSession(data as SessionTokens);
    return attachRequestId(data as T, requestId);
  }

  /**
   * Renews the session once for every call that failed with `sentToken`: concurrent failures share one
   * renewal, and a call whose token was already replaced just replays.
   */
  private async renewOnce(sentToken: string | null): Promise<void> {
    const session = this._session;
    if (session.refreshing) return session.refreshing;
    if (sentToken !== session.accessToken) return;
    session.refreshing = this.refreshSession(session.refreshToken!)
      .then(() => undefined)
      .finally(() => {
        session.refreshing = undefined;
      });
    return session.refreshing;
  }
}
