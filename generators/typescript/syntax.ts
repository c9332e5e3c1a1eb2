// TypeScript spelling for the generator: literals, property keys, JSDoc blocks, and how the model's
// language-neutral TypeRefs read as TypeScript types.
import { generatedHeader } from '../lib/generator.ts';
import type { Method, NamedType, Resource, TypeRef } from '../model/index.ts';

export const GENERATOR = 'generators/typescript';
export const HEADER = generatedHeader('//', GENERATOR);

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A string literal in single quotes. */
export function str(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/** An object key: bare when it is an identifier, else quoted (`'Wechatpay-Timestamp'`). */
export function key(name: string): string {
  return IDENT.test(name) ? name : str(name);
}

/** A property access: `.name`, or `['Wechatpay-Timestamp']`. */
export function access(name: string): string {
  return IDENT.test(name) ? `.${name}` : `[${str(name)}]`;
}

/** A TypeScript literal of a JSON value: on one line when it fits in `width`, else one entry per line. */
export function literal(value: unknown, indent = '', width = 100): string {
  const inline = (v: unknown): string => {
    if (v === null) return 'null';
    if (typeof v === 'string') return str(v);
    if (typeof v !== 'object') return String(v);
    if (Array.isArray(v)) return `[${v.map(inline).join(', ')}]`;
    const entries = Object.entries(v as Record<string, unknown>);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([k, x]) => `${key(k)}: ${inline(x)}`).join(', ')} }`;
  };
  const one = inline(value);
  if (one.length + indent.length <= width || value === null || typeof value !== 'object') return one;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + literal(v, inner, width)).join(',\n')},\n${indent}]`;
  return `{\n${Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${inner}${key(k)}: ${literal(v, inner, width)}`)
    .join(',\n')},\n${indent}}`;
}

/** A JSDoc block of Markdown lines (empty when there is nothing to say). */
export function jsdoc(lines: string[], indent = ''): string {
  const text = lines.join('\n').replace(/\*\//g, '*\\/').trim();
  if (!text) return '';
  const body = text.split('\n').map((l) => (l.length ? `${indent} * ${l}` : `${indent} *`).replace(/\s+$/, ''));
  return `${indent}/**\n${body.join('\n')}\n${indent} */\n`;
}

/** A named type's TypeScript name. */
export function typeName(type: NamedType | string): string {
  const name = typeof type === 'string' ? type : type.name.original;
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`generators/typescript: type name ${name} is not a PascalCase identifier`);
  return name;
}

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

/** `<resource>.<method>`: the key of an operation in the generated table. */
export function operationKey(resource: Resource, method: Method): string {
  return `${resource.tag}.${method.name.camel}`;
}

/** The resource class, e.g. `OrdersResource`. */
export function resourceClass(resource: Resource): string {
  return `${resource.name.pascal}Resource`;
}

/** The parameters type of a method, e.g. `OrdersListParams`; undefined when the method takes none. */
export function paramsTypeName(resource: Resource, method: Method): string | undefined {
  if (!method.params.length && method.body?.kind !== 'union') return undefined;
  return `${resource.name.pascal}${method.name.pascal}Params`;
}

/** Whether every parameter may be left out (the params argument is then optional). */
export function paramsOptional(method: Method): boolean {
  return method.body?.kind !== 'union' && method.params.every((p) => !p.required);
}
