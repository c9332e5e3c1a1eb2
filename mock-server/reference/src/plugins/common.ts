// Cross-cutting response headers and request admission, for every request (contract routes,
// sandbox routes and unknown routes alike), in this order:
//   - X-Request-Id (`req_` + 24 alphanumerics; Fastify's request id) and CORS headers,
//   - CORS preflight answers for browsers (mock-server/shared/cors.ts, from the documents' operations),
//   - the world (Orbit-Sandbox header, src/worlds.ts),
//   - housekeeping that depends on time (expiring unpaid orders, old idempotency records),
//   - the world's request log (API operations only),
//   - rate limiting per credential (or per client address) with X-RateLimit-* headers and 429,
//   - the answer mode (the world's, or the Orbit-Sandbox-Mode header's; src/next-minor.ts),
//   - faults QA queued through /__sandbox/faults (src/faults.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appWide, ctxOf, type AnswerMode } from '../context.ts';
import { type Json, readContract, SANDBOX_CONTRACT_PATH } from '../../../../openapi/lib/contract.ts';
import { allowedHeaders, corsDocument, EXPOSED, isPreflight, preflightHeaders } from '../../../shared/cors.ts';
import { ApiError } from '../errors.ts';
import { playFault, takeFault } from '../faults.ts';
import { rateLimit } from '../rate-limit.ts';
import type { RequestLogEntry } from '../request-log.ts';

export const isSandbox = (request: FastifyRequest) => request.url.startsWith('/__sandbox/') || request.url === '/__sandbox';

const MODE_HEADER = 'Orbit-Sandbox-Mode';
const MODES: AnswerMode[] = ['current', 'next-minor'];

function answerMode(request: FastifyRequest): AnswerMode {
  const header = request.headers['orbit-sandbox-mode'];
  if (header === undefined || !ctxOf(request).shared.sandbox) return ctxOf(request).mode;
  if (!MODES.includes(header as AnswerMode)) throw new ApiError(400, 'invalid_parameter', `${MODE_HEADER} must be one of ${MODES.join(', ')}`, MODE_HEADER);
  return header as AnswerMode;
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

// The hooks are callback-style, not async: an async hook costs a promise and a microtask turn per
// request, which was a visible share of the request path (docs/performance.md). Only a queued fault
// that waits (playFault) goes asynchronous, and only for its request.
async function common(app: FastifyInstance, options: { contract: Json }): Promise<void> {
  const api = corsDocument(options.contract);
  const sandboxDocument = corsDocument(readContract(SANDBOX_CONTRACT_PATH));
  const allowed = allowedHeaders(options.contract);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Expose-Headers', EXPOSED);

    const url = request.url;
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    const sandbox = isSandbox(request);
    // CORS preflight on a path of the contract (or of the sandbox, when on): 204 with what browsers may send.
    if (isPreflight(request.method, request.headers['access-control-request-method'])) {
      const on = app.orbit.shared.sandbox;
      const methods = sandbox ? (on ? sandboxDocument.methods : undefined) : api.covers(path) ? api.methods : undefined;
      if (methods) {
        reply.code(204).headers(preflightHeaders(methods, allowed, header(request, 'access-control-request-headers') ?? undefined, on)).send();
        return;
      }
    }

    // Without the sandbox the server is just the service: the header means nothing.
    const name = app.orbit.shared.sandbox ? request.headers['orbit-sandbox'] : undefined;
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
    const operationId = request.routeOptions.config?.operationId;
    let entry: RequestLogEntry | undefined;
    if (!sandbox && operationId) {
      entry = world.requests.add(
        { operation_id: operationId, method: request.method, path, idempotency_key: header(request, 'idempotency-key'), user_agent: header(request, 'user-agent') },
        world.shared.realNow(),
      );
      request.logged = entry;
      world.shared.events.emit('request-logged', world.world, entry);
    }
    rateLimit(world, request, reply, !sandbox);
    request.answerMode = answerMode(request);
    if (sandbox || world.faults.length === 0) return done();
    const fault = takeFault(world, operationId, path);
    if (!fault) return done();
    // A fault that answered, dropped or hung the request leaves it there (Fastify sees reply.sent).
    playFault(world, fault, request, reply, entry).then((handled) => (handled ? undefined : done()), done);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    // Answers produced before the onRequest hook ran (e.g. a malformed URL) still get the headers.
    if (!reply.hasHeader('X-Request-Id')) reply.header('X-Request-Id', request.id);
    if (!reply.hasHeader('Access-Control-Allow-Origin')) reply.header('Access-Control-Allow-Origin', '*');
    const entry = request.logged;
    if (entry && entry.status === 'pending') {
      entry.status = reply.statusCode;
      ctxOf(request).shared.events.emit('request-settled', ctxOf(request).world, entry);
    }
    done(null, payload);
  });
}

export default appWide(common, 'orbit-common');
