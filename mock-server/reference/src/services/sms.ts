// SMS codes: 6 digits, valid 5 minutes, a new code replaces the previous one. One send per phone
// number per 60 seconds and 10 per UTC day (then 429 sms_rate_limited with Retry-After). The answer
// and the limits are the same whether or not an account exists. Five wrong attempts burn the code.
import { isoDate, nextUtcMidnight } from '../clock.ts';
import type { Context } from '../context.ts';
import { ApiError, unauthorized } from '../errors.ts';
import type { SmsState } from '../store.ts';
import type { Schema } from '../../../shared/contract-types.ts';

export const CODE_TTL_SECONDS = 300;
export const RESEND_SECONDS = 60;
export const DAILY_LIMIT = 10;
export const MAX_ATTEMPTS = 5;

function limited(message: string, retryAfter: number): ApiError {
  return new ApiError(429, 'sms_rate_limited', message, 'phone', { 'Retry-After': String(Math.max(1, retryAfter)) });
}

/**
 * Sends a code to `phone` for `scene`. A code is really sent for `login` and `bind_phone` (an SMS
 * login signs an unknown number up) and, for `reset_password`, only when an account has the number;
 * the answer is identical either way.
 */
export function sendCode(ctx: Context, phone: string, scene: string): Schema<'SmsSendResponse'> {
  const { store, clock } = ctx;
  const now = clock.now();
  const today = isoDate(now);
  let state = store.sms.get(phone);
  if (state) {
    const since = (now - state.lastSentAt) / 1000;
    if (since < RESEND_SECONDS) throw limited('A code was sent less than 60 seconds ago', Math.ceil(RESEND_SECONDS - since));
    if (state.dayKey === today && state.dayCount >= DAILY_LIMIT) {
      throw limited(`At most ${DAILY_LIMIT} codes per phone number per day`, Math.ceil((nextUtcMidnight(now) - now) / 1000));
    }
  } else {
    state = { codeExpiresAt: 0, attempts: 0, lastSentAt: 0, dayKey: today, dayCount: 0 } satisfies SmsState;
    store.sms.set(phone, state);
  }
  if (state.dayKey !== today) Object.assign(state, { dayKey: today, dayCount: 0 });
  state.lastSentAt = now;
  state.dayCount += 1;
  const deliver = scene !== 'reset_password' || store.findUserByPhone(phone) !== undefined;
  if (deliver) {
    const code = store.random.digits(6);
    Object.assign(state, { code, codeExpiresAt: now + CODE_TTL_SECONDS * 1000, attempts: 0 });
    state.lastSent = { code, sentAt: now, expiresAt: state.codeExpiresAt, scene };
  } else {
    delete state.code;
  }
  return { sent: true, expires_in: CODE_TTL_SECONDS, resend_after: RESEND_SECONDS };
}

/** Consumes the code when it matches; a wrong code counts towards the five attempts that burn it. */
export function verifyCode(ctx: Context, phone: string, code: string): void {
  const state = ctx.store.sms.get(phone);
  const wrong = () => unauthorized('invalid_code', 'The code is wrong or has expired', 'code');
  if (!state?.code || state.codeExpiresAt <= ctx.clock.now()) throw wrong();
  if (state.code !== code) {
    state.attempts += 1;
    if (state.attempts >= MAX_ATTEMPTS) delete state.code;
    throw wrong();
  }
  delete state.code;
}
