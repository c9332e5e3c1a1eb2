// What an API request meets after its world is chosen and before its route runs, in this order:
//   - rate limiting per credential (or per client address) with X-RateLimit-* headers and 429
//     (src/rate-limit.ts; sandbox calls show the window without using it up),
//   - the answer mode (the world's, or the Orbit-Sandbox-Mode header's; src/next-minor.ts),
//   - faults QA queued through /__sandbox/faults (src/faults.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ctxOf, type AnswerMode } from '../context.ts';
import { ApiError } from '../errors.ts';
import { playFault, takeFault } from '../faults.ts';
import { isSandbox, pathOf } from '../paths.ts';
import { rateLimit } from '../rate-limit.ts';
import { commitWorld } from './worlds.ts';

const MODE_HEADER = 'Orbit-Sandbox-Mode';
const MODES: AnswerMode[] = ['current', 'next-minor'];

function answerMode(request: FastifyRequest): AnswerMode {
  const header = request.headers['orbit-sandbox-mode'];
  if (header === undefined || !ctxOf(request).shared.sandbox) return ctxOf(request).mode;
  if (!MODES.includes(header as AnswerMode)) throw new ApiError(400, 'invalid_parameter', `${MODE_HEADER} must be one of ${MODES.join(', ')}`, MODE_HEADER);
  return header as AnswerMode;
}

// Callback-style, not async (docs/performance.md): only a queued fault that waits (playFault) goes
// asynchronous, and only for its request.
async function admission(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    const world = ctxOf(request);
    const sandbox = isSandbox(request);
    rateLimit(world, request, reply, !sandbox);
    request.answerMode = answerMode(request);
    if (sandbox || world.faults.length === 0) return done();
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

export default fp(admission, { name: 'orbit-admission', fastify: '5.x', dependencies: ['orbit-request-log'] });
