// src/generated/constants.ts (the runtime rules of model.runtime, for the hand-written request core) and
// src/generated/errors.ts (one error class per error kind of the rules).
import type { RuntimeRules, SdkModel } from '../model/index.ts';
import { config } from './config.ts';
import { errorClass } from './names.ts';
import { HEADER, jsdoc, literal, str } from './syntax.ts';

/** How the core reads each Retry-After source the rules may name. */
const RETRY_AFTER_UNITS: Record<RuntimeRules['retry']['retryAfter']['sources'][number], string> = {
  'retry-after-ms': 'milliseconds',
  'retry-after': 'seconds-or-http-date',
};

/** The log levels the TypeScript logger API (`logLevel`, `Logger.info`/`Logger.debug`) is built on. */
const LOG_LEVELS = ['off', 'info', 'debug'];

export function emitConstants(model: SdkModel): string {
  const r = model.runtime;
  if (JSON.stringify(r.log.levels) !== JSON.stringify(LOG_LEVELS)) {
    throw new Error(`generators/typescript: x-sdk-runtime.log.levels must be ${LOG_LEVELS.join(', ')} (the TypeScript logger API), got ${r.log.levels.join(', ')}`);
  }
  const c = (doc: string, name: string, value: string) => `/** ${doc} */\nexport const ${name} = ${value};\n`;
  // A group of rules as one constant per value (the core reads these: the minifier shortens their names, not
  // property names) and as an object of them (for tests and tools; left out of the bundle unless used).
  const group = (doc: string, name: string, values: Record<string, string | number>) => {
    const names = Object.fromEntries(Object.keys(values).map((k) => [k, `${name}_${k.replace(/[A-Z]/g, (u) => `_${u}`).toUpperCase()}`]));
    return (
      `/** ${doc} */\n${Object.entries(values).map(([k, v]) => `export const ${names[k]} = ${literal(v)};\n`).join('')}` +
      `export const ${name} = {\n${Object.keys(values).map((k) => `  ${k}: ${names[k]},`).join('\n')}\n} as const;\n`
    );
  };
  const out: string[] = [
    HEADER,
    '// The SDK runtime rules (the contract\'s x-sdk-runtime, read through the SDK model) for the hand-written',
    '// request core in src/core, which takes every number, status, header and variable name from here.',
    '',
    c("The SDK's version (the contract's `info.version`).", 'VERSION', str(model.version)),
    c("The contract's default server.", 'DEFAULT_BASE_URL', str(model.defaultBaseUrl)),
    c('`{language}` in the User-Agent.', 'SDK_LANGUAGE', str(config.language)),
    c('Time limit of each attempt, in seconds: JSON and text answers until the whole body is read, streamed and binary answers until the headers arrived.', 'TIMEOUT_SECONDS', String(r.timeoutSeconds)),
    c(
      'The longest wait, in seconds, for the next chunk of a streamed or binary answer once its headers arrived; past it the read fails with APITimeout. Never retried once a chunk reached the caller; a stall before the first chunk is a timed-out attempt.',
      'IDLE_TIMEOUT_SECONDS',
      String(r.idleTimeoutSeconds),
    ),
    c('Automatic retries after the first attempt.', 'MAX_RETRIES', String(r.maxRetries)),
    c('Answers with these statuses are retried.', 'RETRY_STATUSES', `${literal(r.retry.statuses)} as readonly number[]`),
    c('Whether an attempt that got no answer (refused, reset, dropped, DNS) is retried.', 'RETRY_CONNECTION_ERRORS', String(r.retry.connectionErrors)),
    c('Whether an attempt that timed out is retried.', 'RETRY_TIMEOUTS', String(r.retry.timeouts)),
    group('The wait before retry n (n = 0 for the first) when the server names none: min(initialSeconds × multiplierⁿ, maxSeconds) × (1 − jitter × random()).', 'BACKOFF', r.retry.backoff),
    c(
      "Where the server's wait is read, in this order, as [header, unit]; the first header holding a valid value wins.",
      'RETRY_AFTER_SOURCES',
      `${literal(r.retry.retryAfter.sources.map((header) => [header, RETRY_AFTER_UNITS[header]]), '', 60)} as const`,
    ),
    c("A server wait longer than this many seconds is not waited for (see RETRY_AFTER_ABOVE_MAX).", 'RETRY_AFTER_MAX_SECONDS', String(r.retry.retryAfter.maxSeconds)),
    c("Above the cap: `fail` means no retry; the call fails at once with the answer's error.", 'RETRY_AFTER_ABOVE_MAX', `${str(r.retry.retryAfter.aboveMax)} as const`),
    c('Sent by money-moving operations: one UUIDv4 per call, the same on each of its retries.', 'IDEMPOTENCY_HEADER', str(r.idempotency.header)),
    c(
      "A caller's idempotency key on an operation that sends no idempotency header: `refuse` means InvalidArgumentError before sending.",
      'IDEMPOTENCY_ELSEWHERE',
      `${str(r.idempotency.elsewhere)} as const`,
    ),
    c('A login-token operation answering this status renews the session once and replays the call.', 'SESSION_REFRESH_ON_STATUS', String(r.session.refresh.onStatus)),
    c('The header carrying the request id of every answer.', 'REQUEST_ID_HEADER', str(r.requestIdHeader)),
    c('The telemetry header.', 'USER_AGENT_HEADER', str(r.userAgent.header)),
    c('The telemetry header in browsers, which forbid setting User-Agent.', 'BROWSER_CLIENT_HEADER', str(r.userAgent.browserHeader)),
    c('The telemetry value, with `{language}`, `{version}`, `{runtime}`, `{runtime_version}` and `{os}`.', 'USER_AGENT_FORMAT', str(r.userAgent.format)),
    group("The credential header and scheme of the contract's bearer security schemes.", 'AUTHORIZATION', config.authorization),
    group('Environment variables the client reads when an option is not given (timeout in seconds).', 'ENV', r.environment),
    c('Log levels, from quiet to verbose.', 'LOG_LEVELS', `${literal(r.log.levels)} as const`),
    'export type LogLevel = (typeof LOG_LEVELS)[number];\n',
    c('One line per attempt, with `{level}` and the fields ' + r.log.fields.map((f) => `\`{${f}}\``).join(', ') + '.', 'LOG_FORMAT', str(r.log.format)),
    c('Request headers whose values the debug log replaces by LOG_REDACTED.', 'LOG_REDACT_HEADERS', `${literal(r.log.redactHeaders)} as readonly string[]`),
    c('What a redacted header value is shown as.', 'LOG_REDACTED', str(r.log.redacted)),
    c(
      'The error kind of each status (`status: null`: every status from `rangeFrom` to `rangeFrom + 99`); any other status is the base `APIError`.',
      'ERROR_KINDS',
      `[\n${r.errors.map((e) => `  ${literal({ status: e.status, ...(e.rangeFrom !== undefined ? { rangeFrom: e.rangeFrom } : {}), name: e.name, type: e.type })},`).join('\n')}\n] as const`,
    ),
    c(
      'The kinds of failure without an error answer (`parent`: the kind it specialises).',
      'CLIENT_ERROR_KINDS',
      `[\n${r.clientErrors.map((e) => `  ${literal({ name: e.name, ...(e.parent ? { parent: e.parent } : {}), when: e.when }, '  ', 200)},`).join('\n')}\n] as const`,
    ),
  ];
  return out.join('\n');
}

export function emitErrors(model: SdkModel): string {
  const r = model.runtime;
  const out: string[] = [
    HEADER,
    '// One error class per error kind of the runtime rules (x-sdk-runtime.errors and client_errors).',
    "import { APIError, OrbitError } from '../core/errors';",
    '',
  ];
  for (const e of r.errors) {
    const status = e.status === null ? `${e.rangeFrom! / 100}xx` : String(e.status);
    out.push(
      jsdoc([`An error answer with status ${status} (\`error.type\` \`${e.type}\`).`]) +
        `export class ${errorClass(e.name)} extends APIError {\n` +
        `  override readonly name: string = ${str(errorClass(e.name))};\n` +
        `  override readonly kind: string = ${str(e.name)};\n` +
        '}\n',
    );
  }
  // Parents first, so that every class extends one declared above it.
  const ordered: typeof r.clientErrors = [];
  const place = (k: (typeof r.clientErrors)[number]): void => {
    if (ordered.includes(k)) return;
    if (k.parent) place(r.clientErrors.find((p) => p.name === k.parent)!);
    ordered.push(k);
  };
  r.clientErrors.forEach(place);
  for (const k of ordered) {
    out.push(
      jsdoc([`No error answer: ${config.clientErrorWhen[k.name] ?? k.when}.`]) +
        `export class ${errorClass(k.name)} extends ${k.parent ? errorClass(k.parent) : 'OrbitError'} {\n` +
        `  override readonly name: string = ${str(errorClass(k.name))};\n` +
        `  override readonly kind: string = ${str(k.name)};\n` +
        '}\n',
    );
  }
  const single = r.errors.filter((e) => e.status !== null);
  const ranges = r.errors.filter((e) => e.status === null);
  out.push(
    '/** The error class of an error answer\'s status (the base `APIError` for a status without a kind). */',
    'export function errorClassForStatus(status: number): typeof APIError {',
    '  switch (status) {',
    ...single.map((e) => `    case ${e.status}:\n      return ${errorClass(e.name)};`),
    '  }',
    ...ranges.map((e) => `  if (status >= ${e.rangeFrom} && status < ${e.rangeFrom! + 100}) return ${errorClass(e.name)};`),
    '  return APIError;',
    '}',
    '',
    '/** The error class and status of an error body\'s `error.type` (a streamed error event has no status of its own). */',
    'export function errorClassForType(type: string | undefined): [typeof APIError, number] | undefined {',
    '  switch (type) {',
    ...r.errors.map((e) => `    case ${str(e.type)}:\n      return [${errorClass(e.name)}, ${e.status ?? e.rangeFrom}];`),
    '  }',
    '  return undefined;',
    '}',
    '',
  );
  return out.join('\n');
}
