// Hand-written. The body of a streamed or binary answer as the caller reads it, with the idle timeout of the
// runtime rules (IDLE_TIMEOUT_SECONDS): each read waits at most that long for the next chunk, and only while
// the caller is reading (its own pace never counts); past it the connection is closed and the read fails
// with APITimeoutError. Every other failure of a read is an OrbitError too, never the runtime's TypeError.
import { APIConnectionError, APITimeoutError, APIUserAbortError } from '../generated/errors';

/**
 * Reads the first chunk of `body` within the attempt (so a stall before it is a timed-out attempt, which
 * the caller retries by the rules) and answers the body to hand over: that chunk, then the rest as it is
 * read. `controller` aborts the attempt's fetch; it is aborted on expiry, and by the caller to stop.
 */
export async function watchedBody(body: ReadableStream<Uint8Array>, ms: number, controller: AbortController): Promise<ReadableStream<Uint8Array>> {
  const reader = body.getReader();
  const read = () => {
    let timer: ReturnType<typeof setTimeout>;
    return new Promise<ReadableStreamReadResult<Uint8Array>>((resolve, reject) => {
      timer = setTimeout(() => {
        reject(new APITimeoutError(`No chunk within the idle timeout of ${ms} ms.`));
        controller.abort();
      }, ms);
      reader.read().then(resolve, (cause: Error) =>
        reject(controller.signal.aborted ? new APIUserAbortError('The call was aborted.', { cause }) : new APIConnectionError(`Connection error: ${cause?.message}`, { cause })),
      );
    }).finally(() => clearTimeout(timer));
  };
  let first: ReadableStreamReadResult<Uint8Array> | undefined = await read();
  return new ReadableStream<Uint8Array>(
    {
      async pull(out) {
        const next = first ?? (await read());
        first = undefined;
        if (next.done) out.close();
        else out.enqueue(next.value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    // Nothing is read ahead of the caller: a read starts only when the caller asks for a chunk.
    { highWaterMark: 0 },
  );
}
