// The TypeScript renderer of the shared api.md layout (generators/lib/api-doc.ts): names, types,
// declarations and example programs as a TypeScript user writes them.
import { type ApiDocRenderer, renderApiDoc } from '../lib/api-doc.ts';
import type { Method, Resource, SdkModel } from '../model/index.ts';
import { config } from './config.ts';
import { exampleProgram, resultName } from './examples.ts';
import { resultType } from './resources.ts';
import { errorClass, paramsOptional, paramsTypeName, resourceClass, typeName } from './names.ts';
import { GENERATOR, str } from './syntax.ts';
import { tsType } from './types.ts';

function declaration(resource: Resource, method: Method): string {
  const params = paramsTypeName(resource, method);
  const name = method.name.camel;
  const result = resultType(method);
  const lines = [`class ${resourceClass(resource)} {`];
  const arg = params ? `params${paramsOptional(method) ? '?' : ''}: ${params}, ` : '';
  if (method.stream) {
    const chunk = tsType(method.stream.chunk);
    lines.push(`  ${name}(params: ${params} & { ${method.stream.param}?: false }, options?: RequestOptions): APIPromise<${result}>;`);
    lines.push(`  ${name}(params: ${params} & { ${method.stream.param}: true }, options?: RequestOptions): APIPromise<Stream<${chunk}>>;`);
  } else {
    lines.push(`  ${name}(${arg}options?: RequestOptions): APIPromise<${result}>;`);
  }
  if (method.pagination) lines.push(`  ${name}AutoPaging(params?: ${params}, options?: RequestOptions): AutoPager<${tsType(method.pagination.item)}, ${result}>;`);
  lines.push('}');
  return lines.join('\n');
}

/** The client options, their environment variables and defaults (api.md and the README). */
export function optionsTable(model: SdkModel): string {
  const r = model.runtime;
  const env = r.environment;
  return `| option | environment variable | default | meaning |
|---|---|---|---|
| \`baseURL\` | \`${env.baseUrl}\` | \`${model.defaultBaseUrl}\` | the service's address, an absolute \`http://\` or \`https://\` URL |
| \`accessToken\` | \`${env.accessToken}\` | none | login token (logins store it) |
| \`refreshToken\` | | none | refresh token (logins store it) |
| \`apiKey\` | \`${env.apiKey}\` | none | developer API key for \`/api/v1/*\` |
| \`timeout\` | \`${env.timeout}\` (seconds) | ${r.timeoutSeconds * 1000} ms | time limit of each attempt, in milliseconds |
| \`idleTimeout\` | | ${r.idleTimeoutSeconds * 1000} ms | longest wait for the next chunk of a streamed or binary answer, in milliseconds |
| \`maxRetries\` | \`${env.maxRetries}\` | ${r.maxRetries} | retries after the first attempt; 0 turns them off |
| \`autoRefresh\` | | \`true\` | renew the session once on a ${r.session.refresh.onStatus} and replay the call |
| \`defaultHeaders\` | | | headers of every request (\`null\` removes one) |
| \`logLevel\` | \`${env.log}\` | \`${r.log.levels[0]}\` | ${r.log.levels.map((l) => `\`${l}\``).join(', ')} (see Logging) |
| \`logger\` | | standard error | \`{ info(line), debug(line) }\`, e.g. \`console\` |
| \`fetch\` | | the global \`fetch\` | a fetch implementation |
| \`onSession\` | | | called with every session a login or renewal stores |`;
}

function clientSection(model: SdkModel): string {
  // The first list-like call of the contract: a GET whose parameters may all be left out.
  const first = model.resources.flatMap((resource) => resource.methods.map((method) => ({ resource, method }))).find(({ method }) => method.httpMethod === 'GET' && method.response.kind === 'json' && paramsOptional(method));
  const call = first ? [`const ${resultName(first.method)} = await client.${first.resource.tag}.${first.method.name.camel}();`, `console.log(${resultName(first.method)}._requestId);`] : [];
  return `
\`\`\`ts
import { ${config.clientClass} } from '${config.packageName}';

const client = new ${config.clientClass}({ maxRetries: 1, timeout: 20_000 });
${call.join('\n')}
\`\`\`

\`new ${config.clientClass}(options?: ClientOptions)\`: options win over environment variables, which win over the defaults.

${optionsTable(model)}

Every method takes \`options?: RequestOptions\` last: \`timeout\`, \`idleTimeout\` (streamed and binary answers), \`maxRetries\`, \`headers\`, \`query\` and \`body\`
(extra query parameters and body fields, over the call's own), \`apiKey\` (API-key operations), \`signal\` (an
\`AbortSignal\`: aborting it throws \`APIUserAbortError\`), \`idempotencyKey\` (money-moving operations) and
\`autoRefresh\` for that call; an option the operation cannot honour is refused with \`InvalidArgumentError\`.
Every method returns an \`APIPromise\`: await it for the result (objects carry the request id as \`_requestId\`),
or call \`.withResponse()\` for \`{ data, response, requestId }\` (for a stream or a binary answer as soon as it
starts). \`client.withOptions(options)\` is a copy with some options changed that shares the login session.
A \`listAutoPaging()\` pager iterates items, \`iterPages()\` pages, and \`firstPage()\` answers a \`Page\` with
\`hasNextPage()\` and \`getNextPage()\`.
`;
}

export const typescriptApiDoc: ApiDocRenderer = {
  generator: GENERATOR,
  languageName: 'TypeScript',
  fence: 'ts',
  packageLine: `\`${config.packageName}\` on npm`,
  clientSection,
  methodHeading: (resource, method) => `client.${resource.tag}.${method.name.camel}()`,
  declaration,
  paramName: (param) => param.wireName,
  typeName: tsType,
  returnType: (method) => `APIPromise<${resultType(method)}>`,
  // A decoded result is the type alias the generated resources declare, from the same config entry.
  returnNote: (method, answerLink) => {
    const transform = config.transforms[method.operationId];
    const alias = transform?.aliases[transform.type];
    if (!transform || !alias) return answerLink;
    return `\`${transform.type}\` = \`${alias[0]}\`: ${alias[1].replace(/\.$/, '').replace(/^\w/, (c) => c.toLowerCase())}; the answer is ${answerLink}`;
  },
  errorName: (kind) => (kind ? errorClass(kind.name) : 'APIError'),
  clientErrorName: (kind) => errorClass(kind.name),
  clientErrorWhen: (kind) => config.clientErrorWhen[kind.name] ?? kind.when,
  example: (_resource, method, model) => exampleProgram(model, method),
  typeDisplayName: (type) => typeName(type),
  fieldName: (field) => field.wireName,
  enumMember: (_type, value) => (typeof value.value === 'number' ? String(value.value) : str(value.value)),
  unknownEnumNote:
    'each enum type is its known values widened with `string & {}` (an integer enum with `number & {}`), so a value this version does not know arrives as the service sent it, and code that handles it type-checks.',
};

export function emitApiDoc(model: SdkModel): string {
  return renderApiDoc(model, typescriptApiDoc);
}
