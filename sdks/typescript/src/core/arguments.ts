// Hand-written. The caller's arguments, checked against the operation's parameters before anything is
// sent (required, unknown, JSON kind, pattern, length, range, item count, exactly-one-of, union
// variant; enum values are not checked, so a value a newer service accepts can be sent), and split into
// path, query, header and body values. `null` is sent only for a nullable body field (it clears the
// field); elsewhere it means the same as leaving the value out.
import { InvalidArgumentError } from '../generated/errors';
import type { Check, FieldSpec, OperationSpec, SchemaSpec } from './operation';
import { isUploadable } from './uploads';

export interface RequestParts {
  /** The path with its parameters filled in. */
  path: string;
  query: [string, string][];
  headers: [string, string][];
  /** The body's fields (JSON, or the parts of a multipart body), when the operation has a body. */
  body: Record<string, unknown> | undefined;
}

type Schemas = Readonly<Record<string, SchemaSpec>>;

const patterns = new Map<string, RegExp>();

/**
 * A value the checks refuse: the problem, and the keys from the checked value down to the refused one.
 * The keys are added as the refusal passes up through each object and array, so a value that passes
 * costs no path strings; `asInvalidArgument()` turns it into an InvalidArgumentError naming the whole path.
 */
class Refusal {
  constructor(
    readonly problem: string,
    readonly keys: (string | number)[],
  ) {}
}

/** Refuses the checked value, or with `key` its field of that name. */
function refuse(problem: string, key?: string): never {
  throw new Refusal(problem, key === undefined ? [] : [key]);
}

/** Checks `value` at `key` of its parent, adding the key to a refusal on its way up. */
function within(key: string | number, value: unknown, check: Check, schemas: Schemas): void {
  try {
    checkValue(value, check, schemas);
  } catch (error) {
    if (error instanceof Refusal) error.keys.unshift(key);
    throw error;
  }
}

/** A refusal as an InvalidArgumentError whose `param` is the path from `root`; anything else is rethrown. */
export function asInvalidArgument(error: unknown, root: string): InvalidArgumentError {
  if (!(error instanceof Refusal)) throw error;
  let param = root;
  for (const key of error.keys) param = typeof key === 'number' ? `${param}[${key}]` : param ? `${param}.${key}` : key;
  return new InvalidArgumentError(`${param}: ${error.problem}`, { param });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const given = (v: unknown) => v !== undefined && v !== null;
/** Whether a value goes out: a value does, `null` only for a nullable body field. */
const sent = (v: unknown, body: FieldSpec | undefined) => given(v) || (v === null && !!body?.nullable);

/** Checks `value` against `check`; throws a refusal (see `asInvalidArgument()`). */
export function checkValue(value: unknown, check: Check, schemas: Schemas): void {
  switch (check.kind) {
    case undefined:
      if (check.ref) return checkNamed(value, check.ref, schemas);
    // falls through: without a kind and a ref, a string
    case 'string': {
      if (typeof value !== 'string') refuse(`must be a string, got ${kindOf(value)}`);
      if (check.minLength !== undefined || check.maxLength !== undefined) {
        const length = [...value].length; // in characters, not UTF-16 units
        if (check.minLength !== undefined && length < check.minLength) refuse(`must be at least ${check.minLength} characters long`);
        if (check.maxLength !== undefined && length > check.maxLength) refuse(`must be at most ${check.maxLength} characters long`);
      }
      if (check.pattern !== undefined) {
        let re = patterns.get(check.pattern);
        if (!re) patterns.set(check.pattern, (re = new RegExp(check.pattern)));
        if (!re.test(value)) refuse(`must match the pattern ${check.pattern}`);
      }
      return;
    }
    case 'integer':
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) refuse(`must be a number, got ${kindOf(value)}`);
      if (check.kind === 'integer' && !Number.isInteger(value)) refuse('must be a whole number');
      if (check.minimum !== undefined && value < check.minimum) refuse(`must be at least ${check.minimum}`);
      if (check.maximum !== undefined && value > check.maximum) refuse(`must be at most ${check.maximum}`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') refuse(`must be true or false, got ${kindOf(value)}`);
      return;
    case 'unknown':
      return;
    case 'file':
      if (!isUploadable(value)) refuse(`must be a file (an Uploadable), got ${kindOf(value)}`);
      return;
    case 'array':
      if (!Array.isArray(value)) refuse(`must be an array, got ${kindOf(value)}`);
      if (check.minItems !== undefined && value.length < check.minItems) refuse(`must have at least ${check.minItems} items`);
      if (check.maxItems !== undefined && value.length > check.maxItems) refuse(`must have at most ${check.maxItems} items`);
      for (let i = 0; i < value.length; i++) within(i, value[i], check.items!, schemas);
      return;
    case 'map':
      if (!isObject(value)) refuse(`must be an object, got ${kindOf(value)}`);
      for (const k of Object.keys(value)) within(k, value[k], check.values!, schemas);
  }
}

/**
 * Whether `value` has the shape of `check`, the rule that picks a variant of a union without a
 * discriminator: a named object when the value is an object holding each of its required fields, an enum
 * when the value is one of its values, anything else by its JSON kind.
 */
export function matches(value: unknown, check: Check, schemas: Schemas): boolean {
  if (check.ref) {
    const s = schemas[check.ref];
    if (s?.kind === 'enum') return s.values.includes(value as string);
    if (s?.kind === 'oneOf') return s.variants.some((v) => matches(value, v, schemas));
    return isObject(value) && (s?.kind === 'union' || s!.fields.every((f) => !f.required || value[f.name] !== undefined));
  }
  switch (check.kind) {
    case 'integer':
      return Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'map':
      return isObject(value);
    case 'unknown':
    case 'file':
      return true;
    default:
      return typeof value === (check.kind ?? 'string');
  }
}

function checkNamed(value: unknown, type: string, schemas: Schemas): void {
  const schema = schemas[type];
  if (!schema) throw new InvalidArgumentError(`no checks for the type ${type}`);
  if (schema.kind === 'oneOf') {
    const variant = schema.variants.find((v) => matches(value, v, schemas));
    if (variant) return checkValue(value, variant, schemas);
    // An answer keeps a value of a variant newer than the SDK as it came; a request is refused.
    if (!schema.open) refuse(`must be one of ${schema.variants.map((v) => (v.ref ?? v.kind ?? 'string')).join(', ')} (${type}), got ${kindOf(value)}`);
    return;
  }
  // Enum values are not checked (a newer service may take more): only the JSON kind.
  if (schema.kind === 'enum') return checkValue(value, { kind: typeof schema.values[0] === 'number' ? 'integer' : 'string' }, schemas);
  if (!isObject(value)) refuse(`must be an object (${type}), got ${kindOf(value)}`);
  if (schema.kind === 'union') {
    const tag = value[schema.discriminator];
    const variant = typeof tag === 'string' ? schema.variants[tag] : undefined;
    if (!variant) {
      const choices = Object.keys(schema.variants).join(', ');
      refuse(given(tag) ? `must be one of ${choices}` : `is required (one of ${choices})`, schema.discriminator);
    }
    return checkNamed(value, variant, schemas);
  }
  checkFields(value, schema.fields, !!schema.closed, schema.exactlyOneOf, schemas);
}

function checkFields(
  value: Record<string, unknown>,
  fields: readonly FieldSpec[],
  closed: boolean,
  exactlyOneOf: readonly (readonly string[])[] | undefined,
  schemas: Schemas,
): void {
  if (closed) {
    for (const name of Object.keys(value)) if (value[name] !== undefined && !fields.some((f) => f.name === name)) refuse('is not a parameter of this call', name);
  }
  for (const f of fields) {
    const v = value[f.name];
    if (given(v)) within(f.name, v, f, schemas);
    else if (f.required && !(v === null && f.nullable)) refuse('is required', f.name);
  }
  if (exactlyOneOf?.length) {
    const present = exactlyOneOf.filter((group) => group.every((name) => given(value[name])));
    if (present.length !== 1) {
      const choices = exactlyOneOf.map((g) => g.join(' + ')).join(' or ');
      refuse(`give exactly one of ${choices}${present.length ? ', not several' : ''}`, (present[1] ?? exactlyOneOf[0]!)[0]!);
    }
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
  if (!isObject(args)) throw new InvalidArgumentError(`params: must be an object, got ${kindOf(args)}`, { param: 'params' });
  const parts: RequestParts = { path: spec.path, query: [], headers: [], body: spec.body ? { ...spec.fixedBody } : undefined };
  for (const name in spec.fixedQuery) parts.query.push([name, spec.fixedQuery[name]!]);
  const specs = spec.params ?? [];
  try {
    if (spec.union) checkNamed(args, spec.union, schemas);
    else checkFields(args, specs, true, spec.exactlyOneOf, schemas);
  } catch (error) {
    throw asInvalidArgument(error, '');
  }
  if (spec.union) {
    const union = schemas[spec.union] as Extract<SchemaSpec, { kind: 'union' }>;
    const variant = schemas[union.variants[args[union.discriminator] as string]!] as Extract<SchemaSpec, { fields: unknown }>;
    for (const name of Object.keys(args)) if (sent(args[name], variant.fields.find((f) => f.name === name))) parts.body![name] = args[name];
    return parts;
  }
  for (const p of specs) {
    const value = args[p.name];
    if (!sent(value, p.in ? undefined : p)) continue;
    if (p.in === 'path') parts.path = parts.path.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    else if (p.in === 'query') for (const v of Array.isArray(value) ? value : [value]) parts.query.push([p.name, String(v)]);
    else if (p.in === 'header') parts.headers.push([p.name, String(value)]);
    else parts.body![p.name] = value;
  }
  Object.assign(parts.body ?? {}, spec.fixedBody);
  return parts;
}
