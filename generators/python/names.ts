// How the Python SDK spells the model's names and types: snake_case identifiers (PEP 8's trailing
// underscore for keywords), PascalCase classes, UPPER_CASE enum members, and the typing spelling of
// each TypeRef for answers (models) and for arguments (what a caller may pass).
import type { EnumType, EnumValue, Method, NamedType, Param, Resource, SdkModel, TypeRef } from '../model/index.ts';
import { nameOf } from '../model/index.ts';

const KEYWORDS = new Set([
  'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else',
  'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise',
  'return', 'try', 'while', 'with', 'yield', 'match', 'case',
]);
/** Names a generated method takes for its own per-call options; no parameter may use them. */
export const OPTION_NAMES = ['extra_headers', 'extra_query', 'extra_body', 'max_retries', 'timeout', 'idempotency_key', 'api_key'];

/** A Python identifier for a contract name: snake_case, with a trailing `_` for keywords (`from_`). */
export function pyName(original: string): string {
  const snake = nameOf(original).snake;
  return KEYWORDS.has(snake) ? `${snake}_` : snake;
}

export const paramName = (p: Param): string => pyName(p.wireName);
export const methodName = (m: Method): string => m.name.snake;
export const resourceAttr = (r: Resource): string => r.name.snake;
/** Resource classes carry a suffix: a tag may share its name with a type (`distribution`, `Distribution`). */
export const resourceClass = (r: Resource, async = false): string => `${async ? 'Async' : ''}${r.name.pascal}Resource`;
export const moduleOf = (type: NamedType | string): string => nameOf(typeof type === 'string' ? type : type.name.original).snake;
export const operationConstant = (r: Resource, m: Method): string => `${r.name.screamingSnake}_${m.name.screamingSnake}`;

/** An enum member's name: UPPER_CASE, led by the enum's last word when the value starts with a digit. */
export function enumMemberName(type: EnumType, value: EnumValue): string {
  const name = value.name.screamingSnake;
  return /^[0-9]/.test(name) ? `${type.name.words[type.name.words.length - 1]!.toUpperCase()}_${name}` : name;
}

/** Input object types reached from parameters: they get a TypedDict (`MoneyInputParam`) callers can write as a dict. */
export function inputObjectTypes(model: SdkModel): Set<string> {
  const out = new Set<string>();
  const byName = new Map(model.types.map((t) => [t.name.original, t]));
  const visit = (t: TypeRef): void => {
    if (t.kind === 'array') return visit(t.items);
    if (t.kind === 'map') return visit(t.values);
    if (t.kind !== 'named') return;
    const named = byName.get(t.name);
    if (named?.kind === 'untagged') {
      for (const v of named.variants) visit(v.type);
      return;
    }
    if (named?.kind !== 'object' || out.has(t.name)) return;
    out.add(t.name);
    for (const f of named.fields) visit(f.type);
  };
  for (const r of model.resources) for (const m of r.methods) for (const p of allParams(m)) visit(p.type);
  return out;
}

/** Every parameter of a method, union variants included (deduplicated by wire name, first wins). */
export function allParams(m: Method): Param[] {
  const seen = new Map<string, Param>();
  const list = m.body?.kind === 'union' ? [...m.params, ...m.body.variants.flatMap((v) => v.params)] : m.params;
  for (const p of list) if (!seen.has(p.wireName)) seen.set(p.wireName, p);
  return [...seen.values()];
}

export interface Spelling {
  model: SdkModel;
  /** Named types mentioned (for imports). */
  used?: Set<string>;
}

function named(model: SdkModel, name: string): NamedType {
  const t = model.types.find((x) => x.name.original === name);
  if (!t) throw new Error(`generators/python: unknown type ${name}`);
  return t;
}

/** The type of a field of an answer model. */
export function outputType(t: TypeRef, s: Spelling): string {
  switch (t.kind) {
    case 'string':
      return 'str';
    case 'integer':
      return 'int';
    case 'number':
      return 'float';
    case 'boolean':
      return 'bool';
    case 'literal':
      return `Literal[${JSON.stringify(t.value)}]`;
    case 'named':
      s.used?.add(t.name);
      return t.name;
    case 'array':
      return `List[${outputType(t.items, s)}]`;
    case 'map':
      return `Dict[str, ${outputType(t.values, s)}]`;
    case 'unknown':
      return 'Any';
    case 'file':
      // Never in an answer (the model refuses it there); the spelling of a file parameter, for the docs.
      return 'FileTypes';
  }
}

/** `Union[...]` of types, a member that is itself a `Union[...]` flattened into it (`Union[Priority, int, None]`). */
export function union(types: string[]): string {
  return `Union[${types.map((t) => (/^Union\[.*\]$/.test(t) ? t.slice(6, -1) : t)).join(', ')}]`;
}

/** The type of an argument: enums also as plain strings, input objects also as dicts (TypedDicts). */
export function inputType(t: TypeRef, s: Spelling): string {
  switch (t.kind) {
    case 'named': {
      const type = named(s.model, t.name);
      if (type.kind === 'untagged') {
        // The variants' own argument types: the alias of the answers is Annotated for decoding.
        return union(type.variants.map((v) => inputType(v.type, s)));
      }
      s.used?.add(t.name);
      if (type.kind === 'enum') return `Union[${t.name}, ${type.valueType === 'integer' ? 'int' : 'str'}]`;
      if (type.kind === 'object') {
        s.used?.add(`${t.name}Param`);
        return `Union[${t.name}Param, ${t.name}]`;
      }
      return t.name;
    }
    case 'array':
      return `Sequence[${inputType(t.items, s)}]`;
    case 'map':
      return `Mapping[str, ${inputType(t.values, s)}]`;
    case 'unknown':
      return 'object';
    case 'file':
      return 'FileTypes';
    default:
      return outputType(t, s);
  }
}

/** A JSON value as a Python literal (for examples). */
export function pyLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => pyLiteral(v, indent)).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => `${JSON.stringify(k)}: ${pyLiteral(v, indent)}`);
  return `{${entries.join(', ')}}`;
}

/** A Python string literal of any text (double quotes, escapes as JSON spells them). */
export const pyString = (text: string): string => JSON.stringify(text);

/** The first paragraph of a description, on one line. */
export function firstParagraph(text: string): string {
  return (text.split(/\n\s*\n/)[0] ?? '').replace(/\s*\n\s*/g, ' ').trim();
}

/** A docstring body (no quotes) safe inside triple quotes, wrapped at 110 columns. */
export function docText(text: string, indent: string): string[] {
  const clean = text.replace(/\\/g, '\\\\').replace(/"""/g, '\\"\\"\\"').trim();
  const out: string[] = [];
  for (const paragraph of clean.split(/\n\s*\n/)) {
    const words = paragraph.replace(/\s*\n\s*/g, ' ').split(' ');
    let line = '';
    for (const word of words) {
      if (line && indent.length + line.length + word.length + 1 > 110) {
        out.push(indent + line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) out.push(indent + line);
    out.push('');
  }
  out.pop();
  return out;
}

/** A docstring at `indent`. */
export function docstring(text: string, indent: string): string[] {
  const lines = docText(text, indent);
  if (lines.length === 0) return [];
  if (lines.length === 1 && lines[0]!.length + 6 <= 118) return [`${indent}"""${lines[0]!.trim()}"""`];
  return [`${indent}"""${lines[0]!.trim()}`, ...lines.slice(1), `${indent}"""`];
}

/** One `name: description` entry of a docstring's Args section (continuation lines indented). */
export function argDoc(text: string, indent: string): string[] {
  const lines = docText(text, indent).filter((l) => l.trim());
  return lines.map((l, i) => (i === 0 ? l : `    ${l}`));
}
