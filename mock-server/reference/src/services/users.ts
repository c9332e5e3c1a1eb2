// Users as the contract shows them, and account creation (SMS or mini-program sign-up).
import { iso } from '../clock.ts';
import type { Context } from '../context.ts';
import type { User } from '../store.ts';
import type { Schema } from '../../../shared/contract-types.ts';
import { money } from './money.ts';

/** `+8613800138000` -> `138****8000` (the national number with its middle digits hidden). */
export function maskPhone(phone: string): string {
  let digits = phone.replace(/^\+/, '');
  if (digits.startsWith('86') && digits.length > 11) digits = digits.slice(2);
  if (digits.length <= 7) return `${digits.slice(0, 2)}***${digits.slice(-2)}`;
  return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
}

export const membershipActive = (user: User, now: number): boolean => (user.membershipExpiresAt ?? 0) > now;

export function userView(ctx: Context, user: User): Schema<'User'> {
  const now = ctx.clock.now();
  return {
    id: user.id,
    ...(user.phone ? { phone_masked: maskPhone(user.phone) } : {}),
    ...(user.nickname ? { nickname: user.nickname } : {}),
    membership: membershipActive(user, now)
      ? { active: true, level: 'vip', expires_at: iso(user.membershipExpiresAt!) }
      : { active: false, level: 'free' },
    credits: user.credits,
    balance: money(user.balanceFen),
    invite_code: user.inviteCode,
    created_at: iso(user.createdAt),
  };
}

/** A new account; `invite` attributes it to the inviter with that invite code (unknown codes are ignored). */
export function createUser(ctx: Context, fields: { phone?: string; openid?: string; invite?: string }): User {
  const { store, clock } = ctx;
  let code = store.random.inviteCode();
  for (let i = 0; i < 10 && store.findUserByInviteCode(code); i++) code = store.random.inviteCode();
  const user: User = {
    id: store.random.id('usr'),
    inviteCode: code,
    credits: 0,
    balanceFen: 0,
    createdAt: clock.now(),
    earnings: { availableFen: 0, frozenFen: 0, withdrawnFen: 0 },
  };
  if (fields.phone) user.phone = fields.phone;
  if (fields.openid) user.openid = fields.openid;
  const inviter = fields.invite ? store.findUserByInviteCode(fields.invite) : undefined;
  if (inviter) user.invitedBy = inviter.id;
  store.users.set(user.id, user);
  return user;
}
