// Tag `auth`: SMS codes and the three login operations. Every login answers the same AuthSession.
import { ctxOf } from '../context.ts';
import { unauthorized } from '../errors.ts';
import { issueSession, refreshSession } from '../services/sessions.ts';
import { sendCode, verifyCode } from '../services/sms.ts';
import { createUser } from '../services/users.ts';
import { verifyPassword } from '../store.ts';
import type { Handler } from './types.ts';

export const sendSmsCode: Handler<'sendSmsCode'> = async (request) => {
  const { phone, scene = 'login' } = request.body;
  return sendCode(ctxOf(request), phone, scene);
};

// The contract's UnifiedLoginRequest: one strict shape per mode (validation has checked which).
export const unifiedLogin: Handler<'unifiedLogin'> = async (request) => {
  const ctx = ctxOf(request);
  const body = request.body;
  switch (body.mode) {
    case 'sms': {
      verifyCode(ctx, body.phone, body.code);
      const user = ctx.store.findUserByPhone(body.phone) ?? createUser(ctx, { phone: body.phone, invite: body.invite_code });
      return issueSession(ctx, user);
    }
    case 'password': {
      const user = ctx.store.findUserByPhone(body.phone);
      if (!verifyPassword(body.password, user?.passwordHash) || !user) {
        throw unauthorized('invalid_credentials', 'The account or password is wrong');
      }
      return issueSession(ctx, user);
    }
    case 'refresh':
      return refreshSession(ctx, body.refresh_token);
  }
};

export const miniappLogin: Handler<'miniappLogin'> = async (request) => {
  const ctx = ctxOf(request);
  const { code, invite_code } = request.body;
  // The messaging app's code2session, simulated: codes come from POST /__sandbox/miniapp/code.
  const record = ctx.store.miniappCodes.get(code);
  if (!record || record.used || record.expiresAt <= ctx.clock.now()) {
    throw unauthorized('invalid_miniapp_code', 'The mini-program code is invalid, expired or used', 'code');
  }
  record.used = true;
  const user = ctx.store.findUserByOpenid(record.openid) ?? createUser(ctx, { openid: record.openid, invite: invite_code });
  return issueSession(ctx, user);
};

export const userLogin: Handler<'userLogin'> = async (request) => {
  const ctx = ctxOf(request);
  const { account, password } = request.body;
  const user = account.startsWith('+') ? ctx.store.findUserByPhone(account) : ctx.store.findUserByEmail(account);
  if (!verifyPassword(password, user?.passwordHash) || !user) throw unauthorized('invalid_credentials', 'The account or password is wrong');
  return issueSession(ctx, user);
};
