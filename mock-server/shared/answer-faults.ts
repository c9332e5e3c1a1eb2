// The faults that shape the BODY of an answer and the TIME inside it (mock-server/reference/sandbox.openapi.yaml,
// POST /__sandbox/faults): stall, truncate, reset, malformed JSON and drip. One mechanism for every
// answer of both servers: `shapeAnswer` takes over the raw response's writeHead, write and end for
// the one request that carries such a fault, so whatever writes the answer (a Fastify handler's JSON,
// the streamed chat's events, Prism's answer piped by the mock's front, an error answer) is shaped
// the same way, with no code in any handler. The status and headers go out as written; the body goes
// through a queue that counts its bytes and its server-sent events (a `text/event-stream` answer is
// split at each blank line, whatever writes it came in), waits between pieces (drip) and acts at the
// fault's position. The writer sees back-pressure (write answers false, then 'drain') while pieces
// wait, as from a slow socket.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { holdConnection } from './faults.ts';

/** How a fault shapes an answer's body (the fields of POST /__sandbox/faults, camel-cased). */
export interface BodyFault {
  action?: 'stall' | 'truncate' | 'reset' | 'malformed_json';
  afterBytes?: number;
  afterEvents?: number;
  dripMs?: number;
  dripBytes?: number;
}

/** What a server gives the shaping: its (injectable) sleep, its hang limit, and where to report. */
export interface AnswerHooks {
  /** Waits `ms` of real time (drip); tests inject their own. */
  sleep: (ms: number) => Promise<void>;
  /** A stall holds the connection at most this long, as a `hang` fault does. */
  hangMaxMs: number;
  /** The fault acted: the body stopped (stall, truncate, reset) or was spoiled (malformed_json). */
  acted?: (action: NonNullable<BodyFault['action']>) => void;
  /** A stalled answer's connection closed: the client gave up, or the hang limit passed. */
  stallEnded?: (reason: 'client' | 'limit') => void;
}

/** A dripped piece of a body that is not an event stream, unless the fault gives drip_bytes. */
export const DEFAULT_DRIP_BYTES = 64;

type Done = () => void;
type Item = { chunk: Buffer; done?: Done } | { end: true; done?: Done };
type Original = Pick<ServerResponse, 'writeHead' | 'write' | 'end'>;

/** Shapes the body of the answer `res` will carry as `fault` says. Call before anything is written. */
export function shapeAnswer(req: IncomingMessage, res: ServerResponse, fault: BodyFault, hooks: AnswerHooks): void {
  new ShapedAnswer(req, res, fault, hooks);
}

/** A header's value from writeHead's headers argument (an object, or a flat [name, value, ...] list). */
function headerOf(headers: unknown, name: string): unknown {
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) if (String(headers[i]).toLowerCase() === name) return headers[i + 1];
    return undefined;
  }
  if (!headers || typeof headers !== 'object') return undefined;
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

/**
 * Where the first server-sent event in `buf` ends (after its blank line), or -1 when no event is
 * complete yet. Lines end with CRLF, LF or CR (the SSE grammar); a CR at the end of `buf` may be
 * the first half of a CRLF, so it waits for more.
 */
export function eventEnd(buf: Buffer): number {
  let lineStart = true;
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i];
    if (c !== 0x0a && c !== 0x0d) {
      lineStart = false;
      continue;
    }
    let next = i + 1;
    if (c === 0x0d) {
      if (next >= buf.length) return -1;
      if (buf[next] === 0x0a) next += 1;
    }
    if (lineStart) return next;
    lineStart = true;
    i = next - 1;
  }
  return -1;
}

/** The event with its data cut to its first half: still an event, its data no longer JSON. */
export function malformEvent(event: Buffer): Buffer {
  const lines = event.toString('utf8').split(/\r\n|\r|\n/);
  const data = lines.filter((l) => l.startsWith('data:')).map((l) => l.slice(l.startsWith('data: ') ? 6 : 5));
  if (data.length === 0) return event;
  const joined = data.join('\n');
  const others = lines.filter((l) => l !== '' && !l.startsWith('data:'));
  return Buffer.from([...others, `data: ${joined.slice(0, Math.floor(joined.length / 2))}`, '', ''].join('\n'), 'utf8');
}

class ShapedAnswer {
  private readonly original: Original;
  /** Whether the answer is an event stream; known once its headers are (writeHead, or the first write). */
  private events?: boolean;
  /** The declared Content-Length, if any. */
  private length?: number;
  /** writeHead's arguments, held while a malformed body is collected (its Content-Length changes). */
  private head?: unknown[];
  /** The body is complete in the queue: writeHead passes through from now on. */
  private finishing = false;
  private readonly queue: Item[] = [];
  private running = false;
  /** A writer was told to wait (write answered false): it gets 'drain' once the queue is empty. */
  private waiting = false;
  /** The fault acted (stall, truncate, reset) or the client is gone: the rest is dropped. */
  private stopped = false;
  /** A malformed body that is not an event stream, collected whole. */
  private held?: Buffer[];
  /** The start of an event not complete yet. */
  private rest: Buffer = Buffer.alloc(0);
  private sentBytes = 0;
  private sentEvents = 0;
  private sentPieces = 0;

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly fault: BodyFault,
    private readonly hooks: AnswerHooks,
  ) {
    this.original = { writeHead: res.writeHead, write: res.write, end: res.end };
    const self = this;
    // Own properties over the prototype's methods, for this response only. Node's internals call
    // this.writeHead for an implicit head, so the head of every path comes through here.
    res.writeHead = function writeHead(this: ServerResponse, ...args: unknown[]) {
      return self.writeHead(args);
    } as ServerResponse['writeHead'];
    res.write = function write(chunk: unknown, encoding?: unknown, cb?: unknown) {
      const done = [encoding, cb].find((a): a is Done => typeof a === 'function');
      return self.push({ chunk: toBuffer(chunk, encoding), done });
    } as ServerResponse['write'];
    res.end = function end(chunk?: unknown, encoding?: unknown, cb?: unknown) {
      const done = [chunk, encoding, cb].find((a): a is Done => typeof a === 'function');
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') self.push({ chunk: toBuffer(chunk, encoding) });
      self.push({ end: true, done });
      return res;
    } as ServerResponse['end'];
  }

  private writeHead(args: unknown[]): ServerResponse {
    if (this.events === undefined) this.learn(typeof args[1] === 'string' ? args[2] : args[1]);
    // A malformed body changes its length: the head waits for the whole body.
    if (this.fault.action === 'malformed_json' && !this.events && !this.finishing) {
      this.head = args;
      return this.res;
    }
    // A malformed event is shorter than it was: an event stream goes out chunked instead.
    if (this.fault.action === 'malformed_json' && this.events) args = args.map((a, i) => (i > 0 && isHeaders(a) ? withoutLength(a) : a));
    return (this.original.writeHead as (...a: unknown[]) => ServerResponse).apply(this.res, args);
  }

  /** The answer's kind and declared length, from writeHead's headers or those set before. */
  private learn(headers: unknown): void {
    const type = headerOf(headers, 'content-type') ?? this.res.getHeader('content-type');
    this.events = String(type ?? '').toLowerCase().startsWith('text/event-stream');
    const length = headerOf(headers, 'content-length') ?? this.res.getHeader('content-length');
    if (length !== undefined && /^[0-9]+$/.test(String(length))) this.length = Number(length);
    if (this.fault.action === 'malformed_json' && this.events) {
      this.res.removeHeader('content-length');
      this.length = undefined;
    }
  }

  private push(item: Item): boolean {
    if (this.events === undefined) this.learn(undefined);
    if (this.stopped) {
      item.done?.();
      return true;
    }
    this.queue.push(item);
    void this.pump();
    this.waiting = true;
    return false;
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const item = this.queue.shift()!;
        if ('chunk' in item) await this.take(item.chunk);
        else await this.finish();
        item.done?.();
      }
    } catch (error) {
      this.stopped = true;
      this.res.destroy(error as Error);
    } finally {
      this.running = false;
    }
    if (this.waiting) {
      this.waiting = false;
      this.res.emit('drain');
    }
  }

  private async take(chunk: Buffer): Promise<void> {
    if (this.stopped || chunk.length === 0) return;
    if (this.fault.action === 'malformed_json' && !this.events) {
      (this.held ??= []).push(chunk);
      return;
    }
    if (!this.events) return this.piece(chunk);
    this.rest = this.rest.length > 0 ? Buffer.concat([this.rest, chunk]) : chunk;
    for (let end = eventEnd(this.rest); end >= 0 && !this.stopped; end = eventEnd(this.rest)) {
      const event = this.rest.subarray(0, end);
      this.rest = this.rest.subarray(end);
      await this.piece(event);
    }
  }

  /** An event of an event stream, or a part of any other body: written in pieces, the fault acting where it must. */
  private async piece(bytes: Buffer): Promise<void> {
    const { action, afterEvents, dripMs, dripBytes } = this.fault;
    if (action === 'malformed_json' && this.events && this.sentEvents === (afterEvents ?? 0)) {
      bytes = malformEvent(bytes);
      this.hooks.acted?.('malformed_json');
    }
    const size = dripBytes ?? (dripMs !== undefined && !this.events ? DEFAULT_DRIP_BYTES : bytes.length);
    for (let at = 0; at < bytes.length; ) {
      if (await this.actHere()) return;
      let piece = bytes.subarray(at, at + size);
      const room = this.byteLimit() - this.sentBytes;
      if (piece.length > room) piece = piece.subarray(0, room);
      if (dripMs !== undefined && this.sentPieces > 0) await this.hooks.sleep(dripMs);
      await this.send(piece);
      if (this.stopped) return;
      this.sentPieces += 1;
      this.sentBytes += piece.length;
      at += piece.length;
    }
    if (this.events) this.sentEvents += 1;
    await this.actHere();
  }

  /** The byte offset where a stopping fault acts at the latest (Infinity when only an event count decides). */
  private byteLimit(): number {
    const { action, afterBytes, afterEvents } = this.fault;
    if (action !== 'stall' && action !== 'truncate' && action !== 'reset') return Infinity;
    // Without a position the fault acts right after the headers; a body that is not an event stream is one event.
    let at = afterBytes ?? (afterEvents === undefined || (afterEvents === 0 && !this.events) ? 0 : Infinity);
    // A Content-Length answer stops at least one byte short, so the fault shows.
    if (this.length !== undefined) at = Math.min(at, Math.max(this.length - 1, 0));
    return at;
  }

  /** Acts when the body reached the fault's position; true when it did. */
  private async actHere(): Promise<boolean> {
    const { action, afterEvents } = this.fault;
    if (this.stopped) return true;
    if (action !== 'stall' && action !== 'truncate' && action !== 'reset') return false;
    const atEvent = afterEvents !== undefined && this.events === true && this.sentEvents >= afterEvents;
    if (!atEvent && this.sentBytes < this.byteLimit()) return false;
    await this.act(action);
    return true;
  }

  private async finish(): Promise<void> {
    if (this.stopped) return;
    if (this.held) {
      const body = Buffer.concat(this.held);
      this.held = undefined;
      const cut = body.subarray(0, Math.floor(body.length / 2));
      this.res.removeHeader('content-length');
      if (this.head) this.head = this.head.map((a, i) => (i > 0 && isHeaders(a) ? withoutLength(a) : a));
      this.res.setHeader('Content-Length', cut.length);
      this.length = cut.length;
      this.finishing = true;
      this.hooks.acted?.('malformed_json');
      await this.piece(cut);
    } else if (this.rest.length > 0) {
      const last = this.rest;
      this.rest = Buffer.alloc(0);
      await this.piece(last);
    }
    if (this.stopped) return;
    const { action } = this.fault;
    // The answer ended before the position: its end is what never comes.
    if (action === 'stall' || action === 'truncate' || action === 'reset') return this.act(action);
    this.finishing = true;
    this.flushHead();
    await new Promise<void>((resolve) => (this.original.end as (cb: Done) => void).call(this.res, () => resolve()));
  }

  private async act(action: 'stall' | 'truncate' | 'reset'): Promise<void> {
    // The headers go out even when no byte of the body did.
    await this.send(Buffer.alloc(0));
    this.stopped = true;
    const socket: Socket | null = this.res.socket;
    if (action === 'stall') holdConnection(this.req, this.res, this.hooks.hangMaxMs, (reason) => this.hooks.stallEnded?.(reason));
    else if (socket && !socket.destroyed) {
      // truncate: FIN once what was written is on its way; reset: RST (what the peer has not read may be lost).
      if (action === 'truncate') socket.end(() => socket.destroy());
      else if (typeof socket.resetAndDestroy === 'function') socket.resetAndDestroy();
      else socket.destroy();
    }
    this.hooks.acted?.(action);
  }

  private flushHead(): void {
    if (!this.head) return;
    const args = this.head;
    this.head = undefined;
    this.finishing = true;
    (this.original.writeHead as (...a: unknown[]) => ServerResponse).apply(this.res, args);
  }

  /** Writes `chunk` (the head first, if it has not gone) and resolves once it is handed to the connection. */
  private send(chunk: Buffer): Promise<void> {
    const res = this.res;
    return new Promise((resolve) => {
      if (res.destroyed) {
        this.stopped = true;
        return resolve();
      }
      const done = () => {
        res.off('close', gone);
        resolve();
      };
      const gone = () => {
        this.stopped = true;
        done();
      };
      res.once('close', gone);
      this.finishing = true;
      this.flushHead();
      (this.original.write as (c: Buffer, cb: Done) => boolean).call(res, chunk, done);
    });
  }
}

const isHeaders = (a: unknown): a is OutgoingHttpHeaders => a !== null && typeof a === 'object' && !Array.isArray(a);

function withoutLength(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-length'));
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}
