// The worlds' store: the default world (`app.orbit`) and the Orbit-Sandbox worlds, each created from its seed
// (the built-in fixtures, or a seed file's document: src/seeds.ts), and the world each request selects
// (`request.world`). Before the request goes on, the world's housekeeping that depends on time runs
// (expiring unpaid orders, dropping day-old idempotency records). Every other plugin reaches worlds through
// this one. Two stores, chosen by configuration (ORBIT_STORE):
//   - in memory (the default: `npm run reference` needs no other service): src/worlds.ts, a world held
//     while a request is in flight so idle expiry and eviction never take it from under the request;
//   - shared (Redis): src/shared-store.ts, a world locked from a request's first hook until its answer's
//     state is written, which is the last thing before the answer leaves (the last onSend hook of every
//     route, and of the not-found answer), or when a fault takes the request over, or when its
//     connection closes first.
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions, onSendHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.ts';
import { contextFromDocument, createContext, type Context, type Shared } from '../context.ts';
import { rateLimit } from '../rate-limit.ts';
import type { Seeds } from '../seeds.ts';
import { SharedWorlds, type StoreSpec } from '../shared-store.ts';
import { Worlds } from '../worlds.ts';

export interface WorldsOptions {
  shared: Shared;
  /** The default world's clock (tests bring their own; in-memory store only). */
  clock?: Clock;
  seeds?: Seeds;
  store?: StoreSpec;
}

/** The header the sandbox's own in-process requests carry, with this process's secret: they run inside the world their sender holds. */
const NESTED_HEADER = 'orbit-nested-world';

function headerWorld(shared: Shared, request: FastifyRequest): string | undefined {
  // Without the sandbox the server is just the service: the header means nothing.
  const name = shared.sandbox ? request.headers['orbit-sandbox'] : undefined;
  return Array.isArray(name) ? name.join(', ') : name;
}

function housekeeping(world: Context): void {
  world.store.expireOrders();
  world.store.pruneIdempotency();
}

/** Writes the request's world to the shared store, if it holds one (no-op in memory or when already written). */
export function commitWorld(request: FastifyRequest): Promise<void> {
  return request.lease ? request.lease.commit() : Promise.resolve();
}

const commitOnSend: onSendHookHandler = function (request, _reply, payload, done) {
  commitWorld(request).then(() => done(null, payload), done);
};

async function worlds(app: FastifyInstance, options: WorldsOptions): Promise<void> {
  const { shared, seeds } = options;
  const nested = randomBytes(18).toString('base64url');
  const store = options.store ?? { kind: 'memory' };
  // A world's own in-process requests (the sandbox's pay) carry its name, so they stay in it.
  const injectInto = (name: string | undefined) => (opts: InjectOptions) =>
    app.inject({ ...opts, headers: { ...opts.headers, ...(name !== undefined && { 'orbit-sandbox': name }), ...(store.kind === 'redis' && { [NESTED_HEADER]: nested }) } });
  const seedOf = (name: string | undefined) => (name === undefined ? seeds?.defaultWorld : seeds?.worlds.get(name));
  /** A world (undefined: the default one) from its seed, for either store. */
  const create = (name: string | undefined) => createContext(shared, name, injectInto(name), undefined, seedOf(name));
  const defaultWorld = createContext(shared, undefined, injectInto(undefined), options.clock, seedOf(undefined));
  app.decorate('orbit', defaultWorld);

  if (store.kind === 'memory') {
    app.decorate('worlds', new Worlds(defaultWorld, create, shared));
    // Callback-style, not async (docs/performance.md).
    app.addHook('onRequest', (request, reply, done) => {
      let world;
      try {
        world = app.worlds.open(headerWorld(shared, request));
      } catch (error) {
        // A malformed name or no room for a new world: answered from the default world, counted there.
        rateLimit(app.orbit, request, reply);
        throw error;
      }
      request.world = world;
      // Only a named world counts its requests in flight (the default world is never released).
      if (world.world !== undefined) reply.raw.once('close', () => app.worlds.release(world));
      housekeeping(world);
      done();
    });
    return;
  }

  const sharedWorlds = new SharedWorlds({
    url: store.url,
    create,
    restore: (name, doc) => contextFromDocument(shared, name, injectInto(name), doc, seedOf(name)),
    lockMs: () => shared.config.storeLockMs,
    waitMs: () => shared.config.storeWaitMs,
    idleSeconds: () => shared.config.sandboxIdleSeconds,
    cached: () => shared.config.sandboxWorlds,
    events: shared.events,
    log: { warn: (message) => app.log.warn(message), info: (message) => app.log.info(message) },
  });
  try {
    await sharedWorlds.connect();
  } catch (error) {
    await sharedWorlds.close();
    throw new Error(`the worlds' store at ${sharedWorlds.host} cannot be reached: ${(error as Error).message}`);
  }
  app.addHook('onClose', () => sharedWorlds.close());

  const isNested = (request: FastifyRequest): boolean => {
    const given = request.headers[NESTED_HEADER];
    return typeof given === 'string' && given.length === nested.length && timingSafeEqual(Buffer.from(given), Buffer.from(nested));
  };
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const name = headerWorld(shared, request);
    if (isNested(request)) {
      // Sent from inside a request that holds the world (src/handlers/sandbox.ts): it runs in that hold.
      const held = sharedWorlds.held(name);
      if (!held) throw new Error(`an in-process request for world ${name ?? '(default)'} outside its sender's hold`);
      request.world = held;
      return;
    }
    let lease;
    try {
      lease = await sharedWorlds.open(name);
    } catch (error) {
      rateLimit(app.orbit, request, reply);
      throw error;
    }
    request.world = lease.ctx;
    request.lease = lease;
    // A request that never reaches its answer (client gone, a fault that took it over) still writes its world.
    reply.raw.once('close', () => void lease.commit().catch((error) => request.log.warn({ err: error }, 'world not stored')));
    housekeeping(lease.ctx);
  });
  // Last of every route's onSend hooks (a route's own come after the app's), so the state written is final.
  app.addHook('onRoute', (route: RouteOptions) => {
    route.onSend = [...(route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend]), commitOnSend];
  });
  // The not-found answer has no route hooks of its own.
  app.addHook('onSend', (request, reply, payload, done) => (request.is404 ? commitOnSend.call(app, request, reply, payload, done) : done(null, payload)));
}

export default fp(worlds, { name: 'orbit-worlds', fastify: '5.x', dependencies: ['orbit-cors'] });
