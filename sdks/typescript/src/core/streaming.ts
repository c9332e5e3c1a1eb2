// Hand-written. Stream<T>: the async iterator over a streamed (server-sent events) answer.
import { REQUEST_ID_HEADER } from '../generated/constants';
import { APIResponseValidationError, APIUserAbortError, errorClassForType } from '../generated/errors';
import { answerDetails, checkAnswer } from './answers';
import { APIError, OrbitError } from './errors';
import type { Check } from './operation';
import { iterateSSE } from './sse';

export class Stream<T> implements AsyncIterable<T> {
  /** The request id of the call that opened the stream. */
  readonly requestId: string | null;
  /** The raw fetch Response. */
  readonly response: Response;
  private readonly controller: AbortController;
  private readonly doneMarker: string;
  /** The documented type of each chunk (src/core/answers.ts). */
  private readonly chunk: Check | undefined;
  /** The answer's body as read (src/core/idle.ts: the idle timeout, every failure an OrbitError). */
  private readonly body: ReadableStream<Uint8Array> | null;
  private consumed = false;

  constructor(response: Response, controller: AbortController, doneMarker: string, chunk?: Check, body: ReadableStream<Uint8Array> | null = response.body) {
    this.response = response;
    this.controller = controller;
    this.doneMarker = doneMarker;
    this.chunk = chunk;
    this.body = body;
    this.requestId = response.headers.get(REQUEST_ID_HEADER);
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    if (this.consumed) throw new OrbitError('A stream can be iterated only once.');
    this.consumed = true;
    if (!this.body) return;
    let done = false;
    try {
      for await (const sse of iterateSSE(this.body)) {
        // Nothing more once the caller aborted, not even what had already arrived.
        if (this.controller.signal.aborted) throw new APIUserAbortError('The stream was aborted.');
        if (sse.data === this.doneMarker) {
          done = true;
          return;
        }
        let value: unknown;
        try {
          value = JSON.parse(sse.data);
        } catch (cause) {
          throw new APIResponseValidationError(`A streamed event is not JSON: ${sse.data.slice(0, 200)}`, answerDetails(this.response, this.requestId, sse.data, sse.data, cause));
        }
        if (sse.event === 'error' || (value && typeof value === 'object' && 'error' in value)) throw this.errorEvent(value, sse.data);
        if (this.chunk) checkAnswer(value, this.chunk, this.response, this.requestId, sse.data);
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

  /** An error event: the error of its kind (by the body's `error.type`), the stream's status otherwise. */
  private errorEvent(value: unknown, raw: string): APIError {
    const e = ((value as { error?: unknown }).error ?? {}) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
    const [Kind, status] = errorClassForType(text(e['type'])) ?? [APIError, this.response.status];
    return new Kind(text(e['message']) ?? 'The stream reported an error.', {
      ...answerDetails(this.response, this.requestId, value, raw),
      status,
      code: text(e['code']),
      type: text(e['type']),
      param: text(e['param']),
      requestId: text(e['request_id']) ?? this.requestId,
    });
  }
}
