// The faults that shape TIME and the BODY inside an answer (shared/answer-faults.ts), the fault's
// seeded probability and latency (shared/faults.ts), on both servers: the reference server and the
// mock's front, whose stand-in Prism answers a JSON list with a Content-Length and a chat stream as one
// text/event-stream write (as Prism answers an example). Everything is read on a raw TCP connection
// (wire.ts): the events before a stall, the bytes before a truncation or a reset and how the
// connection ended, the malformed body. Nothing waits for real time: drip waits go through each
// server's sleep hook, which the test releases, so the order "the client has chunk k before the
// server writes chunk k+1" is observed, not timed; a stall is observed through the server's
// `fault-acted` event and then the client's own idle timeout (the server writes nothing after it acted).
import { EventEmitter, once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFront } from '../../prism-front/front.ts';
import { buildApp } from '../../reference/src/app.ts';
import { DEMO_DEVELOPER } from '../../reference/src/store.ts';
import { deref, readContract } from '../../../openapi/lib/contract.ts';
import { schemaErrors } from '../../../openapi/lib/schema-errors.ts';
import { CONTRACT } from '../../../scripts/lib/paths.ts';
import { freePort } from '../../../scripts/lib/servers.ts';
import { draw } from '../fault-draws.ts';
import { exchange, type Exchange } from './wire.ts';

/** What a server's sleep hook was asked; while `manual`, each wait lasts until the test releases it. */
class Sleeps {
  manual = false;
  readonly asked: number[] = [];
  private readonly pending: { ms: number; release: () => void }[] = [];
  private readonly arrivals = new EventEmitter();
  sleep = (ms: number): Promise<void> => {
    this.asked.push(ms);
    if (!this.manual) return Promise.resolve();
    return new Promise<void>((release) => {
      this.pending.push({ ms, release });
      this.arrivals.emit('sleep');
    });
  };
  /** The next wait the server started (already started, or the next one to start). */
  async next(): Promise<{ ms: number; release: () => void }> {
    if (this.pending.length === 0) await once(this.arrivals, 'sleep');
    return this.pending.shift()!;
  }
  get waiting(): number {
    return this.pending.length;
  }
  reset(): void {
    this.manual = false;
    this.asked.length = 0;
    for (const p of this.pending.splice(0)) p.release();
  }
}

interface Target {
  name: string;
  url: string;
  events: EventEmitter;
  sleeps: Sleeps;
  close: () => Promise<void>;
}

const STREAM_EVENTS = 5;
/** The stand-in Prism's chat stream: five chunks and [DONE], in one write with a Content-Length. */
const PRISM_STREAM = [
  ...Array.from({ length: STREAM_EVENTS }, (_, i) => `data: ${JSON.stringify({ id: 'cmpl_x', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: `piece ${i} ` } }] })}\n\n`),
  'data: [DONE]\n\n',
].join('');
const PRISM_LIST = JSON.stringify({ items: Array.from({ length: 6 }, (_, i) => ({ id: `pkg_${i}`, name: `Package ${i}`, price: { amount: 990 * i, currency: 'CNY' } })) });

async function listen(server: Server): Promise<string> {
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${port}`;
}
const closeServer = (server: Server) => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())));

async function reference(hangMaxMs = 600_000): Promise<Target> {
  const sleeps = new Sleeps();
  const app = await buildApp({ sleep: sleeps.sleep, config: { hangMaxMs } });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { name: 'reference server', url, events: app.orbit.shared.events, sleeps, close: () => app.close() };
}

async function front(hangMaxMs = 600_000): Promise<Target> {
  const prism = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const stream = req.url === '/api/v1/chat/completions';
      const body = stream ? PRISM_STREAM : PRISM_LIST;
      res.writeHead(200, { 'content-type': stream ? 'text/event-stream' : 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
  });
  const upstream = await listen(prism);
  const sleeps = new Sleeps();
  const events = new EventEmitter();
  const server = createFront({ contract: CONTRACT, upstream: async () => upstream, log: () => undefined, sandbox: { events, sleep: sleeps.sleep, limits: { hangMaxMs } } });
  const url = await listen(server);
  return { name: "mock's front", url, events, sleeps, close: async () => (await closeServer(server), await closeServer(prism)) };
}

const WORLD = 'answer-faults';
const contract = readContract();
const ERROR_SCHEMA = deref(contract.components.schemas.Error, contract);
const chatBody = JSON.stringify({ prompt: 'Tell me about green tea from the hills of Hangzhou in spring.', stream: true });
const chatHeaders = { 'content-type': 'application/json', authorization: `Bearer ${DEMO_DEVELOPER.apiKey}`, 'orbit-sandbox': WORLD };
const chat = (t: Target) => exchange(t.url, 'POST', '/api/v1/chat/completions', chatHeaders, chatBody);
const list = (t: Target) => exchange(t.url, 'GET', '/api/user/packages', { 'orbit-sandbox': WORLD });

async function queue(t: Target, fault: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await fetch(`${t.url}/__sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json', 'orbit-sandbox': WORLD }, body: JSON.stringify(fault) });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body;
}

/** Resolves with the next `name` event of the world (its arguments after the world's name). */
function nextEvent(t: Target, name: string): Promise<unknown[]> {
  return new Promise((resolve) => {
    const listener = (world: string | undefined, ...rest: unknown[]) => {
      if (world !== WORLD) return;
      t.events.off(name, listener);
      resolve(rest);
    };
    t.events.on(name, listener);
  });
}

/** A whole answer without any fault, to compare with. */
async function plain(open: () => Exchange): Promise<Exchange> {
  const x = open();
  expect(await x.ended).toBe('fin');
  expect(x.complete, x.describe()).toBe(true);
  return x;
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe.each([
  ['reference server', reference],
  ["mock's front", front],
] as const)('answer faults on the %s', (_name, start) => {
  let t: Target;
  let plainList: Exchange;
  let plainChat: Exchange;
  beforeAll(async () => {
    t = await start();
    plainList = await plain(() => list(t));
    plainChat = await plain(() => chat(t));
    // The stream has enough events to stop inside it, and ends with [DONE].
    expect(plainChat.events().length).toBeGreaterThanOrEqual(4);
    expect(plainChat.events().at(-1)).toBe('[DONE]');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.sleeps.reset();
    await fetch(`${t.url}/__sandbox/faults`, { method: 'DELETE', headers: { 'orbit-sandbox': WORLD } });
  });

  it('stall after N events: the first N events arrive, then nothing until the client gives up', async () => {
    await queue(t, { operation_id: 'createChatCompletion', stall: true, after_events: 2 });
    const acted = nextEvent(t, 'fault-acted');
    const x = chat(t);
    expect((await acted)[1]).toBe('stall');
    await x.until(() => x.events().length === 2, 'two events');
    // The server wrote all it will; the client's own idle timeout sees nothing more.
    await x.idle(50);
    expect(x.status).toBe(200);
    expect(x.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(x.events()).toHaveLength(2);
    expect(x.events().map((e) => JSON.parse(e).object)).toEqual(['chat.completion.chunk', 'chat.completion.chunk']);
    expect(x.complete).toBe(false);
    const ended = nextEvent(t, 'stall-ended');
    x.giveUp();
    expect((await ended)[1]).toBe('client');
    expect(await x.ended).toBe('client');
    // Used up: the next stream is whole.
    expect((await plain(() => chat(t))).events()).toHaveLength(plainChat.events().length);
  });

  it('stall after N bytes: exactly N bytes of the body, the Content-Length never reached', async () => {
    await queue(t, { operation_id: 'listPackages', stall: true, after_bytes: 17 });
    const acted = nextEvent(t, 'fault-acted');
    const x = list(t);
    await acted;
    await x.until(() => x.body.length >= 17, '17 bytes');
    await x.idle(50);
    expect(x.headers['content-length']).toBe(String(plainList.body.length));
    expect(x.body.toString()).toBe(plainList.body.subarray(0, 17).toString());
    expect(x.complete).toBe(false);
    x.giveUp();
  });

  it('a stall right after the headers (no position) holds a stream before its first event', async () => {
    await queue(t, { operation_id: 'createChatCompletion', stall: true });
    const acted = nextEvent(t, 'fault-acted');
    const x = chat(t);
    await acted;
    await x.until(() => x.status !== undefined, 'the head');
    await x.idle(50);
    expect([x.status, x.body.length]).toEqual([200, 0]);
    x.giveUp();
  });

  it('drip: each event reaches the client before the server writes the next one', async () => {
    await queue(t, { operation_id: 'createChatCompletion', drip_ms: 250 });
    t.sleeps.manual = true;
    const x = chat(t);
    const total = plainChat.events().length;
    for (let k = 1; k < total; k++) {
      // The server waits before event k+1 while the client already holds event k.
      const wait = await t.sleeps.next();
      expect(wait.ms).toBe(250);
      await x.until(() => x.events().length === k, `event ${k}`);
      expect(x.events()).toHaveLength(k);
      expect(t.sleeps.waiting).toBe(0);
      wait.release();
    }
    await x.until(() => x.complete, 'the end');
    expect(x.events()).toHaveLength(total);
    expect(x.events().at(-1)).toBe('[DONE]');
    expect(t.sleeps.asked).toEqual(Array(total - 1).fill(250));
    expect(await x.ended).toBe('fin');
  });

  it('drip in pieces of drip_bytes: the body arrives whole, one piece per wait', async () => {
    await queue(t, { operation_id: 'listPackages', drip_ms: 40, drip_bytes: 100 });
    t.sleeps.manual = true;
    const x = list(t);
    const pieces = Math.ceil(plainList.body.length / 100);
    for (let k = 1; k < pieces; k++) {
      const wait = await t.sleeps.next();
      await x.until(() => x.body.length === k * 100, `piece ${k}`);
      wait.release();
    }
    await x.until(() => x.complete, 'the end');
    expect(x.body.toString()).toBe(plainList.body.toString());
    expect(t.sleeps.asked).toEqual(Array(pieces - 1).fill(40));
  });

  it('drip, then a stall: three dripping events and nothing more', async () => {
    await queue(t, { operation_id: 'createChatCompletion', drip_ms: 5, stall: true, after_events: 3 });
    const acted = nextEvent(t, 'fault-acted');
    const x = chat(t);
    await acted;
    await x.until(() => x.events().length === 3, 'three events');
    await x.idle(50);
    expect(x.events()).toHaveLength(3);
    expect(t.sleeps.asked).toEqual([5, 5]);
    x.giveUp();
  });

  it('truncate after N bytes: the Content-Length is not reached and the connection is closed (FIN)', async () => {
    await queue(t, { operation_id: 'listPackages', truncate: true, after_bytes: 40 });
    const x = list(t);
    expect(await x.ended).toBe('fin');
    expect([x.status, x.headers['content-length'], x.complete]).toEqual([200, String(plainList.body.length), false]);
    expect(x.body.toString()).toBe(plainList.body.subarray(0, 40).toString());
  });

  it('truncate after N events: the stream stops after N events, without its end', async () => {
    await queue(t, { operation_id: 'createChatCompletion', truncate: true, after_events: 1 });
    const x = chat(t);
    expect(await x.ended).toBe('fin');
    expect(x.events()).toHaveLength(1);
    expect(x.complete).toBe(false);
  });

  it('truncate past the end is one byte short of the Content-Length', async () => {
    await queue(t, { operation_id: 'listPackages', truncate: true, after_bytes: 1_000_000 });
    const x = list(t);
    expect(await x.ended).toBe('fin');
    expect(x.body.length).toBe(plainList.body.length - 1);
    expect(x.complete).toBe(false);
  });

  it('reset mid-answer: the headers and N bytes, then a TCP reset', async () => {
    await queue(t, { operation_id: 'listPackages', reset: true, after_bytes: 25 });
    const x = list(t);
    expect(await x.ended).toBe('reset');
    expect(x.status).toBe(200);
    expect(x.body.toString()).toBe(plainList.body.subarray(0, 25).toString());
  });

  it('reset after N events of a stream', async () => {
    await queue(t, { operation_id: 'createChatCompletion', reset: true, after_events: 2 });
    const x = chat(t);
    expect(await x.ended).toBe('reset');
    expect(x.events()).toHaveLength(2);
  });

  it('malformed JSON: a whole 2xx answer whose body does not parse', async () => {
    await queue(t, { operation_id: 'listPackages', malformed_json: true });
    const x = list(t);
    expect(await x.ended).toBe('fin');
    const half = Math.floor(plainList.body.length / 2);
    expect([x.status, x.headers['content-type'], x.headers['content-length'], x.complete]).toEqual([200, plainList.headers['content-type'], String(half), true]);
    expect(x.body.toString()).toBe(plainList.body.subarray(0, half).toString());
    expect(isJson(x.body.toString())).toBe(false);
  });

  it('malformed JSON in a stream: the event at after_events does not parse, the others do', async () => {
    await queue(t, { operation_id: 'createChatCompletion', malformed_json: true, after_events: 1 });
    const x = chat(t);
    expect(await x.ended).toBe('fin');
    expect(x.complete).toBe(true);
    const events = x.events();
    expect(events).toHaveLength(plainChat.events().length);
    expect(events.map((e) => e === '[DONE]' || isJson(e))).toEqual(events.map((_, i) => i !== 1));
    expect(JSON.parse(events[0]!).object).toBe('chat.completion.chunk');
  });

  it('a status fault with a body fault: the error answer itself is malformed', async () => {
    await queue(t, { operation_id: 'listPackages', status: 503, malformed_json: true });
    const x = list(t);
    expect(await x.ended).toBe('fin');
    expect([x.status, x.headers['retry-after'], x.complete]).toEqual([503, '1', true]);
    expect(x.body.toString()).toMatch(/^\{"error":\{/);
    expect(isJson(x.body.toString())).toBe(false);
  });

  it('probability: the same seed faults the same requests, as the seeded sequence says; times counts applied ones', async () => {
    const pattern = async (seed: number) => {
      await queue(t, { operation_id: 'listPackages', status: 503, probability: 0.5, seed, times: 6 });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await fetch(`${t.url}/api/user/packages`, { headers: { 'orbit-sandbox': WORLD } });
        await res.arrayBuffer();
        statuses.push(res.status);
      }
      const left = (await (await fetch(`${t.url}/__sandbox/faults`, { headers: { 'orbit-sandbox': WORLD } })).json()).items;
      await fetch(`${t.url}/__sandbox/faults`, { method: 'DELETE', headers: { 'orbit-sandbox': WORLD } });
      return { statuses, left };
    };
    // What the fault's sequence says: a request is faulted when its draw is below 0.5, until 6 were.
    const expected = (seed: number) => {
      const statuses: number[] = [];
      let state = seed;
      let applied = 0;
      for (let i = 0; i < 12; i++) {
        if (applied === 6) {
          statuses.push(200);
          continue;
        }
        const { value, next } = draw(state);
        state = next;
        statuses.push(value < 0.5 ? 503 : 200);
        if (value < 0.5) applied += 1;
      }
      return statuses;
    };
    const first = await pattern(42);
    expect(first.statuses).toEqual(expected(42));
    expect((await pattern(42)).statuses).toEqual(first.statuses);
    const other = await pattern(7);
    expect(other.statuses).toEqual(expected(7));
    expect(other.statuses).not.toEqual(first.statuses);
    // Both kinds of answers happen, and a fault left over lists what it has left.
    expect(new Set(first.statuses)).toEqual(new Set([200, 503]));
    const applied = first.statuses.filter((s) => s === 503).length;
    expect(first.left).toEqual(applied === 6 ? [] : [expect.objectContaining({ probability: 0.5, seed: 42, times: 6 - applied })]);
  });

  it('latency: delay_max_ms draws each wait uniformly from delay_ms to delay_max_ms, from the seeded sequence', async () => {
    const listed = await queue(t, { operation_id: 'listPackages', delay_ms: 100, delay_max_ms: 300, seed: 9, times: 8 });
    expect(listed).toMatchObject({ delay_ms: 100, delay_max_ms: 300, seed: 9, times: 8 });
    for (let i = 0; i < 8; i++) await (await fetch(`${t.url}/api/user/packages`, { headers: { 'orbit-sandbox': WORLD } })).arrayBuffer();
    const waits = [...t.sleeps.asked];
    let state = 9;
    const expected = waits.map(() => {
      const { value, next } = draw(state);
      state = next;
      return 100 + Math.floor(value * 201);
    });
    expect(waits).toEqual(expected);
    for (const ms of waits) expect(ms >= 100 && ms <= 300).toBe(true);
    expect(new Set(waits).size).toBeGreaterThan(1);
  });
});

describe.each([
  ['reference server', reference],
  ["mock's front", front],
] as const)('a stall on the %s is held at most the hang limit', (_name, start) => {
  it('closes the connection when the limit passes', async () => {
    const t = await start(1);
    try {
      await queue(t, { operation_id: 'createChatCompletion', stall: true, after_events: 1 });
      const ended = nextEvent(t, 'stall-ended');
      const x = chat(t);
      expect((await ended)[1]).toBe('limit');
      expect(await x.ended).not.toBe('client');
      expect(x.events()).toHaveLength(1);
      expect(x.complete).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe.each([
  ['reference server', reference],
  ["mock's front", front],
] as const)('fault requests on the %s', (_name, start) => {
  let t: Target;
  beforeAll(async () => (t = await start()));
  afterAll(() => t.close());

  it('lists the new fields as given', async () => {
    const fault = await queue(t, { path: '/api/user/packages', probability: 0.25, drip_ms: 10, drip_bytes: 8, reset: true, after_bytes: 3, times: 2 });
    expect(fault).toEqual({
      id: expect.stringMatching(/^flt_/),
      path: '/api/user/packages',
      delay_ms: 0,
      drop: false,
      hang: false,
      probability: 0.25,
      seed: 0,
      reset: true,
      after_bytes: 3,
      drip_ms: 10,
      drip_bytes: 8,
      times: 2,
    });
    await fetch(`${t.url}/__sandbox/faults`, { method: 'DELETE', headers: { 'orbit-sandbox': WORLD } });
  });

  it.each([
    [{ stall: true, truncate: true }, 'truncate'],
    [{ reset: true, malformed_json: true }, 'malformed_json'],
    [{ drop: true, stall: true }, 'stall'],
    [{ hang: true, drip_ms: 10 }, 'drip_ms'],
    [{ stall: true, after_bytes: 1, after_events: 1 }, 'after_events'],
    [{ after_bytes: 10 }, 'after_bytes'],
    [{ drip_ms: 10, after_events: 1 }, 'after_events'],
    [{ malformed_json: true, after_bytes: 4 }, 'after_bytes'],
    [{ drip_bytes: 10 }, 'drip_bytes'],
    [{ delay_ms: 200, delay_max_ms: 100 }, 'delay_max_ms'],
    [{ status: 503, probability: 0 }, 'probability'],
    [{ status: 503, probability: 1.5 }, 'probability'],
    [{ status: 503, seed: 4 }, 'seed'],
    [{ drip_ms: 0 }, 'drip_ms'],
  ])('refuses %j (400 invalid_parameter, param %s)', async (body, param) => {
    const res = await fetch(`${t.url}/__sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operation_id: 'listPackages', ...body }) });
    const answer = await res.json();
    expect([res.status, answer.error.type, answer.error.code, answer.error.param]).toEqual([400, 'invalid_request_error', 'invalid_parameter', param]);
    expect(answer.error.request_id).toBe(res.headers.get('x-request-id'));
    expect(schemaErrors(ERROR_SCHEMA, answer)).toBeNull();
  });
});
