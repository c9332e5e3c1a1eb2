// src/generated/operations.ts: what the request core needs to know of each method (method, path, auth,
// where each parameter travels and how it is checked before sending, fixed values, the answer's kind,
// streaming, idempotency, session), the checks of the named request types the parameters use, and the
// documented fields of the answers' object types (checked before a result is returned).
import type { Constraints, Method, NamedType, Param, SdkModel, TypeRef } from '../model/index.ts';
import { HEADER, literal, operationKey, str, typeName } from './syntax.ts';

/** The check of a value (the core's `Check`): its JSON kind and the contract's constraints; enum membership is not checked. */
function check(type: TypeRef, c: Constraints, model: SdkModel, used: Set<string>): Record<string, unknown> {
  const limits = (names: (keyof Constraints)[]) => Object.fromEntries(names.filter((n) => c[n] !== undefined).map((n) => [n, c[n]]));
  switch (type.kind) {
    case 'string':
    case 'literal':
      return { kind: 'string', ...limits(['pattern', 'minLength', 'maxLength']) };
    case 'integer':
    case 'number':
      return { kind: type.kind, ...limits(['minimum', 'maximum']) };
    case 'boolean':
      return { kind: 'boolean' };
    case 'unknown':
      return { kind: 'unknown' };
    case 'array':
      return { kind: 'array', items: check(type.items, {}, model, used), ...limits(['minItems', 'maxItems']) };
    case 'map':
      return { kind: 'map', values: check(type.values, {}, model, used) };
    case 'named': {
      const named = model.types.find((t) => t.name.original === type.name);
      if (!named) throw new Error(`generators/typescript: no named type ${type.name}`);
      if (named.kind === 'enum') return { kind: 'string' };
      used.add(named.name.original);
      return { kind: 'named', type: typeName(named) };
    }
  }
}

/**
 * The answer token of a type (the core's src/core/answers.ts reads it): `s` string (enums and fixed values
 * too), `i` integer, `n` number, `b` boolean, `u` any JSON value, `[T` an array of T, `{T` a map of T, or
 * the name of an object type of `answers`. Its JSON kind is checked, never its constraints or enum values.
 */
function answerToken(type: TypeRef, model: SdkModel, used: Set<string>): string {
  switch (type.kind) {
    case 'string':
    case 'literal':
      return 's';
    case 'integer':
      return 'i';
    case 'number':
      return 'n';
    case 'boolean':
      return 'b';
    case 'unknown':
      return 'u';
    case 'array':
      return `[${answerToken(type.items, model, used)}`;
    case 'map':
      return `{${answerToken(type.values, model, used)}`;
    case 'named': {
      const named = model.types.find((t) => t.name.original === type.name);
      if (named?.kind === 'enum') return 's';
      if (named?.kind !== 'object') throw new Error(`generators/typescript: answers of type ${type.name} (${named?.kind ?? 'unknown'}) cannot be checked`);
      used.add(named.name.original);
      return typeName(named);
    }
  }
}

/** The fields of the object types answers use, compact: `name:T` a required field, `name?T` an optional one, space-separated. */
function answers(model: SdkModel, used: Set<string>): string[] {
  const entries = new Map<string, string>();
  for (let before = -1; before !== used.size; ) {
    before = used.size;
    for (const t of model.types) {
      if (t.kind !== 'object' || !used.has(t.name.original) || entries.has(t.name.original)) continue;
      const fields = t.fields.map((f) => {
        if (!/^\w+$/.test(f.wireName)) throw new Error(`generators/typescript: answer field ${t.name.original}.${f.wireName} needs another encoding`);
        return `${f.wireName}${f.required ? ':' : '?'}${answerToken(f.type, model, used)}`;
      });
      entries.set(t.name.original, `  ${typeName(t)}: ${str(fields.join(' '))},`);
    }
  }
  return ['/** The documented fields of the object types of answers, by type name (see `result`). */', 'export const answers: Readonly<Record<string, string>> = {', ...entries.values(), '};'];
}

type Checked = { wireName: string; required: boolean; type: TypeRef; constraints: Constraints };

function field(p: Checked, model: SdkModel, used: Set<string>, location?: Param['location']): string {
  const spec = { name: p.wireName, ...(location ? { in: location } : {}), ...(p.required ? { required: true } : {}), check: check(p.type, p.constraints, model, used) };
  return literal(spec, '', 1000);
}

/** The named object and union types the parameters' checks refer to (and the types those refer to). */
function schemas(model: SdkModel, used: Set<string>): string[] {
  // A type's checks may use types listed before it: go over the list again until nothing new is used.
  let entries: string[];
  let before: number;
  do {
    before = used.size;
    entries = model.types.filter((t) => used.has(t.name.original)).flatMap((t) => schema(model, t, used));
  } while (used.size !== before);
  return ['/** The checks of the named types that parameters carry, by type name. */', 'export const schemas: Readonly<Record<string, SchemaSpec>> = {', ...entries, '};'];
}

function schema(model: SdkModel, type: NamedType, used: Set<string>): string[] {
  const out: string[] = [];
  if (type.kind === 'enum') return out;
  if (type.kind === 'union') {
    for (const v of type.variants) used.add(v.type);
    const variants = Object.fromEntries(type.variants.map((v) => [v.value, typeName(v.type)]));
    out.push(`  ${typeName(type)}: { kind: 'union', discriminator: ${str(type.discriminator)}, variants: ${literal(variants, '', 1000)} },`);
    return out;
  }
  out.push(`  ${typeName(type)}: {`, "    kind: 'object',", `    closed: ${type.additionalProperties === false},`);
  if (type.exactlyOneOf.length) out.push(`    exactlyOneOf: ${literal(type.exactlyOneOf)},`);
  out.push('    fields: [', ...type.fields.map((f) => `      ${field(f, model, used)},`), '    ],', '  },');
  return out;
}

function operation(model: SdkModel, method: Method, opKey: string, used: Set<string>, answered: Set<string>): string[] {
  const streamed = method.stream;
  const response = method.response.kind;
  const accept = response === 'empty' ? 'application/json' : method.response.mediaType;
  const out = [`  ${str(opKey)}: {`, `    id: ${str(method.operationId)},`, `    method: ${str(method.httpMethod)},`, `    path: ${str(method.path)},`];
  out.push(`    auth: ${method.auth === null ? 'null' : str(method.auth)},`);
  if (method.params.length) out.push('    params: [', ...method.params.map((p) => `      ${field(p, model, used, p.location)},`), '    ],');
  if (method.body?.kind === 'union') {
    used.add(method.body.type);
    out.push(`    union: ${str(typeName(method.body.type))},`);
  }
  if (method.body?.kind === 'object' && method.body.exactlyOneOf.length) out.push(`    exactlyOneOf: ${literal(method.body.exactlyOneOf)},`);
  if (Object.keys(method.fixedQuery).length) out.push(`    fixedQuery: ${literal(method.fixedQuery)},`);
  if (Object.keys(method.fixedBody).length) out.push(`    fixedBody: ${literal(method.fixedBody)},`);
  if (method.body) out.push('    body: true,');
  out.push(`    response: ${str(response)},`, `    accept: ${str(accept)},`);
  if (response === 'json' && method.response.type) out.push(`    result: ${str(answerToken(method.response.type, model, answered))},`);
  if (method.idempotent) out.push('    idempotent: true,');
  if (method.session) out.push('    session: true,');
  if (streamed) out.push(`    stream: ${literal({ param: streamed.param, accept: streamed.mediaType, done: streamed.done, chunk: answerToken(streamed.chunk, model, answered) })},`);
  out.push('  },');
  return out;
}

export function emitOperations(model: SdkModel): string {
  const keys: string[] = [];
  const ops: string[] = [];
  const used = new Set<string>();
  const answered = new Set<string>();
  for (const resource of model.resources) {
    for (const method of resource.methods) {
      const k = operationKey(resource, method);
      keys.push(k);
      ops.push(...operation(model, method, k, used, answered));
    }
  }
  return [
    HEADER,
    "import type { OperationSpec, SchemaSpec } from '../core/operation';",
    '',
    '/** `<resource>.<method>` of every SDK method. */',
    `export type OperationKey =\n${keys.map((k) => `  | ${str(k)}`).join('\n')};`,
    '',
    '/** How every SDK method maps onto the contract, keyed `<resource>.<method>`. */',
    'export const operations: Readonly<Record<OperationKey, OperationSpec>> = {',
    ...ops,
    '};',
    '',
    ...schemas(model, used),
    '',
    ...answers(model, answered),
    '',
  ].join('\n');
}
