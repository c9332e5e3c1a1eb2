// orbit_sdk/_constants.py (every runtime rule of x-sdk-runtime, the only place the Python SDK reads
// them from) and orbit_sdk/_status_errors.py (one error class per status kind of the rules).
import type { GeneratedFile } from '../lib/generator.ts';
import type { SdkModel } from '../model/index.ts';
import { docstring, HEADER } from './syntax.ts';

const float = (n: number): string => (Number.isInteger(n) ? `${n}.0` : String(n));
const str = (s: string): string => JSON.stringify(s);
const strings = (xs: string[]): string => `(${xs.map(str).join(', ')}${xs.length === 1 ? ',' : ''})`;

export function emitConstants(model: SdkModel): GeneratedFile {
  const r = model.runtime;
  const lines = [
    HEADER.trimEnd(),
    '"""The SDK runtime rules (the contract\'s x-sdk-runtime block). The request core reads every number, status,',
    'header name, environment variable and log format from here and from nowhere else."""',
    'from typing import Mapping, Optional, Tuple',
    '',
    'from typing_extensions import Final',
    '',
    `VERSION: Final = ${str(model.version)}`,
    `DEFAULT_BASE_URL: Final = ${str(model.defaultBaseUrl)}`,
    '',
    '# Attempts',
    `TIMEOUT_SECONDS: Final = ${float(r.timeoutSeconds)}`,
    '#: The longest wait between two pieces of an answer read as it arrives (a stream, a binary answer) once its',
    '#: headers arrived: past it APITimeoutError, never retried once a piece reached the caller.',
    `IDLE_TIMEOUT_SECONDS: Final = ${float(r.idleTimeoutSeconds)}`,
    `MAX_RETRIES: Final = ${r.maxRetries}`,
    `RETRY_STATUSES: Final = frozenset({${r.retry.statuses.join(', ')}})`,
    `RETRY_CONNECTION_ERRORS: Final = ${r.retry.connectionErrors ? 'True' : 'False'}`,
    `RETRY_TIMEOUTS: Final = ${r.retry.timeouts ? 'True' : 'False'}`,
    `BACKOFF_INITIAL_SECONDS: Final = ${float(r.retry.backoff.initialSeconds)}`,
    `BACKOFF_MULTIPLIER: Final = ${float(r.retry.backoff.multiplier)}`,
    `BACKOFF_MAX_SECONDS: Final = ${float(r.retry.backoff.maxSeconds)}`,
    `BACKOFF_JITTER: Final = ${float(r.retry.backoff.jitter)}`,
    '#: Headers naming the server\'s wait, in the order they are read (retry-after-ms: milliseconds; retry-after: seconds or an HTTP date).',
    `RETRY_AFTER_SOURCES: Final = ${strings(r.retry.retryAfter.sources)}`,
    `#: A longer server wait is not waited for: the call fails at once (above_max: ${r.retry.retryAfter.aboveMax}).`,
    `RETRY_AFTER_MAX_SECONDS: Final = ${float(r.retry.retryAfter.maxSeconds)}`,
    '',
    '# Idempotency, sessions, headers',
    `IDEMPOTENCY_HEADER: Final = ${str(r.idempotency.header)}`,
    '#: A caller\'s key on an operation without the header: refused before sending (InvalidArgumentError).',
    `IDEMPOTENCY_ELSEWHERE: Final = ${str(r.idempotency.elsewhere)}`,
    `SESSION_SCHEMA: Final = ${str(r.session.schema)}`,
    `REFRESH_ON_STATUS: Final = ${r.session.refresh.onStatus}`,
    `REFRESH_OPERATION: Final = ${str(r.session.refresh.operation)}`,
    `REFRESH_BODY: Final[Mapping[str, str]] = {${Object.entries(r.session.refresh.body).map(([k, v]) => `${str(k)}: ${str(v)}`).join(', ')}}`,
    `REQUEST_ID_HEADER: Final = ${str(r.requestIdHeader)}`,
    `USER_AGENT_HEADER: Final = ${str(r.userAgent.header)}`,
    `USER_AGENT_FORMAT: Final = ${str(r.userAgent.format)}`,
    '',
    '# Environment variables',
    `ENV_BASE_URL: Final = ${str(r.environment.baseUrl)}`,
    `ENV_ACCESS_TOKEN: Final = ${str(r.environment.accessToken)}`,
    `ENV_API_KEY: Final = ${str(r.environment.apiKey)}`,
    `ENV_TIMEOUT: Final = ${str(r.environment.timeout)}`,
    `ENV_MAX_RETRIES: Final = ${str(r.environment.maxRetries)}`,
    `ENV_LOG: Final = ${str(r.environment.log)}`,
    '',
    '# Logging',
    `LOG_LEVELS: Final = ${strings(r.log.levels)}`,
    `LOG_FIELDS: Final = ${strings(r.log.fields)}`,
    `LOG_FORMAT: Final = ${str(r.log.format)}`,
    `LOG_REDACT_HEADERS: Final = ${strings(r.log.redactHeaders)}`,
    `LOG_REDACTED: Final = ${str(r.log.redacted)}`,
    '',
    '# Error kinds: (status, first status of a range, name, error.type); (name, parent) for failures without an answer',
    'ERROR_KINDS: Final[Tuple[Tuple[Optional[int], Optional[int], str, str], ...]] = (',
    ...r.errors.map((e) => `    (${e.status ?? 'None'}, ${e.rangeFrom ?? 'None'}, ${str(e.name)}, ${str(e.type)}),`),
    ')',
    'CLIENT_ERROR_KINDS: Final[Tuple[Tuple[str, Optional[str]], ...]] = (',
    ...r.clientErrors.map((e) => `    (${str(e.name)}, ${e.parent ? str(e.parent) : 'None'}),`),
    ')',
    '',
  ];
  return { path: 'orbit_sdk/_constants.py', content: lines.join('\n') };
}

export function emitStatusErrors(model: SdkModel): GeneratedFile {
  const r = model.runtime;
  const classes = r.errors.map((e) => `${e.name}Error`);
  const lines = [
    HEADER.trimEnd(),
    '"""One APIStatusError subclass per status kind of the runtime rules; any other status raises APIStatusError itself."""',
    'from typing import ClassVar, Dict, Tuple, Type',
    '',
    'from ._exceptions import APIStatusError',
    '',
    `__all__ = [${classes.map(str).join(', ')}]`,
  ];
  for (const e of r.errors) {
    const status = e.status === null ? `${e.rangeFrom! / 100}xx` : String(e.status);
    lines.push('', '', `class ${e.name}Error(APIStatusError):`, ...docstring(`The service answered ${status} (\`error.type\` \`${e.type}\`).`, '    '), '', `    kind: ClassVar[str] = ${str(e.name)}`);
  }
  lines.push(
    '',
    '',
    `_BY_STATUS: Dict[int, Type[APIStatusError]] = {${r.errors.filter((e) => e.status !== null).map((e) => `${e.status}: ${e.name}Error`).join(', ')}}`,
    `_BY_RANGE: Tuple[Tuple[int, Type[APIStatusError]], ...] = (${r.errors.filter((e) => e.status === null).map((e) => `(${e.rangeFrom}, ${e.name}Error),`).join(' ')})`,
    '',
    '',
    'def error_class_for(status: int) -> Type[APIStatusError]:',
    '    """The error class of an HTTP status."""',
    '    found = _BY_STATUS.get(status)',
    '    if found is not None:',
    '        return found',
    '    for start, cls in _BY_RANGE:',
    '        if start <= status < start + 100:',
    '            return cls',
    '    return APIStatusError',
    '',
  );
  return { path: 'orbit_sdk/_status_errors.py', content: lines.join('\n') };
}
