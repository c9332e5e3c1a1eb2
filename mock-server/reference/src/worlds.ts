// Isolated sandboxes (issue 15): the header `Orbit-Sandbox: <name>` selects a world of its own,
// created from the seed on first use, so concurrent test runs against one server never see each
// other's users, orders, balances, clock, faults, SMS codes and limits, rate-limit counters,
// idempotency keys, API keys, request log or answer mode. Without the header: the default world.
// The bookkeeping (the cap of `config.sandboxWorlds`, idle expiry after `config.sandboxIdleSeconds`,
// eviction, the 400 and 503 answers, events) is mock-server/shared/worlds.ts, shared with the mock's front.
import { ApiError } from './errors.ts';
import type { Context, Shared } from './context.ts';
import { WorldTable } from '../../shared/worlds.ts';

export { WORLD_HEADER, WORLD_NAME } from '../../shared/worlds.ts';

export class Worlds {
  private readonly table: WorldTable<Context>;

  constructor(
    readonly defaultWorld: Context,
    create: (name: string) => Context,
    shared: Shared,
  ) {
    this.table = new WorldTable<Context>({
      create,
      realNow: shared.realNow,
      limits: () => ({ worlds: shared.config.sandboxWorlds, idleSeconds: shared.config.sandboxIdleSeconds }),
      events: shared.events,
      fail: (p) => new ApiError(p.status, p.code, p.message, p.param, p.headers),
    });
  }

  /** Named worlds kept now. */
  get size(): number {
    return this.table.size;
  }

  has(name: string): boolean {
    return this.table.has(name);
  }

  /** The world named `name` (undefined: the default world), created from the seed on first use; one more request in flight. */
  open(name: string | undefined): Context {
    return name === undefined ? this.defaultWorld : this.table.open(name);
  }

  /** The request `open` counted is over. */
  release(ctx: Context): void {
    if (ctx.world !== undefined) this.table.release(ctx.world, ctx);
  }

  /** Forgets idle worlds unused for the idle time (also run on every open). */
  expire(now?: number): void {
    this.table.expire(now);
  }
}
