// Login sessions: access tokens live 2 hours, refresh tokens 30 days and rotate on every use.
// Every login starts a token family; presenting a retired refresh token again revokes the family.
import { iso } from '../clock.ts';
import type { Context } from '../context.ts';
import { unauthorized } from '../errors.ts';
import type { User } from '../store.ts';
import type { Schema } from '../../../shared/contract-types.ts';
import { userView } from './users.ts';

export const ACCESS_TTL_SECONDS = 7200;
export const REFRESH_TTL_SECONDS = 30 * 86400;

export function issueSession(ctx: Context, user: User, familyId: string = ctx.store.random.id('fam')): Schema<'AuthSession'> {
  const now = ctx.clock.now();
  const accessToken = `at_${ctx.store.random.string(32)}`;
  const refreshToken = `rt_${ctx.store.random.string(32)}`;
  ctx.store.accessTokens.set(accessToken, { token: accessToken, userId: user.id, familyId, expiresAt: now + ACCESS_TTL_SECONDS * 1000 });
  ctx.store.refreshTokens.set(refreshToken, { token: refreshToken, userId: user.id, familyId, expiresAt: now + REFRESH_TTL_SECONDS * 1000, used: false });
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TTL_SECONDS,
    expires_at: iso(now + ACCESS_TTL_SECONDS * 1000),
    refresh_token: refreshToken,
    refresh_expires_in: REFRESH_TTL_SECONDS,
    user: userView(ctx, user),
  };
}

export function revokeFamily(ctx: Context, familyId: string): void {
  ctx.store.revokedFamilies.add(familyId);
}

/** Rotates `token`: a new pair in the same family, the old refresh token retired. */
export function refreshSession(ctx: Context, token: string): Schema<'AuthSession'> {
  const { store, clock } = ctx;
  const record = store.refreshTokens.get(token);
  const user = record && store.users.get(record.userId);
  if (!record || !user || record.expiresAt <= clock.now() || store.revokedFamilies.has(record.familyId)) {
    throw unauthorized('invalid_token', 'The refresh token is unknown, expired or revoked', 'refresh_token');
  }
  if (record.used) {
    revokeFamily(ctx, record.familyId);
    throw unauthorized('refresh_token_reused', 'This refresh token was already used; the session has been revoked', 'refresh_token');
  }
  record.used = true;
  return issueSession(ctx, user, record.familyId);
}
