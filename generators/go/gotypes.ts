// Go types of the model: which named types the SDK declares, how a TypeRef is spelled in Go, and the
// declarations (plain structs with json tags, enums as string types with constants).
//
// Field rules (documented in the README):
// - required values are plain values; optional values in requests are pointers (`orbit.String("x")`),
//   except enums (empty means absent), nested objects (nil), arrays and maps (nil);
// - optional values in answers are plain values with `omitempty` (absent reads as the zero value),
//   except nested objects, which are pointers (nil when absent);
// - `format: byte` is []byte (encoding/json decodes and encodes the base64);
// - a single-value enum (literal) is a string; in requests the SDK sends the value when it is required.
import type { EnumType, Field, Method, NamedType, ObjectType, Param, SdkModel, TypeRef } from '../model/index.ts';
import { nameOf } from '../model/index.ts';
import { discriminatorType, enumConst, exported } from './names.ts';

export type Direction = 'input' | 'output';

export class GoTypes {
  readonly byName = new Map<string, NamedType>();
  /** Named types the SDK declares (request body types become params structs; error bodies become APIError). */
  readonly declared = new Set<string>();
  /** Object types sent in requests: each gets an `object` spec for argument checks and encoding. */
  readonly inputObjects = new Set<string>();
  /** Union discriminator string types: go name → values. */
  readonly discriminators = new Map<string, { union: string; values: string[] }>();

  constructor(readonly model: SdkModel) {
    for (const t of model.types) this.byName.set(t.name.original, t);
    const bodyTypes = new Set<string>();
    for (const m of this.methods()) {
      if (m.body) bodyTypes.add(m.body.type);
      if (m.body?.kind === 'union') for (const v of m.body.variants) bodyTypes.add(v.type);
    }
    const visit = (t: TypeRef, input: boolean): void => {
      if (t.kind === 'array') return visit(t.items, input);
      if (t.kind === 'map') return visit(t.values, input);
      if (t.kind !== 'named') return;
      const named = this.named(t.name);
      if (input && named.kind === 'object') {
        if (this.inputObjects.has(named.name.original)) return;
        this.inputObjects.add(named.name.original);
      }
      if (this.declared.has(named.name.original) && !input) return;
      this.declared.add(named.name.original);
      if (named.kind === 'object') for (const f of named.fields) visit(f.type, input);
      if (named.kind === 'union') throw new Error(`generators/go: union ${named.name.original} as a field type is not supported`);
    };
    for (const m of this.methods()) {
      for (const p of this.bodyParams(m)) visit(p.type, true);
      for (const p of m.params) if (p.location !== 'body') visit(p.type, true);
      if (m.response.type) visit(m.response.type, false);
      if (m.stream) visit(m.stream.chunk, false);
    }
    for (const b of bodyTypes) if (this.declared.has(b)) throw new Error(`generators/go: request body ${b} is also used as a field type`);
    for (const m of this.methods()) {
      if (m.body?.kind === 'union') {
        const goName = discriminatorType(m.body.type, m.body.discriminator);
        this.discriminators.set(goName, { union: m.body.type, values: m.body.variants.map((v) => v.value) });
        // A synthetic enum, so that fields of the flat params struct can name it like any enum.
        const synthetic: EnumType = { kind: 'enum', name: nameOf(goName), description: '', valueType: 'string', values: m.body.variants.map((v) => ({ value: v.value, name: nameOf(v.value) })), usage: { input: true, output: false } };
        this.byName.set(goName, synthetic);
      }
    }
  }

  methods(): Method[] {
    return this.model.resources.flatMap((r) => r.methods);
  }

  named(name: string): NamedType {
    return this.byName.get(name) ?? fail(`unknown type ${name}`);
  }

  goName(name: string): string {
    return exported(name);
  }

  /** The params of a method that travel in the body (for a union body: every variant's, once). */
  bodyParams(m: Method): Param[] {
    if (m.body?.kind === 'union') {
      const seen = new Map<string, Param>();
      for (const v of m.body.variants) for (const p of v.params) if (!seen.has(p.wireName)) seen.set(p.wireName, p);
      return [...seen.values()];
    }
    return m.params.filter((p) => p.location === 'body');
  }

  /** The Go spelling of a type, as a required value. */
  goType(t: TypeRef): string {
    switch (t.kind) {
      case 'string':
        return t.format === 'byte' ? '[]byte' : 'string';
      case 'integer':
        return t.format === 'int64' ? 'int64' : 'int';
      case 'number':
        return 'float64';
      case 'boolean':
        return 'bool';
      case 'literal':
        return 'string';
      case 'named':
        return this.goName(t.name);
      case 'array':
        return `[]${this.goType(t.items)}`;
      case 'map':
        return `map[string]${this.goType(t.values)}`;
      case 'unknown':
        return 'interface{}';
      case 'file':
        return fail('file parts are not supported yet');
    }
  }

  /** Whether an optional value of this type is a pointer in the given direction. */
  optionalIsPointer(t: TypeRef, direction: Direction): boolean {
    if (t.kind === 'named') return this.named(t.name).kind === 'object';
    if (direction === 'output') return false;
    if (t.kind === 'string') return t.format !== 'byte';
    return t.kind === 'integer' || t.kind === 'number' || t.kind === 'boolean';
  }

  /** A field's Go type and json tag. */
  field(wireName: string, t: TypeRef, required: boolean, direction: Direction): { type: string; tag: string } {
    const base = this.goType(t);
    const pointer = !required && this.optionalIsPointer(t, direction);
    return { type: pointer ? `*${base}` : base, tag: `\`json:"${wireName}${required ? '' : ',omitempty'}"\`` };
  }

  directionOf(type: ObjectType): Direction {
    return this.inputObjects.has(type.name.original) ? 'input' : 'output';
  }

  /** Declarations of one named type; `hidden`: unexported field lines the SDK adds (e.g. a page's request). */
  declaration(type: NamedType, hidden: string[] = []): string {
    const name = this.goName(type.name.original);
    if (type.kind === 'enum') return this.enumDeclaration(type, name);
    if (type.kind === 'union') throw new Error(`generators/go: union ${type.name.original} is a request body, not a declared type`);
    if (type.kind === 'untagged') return fail(`the untagged union ${type.name.original} is not supported yet`);
    const direction = this.directionOf(type);
    const where = [type.usage.output && 'answers', direction === 'input' && 'requests'].filter(Boolean).join(' and ');
    const out: string[] = [];
    out.push(comment(`${name} is an object in ${where}.${type.description ? ` ${type.description}` : ''}${direction === 'output' ? ' Fields a newer service adds are ignored.' : ''}`));
    out.push(`type ${name} struct {`);
    for (const f of type.fields) out.push(...this.fieldLines(f, direction));
    if (hidden.length) out.push('', ...hidden);
    out.push('}');
    return out.join('\n');
  }

  /** A struct field; `unionField`: a field of a flat union params struct (its doc says which shapes take it). */
  fieldLines(f: Field | Param, direction: Direction, requiredOverride?: boolean, extraDoc = '', unionField = false): string[] {
    const required = requiredOverride ?? f.required;
    const { type, tag } = this.field(f.wireName, f.type, required, direction);
    const finalTag = unionField ? tag.replace(/"`$/, ',omitempty"`').replace(',omitempty,omitempty', ',omitempty') : tag;
    const doc = [fieldDoc(f, required, direction, this, unionField), extraDoc.trim()].filter(Boolean).join(' ');
    return [...(doc ? [indentComment(doc)] : []), `\t${exported(f.name)} ${type} ${finalTag}`];
  }

  enumDeclaration(type: EnumType, name: string): string {
    const out: string[] = [];
    out.push(
      comment(
        `${name} is an enum (a string)${type.description ? `: ${type.description}` : '.'} The constants below are the values this release knows; a newer service may send others, which arrive as they are.`,
      ),
    );
    out.push(`type ${name} string`, '');
    out.push(`// The values of ${name}.`, 'const (');
    for (const v of type.values) out.push(`\t${enumConst(name, String(v.value))} ${name} = ${JSON.stringify(v.value)}`);
    out.push(')');
    return out.join('\n');
  }

  discriminatorDeclaration(goName: string): string {
    const d = this.discriminators.get(goName)!;
    const union = this.named(d.union);
    const out = [
      comment(`${goName} chooses the shape of ${exported(d.union)}'s parameters.${union.description ? ` ${union.description}` : ''}`),
      `type ${goName} string`,
      '',
      `// The values of ${goName}.`,
      'const (',
    ];
    for (const v of d.values) out.push(`\t${enumConst(goName, v)} ${goName} = ${JSON.stringify(v)}`);
    out.push(')');
    return out.join('\n');
  }
}

function fail(message: string): never {
  throw new Error(`generators/go: ${message}`);
}

export function constraintText(p: { constraints: Field['constraints']; default?: unknown }): string {
  const c = p.constraints;
  const parts: string[] = [];
  if (c.pattern) parts.push(`pattern ${c.pattern}`);
  parts.push(range(c.minLength, c.maxLength, 'characters'));
  parts.push(range(c.minimum, c.maximum, ''));
  parts.push(range(c.minItems, c.maxItems, 'items'));
  return parts.filter(Boolean).join('; ');
}

function range(min: number | undefined, max: number | undefined, unit: string): string {
  const u = unit ? ` ${unit}` : '';
  if (min !== undefined && max !== undefined) return `${min} to ${max}${u}`;
  if (min !== undefined) return `at least ${min}${u}`;
  if (max !== undefined) return `at most ${max}${u}`;
  return '';
}


function fieldDoc(f: Field | Param, required: boolean, direction: Direction, types: GoTypes, unionField = false): string {
  const parts: string[] = [];
  const description = f.description.split(/\n\s*\n/)[0]!.trim();
  if (description) parts.push(description.replace(/\s*\n\s*/g, ' ').replace(/([^.])$/, '$1.'));
  if (f.type.kind === 'literal') {
    parts.push(direction === 'input' && required ? `Always ${JSON.stringify(f.type.value)}; the SDK sends it when left empty.` : `Always ${JSON.stringify(f.type.value)}.`);
  } else {
    const rules = constraintText(f);
    const facts = [unionField ? '' : required ? 'Required' : 'Optional', rules, f.default !== undefined ? `default ${JSON.stringify(f.default)}` : ''].filter(Boolean);
    if (direction === 'input' && facts.length) parts.push(`${facts.join('; ').replace(/^./, (c) => c.toUpperCase())}.`);
  }
  if (f.type.kind === 'string' && f.type.format === 'byte') parts.push('In Go the bytes themselves (encoding/json converts the base64 of the JSON).');
  if (f.type.kind === 'string' && f.type.format === 'date-time') parts.push('An RFC 3339 time (time.Parse(time.RFC3339, …)).');
  if (f.type.kind === 'string' && f.type.format === 'date') parts.push('A date, YYYY-MM-DD.');
  const pointer = !required && types.optionalIsPointer(f.type, direction);
  if (!required && !pointer && f.type.kind !== 'literal') parts.push(direction === 'output' ? 'Optional: the zero value when absent.' : 'Empty when absent.');
  if (f.deprecated) parts.push('Deprecated: the contract marks it deprecated.');
  return parts.join(' ');
}

/** A Go doc comment, wrapped at about 100 columns. */
export function comment(text: string, indent = ''): string {
  const lines: string[] = [];
  for (const paragraph of text.trim().split(/\n\s*\n/)) {
    if (lines.length) lines.push(`${indent}//`);
    const isList = /^\s*[-|]/m.test(paragraph);
    if (isList) {
      for (const line of paragraph.split('\n')) lines.push(`${indent}// ${line.trim()}`.trimEnd());
      continue;
    }
    let line = '';
    for (const w of paragraph.split(/\s+/)) {
      if (line && line.length + w.length + 1 > 96) {
        lines.push(`${indent}// ${line}`);
        line = w;
      } else line = line ? `${line} ${w}` : w;
    }
    if (line) lines.push(`${indent}// ${line}`);
  }
  return lines.join('\n');
}

function indentComment(text: string): string {
  return comment(text, '\t');
}
