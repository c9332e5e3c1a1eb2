// Hand-written. The caller's arguments, checked against the operation's parameters before anything is
// sent (required, unknown, JSON kind, pattern, length, range, item count, exactly-one-of, union
// variant; enum values are not checked, so a value a newer service accepts can be sent), and split into
// path, query, header and body values.
import { InvalidArgumentError } from '../generated/errors';
import type { Check, FieldSpec, OperationSpec, SchemaSpec } from './operation';

export interface RequestParts {
  /** The path with its parameters filled in. */
  path: string;
  query: [string, string][];
  headers: [string, string][];
  /** The JSON body, when the operation has one. */
  body: Record<string, unknown> | undefined;
}

type Schemas = Readonly<Record<string, SchemaSpec>>;

const patterns = new Map<string, RegExp>();

function refuse(param: string, problem: string): never {
  throw new InvalidArgumentError(`${param}: ${problem}`, { param });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const given = (v: unknown) => v !== undefined && v !== null;

export function checkValue(value: unknown, check: Check, at: string, schemas: Schemas): void {
  switch (check.kind) {
    case 'string': {
      if (typeof value !== 'string') refuse(at, `must be a string, got ${kindOf(value)}`);
      if (check.minLength !== undefined || check.maxLength !== undefined) {
        const length = [...value].length; // in characters, not UTF-16 units
        if (check.minLength !== undefined && length < check.minLength) refuse(at, `must be at least ${check.minLength} characters long`);
        if (check.maxLength !== undefined && length > check.maxLength) refuse(at, `must be at most ${check.maxLength} characters long`);
      }
      if (check.pattern !== undefined) {
        let re = patterns.get(check.pattern);
        if (!re) patterns.set(check.pattern, (re = new RegExp(check.pattern)));
        if (!re.test(value)) refuse(at, `must match the pattern ${check.pattern}`);
      }
      return;
    }
    case 'integer':
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) refuse(at, `must be a number, got ${kindOf(value)}`);
      if (check.kind === 'integer' && !Number.isInteger(value)) refuse(at, 'must be a whole number');
      if (check.minimum !== undefined && value < check.minimum) refuse(at, `must be at least ${check.minimum}`);
      if (check.maximum !== undefined && value > check.maximum) refuse(at, `must be at most ${check.maximum}`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') refuse(at, `must be true or false, got ${kindOf(value)}`);
      return;
    case 'unknown':
      return;
    case 'array':
      if (!Array.isArray(value)) refuse(at, `must be an array, got ${kindOf(value)}`);
      if (check.minItems !== undefined && value.length < check.minItems) refuse(at, `must have at least ${check.minItems} items`);
      if (check.maxItems !== undefined && value.length > check.maxItems) refuse(at, `must have at most ${check.maxItems} items`);
      value.forEach((item, i) => checkValue(item, check.items, `${at}[${i}]`, schemas));
      return;
    case 'map':
      if (!isObject(value)) refuse(at, `must be an object, got ${kindOf(value)}`);
      for (const [k, v] of Object.entries(value)) checkValue(v, check.values, `${at}.${k}`, schemas);
      return;
    case 'named':
      checkNamed(value, check.type, at, schemas);
  }
}

function checkNamed(value: unknown, type: string, at: string, schemas: Schemas): void {
  const schema = schemas[type];
  if (!schema) throw new InvalidArgumentError(`${at}: no checks for the type ${type}`, { param: at });
  if (!isObject(value)) refuse(at, `must be an object (${type}), got ${kindOf(value)}`);
  if (schema.kind === 'union') {
    const tag = value[schema.discriminator];
    const where = join(at, schema.discriminator);
    if (!given(tag)) refuse(where, `is required (one of ${Object.keys(schema.variants).join(', ')})`);
    const variant = typeof tag === 'string' ? schema.variants[tag] : undefined;
    if (!variant) refuse(where, `must be one of ${Object.keys(schema.variants).join(', ')}`);
    return checkNamed(value, variant, at, schemas);
  }
  checkFields(value, schema.fields, schema.closed, schema.exactlyOneOf, at, schemas);
}

function join(at: string, name: string): string {
  return at ? `${at}.${name}` : name;
}

function checkFields(
  value: Record<string, unknown>,
  fields: readonly FieldSpec[],
  closed: boolean,
  exactlyOneOf: readonly (readonly string[])[] | undefined,
  at: string,
  schemas: Schemas,
): void {
  if (closed) {
    for (const [name, v] of Object.entries(value)) {
      if (v !== undefined && !fields.some((f) => f.name === name)) refuse(join(at, name), 'is not a parameter of this call');
    }
  }
  for (const f of fields) {
    const v = value[f.name];
    if (given(v)) checkValue(v, f.check, join(at, f.name), schemas);
    else if (f.required) refuse(join(at, f.name), 'is required');
  }
  if (exactlyOneOf?.length) {
    const present = exactlyOneOf.filter((group) => group.every((name) => given(value[name])));
    const choices = exactlyOneOf.map((g) => g.join(' + ')).join(' or ');
    if (present.length === 0) refuse(join(at, exactlyOneOf[0]![0]!), `give exactly one of ${choices}`);
    if (present.length > 1) refuse(join(at, present[1]![0]!), `give exactly one of ${choices}, not several`);
  }
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** Checks the caller's arguments of `spec` and splits them into the parts of the request. */
export function prepareRequest(spec: OperationSpec, params: unknown, schemas: Schemas): RequestParts {
  const args = params ?? {};
  if (!isObject(args)) refuse('params', `must be an object, got ${kindOf(args)}`);
  const parts: RequestParts = { path: spec.path, query: [], headers: [], body: spec.body ? { ...spec.fixedBody } : undefined };
  for (const [name, value] of Object.entries(spec.fixedQuery ?? {})) parts.query.push([name, value]);
  if (spec.union) {
    checkNamed(args, spec.union, '', schemas);
    for (const [name, value] of Object.entries(args)) if (given(value)) parts.body![name] = value;
    return parts;
  }
  const specs = spec.params ?? [];
  checkFields(args, specs, true, spec.exactlyOneOf, '', schemas);
  for (const p of specs) {
    const value = args[p.name];
    if (!given(value)) continue;
    if (p.in === 'path') parts.path = parts.path.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    else if (p.in === 'query') for (const v of Array.isArray(value) ? value : [value]) parts.query.push([p.name, String(v)]);
    else if (p.in === 'header') parts.headers.push([p.name, String(value)]);
    else parts.body![p.name] = value;
  }
  Object.assign(parts.body ?? {}, spec.fixedBody);
  return parts;
}
