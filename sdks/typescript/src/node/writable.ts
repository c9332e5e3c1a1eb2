// Hand-written. A binary answer's body into a Node.js Writable or a file (BinaryResponse.pipeTo(),
// writeToFile()): Node.js streams, so it lives with the Node.js code the main entry loads only when used.
import { type NodeWritableLike, OrbitError } from '../index';
import { nodeModule } from './modules';

/**
 * Writes `body` into `node`, waiting whenever write() says so, and ends it; the number of bytes written.
 * One error listener for the whole copy and one drain listener per wait, each removed when done: a
 * destination written to again and again (process.stdout) gains no listeners.
 */
export async function pipeToWritable(body: ReadableStream<Uint8Array> | null, node: NodeWritableLike): Promise<number> {
  let written = 0;
  let failure: unknown;
  let wake = () => {};
  const onError = (error: unknown) => {
    failure ??= error;
    wake();
  };
  /** Waits until `start`'s event calls wake(), or the destination fails. */
  const until = (start: () => void) =>
    new Promise<void>((resolve, reject) => {
      wake = () => (failure ? reject(failure) : resolve());
      if (failure) wake();
      else start();
    });
  node.on('error', onError);
  try {
    if (body) {
      const reader = body.getReader();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          if (failure) throw failure;
          written += value.byteLength;
          if (!node.write(value)) {
            try {
              await until(() => node.once('drain', wake));
            } finally {
              node.removeListener('drain', wake);
            }
          }
        }
      } finally {
        reader.releaseLock();
      }
    }
    await until(() => node.end((error) => (error ? onError(error) : wake())));
  } finally {
    node.removeListener('error', onError);
  }
  return written;
}

/** Writes `body` into the file at `path` (created or truncated); the number of bytes written. */
export async function writeToFile(body: ReadableStream<Uint8Array> | null, path: string): Promise<number> {
  let fs: { createWriteStream: (path: string) => NodeWritableLike };
  try {
    fs = await nodeModule('node:fs');
  } catch (cause) {
    throw new OrbitError('writeToFile() needs Node.js (node:fs); in a browser use pipeTo(), blob() or bytes()', { cause });
  }
  return pipeToWritable(body, fs.createWriteStream(path));
}
