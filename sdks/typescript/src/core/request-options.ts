// Hand-written. Options a single call can override.

export interface RequestOptions {
  /** Timeout of each attempt in milliseconds (overrides the client's `timeout`). */
  timeout?: number;
  /** Automatic retries for this call (overrides the client's `maxRetries`; 0 disables). */
  maxRetries?: number;
  /** Extra headers; a `null` value removes a header the SDK would send. */
  headers?: Record<string, string | null | undefined>;
  /** Extra query parameters. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Aborts the call (including its retries and an open stream). */
  signal?: AbortSignal;
  /** The idempotency key of a money-moving call (default: a fresh UUID per call, the same on each of its retries). */
  idempotencyKey?: string;
  /** Renew the session once and replay when the service refuses the login token (overrides the client's `autoRefresh`). */
  autoRefresh?: boolean;
}
