// Hand-written. Options a single call can override.

export interface RequestOptions {
  /** Timeout of each attempt in milliseconds (overrides the client's `timeout`). */
  timeout?: number;
  /**
   * Longest wait for the next chunk of this call's streamed or binary answer, in milliseconds (overrides the
   * client's `idleTimeout`). Refused for a call whose answer is read whole.
   */
  idleTimeout?: number;
  /** Automatic retries for this call (overrides the client's `maxRetries`; 0 disables). */
  maxRetries?: number;
  /** Extra headers; a `null` value removes a header the SDK would send. */
  headers?: Record<string, string | null | undefined>;
  /** Extra query parameters, over the call's own of the same name (e.g. a parameter newer than the SDK). */
  query?: Record<string, string | number | boolean | null | undefined>;
  /**
   * Extra top-level fields of the JSON body, over the call's own of the same name (e.g. a field newer
   * than the SDK). Refused for an operation without a JSON body.
   */
  body?: Record<string, unknown>;
  /** The developer API key of this call only (the client's stays as it was). Refused for an operation that takes none. */
  apiKey?: string;
  /** Aborts the call (including its retries and an open stream): the call then throws `APIUserAbortError`. */
  signal?: AbortSignal;
  /** The idempotency key of a money-moving call (default: a fresh UUID per call, the same on each of its retries); refused elsewhere. */
  idempotencyKey?: string;
  /** Renew the session once and replay when the service refuses the login token (overrides the client's `autoRefresh`). */
  autoRefresh?: boolean;
}
