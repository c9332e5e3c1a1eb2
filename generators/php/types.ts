// The data types of the PHP SDK: how a model type is spelled (the request core's type descriptors, phpdoc
// and native property types) and src/Models/*.php: one class per object type a caller meets (answers, and
// the objects nested in arguments), one class of constants per enum. Request bodies are not classes: their
// fields are the method's parameters (src/Resources).
import type { Constraints, EnumType, Field, Method, NamedType, ObjectType, SdkModel, TypeRef } from '../model/index.ts';
import { enumConstant, getterName, typeClass } from './names.ts';
import { docLines, floatLiteral, literal, pcre, phpFile, str, summaryOf } from './syntax.ts';

/** The named type a TypeRef names. */
export function namedType(model: SdkModel, name: string): NamedType {
  const named = model.types.find((t) => t.name.original === name);
  if (!named) throw new Error(`php: unknown type ${name}`);
  return named;
}

/**
 * The type descriptor the request core checks arguments against and hydrates answers with:
 * 'string' | 'int' | 'float' | 'bool' | 'mixed' | 'file' | a model class | ['list', T] | ['map', T] |
 * ['oneOf', [variant, ...]] (a union without a discriminator; an enum variant is ['enum', [values]], the
 * values the union rule matches). Enums are 'string' or 'int' and literals 'string' elsewhere (their
 * membership is the service's to check).
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
    case 'file':
      return "'file'";
    case 'array':
      return `['list', ${descriptor(type.items, model)}]`;
    case 'map':
      return `['map', ${descriptor(type.values, model)}]`;
    case 'named': {
      const named = namedType(model, type.name);
      if (named.kind === 'enum') return named.valueType === 'integer' ? "'int'" : "'string'";
      if (named.kind === 'union') throw new Error(`php: a union type with a discriminator (${type.name}) as a field is not supported`);
      if (named.kind === 'untagged') return `['oneOf', [${named.variants.map((v) => variantDescriptor(v.type, model)).join(', ')}]]`;
      return `${typeClass(named)}::class`;
    }
  }
}

/** A variant of a union without a discriminator: enums (and literals) with the values the rule matches. */
function variantDescriptor(type: TypeRef, model: SdkModel): string {
  if (type.kind === 'literal') return `['enum', [${literal(type.value)}]]`;
  const named = type.kind === 'named' ? namedType(model, type.name) : undefined;
  if (named?.kind === 'enum') return `['enum', ${literal(named.values.map((v) => v.value))}]`;
  return descriptor(type, model);
}

/**
 * The phpdoc type of a value (`list<Order>`, `array<string, mixed>`); enums are `string` or `int` (unknown
 * values pass). `prefix` is how code names model classes (`Models\\` in src/Resources): with a prefix the
 * type is for code (a file names its classes as the Resources file imports them), without it for api.md.
 */
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
      return 'mixed';
    case 'file':
      return `File|${prefix ? '\\' : ''}SplFileInfo|StreamInterface|resource`;
    case 'array':
      return `list<${docType(type.items, model, input, prefix)}>`;
    case 'map':
      return `array<string, ${docType(type.values, model, input, prefix)}>`;
    case 'named': {
      const named = namedType(model, type.name);
      if (named.kind === 'enum') return named.valueType === 'integer' ? 'int' : 'string';
      if (named.kind === 'object' && input) return `${prefix}${typeClass(named)}|array<string, mixed>`;
      if (named.kind === 'untagged') {
        // The variants; an object of no variant's shape stays an array (answers) or is given as one (arguments).
        const variants = named.variants.map((v) => docType(v.type, model, false, prefix));
        const objects = named.variants.some((v) => v.type.kind === 'named' && namedType(model, v.type.name).kind === 'object');
        return [...new Set([...variants, ...(objects ? ['array<string, mixed>'] : [])])].join('|');
      }
      return prefix + typeClass(named);
    }
  }
}

/** The native property type (PHP 7.4 typed properties), or null where PHP 7.4 has none (mixed, unions). */
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
      const named = namedType(model, type.name);
      if (named.kind === 'enum') return named.valueType === 'integer' ? 'int' : 'string';
      return named.kind === 'untagged' ? null : typeClass(named);
    }
  }
}

/**
 * The object types that get a class: every answer type, and every object nested in a method's arguments
 * (in fields, lists, maps and the variants of unions without a discriminator).
 */
export function modelTypes(model: SdkModel): ObjectType[] {
  const wanted = new Set<string>();
  const seen = new Set<string>();
  const visit = (type: TypeRef): void => {
    if (type.kind === 'array') return visit(type.items);
    if (type.kind === 'map') return visit(type.values);
    if (type.kind !== 'named' || seen.has(type.name)) return;
    seen.add(type.name);
    const named = namedType(model, type.name);
    if (named.kind === 'untagged') for (const v of named.variants) visit(v.type);
    if (named.kind !== 'object') return;
    wanted.add(type.name);
    for (const f of named.fields) visit(f.type);
    if (typeof named.additionalProperties === 'object') visit(named.additionalProperties);
  };
  const params = (m: Method) => [...m.params, ...(m.body?.kind === 'union' ? m.body.variants.flatMap((v) => v.params) : [])];
  for (const resource of model.resources) for (const method of resource.methods) for (const p of params(method)) visit(p.type);
  for (const type of model.types) {
    if (type.kind === 'union' && type.usage.output) throw new Error(`php: the union ${type.name.original} in answers is not supported`);
    if (type.kind === 'object' && type.usage.output) visit({ kind: 'named', name: type.name.original });
  }
  return model.types.filter((t): t is ObjectType => t.kind === 'object' && wanted.has(t.name.original));
}

/** The constraints slot of a field or parameter descriptor (empty when there are none). */
export function constraintsLiteral(c: Constraints): string {
  const parts: string[] = [];
  if (c.pattern !== undefined) parts.push(`'pattern' => ${str(pcre(c.pattern))}`);
  for (const key of ['minLength', 'maxLength', 'minItems', 'maxItems'] as const) if (c[key] !== undefined) parts.push(`${str(key)} => ${c[key]}`);
  for (const key of ['minimum', 'maximum'] as const) if (c[key] !== undefined) parts.push(`${str(key)} => ${Number.isInteger(c[key]) ? c[key] : floatLiteral(c[key]!)}`);
  return parts.length ? `[${parts.join(', ')}]` : '';
}

/**
 * The named entries of a field or parameter descriptor, as the request core reads them: `in` (parameters:
 * path, query, header or body), `type` (a type descriptor), `required` and `nullable` when true, `check`
 * (the constraints) when the value travels in requests and has any.
 */
export function descriptorEntries(
  f: { type: TypeRef; required: boolean; nullable: boolean; constraints: Constraints },
  model: SdkModel,
  input: boolean,
  location?: string,
  classPrefix = '',
): [string, string][] {
  const type = descriptor(f.type, model);
  const entries: [string, string][] = [];
  if (location) entries.push(['in', str(location)]);
  entries.push(['type', classPrefix ? type.replace(/(\w+)::class/g, `${classPrefix}$1::class`) : type]);
  if (f.required) entries.push(['required', 'true']);
  // Null is a value of its own only in a JSON body (a query or path has no null).
  if (input && f.nullable && (location === undefined || location === 'body')) entries.push(['nullable', 'true']);
  // A file's maxLength is its size in bytes, which a stream does not tell beforehand: the service checks it.
  const check = input && f.type.kind !== 'file' ? constraintsLiteral(f.constraints) : '';
  if (check) entries.push(['check', check]);
  return entries;
}

/** `'name' => ['in' => …, 'type' => …],` on one line, or laid out within PSR-12's 120 columns. */
export function descriptorLines(key: string, entries: [string, string][], indent: string): string[] {
  const line = `${indent}${str(key)} => [${entries.map(([k, v]) => `${str(k)} => ${v}`).join(', ')}],`;
  if (line.length <= 120) return [line];
  const inner = `${indent}    `;
  const out = [`${indent}${str(key)} => [`];
  for (const [k, v] of entries) {
    const one = `${inner}${str(k)} => ${v},`;
    if (one.length <= 120 || !v.startsWith('[')) out.push(one);
    else out.push(`${inner}${str(k)} => [`, ...v.slice(1, -1).split(/, (?=')/).map((e) => `${inner}    ${e},`), `${inner}],`);
  }
  out.push(`${indent}],`);
  return out;
}

/** What a field's description says, plus the enum it takes its values from or the union rule. */
export function fieldDoc(f: Field, model: SdkModel): string {
  let text = summaryOf(f.description || f.name.original);
  if (f.type.kind === 'named') {
    const named = namedType(model, f.type.name);
    if (named.kind === 'enum') text += ` One of the {@see ${typeClass(named)}} values; a newer service may send others.`;
    if (named.kind === 'untagged') {
      const variants = named.variants.map((v) => docType(v.type, model)).join(', ');
      text += ` ${named.name.original}: the first of ${variants} whose shape the value has; a value of none (a newer service) is kept as received.`;
    }
  }
  if (f.type.kind === 'literal') text += ` Always ${literal(f.type.value)}.`;
  return text;
}

/** Whether an answer may leave the field out or send it as null. */
export function mayBeNull(f: Field): boolean {
  return !f.required || f.nullable;
}

/** Whether a type is the answer of a paginated operation: its class is a page (BasePage). */
export function isPage(type: ObjectType, model: SdkModel): boolean {
  return model.resources.some((r) => r.methods.some((m) => m.pagination && m.response.type?.kind === 'named' && m.response.type.name === type.name.original));
}

export function emitModel(type: ObjectType, model: SdkModel): string {
  const cls = typeClass(type);
  const input = type.usage.input;
  const page = isPage(type, model);
  const lines: string[] = [];
  lines.push('/**');
  lines.push(...docLines(type.description || `${cls}.`, ' * '));
  if (type.allOf.length) lines.push(' *', ...docLines(`Composed (allOf) of ${type.allOf.join(' and ')} and fields of its own.`, ' * '));
  lines.push(' *');
  lines.push(' * Read a field as a property (`$x->field`), as an array key (`$x[\'field\']`) or with its getter;');
  lines.push(' * fields a newer service adds are kept: read them by array access or toArray().');
  if (page) lines.push(' * A page: hasNextPage(), getNextPage() and iterPages() walk the later pages.');
  if (type.fields.length) {
    lines.push(' *');
    for (const f of type.fields) {
      const t = docType(f.type, model);
      lines.push(` * @method ${t}${mayBeNull(f) ? '|null' : ''} ${getterName(f)}()`);
    }
  }
  lines.push(' */');
  lines.push(`class ${cls} extends ${page ? 'BasePage' : 'BaseModel'}`);
  lines.push('{');
  const body: string[] = [];
  if (type.fields.length) {
    body.push('    protected const FIELDS = [');
    for (const f of type.fields) body.push(...descriptorLines(f.wireName, descriptorEntries(f, model, input), '        '));
    body.push('    ];');
  }
  if (input && type.additionalProperties === false) body.push('', '    /** Arguments of this type refuse fields the contract does not list. */', '    protected const CLOSED = true;');
  if (input && type.exactlyOneOf.length) body.push('', `    protected const ONE_OF = ${literal(type.exactlyOneOf)};`);
  for (const f of type.fields) {
    body.push('');
    const native = nativeType(f.type, model);
    const doc = fieldDoc(f, model);
    const t = docType(f.type, model);
    const needsVar = native === null || native === 'array' || t !== native;
    const comment = needsVar ? [`@var ${t}${mayBeNull(f) ? '|null' : ''}`, doc] : [doc];
    const oneLine = `    /** ${comment.join(' ')} */`;
    if (oneLine.length <= 100 && !needsVar) body.push(oneLine);
    else {
      body.push('    /**');
      for (const part of comment) body.push(...docLines(part, '     * '));
      body.push('     */');
    }
    if (native === null) body.push(`    public $${f.wireName};`);
    else if (!mayBeNull(f)) body.push(`    public ${native} $${f.wireName};`);
    else body.push(`    public ?${native} $${f.wireName} = null;`);
  }
  body.push('', ...emitFill(type, model));
  lines.push(...body.filter((l, i) => !(i === 0 && l === '')));
  lines.push('}');
  return phpFile('Models', [page ? 'Orbit\\Sdk\\Core\\BasePage' : 'Orbit\\Sdk\\Core\\BaseModel'], lines.join('\n'));
}

/** One typed check per field (the hot path of decoding an answer; see BaseModel's helpers). */
function fillLine(f: Field, model: SdkModel): string {
  const name = str(f.wireName);
  const required = !mayBeNull(f);
  const orNull = required ? '' : 'OrNull';
  const scalar: Record<string, string> = { string: 'str', literal: 'str', integer: 'int', boolean: 'bool' };
  let helper = scalar[f.type.kind];
  if (f.type.kind === 'named') {
    const named = namedType(model, f.type.name);
    if (named.kind === 'enum') helper = named.valueType === 'integer' ? 'int' : 'str';
    else if (named.kind === 'object') return `        $this->${f.wireName} = self::obj${orNull}($values, ${name}, $at, ${typeClass(named)}::class);`;
  }
  if (helper) return `        $this->${f.wireName} = self::${helper}${orNull}($values, ${name}, $at);`;
  if (f.type.kind === 'array' && f.type.items.kind === 'named') {
    const item = namedType(model, f.type.items.name);
    if (item.kind === 'object') return `        $this->${f.wireName} = self::objList($values, ${name}, $at, ${typeClass(item)}::class, ${required});`;
  }
  return `        $this->${f.wireName} = self::value($values, ${name}, $at, ${descriptor(f.type, model)}, ${required});`;
}

/** A call's arguments split at the commas outside brackets. */
function topLevelArgs(text: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '[' || text[i] === '(') depth++;
    else if (text[i] === ']' || text[i] === ')') depth--;
    else if (depth === 0 && text.startsWith(', ', i)) {
      args.push(text.slice(start, i));
      start = i + 2;
    }
  }
  return [...args, text.slice(start)];
}

function emitFill(type: ObjectType, model: SdkModel): string[] {
  const lines = ['    /** @param array<string, mixed> $values */', '    protected function fill(array $values, string $at): void', '    {'];
  for (const f of type.fields) {
    const line = fillLine(f, model);
    if (line.length <= 120) lines.push(line);
    else {
      const open = line.indexOf('(');
      const args = topLevelArgs(line.slice(open + 1, -2));
      lines.push(`${line.slice(0, open + 1)}`, ...args.map((a, i) => `            ${a}${i < args.length - 1 ? ',' : ''}`), '        );');
    }
  }
  lines.push('    }');
  return lines;
}

/** A class of constants per enum, in Orbit\Sdk\<namespace> (the SDK's Models, or the testing kit's sandbox models). */
export function emitEnum(type: EnumType, namespace = 'Models'): string {
  const cls = typeClass(type);
  const lines: string[] = ['/**'];
  lines.push(...docLines(type.description || `The values of ${type.name.original}.`, ' * '));
  lines.push(' *');
  const kind = type.valueType === 'integer' ? 'integers' : 'strings';
  lines.push(` * Values are plain ${kind}: compare with these constants, and expect values a newer service adds.`);
  lines.push(' */');
  lines.push(`final class ${cls}`);
  lines.push('{');
  const seen = new Set<string>();
  for (const v of type.values) {
    const name = enumConstant(type, v);
    if (seen.has(name)) throw new Error(`php: ${cls} has two values spelled ${name}`);
    seen.add(name);
    lines.push(`    public const ${name} = ${literal(v.value)};`);
  }
  lines.push('', '    private function __construct()', '    {', '    }', '}');
  return phpFile(namespace, [], lines.join('\n'));
}

/** The getter the model base class derives from a property (`getB64Json` → `b64_json`) must find the field. */
export function checkGetters(model: SdkModel): void {
  for (const type of modelTypes(model)) {
    for (const field of type.fields) {
      const back = field.name.pascal.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '_').toLowerCase();
      if (back !== field.wireName) throw new Error(`php: ${type.name.original}.${field.wireName}: getter get${field.name.pascal}() would not find the field`);
    }
  }
}
