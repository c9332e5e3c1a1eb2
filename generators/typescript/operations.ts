// src/generated/operations.ts: what the request core needs to know of each method (method, path, auth,
// where each parameter travels and how it is checked before sending, fixed values, the answer's kind,
// streaming, idempotency, session), the checks of the named request types the parameters use, and the
// documented fields of the answers' object types (checked before a result is returned).
import type { Constraints, EnumType, Method, NamedType, Param, SdkModel, TypeRef } from '../model/index.ts';
import { HEADER, literal, operationKey, str, typeName } from './syntax.ts';

/** Patterns of the checks, each once: check tokens refer to them by index. */
type Patterns = string[];

/**
 * The check token of a value (src/core/operation.ts expands it into the core's `Check`): its JSON kind
 * (as in answer tokens) and, comma-separated, the contract's lower and upper limit (length, range or item
 * count) and the index of its pattern; enum membership is not checked.
 */
function check(type: TypeRef, c: Constraints, model: SdkModel, used: Set<string>, patterns: Patterns): string {
  const token = (kind: string, low?: number, high?: number, pattern?: string) => {
    let at = pattern === undefined ? -1 : patterns.indexOf(pattern);
    if (pattern !== undefined && at < 0) at = patterns.push(pattern) - 1;
    return [kind, low ?? '', high ?? '', at < 0 ? '' : at].join(',').replace(/,+$/, '');
  };
  switch (type.kind) {
    case 'string':
    case 'literal':
      return token('s', c.minLength, c.maxLength, c.pattern);
    case 'integer':
    case 'number':
      return token(type.kind[0]!, c.minimum, c.maximum);
    case 'boolean':
      return 'b';
    case 'unknown':
      return 'u';
    case 'file':
      return 'f';
    case 'array':
      return token(`[${check(type.items, {}, model, used, patterns)}`, c.minItems, c.maxItems);
    case 'map':
      return `{${check(type.values, {}, model, used, patterns)}`;
    case 'named': {
      const named = namedType(model, type.name);
      if (named.kind === 'enum') return enumToken(named);
      used.add(named.name.original);
      return typeName(named);
    }
  }
}

function namedType(model: SdkModel, name: string): NamedType {
  const named = model.types.find((t) => t.name.original === name);
  if (!named) throw new Error(`generators/typescript: no named type ${name}`);
  return named;
}

/** An enum's check or answer token: its JSON kind (its values are not checked: a newer service may add some). */
const enumToken = (type: EnumType) => (type.valueType === 'integer' ? 'i' : 's');

/**
 * The token of a variant of a union without a discriminator: an enum by name (its values tell it apart,
 * see `enumSchema`), anything else as a check or answer token.
 */
function variantToken(type: TypeRef, model: SdkModel, used: Set<string>, token: (t: TypeRef) => string): string {
  if (type.kind !== 'named' || namedType(model, type.name).kind !== 'enum') return token(type);
  used.add(type.name);
  return typeName(type.name);
}

/** The schema of an enum that is a variant of a union without a discriminator. */
const enumSchema = (type: EnumType) => literal({ kind: 'enum', values: type.values.map((v) => v.value) }, '', 1000);

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
    case 'file':
      return 'u';
    case 'array':
      return `[${answerToken(type.items, model, used)}`;
    case 'map':
      return `{${answerToken(type.values, model, used)}`;
    case 'named': {
      const named = namedType(model, type.name);
      if (named.kind === 'enum') return enumToken(named);
      if (named.kind === 'union') throw new Error(`generators/typescript: answers of the discriminated union ${type.name} cannot be checked`);
      used.add(named.name.original);
      return typeName(named);
    }
  }
}

/**
 * The object types answers use, by their fields, compact: `name:T` a required field, `name?T` an optional
 * one, `~` before T a nullable one, space-separated; unions without a discriminator by their variants.
 */
function answers(model: SdkModel, used: Set<string>): string[] {
  const entries = new Map<string, string>();
  for (let before = -1; before !== used.size; ) {
    before = used.size;
    for (const t of model.types) {
      if (!used.has(t.name.original) || entries.has(t.name.original)) continue;
      if (t.kind === 'enum') entries.set(t.name.original, `  ${typeName(t)}: ${enumSchema(t)},`);
      if (t.kind === 'untagged') {
        const variants = t.variants.map((v) => variantToken(v.type, model, used, (x) => answerToken(x, model, used)));
        entries.set(t.name.original, `  ${typeName(t)}: { kind: 'oneOf', variants: ${str(variants.join(' '))}, open: true },`);
      }
      if (t.kind !== 'object') continue;
      const fields = t.fields.map((f) => {
        if (!/^\w+$/.test(f.wireName)) throw new Error(`generators/typescript: answer field ${t.name.original}.${f.wireName} needs another encoding`);
        return `${f.wireName}${f.required ? ':' : '?'}${f.nullable ? '~' : ''}${answerToken(f.type, model, used)}`;
      });
      entries.set(t.name.original, `  ${typeName(t)}: ${str(fields.join(' '))},`);
    }
  }
  return [
    '/** The documented fields of the object types of answers (and the variants of their unions), by type name (see `result`). */',
    'export const answers: Readonly<Record<string, CompactSchema>> = {',
    ...entries.values(),
    '};',
  ];
}

type Checked = { wireName: string; required: boolean; nullable: boolean; type: TypeRef; constraints: Constraints };

const PLACES: Record<Param['location'], string> = { body: '', path: '/', query: '&', header: '^' };

/** A field list (src/core/operation.ts): `name:T` a required field, `name?T` an optional one, `~` before T a nullable one, space-separated; a parameter's name after its place. */
function fields<F extends Checked>(list: F[], model: SdkModel, used: Set<string>, patterns: Patterns, location?: (p: F) => Param['location']): string {
  return list
    .map((p) => {
      if (!/^[^\s:?/&^][^\s:?]*$/.test(p.wireName)) throw new Error(`generators/typescript: parameter or field ${p.wireName} needs another encoding`);
      return `${location ? PLACES[location(p)] : ''}${p.wireName}${p.required ? ':' : '?'}${p.nullable ? '~' : ''}${check(p.type, p.constraints, model, used, patterns)}`;
    })
    .join(' ');
}

/** The named object and union types the parameters' checks refer to (and the types those refer to). */
function schemas(model: SdkModel, used: Set<string>, patterns: Patterns): string[] {
  // A type's checks may use types listed before it: go over the list again until nothing new is used.
  let entries: string[];
  let before: number;
  do {
    before = used.size;
    entries = model.types.filter((t) => used.has(t.name.original)).flatMap((t) => schema(model, t, used, patterns));
  } while (used.size !== before);
  return ['/** The checks of the named types that parameters carry, by type name. */', 'export const schemas: Readonly<Record<string, SchemaSpec>> = /* @__PURE__ */ schemaSpecs({', ...entries, '}, patterns);'];
}

function schema(model: SdkModel, type: NamedType, used: Set<string>, patterns: Patterns): string[] {
  // An enum is checked by name only as a variant of a union without a discriminator.
  if (type.kind === 'enum') return [`  ${typeName(type)}: ${enumSchema(type)},`];
  if (type.kind === 'untagged') {
    const variants = type.variants.map((v) => variantToken(v.type, model, used, (x) => check(x, {}, model, used, patterns)));
    return [`  ${typeName(type)}: { kind: 'oneOf', variants: ${str(variants.join(' '))} },`];
  }
  if (type.kind === 'union') {
    for (const v of type.variants) used.add(v.type);
    const variants = Object.fromEntries(type.variants.map((v) => [v.value, typeName(v.type)]));
    return [`  ${typeName(type)}: { kind: 'union', discriminator: ${str(type.discriminator)}, variants: ${literal(variants, '', 1000)} },`];
  }
  const spec = { kind: 'object', closed: type.additionalProperties === false, ...(type.exactlyOneOf.length ? { exactlyOneOf: type.exactlyOneOf } : {}), fields: fields(type.fields, model, used, patterns) };
  return [`  ${typeName(type)}: ${literal(spec, '', 1000)},`];
}

function operation(model: SdkModel, method: Method, opKey: string, used: Set<string>, answered: Set<string>, patterns: Patterns): string[] {
  const streamed = method.stream;
  const response = method.response.kind;
  const accept = response === 'empty' ? 'application/json' : method.response.mediaType;
  const out = [`  ${str(opKey)}: {`, `    id: ${str(method.operationId)},`, `    method: ${str(method.httpMethod)},`, `    path: ${str(method.path)},`];
  out.push(`    auth: ${method.auth === null ? 'null' : str(method.auth)},`);
  if (method.params.length) out.push(`    params: ${str(fields(method.params, model, used, patterns, (p) => p.location))},`);
  if (method.body?.kind === 'union') {
    used.add(method.body.type);
    out.push(`    union: ${str(typeName(method.body.type))},`);
  }
  if (method.body && method.body.kind !== 'union' && method.body.exactlyOneOf.length) out.push(`    exactlyOneOf: ${literal(method.body.exactlyOneOf)},`);
  if (Object.keys(method.fixedQuery).length) out.push(`    fixedQuery: ${literal(method.fixedQuery)},`);
  if (Object.keys(method.fixedBody).length) out.push(`    fixedBody: ${literal(method.fixedBody)},`);
  if (method.body) out.push('    body: true,');
  if (method.body?.kind === 'multipart') out.push('    multipart: true,');
  // `json` and `application/json` are the defaults of src/core/operation.ts.
  if (response !== 'json') out.push(`    response: ${str(response)},`);
  if (accept !== 'application/json') out.push(`    accept: ${str(accept)},`);
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
  const patterns: Patterns = [];
  for (const resource of model.resources) {
    for (const method of resource.methods) {
      const k = operationKey(resource, method);
      keys.push(k);
      ops.push(...operation(model, method, k, used, answered, patterns));
    }
  }
  const schemaLines = schemas(model, used, patterns);
  return [
    HEADER,
    "import { operationSpecs, schemaSpecs, type CompactSchema, type OperationSpec, type SchemaSpec } from '../core/operation';",
    '',
    '/** The patterns of the checks, referred to by index (src/core/operation.ts). */',
    `const patterns = ${literal(patterns, '', 100)};`,
    '',
    '/** `<resource>.<method>` of every SDK method. */',
    `export type OperationKey =\n${keys.map((k) => `  | ${str(k)}`).join('\n')};`,
    '',
    '/** How every SDK method maps onto the contract, keyed `<resource>.<method>`. */',
    'export const operations: Readonly<Record<OperationKey, OperationSpec>> = /* @__PURE__ */ operationSpecs({',
    ...ops,
    '}, patterns);',
    '',
    ...schemaLines,
    '',
    ...answers(model, answered),
    '',
  ].join('\n');
}
