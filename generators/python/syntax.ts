// Python source as the generators write it: the header of generated files, import blocks (from the names
// a module's code uses), the lazy package __init__s, docstrings wrapped at 110 columns, and literals.
import { generatedHeader } from '../lib/generator.ts';
import { moduleOf } from './names.ts';

export const HEADER = generatedHeader('#', 'generators/python');

/** Code without its docstrings and string literals (so words in prose import nothing). */
const codeOnly = (code: string): string => code.replace(/"""[\s\S]*?"""/g, '').replace(/"(?:[^"\\\n]|\\.)*"/g, '""');

function typingImports(code: string, candidates: string[]): string[] {
  const bare = codeOnly(code);
  return candidates.filter((name) => new RegExp(`\\b${name}\\b`).test(bare));
}

/** The import block of a generated module, from the names its body uses. */
export function importBlock(body: string, own: Record<string, string[]>, localTypes: Set<string>, fromTypes: string): string {
  const lines: string[] = [];
  if (/\bcached_property\b/.test(codeOnly(body))) lines.push('from functools import cached_property');
  const typing = typingImports(body, ['Any', 'Dict', 'List', 'Mapping', 'Optional', 'Sequence', 'Union', 'overload']);
  if (typing.length) lines.push(`from typing import ${typing.join(', ')}`);
  const ext = typingImports(body, ['Annotated', 'Literal', 'Never', 'Required', 'TypedDict']);
  lines.push('');
  if (/\bpydantic\./.test(codeOnly(body))) lines.push('import pydantic');
  if (/\bhttpx\./.test(codeOnly(body))) lines.push('import httpx');
  if (ext.length) lines.push(`from typing_extensions import ${ext.join(', ')}`);
  lines.push('');
  for (const [module, names] of Object.entries(own).filter(([m]) => m !== 'functools')) {
    const used = names.filter((n) => new RegExp(`\\b${n}\\b`).test(codeOnly(body)));
    if (used.length) lines.push(`from ${module} import ${used.join(', ')}`);
  }
  for (const t of [...localTypes].sort()) lines.push(`from ${fromTypes}.${moduleOf(t.replace(/Param$/, '')) + (t.endsWith('Param') ? '_param' : '')} import ${t}`);
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').replace(/^\n+/, '').trim();
}

/**
 * A package `__init__` whose names load their module on first use (PEP 562), so `import orbit_sdk` builds
 * no model class and imports no resource. Type checkers read the imports under TYPE_CHECKING and never see
 * `__getattr__`, so an unknown name stays an error for them.
 */
export function lazyPackageInit(doc: string, exports: [module: string, name: string][]): string {
  return [
    HEADER.trimEnd(),
    `"""${doc}`,
    '',
    'Each name loads its module on first use (PEP 562)."""',
    'from typing import TYPE_CHECKING',
    '',
    'if TYPE_CHECKING:',
    ...exports.map(([module, name]) => `    from .${module} import ${name} as ${name}`),
    '',
    '__all__ = [',
    ...exports.map(([, name]) => `    ${JSON.stringify(name)},`),
    ']',
    '',
    '#: Each name\'s module.',
    '_MODULES = {',
    ...exports.map(([module, name]) => `    ${JSON.stringify(name)}: ${JSON.stringify(module)},`),
    '}',
    '',
    'if not TYPE_CHECKING:',
    '    from .._lazy import lazy_exports',
    '',
    '    __getattr__, __dir__ = lazy_exports(__name__, _MODULES, globals(), __all__)',
    '',
  ].join('\n');
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

/** A Python tuple of strings or numbers: `("a",)`, `(1, 2)`. */
export const pyFlat = (values: (string | number)[]): string => `(${values.map((x) => JSON.stringify(x)).join(', ')}${values.length === 1 ? ',' : ''})`;

/** A tuple of tuples: `(("a",), ("b", "c"))`. */
export function pyTuple(groups: string[][]): string {
  return `(${groups.map(pyFlat).join(', ')}${groups.length === 1 ? ',' : ''})`;
}

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
