// Reading the rest of a request body a server refuses (400 request_too_large), for both servers.
// Answering and closing while the client is still sending makes the kernel reset the connection, and a
// reset can throw away the answer the client has not read yet: it sees EPIPE or ECONNRESET instead of
// the 400. So the body is read and dropped to its end first, up to DRAIN_FACTOR times the body limit;
// a client sending more than that gets the answer and a closed connection.
import type { IncomingMessage } from 'node:http';

/** How many body limits of a refused body are read and dropped before the connection is given up. */
export const DRAIN_FACTOR = 8;

/** Reads and discards the rest of `raw`, at most DRAIN_FACTOR × `bodyLimit` more bytes; true when the body ended. */
export function drainRefusedBody(raw: IncomingMessage, bodyLimit: number): Promise<boolean> {
  const limit = DRAIN_FACTOR * bodyLimit;
  if (raw.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (ended: boolean) => {
      raw.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onClose);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) {
        raw.pause();
        finish(false);
      }
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(raw.complete);
    raw.on('data', onData).once('end', onEnd).once('close', onClose).once('error', onClose);
    raw.resume();
  });
}
