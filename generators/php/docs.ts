// api.md (the shared layout of generators/lib/api-doc.ts, spelled in PHP) and README.md (the template in
// templates/README.md with the operations table and the rules' values filled in).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ApiDocRenderer, cell, githubSlug, httpLine, renderApiDoc } from '../lib/api-doc.ts';
import { generatedMarkdownHeader } from '../lib/generator.ts';
import { type ExampleValue, isReference, type Method, type Resource, type SdkModel } from '../model/index.ts';
import { clientErrorClass, errorClass } from './runtime.ts';
import { docType, enumConstant, GENERATOR, literalBlock, typeClass } from './php.ts';
import { modelTypes } from './models.ts';
import { methodName, optionsShape, returnDoc, streamMethodName, streamReturnDoc } from './resources.ts';
import { clientErrorWhen } from './words.ts';

const HERE = dirname(fileURLToPath(import.meta.url));

function heading(resource: Resource, method: Method): string {
  return `$client->${resource.name.camel}->${methodName(method)}()`;
}

/** An example argument: a literal, or the property path of an earlier result (`$payment->order->order_no`). */
function exampleArgs(params: Record<string, ExampleValue>, indent: string): string {
  const refs = new Map<string, string>();
  const plain: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) {
    if (isReference(v)) {
      const marker = `@@ref${refs.size}@@`;
      refs.set(marker, `$${v.from}->${v.path.join('->')}`);
      plain[k] = marker;
    } else plain[k] = v;
  }
  let out = literalBlock(plain, indent, 92);
  for (const [marker, expr] of refs) out = out.replace(`'${marker}'`, expr);
  return out;
}

function callLine(model: SdkModel, resource: string, method: string, params: Record<string, ExampleValue>, assign: string | undefined): string {
  const r = model.resources.find((x) => x.tag === resource)!;
  const m = r.methods.find((x) => x.name.original === method)!;
  const args = Object.keys(params).length ? exampleArgs(params, '') : '';
  const call = `$client->${r.name.camel}->${methodName(m)}(${args})`;
  return assign ? `$${assign} = ${call};` : `${call};`;
}

export function exampleProgram(_resource: Resource, method: Method, model: SdkModel): string {
  const ex = method.docExample;
  const lines = ['<?php', '', "require 'vendor/autoload.php';", '', 'use Orbit\\Sdk\\Client;', '', '$client = new Client();', ''];
  for (const s of ex.setup) lines.push(callLine(model, s.resource, s.method, s.params, s.as));
  const result = method.response.kind === 'binary' ? 'speech' : 'result';
  lines.push(callLine(model, ex.call.resource, ex.call.method, ex.call.params, method.response.kind === 'empty' ? undefined : result));
  lines.push('');
  if (method.response.kind === 'binary') lines.push(`echo $${result}->getMediaType(), ' ', strlen($${result}->getContent()), " bytes\\n";`);
  else if (method.response.kind === 'text') lines.push(`echo $${result}, PHP_EOL;`);
  else if (method.response.kind === 'json') lines.push(`echo json_encode($${result}, JSON_PRETTY_PRINT), PHP_EOL;`);
  return lines.join('\n');
}

function clientSection(model: SdkModel): string {
  const env = model.runtime.environment;
  return [
    '`new Client(array $options = [])`. Options win over environment variables, which win over the defaults:',
    '',
    '| option | environment | default | |',
    '|---|---|---|---|',
    `| \`base_url\` | \`${env.baseUrl}\` | \`${model.defaultBaseUrl}\` | the service's address |`,
    `| \`access_token\` | \`${env.accessToken}\` | none | login token; logins store it |`,
    '| `refresh_token` | | none | renews the login token on a 401; logins store it |',
    `| \`api_key\` | \`${env.apiKey}\` | none | developer API key (\`/api/v1/*\`) |`,
    `| \`timeout\` | \`${env.timeout}\` | \`${model.runtime.timeoutSeconds}\` | seconds per attempt (float) |`,
    `| \`max_retries\` | \`${env.maxRetries}\` | \`${model.runtime.maxRetries}\` | retries after the first attempt |`,
    '| `auto_refresh` | | `true` | renew the session once on a 401 and replay |',
    '| `default_headers` | | `[]` | headers on every request; a `null` value removes one |',
    '| `http_client` | | Guzzle | any PSR-18 client (`request_factory`, `stream_factory`: PSR-17) |',
    `| \`log_level\` | \`${env.log}\` | \`off\` | ${model.runtime.log.levels.map((l) => `\`${l}\``).join(', ')} |`,
    '| `logger` | | standard error | a PSR-3 logger |',
    '| `on_session` | | none | `function (AuthSession $session): void`, after each login or renewal |',
    '',
    `Every method takes \`array $params\` (the contract's names as keys) and \`array $options\` for that call: \`headers\`, \`max_retries\`, \`timeout\`, \`extra_query\` (values newer than the SDK, merged over the parameters), and where the operation takes them \`extra_body\` (operations with a JSON body), \`api_key\` (API-key operations: this call's key) and \`idempotency_key\` (money-moving operations); each method's docblock has its exact shape, e.g. \`${optionsShape(model.resources.flatMap((r) => r.methods).find((m) => m.idempotent)!)}\`. Anything else is refused with \`InvalidArgumentException\`.`,
    '',
    '`$client->withOptions([...])` answers a copy with other options (any of the table) that shares the session: a login or a renewal made through either is used by both.',
    '',
    '```php',
    '<?php',
    '',
    "require 'vendor/autoload.php';",
    '',
    'use Orbit\\Sdk\\Client;',
    '',
    "$client = new Client(['max_retries' => 3, 'timeout' => 20.0]);",
    "$packages = $client->packages->list(['type' => 'credits'], ['timeout' => 5.0]);",
    "echo $packages->items[0]->name, ' (request ', $packages->getRequestId(), ')', PHP_EOL;",
    '```',
  ].join('\n');
}

export function phpRenderer(model: SdkModel): ApiDocRenderer {
  // Request bodies (and their unions) are arrays you pass, not classes: their headings say so.
  const classes = new Set(modelTypes(model).map((t) => t.name.original));
  return {
    generator: 'generators/php',
    languageName: 'PHP',
    fence: 'php',
    packageLine: '`orbit/orbit-sdk` on Packagist, namespace `Orbit\\Sdk`',
    clientSection,
    methodHeading: heading,
    declaration(_resource, method) {
      const required = method.params.some((p) => p.required) || method.body?.kind === 'union';
      const ret = method.response.kind === 'empty' ? ': void' : `: ${returnDoc(method, model, '')}`;
      const lines = [`/** @return ${returnDoc(method, model, '')} */`, `public function ${methodName(method)}(array $params${required ? '' : ' = []'}, array $options = [])${ret}`];
      if (method.stream) {
        lines.push('', `/** @return ${streamReturnDoc(method, model, '')} */`, `public function ${streamMethodName(method)}(array $params${required ? '' : ' = []'}, array $options = []): Stream`);
      }
      if (method.pagination) {
        const item = method.pagination.item.kind === 'named' ? method.pagination.item.name : 'mixed';
        lines.push('', `/** @return \\Generator<int, ${item}> */`, `public function ${methodName(method)}AutoPaging(array $params = [], array $options = []): \\Generator`);
        const page = (method.response.type as { name: string }).name;
        lines.push(
          '',
          `// ${page} (what ${methodName(method)}() answers) is a page:`,
          'public function hasNextPage(): bool',
          `/** @return ${page}|null */`,
          `public function getNextPage(): ?${page}`,
          `/** @return \\Generator<int, ${page}> this page and every later one */`,
          'public function iterPages(): \\Generator',
        );
      }
      return lines.join('\n');
    },
    paramName: (param) => `'${param.wireName}'`,
    typeName: (type) => docType(type, model),
    returnType: (method) => returnDoc(method, model, ''),
    errorName: errorClass,
    clientErrorName: clientErrorClass,
    clientErrorWhen,
    streamNote: (method, chunkLink) =>
      `Streamed: \`${streamMethodName(method)}()\` answers a \`Stream\` of ${chunkLink} chunks (\`'${method.stream!.param}' => true\` is refused here, so the return type stays one class).`,
    example: exampleProgram,
    typeDisplayName: (type) => (type.kind === 'enum' || classes.has(type.name.original) ? typeClass(type) : `${typeClass(type)} (an array of parameters)`),
    fieldName: (field) => field.wireName,
    enumMember: (type, value) => `${typeClass(type)}::${enumConstant(type, value)}`,
    unknownEnumNote:
      'in PHP an enum value is a plain string, so a value this SDK does not know arrives as that string (compare with the class constants), and unknown fields stay readable by array access and `toArray()`.',
  };
}

export function emitApiDoc(model: SdkModel): string {
  return renderApiDoc(model, phpRenderer(model));
}

/** README.md: templates/README.md with `{{placeholders}}` filled in. */
export function emitReadme(model: SdkModel): string {
  const rows = ['| method | HTTP | auth |', '|---|---|---|'];
  for (const r of model.resources) {
    for (const m of r.methods) {
      const call = heading(r, m);
      const auth = m.auth === 'loginToken' ? 'login token' : m.auth === 'apiKey' ? 'API key' : 'public';
      rows.push(`| [\`${call}\`](api.md#${githubSlug(call)}) | \`${httpLine(m)}\` | ${auth} |`);
      if (m.stream) rows.push(`| [\`${call.replace(/\(\)$/, '')}Stream()\`](api.md#${githubSlug(call)}) | \`${httpLine(m)}\`, streamed | ${auth} |`);
    }
  }
  const r = model.runtime;
  const values: Record<string, string> = {
    version: model.version,
    defaultBaseUrl: model.defaultBaseUrl,
    operationsTable: rows.join('\n'),
    envBaseUrl: r.environment.baseUrl,
    envAccessToken: r.environment.accessToken,
    envApiKey: r.environment.apiKey,
    envTimeout: r.environment.timeout,
    envMaxRetries: r.environment.maxRetries,
    envLog: r.environment.log,
    timeoutSeconds: String(r.timeoutSeconds),
    maxRetries: String(r.maxRetries),
    retryStatuses: r.retry.statuses.map((s) => `\`${s}\``).join(', '),
    backoffInitial: String(r.retry.backoff.initialSeconds),
    backoffMax: String(r.retry.backoff.maxSeconds),
    backoffJitter: `${r.retry.backoff.jitter * 100} %`,
    retryAfterMax: String(r.retry.retryAfter.maxSeconds),
    idempotencyHeader: r.idempotency.header,
    requestIdHeader: r.requestIdHeader,
    logFormat: r.log.format,
    redacted: r.log.redacted,
    redactHeaders: r.log.redactHeaders.map((h) => `\`${h}\``).join(', '),
    errorTable: [
      '| status | exception | `error.type` |',
      '|---|---|---|',
      ...r.errors.map((e) => `| ${e.status === null ? `${e.rangeFrom! / 100}xx` : e.status} | \`${errorClass(e)}\` | \`${e.type}\` |`),
      '| any other | `ApiStatusException` | |',
    ].join('\n'),
    clientErrorTable: ['| failure | exception |', '|---|---|', ...r.clientErrors.map((k) => `| ${cell(clientErrorWhen(k))} | \`${clientErrorClass(k)}\`${k.parent ? ` (a \`${k.parent}Exception\`)` : ''} |`)].join('\n'),
  };
  const template = readFileSync(join(HERE, 'templates', 'README.md'), 'utf8');
  const out = template.replace(/\{\{(\w+)\}\}/g, (match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`php: templates/README.md: unknown placeholder ${match}`);
    return value;
  });
  return generatedMarkdownHeader(`${GENERATOR} and generators/php/templates/README.md`) + out;
}
