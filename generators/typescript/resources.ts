// src/generated/resources.ts (one class per resource, one method per SDK method, each a call of the
// core's `request` with the method's operation), src/generated/operations.ts (each method's operation
// descriptor in named fields, src/core/operation.ts: method, path, auth, where each parameter travels and
// how it is checked before sending, fixed values, the body's kind, the answer's kind and documented type,
// streaming, idempotency, session; the schemas of the request types and of the answers' types) and
// src/generated/client.ts (the client base holding the resources, and the session renewal the runtime
// rules name).
import { authLabel, httpLine } from '../lib/api-doc.ts';
import type { Method, Resource, SdkModel } from '../model/index.ts';
import { check, field, schemas } from './checks.ts';
import { config } from './config.ts';
import { exampleBody } from './examples.ts';
import { errorClass, operationKey, paramsOptional, paramsTypeName, resourceClass, typeName } from './names.ts';
import { code, HEADER, jsdoc, literal, str } from './syntax.ts';
import { tsType } from './types.ts';

/** What a method's promise resolves to (without streaming). */
export function resultType(method: Method): string {
  const transform = config.transforms[method.operationId];
  if (transform) return transform.type;
  switch (method.response.kind) {
    case 'binary':
      return 'BinaryResponse';
    case 'text':
      return 'string';
    case 'empty':
      return 'void';
    case 'json':
      return method.response.type ? tsType(method.response.type) : 'unknown';
  }
}

function methodDoc(model: SdkModel, method: Method): string {
  const lines = [method.summary, ''];
  if (method.description) lines.push(method.description, '');
  if (Object.keys(method.fixedBody).length) lines.push(`Sends ${Object.entries(method.fixedBody).map(([k, v]) => `\`${k}: ${v}\``).join(', ')} for you.`, '');
  if (method.idempotent) {
    lines.push(`Moves money: sends a fresh \`${model.runtime.idempotency.header}\` per call (or \`options.idempotencyKey\`) and the same one on each of its retries.`, '');
  }
  if (method.session) lines.push("Stores the session's tokens on the client (see `onSession`).", '');
  if (method.stream) lines.push(`With \`${method.stream.param}: true\` resolves to a \`Stream\` of \`${tsType(method.stream.chunk)}\` chunks as they are generated.`, '');
  lines.push(`\`${httpLine(method)}\` (operation \`${method.operationId}\`). Auth: ${authLabel(method)}.`, '');
  const errors = method.errors.map((e) => `- \`${e.kind ? errorClass(e.kind.name) : 'APIError'}\` (${e.status}${e.codes.length ? `: ${e.codes.join(', ')}` : ''})`);
  lines.push('Errors:', '', ...errors, '- `InvalidArgumentError`: refused before sending', '');
  if (method.deprecated) lines.push('@deprecated', '');
  lines.push('@example', '```ts', ...exampleBody(model, method), '```');
  return jsdoc(lines, '  ');
}

function methodCode(model: SdkModel, resource: Resource, method: Method, used: Set<string>): string {
  const name = method.name.camel;
  const key = operationKey(resource, method);
  const params = paramsTypeName(resource, method);
  if (params) used.add(params);
  const result = resultType(method);
  if (method.response.type?.kind === 'named' && !config.transforms[method.operationId]) used.add(typeName(method.response.type.name));
  const paramDecl = params ? `params: ${params}${paramsOptional(method) ? ' = {}' : ''}, ` : '';
  const paramArg = params ? 'params' : 'undefined';
  const transform = config.transforms[method.operationId];
  const call = `this._client.request(operations[${str(key)}], ${paramArg}, options${transform ? `, ${transform.fn}` : ''})`;
  const doc = methodDoc(model, method);
  const out: string[] = [];
  if (method.stream) {
    const chunk = tsType(method.stream.chunk);
    used.add(chunk);
    const p = method.stream.param;
    out.push(
      `${doc}  ${name}(params: ${params} & { ${p}?: false }, options?: RequestOptions): APIPromise<${result}>;`,
      `${doc}  ${name}(params: ${params} & { ${p}: true }, options?: RequestOptions): APIPromise<Stream<${chunk}>>;`,
      `  ${name}(params: ${params}, options?: RequestOptions): APIPromise<${result} | Stream<${chunk}>>;`,
      `  ${name}(params: ${params}, options?: RequestOptions): APIPromise<${result} | Stream<${chunk}>> {`,
      `    return ${call};`,
      '  }',
    );
  } else {
    out.push(`${doc}  ${name}(${paramDecl}options?: RequestOptions): APIPromise<${result}> {`, `    return ${call};`, '  }');
  }
  const paging = method.pagination;
  if (paging) {
    const item = tsType(paging.item);
    used.add(item);
    if (!params || !paramsOptional(method)) throw new Error(`generators/typescript: ${key} pages, so its parameters must all be optional`);
    const variable = item[0]!.toLowerCase() + item.slice(1);
    const cursor = paging.style === 'cursor';
    const shape = literal({ items: paging.items, hasMore: paging.hasMore, ...(cursor ? { cursor: paging.cursorField } : {}) });
    const from = cursor
      ? `after the \`${paging.cursor}\` given (default: from the start), each next page after the last item's \`${paging.cursorField}\``
      : `from \`${paging.page}\`, default 1`;
    const fetchPage = cursor
      ? `(cursor: string | undefined) => this.${name}({ ...params, ${paging.cursor}: cursor }, options), params.${paging.cursor}`
      : `(page: number) => this.${name}({ ...params, ${paging.page}: page }, options), params.${paging.page} ?? 1`;
    out.push(
      '',
      jsdoc(
        [
          `Every \`${item}\` of \`${name}()\`, page after page (${from}, while \`${paging.hasMore}\`), fetching each page when the loop needs it. Page by page: \`iterPages()\`, or \`firstPage()\` then \`hasNextPage()\` and \`getNextPage()\`.`,
          '',
          '@example',
          '```ts',
          `for await (const ${variable} of client.${resource.tag}.${name}AutoPaging({ ${paging.limit}: 50 })) {`,
          `  console.log(${variable});`,
          '}',
          '```',
        ],
        '  ',
      ) +
        `  ${name}AutoPaging(params: ${params} = {}, options?: RequestOptions): AutoPager<${item}, ${result}> {\n` +
        `    return new AutoPager(${fetchPage}, ${shape});\n` +
        '  }',
    );
  }
  return out.join('\n');
}

export function emitResources(model: SdkModel): string {
  const used = new Set<string>();
  const classes: string[] = [];
  for (const resource of model.resources) {
    const methods = resource.methods.map((m) => methodCode(model, resource, m, used));
    classes.push(`${jsdoc([resource.description])}export class ${resourceClass(resource)} extends APIResource {\n${methods.join('\n\n')}\n}\n`);
  }
  const methods = model.resources.flatMap((r) => r.methods);
  const transforms = [...new Map(methods.filter((m) => config.transforms[m.operationId]).map((m) => [m.operationId, config.transforms[m.operationId]!])).values()];
  const imports = ["import type { APIPromise } from '../core/api-promise';"];
  if (methods.some((m) => m.response.kind === 'binary')) imports.push("import type { BinaryResponse } from '../core/binary';");
  if (methods.some((m) => m.pagination)) imports.push("import { AutoPager } from '../core/pagination';");
  imports.push("import type { RequestOptions } from '../core/request-options';", "import { APIResource } from '../core/resource';");
  if (methods.some((m) => m.stream)) imports.push("import type { Stream } from '../core/streaming';");
  for (const t of transforms) imports.push(`import { ${t.fn}, ${t.imports.map((i) => `type ${i}`).join(', ')} } from '${t.from}';`);
  // The result types of the transforms, in terms of the generated types.
  const aliases = transforms.flatMap((t) =>
    Object.entries(t.aliases).map(([name, [definition, doc]]) => {
      for (const m of definition.matchAll(/\b[A-Z]\w*/g)) if (model.types.some((x) => x.name.original === m[0])) used.add(m[0]);
      return `${jsdoc([doc])}export type ${name} = ${definition};\n`;
    }),
  );
  imports.push("import { operations } from './operations';");
  imports.push(`import type {\n${[...used].sort().map((u) => `  ${u},`).join('\n')}\n} from './types';`);
  return [HEADER, ...imports, '', ...aliases, ...classes].join('\n');
}

type Json = Record<string, unknown>;

function operation(model: SdkModel, method: Method, used: Set<string>, answered: Set<string>): Json {
  const out: Json = { id: method.operationId, method: method.httpMethod, path: method.path, auth: method.auth };
  if (method.params.length) out['params'] = method.params.map((p) => field(p, model, used));
  if (method.body?.kind === 'union') {
    used.add(method.body.type);
    out['union'] = method.body.type;
  }
  if (method.body && method.body.kind !== 'union' && method.body.exactlyOneOf.length) out['exactlyOneOf'] = method.body.exactlyOneOf;
  if (Object.keys(method.fixedQuery).length) out['fixedQuery'] = method.fixedQuery;
  if (Object.keys(method.fixedBody).length) out['fixedBody'] = method.fixedBody;
  if (method.body) out['body'] = true;
  if (method.body?.kind === 'multipart') out['multipart'] = true;
  // `json` and `application/json` are the defaults of src/core/operation.ts.
  const response = method.response.kind;
  if (response !== 'json') out['response'] = response;
  const accept = response === 'empty' ? 'application/json' : method.response.mediaType;
  if (accept !== 'application/json') out['accept'] = accept;
  if (response === 'json' && method.response.type) out['result'] = check(method.response.type, {}, model, answered, true);
  if (method.idempotent) out['idempotent'] = true;
  if (method.session) out['session'] = true;
  const streamed = method.stream;
  if (streamed) out['stream'] = { param: streamed.param, accept: streamed.mediaType, done: streamed.done, chunk: check(streamed.chunk, {}, model, answered, true) };
  return out;
}

/**
 * The descriptors of the model's methods, keyed `<resource>.<method>`, with the schemas of the request types
 * and of the answers' types they use, as the core takes them (the SDK's tests build a fixture contract's too).
 */
export function descriptors(model: SdkModel): { operations: Record<string, Json>; schemas: Record<string, Json>; answers: Record<string, Json> } {
  const operations: Record<string, Json> = {};
  const used = new Set<string>();
  const answered = new Set<string>();
  for (const resource of model.resources) {
    for (const method of resource.methods) operations[operationKey(resource, method)] = operation(model, method, used, answered);
  }
  return { operations, schemas: Object.fromEntries(schemas(model, used, false)), answers: Object.fromEntries(schemas(model, answered, true)) };
}

export function emitOperations(model: SdkModel): string {
  const d = descriptors(model);
  const table = (entries: Record<string, Json>, key: (name: string) => string) => Object.entries(entries).map(([name, spec]) => `  ${key(name)}: ${literal(spec, '  ', 120)},`);
  // A multipart operation's descriptor names the core's encoder, imported only then: a contract without one
  // leaves the encoder out of the bundle.
  const multipart = Object.values(d.operations).some((spec) => spec['multipart']);
  for (const spec of Object.values(d.operations)) if (spec['multipart']) spec['multipart'] = code('multipart');
  return [
    HEADER,
    "import type { OperationSpec, SchemaSpec } from '../core/operation';",
    ...(multipart ? ["import { multipart } from '../core/uploads';"] : []),
    '',
    '/** `<resource>.<method>` of every SDK method. */',
    `export type OperationKey =\n${Object.keys(d.operations).map((k) => `  | ${str(k)}`).join('\n')};`,
    '',
    '/** How every SDK method maps onto the contract, keyed `<resource>.<method>`. */',
    'export const operations: Readonly<Record<OperationKey, OperationSpec>> = {',
    ...table(d.operations, str),
    '};',
    '',
    '/** The checks of the named types that parameters carry, by type name. */',
    'export const schemas: Readonly<Record<string, SchemaSpec>> = {',
    ...table(d.schemas, (name) => name),
    '};',
    '',
    "/** The documented JSON kinds of the answers' types (their fields, the variants of their unions), by type name (see `result`). */",
    'export const answers: Readonly<Record<string, SchemaSpec>> = {',
    ...table(d.answers, (name) => name),
    '};',
    '',
  ].join('\n');
}

export function emitClient(model: SdkModel): string {
  const refresh = model.refreshMethod;
  const resource = model.resources.find((r) => r.methods.includes(refresh))!;
  // The renewal's arguments: the rules' body, with `{refresh_token}` the stored refresh token.
  const body = Object.entries(model.runtime.session.refresh.body).map(([k, v]) => {
    if (v === '{refresh_token}') return `${k}: refreshToken`;
    if (/\{.*\}/.test(v)) throw new Error(`generators/typescript: x-sdk-runtime.session.refresh.body.${k}: only {refresh_token} can be filled in`);
    return `${k}: ${str(v)}`;
  });
  const fields = model.resources.map((r) => `${jsdoc([r.description], '  ')}  readonly ${r.tag}: ${resourceClass(r)};`);
  return [
    HEADER,
    "import { BaseClient, type ClientOptions, type SessionState } from '../core/client';",
    "import { schemas } from './operations';",
    `import { ${model.resources.map(resourceClass).join(', ')} } from './resources';`,
    '',
    `/** The resources of the contract, one per tag. The client class (src/client.ts) extends this. */`,
    'export abstract class GeneratedClient extends BaseClient {',
    fields.join('\n'),
    '',
    '  constructor(options: ClientOptions = {}, session?: SessionState) {',
    '    super(options, schemas, session);',
    ...model.resources.map((r) => `    this.${r.tag} = new ${resourceClass(r)}(this);`),
    '  }',
    '',
    `  /** Renews the session with \`${resource.tag}.${refresh.name.camel}\` (x-sdk-runtime.session.refresh), never itself renewed. */`,
    '  protected override refreshSession(refreshToken: string): Promise<unknown> {',
    `    return this.${resource.tag}.${refresh.name.camel}({ ${body.join(', ')} }, { autoRefresh: false });`,
    '  }',
    '}',
    '',
  ].join('\n');
}
