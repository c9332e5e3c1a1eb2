// src/generated/types.ts: every named type of the model as a named TypeScript type (interfaces for
// objects, allOf compositions flattened into one; literal unions widened with `string & {}` or `number & {}`
// for enums; unions of variants, with or without a discriminator; `T | null` for nullable fields), the
// parameters type of each method, and how a TypeRef reads as a TypeScript type. Named types are what
// editors and declarations show (`Promise<OrderList>`, `Order`), never an expanded object type.
import type { Constraints, Field, Method, NamedType, Param, Resource, SdkModel, TypeRef } from '../model/index.ts';
import { paramsTypeName, typeName } from './names.ts';
import { HEADER, jsdoc, key, str } from './syntax.ts';

/** A TypeRef spelled as a TypeScript type. */
export function tsType(type: TypeRef): string {
  switch (type.kind) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'literal':
      return str(type.value);
    case 'named':
      return typeName(type.name);
    case 'array': {
      const items = tsType(type.items);
      return /^[A-Za-z0-9_]+$/.test(items) ? `${items}[]` : `Array<${items}>`;
    }
    case 'map':
      return `Record<string, ${tsType(type.values)}>`;
    case 'unknown':
      return 'unknown';
    case 'file':
      return 'Uploadable';
  }
}

/** The contract's constraints of a value, as a sentence for its doc comment. */
export function constraintNote(c: Constraints, dflt?: unknown): string {
  const range = (min: number | undefined, max: number | undefined, unit: string) =>
    min !== undefined && max !== undefined ? `${min} to ${max}${unit}` : min !== undefined ? `at least ${min}${unit}` : `at most ${max}${unit}`;
  const parts: string[] = [];
  if (c.pattern) parts.push(`pattern \`${c.pattern}\``);
  if (c.minLength !== undefined || c.maxLength !== undefined) parts.push(range(c.minLength, c.maxLength, ' characters'));
  if (c.minimum !== undefined || c.maximum !== undefined) parts.push(range(c.minimum, c.maximum, ''));
  if (c.minItems !== undefined || c.maxItems !== undefined) parts.push(range(c.minItems, c.maxItems, ' items'));
  if (dflt !== undefined) parts.push(`default \`${JSON.stringify(dflt)}\``);
  return parts.length ? `(${parts.join('; ')})` : '';
}

export function member(f: Field | Param, indent: string): string {
  const doc = [f.description, constraintNote(f.constraints, f.default)].filter(Boolean).join('\n\n');
  const lines = [doc];
  if (f.deprecated) lines.push('', '@deprecated');
  return `${jsdoc(lines, indent)}${indent}${key(f.wireName)}${f.required ? '' : '?'}: ${tsType(f.type)}${f.nullable ? ' | null' : ''};\n`;
}

const REQUEST_ID_MEMBER =
  '  /** The request id of the answer this object came in (set on the result a method resolves to; not enumerable). */\n  readonly _requestId?: string | null;\n';

export function namedType(type: NamedType, answer: boolean): string {
  const name = typeName(type);
  if (type.kind === 'enum') {
    // An integer enum's values are shown with their names (x-enum-varnames): `1` (low).
    const integer = type.valueType === 'integer';
    const known = type.values.map((v) => `\`${v.value}\`${integer ? ` (${v.name.original})` : ''}`).join(', ');
    const doc = [type.description, `Values this version knows: ${known}; a newer service may send others, which arrive as they are.`];
    const values = type.values.map((v) => (integer ? String(v.value) : str(String(v.value))));
    return `${jsdoc(doc.filter(Boolean))}export type ${name} = ${values.join(' | ')} | (${integer ? 'number' : 'string'} & {});\n`;
  }
  if (type.kind === 'union') {
    const doc = [type.description, `One of these, chosen by \`${type.discriminator}\`.`];
    return `${jsdoc(doc.filter(Boolean))}export type ${name} = ${type.variants.map((v) => typeName(v.type)).join(' | ')};\n`;
  }
  if (type.kind === 'untagged') {
    const doc = [type.description, `One of these (\`${type.keyword}\` without a discriminator): a value is the first whose shape it has.`];
    return `${jsdoc(doc.filter(Boolean))}export type ${name} = ${type.variants.map((v) => tsType(v.type)).join(' | ')};\n`;
  }
  const doc = [type.description];
  if (type.allOf.length) doc.push(`Composed (\`allOf\`) of ${type.allOf.map((n) => `\`${n}\``).join(' and ')} and its own fields.`);
  if (type.exactlyOneOf.length) doc.push(`Exactly one of ${type.exactlyOneOf.map((g) => g.map((f) => `\`${f}\``).join(' + ')).join(', ')}.`);
  const body = type.fields.map((f) => member(f, '  ')).join('');
  const extra = typeof type.additionalProperties === 'object' ? `  [key: string]: unknown;\n` : '';
  return `${jsdoc(doc.filter(Boolean))}export interface ${name} {\n${body}${extra}${answer ? REQUEST_ID_MEMBER : ''}}\n`;
}

function paramsType(resource: Resource, method: Method): string | undefined {
  const name = paramsTypeName(resource, method);
  if (!name) return undefined;
  const doc = jsdoc([`Parameters of \`client.${resource.tag}.${method.name.camel}()\`.`]);
  const body = method.params.map((p) => member(p, '  ')).join('');
  if (method.body?.kind === 'union') {
    const union = typeName(method.body.type);
    return `${doc}export type ${name} = ${body ? `${union} & {\n${body}}` : union};\n`;
  }
  return `${doc}export interface ${name} {\n${body}}\n`;
}

export function emitTypes(model: SdkModel): string {
  const out = [
    HEADER,
    '// The data types of requests and answers (the contract\'s named schemas), then the parameters of each',
    '// method. Answers are the JSON the service sent: fields and enum values a newer service adds arrive too.',
    '',
  ];
  const files = model.resources.some((r) => r.methods.some((m) => m.params.some((p) => p.type.kind === 'file' || (p.type.kind === 'array' && p.type.items.kind === 'file'))));
  if (files) out.push("import type { Uploadable } from '../core/uploads';", '');
  // The types a method resolves to carry the answer's request id.
  const answers = new Set(model.resources.flatMap((r) => r.methods.map((m) => (m.response.kind === 'json' && m.response.type?.kind === 'named' ? m.response.type.name : ''))));
  for (const type of model.types) out.push(namedType(type, answers.has(type.name.original)));
  for (const resource of model.resources) {
    for (const method of resource.methods) {
      const params = paramsType(resource, method);
      if (params) out.push(params);
    }
  }
  return out.join('\n');
}
