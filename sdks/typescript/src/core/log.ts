// Hand-written. The request log: one line per attempt in the rules' format at `info`; at `debug` also
// the request headers, the rules' sensitive ones redacted. Bodies, tokens and keys are never logged.
import { ENV_LOG, LOG_FORMAT, LOG_LEVELS, LOG_REDACT_HEADERS, LOG_REDACTED, type LogLevel } from '../generated/constants';
import { InvalidArgumentError } from '../generated/errors';

/** Where log lines go: any object with these two methods (e.g. `console`, or a logging library's logger). */
export interface Logger {
  info(line: string): void;
  debug(line: string): void;
}

export type { LogLevel };

// The levels by rank: OFF writes nothing, INFO a line per attempt, DEBUG also the request headers.
const [OFF, INFO, DEBUG] = LOG_LEVELS;

/** Standard error, where the runtime has one (console.error writes there on Node.js, Deno and Bun). */
const standardError: Logger = {
  info: (line) => console.error(line),
  debug: (line) => console.error(line),
};

export function checkLogLevel(value: string, where: string): LogLevel {
  if (!(LOG_LEVELS as readonly string[]).includes(value)) {
    throw new InvalidArgumentError(`${where} must be one of ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(value)}`, { param: where });
  }
  return value as LogLevel;
}

const redacted = new Set(LOG_REDACT_HEADERS.map((h) => h.toLowerCase()));

export class RequestLog {
  readonly level: LogLevel;
  /** Whether attempt lines are written (the request core skips their work when not). */
  readonly info: boolean;
  /** Whether header lines are written. */
  readonly debug: boolean;
  private readonly logger: Logger;

  constructor(level: LogLevel | undefined, logger: Logger | undefined, env: string | undefined) {
    this.level = level !== undefined ? checkLogLevel(level, 'logLevel') : env !== undefined ? checkLogLevel(env.toLowerCase(), ENV_LOG) : OFF;
    this.logger = logger ?? standardError;
    const rank = LOG_LEVELS.indexOf(this.level);
    this.info = rank > 0;
    this.debug = rank > 1;
  }

  /**
   * The line of one attempt (at `info` and `debug`): `status` is the HTTP status, or `timeout` /
   * `connection_error` / `aborted` when no answer came; `attempt` counts from 1.
   */
  attempt(method: string, path: string, status: number | string, attempt: number, requestId: string | null, elapsedMs: number): void {
    if (!this.info) return;
    const values: Record<string, string | number> = {
      level: INFO,
      method,
      path,
      status,
      attempt,
      request_id: requestId ?? '-',
      elapsed_ms: Math.round(elapsedMs),
    };
    this.logger[INFO](LOG_FORMAT.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)));
  }

  /** The request headers of one attempt (at `debug`), sensitive values redacted. */
  headers(method: string, path: string, attempt: number, headers: Record<string, string>): void {
    if (!this.debug) return;
    const shown = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, redacted.has(k.toLowerCase()) ? LOG_REDACTED : v]));
    const prefix = LOG_FORMAT.slice(0, LOG_FORMAT.indexOf('{method}')).replace('{level}', DEBUG);
    this.logger[DEBUG](`${prefix}${method} ${path} attempt=${attempt} headers=${JSON.stringify(shown)}`);
  }
}
