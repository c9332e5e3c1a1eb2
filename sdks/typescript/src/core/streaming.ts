// Hand-written. Stream<T>: the async iterator over a streamed (server-sent events) answer.
import { APIError, OrbitError } from './errors';
import { iterateSSE } from './sse';

export class Stream<T> implements AsyncIterable<T> {
  /** The `X-Request-Id` of the request that opened the stream. */
  readonly requestId: string | null;
  /** The raw fetch Response. */
  readonly response: Response;
  private readonly controller: AbortController;
  private readonly doneMarker: string | undefined;
  private consumed = false;

  constructor(response: Response, controller: AbortController, doneMarker?: string) {
    this.response = response;
    this.controller = controller;
    this.doneMarker = doneMarker;
    this.requestId = response.headers.get('x-request-id');
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    if (this.consumed) throw new OrbitError('A stream can be iterated only once.');
    this.consumed = true;
    if (!this.response.body) return;
    let done = false;
    try {
      for await (const sse of iterateSSE(this.response.body)) {
        if (this.doneMarker !== undefined && sse.data === this.doneMarker) {
          done = true;
          return;
        }
        let value: unknown;
        try {
          value = JSON.parse(sse.data);
        } catch (cause) {
          throw new OrbitError(`Could not parse a streamed event as JSON: ${sse.data.slice(0, 200)}`, { cause });
        }
        if (sse.event === 'error' || (value && typeof value === 'object' && 'error' in value)) {
          const error = ((value as { error?: Record<string, string> }).error ?? {}) as Record<string, string | undefined>;
          throw new APIError({
            status: undefined,
            message: error['message'] ?? 'The stream reported an error.',
            code: error['code'],
            type: error['type'],
            param: error['param'],
            requestId: error['request_id'] ?? this.requestId,
            headers: this.response.headers,
            body: value,
            rawBody: sse.data,
            response: this.response,
          });
        }
        yield value as T;
      }
      done = true;
    } finally {
      // Leaving early (break, return, an error) releases the connection.
      if (!done) this.controller.abort();
    }
  }

  /** Stops the stream and closes the connection. */
  abort(): void {
    this.controller.abort();
  }
}
