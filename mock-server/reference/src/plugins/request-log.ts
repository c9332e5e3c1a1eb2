// Each world's request log (GET /__sandbox/requests; mock-server/shared/request-log.ts): an API request is
// logged when it arrives, before rate limits and faults can answer it, and settled with the status its
// answer is sent with (a fault that drops or hangs it settles it itself, src/faults.ts). Sandbox routes
// are not logged. Events: `request-logged`, `request-settled`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ctxOf } from '../context.ts';
import { header, isSandbox, pathOf } from '../paths.ts';

// Callback-style hooks, not async (docs/performance.md).
async function requestLog(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, _reply, done) => {
    const operationId = request.routeOptions.config?.operationId;
    if (operationId && !isSandbox(request)) {
      const world = ctxOf(request);
      const entry = world.requests.add(
        { operation_id: operationId, method: request.method, path: pathOf(request.url), idempotency_key: header(request, 'idempotency-key'), user_agent: header(request, 'user-agent') },
        world.shared.realNow(),
      );
      request.logged = entry;
      world.shared.events.emit('request-logged', world.world, entry);
    }
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const entry = request.logged;
    if (entry && entry.status === 'pending') {
      entry.status = reply.statusCode;
      ctxOf(request).shared.events.emit('request-settled', ctxOf(request).world, entry);
    }
    done(null, payload);
  });
}

export default fp(requestLog, { name: 'orbit-request-log', fastify: '5.x', dependencies: ['orbit-worlds'] });
