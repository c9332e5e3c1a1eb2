// Streaming (SSE chat completions yield chunks as they arrive) and binary answers (speech bytes to
// memory, a file or a stream; images decoded from base64).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { APIResponseValidationError, BinaryResponse, InternalServerError, iterateSSE, Orbit, Stream, type ChatCompletionChunk } from '../src/index';
import { json, REQUEST_ID, responseExample, startDouble, type Double } from './helpers';

/** Lets the event loop turn once (so that separate writes leave as separate packets). */
const turn = () => new Promise((resolve) => setImmediate(resolve));

let double: Double | undefined;
afterEach(async () => {
  await double?.close();
  double = undefined;
});

const chunk = (content: string, extra: object = {}) =>
  JSON.stringify({ id: 'cmpl_9G1J3L5N7Q9S1U3W', object: 'chat.completion.chunk', model: 'orbit-chat-1', created_at: '2026-05-26T12:00:00Z', choices: [{ index: 0, delta: { content }, ...extra }] });

function client(d: Double): Orbit {
  return new Orbit({ baseURL: d.url, apiKey: 'sk_test_key', maxRetries: 0, timeout: 5_000 });
}

describe('streaming chat completions', () => {
  it('yields each chunk as it arrives, before the server has sent the rest', async () => {
    let firstSeen!: () => void;
    const seen = new Promise<void>((resolve) => (firstSeen = resolve));
    double = await startDouble(async (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'X-Request-Id': REQUEST_ID });
      res.write(`data: ${chunk('Steam over')}\n\n`);
      // The rest only once the client has the first chunk: an SDK that waited for the whole body would hang here.
      await seen;
      res.write(`data: ${chunk(' still leaves', { finish_reason: 'stop' })}\n\n`);
      res.end('data: [DONE]\n\n');
    });
    const stream = await client(double).generation.createChatCompletion({ prompt: 'haiku', stream: true });
    expect(stream).toBeInstanceOf(Stream);
    expect(stream.requestId).toBe(REQUEST_ID);
    const texts: string[] = [];
    for await (const c of stream) {
      texts.push(c.choices[0]!.delta.content!);
      firstSeen();
    }
    expect(texts).toEqual(['Steam over', ' still leaves']);
    const req = double.requests[0]!;
    expect(req.headers.accept).toBe('text/event-stream');
    expect(req.json).toEqual({ prompt: 'haiku', stream: true });
  });

  it('parses events split across writes, CRLF line ends, comments and multi-byte characters; stops at [DONE]', async () => {
    const payload = `: keep-alive\r\n\r\ndata: ${chunk('茶 🍵')}\r\n\r\nevent: message\ndata: ${chunk('two')}\n\ndata: [DONE]\n\ndata: ${chunk('never')}\n\n`;
    const bytes = Buffer.from(payload, 'utf8');
    double = await startDouble(async (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      for (let i = 0; i < bytes.length; i += 7) {
        res.write(bytes.subarray(i, i + 7)); // splits lines and UTF-8 sequences
        if (i % 70 === 0) await turn();
      }
      res.end();
    });
    const stream = await client(double).generation.createChatCompletion({ prompt: 'x', stream: true });
    const chunks: ChatCompletionChunk[] = [];
    for await (const c of stream) chunks.push(c);
    expect(chunks.map((c) => c.choices[0]!.delta.content)).toEqual(['茶 🍵', 'two']);
  });

  it('an error event in the stream throws the error of its kind (by its type)', async () => {
    double = await startDouble((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(`data: ${chunk('a')}\n\n`);
      res.end(`event: error\ndata: ${JSON.stringify({ error: { type: 'api_error', code: 'model_unavailable', message: 'gone', request_id: 'req_STREAM00000001' } })}\n\n`);
    });
    const stream = await client(double).generation.createChatCompletion({ prompt: 'x', stream: true });
    const got: string[] = [];
    const error = await (async () => {
      for await (const c of stream) got.push(c.choices[0]!.delta.content!);
    })().catch((e: unknown) => e);
    expect(got).toEqual(['a']);
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error).toMatchObject({ status: 500, type: 'api_error', code: 'model_unavailable', requestId: 'req_STREAM00000001' });
  });

  it('an event that is not JSON throws APIResponseValidationError', async () => {
    double = await startDouble((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'X-Request-Id': REQUEST_ID });
      res.end('data: {"choices": [\n\n');
    });
    const stream = await client(double).generation.createChatCompletion({ prompt: 'x', stream: true });
    const error = await (async () => {
      for await (const c of stream) void c;
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIResponseValidationError);
    expect(error).toMatchObject({ requestId: REQUEST_ID, rawBody: '{"choices": [' });
  });

  it('leaving the loop early closes the connection', async () => {
    let closed!: () => void;
    const closedPromise = new Promise<void>((resolve) => (closed = resolve));
    double = await startDouble((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(`data: ${chunk('first')}\n\n`);
      res.on('close', () => closed()); // never ends on its own
    });
    const stream = await client(double).generation.createChatCompletion({ prompt: 'x', stream: true });
    for await (const c of stream) {
      expect(c.choices[0]!.delta.content).toBe('first');
      break;
    }
    await closedPromise; // the server sees the connection close (else the test times out)
  });

  it('without stream the same method returns one ChatCompletion', async () => {
    double = await startDouble((_req, res) => json(res, 200, responseExample('createChatCompletion')));
    const completion = await client(double).generation.createChatCompletion({ prompt: 'x' });
    expect(completion).not.toBeInstanceOf(Stream);
    expect(completion.object).toBe('chat.completion');
    expect(double.requests[0]!.headers.accept).toBe('application/json');
  });

  it('iterateSSE: multi-line data, ids, a final event without blank line', async () => {
    const body = new Response('id: 7\ndata: a\ndata: b\n\nevent: x\ndata:c').body!;
    const events = [];
    for await (const e of iterateSSE(body)) events.push(e);
    expect(events).toEqual([
      { event: null, data: 'a\nb', id: '7' },
      { event: 'x', data: 'c', id: '7' },
    ]);
  });
});

/** A real (tiny) WAV: 16-bit PCM mono 16 kHz, 0.05 s of a rising ramp. */
function wav(): Buffer {
  const samples = 800;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE((i * 37) % 32767, i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16000, 24);
  header.writeUInt32LE(32000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

describe('speech (binary answers)', () => {
  const audio = wav();
  async function speechServer() {
    return startDouble(async (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'audio/wav', 'X-Request-Id': REQUEST_ID });
      res.write(audio.subarray(0, 100));
      await turn();
      res.end(audio.subarray(100));
    });
  }

  it('returns the bytes', async () => {
    double = await speechServer();
    const speech = await client(double).generation.createSpeech({ input: 'Hello there', voice: 'aurora' });
    expect(speech).toBeInstanceOf(BinaryResponse);
    expect(speech.contentType).toBe('audio/wav');
    expect(speech.requestId).toBe(REQUEST_ID);
    const bytes = await speech.bytes();
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(bytes).equals(audio)).toBe(true);
    expect(double.requests[0]!.headers.accept).toBe('audio/wav');
    expect(double.requests[0]!.json).toEqual({ input: 'Hello there', voice: 'aurora' });
  });

  it('writes to a file', async () => {
    double = await speechServer();
    const dir = mkdtempSync(join(tmpdir(), 'orbit-sdk-'));
    try {
      const speech = await client(double).generation.createSpeech({ input: 'Hello there' });
      const written = await speech.writeToFile(join(dir, 'hello.wav'));
      expect(written).toBe(audio.length);
      expect(readFileSync(join(dir, 'hello.wav')).equals(audio)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('pipes to a Node.js Writable and to a web WritableStream', async () => {
    double = await speechServer();
    const node = new PassThrough();
    const collected: Buffer[] = [];
    node.on('data', (c: Buffer) => collected.push(c));
    const first = await client(double).generation.createSpeech({ input: 'Hello there' });
    expect(await first.pipeTo(node)).toBe(audio.length);
    expect(Buffer.concat(collected).equals(audio)).toBe(true);

    const parts: Uint8Array[] = [];
    const web = new WritableStream<Uint8Array>({ write: (c) => void parts.push(c) });
    const second = await client(double).generation.createSpeech({ input: 'Hello there' });
    expect(await second.pipeTo(web)).toBe(audio.length);
    expect(Buffer.concat(parts).equals(audio)).toBe(true);
  });
});

describe('speech into a slow Node.js Writable (back-pressure)', () => {
  /** A Writable that takes 16 KiB at a time and each write a turn of the event loop: write() often says wait. */
  function slowWritable(fail?: { afterBytes: number }) {
    let received = 0;
    return Object.assign(
      new Writable({
        highWaterMark: 16 * 1024,
        write(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          setImmediate(() => done(fail && received > fail.afterBytes ? new Error('disk full') : null));
        },
      }),
      { received: () => received },
    );
  }
  const size = 8 * 1024 * 1024;

  async function bigSpeech() {
    return startDouble(async (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'audio/wav', 'Content-Length': String(size), 'X-Request-Id': REQUEST_ID });
      const piece = Buffer.alloc(64 * 1024, 7);
      for (let sent = 0; sent < size; sent += piece.length) if (!res.write(piece)) await new Promise((resolve) => res.once('drain', resolve));
      res.end();
    });
  }

  it('adds no listener per wait: the same destination written to again and again keeps its listeners, and nothing warns', async () => {
    double = await bigSpeech();
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => void warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const destination = slowWritable();
      const before = { error: destination.listenerCount('error'), drain: destination.listenerCount('drain') };
      const speech = await client(double).generation.createSpeech({ input: 'Hello there' });
      expect(await speech.pipeTo(destination)).toBe(size);
      expect(destination.received()).toBe(size);
      expect({ error: destination.listenerCount('error'), drain: destination.listenerCount('drain') }).toEqual(before);
      await new Promise((resolve) => setImmediate(resolve)); // a warning is emitted on the next turn
      expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it("a destination that fails rejects with its error and keeps none of the copy's listeners", async () => {
    double = await bigSpeech();
    const destination = slowWritable({ afterBytes: 1024 * 1024 });
    destination.on('error', () => undefined); // the caller's own listener stays
    const speech = await client(double).generation.createSpeech({ input: 'Hello there' });
    await expect(speech.pipeTo(destination)).rejects.toThrow('disk full');
    expect({ error: destination.listenerCount('error'), drain: destination.listenerCount('drain') }).toEqual({ error: 1, drain: 0 });
  });
});

describe('images', () => {
  it('decodes b64_json and data: URLs into bytes; remote URLs give null; JSON stays the answer', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');
    const answer = {
      created_at: '2026-05-26T12:05:00Z',
      model: 'orbit-image-1',
      style: 'watercolor',
      data: [{ b64_json: png.toString('base64') }, { url: `data:image/png;base64,${png.toString('base64')}` }, { url: 'https://cdn.example/x.png' }],
    };
    double = await startDouble((_req, res) => json(res, 200, answer));
    const images = await client(double).generation.createImage({ prompt: 'A teapot', n: 3 });
    expect(Buffer.from(images.data[0]!.bytes!).equals(png)).toBe(true);
    expect(Buffer.from(images.data[1]!.bytes!).equals(png)).toBe(true);
    expect(images.data[2]!.bytes).toBeNull();
    expect(JSON.parse(JSON.stringify(images))).toEqual(answer);
  });
});
