// The contract's CORS convention: what every answer exposes to browsers, and what a preflight allows.
export const EXPOSED = 'X-Request-Id, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Idempotent-Replayed';

export const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key, X-Orbit-Client';

/** The sandbox's own request headers (src/worlds.ts, src/next-minor.ts). */
const SANDBOX_HEADERS = ['Orbit-Sandbox', 'Orbit-Sandbox-Mode'];

/**
 * A preflight's Access-Control-Allow-Headers: the contract's list, plus the sandbox's headers when the
 * browser asks to send them (a browser test selecting a world), so other preflights answer exactly
 * what the contract says.
 */
export function allowedHeaders(requested: string | undefined): string {
  const asked = new Set((requested ?? '').split(',').map((h) => h.trim().toLowerCase()));
  const sandbox = SANDBOX_HEADERS.filter((h) => asked.has(h.toLowerCase()));
  return [ALLOWED_HEADERS, ...sandbox].join(', ');
}
