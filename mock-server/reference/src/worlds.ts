// Isolated sandboxes (issue 15): the header `Orbit-Sandbox: <name>` selects a world of its own,
// created from the seed on first use, so concurrent test runs against one server never see each
// other's users, orders, balances, clock, faults, SMS codes and limits, rate-limit counters,
// idempotency keys, API keys, request log or answer mode. Without the header: the default world.
//
// Bounded: at most `config.sandboxWorlds` named worlds. A world unused (no request in flight, none
// arrived) for `config.sandboxIdleSeconds` of real time is forgotten. A new world at the cap first
// evicts the least recently used idle world; when every world has a request in flight the new one
// is refused with 503 service_unavailable (Retry-After: 1). Events: `world-created`, `world-evicted`.
import { ApiError } from './errors.ts';
import type { Context, Shared } from './context.ts';

/** A world name: what the Orbit-Sandbox header may carry. */
export const WORLD_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export const WORLD_HEADER = 'Orbit-Sandbox';

interface Entry {
  ctx: Context;
  /** Real time the world was last opened (the map is kept in this order: oldest first). */
  openedAt: number;
  /** Real time the world was last opened or released. */
  usedAt: number;
  /** Requests in flight. */
  busy: number;
}

export class Worlds {
  private readonly named = new Map<string, Entry>();

  constructor(
    readonly defaultWorld: Context,
    private readonly create: (name: string) => Context,
    private readonly shared: Shared,
  ) {}

  /** Named worlds kept now. */
  get size(): number {
    return this.named.size;
  }

  has(name: string): boolean {
    return this.named.has(name);
  }

  /** The world named `name` (undefined: the default world), created from the seed on first use; one more request in flight. */
  open(name: string | undefined): Context {
    if (name === undefined) return this.defaultWorld;
    if (!WORLD_NAME.test(name)) throw new ApiError(400, 'invalid_parameter', `${WORLD_HEADER} must match ${WORLD_NAME.source}`, WORLD_HEADER);
    const now = this.shared.realNow();
    this.expire(now);
    let entry = this.named.get(name);
    if (entry) {
      this.named.delete(name);
    } else {
      if (this.named.size >= this.shared.config.sandboxWorlds) this.evictForRoom();
      entry = { ctx: this.create(name), openedAt: now, usedAt: now, busy: 0 };
      this.shared.events.emit('world-created', name);
    }
    entry.openedAt = now;
    entry.usedAt = now;
    entry.busy += 1;
    this.named.set(name, entry);
    return entry.ctx;
  }

  /** The request `open` counted is over. */
  release(ctx: Context): void {
    if (ctx.world === undefined) return;
    const entry = this.named.get(ctx.world);
    if (!entry || entry.ctx !== ctx) return;
    entry.busy = Math.max(0, entry.busy - 1);
    entry.usedAt = this.shared.realNow();
  }

  /** Forgets idle worlds unused for the idle time (also run on every open). */
  expire(now: number = this.shared.realNow()): void {
    const idleMs = this.shared.config.sandboxIdleSeconds * 1000;
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
    throw new ApiError(503, 'service_unavailable', `All ${this.named.size} sandbox worlds have requests in flight; retry shortly`, WORLD_HEADER, { 'Retry-After': '1' });
  }

  private evict(name: string, reason: 'idle' | 'cap'): void {
    this.named.delete(name);
    this.shared.events.emit('world-evicted', name, reason);
  }
}
