// The SDK runtime rules: the contract's root `x-sdk-runtime` block, checked and typed. Every SDK gets
// these values as a generated constants module; this file is the only reader of the block.
import { fail, type Json } from '../../openapi/lib/contract.ts';

export interface ErrorKind {
  /** A status, or `null` for the `5xx` range. */
  status: number | null;
  /** `5xx` style range when status is null: every status from `rangeFrom` to `rangeFrom + 99`. */
  rangeFrom?: number;
  /** Base name without a language suffix, e.g. `NotFound` (→ `NotFoundError`, `NotFoundException`). */
  name: string;
  /** The error body's `error.type` for this status. */
  type: string;
}

/** A failure without an error answer (connection, timeout, cancellation, decoding, arguments). */
export interface ClientErrorKind {
  /** Base name without a language suffix, e.g. `APITimeout` (→ `APITimeoutError`, `APITimeoutException`). */
  name: string;
  /** The kind this one specialises (e.g. APITimeout is an APIConnection), if any. */
  parent?: string;
  when: string;
}

export interface RuntimeRules {
  timeoutSeconds: number;
  /**
   * The longest wait between two chunks of a streamed or binary answer once its headers arrived; past it the
   * call fails with the timeout error kind (APITimeout), never retried once a chunk reached the caller.
   */
  idleTimeoutSeconds: number;
  maxRetries: number;
  retry: {
    statuses: number[];
    connectionErrors: boolean;
    timeouts: boolean;
    backoff: { initialSeconds: number; multiplier: number; maxSeconds: number; jitter: number };
    retryAfter: {
      /** Header names in the order they are read: `retry-after-ms` (milliseconds), `retry-after` (seconds or HTTP date). */
      sources: ('retry-after-ms' | 'retry-after')[];
      maxSeconds: number;
      /** What an SDK does when the server asks to wait longer than maxSeconds: fail at once. */
      aboveMax: 'fail';
    };
  };
  idempotency: {
    header: string;
    key: 'uuid4';
    /** A caller's key on an operation without the header: refused before sending (InvalidArgument). */
    elsewhere: 'refuse';
  };
  session: {
    schema: string;
    refresh: { onStatus: number; operation: string; body: Record<string, string> };
  };
  requestIdHeader: string;
  userAgent: { header: string; browserHeader: string; format: string };
  environment: { baseUrl: string; accessToken: string; apiKey: string; timeout: string; maxRetries: string; log: string };
  log: {
    levels: string[];
    fields: string[];
    /** One log line per attempt: `{level}` and every field as `{field}` placeholders. */
    format: string;
    redactHeaders: string[];
    /** What a redacted header value is replaced by. */
    redacted: string;
  };
  errors: ErrorKind[];
  clientErrors: ClientErrorKind[];
}

function num(v: unknown, where: string, { min = 0, integer = false } = {}): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || (integer && !Number.isInteger(v))) {
    fail(`x-sdk-runtime.${where} must be ${integer ? 'an integer' : 'a number'} >= ${min}, got ${JSON.stringify(v)}`);
  }
  return v;
}

function str(v: unknown, where: string): string {
  if (typeof v !== 'string' || !v) fail(`x-sdk-runtime.${where} must be a non-empty string`);
  return v;
}

function strings(v: unknown, where: string): string[] {
  if (!Array.isArray(v) || v.some((s) => typeof s !== 'string' || !s)) fail(`x-sdk-runtime.${where} must be a list of strings`);
  return v as string[];
}

function bool(v: unknown, where: string): boolean {
  if (typeof v !== 'boolean') fail(`x-sdk-runtime.${where} must be true or false`);
  return v;
}

export function readRuntimeRules(doc: Json): RuntimeRules {
  const r = doc['x-sdk-runtime'] ?? fail('the root x-sdk-runtime block (the SDK runtime rules) is missing');
  const retry = r.retry ?? fail('x-sdk-runtime.retry is missing');
  const backoff = retry.backoff ?? fail('x-sdk-runtime.retry.backoff is missing');
  const ra = retry.retry_after ?? fail('x-sdk-runtime.retry.retry_after is missing');
  const sources = strings(ra.sources, 'retry.retry_after.sources');
  for (const s of sources) if (s !== 'retry-after-ms' && s !== 'retry-after') fail(`x-sdk-runtime.retry.retry_after.sources: unknown header ${s}`);
  if (ra.above_max !== 'fail') fail('x-sdk-runtime.retry.retry_after.above_max: only `fail` is implemented by the SDKs');
  const statuses = (retry.statuses ?? fail('x-sdk-runtime.retry.statuses is missing')) as unknown[];
  statuses.forEach((s, i) => num(s, `retry.statuses[${i}]`, { min: 100, integer: true }));
  const jitter = num(backoff.jitter, 'retry.backoff.jitter');
  if (jitter >= 1) fail('x-sdk-runtime.retry.backoff.jitter must be below 1');
  const idem = r.idempotency ?? fail('x-sdk-runtime.idempotency is missing');
  if (idem.key !== 'uuid4') fail('x-sdk-runtime.idempotency.key: only uuid4 is implemented by the SDKs');
  if (idem.elsewhere !== 'refuse') fail('x-sdk-runtime.idempotency.elsewhere: only `refuse` is implemented by the SDKs');
  const session = r.session ?? fail('x-sdk-runtime.session is missing');
  const refresh = session.refresh ?? fail('x-sdk-runtime.session.refresh is missing');
  const ua = r.user_agent ?? fail('x-sdk-runtime.user_agent is missing');
  const format = str(ua.format, 'user_agent.format');
  for (const placeholder of format.match(/\{[^}]*\}/g) ?? []) {
    if (!['{language}', '{version}', '{runtime}', '{runtime_version}', '{os}'].includes(placeholder)) {
      fail(`x-sdk-runtime.user_agent.format: unknown placeholder ${placeholder}`);
    }
  }
  const env = r.environment ?? fail('x-sdk-runtime.environment is missing');
  const log = r.log ?? fail('x-sdk-runtime.log is missing');
  const errors: ErrorKind[] = ((r.errors ?? fail('x-sdk-runtime.errors is missing')) as Json[]).map((e, i) => {
    const name = str(e.name, `errors[${i}].name`);
    if (!/^[A-Z][A-Za-z]+$/.test(name)) fail(`x-sdk-runtime.errors[${i}].name must be PascalCase`);
    const type = str(e.type, `errors[${i}].type`);
    if (typeof e.status === 'string' && /^[1-5]xx$/.test(e.status)) return { status: null, rangeFrom: Number(e.status[0]) * 100, name, type };
    return { status: num(e.status, `errors[${i}].status`, { min: 400, integer: true }), name, type };
  });
  const fields = strings(log.fields, 'log.fields');
  const logFormat = str(log.format, 'log.format');
  for (const placeholder of logFormat.match(/\{[^}]*\}/g) ?? []) {
    if (placeholder !== '{level}' && !fields.includes(placeholder.slice(1, -1))) fail(`x-sdk-runtime.log.format: ${placeholder} is not a log field`);
  }
  for (const field of fields) if (!logFormat.includes(`{${field}}`)) fail(`x-sdk-runtime.log.format does not show the field ${field}`);
  const clientErrors: ClientErrorKind[] = ((r.client_errors ?? fail('x-sdk-runtime.client_errors is missing')) as Json[]).map((e, i) => {
    const name = str(e.name, `client_errors[${i}].name`);
    if (!/^[A-Z][A-Za-z]+$/.test(name)) fail(`x-sdk-runtime.client_errors[${i}].name must be PascalCase`);
    const kind: ClientErrorKind = { name, when: str(e.when, `client_errors[${i}].when`) };
    if (e.parent !== undefined) kind.parent = str(e.parent, `client_errors[${i}].parent`);
    return kind;
  });
  for (const kind of clientErrors) {
    if (kind.parent && !clientErrors.some((k) => k.name === kind.parent)) fail(`x-sdk-runtime.client_errors: ${kind.name}'s parent ${kind.parent} is not a client error`);
  }
  const allNames = [...errors.map((e) => e.name), ...clientErrors.map((e) => e.name)];
  if (new Set(allNames).size !== allNames.length) fail('x-sdk-runtime: error kind names must be unique across errors and client_errors');
  return {
    timeoutSeconds: num(r.timeout_seconds, 'timeout_seconds', { min: 0.001 }),
    idleTimeoutSeconds: num(r.idle_timeout_seconds, 'idle_timeout_seconds', { min: 0.001 }),
    maxRetries: num(r.max_retries, 'max_retries', { integer: true }),
    retry: {
      statuses: statuses as number[],
      connectionErrors: bool(retry.connection_errors, 'retry.connection_errors'),
      timeouts: bool(retry.timeouts, 'retry.timeouts'),
      backoff: {
        initialSeconds: num(backoff.initial_seconds, 'retry.backoff.initial_seconds'),
        multiplier: num(backoff.multiplier, 'retry.backoff.multiplier', { min: 1 }),
        maxSeconds: num(backoff.max_seconds, 'retry.backoff.max_seconds'),
        jitter,
      },
      retryAfter: { sources: sources as ('retry-after-ms' | 'retry-after')[], maxSeconds: num(ra.max_seconds, 'retry.retry_after.max_seconds'), aboveMax: 'fail' },
    },
    idempotency: { header: str(idem.header, 'idempotency.header'), key: 'uuid4', elsewhere: 'refuse' },
    session: {
      schema: str(session.schema, 'session.schema'),
      refresh: {
        onStatus: num(refresh.on_status, 'session.refresh.on_status', { min: 400, integer: true }),
        operation: str(refresh.operation, 'session.refresh.operation'),
        body: Object.fromEntries(Object.entries<Json>(refresh.body ?? {}).map(([k, v]) => [k, str(v, `session.refresh.body.${k}`)])),
      },
    },
    requestIdHeader: str(r.request_id_header, 'request_id_header'),
    userAgent: { header: str(ua.header, 'user_agent.header'), browserHeader: str(ua.browser_header, 'user_agent.browser_header'), format },
    environment: {
      baseUrl: str(env.base_url, 'environment.base_url'),
      accessToken: str(env.access_token, 'environment.access_token'),
      apiKey: str(env.api_key, 'environment.api_key'),
      timeout: str(env.timeout, 'environment.timeout'),
      maxRetries: str(env.max_retries, 'environment.max_retries'),
      log: str(env.log, 'environment.log'),
    },
    log: {
      levels: strings(log.levels, 'log.levels'),
      fields,
      format: logFormat,
      redactHeaders: strings(log.redact_headers, 'log.redact_headers'),
      redacted: str(log.redacted, 'log.redacted'),
    },
    errors,
    clientErrors,
  };
}

/** The error kind for an HTTP status, or undefined for a status without its own type. */
export function errorKindFor(rules: RuntimeRules, status: number): ErrorKind | undefined {
  return (
    rules.errors.find((e) => e.status === status) ??
    rules.errors.find((e) => e.status === null && status >= e.rangeFrom! && status < e.rangeFrom! + 100)
  );
}
