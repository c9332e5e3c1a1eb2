// The checks of the request core (src/core/operation.ts's `Check`, `FieldSpec`, `SchemaSpec`) in named
// fields: how each parameter and each field of a named request type is checked before sending (its JSON
// kind and the contract's constraints, never enum membership), and the documented JSON kinds of the
// answers' types (checked before a result is returned). A key with its default is left out: a string
// has no `kind`, a body parameter no `in`, an object type no `kind`.
import type { Constraints, EnumType, Field, NamedType, Param, SdkModel, TypeRef } from '../model/index.ts';
import { typeName } from './names.ts';

type Json = Record<string, unknown>;

export function namedType(model: SdkModel, name: string): NamedType {
  const named = model.types.find((t) => t.name.original === name);
  if (!named) throw new Error(`generators/typescript: no named type ${name}`);
  return named;
}

/** The constraints the contract gives, in the order the core's `Check` lists them. */
function limits(c: Constraints, keys: (keyof Constraints)[]): Json {
  const out: Json = {};
  for (const key of keys) if (c[key] !== undefined) out[key] = c[key];
  return out;
}

/**
 * The check of a value of `type`, adding the named types it refers to to `used`. `answer`: the JSON kind
 * only (answers are checked for their shape, never for the contract's constraints).
 */
export function check(type: TypeRef, c: Constraints, model: SdkModel, used: Set<string>, answer = false): Json {
  const own = (keys: (keyof Constraints)[]) => (answer ? {} : limits(c, keys));
  switch (type.kind) {
    case 'string':
    case 'literal':
      return own(['minLength', 'maxLength', 'pattern']);
    case 'integer':
    case 'number':
      return { kind: type.kind, ...own(['minimum', 'maximum']) };
    case 'boolean':
    case 'unknown':
    case 'file':
      return { kind: type.kind };
    case 'array':
      return { kind: 'array', items: check(type.items, {}, model, used, answer), ...own(['minItems', 'maxItems']) };
    case 'map':
      return { kind: 'map', values: check(type.values, {}, model, used, answer) };
    case 'named': {
      const named = namedType(model, type.name);
      // An enum by its JSON kind: a value a newer service added passes (forward compatibility).
      if (named.kind === 'enum') return enumKind(named);
      if (answer && named.kind === 'union') throw new Error(`generators/typescript: answers of the discriminated union ${type.name} cannot be checked`);
      used.add(named.name.original);
      return { ref: typeName(named) };
    }
  }
}

const enumKind = (type: EnumType): Json => (type.valueType === 'integer' ? { kind: 'integer' } : {});

/** A field of an object type, or a parameter with where it travels. */
export function field(f: Field | Param, model: SdkModel, used: Set<string>, answer = false): Json {
  const out: Json = { name: f.wireName };
  if ('location' in f && f.location !== 'body') out['in'] = f.location;
  if (f.required) out['required'] = true;
  if (f.nullable) out['nullable'] = true;
  return { ...out, ...check(f.type, f.constraints, model, used, answer) };
}

/**
 * The variant of a union without a discriminator: an enum by name (its values tell it apart, so its
 * schema lists them), anything else by its check.
 */
function variant(type: TypeRef, model: SdkModel, used: Set<string>, answer: boolean): Json {
  if (type.kind === 'named' && namedType(model, type.name).kind === 'enum') {
    used.add(type.name);
    return { ref: typeName(type.name) };
  }
  return check(type, {}, model, used, answer);
}

/** The schema of a named type (src/core/operation.ts's `SchemaSpec`). */
export function schema(type: NamedType, model: SdkModel, used: Set<string>, answer: boolean): Json {
  switch (type.kind) {
    case 'enum':
      return { kind: 'enum', values: type.values.map((v) => v.value) };
    case 'union':
      for (const v of type.variants) used.add(v.type);
      return { kind: 'union', discriminator: type.discriminator, variants: Object.fromEntries(type.variants.map((v) => [v.value, typeName(v.type)])) };
    case 'untagged':
      return { kind: 'oneOf', variants: type.variants.map((v) => variant(v.type, model, used, answer)), ...(answer ? { open: true } : {}) };
    case 'object': {
      const out: Json = {};
      if (!answer && type.additionalProperties === false) out['closed'] = true;
      if (!answer && type.exactlyOneOf.length) out['exactlyOneOf'] = type.exactlyOneOf;
      return { ...out, fields: type.fields.map((f) => field(f, model, used, answer)) };
    }
  }
}

/**
 * The schemas of the named types in `used` (and of those they refer to), in the model's order: a type's
 * schema may add types listed before it, so the list is made again until nothing new is used.
 */
export function schemas(model: SdkModel, used: Set<string>, answer: boolean): [string, Json][] {
  let entries: [string, Json][];
  let before: number;
  do {
    before = used.size;
    entries = model.types.filter((t) => used.has(t.name.original)).map((t) => [typeName(t), schema(t, model, used, answer)]);
  } while (used.size !== before);
  return entries;
}
