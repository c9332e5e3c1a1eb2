// Hand-written. When and how long to wait before retrying (the rules: src/generated/constants.ts).
import { BACKOFF_INITIAL_SECONDS, BACKOFF_JITTER, BACKOFF_MAX_SECONDS, BACKOFF_MULTIPLIER, RETRY_AFTER_MAX_SECONDS, RETRY_AFTER_SOURCES, RETRY_STATUSES } from '../generated/constants';

/**
 * The wait the server asks for, in milliseconds: from the first source header holding a valid value
 * (milliseconds; or delta seconds, or an HTTP date minus `now`, at least 0). Undefined when none does.
 */
export function serverWaitMs(headers: Headers, now: number = Date.now()): number | undefined {
  for (const [header, unit] of RETRY_AFTER_SOURCES) {
    const raw = headers.get(header)?.trim();
    if (!raw) continue;
    if (/^\d+(\.\d+)?$/.test(raw)) return unit === 'milliseconds' ? Number(raw) : Number(raw) * 1000;
    if (unit === 'seconds-or-http-date' && /[A-Za-z]/.test(raw)) {
      const date = Date.parse(raw);
      if (!Number.isNaN(date)) return Math.max(0, date - now);
    }
  }
  return undefined;
}

/** Whether a server wait is longer than the rules let a call wait (then the call fails at once). */
export function aboveMax(waitMs: number): boolean {
  return waitMs > RETRY_AFTER_MAX_SECONDS * 1000;
}

/** The wait before retry `retry` (0 for the first) when the server names none, in milliseconds. */
export function backoffMs(retry: number, random: number = Math.random()): number {
  const seconds = Math.min(BACKOFF_INITIAL_SECONDS * BACKOFF_MULTIPLIER ** retry, BACKOFF_MAX_SECONDS);
  return seconds * (1 - BACKOFF_JITTER * random) * 1000;
}

export function isRetryableStatus(status: number): boolean {
  return RETRY_STATUSES.includes(status);
}
