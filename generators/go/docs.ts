// The Go SDK's documentation from the model: api.md's renderer (generators/lib/api-doc.ts lays the
// page out), doc.go (the package overview pkg.go.dev shows), example_test.go (an Example per resource,
// run by `go test` against the Prism mock) and README.md from templates/README.md.
import { type ApiDocRenderer, cell } from '../lib/api-doc.ts';
import type { ClientErrorKind, EnumType, EnumValue, ErrorKind, Field, Method, NamedType, ObjectType, Param, Resource, SdkModel, TypeRef } from '../model/index.ts';
import { type ExampleWriter } from './examples.ts';
import { gofmt } from './format.ts';
import { comment, type GoTypes } from './gotypes.ts';
import { enumMember, exported, iteratorType, methodName, paramsType, serviceField, serviceType, streamType } from './names.ts';
import { hasParams, MODULE, paramsOptional, signature, structParams } from './resources.ts';
import { clientErrorWhen } from './words.ts';

const qualify = (goType: string) => goType.replace(/(^|[^.\w])([A-Z]\w*)/g, '$1orbit.$2');

function envTable(model: SdkModel): string {
  const r = model.runtime;
  const e = r.environment;
  const rows: [string, string, string, string][] = [
    ['base URL', '`option.WithBaseURL(url)`', `\`${e.baseUrl}\``, `\`${model.defaultBaseUrl}\``],
    ['login token', '`option.WithAccessToken(token)`', `\`${e.accessToken}\``, 'none; the login methods store one'],
    ['refresh token', '`option.WithRefreshToken(token)`', '', 'none; the login methods store one'],
    ['API key', '`option.WithAPIKey(key)`', `\`${e.apiKey}\``, 'none'],
    ['timeout per attempt', '`option.WithTimeout(d)`', `\`${e.timeout}\` (seconds)`, `${r.timeoutSeconds} s`],
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

function clientSection(model: SdkModel): string {
  return `
<!-- not-runnable: a fragment; every example below is a complete program -->
\`\`\`go
client, err := orbit.NewClient(option.WithMaxRetries(1)) // options, then the environment, then the defaults
orders, err := client.Orders.List(ctx, &orbit.OrderListParams{Limit: orbit.Int(5)}, option.WithTimeout(5*time.Second))
\`\`\`

\`orbit.NewClient(opts ...option.RequestOption) (*orbit.Client, error)\` takes options from the
\`${MODULE}/option\` package; settings not given come from the environment, then from the defaults.
An invalid option or environment value is an error of kind \`orbit.ErrInvalidArgument\`.

${envTable(model)}

Every method takes the same options after its params, for that call only: \`option.WithHeader\`,
\`option.WithMaxRetries\`, \`option.WithTimeout\`, \`option.WithMiddleware\`,
\`option.WithAccessToken\` / \`option.WithAPIKey\` (this call's credential), and the call-only options:
\`option.WithIdempotencyKey\` (money-moving methods; any other method refuses it),
\`option.WithQuery(key, value)\` and \`option.WithJSONSet(key, value)\` (parameters newer than this SDK,
replacing a value of the same name), and \`option.WithResponseInto(&resp)\`, which stores the final
\`*http.Response\` of any method (JSON, text, stream or binary): its status, and its
\`${model.runtime.requestIdHeader}\` header, the request id to quote to support.

\`client.WithOptions(opts...) (*orbit.Client, error)\` answers a copy with other settings that shares the
client's session (a login or renewal through either is used by both). \`option.WithMiddleware(func(req
*http.Request, next option.MiddlewareNext) (*http.Response, error))\` sees every attempt. A page that
\`List\` answers offers \`HasNextPage()\` and \`GetNextPage(ctx)\` beside the \`ListAutoPaging\` iterator.

Optional parameters are pointers, set with \`orbit.String\`, \`orbit.Int\`, \`orbit.Int64\`, \`orbit.Float64\` and \`orbit.Bool\`; optional enums
are empty when absent. Params may be nil when a method has no required parameter.

Errors (next section): every method returns an \`*orbit.APIError\` (an error answer, or
\`orbit.ErrAPIResponseValidation\`: an answer that could not be decoded) or an \`*orbit.RequestError\`
(every other failure without an error answer). The error types of the tables below are kinds, one value
per kind: \`errors.Is(err, orbit.ErrNotFound)\` tells the kind, \`errors.As\` gives the fields. A cancelled
\`ctx\` gives kind \`orbit.ErrAPIUserAbort\` and \`errors.Is(err, context.Canceled)\`; an expired one, like
the SDK's own per-attempt timeout, \`orbit.ErrAPITimeout\` and \`errors.Is(err, context.DeadlineExceeded)\`.
`;
}

export function goRenderer(model: SdkModel, types: GoTypes, examples: ExampleWriter): ApiDocRenderer {
  const bodyOwner = new Map<string, string>();
  const bodyMethod = new Map<string, Method>();
  for (const r of model.resources) {
    for (const m of r.methods) {
      if (!m.body) continue;
      bodyOwner.set(m.body.type, paramsType(r, m));
      bodyMethod.set(m.body.type, m);
      if (m.body.kind === 'union') {
        for (const v of m.body.variants) {
          bodyOwner.set(v.type, `${paramsType(r, m)} with ${exported(m.body.discriminator)} ${v.value}`);
          bodyMethod.set(v.type, m);
        }
      }
    }
  }
  return {
    generator: 'generators/go',
    languageName: 'Go',
    fence: 'go',
    packageLine: `module \`${MODULE}\`, package \`orbit\``,
    clientSection,
    methodHeading: (resource, method) => `client.${serviceField(resource)}.${methodName(method)}`,
    declaration: (resource, method) => {
      const lines = [`${signature(types, resource, method)}`];
      if (method.pagination) lines.push(signature(types, resource, method, 'AutoPaging'));
      if (method.stream) lines.push(signature(types, resource, method, 'Stream'));
      const nulls = types.hasNulls(structParams(types, method).map((p) => p.param)) ? ' NullFields lists the nullable ones to send as null.' : '';
      if (hasParams(method)) lines.push('', `// params: *orbit.${paramsType(resource, method)}${paramsOptional(method) ? ' (may be nil)' : ''}; its fields are listed below.${nulls}`);
      return lines.join('\n');
    },
    paramName: (param: Param) => exported(param.name),
    // Types as the params structs declare them (types.fieldType, the source of the structs too).
    paramType: (param: Param, method: Method) => {
      const declared = structParams(types, method).find((x) => x.param.wireName === param.wireName && x.param.location === param.location);
      return declared ? qualify(types.fieldType(declared.param, 'input', declared.required).type) : null;
    },
    fieldType: (field: Field, type: ObjectType) => {
      const name = type.name.original;
      if (types.declared.has(name)) return qualify(types.fieldType(field, types.directionOf(type)).type);
      const owner = bodyMethod.get(name);
      if (!owner) return null; // read as *orbit.APIError: no Go struct has these fields
      const declared = structParams(types, owner).find((x) => x.param.wireName === field.wireName && x.param.location === 'body');
      return declared ? qualify(types.fieldType(declared.param, 'input', declared.required).type) : null;
    },
    streamNote: (method: Method, chunkLink: string) => `\`${methodName(method)}Stream\` sends \`${method.stream!.param}: true\` and answers a stream of ${chunkLink} chunks.`,
    typeName: (type: TypeRef) => {
      // A request body type is the method's params struct; a type only error answers carry is the APIError.
      if (type.kind === 'named' && !types.declared.has(type.name) && !types.discriminators.has(types.goName(type.name))) {
        const owner = bodyOwner.get(type.name);
        return owner ? `orbit.${owner.split(' ')[0]}` : '*orbit.APIError';
      }
      return qualify(types.goType(type));
    },
    returnType: (method: Method) => {
      const resource = model.resources.find((r) => r.methods.includes(method))!;
      void resource;
      if (method.response.kind === 'binary') return '*orbit.BinaryResponse';
      if (method.response.kind === 'text') return 'string';
      return method.response.type ? `*${qualify(types.goType(method.response.type))}` : 'error';
    },
    errorName: (kind: ErrorKind | undefined) => (kind ? `orbit.Err${exported(kind.name)}` : '*orbit.APIError'),
    clientErrorName: (kind: ClientErrorKind) => `orbit.Err${exported(kind.name)}`,
    clientErrorWhen,
    example: (_resource: Resource, method: Method) => gofmt(examples.program(method), `the api.md example of ${method.operationId}`),
    typeDisplayName: (type: NamedType) => {
      if (types.declared.has(type.name.original)) return types.goName(type.name.original);
      const owner = bodyOwner.get(type.name.original);
      if (owner) return `${type.name.original} (sent as ${owner})`;
      return `${type.name.original} (read as *orbit.APIError)`;
    },
    fieldName: (field: Field, _type: ObjectType) => exported(field.name),
    // A type only error answers carry has no Go constants: its values are compared as strings (APIError.Type).
    enumMember: (type: EnumType, value: EnumValue) =>
      types.declared.has(type.name.original) ? `orbit.${enumMember(types.goName(type.name.original), value)}` : JSON.stringify(value.value),
    unknownEnumNote:
      'an enum is a Go string type, so a value this release does not know arrives as it is (`orbit.OrderStatus("disputed")`), unequal to every constant, and the call still succeeds.',
  };
}

export function docFile(model: SdkModel, examples: ExampleWriter, header: string): string {
  void examples;
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

function commentBlock(text: string): string {
  return text
    .split('\n')
    .map((l) => (l ? `// ${l}` : '//'))
    .join('\n');
}

/** example_test.go: one Example per resource, with the output the contract's example answer gives (run against Prism). */
export function exampleTestFile(model: SdkModel, examples: ExampleWriter, header: string): string {
  const imports = new Set<string>(['context', 'fmt', 'log']);
  const functions: string[] = [];
  for (const resource of model.resources) {
    const method = resource.methods.find((m) => m.response.kind !== 'empty' && (m.response.kind !== 'json' || m.response.example !== undefined));
    if (!method) continue;
    const body = examples.body(method, true);
    if (!body.output) continue;
    for (const i of body.imports) imports.add(i);
    functions.push(
      [
        `func Example${serviceType(resource)}_${methodName(method)}() {`,
        '\tctx := context.Background()',
        '\tclient, err := orbit.NewClient()',
        '\tif err != nil {',
        '\t\tlog.Fatal(err)',
        '\t}',
        ...body.lines.map((l) => `\t${l}`),
        '\t// Output:',
        ...body.output.map((l) => `\t// ${l}`.trimEnd()),
        '}',
      ].join('\n'),
    );
  }
  return [
    header,
    comment(
      'The Example functions run against the server of ORBIT_BASE_URL (the test suite starts a Prism mock of the contract, whose answers are the contract\'s examples; TestMain sets test credentials), so their output is the contract\'s example answers.',
    ),
    'package orbit_test',
    '',
    'import (',
    ...[...imports].sort().map((i) => `\t"${i}"`),
    '',
    `\torbit "${MODULE}"`,
    ')',
    '',
    functions.join('\n\n'),
  ].join('\n');
}

export function readme(template: string, model: SdkModel, types: GoTypes, examples: ExampleWriter): string {
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
  const values: Record<string, string> = {
    version: model.version,
    module: MODULE,
    title: model.title,
    defaultBaseURL: model.defaultBaseUrl,
    operationsTable: table,
    configurationTable: envTable(model),
    errorKindsTable: errorKindsTable(model),
    retryStatuses: model.runtime.retry.statuses.join(', '),
    maxRetries: String(model.runtime.maxRetries),
    timeoutSeconds: String(model.runtime.timeoutSeconds),
    retryAfterMax: String(model.runtime.retry.retryAfter.maxSeconds),
    backoffInitial: String(model.runtime.retry.backoff.initialSeconds),
    backoffMax: String(model.runtime.retry.backoff.maxSeconds),
    backoffJitter: String(model.runtime.retry.backoff.jitter * 100),
    idempotencyHeader: model.runtime.idempotency.header,
    requestIdHeader: model.runtime.requestIdHeader,
    envLog: model.runtime.environment.log,
    logFormat: model.runtime.log.format,
    redactHeaders: model.runtime.log.redactHeaders.join(', '),
    redacted: model.runtime.log.redacted,
  };
  void examples;
  const out = template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    if (!(key in values)) throw new Error(`generators/go/templates/README.md: unknown placeholder ${whole}`);
    return values[key]!;
  });
  return out;
}
