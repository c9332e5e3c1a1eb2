// Worlds in a store that outlives every replica (ORBIT_STORE=redis://host:port): every world, the default one too,
// is a world document (src/world-document.ts) in Redis, so any replica serves any world and a replica that
// restarts or crashes takes no world with it. Why Redis: an existing engine on every machine here (Debian's
// redis-server), whose atomic `SET NX PX` and Lua scripts give exactly the two things a world needs: a lock
// per world, and a write that lands only while its writer still holds that lock.
//
// The rules (mock-server/README.md, "Worlds in a shared store"):
//   - A request holds its world's lock from its first hook until its answer's state is written, which is
//     before its answer leaves: nothing is acknowledged that the store has not acknowledged. So a world's
//     requests run one at a time across all replicas, and its rules (an idempotency key, a withdrawal, a
//     renewal) stay atomic as they are in one process.
//   - The lock expires `lockMs` after its holder stops renewing it (a replica killed with SIGKILL), so a
//     crashed replica blocks its worlds for at most that long; a write whose lock has gone is refused
//     (fenced by the lock's token), the request then answers 503 and the world keeps its last written state.
//   - Each replica keeps the worlds it served in memory, tagged with the version it last read or wrote, and
//     reads a world again only when another replica changed it (nginx's hash on Orbit-Sandbox makes that
//     rare: it is a locality hint now, not a world's only home).
//   - A named world nobody used for `idleSeconds` is forgotten by the store itself (the key's expiry); the
//     default world is kept.
import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { setTimeout as wait } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { WORLD_HEADER, WORLD_NAME } from '../../shared/worlds.ts';
import type { Context } from './context.ts';
import { ApiError } from './errors.ts';
import type { LogMark } from '../../shared/request-log.ts';
import { MAX_LOGGED_REQUESTS, type RequestLogEntry } from './request-log.ts';
import type { Call } from './store.ts';
import { callDoc, exportWorld, importWorld, type WorldDocument } from './world-document.ts';

type WorldCall = NonNullable<WorldDocument['calls']>[number];

/** What ORBIT_STORE names: the in-memory worlds (default), or a Redis server's URL. */
export type StoreSpec = { kind: 'memory' } | { kind: 'redis'; url: string };

export const STORE_ENV = 'ORBIT_STORE';

/** ORBIT_STORE's value read, or refused naming what it takes. */
export function storeSpec(value: string | undefined): StoreSpec {
  if (value === undefined || value === '' || value === 'memory') return { kind: 'memory' };
  if (/^rediss?:\/\//.test(value)) return { kind: 'redis', url: value };
  throw new Error(`${STORE_ENV} must be "memory" or a redis://host:port URL, not ${JSON.stringify(value)}`);
}

// A world is a hash (`v` its version, `doc` its document without the collections that only grow at their
// end) and one list per such collection (APPENDED: the request log's entries, the /api/v1 calls), so a
// request writes the few items it added instead of the whole collection again (they are most of a busy
// world: 400 chat calls are 100 KB of a document whose other parts are 6 KB).
//
// KEYS[1] the world's lock, KEYS[2] the world, KEYS[3…] its lists. ARGV: token, lock ms, the version the
// replica has cached. Answers nil when another holds the lock; else {''} (no such world), {version} (the
// cached one is current) or {version, document, each list's length…, each list's items…}.
const ACQUIRE = `
if not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return nil end
local v = redis.call('HGET', KEYS[2], 'v')
if not v then return {''} end
if v == ARGV[3] then return {v} end
local answer = {v, redis.call('HGET', KEYS[2], 'doc')}
local lists = {}
for i = 3, #KEYS do
  lists[#lists + 1] = redis.call('LRANGE', KEYS[i], 0, -1)
  answer[#answer + 1] = tostring(#lists[#lists])
end
for _, items in ipairs(lists) do
  for _, item in ipairs(items) do answer[#answer + 1] = item end
end
return answer`;

// ARGV: token, new version, document ('' = unchanged), idle ms ('0' = kept), then for each list: what to do
// ('-' nothing, 'a' append, 'r' replace), most items kept ('0' all), how many items follow; then the items.
// Answers 0 when the lock is gone.
const COMMIT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[3] ~= '' then redis.call('HSET', KEYS[2], 'v', ARGV[2], 'doc', ARGV[3]) end
local at = 5 + 3 * (#KEYS - 2)
for i = 3, #KEYS do
  local base = 5 + 3 * (i - 3)
  local keep, count = tonumber(ARGV[base + 1]), tonumber(ARGV[base + 2])
  if ARGV[base] == 'r' then redis.call('DEL', KEYS[i]) end
  -- In slices: unpack() has a bound on how many values it can return.
  for first = at, at + count - 1, 1000 do
    redis.call('RPUSH', KEYS[i], unpack(ARGV, first, math.min(first + 999, at + count - 1)))
  end
  if count > 0 and keep > 0 then redis.call('LTRIM', KEYS[i], -keep, -1) end
  at = at + count
  if ARGV[4] ~= '0' then redis.call('PEXPIRE', KEYS[i], ARGV[4]) end
end
if ARGV[4] ~= '0' then redis.call('PEXPIRE', KEYS[2], ARGV[4]) end
redis.call('DEL', KEYS[1])
return 1`;

/** A collection that only grows at its end, kept in a list of its own; items are JSON lines. */
interface Appended<Mark> {
  /** The list's key: `orbit:<name>:<world>`. */
  name: string;
  /** Most items the list keeps (0: all). */
  keep: number;
  /** Where the collection stands when a request takes its world. */
  mark(ctx: Context): Mark;
  /** What the request added since, or undefined when the collection was replaced (a reset, an import). */
  since(ctx: Context, mark: Mark): string[] | undefined;
  all(ctx: Context): string[];
  /** Puts the list's items into a document read from the store. */
  fill(doc: WorldDocument, items: string[]): void;
}

const requestLog: Appended<LogMark> = {
  name: 'log',
  keep: MAX_LOGGED_REQUESTS,
  mark: (ctx) => ctx.requests.mark(),
  since: (ctx, mark) => ctx.requests.since(mark)?.map((e) => JSON.stringify(e)),
  all: (ctx) => ctx.requests.list().map((e) => JSON.stringify(e)),
  fill: (doc, items) => {
    doc.requests = { entries: items.map((item) => JSON.parse(item) as RequestLogEntry), last_arrival_ms: doc.requests?.last_arrival_ms ?? {} };
  },
};

const calls: Appended<{ list: Call[]; length: number }> = {
  name: 'calls',
  keep: 0,
  mark: (ctx) => ({ list: ctx.store.calls, length: ctx.store.calls.length }),
  // A reset or an import gives the store a new array.
  since: (ctx, mark) => (ctx.store.calls === mark.list ? ctx.store.calls.slice(mark.length).map((c) => JSON.stringify(callDoc(c))) : undefined),
  all: (ctx) => ctx.store.calls.map((c) => JSON.stringify(callDoc(c))),
  fill: (doc, items) => {
    doc.calls = items.map((item) => JSON.parse(item) as WorldCall);
  },
};

const APPENDED: Appended<any>[] = [requestLog, calls];

// ARGV: token, lock ms. Keeps a held lock alive (answers 0 when it is gone).
const RENEW = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
return redis.call('PEXPIRE', KEYS[1], ARGV[2])`;

// ARGV: token. Lets go of a held lock without writing.
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1`;

interface Scripts {
  acquire(...keysThenArgs: (string | number)[]): Promise<string[] | null>;
  commit(...keysThenArgs: (string | number)[]): Promise<number>;
  renew(lock: string, token: string, lockMs: number): Promise<number>;
  release(lock: string, token: string): Promise<number>;
}

/** A request's hold on its world: the world itself, and the one way to let it go. */
export interface Lease {
  ctx: Context;
  /** Writes the world (if it changed) and lets go of its lock; refused with 503 when the lock had gone. Once only. */
  commit(): Promise<void>;
}

interface Cached {
  ctx?: Context;
  /** The version last read or written ('' none yet). */
  version: string;
  /** The document as last read or written (a request that changed nothing writes nothing). */
  doc: string;
  /** This replica's requests on the world, one at a time: the tail of the queue. */
  tail: Promise<void>;
  /** Requests queued or holding the world. */
  pending: number;
  /** The lease in force (nested in-process requests of the sandbox's pay run inside it). */
  held?: Lease;
}

export interface SharedWorldsOptions {
  url: string;
  /** A world (undefined: the default one) from its seed, and one from a document that keeps that seed. */
  create: (name: string | undefined) => Context;
  restore: (name: string | undefined, doc: WorldDocument) => Context;
  lockMs: () => number;
  /** How long a request waits for its world's lock before 503. */
  waitMs: () => number;
  idleSeconds: () => number;
  /** Most worlds each replica keeps in memory (a cache: a world left out is read again). */
  cached: () => number;
  events: EventEmitter;
  log: { warn: (message: string) => void; info: (message: string) => void };
}

const unavailable = (message: string) => new ApiError(503, 'service_unavailable', message, undefined, { 'Retry-After': '1' });
const unreachable = (error: unknown) => unavailable(`The sandbox's store could not be reached (${(error as Error).message}); retry`);

export class SharedWorlds {
  private readonly redis: Redis;
  private readonly scripts: Scripts;
  private readonly cache = new Map<string, Cached>();
  /** Versions this replica writes: unique across replicas and restarts. */
  private readonly replica = randomBytes(6).toString('base64url');
  private written = 0;
  /** Where the store is, without credentials (what the log names). */
  readonly host: string;

  constructor(private readonly options: SharedWorldsOptions) {
    this.host = new URL(options.url).host;
    // No offline queue: with the store gone a request answers 503 at once instead of waiting unseen.
    this.redis = new Redis(options.url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    // Each request the store cannot serve answers 503; the log says once when the store went and when it came
    // back (ioredis reconnects by itself), with the events `store-unreachable` and `store-reachable`.
    let reachable = true;
    this.redis.on('error', (error: Error) => {
      if (!reachable) return;
      reachable = false;
      options.log.warn(`the worlds' store at ${this.host} cannot be reached (${error.message}): requests answer 503 until it is back`);
      options.events.emit('store-unreachable', error);
    });
    this.redis.on('ready', () => {
      if (reachable) return;
      reachable = true;
      options.log.info(`the worlds' store at ${this.host} is reachable again`);
      options.events.emit('store-reachable');
    });
    this.redis.defineCommand('orbitAcquire', { numberOfKeys: 2 + APPENDED.length, lua: ACQUIRE });
    this.redis.defineCommand('orbitCommit', { numberOfKeys: 2 + APPENDED.length, lua: COMMIT });
    this.redis.defineCommand('orbitRenew', { numberOfKeys: 1, lua: RENEW });
    this.redis.defineCommand('orbitRelease', { numberOfKeys: 1, lua: RELEASE });
    const r = this.redis as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    this.scripts = {
      acquire: (...args) => r.orbitAcquire!(...args) as Promise<string[] | null>,
      commit: (...args) => r.orbitCommit!(...args) as Promise<number>,
      renew: (lock, token, lockMs) => r.orbitRenew!(lock, token, lockMs) as Promise<number>,
      release: (lock, token) => r.orbitRelease!(lock, token) as Promise<number>,
    };
  }

  /** Connects, or rejects saying why (the server then does not start). */
  async connect(): Promise<void> {
    await this.redis.connect();
    await this.redis.ping();
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }

  /** The world a request in this process holds now (the sandbox's pay sends its notifications inside it). */
  held(name: string | undefined): Context | undefined {
    return this.cache.get(name ?? '')?.held?.ctx;
  }

  /** Takes the world's lock (this replica's queue first, then the store's) and brings the world up to date. */
  async open(name: string | undefined): Promise<Lease> {
    if (name !== undefined && !WORLD_NAME.test(name)) {
      throw new ApiError(400, 'invalid_parameter', `${WORLD_HEADER} must match ${WORLD_NAME.source}`, WORLD_HEADER);
    }
    const key = name ?? '';
    const entry = this.entry(key);
    entry.pending += 1;
    const previous = entry.tail;
    let next!: () => void;
    entry.tail = new Promise<void>((resolve) => (next = resolve));
    await previous;
    const done = () => {
      entry.pending -= 1;
      entry.held = undefined;
      next();
    };
    const lock = `orbit:lock:${key}`;
    const world = `orbit:world:${key}`;
    const lists = APPENDED.map((list) => `orbit:${list.name}:${key}`);
    const token = randomBytes(12).toString('base64url');
    let answer: string[];
    try {
      answer = await this.lock([lock, world, ...lists], token, entry.version);
    } catch (error) {
      done();
      throw error;
    }
    try {
      if (answer[0] === '') {
        entry.ctx = this.options.create(name);
        entry.version = '';
        entry.doc = '';
        if (name !== undefined) this.options.events.emit('world-created', name);
      } else if (answer.length > 1) {
        const doc = answer[1]!;
        const full = JSON.parse(doc) as WorldDocument;
        let at = 2 + APPENDED.length;
        APPENDED.forEach((list, i) => {
          const count = Number(answer[2 + i]);
          list.fill(full, answer.slice(at, at + count));
          at += count;
        });
        if (entry.ctx) importWorld(entry.ctx, full);
        else entry.ctx = this.options.restore(name, full);
        entry.version = answer[0]!;
        entry.doc = doc;
      }
    } catch (error) {
      await this.scripts.release(lock, token).catch(() => 0);
      done();
      throw error;
    }
    const ctx = entry.ctx!;
    const marks = APPENDED.map((list) => list.mark(ctx));
    const renew = setInterval(() => void this.scripts.renew(lock, token, this.options.lockMs()).catch(() => 0), Math.max(1, Math.floor(this.options.lockMs() / 3)));
    renew.unref();
    let committed = false;
    const lease: Lease = {
      ctx,
      commit: async () => {
        if (committed) return;
        committed = true;
        clearInterval(renew);
        try {
          const doc = JSON.stringify(exportWorld(ctx, false));
          // A world new to the store writes its lists whole.
          const added = APPENDED.map((list, i) => (entry.version === '' ? undefined : list.since(ctx, marks[i])));
          const items = APPENDED.map((list, i) => added[i] ?? list.all(ctx));
          const modes = added.map((a) => (a === undefined ? 'r' : a.length > 0 ? 'a' : '-'));
          const changed = doc !== entry.doc || entry.version === '' || modes.some((m) => m !== '-');
          const version = changed ? `${this.replica}.${++this.written}` : entry.version;
          const idleMs = name === undefined ? 0 : this.options.idleSeconds() * 1000;
          const listArgs = APPENDED.flatMap((list, i) => [modes[i]!, list.keep, items[i]!.length]);
          let stored: number;
          try {
            stored = await this.scripts.commit(lock, world, ...lists, token, version, changed ? doc : '', idleMs, ...listArgs, ...items.flat());
          } catch (error) {
            entry.version = '-';
            throw unreachable(error);
          }
          if (stored !== 1) {
            // Another replica may have written the world since: read it again next time.
            entry.version = '-';
            throw unavailable("The world's lock expired before its answer was stored; retry");
          }
          entry.version = version;
          entry.doc = doc;
        } finally {
          done();
        }
      },
    };
    entry.held = lease;
    return lease;
  }

  /** The store's lock on a world, waiting while another holds it (up to waitMs, then 503). */
  private async lock(keys: string[], token: string, version: string): Promise<string[]> {
    const deadline = Date.now() + this.options.waitMs();
    for (let pause = 1; ; pause = Math.min(pause * 2, 25)) {
      let answer: string[] | null;
      try {
        answer = await this.scripts.acquire(...keys, token, this.options.lockMs(), version);
      } catch (error) {
        throw unreachable(error);
      }
      if (answer) return answer;
      if (Date.now() >= deadline) throw unavailable('The world is busy with a request on another replica; retry');
      // Real time, not the sandbox's sleep (which tests replace for delay faults).
      await wait(pause);
    }
  }

  private entry(key: string): Cached {
    let entry = this.cache.get(key);
    if (entry) {
      // Most recently used last.
      this.cache.delete(key);
    } else {
      entry = { version: '', doc: '', tail: Promise.resolve(), pending: 0 };
      this.evict();
    }
    this.cache.set(key, entry);
    return entry;
  }

  /** Forgets the least recently used idle worlds beyond the cache's size (they stay in the store). */
  private evict(): void {
    let over = this.cache.size + 1 - this.options.cached();
    for (const [key, entry] of this.cache) {
      if (over <= 0) return;
      if (entry.pending === 0 && key !== '') {
        this.cache.delete(key);
        over -= 1;
      }
    }
  }
}
