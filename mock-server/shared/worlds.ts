// Isolated sandbox worlds (issue 15), on the reference server and on the mock's front alike: the header
// `Orbit-Sandbox: <name>` selects a world of its own, created on first use, so concurrent test runs
// against one server never see each other's state. Without the header: the server's default world
// (each server keeps that one itself; this table holds the named ones).
//
// Bounded: at most `limits().worlds` named worlds. A world unused (no request in flight, none arrived)
// for `limits().idleSeconds` of real time is forgotten. A new world at the cap first evicts the least
// recently used idle world; when every world has a request in flight the new one is refused with 503
// service_unavailable (Retry-After: 1). Events: `world-created`, `world-evicted`.
import type { EventEmitter } from 'node:events';
import { throwProblem, type Fail } from './problem.ts';

/** A world name: what the Orbit-Sandbox header may carry. */
export const WORLD_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export const WORLD_HEADER = 'Orbit-Sandbox';

export interface WorldLimits {
  /** Most named worlds kept at once (the reference server's config.sandboxWorlds). */
  worlds: number;
  /** A world nobody used for this long (real time) is forgotten (config.sandboxIdleSeconds). */
  idleSeconds: number;
}

export interface WorldTableOptions<T> {
  /** A new world, from the seed. */
  create: (name: string) => T;
  /** Real time in milliseconds. */
  realNow: () => number;
  /** Read on every use (tests change a server's configuration). */
  limits: () => WorldLimits;
  events: EventEmitter;
  fail?: Fail;
}

interface Entry<T> {
  world: T;
  /** Real time the world was last opened (the map is kept in this order: oldest first). */
  openedAt: number;
  /** Real time the world was last opened or released. */
  usedAt: number;
  /** Requests in flight. */
  busy: number;
}

export class WorldTable<T> {
  private readonly named = new Map<string, Entry<T>>();
  private readonly fail: Fail;

  constructor(private readonly options: WorldTableOptions<T>) {
    this.fail = options.fail ?? throwProblem;
  }

  /** Named worlds kept now. */
  get size(): number {
    return this.named.size;
  }

  has(name: string): boolean {
    return this.named.has(name);
  }

  /** The world named `name`, created on first use; one more request in flight. */
  open(name: string): T {
    if (!WORLD_NAME.test(name)) throw this.fail({ status: 400, code: 'invalid_parameter', message: `${WORLD_HEADER} must match ${WORLD_NAME.source}`, param: WORLD_HEADER });
    const now = this.options.realNow();
    this.expire(now);
    let entry = this.named.get(name);
    if (entry) {
      this.named.delete(name);
    } else {
      if (this.named.size >= this.options.limits().worlds) this.evictForRoom();
      entry = { world: this.options.create(name), openedAt: now, usedAt: now, busy: 0 };
      this.options.events.emit('world-created', name);
    }
    entry.openedAt = now;
    entry.usedAt = now;
    entry.busy += 1;
    this.named.set(name, entry);
    return entry.world;
  }

  /** The request `open` counted for `world` (named `name`) is over. */
  release(name: string, world: T): void {
    const entry = this.named.get(name);
    if (!entry || entry.world !== world) return;
    entry.busy = Math.max(0, entry.busy - 1);
    entry.usedAt = this.options.realNow();
  }

  /** Forgets idle worlds unused for the idle time (also run on every open). */
  expire(now: number = this.options.realNow()): void {
    const idleMs = this.options.limits().idleSeconds * 1000;
    for (const [name, entry] of this.named) {
      // Opened in order: every later entry was opened within the idle time too.
      if (now - entry.openedAt < idleMs) break;
      if (entry.busy === 0 && now - entry.usedAt >= idleMs) this.evict(name, 'idle');
    }
  }

  private evictForRoom(): void {
    for (const [name, entry] of this.named) {
      if (entry.busy === 0) return this.evict(name, 'cap');
    }
    throw this.fail({
      status: 503,
      code: 'service_unavailable',
      message: `All ${this.named.size} sandbox worlds have requests in flight; retry shortly`,
      param: WORLD_HEADER,
      headers: { 'Retry-After': '1' },
    });
  }

  private evict(name: string, reason: 'idle' | 'cap'): void {
    this.named.delete(name);
    this.options.events.emit('world-evicted', name, reason);
  }
}
