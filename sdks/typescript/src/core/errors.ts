// Hand-written. The SDK's error types: one class per kind of failure, all extending OrbitError.

/** Base class of every error the SDK throws. */
export class OrbitError extends Error {
  override readonly name: string = 'OrbitError';
}

/** The `error` object of the service's error bodies. */
export interface ErrorObject {
  type?: string;
  code?: string;
  message?: string;
  param?: string;
  request_id?: string;
}

export interface APIErrorInit {
  status?: number | undefined;
  message?: string | undefined;
  code?: string | undefined;
  type?: string | undefined;
  param?: string | undefined;
  requestId?: string | null | undefined;
  headers?: Headers | undefined;
  body?: unknown;
  rawBody?: string | undefined;
  response?: Response | undefined;
  cause?: unknown;
}

/**
 * An error answer of the service (or, for its subclasses APIConnectionError and APITimeoutError,
 * no answer at all).
 */
export class APIError extends OrbitError {
  override readonly name: string = 'APIError';
  /** HTTP status; `undefined` when no response arrived. */
  readonly status: number | undefined;
  /** Stable machine-readable reason, e.g. `order_not_deletable` (`error.code` of the body). */
  readonly code: string | undefined;
  /** Error category, e.g. `conflict_error` (`error.type` of the body). */
  readonly type: string | undefined;
  /** The request field at fault, when the service names one. */
  readonly param: string | undefined;
  /** The `X-Request-Id` of the failed request (or `error.request_id` of the body); quote it to support. */
  readonly requestId: string | null;
  /** Response headers. */
  readonly headers: Headers | undefined;
  /** The decoded response body (JSON value, or text when it was not JSON). */
  readonly body: unknown;
  /** The raw response body text. */
  readonly rawBody: string | undefined;
  /** The raw fetch Response (its body has already been read into `body`/`rawBody`). */
  readonly response: Response | undefined;

  constructor(init: APIErrorInit = {}) {
    super(init.message ?? (init.status ? `${init.status} status code` : 'request failed'), init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.type = init.type;
    this.param = init.param;
    this.requestId = init.requestId ?? null;
    this.headers = init.headers;
    this.body = init.body;
    this.rawBody = init.rawBody;
    this.response = init.response;
  }

  /** Builds the error subclass that fits `status` from an error answer. */
  static fromResponse(response: Response, rawBody: string): APIError {
    const status = response.status;
    let body: unknown = rawBody;
    try {
      body = rawBody ? JSON.parse(rawBody) : undefined;
    } catch {
      // not JSON: keep the text
    }
    const error: ErrorObject =
      body && typeof body === 'object' && 'error' in body && body.error && typeof body.error === 'object'
        ? (body.error as ErrorObject)
        : {};
    const requestId = response.headers.get('x-request-id') ?? error.request_id ?? null;
    const message =
      typeof error.message === 'string'
        ? error.message
        : `${status} ${response.statusText || 'status code'}${typeof body === 'string' && body ? `: ${body.slice(0, 200)}` : ''}`;
    const Kind = errorClassForStatus(status);
    return new Kind({
      status,
      message,
      code: error.code,
      type: error.type,
      param: error.param,
      requestId,
      headers: response.headers,
      body,
      rawBody,
      response,
    });
  }
}

/** 400: validation failed (`invalid_request_error`). */
export class BadRequestError extends APIError {
  override readonly name: string = 'BadRequestError';
}
/** 401: missing, expired or invalid credential, or a failed login (`authentication_error`). */
export class AuthenticationError extends APIError {
  override readonly name: string = 'AuthenticationError';
}
/** 402: insufficient balance or credits (`payment_required_error`). */
export class PaymentRequiredError extends APIError {
  override readonly name: string = 'PaymentRequiredError';
}
/** 403: authenticated but not allowed (`permission_error`). */
export class PermissionDeniedError extends APIError {
  override readonly name: string = 'PermissionDeniedError';
}
/** 404: the resource does not exist or belongs to another user (`not_found_error`). */
export class NotFoundError extends APIError {
  override readonly name: string = 'NotFoundError';
}
/** 409: state conflict or idempotency key conflict (`conflict_error`). */
export class ConflictError extends APIError {
  override readonly name: string = 'ConflictError';
}
/** 429: rate limited (`rate_limit_error`); see `headers.get('retry-after')`. */
export class RateLimitError extends APIError {
  override readonly name: string = 'RateLimitError';
}
/** 5xx: failure on the service's side (`api_error`). */
export class InternalServerError extends APIError {
  override readonly name: string = 'InternalServerError';
}
/** No response: the connection failed or was dropped. `status` is undefined. */
export class APIConnectionError extends APIError {
  override readonly name: string = 'APIConnectionError';
  constructor(init: { message?: string; cause?: unknown } = {}) {
    super({ message: init.message ?? 'Connection error.', cause: init.cause });
  }
}
/** No response within the timeout. `status` is undefined. */
export class APITimeoutError extends APIConnectionError {
  override readonly name: string = 'APITimeoutError';
  constructor(init: { message?: string; cause?: unknown } = {}) {
    super({ message: init.message ?? 'Request timed out.', cause: init.cause });
  }
}
/** The caller aborted the request through its `signal`. */
export class APIUserAbortError extends APIError {
  override readonly name: string = 'APIUserAbortError';
  constructor(init: { message?: string; cause?: unknown } = {}) {
    super({ message: init.message ?? 'Request was aborted.', cause: init.cause });
  }
}

export function errorClassForStatus(status: number): typeof APIError {
  switch (status) {
    case 400:
      return BadRequestError;
    case 401:
      return AuthenticationError;
    case 402:
      return PaymentRequiredError;
    case 403:
      return PermissionDeniedError;
    case 404:
      return NotFoundError;
    case 409:
      return ConflictError;
    case 429:
      return RateLimitError;
    default:
      return status >= 500 ? InternalServerError : APIError;
  }
}
