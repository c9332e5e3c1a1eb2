// src/Generated/Constants.php (every runtime rule of x-sdk-runtime, the only place the request core reads
// them from) and src/Exception/<Kind>Exception.php (one class per error kind of the rules), with the words
// PHP uses for the rules' texts.
import type { ClientErrorKind, ErrorKind, SdkModel } from '../model/index.ts';
import { clientErrorClass, errorClass } from './names.ts';
import { docLines, floatLiteral, literal, phpFile, str } from './syntax.ts';

/** PHP's own exception each client error kind extends, when it is not a kind of the rules. */
const SPL_PARENT: Record<string, string> = { InvalidArgument: '\\InvalidArgumentException' };

/** How the request core reads each Retry-After source (the model allows exactly these two). */
const RETRY_AFTER_UNITS: Record<string, string> = { 'retry-after-ms': 'milliseconds', 'retry-after': 'seconds-or-http-date' };

// PHP's words for the contract's language-neutral texts: where x-sdk-runtime says what happens "in the way
// of its language", the PHP SDK's docs and exception classes say it the PHP way.
const PHP_WHEN: Record<string, string> = {
  APIUserAbort: 'the caller closed a stream (`$stream->close()`) and iterated on; PHP cannot cancel a running call',
};

/** When a client error kind happens, in PHP's words (the contract's text unless PHP says it differently). */
export function clientErrorWhen(kind: ClientErrorKind): string {
  return PHP_WHEN[kind.name] ?? kind.when;
}

export function emitConstants(model: SdkModel): string {
  const r = model.runtime;
  const c = (doc: string, name: string, value: string): string[] => {
    const one = `    /** ${doc} */`;
    const comment = one.length <= 100 ? [one] : ['    /**', ...docLines(doc, '     * '), '     */'];
    const line = `    public const ${name} = ${value};`;
    // PSR-12's 120 columns: a long string is concatenated over two lines, a long array laid out.
    if (line.length <= 120) return [...comment, line, ''];
    if (value.startsWith("'")) {
      const text = value.slice(1, -1);
      const cut = text.lastIndexOf(' ', 60) + 1;
      return [...comment, `    public const ${name} = '${text.slice(0, cut)}'`, `        . '${text.slice(cut)}';`, ''];
    }
    return [...comment, `    public const ${name} = ${value.replace(/^\[/, '[\n        ').replace(/, /g, ',\n        ').replace(/\]$/, ',\n    ]')};`, ''];
  };
  const errorClasses = r.errors.filter((e) => e.status !== null).map((e) => `        ${e.status} => ${errorClass(e)}::class,`);
  const ranges = r.errors.filter((e) => e.status === null).map((e) => `        [${e.rangeFrom}, ${e.rangeFrom! + 99}, ${errorClass(e)}::class],`);
  const typeStatus = r.errors.map((e) => `        ${str(e.type)} => ${e.status ?? e.rangeFrom},`);
  const envs = Object.entries(r.environment).map(([k, v]) => c(`Environment variable: ${k}.`, `ENV_${k.replace(/[A-Z]/g, (x) => `_${x}`).toUpperCase()}`, str(v)));
  const lines: string[] = [
    ...c("The SDK's version (the contract's info.version).", 'VERSION', str(model.version)),
    ...c("The contract's default server.", 'DEFAULT_BASE_URL', str(model.defaultBaseUrl)),
    ...c('Timeout of each attempt, in seconds.', 'TIMEOUT_SECONDS', floatLiteral(r.timeoutSeconds)),
    ...c(
      'The longest wait between two chunks of a streamed or binary answer once its headers arrived, in seconds.',
      'IDLE_TIMEOUT_SECONDS',
      floatLiteral(r.idleTimeoutSeconds),
    ),
    ...c('Automatic retries after the first attempt.', 'MAX_RETRIES', String(r.maxRetries)),
    ...c('Answers with these statuses are retried.', 'RETRY_STATUSES', literal(r.retry.statuses)),
    ...c('Whether an attempt without an answer (refused, reset, DNS) is retried.', 'RETRY_CONNECTION_ERRORS', literal(r.retry.connectionErrors)),
    ...c('Whether an attempt that timed out is retried.', 'RETRY_TIMEOUTS', literal(r.retry.timeouts)),
    ...c('Backoff before retry n: min(initial × multiplier^n, max) × (1 − jitter × random()).', 'BACKOFF_INITIAL_SECONDS', floatLiteral(r.retry.backoff.initialSeconds)),
    ...c('See BACKOFF_INITIAL_SECONDS.', 'BACKOFF_MULTIPLIER', floatLiteral(r.retry.backoff.multiplier)),
    ...c('See BACKOFF_INITIAL_SECONDS.', 'BACKOFF_MAX_SECONDS', floatLiteral(r.retry.backoff.maxSeconds)),
    ...c('See BACKOFF_INITIAL_SECONDS.', 'BACKOFF_JITTER', floatLiteral(r.retry.backoff.jitter)),
    ...c(
      "The server's wait, read from these headers in order (the first valid value wins), each with its unit.",
      'RETRY_AFTER_SOURCES',
      literal(Object.fromEntries(r.retry.retryAfter.sources.map((s) => [s, RETRY_AFTER_UNITS[s] ?? '']))),
    ),
    ...c("A server's wait above this many seconds is not waited for.", 'RETRY_AFTER_MAX_SECONDS', floatLiteral(r.retry.retryAfter.maxSeconds)),
    ...c('What a wait above the maximum does: fail at once with the answer\'s error.', 'RETRY_AFTER_ABOVE_MAX', str(r.retry.retryAfter.aboveMax)),
    ...c('Sent with one key per call on money-moving operations, the same on every retry.', 'IDEMPOTENCY_HEADER', str(r.idempotency.header)),
    ...c("A caller's key on an operation without the header: refused before sending (InvalidArgument).", 'IDEMPOTENCY_ELSEWHERE', str(r.idempotency.elsewhere)),
    ...c('A login-token operation answering this status renews the session once and replays.', 'SESSION_REFRESH_ON_STATUS', String(r.session.refresh.onStatus)),
    ...c('The body of the renewal call ({refresh_token} is the stored refresh token).', 'SESSION_REFRESH_BODY', literal(r.session.refresh.body)),
    ...c('The header that carries the request id of an answer.', 'REQUEST_ID_HEADER', str(r.requestIdHeader)),
    ...c('The telemetry header.', 'USER_AGENT_HEADER', str(r.userAgent.header)),
    ...c('The telemetry value.', 'USER_AGENT_FORMAT', str(r.userAgent.format)),
    ...envs.flat(),
    ...c('Log levels, quietest first.', 'LOG_LEVELS', literal(r.log.levels)),
    ...c('One line per attempt.', 'LOG_FORMAT', str(r.log.format)),
    ...c('Request headers whose values the debug log never shows.', 'LOG_REDACT_HEADERS', literal(r.log.redactHeaders)),
    ...c('What a redacted header value is replaced by.', 'LOG_REDACTED', str(r.log.redacted)),
    '    /** The exception of each error status. */',
    '    public const ERROR_CLASSES = [',
    ...errorClasses,
    '    ];',
    '',
    '    /** Status ranges with an exception of their own: [first, last, class]. */',
    '    public const ERROR_RANGES = [',
    ...ranges,
    '    ];',
    '',
    '    /** The status of each error kind by its `error.type` (errors inside a stream carry no status). */',
    '    public const ERROR_TYPE_STATUS = [',
    ...typeStatus,
    '    ];',
  ];
  const classes = [...r.errors.map((e) => `Orbit\\Sdk\\Exception\\${errorClass(e)}`)];
  const body = [
    '/**',
    ' * The SDK runtime rules (the contract\'s x-sdk-runtime block). The request core reads every number, status,',
    ' * header name and environment variable from here.',
    ' */',
    'final class Constants',
    '{',
    ...lines,
    '',
    '    private function __construct()',
    '    {',
    '    }',
    '}',
  ];
  return phpFile('Generated', classes, body.join('\n'));
}

function statusLabel(kind: ErrorKind): string {
  return kind.status === null ? `${kind.rangeFrom! / 100}xx` : String(kind.status);
}

export function emitErrorClass(kind: ErrorKind): string {
  const body = [
    '/**',
    ...docLines(`An error answer with status ${statusLabel(kind)} (\`error.type\` \`${kind.type}\`).`, ' * '),
    ' */',
    `class ${errorClass(kind)} extends ApiStatusException`,
    '{',
    '}',
  ];
  return phpFile('Exception', [], body.join('\n'));
}

export function emitClientErrorClass(kind: ClientErrorKind): string {
  const parent = kind.parent ? clientErrorClass({ name: kind.parent, when: '' }) : (SPL_PARENT[kind.name] ?? '\\RuntimeException');
  const own = !kind.parent;
  const body = [
    '/**',
    ...docLines(`A failure without an error answer: ${clientErrorWhen(kind).replace(/`/g, '')}.`, ' * '),
    ' */',
    `class ${clientErrorClass(kind)} extends ${parent}${own ? ' implements OrbitException' : ''}`,
    '{',
    ...(own ? ['    use ErrorDetails;'] : []),
    '}',
  ];
  return phpFile('Exception', [], body.join('\n'));
}
