// Cross-cutting response headers and request admission, for every request (contract routes,
// sandbox routes and unknown routes alike):
//   - X-Request-Id (`req_` + 24 alphanumerics; Fastify's request id) and CORS headers,
//   - CORS preflight answers for browsers,
//   - rate limiting per credential (or per client address) with X-RateLimit-* headers and 429,
//   - housekeeping that depends on time (expiring unpaid orders, old idempotency records),
//   - faults QA queued through /__sandbox/faults (delay, drop, or answer 429/500/503).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appWide, ctxOf, type Context } from '../context.ts';
import { operations } from '../contract.ts';
import { ApiError } from '../errors.ts';
import { sha256 } from '../ids.ts';

// As the contract's CORS convention lists them.
const EXPOSED = 'X-Request-Id, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Idempotent-Replayed';
const CONTRACT_PATHS = new Set(operations().map((o) => o.path));

const isSandbox = (request: FastifyRequest) => request.url.startsWith('/__sandbox/') || request.url === '/__sandbox';

/** Counts the request in its window and sets the X-RateLimit-* headers; 429 past the limit. */
export function rateLimit(ctx: Context, request: FastifyRequest, reply: FastifyReply): void {
  const { rateLimit: limit, rateWindowSeconds } = ctx.config;
  const authorization = request.headers.authorization;
  const bucket = authorization ? `cred:${sha256(authorization)}` : `ip:${request.ip}`;
  const now = ctx.clock.now();
  const windowMs = rateWindowSeconds * 1000;
  let window = ctx.store.rateWindows.get(bucket);
  if (!window || now >= window.start + windowMs || now < window.start) {
    window = { start: now, count: 0 };
    ctx.store.rateWindows.set(bucket, window);
  }
  // Sandbox calls are QA plumbing: they show the window but do not use it up.
  if (!isSandbox(request)) window.count += 1;
  const reset = Math.max(0, Math.ceil((window.start + windowMs - now) / 1000));
  reply.header('X-RateLimit-Limit', String(limit));
  reply.header('X-RateLimit-Remaining', String(Math.max(0, limit - window.count)));
  reply.header('X-RateLimit-Reset', String(reset));
  if (window.count > limit) {
    throw new ApiError(429, 'rate_limited', `Too many requests; retry after ${Math.max(1, reset)} seconds`, undefined, { 'Retry-After': String(Math.max(1, reset)) });
  }
}

const FAULT_CODES: Record<number, [string, string]> = {
  429: ['rate_limited', 'Too many requests (fault injected by the sandbox)'],
  500: ['internal_error', 'Something went wrong on our side (fault injected by the sandbox)'],
  503: ['service_unavailable', 'The service is temporarily unavailable (fault injected by the sandbox)'],
};

async function applyFaults(ctx: Context, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (ctx.faults.length === 0 || isSandbox(request)) return false;
  const operationId = request.routeOptions.config?.operationId;
  const path = request.url.split('?')[0];
  const fault = ctx.faults.find((f) => (f.operationId ? f.operationId === operationId : true) && (f.path ? f.path === path : true));
  if (!fault) return false;
  fault.remaining -= 1;
  if (fault.remaining <= 0) ctx.faults.splice(ctx.faults.indexOf(fault), 1);
  if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  if (fault.drop) {
    reply.hijack();
    request.raw.destroy();
    return true;
  }
  if (fault.status) {
    const [code, message] = FAULT_CODES[fault.status] ?? FAULT_CODES[500]!;
    const headers: Record<string, string> = fault.status === 500 ? {} : { 'Retry-After': String(fault.retryAfter) };
    throw new ApiError(fault.status, code, message, undefined, headers);
  }
  return false;
}

async function common(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    const ctx = ctxOf(request);
    reply.header('X-Request-Id', request.id);
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Expose-Headers', EXPOSED);

    // CORS preflight on a path of the contract (or the sandbox): 204 with what browsers may send.
    const path = request.url.split('?')[0]!;
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] && (CONTRACT_PATHS.has(path) || isSandbox(request))) {
      reply
        .code(204)
        .header('Access-Control-Allow-Methods', isSandbox(request) ? 'GET, POST, DELETE' : 'GET, POST')
        .header('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key, X-Orbit-Client')
        .header('Access-Control-Max-Age', '600')
        .send();
      return reply;
    }

    ctx.store.expireOrders();
    ctx.store.pruneIdempotency();
    rateLimit(ctx, request, reply);
    if (await applyFaults(ctx, request, reply)) return reply;
  });

  // Answers produced before the onRequest hook ran (e.g. a malformed URL) still get the headers.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('X-Request-Id')) reply.header('X-Request-Id', request.id);
    if (!reply.hasHeader('Access-Control-Allow-Origin')) reply.header('Access-Control-Allow-Origin', '*');
    return payload;
  });
}

export default appWide(common, 'orbit-common');
