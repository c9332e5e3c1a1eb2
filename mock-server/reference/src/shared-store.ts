// Worlds in a store that outlives every replica (ORBIT_STORE=redis://…): every world, the default one too,
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
import { MAX_LOGGED_REQUESTS, type RequestLogEntry } from './request-log.ts';
import { exportWorld, importWorld, type WorldDocument } from './world-document.ts';

/** What ORBIT_STORE names: the in-memory worlds (default), or a Redis server's URL. */
export type StoreSpec = { kind: 'memory' } | { kind: 'redis'; url: string };

export const STORE_ENV = 'ORBIT_STORE';

/** ORBIT_STORE's value read, or refused naming what it takes. */
export function storeSpec(value: string | undefined): StoreSpec {
  if (value === undefined || value === '' || value === 'memory') return { kind: 'memory' };
  if (/^rediss?:\/\//.test(value)) return { kind: 'redis', url: value };
  throw new Error(`${STORE_ENV} must be "memory" or a redis://host:port URL, not ${JSON.stringify(value)}`);
}

// A world is two keys beside its lock: a hash (`v` its version, `doc` its document without the request
// log's entries) and a list (the request log's entries, JSON each), so a request writes the few entries it
// added instead of the whole log again (the log is most of a busy world's document).
//
// KEYS[1] the world's lock, KEYS[2] the world, KEYS[3] its log. ARGV: token, lock ms, the version the
// replica has cached. Answers nil when another holds the lock; else {''} (no such world), {version} (the
// cached one is current) or {version, document, log entry…}.
const ACQUIRE = `
if not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return nil end
local v = redis.call('HGET', KEYS[2], 'v')
if not v then return {''} end
if v == ARGV[3] then return {v} end
local answer = {v, redis.call('HGET', KEYS[2], 'doc')}
for _, entry in ipairs(redis.call('LRANGE', KEYS[3], 0, -1)) do answer[#answer + 1] = entry end
return answer`;

// ARGV: token, new version, document ('' = unchanged), idle ms ('0' = kept), log ('-' unchanged, 'a' append
// the entries, 'r' replace it with them), most entries kept, then the entries. Answers 0 when the lock is gone.
const COMMIT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[3] ~= '' then redis.call('HSET', KEYS[2], 'v', ARGV[2], 'doc', ARGV[3]) end
if ARGV[5] == 'r' then redis.call('DEL', KEYS[3]) end
if #ARGV > 6 then
  redis.call('RPUSH', KEYS[3], unpack(ARGV, 7))
  redis.call('LTRIM', KEYS[3], -tonumber(ARGV[6]), -1)
end
if ARGV[4] ~= '0' then
  redis.call('PEXPIRE', KEYS[2], ARGV[4])
  redis.call('PEXPIRE', KEYS[3], ARGV[4])
end
redis.call('DEL', KEYS[1])
return 1`;

// ARGV: token, lock ms. Keeps a held lock alive (answers 0 when it is gone).
const RENEW = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
return redis.call('PEXPIRE', KEYS[1], ARGV[2])`;

// ARGV: token. Lets go of a held lock without writing.
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1`;

interface Scripts {
  acquire(lock: string, world: string, log: string, token: string, lockMs: number, version: string): Promise<string[] | null>;
  commit(lock: string, world: string, log: string, token: string, version: string, doc: string, idleMs: number, logMode: '-' | 'a' | 'r', kept: number, ...entries: string[]): Promise<number>;
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
}

const unavailable = (message: string) => new ApiError(503, 'service_unavailable', message, undefined, { 'Retry-After': '1' });

export class SharedWorlds {
  private readonly redis: Redis;
  private readonly scripts: Scripts;
  private readonly cache = new Map<string, Cached>();
  /** Versions this replica writes: unique across replicas and restarts. */
  private readonly replica = randomBytes(6).toString('base64url');
  private written = 0;

  constructor(private readonly options: SharedWorldsOptions) {
    // No offline queue: with the store gone a request answers 503 at once instead of waiting unseen.
    this.redis = new Redis(options.url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.redis.on('error', () => {
      // Reported per request (503); ioredis reconnects by itself.
    });
    this.redis.defineCommand('orbitAcquire', { numberOfKeys: 3, lua: ACQUIRE });
    this.redis.defineCommand('orbitCommit', { numberOfKeys: 3, lua: COMMIT });
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
    const log = `orbit:log:${key}`;
    const token = randomBytes(12).toString('base64url');
    let answer: string[];
    try {
      answer = await this.lock(lock, world, log, token, entry.version);
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
        full.requests = { entries: answer.slice(2).map((line) => JSON.parse(line) as RequestLogEntry), last_arrival_ms: full.requests?.last_arrival_ms ?? {} };
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
    const logged = ctx.requests.mark();
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
          const full = exportWorld(ctx);
          const added = ctx.requests.since(logged);
          const entries = (added ?? full.requests!.entries).map((e) => JSON.stringify(e));
          const logMode = added === undefined ? 'r' : entries.length > 0 ? 'a' : '-';
          const doc = JSON.stringify({ ...full, requests: { entries: [], last_arrival_ms: full.requests!.last_arrival_ms } });
          const changed = doc !== entry.doc || entry.version === '' || logMode !== '-';
          const version = changed ? `${this.replica}.${++this.written}` : entry.version;
          const idleMs = name === undefined ? 0 : this.options.idleSeconds() * 1000;
          let stored: number;
          try {
            stored = await this.scripts.commit(lock, world, log, token, version, changed ? doc : '', idleMs, logMode, MAX_LOGGED_REQUESTS, ...entries);
          } catch (error) {
            entry.version = '-';
            throw unavailable(`The sandbox's store could not be reached (${(error as Error).message}); retry`);
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
  private async lock(lock: string, world: string, log: string, token: string, version: string): Promise<string[]> {
    const deadline = Date.now() + this.options.waitMs();
    for (let pause = 1; ; pause = Math.min(pause * 2, 25)) {
      let answer: string[] | null;
      try {
        answer = await this.scripts.acquire(lock, world, log, token, this.options.lockMs(), version);
      } catch (error) {
        throw unavailable(`The sandbox's store could not be reached (${(error as Error).message}); retry`);
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
