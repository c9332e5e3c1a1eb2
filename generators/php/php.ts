// How the PHP generator spells the model: class and constant names, PHP literals, type descriptors
// (what the request core checks and hydrates) and phpdoc types. Language rules live here, not in the model.
import type { EnumType, EnumValue, NamedType, SdkModel, TypeRef } from '../model/index.ts';

export const NAMESPACE = 'Orbit\\Sdk';
export const GENERATOR = 'generators/php/generate.ts';

/** Names PHP refuses for a class (reserved words and soft-reserved type names). */
const RESERVED_CLASS_NAMES = new Set(
  'abstract and array as bool break callable case catch class clone const continue declare default do echo else elseif empty enddeclare endfor endforeach endif endswitch endwhile enum eval exit extends false final finally float fn for foreach function global goto if implements include instanceof insteadof int interface isset iterable list match mixed namespace never new null numeric object or parent print private protected public readonly require resource return self static string switch throw trait true try unset use var void while xor yield'.split(
    ' ',
  ),
);

export function className(name: string, model: SdkModel): string {
  const type = model.types.find((t) => t.name.original === name);
  const spelled = type ? type.name.pascal : name;
  if (RESERVED_CLASS_NAMES.has(spelled.toLowerCase())) throw new Error(`php: the type ${name} would be a reserved PHP class name`);
  return spelled;
}

export function typeClass(type: NamedType): string {
  if (RESERVED_CLASS_NAMES.has(type.name.pascal.toLowerCase())) throw new Error(`php: the type ${type.name.original} would be a reserved PHP class name`);
  return type.name.pascal;
}

/** `OrderStatus::PENDING`; a value that does not start with a letter gets the type's last word first (`SIZE_256X256`). */
export function enumConstant(type: EnumType, value: EnumValue): string {
  const name = value.name.screamingSnake;
  if (/^[A-Z]/.test(name) && name !== 'CLASS') return name;
  return `${type.name.words[type.name.words.length - 1]!.toUpperCase()}_${name}`;
}

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

/**
 * The type descriptor the request core checks arguments against and hydrates answers with:
 * 'string' | 'int' | 'float' | 'bool' | 'mixed' | a model class | ['list', T] | ['map', T].
 * Enums and literals are strings (their membership is the service's to check).
 */
export function descriptor(type: TypeRef, model: SdkModel): string {
  switch (type.kind) {
    case 'string':
    case 'literal':
      return "'string'";
    case 'integer':
      return "'int'";
    case 'number':
      return "'float'";
    case 'boolean':
      return "'bool'";
    case 'unknown':
      return "'mixed'";
    case 'array':
      return `['list', ${descriptor(type.items, model)}]`;
    case 'map':
      return `['map', ${descriptor(type.values, model)}]`;
    case 'file':
      throw new Error('php: file parameters are not supported yet');
    case 'named': {
      const named = model.types.find((t) => t.name.original === type.name);
      if (!named) throw new Error(`php: unknown type ${type.name}`);
      if (named.kind === 'untagged') throw new Error(`php: a union without a discriminator (${type.name}) is not supported yet`);
      if (named.kind === 'enum') return "'string'";
      if (named.kind === 'union') throw new Error(`php: a union type (${type.name}) as a field is not supported`);
      return `${typeClass(named)}::class`;
    }
  }
}

/** The phpdoc type of a value (`list<Order>`, `array<string, mixed>`); enums are `string` (unknown values pass). */
export function docType(type: TypeRef, model: SdkModel, input = false, prefix = ''): string {
  switch (type.kind) {
    case 'string':
      return 'string';
    case 'literal':
      return str(type.value);
    case 'integer':
      return 'int';
    case 'number':
      return input ? 'int|float' : 'float';
    case 'boolean':
      return 'bool';
    case 'unknown':
    case 'file':
      return 'mixed';
    case 'array':
      return `list<${docType(type.items, model, input, prefix)}>`;
    case 'map':
      return `array<string, ${docType(type.values, model, input, prefix)}>`;
    case 'named': {
      const named = model.types.find((t) => t.name.original === type.name)!;
      if (named.kind === 'enum') return 'string';
      if (named.kind === 'object' && input) return `${prefix}${typeClass(named)}|array<string, mixed>`;
      return prefix + typeClass(named);
    }
  }
}

/** The native property type (PHP 7.4 typed properties), or null where PHP 7.4 has none (mixed). */
export function nativeType(type: TypeRef, model: SdkModel): string | null {
  switch (type.kind) {
    case 'string':
    case 'literal':
      return 'string';
    case 'integer':
      return 'int';
    case 'number':
      return 'float';
    case 'boolean':
      return 'bool';
    case 'unknown':
    case 'file':
      return null;
    case 'array':
    case 'map':
      return 'array';
    case 'named': {
      const named = model.types.find((t) => t.name.original === type.name)!;
      return named.kind === 'enum' ? 'string' : typeClass(named);
    }
  }
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
