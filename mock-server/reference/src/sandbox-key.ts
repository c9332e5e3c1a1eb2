// The deployment key of a shared sandbox (issue 22). The sandbox routes reveal login codes, mint API
// keys, move the clock, inject faults and reset worlds, and a world name is not a secret. So when the
// server listens beyond loopback those routes require `Orbit-Sandbox-Key: <ORBIT_SANDBOX_KEY>`; on
// loopback nothing changes unless a key is set. The key is compared in constant time (SHA-256 digests
// of equal length through timingSafeEqual) and never logged.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

export const SANDBOX_KEY_HEADER = 'Orbit-Sandbox-Key';
export const SANDBOX_KEY_ENV = 'ORBIT_SANDBOX_KEY';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether a listening host is on loopback (127.0.0.0/8, ::1, localhost): only this machine can reach it. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || h === '::ffff:127.0.0.1';
}

/**
 * What the sandbox needs for a server listening on `host`: the key from the environment, `undefined`
 * (no key: loopback without ORBIT_SANDBOX_KEY), or a reason the server must not start (beyond
 * loopback without a key, the sandbox would be open to anyone who can reach the port).
 */
export function sandboxKeyFor(host: string, env: NodeJS.ProcessEnv): { key?: string } | { refuse: string } {
  const key = env[SANDBOX_KEY_ENV];
  if (key !== undefined && key !== '') {
    if (key.length < 16) return { refuse: `${SANDBOX_KEY_ENV} must be at least 16 characters` };
    return { key };
  }
  if (isLoopbackHost(host)) return {};
  return { refuse: `listening on ${host} (beyond loopback) with the sandbox on needs ${SANDBOX_KEY_ENV} (at least 16 characters; clients send it as ${SANDBOX_KEY_HEADER}), or ORBIT_SANDBOX=0 to turn the sandbox off` };
}

/** An onRequest hook for the sandbox routes: refuses a missing or wrong key with the contract's 401 error body. */
export function sandboxKeyHook(key: string) {
  const expected = digest(key);
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const given = request.headers[SANDBOX_KEY_HEADER.toLowerCase()];
    const value = Array.isArray(given) ? given[0] : given;
    if (value !== undefined && timingSafeEqual(digest(value), expected)) return;
    const code = value === undefined ? 'sandbox_key_required' : 'sandbox_key_invalid';
    // Logged without the key, and without the header's value.
    request.log.warn({ code, method: request.method, url: request.url.split('?')[0], world: request.headers['orbit-sandbox'] ?? null }, 'sandbox request refused');
    throw new ApiError(401, code, value === undefined ? `The sandbox of this deployment needs the ${SANDBOX_KEY_HEADER} header` : `The ${SANDBOX_KEY_HEADER} header does not match this deployment's key`, SANDBOX_KEY_HEADER);
  };
}
