// The runtime rules (x-sdk-runtime) as the Go SDK states them: constants.go (every rule as the core
// reads it, and the error kinds), the tables of settings and error kinds its docs show, and Go's words
// where the contract says "in the way of its language".
import type { ClientErrorKind, SdkModel } from '../model/index.ts';
import { cell } from '../lib/api-doc.ts';
import { exported } from './names.ts';
import { comment } from './syntax.ts';

const GO_WHEN: Record<string, string> = {
  APIUserAbort: "the call's context.Context was cancelled (errors.Is(err, context.Canceled) also holds)",
};

/** When a client error kind happens, in Go's words (the contract's text unless Go says it differently). */
export function clientErrorWhen(kind: ClientErrorKind): string {
  return GO_WHEN[kind.name] ?? kind.when;
}

/** constants.go: every runtime rule (x-sdk-runtime) as the core reads it, and the error kinds. */
export function constantsFile(model: SdkModel, header: string): string {
  const r = model.runtime;
  const seconds = (s: number) => {
    const ms = Math.round(s * 1000);
    return ms % 1000 === 0 ? `${ms / 1000} * time.Second` : `${ms} * time.Millisecond`;
  };
  const sourceSpec = (s: 'retry-after-ms' | 'retry-after') =>
    s === 'retry-after-ms' ? `{header: ${JSON.stringify(s)}, unit: time.Millisecond}` : `{header: ${JSON.stringify(s)}, unit: time.Second, date: true}`;
  const out = [header, 'package orbit', '', 'import "time"', ''];
  out.push('// The runtime rules of the contract (x-sdk-runtime), read by the core. Change them in the contract and regenerate.');
  out.push('const (');
  out.push(`\tversion = ${JSON.stringify(model.version)} // info.version`);
  out.push(`\tdefaultBaseURL = ${JSON.stringify(model.defaultBaseUrl)}`);
  out.push(`\tdefaultTimeout = ${seconds(r.timeoutSeconds)} // timeout_seconds: per attempt`);
  out.push(`\tdefaultIdleTimeout = ${seconds(r.idleTimeoutSeconds)} // idle_timeout_seconds: the longest wait for each next piece of a streamed or binary answer`);
  out.push(`\tdefaultMaxRetries = ${r.maxRetries} // max_retries`);
  out.push(`\tretryConnectionErrors = ${r.retry.connectionErrors} // retry.connection_errors`);
  out.push(`\tretryTimeouts = ${r.retry.timeouts} // retry.timeouts`);
  out.push(`\tbackoffInitial = ${seconds(r.retry.backoff.initialSeconds)} // retry.backoff.initial_seconds`);
  out.push(`\tbackoffMultiplier = ${Number.isInteger(r.retry.backoff.multiplier) ? `${r.retry.backoff.multiplier}.0` : r.retry.backoff.multiplier} // retry.backoff.multiplier`);
  out.push(`\tbackoffMax = ${seconds(r.retry.backoff.maxSeconds)} // retry.backoff.max_seconds`);
  out.push(`\tbackoffJitter = ${r.retry.backoff.jitter} // retry.backoff.jitter: each wait shortened by up to this share`);
  out.push(`\tretryAfterMax = ${seconds(r.retry.retryAfter.maxSeconds)} // retry.retry_after.max_seconds; a longer wait fails at once (above_max: ${r.retry.retryAfter.aboveMax})`);
  out.push(`\tidempotencyHeader = ${JSON.stringify(r.idempotency.header)} // idempotency.header (key: ${r.idempotency.key})`);
  out.push(`\trefuseIdempotencyKeyElsewhere = ${r.idempotency.elsewhere === 'refuse'} // idempotency.elsewhere: ${r.idempotency.elsewhere} (a caller's key on an operation without the header)`);
  out.push(`\trefreshOnStatus = ${r.session.refresh.onStatus} // session.refresh.on_status`);
  out.push(`\trequestIDHeader = ${JSON.stringify(r.requestIdHeader)} // request_id_header`);
  out.push(`\tuserAgentHeader = ${JSON.stringify(r.userAgent.header)} // user_agent.header`);
  out.push(`\tuserAgentFormat = ${JSON.stringify(r.userAgent.format)} // user_agent.format`);
  out.push(`\tenvBaseURL = ${JSON.stringify(r.environment.baseUrl)}`);
  out.push(`\tenvAccessToken = ${JSON.stringify(r.environment.accessToken)}`);
  out.push(`\tenvAPIKey = ${JSON.stringify(r.environment.apiKey)}`);
  out.push(`\tenvTimeout = ${JSON.stringify(r.environment.timeout)} // seconds`);
  out.push(`\tenvMaxRetries = ${JSON.stringify(r.environment.maxRetries)}`);
  out.push(`\tenvLog = ${JSON.stringify(r.environment.log)}`);
  out.push(`\tlogFormat = ${JSON.stringify(r.log.format)} // log.format`);
  out.push(`\tlogRedacted = ${JSON.stringify(r.log.redacted)} // log.redacted`);
  out.push(')', '');
  out.push('var (');
  out.push(`\tretryStatuses = map[int]bool{${r.retry.statuses.map((s) => `${s}: true`).join(', ')}} // retry.statuses`);
  out.push(`\tretryAfterSources = []retryAfterSource{${r.retry.retryAfter.sources.map(sourceSpec).join(', ')}} // retry.retry_after.sources, in order`);
  out.push(`\tlogLevels = []string{${r.log.levels.map((l) => JSON.stringify(l)).join(', ')}} // log.levels, quietest first`);
  out.push(`\tlogRedactHeaders = []string{${r.log.redactHeaders.map((h) => JSON.stringify(h)).join(', ')}} // log.redact_headers`);
  out.push(')', '');

  out.push(
    comment(
      'The error kinds (x-sdk-runtime errors and client_errors). Every error the SDK returns is an *APIError (an error answer, or an answer it could not decode) or a *RequestError (no usable answer, or refused before sending); errors.Is tells its kind: errors.Is(err, orbit.ErrNotFound). The Kind field holds the same value; Kind.Error() is the kind\'s name.',
    ),
    'var (',
  );
  const kinds = [...r.errors.map((e) => ({ ...e, client: false, when: '', parent: undefined as string | undefined })), ...r.clientErrors.map((e) => ({ ...e, client: true, status: null as number | null, rangeFrom: undefined as number | undefined, type: '' }))];
  for (const k of kinds) {
    const status = k.client ? '' : k.status === null ? `${k.rangeFrom! / 100}xx` : String(k.status);
    const text = k.client
      ? `Err${exported(k.name)} is the kind of a failure without an error answer: ${clientErrorWhen(k)}.${k.parent ? ` It is also an Err${exported(k.parent)}.` : ''}`
      : `Err${exported(k.name)} is the kind of an error answer with status ${status} (error.type ${k.type}).`;
    out.push(comment(text, '\t'));
    out.push(`\tErr${exported(k.name)} error = &errorKind{name: ${JSON.stringify(k.name)}${k.parent ? `, parent: Err${exported(k.parent)}` : ''}}`);
  }
  out.push(')', '');
  out.push('// statusKinds maps an error answer\'s status to its kind (x-sdk-runtime errors); other statuses have none.');
  out.push('var statusKinds = []statusKind{');
  for (const e of r.errors) {
    const from = e.status ?? e.rangeFrom!;
    const to = e.status ?? e.rangeFrom! + 99;
    out.push(`\t{from: ${from}, to: ${to}, errorType: ${JSON.stringify(e.type)}, kind: Err${exported(e.name)}},`);
  }
  out.push('}');
  return out.join('\n');
}

export function envTable(model: SdkModel): string {
  const r = model.runtime;
  const e = r.environment;
  const rows: [string, string, string, string][] = [
    ['base URL', '`option.WithBaseURL(url)`', `\`${e.baseUrl}\``, `\`${model.defaultBaseUrl}\``],
    ['login token', '`option.WithAccessToken(token)`', `\`${e.accessToken}\``, 'none; the login methods store one'],
    ['refresh token', '`option.WithRefreshToken(token)`', '', 'none; the login methods store one'],
    ['API key', '`option.WithAPIKey(key)`', `\`${e.apiKey}\``, 'none'],
    ['timeout per attempt', '`option.WithTimeout(d)`', `\`${e.timeout}\` (seconds)`, `${r.timeoutSeconds} s`],
    ['idle timeout (streamed and binary answers)', '`option.WithIdleTimeout(d)`', '', `${r.idleTimeoutSeconds} s`],
    ['retries', '`option.WithMaxRetries(n)`', `\`${e.maxRetries}\``, String(r.maxRetries)],
    ['renew on 401', '`option.WithAutoRefresh(on)`', '', 'on'],
    ['default headers', '`option.WithHeader(name, value)`', '', ''],
    ['HTTP client', '`option.WithHTTPClient(hc)`', '', 'a client of its own'],
    ['log level', '`option.WithLogLevel(level)`', `\`${e.log}\` (${r.log.levels.join(', ')})`, r.log.levels[0]!],
    ['log sink', '`option.WithLogger(l)` (anything with `Printf`, e.g. a `*log.Logger`)', '', 'standard error'],
    ['session hook', '`option.WithSessionHandler(func(accessToken, refreshToken string))`', '', ''],
  ];
  return ['| setting | option | environment | default |', '|---|---|---|---|', ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

export function errorKindsTable(model: SdkModel): string {
  const rows = [
    ...model.runtime.errors.map((k) => `| \`orbit.Err${exported(k.name)}\` | \`*orbit.APIError\` | status ${k.status ?? `${k.rangeFrom! / 100}xx`} (\`${k.type}\`) |`),
    '| (none of these) | `*orbit.APIError` | any other error status |',
    ...model.runtime.clientErrors.map(
      (k) =>
        `| \`orbit.Err${exported(k.name)}\` | \`*orbit.${k.name === 'APIResponseValidation' ? 'APIError' : 'RequestError'}\` | ${cell(clientErrorWhen(k))}${k.parent ? ` (also \`orbit.Err${exported(k.parent)}\`)` : ''} |`,
    ),
  ];
  return ['| kind (`errors.Is`) | type (`errors.As`) | when |', '|---|---|---|', ...rows].join('\n');
}
