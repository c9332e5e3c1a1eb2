// The data types of the SDK model: every named schema of the contract that an operation reaches, as an
// object, an enum or a discriminated union, with fields whose types are language-neutral `TypeRef`s.
// Scalar schemas (`Phone`, `OrderNo`, `Count` …) are not types of their own: a field that refers to one
// gets the scalar's type and constraints, and keeps the scalar's name as `alias` for the docs.
// The shapes (docs/sdk-design.md, "Shapes"): objects (an `allOf` composition is flattened into one object),
// string and integer enums, unions with a discriminator (`oneOf` + `discriminator`) and without one
// (`oneOf`/`anyOf`, told apart by shape), maps (`additionalProperties`), nullable fields and file parts.
// Anything else is refused with the construct and its path (refusals.ts).
import { type Json, resolve, schemaRef } from '../../openapi/lib/contract.ts';
import { type Name, nameOf } from './names.ts';
import { refuse } from './refusals.ts';

export type TypeRef =
  | { kind: 'string'; format?: string }
  | { kind: 'integer'; format: 'int32' | 'int64' }
  | { kind: 'number'; format: 'float' | 'double' }
  | { kind: 'boolean' }
  /** A single-value enum: the value is fixed (e.g. `object: "chat.completion"`). */
  | { kind: 'literal'; value: string }
  /** One of the model's named types (`types` of the model, by `name.original`). */
  | { kind: 'named'; name: string }
  | { kind: 'array'; items: TypeRef }
  | { kind: 'map'; values: TypeRef }
  /** A file part of a multipart/form-data body (`type: string, format: binary`): a path, bytes or a stream. */
  | { kind: 'file' }
  /** Any JSON value. */
  | { kind: 'unknown' };

/** Validation keywords of a field or parameter, as the contract states them (for docs and checks). */
export interface Constraints {
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

export interface Field {
  /** The JSON property name. */
  wireName: string;
  name: Name;
  type: TypeRef;
  required: boolean;
  /**
   * `nullable: true`: `null` is a value of its own. In a request, sending `null` (clear the field) is
   * distinct from leaving the field out (keep it); in an answer, the field may arrive as `null`.
   */
  nullable: boolean;
  description: string;
  /** The contract's `default` (the service applies it when the field is absent). */
  default?: unknown;
  deprecated: boolean;
  constraints: Constraints;
  /** The scalar schema the field refers to (`OrderNo`), when it does. */
  alias?: string;
  example?: unknown;
}

/** Where a type travels: in requests (input), in answers (output), or both. */
export interface Usage {
  input: boolean;
  output: boolean;
}

export interface ObjectType {
  kind: 'object';
  name: Name;
  description: string;
  fields: Field[];
  /** `false`: unknown fields are refused (request objects); `true`: may gain fields (answers). */
  additionalProperties: boolean | TypeRef;
  /** Groups of which exactly one must be present, e.g. [['prompt'], ['messages']]. */
  exactlyOneOf: string[][];
  /**
   * An `allOf` composition: the named schemas it is made of, in order (its fields are theirs and its
   * own, flattened: every SDK sees one object). Empty for a plain object.
   */
  allOf: string[];
  usage: Usage;
  /** An example value from the contract's answer examples (type-examples.ts), for test fixtures. */
  example?: unknown;
}

export interface EnumValue {
  /** A string for a string enum, an integer for an integer enum. */
  value: string | number;
  /** The constant's name: the value's words (`pending`), or for an integer `x-enum-varnames` / `value_<n>`. */
  name: Name;
}

/**
 * A named enum. Like every answer type it is forward compatible: a value the service adds in a minor
 * release passes and stays readable (as the raw string or integer); only requests are checked against
 * the listed values.
 */
export interface EnumType {
  kind: 'enum';
  name: Name;
  description: string;
  valueType: 'string' | 'integer';
  values: EnumValue[];
  default?: string | number;
  usage: Usage;
  /** An example value from the contract's answer examples (type-examples.ts), for test fixtures. */
  example?: unknown;
}

/** A `oneOf` of object types told apart by a discriminator property. */
export interface UnionType {
  kind: 'union';
  name: Name;
  description: string;
  discriminator: string;
  variants: { value: string; type: string }[];
  usage: Usage;
  /** An example value from the contract's answer examples (type-examples.ts), for test fixtures. */
  example?: unknown;
}

/**
 * A `oneOf` or `anyOf` without a discriminator. A value is the FIRST variant, in the contract's order,
 * whose shape it has (the one rule of every SDK): a named object when the value is a JSON object holding
 * every required field of the variant, an enum when it is one of the values, a scalar or an array by its
 * JSON kind. A value no variant matches is kept as it came (answers) or refused before sending (requests).
 */
export interface UntaggedUnionType {
  kind: 'untagged';
  name: Name;
  description: string;
  /** `oneOf` (exactly one variant is meant to match) or `anyOf`; the SDKs treat both by the rule above. */
  keyword: 'oneOf' | 'anyOf';
  /** `name`: the variant's accessor words (`circle` for `Circle`, `string`, `string list` for an array of strings). */
  variants: { name: Name; type: TypeRef }[];
  usage: Usage;
  /** An example value from the contract's answer examples (type-examples.ts), for test fixtures. */
  example?: unknown;
}

export type NamedType = ObjectType | EnumType | UnionType | UntaggedUnionType;

const SCALAR_TYPES = new Set(['string', 'integer', 'number', 'boolean']);

function constraintsOf(schema: Json): Constraints {
  const out: Constraints = {};
  for (const key of ['pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'] as const) {
    if (schema?.[key] !== undefined) (out as Record<string, unknown>)[key] = schema[key];
  }
  return out;
}

function isSingleValueEnum(schema: Json): boolean {
  return Array.isArray(schema?.enum) && schema.enum.length === 1 && typeof schema.enum[0] === 'string';
}

/** Whether a named schema is a type of its own (object, enum, union, composition) rather than a scalar. */
function isNamedType(schema: Json): boolean {
  if ((schema.oneOf || schema.anyOf) && !schema.properties) return true;
  if (schema.allOf || schema.type === 'object' || schema.properties) return true;
  if (!Array.isArray(schema.enum)) return false;
  return schema.type === 'integer' || (schema.type === 'string' && schema.enum.length > 1);
}

/**
 * `allOf: [{$ref}]` beside `nullable` or `description`: OpenAPI 3.0's way to give a $ref siblings. A `type`
 * beside it may repeat the target's (validators such as Prism apply `nullable` only beside a `type`).
 */
function refWithSiblings(node: Json, doc: Json): Json | undefined {
  if (!node || node.$ref || !Array.isArray(node.allOf) || node.allOf.length !== 1) return undefined;
  if (node.properties || node.oneOf || node.anyOf || !schemaRef(node.allOf[0])) return undefined;
  if (node.type && node.type !== resolve(doc, node.allOf[0])?.type) return undefined;
  return node.allOf[0];
}

/** The words of an untagged union variant's accessor: the schema's name, the scalar kind, `<item> list`. */
function variantWords(type: TypeRef): string {
  switch (type.kind) {
    case 'named':
      return type.name;
    case 'array':
      return `${variantWords(type.items)} list`;
    case 'literal':
      return type.value;
    default:
      return type.kind;
  }
}

export interface TypeOf {
  type: TypeRef;
  constraints: Constraints;
  alias?: string;
  schema: Json;
  nullable: boolean;
}

export class TypeBuilder {
  readonly types = new Map<string, NamedType>();

  constructor(private readonly doc: Json) {}

  /** The type of a schema node found at `where` (a field, parameter or body). */
  typeOf(node: Json, where: string): TypeOf {
    const sibling = refWithSiblings(node, this.doc);
    if (sibling) {
      const inner = this.typeOf(sibling, where);
      return { ...inner, nullable: inner.nullable || !!node.nullable };
    }
    const name = schemaRef(node);
    if (node?.$ref && !name) refuse(where, `$ref ${node.$ref}: only #/components/schemas refs are supported`);
    const schema = name ? resolve(this.doc, node) : node;
    if (!schema || typeof schema !== 'object') refuse(where, 'no schema');
    const nullable = !!(node.nullable || schema.nullable);
    // `not` beside a type only narrows it further; the SDKs leave that check to the service.
    if (schema.not && !schema.type) refuse(where, '`not` without a type is not supported: state what is allowed (an enum, a pattern, a oneOf)');
    if (name && isNamedType(schema)) {
      this.named(name);
      return { type: { kind: 'named', name }, constraints: {}, schema, nullable };
    }
    const alias = name;
    for (const keyword of ['oneOf', 'anyOf', 'allOf'] as const) {
      if (schema[keyword]) refuse(where, `an inline ${keyword} has no name; give it one in components.schemas`);
    }
    if (schema.type === 'object' && schema.properties) refuse(where, 'an inline object has no name; give it one in components.schemas');
    if (Array.isArray(schema.enum)) {
      if (isSingleValueEnum(schema)) return { type: { kind: 'literal', value: schema.enum[0] }, constraints: {}, alias, schema, nullable };
      refuse(where, 'an inline enum of several values has no name; give it one in components.schemas');
    }
    const constraints = constraintsOf(schema);
    const plain = (type: TypeRef): TypeOf => ({ type, constraints, alias, schema, nullable });
    switch (schema.type) {
      case 'string':
        if (schema.format === 'binary') return plain({ kind: 'file' });
        return plain(schema.format ? { kind: 'string', format: schema.format } : { kind: 'string' });
      case 'integer':
        return plain({ kind: 'integer', format: schema.format === 'int64' ? 'int64' : 'int32' });
      case 'number':
        return plain({ kind: 'number', format: schema.format === 'float' ? 'float' : 'double' });
      case 'boolean':
        return plain({ kind: 'boolean' });
      case 'array': {
        if (!schema.items) refuse(where, 'an array needs items');
        return plain({ kind: 'array', items: this.typeOf(schema.items, `${where}[]`).type });
      }
      case 'object': {
        const ap = schema.additionalProperties;
        if (ap && typeof ap === 'object') return plain({ kind: 'map', values: this.typeOf(ap, `${where}{}`).type });
        return plain({ kind: 'map', values: { kind: 'unknown' } });
      }
      case undefined:
        if (Object.keys(schema).every((k) => k === 'description' || k === 'nullable')) return plain({ kind: 'unknown' });
        refuse(where, 'a schema without a type');
        break;
      default:
        if (!SCALAR_TYPES.has(schema.type)) refuse(where, `type ${JSON.stringify(schema.type)} is not supported`);
    }
    refuse(where, 'unsupported schema');
  }

  /** Builds (once) the named type of `components.schemas[name]`; a refused type is not kept. */
  named(name: string): NamedType {
    const existing = this.types.get(name);
    if (existing) return existing;
    try {
      return this.build(name);
    } catch (error) {
      this.types.delete(name);
      throw error;
    }
  }

  private build(name: string): NamedType {
    const where = `components.schemas.${name}`;
    const schema = this.doc.components?.schemas?.[name] ?? refuse(where, 'no such schema');
    if (schema.$ref) refuse(where, 'is only a $ref; use the target\'s name');
    if (schema.not && !schema.type) refuse(where, '`not` without a type is not supported: state what is allowed (an enum, a pattern, a oneOf)');
    const description = String(schema.description ?? '').trim();
    const usage: Usage = { input: false, output: false };

    if (schema.oneOf && schema.discriminator) {
      const union: UnionType = { kind: 'union', name: nameOf(name), description, discriminator: schema.discriminator.propertyName, variants: [], usage };
      this.types.set(name, union);
      const mapping: Record<string, string> = schema.discriminator.mapping ?? refuse(where, 'a discriminator needs a mapping');
      for (const [value, ref] of Object.entries(mapping)) {
        const variant = schemaRef({ $ref: ref }) ?? refuse(where, `mapping ${value} is not a schema ref`);
        if (!schema.oneOf.some((o: Json) => schemaRef(o) === variant)) refuse(where, `mapping ${value} names ${variant}, which is not in oneOf`);
        const target = this.named(variant);
        if (target.kind !== 'object') refuse(where, `variant ${variant} is not an object`);
        const tag = target.fields.find((f) => f.wireName === union.discriminator);
        if (!tag || !tag.required || tag.type.kind !== 'literal' || tag.type.value !== value) {
          refuse(where, `variant ${variant} must require ${union.discriminator} as the single-value enum [${value}]`);
        }
        union.variants.push({ value, type: variant });
      }
      if (union.variants.length !== schema.oneOf.length) refuse(where, 'every oneOf member needs a discriminator mapping');
      return union;
    }
    if (schema.anyOf && schema.discriminator) refuse(where, 'a discriminator belongs with oneOf, not anyOf');
    if ((schema.oneOf || schema.anyOf) && !schema.properties) {
      const keyword = schema.oneOf ? 'oneOf' : 'anyOf';
      const union: UntaggedUnionType = { kind: 'untagged', name: nameOf(name), description, keyword, variants: [], usage };
      this.types.set(name, union);
      (schema[keyword] as Json[]).forEach((member, i) => {
        const { type } = this.typeOf(member, `${where}.${keyword}[${i}]`);
        if (type.kind === 'unknown' || type.kind === 'file') refuse(`${where}.${keyword}[${i}]`, `a ${type.kind === 'file' ? 'file' : 'schema-less'} variant cannot be told apart by shape`);
        const variantName = nameOf(variantWords(type));
        if (union.variants.some((v) => v.name.camel === variantName.camel)) refuse(`${where}.${keyword}[${i}]`, `two variants are both ${variantName.original}: they cannot be told apart by shape`);
        union.variants.push({ name: variantName, type });
      });
      return union;
    }

    if (Array.isArray(schema.enum)) {
      if (schema.type !== 'string' && schema.type !== 'integer') refuse(where, `an enum of type ${JSON.stringify(schema.type)}: only string and integer enums are supported`);
      const names: unknown[] = schema['x-enum-varnames'] ?? [];
      // OpenAPI 3.0's nullable enum lists null among its values (nullable alone does not admit it); the
      // null is the field's nullability (TypeOf.nullable), not a member.
      const listed: unknown[] = schema.nullable ? schema.enum.filter((v: unknown) => v !== null) : schema.enum;
      const values = listed.map((v: unknown, i: number) => {
        if (schema.type === 'string' && typeof v !== 'string') refuse(where, `enum value ${JSON.stringify(v)} is not a string`);
        if (schema.type === 'integer' && !Number.isInteger(v)) refuse(where, `enum value ${JSON.stringify(v)} is not an integer`);
        const words = typeof names[i] === 'string' ? (names[i] as string) : typeof v === 'number' ? `value ${v < 0 ? `minus ${-v}` : v}` : (v as string);
        return { value: v as string | number, name: nameOf(words) };
      });
      const enumType: EnumType = { kind: 'enum', name: nameOf(name), description, valueType: schema.type, values, usage };
      if (schema.default !== undefined) enumType.default = schema.default;
      this.types.set(name, enumType);
      return enumType;
    }

    const object: ObjectType = {
      kind: 'object',
      name: nameOf(name),
      description,
      fields: [],
      additionalProperties: schema.additionalProperties === false ? false : true,
      exactlyOneOf: [],
      allOf: [],
      usage,
    };
    this.types.set(name, object);
    const add = (field: Field, at: string) => {
      const prior = object.fields.findIndex((f) => f.wireName === field.wireName);
      if (prior < 0) object.fields.push(field);
      else if (JSON.stringify(object.fields[prior]!.type) !== JSON.stringify(field.type)) refuse(at, `${field.wireName} is declared twice with different types`);
      else object.fields[prior] = { ...field, required: field.required || object.fields[prior]!.required };
    };
    if (schema.allOf) {
      let closed = true;
      (schema.allOf as Json[]).forEach((member, i) => {
        const at = `${where}.allOf[${i}]`;
        const ref = schemaRef(member);
        if (ref) {
          const part = this.named(ref);
          if (part.kind !== 'object') refuse(at, `${ref} is a ${part.kind === 'enum' ? 'enum' : 'union'}: an allOf composes objects only`);
          object.allOf.push(ref);
          closed &&= part.additionalProperties === false;
          for (const f of part.fields) add(f, at);
          return;
        }
        if (member.$ref) refuse(at, `$ref ${member.$ref}: only #/components/schemas refs are supported`);
        if (member.oneOf || member.anyOf || member.allOf) refuse(at, 'an allOf member is an object: a $ref or inline properties');
        const required: string[] = member.required ?? [];
        for (const [wireName, node] of Object.entries<Json>(member.properties ?? {})) add(this.field(wireName, node, required.includes(wireName), `${where}.${wireName}`), at);
        closed &&= member.additionalProperties === false;
      });
      if (schema.additionalProperties === undefined) object.additionalProperties = !closed;
    }
    const required: string[] = schema.required ?? [];
    for (const [wireName, node] of Object.entries<Json>(schema.properties ?? {})) {
      add(this.field(wireName, node, required.includes(wireName), `${where}.${wireName}`), where);
    }
    for (const req of required) {
      const field = object.fields.find((f) => f.wireName === req) ?? refuse(where, `required ${req} is not a property`);
      field.required = true;
    }
    if (schema.oneOf) {
      for (const member of schema.oneOf) {
        const keys = Object.keys(member);
        if (keys.length !== 1 || !Array.isArray(member.required)) refuse(where, 'an inline oneOf beside properties may only list required groups');
        for (const r of member.required) if (!object.fields.some((f) => f.wireName === r)) refuse(where, `oneOf requires ${r}, which is not a property`);
        object.exactlyOneOf.push([...member.required]);
      }
    }
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      object.additionalProperties = this.typeOf(schema.additionalProperties, `${where}{}`).type;
    }
    return object;
  }

  field(wireName: string, node: Json, required: boolean, where: string): Field {
    const { type, constraints, alias, schema, nullable } = this.typeOf(node, where);
    const resolved = resolve(this.doc, refWithSiblings(node, this.doc) ?? node);
    const description = String(node.description ?? schema.description ?? resolved?.description ?? '').trim();
    const field: Field = { wireName, name: nameOf(wireName), type, required, nullable, description, deprecated: !!(node.deprecated ?? schema.deprecated), constraints };
    const dflt = node.default ?? schema.default;
    if (dflt !== undefined) field.default = dflt;
    if (alias) field.alias = alias;
    const example = node.example ?? schema.example;
    if (example !== undefined) field.example = example;
    return field;
  }

  /** Marks a type and everything it contains as travelling in requests or answers. */
  markUsage(type: TypeRef, direction: keyof Usage): void {
    if (type.kind === 'array') return this.markUsage(type.items, direction);
    if (type.kind === 'map') return this.markUsage(type.values, direction);
    if (type.kind !== 'named') return;
    const named = this.types.get(type.name) ?? this.named(type.name);
    if (named.usage[direction]) return;
    named.usage[direction] = true;
    if (named.kind === 'object') {
      for (const f of named.fields) this.markUsage(f.type, direction);
      if (typeof named.additionalProperties === 'object') this.markUsage(named.additionalProperties, direction);
    }
    if (named.kind === 'union') for (const v of named.variants) this.markUsage({ kind: 'named', name: v.type }, direction);
    if (named.kind === 'untagged') for (const v of named.variants) this.markUsage(v.type, direction);
  }
}
