// Injectable time. Every rule that depends on time (code and token expiry, order expiry, stale
// notifications, idempotency retention, rate-limit windows) reads `clock.now()`, never Date.now(),
// so tests and QA (POST /__sandbox/clock) can move time forward without sleeping. A frozen clock
// stands still until moved, so a test's expectations do not depend on how fast the machine runs.
export class Clock {
  private offsetMs = 0;
  private frozenAt: number | undefined;

  /** `source` is real time (milliseconds since the epoch); tests may inject their own. */
  constructor(private readonly source: () => number = Date.now) {}

  /** Milliseconds since the epoch, as the service sees them. */
  now(): number {
    return this.frozenAt ?? this.source() + this.offsetMs;
  }

  /** Whole seconds since the epoch. */
  nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  /** Moves the service's time forward (or back, with a negative number) by `seconds`. */
  advance(seconds: number): void {
    const ms = Math.round(seconds * 1000);
    if (this.frozenAt === undefined) this.offsetMs += ms;
    else this.frozenAt += ms;
  }

  /** Sets the service's time to `ms` since the epoch (a running clock keeps running from there). */
  set(ms: number): void {
    if (this.frozenAt === undefined) this.offsetMs = ms - this.source();
    else this.frozenAt = ms;
  }

  /** Stops time at the current service time; `advance` and `set` still move it. */
  freeze(): void {
    this.frozenAt ??= this.now();
  }

  /** Lets a frozen clock run again from where it stands. */
  unfreeze(): void {
    if (this.frozenAt === undefined) return;
    this.offsetMs = this.frozenAt - this.source();
    this.frozenAt = undefined;
  }

  /** Where the clock stands: frozen at a time, or running some milliseconds off real time (a world document keeps it). */
  state(): { frozenAt: number } | { offsetMs: number } {
    return this.frozenAt === undefined ? { offsetMs: this.offsetMs } : { frozenAt: this.frozenAt };
  }

  /** Puts the clock where `state()` said it stood. */
  restore(state: { frozenAt: number } | { offsetMs: number }): void {
    if ('frozenAt' in state) {
      this.offsetMs = 0;
      this.frozenAt = state.frozenAt;
    } else {
      this.offsetMs = state.offsetMs;
      this.frozenAt = undefined;
    }
  }

  /** Back to real time, running. */
  reset(): void {
    this.offsetMs = 0;
    this.frozenAt = undefined;
  }

  get frozen(): boolean {
    return this.frozenAt !== undefined;
  }

  /** How far the service's time is from real time, in whole seconds. */
  get offsetSeconds(): number {
    return Math.round((this.frozenAt === undefined ? this.offsetMs : this.frozenAt - this.source()) / 1000);
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
