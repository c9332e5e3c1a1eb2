// One HTTP/1.1 exchange on a raw TCP connection (node:net), to see exactly what reaches the wire: the
// status and headers, the body as it arrives (chunked framing decoded, server-sent events counted),
// whether the body's end arrived (Content-Length reached, or the last chunk), and how the connection
// ended: a FIN, a reset (RST), or the client giving up.
//
// Telling a FIN from a RST: libuv may report a RST that arrives together with the last data as an
// end of stream (it short-circuits POLLHUP after a partial read), so an ended connection is probed
// with one byte: on a connection the peer reset, the write fails at once (EPIPE / ECONNRESET); after
// a FIN it is accepted (the connection is half-open, allowHalfOpen).
import { connect, type Socket } from 'node:net';

export type Ending = 'fin' | 'reset' | 'client';

export class Exchange {
  readonly socket: Socket;
  status?: number;
  headers: Record<string, string> = {};
  /** The body so far, framing removed. */
  body = Buffer.alloc(0);
  /** The body's end arrived: Content-Length reached, or the last (zero) chunk of a chunked body. */
  complete = false;
  /** How the connection ended (once it did). */
  readonly ended: Promise<Ending>;
  private raw = Buffer.alloc(0);
  private headEnd = -1;
  private chunkAt = 0;
  private readonly watchers = new Set<() => void>();
  private done = false;
  private givenUp = false;

  constructor(base: string, method: string, path: string, headers: Record<string, string> = {}, body?: string) {
    const url = new URL(base);
    this.socket = connect({ host: url.hostname, port: Number(url.port), allowHalfOpen: true });
    this.ended = new Promise<Ending>((resolve) => {
      const finish = (how: Ending) => {
        if (this.done) return;
        this.done = true;
        resolve(how);
        for (const watch of this.watchers) watch();
      };
      this.socket.on('error', (error: NodeJS.ErrnoException) => finish(error.code === 'ECONNRESET' || error.code === 'EPIPE' ? 'reset' : 'client'));
      this.socket.on('end', () => {
        if (this.givenUp) return finish('client');
        this.socket.write('x', (error) => {
          finish(error ? 'reset' : 'fin');
          this.socket.destroy();
        });
      });
      this.socket.on('close', () => finish(this.givenUp ? 'client' : 'reset'));
    });
    this.socket.on('data', (data: Buffer) => {
      this.raw = Buffer.concat([this.raw, data]);
      this.parse();
      for (const watch of this.watchers) watch();
    });
    const lines = [`${method} ${path} HTTP/1.1`, `Host: ${url.host}`, 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    this.socket.write(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
  }

  /** The data of every complete server-sent event so far. */
  events(): string[] {
    const text = this.body.toString('utf8');
    const blocks = text.split(/\r\n\r\n|\n\n|\r\r/);
    blocks.pop(); // the part after the last blank line is not a complete event
    return blocks.map((block) =>
      block
        .split(/\r\n|\n|\r/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5))
        .join('\n'),
    );
  }

  /** Resolves once `check` holds; rejects if the connection ends first without it holding. */
  until(check: () => boolean, what = 'the expected answer'): Promise<void> {
    return new Promise((resolve, reject) => {
      const watch = () => {
        if (check()) {
          this.watchers.delete(watch);
          resolve();
        } else if (this.done) {
          this.watchers.delete(watch);
          reject(new Error(`the connection ended before ${what}: ${this.describe()}`));
        }
      };
      this.watchers.add(watch);
      watch();
    });
  }

  /** Resolves when the client has received nothing for `ms` (its own idle timeout). */
  idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.socket.setTimeout(ms, () => {
        this.socket.setTimeout(0);
        resolve();
      });
    });
  }

  /** The client gives up: it closes the connection. */
  giveUp(): void {
    this.givenUp = true;
    this.socket.destroy();
  }

  describe(): string {
    return JSON.stringify({ status: this.status, complete: this.complete, body: this.body.toString('utf8').slice(0, 400) });
  }

  private parse(): void {
    if (this.headEnd < 0) {
      const at = this.raw.indexOf('\r\n\r\n');
      if (at < 0) return;
      this.headEnd = at + 4;
      const [statusLine, ...lines] = this.raw.subarray(0, at).toString('latin1').split('\r\n');
      this.status = Number(statusLine!.split(' ')[1]);
      for (const line of lines) {
        const colon = line.indexOf(':');
        this.headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      this.chunkAt = this.headEnd;
    }
    if (this.headers['transfer-encoding'] !== 'chunked') {
      this.body = this.raw.subarray(this.headEnd);
      const length = this.headers['content-length'];
      this.complete = length !== undefined && this.body.length >= Number(length);
      return;
    }
    // Chunked: take every whole chunk; the zero chunk is the end.
    for (;;) {
      const lineEnd = this.raw.indexOf('\r\n', this.chunkAt);
      if (lineEnd < 0) return;
      const size = parseInt(this.raw.subarray(this.chunkAt, lineEnd).toString('latin1'), 16);
      if (size === 0) {
        this.complete = this.raw.length >= lineEnd + 4;
        return;
      }
      if (this.raw.length < lineEnd + 2 + size + 2) return;
      this.body = Buffer.concat([this.body, this.raw.subarray(lineEnd + 2, lineEnd + 2 + size)]);
      this.chunkAt = lineEnd + 2 + size + 2;
    }
  }
}

export const exchange = (base: string, method: string, path: string, headers?: Record<string, string>, body?: string) => new Exchange(base, method, path, headers, body);
