// Hand-written. APIPromise: the promise every operation returns; await it for the decoded result,
// or use withResponse()/asResponse() for the raw response and the request id.

export interface APIResponseProps<T> {
  /** The decoded result. */
  data: T;
  /**
   * The raw fetch Response: its body has been consumed for JSON and text results, and a streamed or binary
   * result reads it (through the idle timeout), so read that body through the `Stream` or `BinaryResponse`.
   */
  response: Response;
  /** The request id of the answer. */
  requestId: string | null;
}

export class APIPromise<T> extends Promise<T> {
  private readonly inner: Promise<APIResponseProps<T>>;

  constructor(inner: Promise<APIResponseProps<T>>) {
    super((resolve) => resolve(null as never));
    this.inner = inner;
  }

  // `then` on a subclass would otherwise construct another APIPromise.
  static override get [Symbol.species](): PromiseConstructor {
    return Promise;
  }

  /** The decoded result together with the raw Response and the request id. */
  withResponse(): Promise<APIResponseProps<T>> {
    return this.inner;
  }

  /** The raw Response. */
  asResponse(): Promise<Response> {
    return this.inner.then((r) => r.response);
  }

  override then<R1 = T, R2 = never>(
    onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    // Straight from the call's outcome to the callbacks: a `then` on a promise of the data would cost
    // every await one more turn of the microtask queue.
    return this.inner.then((r) => (onfulfilled ? onfulfilled(r.data) : (r.data as unknown as R1)), onrejected);
  }

  override catch<R = never>(onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<T | R> {
    return this.then(undefined, onrejected);
  }

  override finally(onfinally?: (() => void) | null): Promise<T> {
    return this.then().finally(onfinally);
  }
}
