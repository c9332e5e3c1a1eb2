// The worlds' store: the default world (`app.orbit`) and the Orbit-Sandbox worlds (`app.worlds`, src/worlds.ts),
// each created from its seed (the built-in fixtures, or a seed file's document: src/seeds.ts), and the
// world each request selects (`request.world`), held while the request is in flight so idle expiry and
// eviction never take a world from under it. Before the request goes on, the world's housekeeping that
// depends on time runs (expiring unpaid orders, dropping day-old idempotency records). A store that
// outlives the process would take this plugin's place; every other plugin reaches worlds through it.
import type { FastifyInstance, InjectOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock.ts';
import { createContext, type Shared } from '../context.ts';
import { rateLimit } from '../rate-limit.ts';
import type { Seeds } from '../seeds.ts';
import { Worlds } from '../worlds.ts';

export interface WorldsOptions {
  shared: Shared;
  /** The default world's clock (tests bring their own). */
  clock?: Clock;
  seeds?: Seeds;
}

async function worlds(app: FastifyInstance, options: WorldsOptions): Promise<void> {
  const { shared, seeds } = options;
  // A world's own in-process requests (the sandbox's pay) carry its name, so they stay in it.
  const injectInto = (name: string | undefined) => (opts: InjectOptions) =>
    app.inject(name === undefined ? opts : { ...opts, headers: { ...opts.headers, 'orbit-sandbox': name } });
  const defaultWorld = createContext(shared, undefined, injectInto(undefined), options.clock, seeds?.defaultWorld);
  app.decorate('orbit', defaultWorld);
  app.decorate('worlds', new Worlds(defaultWorld, (name) => createContext(shared, name, injectInto(name), undefined, seeds?.worlds.get(name)), shared));

  // Callback-style, not async (docs/performance.md).
  app.addHook('onRequest', (request, reply, done) => {
    // Without the sandbox the server is just the service: the header means nothing.
    const name = shared.sandbox ? request.headers['orbit-sandbox'] : undefined;
    let world;
    try {
      world = app.worlds.open(Array.isArray(name) ? name.join(', ') : name);
    } catch (error) {
      // A malformed name or no room for a new world: answered from the default world, counted there.
      rateLimit(app.orbit, request, reply);
      throw error;
    }
    request.world = world;
    // Only a named world counts its requests in flight (the default world is never released).
    if (world.world !== undefined) reply.raw.once('close', () => app.worlds.release(world));
    world.store.expireOrders();
    world.store.pruneIdempotency();
    done();
  });
}

export default fp(worlds, { name: 'orbit-worlds', fastify: '5.x', dependencies: ['orbit-cors'] });
