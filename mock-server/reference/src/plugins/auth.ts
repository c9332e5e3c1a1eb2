// Bearer authentication, per operation, from the contract's security requirements:
//   loginToken: `Authorization: Bearer at_...` (an unexpired, unrevoked access token),
//   apiKey:     `Authorization: Bearer sk_...` (a developer or application key, looked up by hash).
// A credential of the wrong kind is refused (401 invalid_token). Runs as the route's first onRequest
// hook, so an unauthenticated caller learns nothing about the request's validity.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ctxOf } from '../context.ts';
import { unauthorized } from '../errors.ts';
import { sha256 } from '../ids.ts';

const WRONG = 'The credential is not valid for this operation';

function authenticate(request: FastifyRequest, schemes: string[]): void {
  const header = request.headers.authorization;
  if (!header) throw unauthorized('missing_token', 'Authorization: Bearer <token> is required');
  const match = /^Bearer +([\x21-\x7E]{1,512})$/i.exec(header.trim());
  if (!match) throw unauthorized('invalid_token', 'The Authorization header must be "Bearer <token>"');
  const credential = match[1]!;
  const { store, clock } = ctxOf(request);

  if (schemes.includes('loginToken') && credential.startsWith('at_')) {
    const record = store.accessTokens.get(credential);
    const user = record && store.users.get(record.userId);
    if (!record || !user || store.revokedFamilies.has(record.familyId)) throw unauthorized('invalid_token', WRONG);
    if (record.expiresAt <= clock.now()) throw unauthorized('token_expired', 'The access token has expired; renew it with the refresh token');
    request.auth = { kind: 'user', user, token: credential };
    return;
  }
  if (schemes.includes('apiKey') && credential.startsWith('sk_')) {
    const key = store.apiKeys.get(sha256(credential));
    const user = key && store.users.get(key.userId);
    if (!key || !user) throw unauthorized('invalid_token', WRONG);
    request.auth = { kind: 'apiKey', user, key };
    return;
  }
  throw unauthorized('invalid_token', WRONG);
}

/** The onRequest hook for an operation secured by `schemes` (none for public operations). */
export function authHook(schemes: string[]): onRequestAsyncHookHandler | undefined {
  if (schemes.length === 0) return undefined;
  return async (request) => authenticate(request, schemes);
}
