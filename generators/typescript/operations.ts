// src/generated/operations.ts: what the request core needs to know of each method, in named fields
// (src/core/operation.ts): method, path, auth, where each parameter travels and how it is checked before
// sending, fixed values, the body's kind, the answer's kind and documented type, streaming, idempotency,
// session; the schemas of the named request types the parameters use, and the answers' types (checked
// before a result is returned).
import type { Method, SdkModel } from '../model/index.ts';
import { check, field, schemas } from './checks.ts';
import { HEADER, literal, operationKey, str } from './syntax.ts';

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
  return [
    HEADER,
    "import type { OperationSpec, SchemaSpec } from '../core/operation';",
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
