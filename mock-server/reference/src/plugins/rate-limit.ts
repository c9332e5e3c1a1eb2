// Rate limiting per credential (or per client address), with X-RateLimit-* headers and 429
// (src/rate-limit.ts): the first thing an API request meets after its world and its log entry; sandbox
// calls show the window without using it up.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ctxOf } from '../context.ts';
import { isSandbox } from '../paths.ts';
import { rateLimit } from '../rate-limit.ts';

// Callback-style, not async (docs/performance.md).
async function rateLimits(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    rateLimit(ctxOf(request), request, reply, !isSandbox(request));
    done();
  });
}

export default fp(rateLimits, { name: 'orbit-rate-limit', fastify: '5.x', dependencies: ['orbit-request-log'] });
