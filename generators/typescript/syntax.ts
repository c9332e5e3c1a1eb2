// TypeScript syntax for the generator: the generated files' header, string literals, property keys and
// accesses, literals of JSON values, JSDoc blocks.
import { generatedHeader } from '../lib/generator.ts';

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

/** Source text that literal() writes as it is (e.g. an imported name), not as a JSON value. */
export class Code {
  constructor(readonly text: string) {}
}

export const code = (text: string) => new Code(text);

/** A TypeScript literal of a JSON value (and of Code): on one line when it fits in `width`, else one entry per line. */
export function literal(value: unknown, indent = '', width = 100): string {
  const inline = (v: unknown): string => {
    if (v === null) return 'null';
    if (v instanceof Code) return v.text;
    if (typeof v === 'string') return str(v);
    if (typeof v !== 'object') return String(v);
    if (Array.isArray(v)) return `[${v.map(inline).join(', ')}]`;
    const entries = Object.entries(v as Record<string, unknown>);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([k, x]) => `${key(k)}: ${inline(x)}`).join(', ')} }`;
  };
  const one = inline(value);
  if (one.length + indent.length <= width || value === null || typeof value !== 'object' || value instanceof Code) return one;
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
