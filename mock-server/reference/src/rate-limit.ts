// Rate limiting per credential (or per client address) in fixed windows of the world's clock, with
// the X-RateLimit-* headers every answer carries and 429 rate_limited past the limit.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from './context.ts';
import { ApiError } from './errors.ts';
import { sha256 } from './ids.ts';

export interface RateState {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
  exceeded: boolean;
}

/** The bucket a request counts in: its Authorization header if any, else its client address. */
export const bucketOf = (authorization: string | undefined, address: string | undefined): string =>
  authorization ? `cred:${sha256(authorization)}` : `ip:${address ?? 'unknown'}`;

/** Counts one request (unless `count` is false) in `bucket`'s window of `ctx`. */
export function countRequest(ctx: Context, bucket: string, count = true): RateState {
  const { rateLimit: limit, rateWindowSeconds } = ctx.config;
  const now = ctx.clock.now();
  const windowMs = rateWindowSeconds * 1000;
  let window = ctx.store.rateWindows.get(bucket);
  if (!window || now >= window.start + windowMs || now < window.start) {
    window = { start: now, count: 0 };
    // A request that is not counted (the sandbox's) only shows a fresh window: it leaves the world as it
    // was, so exporting a world (GET /__sandbox/world) changes nothing in it.
    if (count) ctx.store.rateWindows.set(bucket, window);
  }
  if (count) window.count += 1;
  const reset = Math.max(0, Math.ceil((window.start + windowMs - now) / 1000));
  return { limit, remaining: Math.max(0, limit - window.count), reset, exceeded: window.count > limit };
}

export const rateLimitHeaders = (state: RateState): Record<string, string> => ({
  'X-RateLimit-Limit': String(state.limit),
  'X-RateLimit-Remaining': String(state.remaining),
  'X-RateLimit-Reset': String(state.reset),
});

/**
 * Counts the request in its window and sets the X-RateLimit-* headers; 429 past the limit.
 * Sandbox calls (`count` false) are QA plumbing: they show the window but do not use it up.
 */
export function rateLimit(ctx: Context, request: FastifyRequest, reply: FastifyReply, count = true): void {
  const state = countRequest(ctx, bucketOf(request.headers.authorization, request.ip), count);
  // Set one by one: every request passes here, and rateLimitHeaders' object would be garbage at once.
  reply.header('X-RateLimit-Limit', String(state.limit)).header('X-RateLimit-Remaining', String(state.remaining)).header('X-RateLimit-Reset', String(state.reset));
  if (state.exceeded) {
    const wait = String(Math.max(1, state.reset));
    throw new ApiError(429, 'rate_limited', `Too many requests; retry after ${wait} seconds`, undefined, { 'Retry-After': wait });
  }
}
