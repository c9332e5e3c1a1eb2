// The example value of every named answer type, for the SDKs' test fixtures (issue 31's builders start
// from it): the first value the contract's answer examples give the type anywhere (a whole answer, or a
// field, item or variant inside one), else the schema's own `example`. A type no example reaches has
// none; a fixture of it must be given its fields.
import type { Method } from './operations.ts';
import type { NamedType, TypeRef } from './types.ts';

type Json = unknown;

const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An example the contract gives for a value of a named type (an error answer's body, a schema's own). */
export interface NamedExample {
  type: string;
  value: Json;
}

/**
 * Sets `type.example` on every named type an example reaches (first found wins): the success answers,
 * each server-sent event of a stream's example, then `more` (error answers, schemas' own examples).
 */
export function attachTypeExamples(types: Map<string, NamedType>, methods: Method[], more: NamedExample[]): void {
  const walk = (value: Json, ref: TypeRef): void => {
    if (value === null || value === undefined) return;
    switch (ref.kind) {
      case 'array':
        if (Array.isArray(value)) for (const item of value) walk(item, ref.items);
        return;
      case 'map':
        if (isObject(value)) for (const item of Object.values(value)) walk(item, ref.values);
        return;
      case 'named':
        break;
      default:
        return;
    }
    const type = types.get(ref.name);
    if (!type) return;
    if (type.example === undefined) type.example = structuredClone(value);
    if (type.kind === 'object' && isObject(value)) {
      for (const field of type.fields) walk(value[field.wireName], field.type);
    } else if (type.kind === 'union' && isObject(value)) {
      const variant = type.variants.find((v) => v.value === value[type.discriminator]);
      if (variant) walk(value, { kind: 'named', name: variant.type });
    } else if (type.kind === 'untagged') {
      const variant = type.variants.find((v) => shapeMatches(value, v.type, types));
      if (variant) walk(value, variant.type);
    }
  };
  for (const method of methods) {
    if (method.response.type && method.response.example !== undefined) walk(method.response.example, method.response.type);
    if (method.stream && typeof method.stream.example === 'string') {
      for (const data of sseData(method.stream.example)) walk(data, method.stream.chunk);
    }
  }
  for (const { type, value } of more) walk(value, { kind: 'named', name: type });
}

/** The JSON documents of a server-sent event stream's `data:` lines (the `[DONE]` marker and others left out). */
function sseData(text: string): Json[] {
  const out: Json[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('data:')) continue;
    try {
      out.push(JSON.parse(line.slice(5).trim()));
    } catch {
      // not a JSON document (the stream's end marker)
    }
  }
  return out;
}

/** The first-match rule of unions without a discriminator (types.ts, UntaggedUnionType). */
export function shapeMatches(value: Json, ref: TypeRef, types: Map<string, NamedType>): boolean {
  switch (ref.kind) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'literal':
      return value === ref.value;
    case 'array':
      return Array.isArray(value);
    case 'map':
      return isObject(value);
    case 'named': {
      const type = types.get(ref.name);
      if (!type) return false;
      if (type.kind === 'enum') return type.values.some((v) => v.value === value);
      if (type.kind === 'object') return isObject(value) && type.fields.every((f) => !f.required || f.wireName in value);
      if (type.kind === 'union') return isObject(value) && type.variants.some((v) => v.value === value[type.discriminator]);
      return type.variants.some((v) => shapeMatches(value, v.type, types));
    }
    default:
      return false;
  }
}
