// Hand-written. BinaryResponse: a binary answer (e.g. speech audio) that can be read as bytes or
// written to a file or stream without buffering it whole.

import { REQUEST_ID_HEADER } from '../generated/constants';
import { nodeRuntime } from './node-runtime';

/** The subset of a Node.js Writable that pipeTo needs. */
export interface NodeWritableLike {
  write(chunk: Uint8Array): boolean;
  end(callback?: (error?: unknown) => void): unknown;
  once(event: 'drain' | 'error' | 'finish' | 'close', listener: (...args: unknown[]) => void): unknown;
  on(event: 'error', listener: (error: unknown) => void): unknown;
  removeListener(event: 'drain' | 'error', listener: (...args: unknown[]) => void): unknown;
}

export class BinaryResponse {
  /** The raw fetch Response (its body is read through `body` and the methods below). */
  readonly response: Response;
  /** The request id of the call. */
  readonly requestId: string | null;
  /**
   * The body as a web ReadableStream (read it at most once), each chunk within the idle timeout
   * (src/core/idle.ts); a failure of a read is an OrbitError.
   */
  readonly body: ReadableStream<Uint8Array> | null;

  constructor(response: Response, body: ReadableStream<Uint8Array> | null = response.body) {
    this.response = response;
    this.body = body;
    this.requestId = response.headers.get(REQUEST_ID_HEADER);
  }

  /** The media type of the answer, e.g. `audio/wav`. */
  get contentType(): string | null {
    return this.response.headers.get('content-type');
  }

  /** The body, to be read whole (with the answer's headers, so a Blob has its media type). */
  private whole(): Response {
    return new Response(this.body, this.response);
  }

  /** Reads the whole body into an ArrayBuffer. */
  arrayBuffer(): Promise<ArrayBuffer> {
    return this.whole().arrayBuffer();
  }

  /** Reads the whole body into a Uint8Array. */
  async bytes(): Promise<Uint8Array> {
    return new Uint8Array(await this.arrayBuffer());
  }

  /** Reads the whole body into a Blob (typed with the answer's media type). */
  blob(): Promise<Blob> {
    return this.whole().blob();
  }

  /**
   * Streams the body into a web WritableStream or a Node.js Writable (e.g. `fs.createWriteStream`,
   * `process.stdout`), honouring back-pressure. Resolves with the number of bytes written once the
   * destination is finished.
   */
  async pipeTo(destination: WritableStream<Uint8Array> | NodeWritableLike): Promise<number> {
    const body = this.body;
    if ('getWriter' in destination) {
      let written = 0;
      if (!body) {
        await destination.close();
        return 0;
      }
      const counter = new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          written += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      await body.pipeThrough(counter).pipeTo(destination);
      return written;
    }
    // A web stream above; a Node.js Writable (never in a browser) by the Node.js code, loaded now.
    return (await nodeRuntime()).pipeToWritable(body, destination);
  }

  /**
   * Node.js (and Deno/Bun) only: streams the body into the file at `path` (created or truncated).
   * Resolves with the number of bytes written.
   */
  async writeToFile(path: string): Promise<number> {
    return (await nodeRuntime()).writeToFile(this.body, path);
  }
}
