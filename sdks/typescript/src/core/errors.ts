// Hand-written. The roots of the SDK's errors. Every failure the SDK throws is an OrbitError; the kinds
// (one class each, e.g. NotFoundError, APITimeoutError) are generated from the runtime rules into
// src/generated/errors.ts.

export interface ErrorDetails {
  status?: number | undefined;
  code?: string | undefined;
  type?: string | undefined;
  param?: string | undefined;
  requestId?: string | null | undefined;
  headers?: Headers | undefined;
  body?: unknown;
  rawBody?: string | undefined;
  response?: Response | undefined;
  /** The failure underneath (e.g. fetch's TypeError), kept as the standard `cause`. */
  cause?: unknown;
}

/** Base class of every error the SDK throws. */
export class OrbitError extends Error {
  override readonly name: string = 'OrbitError';
  /** The error kind of the runtime rules (`NotFound`, `APITimeout`, `InvalidArgument` …; `APIError` for an answer without a kind of its own). */
  readonly kind: string = 'OrbitError';
  /** HTTP status of the error answer; undefined when no answer came. */
  readonly status: number | undefined;
  /** Stable machine-readable reason of an error answer, e.g. `order_not_deletable` (`error.code`). */
  readonly code: string | undefined;
  /** Error category of an error answer, e.g. `conflict_error` (`error.type`). */
  readonly type: string | undefined;
  /** The parameter at fault: named by the service, or by the SDK for an argument it refused. */
  readonly param: string | undefined;
  /** The answer's request id (quote it to support); null when there is none. */
  readonly requestId: string | null;
  /** The answer's headers. */
  readonly headers: Headers | undefined;
  /** The answer's body, decoded when it is JSON, else its text. */
  readonly body: unknown;
  /** The answer's body as received. */
  readonly rawBody: string | undefined;
  /** The fetch Response (its body already read into `body` and `rawBody`). */
  readonly response: Response | undefined;

  constructor(message: string, details: ErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = details.status;
    this.code = details.code;
    this.type = details.type;
    this.param = details.param;
    this.requestId = details.requestId ?? null;
    this.headers = details.headers;
    this.body = details.body;
    this.rawBody = details.rawBody;
    this.response = details.response;
  }
}

/** An error answer of the service. Its subclasses are the kinds of the runtime rules, chosen by status. */
export class APIError extends OrbitError {
  override readonly name: string = 'APIError';
  override readonly kind: string = 'APIError';
  declare readonly status: number;
}
