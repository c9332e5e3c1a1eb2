// The Python SDK's documentation: api.md through the shared layout (renderApiDoc with a Python
// renderer) and the README from templates/README.md with tables filled in from the model.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ApiDocRenderer, cell, githubSlug, renderApiDoc } from '../lib/api-doc.ts';
import { generatedMarkdownHeader } from '../lib/generator.ts';
import type { ExampleCall, Method, Resource, SdkModel, TypeRef } from '../model/index.ts';
import { isReference } from '../model/index.ts';
import { enumMemberName, methodName, outputType, paramName, pyLiteral, pyName, resourceAttr } from './names.ts';
import { declarationOf } from './resources.ts';

const HERE = dirname(fileURLToPath(import.meta.url));

/** A failure without an error answer, in Python's words where the contract's are no language's. */
function clientErrorWhen(kind: { name: string; when: string }): string {
  if (kind.name === 'APIUserAbort') {
    return 'you closed a stream (or a `with_streaming_response` body) and read on; cancelling an asyncio task raises `asyncio.CancelledError` instead';
  }
  return kind.when;
}

function find(model: SdkModel, call: ExampleCall): { resource: Resource; method: Method } {
  const resource = model.resources.find((r) => r.tag === call.resource)!;
  return { resource, method: resource.methods.find((m) => m.name.original === call.method)! };
}

function callLine(model: SdkModel, call: ExampleCall, client: string): string {
  const { resource, method } = find(model, call);
  const params = [...method.params, ...(method.body?.kind === 'union' ? method.body.variants.flatMap((v) => v.params) : [])];
  const args = Object.entries(call.params).map(([wire, value]) => {
    const p = params.find((x) => x.wireName === wire)!;
    const v = isReference(value) ? `${value.from}.${value.path.map(pyName).join('.')}` : pyLiteral(value);
    return `${paramName(p)}=${v}`;
  });
  return `${client}.${resourceAttr(resource)}.${methodName(method)}(${args.join(', ')})`;
}

/** How an example shows what a method answered. */
export function printResult(method: Method, variable: string): string {
  if (method.response.kind === 'binary') return `print(${variable}.media_type, len(${variable}.content))`;
  if (method.response.kind === 'json' && method.response.type) return `print(${variable}.to_json())`;
  return `print(${variable})`;
}

/** The complete example program of a method (runs against the reference server's seeded data). */
export function exampleProgram(model: SdkModel, resource: Resource, method: Method): string {
  const lines = ['from orbit_sdk import Orbit', '', 'client = Orbit()'];
  for (const step of method.docExample.setup) lines.push(`${step.as ? `${step.as} = ` : ''}${callLine(model, step, 'client')}`);
  lines.push(`result = ${callLine(model, method.docExample.call, 'client')}`, printResult(method, 'result'));
  return lines.join('\n');
}

function spell(t: TypeRef): string {
  return outputType(t, { model: null as unknown as SdkModel });
}

export function pythonRenderer(model: SdkModel): ApiDocRenderer {
  return {
    generator: 'generators/python',
    languageName: 'Python',
    fence: 'python',
    packageLine: '`orbit-sdk` on PyPI, imported as `orbit_sdk`',
    clientSection: (m) => clientSection(m),
    methodHeading: (r, x) => `client.${resourceAttr(r)}.${methodName(x)}()`,
    declaration: (r, x) => declarationOf(r, x, model),
    paramName: (p) => paramName(p),
    typeName: spell,
    returnType: (x) => {
      if (x.response.kind === 'binary') return 'BinaryResponse';
      if (x.response.kind === 'text') return 'str';
      const t = x.response.type ? spell(x.response.type) : 'None';
      return x.stream ? `${t} (Stream[${spell(x.stream.chunk)}] with ${x.stream.param}=True)` : t;
    },
    errorName: (kind) => (kind ? `${kind.name}Error` : 'APIStatusError'),
    clientErrorName: (kind) => `${kind.name}Error`,
    clientErrorWhen,
    example: (r, x, m) => exampleProgram(m, r, x),
    typeDisplayName: (t) => t.name.original,
    fieldName: (f) => pyName(f.wireName),
    enumMember: (t, v) => `${t.name.original}.${enumMemberName(t, v)}`,
    unknownEnumNote:
      'an unknown enum value arrives as a member created on the fly (`OrderStatus("disputed")`), a `str` equal to the value (an `int` for an integer enum), and unknown fields are kept in `model_extra` (and in `to_dict()`).',
  };
}

function envRows(model: SdkModel): string[] {
  const rt = model.runtime;
  const e = rt.environment;
  return [
    '| option | environment | default | meaning |',
    '|---|---|---|---|',
    `| \`base_url\` | \`${e.baseUrl}\` | \`${model.defaultBaseUrl}\` | address of the service |`,
    `| \`access_token\` | \`${e.accessToken}\` | none | login token; the login methods set it |`,
    '| `refresh_token` | | none | renews the login token once on a 401; the login methods set it |',
    `| \`api_key\` | \`${e.apiKey}\` | none | developer API key of the generation operations |`,
    `| \`timeout\` | \`${e.timeout}\` (seconds) | ${rt.timeoutSeconds} | seconds per attempt, or an \`httpx.Timeout\` |`,
    `| \`max_retries\` | \`${e.maxRetries}\` | ${rt.maxRetries} | retries after the first attempt; 0 turns them off |`,
    '| `auto_refresh` | | `True` | renew the session once on a 401 and replay the call |',
    '| `default_headers` | | none | headers sent with every request (`None` removes one) |',
    '| `http_client` | | a new `httpx.Client` / `httpx.AsyncClient` | your own httpx client |',
    `| \`log_level\` | \`${e.log}\` | \`off\` | ${rt.log.levels.map((l) => `\`${l}\``).join(', ')} (the \`orbit_sdk\` logger) |`,
    '| `on_session` | | none | called with the `AuthSession` whenever the client stores new tokens |',
  ];
}

function clientSection(model: SdkModel): string {
  return [
    '`Orbit` (blocking) and `AsyncOrbit` (asyncio) take the same keyword options; options win over environment',
    'variables, which win over the defaults. An invalid option or environment value raises `InvalidArgumentError`.',
    'Every method also takes, for one call, `extra_headers`, `extra_query`, `extra_body` (on methods that send a',
    'body), `max_retries`, `timeout` (seconds or an `httpx.Timeout`), `idempotency_key` on money-moving methods',
    'and `api_key` on the methods the API key authenticates. `client.with_options(...)` answers a copy with other',
    'options that shares the connections and the session (a login or renewal through either is used by both);',
    '`client.with_raw_response` and `client.with_streaming_response` give every method answering its HTTP',
    'response (the latter in a `with` block, the body read as you ask: `iter_bytes()`, `stream_to_file()`).',
    '',
    ...envRows(model),
    '',
    '```python',
    'import httpx',
    '',
    'from orbit_sdk import Orbit',
    '',
    'with Orbit(max_retries=3, timeout=20.0) as client:',
    '    quick = client.with_options(max_retries=0, timeout=httpx.Timeout(5.0, connect=2.0))',
    '    print(client.base_url, client.max_retries, client.timeout, quick.max_retries, quick.timeout)',
    '```',
  ].join('\n');
}

export function emitApiDoc(model: SdkModel): string {
  return renderApiDoc(model, pythonRenderer(model));
}

// ---------------------------------------------------------------- README
function methodsTable(model: SdkModel): string {
  const rows = ['| method | HTTP | returns |', '|---|---|---|'];
  const r = pythonRenderer(model);
  for (const resource of model.resources) {
    for (const m of resource.methods) {
      const anchor = githubSlug(r.methodHeading(resource, m));
      rows.push(`| [\`${r.methodHeading(resource, m)}\`](api.md#${anchor}) | \`${m.httpMethod} ${m.path}\` | \`${cell(r.returnType(m))}\` |`);
    }
  }
  return rows.join('\n');
}

function errorsTable(model: SdkModel): string {
  const rows = ['| status | error |', '|---|---|'];
  for (const e of model.runtime.errors) rows.push(`| ${e.status ?? `${e.rangeFrom! / 100}xx`} | \`${e.name}Error\` |`);
  rows.push('| any other status | `APIStatusError` |');
  rows.push('', '| failure without an error answer | error |', '|---|---|');
  for (const e of model.runtime.clientErrors) rows.push(`| ${cell(clientErrorWhen(e))} | \`${e.name}Error\`${e.parent ? ` (an \`${e.parent}Error\`)` : ''} |`);
  return rows.join('\n');
}

/** Which methods and types of this version have the shapes the README's "Shapes" section describes (none: empty). */
function shapeMethods(model: SdkModel): string {
  const code = (x: string): string => `\`${x}\``;
  const call = (r: Resource, m: Method): string => code(`client.${resourceAttr(r)}.${methodName(m)}()`);
  const methods = model.resources.flatMap((r) => r.methods.map((m) => ({ r, m })));
  const found: string[] = [];
  const nullable = methods.filter(({ m }) => m.params.some((p) => p.nullable && p.location === 'body'));
  if (nullable.length) found.push(`nullable fields in ${nullable.map(({ r, m }) => `${call(r, m)} (${m.params.filter((p) => p.nullable && p.location === 'body').map((p) => code(paramName(p))).join(', ')})`).join(', ')}`);
  const files = methods.filter(({ m }) => m.body?.kind === 'multipart');
  if (files.length) found.push(`files in ${files.map(({ r, m }) => call(r, m)).join(', ')}`);
  const cursors = methods.filter(({ m }) => m.pagination?.style === 'cursor');
  if (cursors.length) found.push(`cursor pages in ${cursors.map(({ r, m }) => call(r, m)).join(', ')}`);
  const named = (pick: (t: SdkModel['types'][number]) => boolean, what: string): void => {
    const types = model.types.filter(pick);
    if (types.length) found.push(`${what} ${types.map((t) => code(t.name.original)).join(', ')}`);
  };
  named((t) => t.kind === 'enum' && t.valueType === 'integer', 'integer enums');
  named((t) => t.kind === 'untagged', 'unions without a discriminator');
  named((t) => t.kind === 'object' && t.allOf.length > 0, 'allOf compositions');
  return found.length ? `\nIn this version: ${found.join('; ')}.\n` : '';
}

export function emitReadme(model: SdkModel): string {
  const rt = model.runtime;
  const values: Record<string, string> = {
    version: model.version,
    defaultBaseUrl: model.defaultBaseUrl,
    optionsTable: envRows(model).join('\n'),
    methodsTable: methodsTable(model),
    errorsTable: errorsTable(model),
    retryStatuses: rt.retry.statuses.join(', '),
    maxRetries: String(rt.maxRetries),
    timeoutSeconds: String(rt.timeoutSeconds),
    backoffInitial: String(rt.retry.backoff.initialSeconds),
    backoffMax: String(rt.retry.backoff.maxSeconds),
    retryAfterMax: String(rt.retry.retryAfter.maxSeconds),
    idempotencyHeader: rt.idempotency.header,
    logEnv: rt.environment.log,
    logFormat: rt.log.format,
    redactHeaders: rt.log.redactHeaders.map((h) => `\`${h}\``).join(', '),
    requestIdHeader: rt.requestIdHeader,
    shapeMethods: shapeMethods(model),
  };
  const template = readFileSync(join(HERE, 'templates', 'README.md'), 'utf8');
  const text = template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    if (!(key in values)) throw new Error(`generators/python/templates/README.md: unknown placeholder ${whole}`);
    return values[key]!;
  });
  return generatedMarkdownHeader('generators/python (templates/README.md)') + text;
}
