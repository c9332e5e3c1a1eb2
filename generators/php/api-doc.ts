// api.md: the shared layout of generators/lib/api-doc.ts, spelled in PHP (names, phpdoc types, declarations).
import { type ApiDocRenderer, renderApiDoc } from '../lib/api-doc.ts';
import { isReference, type Method, type Resource, type SdkModel } from '../model/index.ts';
import { exampleProgram } from './examples.ts';
import { clientErrorClass, enumConstant, errorClass, methodName, streamMethodName, typeClass } from './names.ts';
import { optionsShape, returnDoc, streamReturnDoc } from './resources.ts';
import { clientErrorWhen } from './runtime.ts';
import { literal } from './syntax.ts';
import { docType, modelTypes, namedType } from './types.ts';

/** The call as the headings of api.md and the README's operations table show it. */
export function heading(resource: Resource, method: Method): string {
  return `$client->${resource.name.camel}->${methodName(method)}()`;
}

/**
 * The client section's program: the first method that needs no argument and answers JSON, with its first
 * example argument (a page control left out) and a per-call timeout.
 */
function clientExample(model: SdkModel): string[] {
  const found = model.resources
    .flatMap((resource) => resource.methods.map((method) => ({ resource, method })))
    .find(({ method }) => !method.params.some((p) => p.required) && method.body?.kind !== 'union' && method.response.kind === 'json');
  if (!found) return [];
  const { resource, method } = found;
  const paging = method.pagination ? [method.pagination.style === 'page' ? method.pagination.page : method.pagination.cursor] : [];
  const arg = Object.entries(method.docExample.call.params).find(([k, v]) => !paging.includes(k) && !isReference(v));
  const result = `$${resource.name.camel}`;
  // A list of named items reads its first item's name; any other answer is shown as JSON.
  const type = method.response.type?.kind === 'named' ? namedType(model, method.response.type.name) : undefined;
  const items = type?.kind === 'object' ? type.fields.find((f) => f.wireName === 'items' && f.type.kind === 'array') : undefined;
  const itemType = items?.type.kind === 'array' && items.type.items.kind === 'named' ? namedType(model, items.type.items.name) : undefined;
  const named = itemType?.kind === 'object' && itemType.fields.some((f) => f.wireName === 'name' && f.required);
  return [
    '```php',
    '<?php',
    '',
    "require 'vendor/autoload.php';",
    '',
    'use Orbit\\Sdk\\Client;',
    '',
    "$client = new Client(['max_retries' => 3, 'timeout' => 20.0]);",
    `${result} = $client->${resource.name.camel}->${methodName(method)}(${arg ? literal(Object.fromEntries([arg])) : '[]'}, ['timeout' => 5.0]);`,
    named
      ? `echo ${result}->items[0]->name, ' (request ', ${result}->getRequestId(), ')', PHP_EOL;`
      : `echo json_encode(${result}), ' (request ', ${result}->getRequestId(), ')', PHP_EOL;`,
    '```',
  ];
}

function clientSection(model: SdkModel): string {
  const env = model.runtime.environment;
  const methods = model.resources.flatMap((r) => r.methods);
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
    `| \`idle_timeout\` | | \`${model.runtime.idleTimeoutSeconds}\` | seconds a streamed or binary answer may stay silent between two pieces (float) |`,
    `| \`max_retries\` | \`${env.maxRetries}\` | \`${model.runtime.maxRetries}\` | retries after the first attempt |`,
    '| `auto_refresh` | | `true` | renew the session once on a 401 and replay |',
    '| `default_headers` | | `[]` | headers on every request; a `null` value removes one |',
    '| `http_client` | | Guzzle | any PSR-18 client (`request_factory`, `stream_factory`: PSR-17) |',
    `| \`log_level\` | \`${env.log}\` | \`off\` | ${model.runtime.log.levels.map((l) => `\`${l}\``).join(', ')} |`,
    '| `logger` | | standard error | a PSR-3 logger |',
    '| `on_session` | | none | `function (AuthSession $session): void`, after each login or renewal |',
    '| `sleep`, `clock`, `random` | | `usleep()`, `microtime(true)`, `mt_rand()` | the waits between retries, the time and the jitter draw, replaced in tests |',
    '',
    `Every method takes \`array $params\` (the contract's names as keys) and \`array $options\` for that call: \`headers\`, \`max_retries\`, \`timeout\`, \`extra_query\` (values newer than the SDK, merged over the parameters), and where the operation takes them \`extra_body\` (operations with a JSON body), \`api_key\` (API-key operations: this call's key), \`idle_timeout\` (streamed and binary answers) and \`idempotency_key\` (money-moving operations); each method's docblock has its exact shape, e.g. \`${optionsShape(methods.find((m) => m.idempotent) ?? methods.find((m) => m.body) ?? methods[0]!)}\`. Anything else is refused with \`InvalidArgumentException\`.`,
    '',
    '`$client->withOptions([...])` answers a copy with other options (any of the table) that shares the session: a login or a renewal made through either is used by both.',
    '',
    ...clientExample(model),
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
          `/** @return list<${item}> the items of this page */`,
          'public function getPaginatedItems(): array',
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
    typeDisplayName: (type) => {
      if (type.kind === 'enum' || classes.has(type.name.original)) return typeClass(type);
      // A union without a discriminator has no class: a value is the class (or value) of its variant.
      if (type.kind === 'untagged') return `${type.name.original} (${docType({ kind: 'named', name: type.name.original }, model)})`;
      return `${typeClass(type)} (an array of parameters)`;
    },
    fieldName: (field) => field.wireName,
    enumMember: (type, value) => `${typeClass(type)}::${enumConstant(type, value)}`,
    unknownEnumNote:
      model.types.some((t) => t.kind === 'enum' && t.valueType === 'integer')
        ? 'in PHP an enum value is a plain string or integer, so a value this SDK does not know arrives as that string or integer (compare with the class constants), and unknown fields stay readable by array access and `toArray()`.'
        : 'in PHP an enum value is a plain string, so a value this SDK does not know arrives as that string (compare with the class constants), and unknown fields stay readable by array access and `toArray()`.',
  };
}

export function emitApiDoc(model: SdkModel): string {
  return renderApiDoc(model, phpRenderer(model));
}
