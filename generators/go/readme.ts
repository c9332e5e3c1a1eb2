// The Go SDK's documents around api.md: README.md from templates/README.md (filled by
// generators/lib/template.ts, the one placeholder filler) and doc.go, the package overview pkg.go.dev
// shows (Go's place for a package's documentation, beside its README).
import { fillTemplate } from '../lib/template.ts';
import type { SdkModel } from '../model/index.ts';
import { iteratorType, methodName, MODULE, qualify, serviceField, serviceType, streamType } from './names.ts';
import { commentBlock } from './syntax.ts';
import { envTable, errorKindsTable } from './runtime.ts';
import type { GoTypes } from './types.ts';

/** README.md: templates/README.md with its placeholders filled from the model. */
export function readme(model: SdkModel, types: GoTypes): string {
  const table = [
    '| method | HTTP | returns |',
    '|---|---|---|',
    ...model.resources.flatMap((r) =>
      r.methods.map((m) => {
        const variants = [m.pagination ? `, \`${methodName(m)}AutoPaging\` (\`*orbit.${iteratorType((m.pagination.item as { name: string }).name)}\`)` : '', m.stream ? `, \`${methodName(m)}Stream\` (\`*orbit.${streamType((m.stream.chunk as { name: string }).name)}\`)` : ''].join('');
        const ret = m.response.kind === 'binary' ? '*orbit.BinaryResponse' : m.response.kind === 'text' ? 'string' : m.response.type ? `*${qualify(types.goType(m.response.type))}` : 'error';
        return `| \`client.${serviceField(r)}.${methodName(m)}\`${variants} | \`${m.httpMethod} ${m.path}\` | \`${ret}\` |`;
      }),
    ),
  ].join('\n');
  return fillTemplate('go', 'README.md', {
    version: model.version,
    module: MODULE,
    title: model.title,
    defaultBaseURL: model.defaultBaseUrl,
    operationsTable: table,
    configurationTable: envTable(model),
    errorKindsTable: errorKindsTable(model),
    retryStatuses: model.runtime.retry.statuses.join(', '),
    maxRetries: model.runtime.maxRetries,
    timeoutSeconds: model.runtime.timeoutSeconds,
    idleTimeoutSeconds: model.runtime.idleTimeoutSeconds,
    retryAfterMax: model.runtime.retry.retryAfter.maxSeconds,
    backoffInitial: model.runtime.retry.backoff.initialSeconds,
    backoffMax: model.runtime.retry.backoff.maxSeconds,
    backoffJitter: model.runtime.retry.backoff.jitter * 100,
    idempotencyHeader: model.runtime.idempotency.header,
    requestIdHeader: model.runtime.requestIdHeader,
    envLog: model.runtime.environment.log,
    logFormat: model.runtime.log.format,
    redactHeaders: model.runtime.log.redactHeaders.join(', '),
    redacted: model.runtime.log.redacted,
  });
}

/** doc.go: the package overview (its quickstart names the release's login and list methods). */
export function docFile(model: SdkModel, header: string): string {
  const env = model.runtime.environment;
  const text = `Package orbit is the Go client of the ${model.title} ${model.version}.

A Client has one field per resource of the API, each with that resource's operations as methods:

${model.resources.map((r) => `  - client.${serviceField(r)} (${serviceType(r)}): ${r.methods.map((m) => methodName(m)).join(', ')}`).join('\n')}

Quickstart (${env.baseUrl}, ${env.accessToken} and ${env.apiKey} come from the environment):

\tclient, err := orbit.NewClient()
\tif err != nil {
\t\tlog.Fatal(err)
\t}
\tif _, err := client.Auth.UserLogin(ctx, &orbit.AuthUserLoginParams{Account: "+8613800138000", Password: "orbit-demo-2026"}); err != nil {
\t\tlog.Fatal(err)
\t}
\tit := client.Orders.ListAutoPaging(ctx, &orbit.OrderListParams{Limit: orbit.Int(50)})
\tfor it.Next() {
\t\torder := it.Current()
\t\tfmt.Println(order.OrderNo, order.Status)
\t}
\tif err := it.Err(); err != nil {
\t\tlog.Fatal(err)
\t}

Options (package option) configure the client and single calls; settings not given come from the
environment, then the defaults. client.WithOptions makes a copy with other settings that shares the
client's login session. Optional parameters are pointers set with String, Int, Int64, Float64 and Bool.

Every error is an *APIError (an error answer, with StatusCode, Code, Message, RequestID …) or a
*RequestError (no usable answer, or refused before sending); errors.Is(err, ErrNotFound) and the other
Err… values tell the kind, and a cancelled context also satisfies errors.Is(err, context.Canceled).

Answers decode into plain structs; fields and enum values a newer service adds never fail a call (an
unknown enum value arrives as its string). Retries, timeouts, idempotency keys, the session refresh and
logging follow the contract's runtime rules (see README.md and api.md).`;
  return `${header}\n${commentBlock(text)}\npackage orbit\n`;
}
