// Injectable time. Every rule that depends on time (code and token expiry, order expiry, stale
// notifications, idempotency retention, rate-limit windows) reads `clock.now()`, never Date.now(),
// so tests and QA (POST /__sandbox/clock) can move time forward without sleeping.
export class Clock {
  private offsetMs = 0;

  /** Milliseconds since the epoch, as the service sees them. */
  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** Whole seconds since the epoch. */
  nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  /** Moves the service's time forward (or back, with a negative number) by `seconds`. */
  advance(seconds: number): void {
    this.offsetMs += Math.round(seconds * 1000);
  }

  /** Sets the service's time to `ms` since the epoch (time keeps running from there). */
  set(ms: number): void {
    this.offsetMs = ms - Date.now();
  }

  /** Back to real time. */
  reset(): void {
    this.offsetMs = 0;
  }

  get offsetSeconds(): number {
    return Math.round(this.offsetMs / 1000);
  }
}

/** RFC 3339 UTC timestamp with second precision, e.g. `2026-05-26T08:30:00Z`. */
export function iso(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** RFC 3339 full-date (UTC), e.g. `2026-05-26`. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Milliseconds of the next UTC midnight after `ms`. */
export function nextUtcMidnight(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}
