// The data types of the SDK model: every named schema of the contract that an operation reaches, as an
// object, an enum or a discriminated union, with fields whose types are language-neutral `TypeRef`s.
// Scalar schemas (`Phone`, `OrderNo`, `Count` …) are not types of their own: a field that refers to one
// gets the scalar's type and constraints, and keeps the scalar's name as `alias` for the docs.
import { fail, type Json, resolve, schemaRef } from '../../openapi/lib/contract.ts';
import { type Name, nameOf } from './names.ts';

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
  usage: Usage;
}

export interface EnumValue {
  value: string;
  name: Name;
}

export interface EnumType {
  kind: 'enum';
  name: Name;
  description: string;
  values: EnumValue[];
  default?: string;
  usage: Usage;
}

/** A `oneOf` of object types told apart by a discriminator property. */
export interface UnionType {
  kind: 'union';
  name: Name;
  description: string;
  discriminator: string;
  variants: { value: string; type: string }[];
  usage: Usage;
}

export type NamedType = ObjectType | EnumType | UnionType;

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

/** Whether a named schema is a type of its own (object, multi-value enum, union) rather than a scalar. */
function isNamedType(schema: Json): boolean {
  if (schema.oneOf && !schema.properties) return true;
  if (schema.type === 'object' || schema.properties) return true;
  return schema.type === 'string' && Array.isArray(schema.enum) && schema.enum.length > 1;
}

export class TypeBuilder {
  readonly types = new Map<string, NamedType>();

  constructor(private readonly doc: Json) {
    for (const name of Object.keys(doc.components?.schemas ?? {})) {
      const schema = doc.components.schemas[name];
      if (schema.$ref) fail(`components.schemas.${name} is only a $ref; use the target's name`);
      if (schema.nullable) fail(`components.schemas.${name}: nullable is not used in this contract (fields are omitted, never null)`);
      if (schema.allOf || schema.anyOf) fail(`components.schemas.${name}: allOf/anyOf are not supported by the SDK model`);
    }
  }

  /** The type of a schema node found at `where` (a field, parameter or body). */
  typeOf(node: Json, where: string): { type: TypeRef; constraints: Constraints; alias?: string; schema: Json } {
    const name = schemaRef(node);
    if (node?.$ref && !name) fail(`${where}: only #/components/schemas refs are supported (${node.$ref})`);
    const schema = name ? resolve(this.doc, node) : node;
    if (!schema || typeof schema !== 'object') fail(`${where}: no schema`);
    if (schema.nullable) fail(`${where}: nullable is not used in this contract`);
    if (name && isNamedType(schema)) {
      this.named(name);
      return { type: { kind: 'named', name }, constraints: {}, schema };
    }
    const alias = name;
    if (schema.oneOf || (schema.type === 'object' && schema.properties)) {
      fail(`${where}: an inline object or oneOf has no name; give it one in components.schemas`);
    }
    if (Array.isArray(schema.enum)) {
      if (isSingleValueEnum(schema)) return { type: { kind: 'literal', value: schema.enum[0] }, constraints: {}, alias, schema };
      fail(`${where}: an inline enum has no name; give it one in components.schemas`);
    }
    const constraints = constraintsOf(schema);
    switch (schema.type) {
      case 'string':
        return { type: schema.format ? { kind: 'string', format: schema.format } : { kind: 'string' }, constraints, alias, schema };
      case 'integer':
        return { type: { kind: 'integer', format: schema.format === 'int64' ? 'int64' : 'int32' }, constraints, alias, schema };
      case 'number':
        return { type: { kind: 'number', format: schema.format === 'float' ? 'float' : 'double' }, constraints, alias, schema };
      case 'boolean':
        return { type: { kind: 'boolean' }, constraints, alias, schema };
      case 'array': {
        if (!schema.items) fail(`${where}: an array needs items`);
        const items = this.typeOf(schema.items, `${where}[]`);
        return { type: { kind: 'array', items: items.type }, constraints, alias, schema };
      }
      case 'object': {
        const ap = schema.additionalProperties;
        if (ap && typeof ap === 'object') return { type: { kind: 'map', values: this.typeOf(ap, `${where}{}`).type }, constraints, alias, schema };
        return { type: { kind: 'map', values: { kind: 'unknown' } }, constraints, alias, schema };
      }
      case undefined:
        if (Object.keys(schema).every((k) => k === 'description')) return { type: { kind: 'unknown' }, constraints, alias, schema };
        fail(`${where}: a schema without a type`);
        break;
      default:
        if (!SCALAR_TYPES.has(schema.type)) fail(`${where}: unsupported type ${schema.type}`);
    }
    fail(`${where}: unsupported schema`);
  }

  /** Builds (once) the named type of `components.schemas[name]`. */
  named(name: string): NamedType {
    const existing = this.types.get(name);
    if (existing) return existing;
    const schema = this.doc.components?.schemas?.[name] ?? fail(`no schema ${name}`);
    const description = String(schema.description ?? '').trim();
    const usage: Usage = { input: false, output: false };

    if (schema.oneOf && schema.discriminator) {
      const union: UnionType = { kind: 'union', name: nameOf(name), description, discriminator: schema.discriminator.propertyName, variants: [], usage };
      this.types.set(name, union);
      const mapping: Record<string, string> = schema.discriminator.mapping ?? fail(`${name}: a discriminator needs a mapping`);
      for (const [value, ref] of Object.entries(mapping)) {
        const variant = schemaRef({ $ref: ref }) ?? fail(`${name}: mapping ${value} is not a schema ref`);
        if (!schema.oneOf.some((o: Json) => schemaRef(o) === variant)) fail(`${name}: mapping ${value} names ${variant}, which is not in oneOf`);
        const target = this.named(variant);
        if (target.kind !== 'object') fail(`${name}: variant ${variant} is not an object`);
        const tag = target.fields.find((f) => f.wireName === union.discriminator);
        if (!tag || !tag.required || tag.type.kind !== 'literal' || tag.type.value !== value) {
          fail(`${name}: variant ${variant} must require ${union.discriminator} as the single-value enum [${value}]`);
        }
        union.variants.push({ value, type: variant });
      }
      if (union.variants.length !== schema.oneOf.length) fail(`${name}: every oneOf member needs a discriminator mapping`);
      return union;
    }
    if (schema.oneOf && !schema.properties) fail(`${name}: a oneOf of types needs a discriminator`);

    if (Array.isArray(schema.enum)) {
      if (schema.type !== 'string') fail(`${name}: only string enums are supported`);
      const values = schema.enum.map((v: unknown) => {
        if (typeof v !== 'string') fail(`${name}: enum value ${JSON.stringify(v)} is not a string`);
        return { value: v, name: nameOf(v) };
      });
      const enumType: EnumType = { kind: 'enum', name: nameOf(name), description, values, usage };
      if (typeof schema.default === 'string') enumType.default = schema.default;
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
      usage,
    };
    this.types.set(name, object);
    const required: string[] = schema.required ?? [];
    for (const req of required) if (!schema.properties?.[req]) fail(`${name}: required ${req} is not a property`);
    for (const [wireName, node] of Object.entries<Json>(schema.properties ?? {})) {
      object.fields.push(this.field(wireName, node, required.includes(wireName), `${name}.${wireName}`));
    }
    if (schema.oneOf) {
      for (const member of schema.oneOf) {
        const keys = Object.keys(member);
        if (keys.length !== 1 || !Array.isArray(member.required)) fail(`${name}: an inline oneOf may only list required groups`);
        for (const r of member.required) if (!schema.properties?.[r]) fail(`${name}: oneOf requires ${r}, which is not a property`);
        object.exactlyOneOf.push([...member.required]);
      }
    }
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      object.additionalProperties = this.typeOf(schema.additionalProperties, `${name}{}`).type;
    }
    return object;
  }

  field(wireName: string, node: Json, required: boolean, where: string): Field {
    const { type, constraints, alias, schema } = this.typeOf(node, where);
    const resolved = resolve(this.doc, node);
    const description = String(node.description ?? schema.description ?? resolved?.description ?? '').trim();
    const field: Field = { wireName, name: nameOf(wireName), type, required, description, deprecated: !!(node.deprecated ?? schema.deprecated), constraints };
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
    if (named.kind === 'object') for (const f of named.fields) this.markUsage(f.type, direction);
    if (named.kind === 'union') for (const v of named.variants) this.markUsage({ kind: 'named', name: v.type }, direction);
  }
}
