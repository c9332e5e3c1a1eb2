// Faults QA queued through /__sandbox/faults (src/faults.ts plays them), on API requests, after rate
// limits and the answer mode: the first queued fault that matches the request acts on it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ctxOf } from '../context.ts';
import { playFault, takeFault } from '../faults.ts';
import { isSandbox, pathOf } from '../paths.ts';
import { commitWorld } from './worlds.ts';

// Callback-style, not async (docs/performance.md): only a queued fault that waits (playFault) goes
// asynchronous, and only for its request.
async function faults(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    const world = ctxOf(request);
    if (world.faults.length === 0 || isSandbox(request)) return done();
    const fault = takeFault(world, request.routeOptions.config?.operationId, pathOf(request.url));
    if (!fault) return done();
    // A fault that answered, dropped or hung the request leaves it there (Fastify sees reply.sent); its
    // world is written now, not when a held connection finally closes (a shared store's lock is let go).
    playFault(world, fault, request, reply, request.logged).then(
      (handled) => (handled ? commitWorld(request).catch((error) => request.log.warn({ err: error }, 'world not stored')) : done()),
      done,
    );
  });
}

export default fp(faults, { name: 'orbit-faults', fastify: '5.x', dependencies: ['orbit-answer-mode'] });
