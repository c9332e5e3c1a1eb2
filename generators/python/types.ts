// orbit_sdk/types/: one module per named type of the model. Objects are pydantic models (BaseModel of
// orbit_sdk/_models.py: unknown fields kept in `model_extra`; an allOf composition is one model with every
// part's fields), enums are OpenEnums or OpenIntEnums (unknown values created on the fly), unions are
// `Annotated` aliases: discriminated, or `Untagged()` (the first variant whose shape the value has).
// Input objects reached from a parameter also get a TypedDict (`<Name>Param`), so callers can pass a plain dict.
import type { GeneratedFile } from '../lib/generator.ts';
import { generatedHeader } from '../lib/generator.ts';
import type { NamedType, ObjectType, SdkModel, TypeRef } from '../model/index.ts';
import { docstring, enumMemberName, firstParagraph, inputObjectTypes, inputType, moduleOf, outputType, pyName, type Spelling } from './names.ts';

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

function objectModel(type: ObjectType, model: SdkModel, used: Set<string>): string {
  const s: Spelling = { model, used };
  const composed = type.allOf.length ? `\n\nComposed (allOf) of ${type.allOf.join(' and ')} and its own fields, in one model.` : '';
  const out = [`class ${type.name.original}(BaseModel):`, ...docstring(`${type.description || `${type.name.original}.`}${composed}`, '    ')];
  for (const f of type.fields) {
    const name = pyName(f.wireName);
    const t = outputType(f.type, s);
    const alias = name !== f.wireName ? `pydantic.Field(alias=${JSON.stringify(f.wireName)}${f.required ? '' : ', default=None'})` : '';
    out.push('');
    // A nullable field may arrive as null: Optional, and still required when the contract requires the key.
    if (f.required) out.push(`    ${name}: ${f.nullable ? `Optional[${t}]` : t}${alias ? ` = ${alias}` : ''}`);
    else out.push(`    ${name}: Optional[${t}] = ${alias || 'None'}`);
    const doc = firstParagraph(f.description);
    if (doc) out.push(...docstring(doc, '    '));
  }
  return out.join('\n');
}

function paramTypedDict(type: ObjectType, model: SdkModel, used: Set<string>): string {
  const s: Spelling = { model, used };
  const out = [`class ${type.name.original}Param(TypedDict, total=False):`, ...docstring(`${type.name.original} as a dict, for arguments. ${type.description}`, '    ')];
  for (const f of type.fields) {
    if (pyName(f.wireName) !== f.wireName) throw new Error(`generators/python: ${type.name.original}.${f.wireName} cannot be a TypedDict key`);
    const value = inputType(f.type, s);
    // A nullable field takes None, sent as null; another field given None is left out.
    const t = f.nullable ? `Optional[${value}]` : value;
    out.push('', `    ${f.wireName}: ${f.required ? `Required[${t}]` : t}`);
    const doc = firstParagraph(f.description);
    if (doc) out.push(...docstring(doc, '    '));
  }
  return out.join('\n');
}

function body(type: NamedType, model: SdkModel, used: Set<string>): string {
  if (type.kind === 'object') return objectModel(type, model, used);
  if (type.kind === 'enum') {
    const integer = type.valueType === 'integer';
    const note = `A value this version does not know arrives as a member created on the fly, readable as its ${integer ? 'integer' : 'string'}.`;
    const out = [`class ${type.name.original}(${integer ? 'OpenIntEnum' : 'OpenEnum'}):`, ...docstring(`${type.description || type.name.original + '.'}\n\n${note}`, '    '), ''];
    for (const v of type.values) out.push(`    ${enumMemberName(type, v)} = ${JSON.stringify(v.value)}`);
    return out.join('\n');
  }
  if (type.kind === 'untagged') {
    const members = type.variants.map((v) => outputType(v.type, { model, used }));
    return [
      `${type.name.original} = Annotated[Union[${members.join(', ')}], Untagged()]`,
      ...docstring(
        `${type.description || `One of ${members.join(', ')}.`}\n\nWithout a discriminator (\`${type.keyword}\`): a value is the first of ${members.join(', ')} whose shape it has (an object holding every required field, an enum's value, a JSON kind). A value no variant matches (a newer shape) is kept as it came.`,
        '',
      ),
    ].join('\n');
  }
  for (const v of type.variants) used.add(v.type);
  const members = type.variants.map((v) => v.type).join(', ');
  return [
    `${type.name.original} = Annotated[Union[${members}], pydantic.Field(discriminator=${JSON.stringify(type.discriminator)})]`,
    ...docstring(type.description || `One of ${members}, told apart by \`${type.discriminator}\`.`, ''),
  ].join('\n');
}

const holdsFile = (t: TypeRef): boolean => t.kind === 'file' || (t.kind === 'array' && holdsFile(t.items));

export function emitTypes(model: SdkModel): GeneratedFile[] {
  const files: GeneratedFile[] = [];
  const exports: [string, string][] = [];
  const inputs = inputObjectTypes(model);
  for (const type of model.types) {
    // A multipart body's type is no model: its fields are the method's parameters, and a file is no JSON value.
    if (type.kind === 'object' && !type.usage.output && type.fields.some((f) => holdsFile(f.type))) continue;
    const used = new Set<string>();
    const code = body(type, model, used);
    used.delete(type.name.original);
    const imports = importBlock(code, { '.._models': ['BaseModel', 'OpenEnum', 'OpenIntEnum', 'Untagged'] }, used, '');
    files.push({ path: `orbit_sdk/types/${moduleOf(type)}.py`, content: `${HEADER}${imports ? `${imports.replace(/from \./g, 'from .')}\n` : ''}\n__all__ = [${JSON.stringify(type.name.original)}]\n\n\n${code}\n` });
    exports.push([moduleOf(type), type.name.original]);
    if (type.kind === 'object' && inputs.has(type.name.original)) {
      const pUsed = new Set<string>();
      const pCode = paramTypedDict(type, model, pUsed);
      const pImports = importBlock(pCode, {}, pUsed, '');
      files.push({ path: `orbit_sdk/types/${moduleOf(type)}_param.py`, content: `${HEADER}${pImports}\n\n__all__ = [${JSON.stringify(`${type.name.original}Param`)}]\n\n\n${pCode}\n` });
      exports.push([`${moduleOf(type)}_param`, `${type.name.original}Param`]);
    }
  }
  exports.sort((a, b) => a[1].localeCompare(b[1]));
  const doc = 'The data types of requests and answers (answers may gain fields and enum values in minor releases).';
  files.push({ path: 'orbit_sdk/types/__init__.py', content: lazyPackageInit(doc, exports) });
  return files;
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
