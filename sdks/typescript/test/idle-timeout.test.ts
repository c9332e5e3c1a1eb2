// The idle timeout inside a streamed or binary answer (x-sdk-runtime idle_timeout_seconds), on the fake
// clock with bodies the tests feed chunk by chunk: each wait for a chunk is limited, only while the caller
// reads; a stall after a chunk reached the caller fails with APITimeoutError and is never retried; a stall
// before the first chunk is a timed-out attempt, retried by the rules; per client and per call; refused
// where the answer is read whole. And a body that breaks off is an OrbitError, never fetch's TypeError.
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF, IDLE_TIMEOUT_SECONDS } from '../src/generated/constants';
import { APIConnectionError, APITimeoutError, InvalidArgumentError, Orbit, OrbitError, type ChatCompletionChunk } from '../src/index';
import { REQUEST_ID, scriptedFetch, startDouble, type Double } from './helpers';
// Loaded now, not on the fake clock: pipeTo() of a Node.js stream imports it when first used.
import '../src/node-runtime';

let double: Double | undefined;
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await double?.close();
  double = undefined;
});

const fake = () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.spyOn(Math, 'random').mockReturnValue(0); // backoff without jitter
};

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'cmpl_9G1J3L5N7Q9S1U3W', object: 'chat.completion.chunk', model: 'orbit-chat-1', created_at: '2026-05-26T12:00:00Z', choices: [{ index: 0, delta: { content } }] })}\n\n`;

/** A body the test writes into: `send` a piece, `end` it; anything not sent never arrives (a stall). */
function body() {
  let out!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (controller) => void (out = controller) });
  return { stream, send: (text: string) => out.enqueue(new TextEncoder().encode(text)), end: () => out.close() };
}

const sse = (b: ReturnType<typeof body>) => new Response(b.stream, { headers: { 'Content-Type': 'text/event-stream', 'X-Request-Id': REQUEST_ID } });
const wav = (b: ReturnType<typeof body>) => new Response(b.stream, { headers: { 'Content-Type': 'audio/wav', 'X-Request-Id': REQUEST_ID } });

/** The chunks a loop over `stream` got, and the error that ended it (undefined: it ended normally). */
async function drain(stream: AsyncIterable<ChatCompletionChunk>, got: string[]): Promise<unknown> {
  try {
    for await (const c of stream) got.push(c.choices[0]!.delta.content!);
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('idle timeout (fake clock)', () => {
  it(`defaults to the rules' ${IDLE_TIMEOUT_SECONDS} s, milliseconds like timeout; a bad value is refused`, () => {
    expect(new Orbit({ baseURL: 'http://orbit.test' }).idleTimeout).toBe(IDLE_TIMEOUT_SECONDS * 1000);
    expect(new Orbit({ baseURL: 'http://orbit.test', idleTimeout: 1500 }).idleTimeout).toBe(1500);
    for (const bad of [0, -1, Number.NaN]) expect(() => new Orbit({ idleTimeout: bad })).toThrow(InvalidArgumentError);
    expect(new Orbit({ baseURL: 'http://orbit.test', idleTimeout: 1500 }).withOptions({ maxRetries: 0 }).idleTimeout).toBe(1500);
  });

  it('a stream that stalls after a chunk reached the caller fails with APITimeoutError after the idle timeout, and is not retried', async () => {
    fake();
    const b = body();
    const scripted = scriptedFetch(() => {
      b.send(chunk('Steam over'));
      return sse(b);
    });
    const client = new Orbit({ baseURL: 'http://orbit.test', apiKey: 'sk_test_key', maxRetries: 2, fetch: scripted.fetch });
    const stream = await client.generation.createChatCompletion({ prompt: 'haiku', stream: true });
    const got: string[] = [];
    const ended = drain(stream, got);
    await vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_SECONDS * 1000 - 1);
    expect(got).toEqual(['Steam over']); // handed over as it arrived, and still waiting
    await vi.advanceTimersByTimeAsync(1);
    const error = await ended;
    expect(error).toBeInstanceOf(APITimeoutError);
    expect((error as Error).message).toBe(`No chunk within the idle timeout of ${IDLE_TIMEOUT_SECONDS * 1000} ms.`);
    expect(scripted.calls).toHaveLength(1);
    await vi.runAllTimersAsync();
    expect(scripted.calls).toHaveLength(1); // nor later
  });

  it("the call's idleTimeout wins over the client's", async () => {
    fake();
    const b = body();
    const scripted = scriptedFetch(() => {
      b.send(chunk('a'));
      return sse(b);
    });
    const client = new Orbit({ baseURL: 'http://orbit.test', apiKey: 'sk_test_key', idleTimeout: 10_000, fetch: scripted.fetch });
    const stream = await client.generation.createChatCompletion({ prompt: 'haiku', stream: true }, { idleTimeout: 2_000 });
    const got: string[] = [];
    const ended = drain(stream, got);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await ended).toBeInstanceOf(APITimeoutError);
    expect(got).toEqual(['a']);
  });

  it("only a read's wait counts, never the caller's own pace between chunks", async () => {
    fake();
    const b = body();
    const scripted = scriptedFetch(() => {
      b.send(chunk('a'));
      return sse(b);
    });
    const client = new Orbit({ baseURL: 'http://orbit.test', apiKey: 'sk_test_key', idleTimeout: 1_000, fetch: scripted.fetch });
    const stream = await client.generation.createChatCompletion({ prompt: 'haiku', stream: true });
    const iterator = stream[Symbol.asyncIterator]();
    expect((await iterator.next()).value.choices[0].delta.content).toBe('a');
    await vi.advanceTimersByTimeAsync(5_000); // the caller is busy for five idle timeouts
    expect(vi.getTimerCount()).toBe(0); // nobody is waiting for the service
    const second = iterator.next();
    await vi.advanceTimersByTimeAsync(999);
    b.send(chunk('b'));
    expect((await second).value.choices[0].delta.content).toBe('b');
    b.send('data: [DONE]\n\n');
    expect((await iterator.next()).done).toBe(true);
  });

  it('a stall before the first chunk is a timed-out attempt: retried by the rules, then the retry streams', async () => {
    fake();
    const scripted = scriptedFetch((_call, i) => {
      const b = body();
      if (i > 0) {
        b.send(chunk('late but whole'));
        b.send('data: [DONE]\n\n');
        b.end();
      }
      return sse(b); // the first attempt's headers arrive, its body never does
    });
    const client = new Orbit({ baseURL: 'http://orbit.test', apiKey: 'sk_test_key', idleTimeout: 2_000, maxRetries: 1, fetch: scripted.fetch });
    const opened = client.generation.createChatCompletion({ prompt: 'haiku', stream: true });
    await vi.advanceTimersByTimeAsync(2_000 + BACKOFF.initialSeconds * 1000);
    const got: string[] = [];
    expect(await drain(await opened, got)).toBeUndefined();
    expect(got).toEqual(['late but whole']);
    expect(scripted.calls).toHaveLength(2);
    expect(scripted.calls[1]!.at - scripted.calls[0]!.at).toBe(2_000 + BACKOFF.initialSeconds * 1000);
  });

  it('without retries left, the call itself fails with APITimeoutError (no stream is handed over)', async () => {
    fake();
    const scripted = scriptedFetch(() => sse(body()));
    const client = new Orbit({ baseURL: 'http://orbit.test', apiKey: 'sk_test_key', idleTimeout: 2_000, maxRetries: 0, fetch: scripted.fetch });
    const opened = client.generation.createChatCompletion({ prompt: 'haiku', stream: true }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await opened).toBeInstanceOf(APITimeoutError);
  });

  it('a binary answer that stalls after its first chunk fails bytes(), blob() and pipeTo() alike, not retried; the connection is closed', async () => {
    fake();
    const signals: AbortSignal[] = [];
    const scripted = scriptedFetch((call, i) => {
      const b = body();
      b.send(`RIFF${i}`);
      return wav(b);
    });
    const spy: typeof fetch = (input, init) => {
      signals.push(init!.signal!);
      return scripted.fetch(input, init);
    };
    const client = new Orbit({ baseURL: 'http://orbit.test', apiKey: 'sk_test_key', idleTimeout: 3_000, maxRetries: 2, fetch: spy });
    const reads: [string, (speech: Awaited<ReturnType<typeof client.generation.createSpeech>>) => Promise<unknown>][] = [
      ['bytes', (speech) => speech.bytes()],
      ['blob', (speech) => speech.blob()],
      ['pipeTo a Node.js Writable', (speech) => speech.pipeTo(new PassThrough().resume())],
      ['pipeTo a web WritableStream', (speech) => speech.pipeTo(new WritableStream())],
    ];
    for (const [name, read] of reads) {
      const speech = await client.generation.createSpeech({ input: 'Hello there' });
      const outcome = read(speech).then(
        () => 'resolved',
        (e: unknown) => e,
      );
      await vi.advanceTimersByTimeAsync(3_000);
      expect(await outcome, name).toBeInstanceOf(APITimeoutError);
      expect(signals.at(-1)!.aborted, name).toBe(true);
    }
    expect(scripted.calls).toHaveLength(reads.length); // one attempt each
  });

  it('a binary answer silent before its first chunk is retried like a timed-out attempt', async () => {
    fake();
    const scripted = scriptedFetch((_call, i) => {
      const b = body();
      if (i > 0) {
        b.send('RIFF');
        b.end();
      }
      return wav(b);
    });
    const client = new Orbit({ baseURL: 'http://orbit.test', apiKey: 'sk_test_key', idleTimeout: 1_000, maxRetries: 1, fetch: scripted.fetch });
    const opened = client.generation.createSpeech({ input: 'Hello there' });
    await vi.advanceTimersByTimeAsync(1_000 + BACKOFF.initialSeconds * 1000);
    expect(new TextDecoder().decode(await (await opened).bytes())).toBe('RIFF');
    expect(scripted.calls).toHaveLength(2);
  });

  it('is refused (InvalidArgumentError, nothing sent) for a call whose answer is read whole', async () => {
    const scripted = scriptedFetch(() => new Response('{}'));
    const client = new Orbit({ baseURL: 'http://orbit.test', apiKey: 'sk_test_key', fetch: scripted.fetch });
    for (const call of [() => client.packages.list({}, { idleTimeout: 1_000 }), () => client.generation.createChatCompletion({ prompt: 'x' }, { idleTimeout: 1_000 })]) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect(error).toMatchObject({ param: 'idleTimeout' });
    }
    await expect(client.generation.createSpeech({ input: 'x' }, { idleTimeout: 0 })).rejects.toThrow(/idleTimeout must be a positive number/);
    expect(scripted.calls).toHaveLength(0);
  });
});

describe('a body that breaks off', () => {
  it('is an APIConnectionError for a binary answer (fetch itself throws a TypeError)', async () => {
    double = await startDouble((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'audio/wav', 'Content-Length': '1000', 'X-Request-Id': REQUEST_ID });
      res.write('RIFF');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const client = new Orbit({ baseURL: double.url, apiKey: 'sk_test_key', maxRetries: 0 });
    for (const read of ['bytes', 'arrayBuffer', 'blob'] as const) {
      const error = await (await client.generation.createSpeech({ input: 'Hello there' }))[read]().catch((e: unknown) => e);
      expect(error, read).toBeInstanceOf(APIConnectionError);
      expect(error, read).toBeInstanceOf(OrbitError);
      expect((error as Error).cause, read).toBeInstanceOf(TypeError);
    }
  });
});
