// orbit_sdk/types/: one module per named type of the model. Objects are pydantic models (BaseModel of
// orbit_sdk/_models.py: unknown fields kept in `model_extra`; an allOf composition is one model with every
// part's fields), enums are OpenEnums or OpenIntEnums (unknown values created on the fly), unions are
// `Annotated` aliases: discriminated, or `Untagged()` (the first variant whose shape the value has).
// Input objects reached from a parameter also get a TypedDict (`<Name>Param`), so callers can pass a plain dict.
// Also the typing spelling of every TypeRef, for answers (models) and for arguments (what a caller may pass).
import type { GeneratedFile } from '../lib/generator.ts';
import type { Method, NamedType, ObjectType, Param, SdkModel, TypeRef } from '../model/index.ts';
import { enumMemberName, moduleOf, pyName } from './names.ts';
import { docstring, firstParagraph, HEADER, importBlock, lazyPackageInit } from './syntax.ts';

/** Every parameter of a method, union variants included (deduplicated by wire name, first wins). */
export function allParams(m: Method): Param[] {
  const seen = new Map<string, Param>();
  const list = m.body?.kind === 'union' ? [...m.params, ...m.body.variants.flatMap((v) => v.params)] : m.params;
  for (const p of list) if (!seen.has(p.wireName)) seen.set(p.wireName, p);
  return [...seen.values()];
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
