// PHP syntax the emitters share: literals (strings, JSON values laid out within PSR-12's line length, PCRE
// patterns), phpdoc prose, and the frame of every generated file (PSR-12 header blocks: opening tag, the
// generated-file comment, strict types, namespace, imports), so each emitter only writes its class.
import { generatedHeader } from '../lib/generator.ts';
import { GENERATOR, NAMESPACE } from './names.ts';

/** A PHP single-quoted string literal. */
export function str(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A PHP literal of a JSON value, on one line (short array syntax). */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return str(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return `[${entries.map(([k, v]) => `${str(k)} => ${literal(v)}`).join(', ')}]`;
}

/** A float literal (always with a decimal point, so PHP reads a float). */
export function floatLiteral(value: number): string {
  return Number.isInteger(value) ? `${value}.0` : String(value);
}

/**
 * A PHP literal of a JSON value laid out over several lines when it does not fit in `width` columns
 * (PSR-12 line length), indented by `indent`.
 */
export function literalBlock(value: unknown, indent: string, width = 100): string {
  const flat = literal(value);
  if (indent.length + flat.length <= width || value === null || typeof value !== 'object') return flat;
  const inner = indent + '    ';
  const items = Array.isArray(value)
    ? value.map((v) => `${inner}${literalBlock(v, inner, width)},`)
    : Object.entries(value as Record<string, unknown>).map(([k, v]) => `${inner}${str(k)} => ${literalBlock(v, inner + ' '.repeat(k.length + 6), width)},`);
  return `[\n${items.join('\n')}\n${indent}]`;
}

/** The ECMA-262 pattern of the contract as a PCRE literal for preg_match (`u`: UTF-8 subjects). */
export function pcre(pattern: string): string {
  return `~${pattern.replace(/~/g, '\\~')}~u`;
}

/** Wraps prose into phpdoc lines of at most `width` columns after `prefix`. */
export function docLines(text: string, prefix: string, width = 100): string[] {
  const out: string[] = [];
  for (const paragraph of text.trim().split(/\n\s*\n/)) {
    if (out.length) out.push(prefix.trimEnd());
    let line = '';
    for (const word of paragraph.replace(/\*\//g, '*\\/').split(/\s+/).filter(Boolean)) {
      if (line && prefix.length + line.length + 1 + word.length > width) {
        out.push(prefix + line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) out.push(prefix + line);
  }
  return out;
}

/** The first sentence-ish paragraph of a description, on one line. */
export function summaryOf(text: string): string {
  return text.trim().split(/\n\s*\n/)[0]!.replace(/\s+/g, ' ').trim();
}

/** A PHP file of `Orbit\Sdk\<sub>` (or the root namespace when `sub` is empty) holding `body`. */
export function phpFile(sub: string, imports: string[], body: string): string {
  const namespace = sub ? `${NAMESPACE}\\${sub}` : NAMESPACE;
  const uses = [...new Set(imports)].sort((a, b) => a.localeCompare(b));
  return [
    '<?php',
    '',
    generatedHeader('//', GENERATOR).trimEnd(),
    '',
    'declare(strict_types=1);',
    '',
    `namespace ${namespace};`,
    '',
    ...(uses.length ? [...uses.map((u) => `use ${u};`), ''] : []),
    body.trimEnd(),
    '',
  ].join('\n');
}
