// The data types: which named types of the model the Go SDK declares, how a TypeRef is spelled in Go,
// the declarations (plain structs with json tags, enums as string or integer types with constants,
// unions without a discriminator as structs of Of fields), the core's specs of request values
// (param, object, union) and the types_<tag>.go files.
//
// Field rules (documented in the README):
// - required values are plain values; optional values in requests are pointers (`orbit.String("x")`),
//   except enums (empty or 0 means absent; an integer enum with a value 0 is a pointer), nested
//   objects and unions (pointers, nil), arrays and maps (nil);
// - optional values in answers are plain values with `omitempty` (absent reads as the zero value),
//   except nested objects and unions, which are pointers (nil when absent);
// - a nullable value in a request is sent as null when the struct's NullFields lists its Go name
//   (google-api-go-client's idiom: Go 1.16 has no generics for a Null[T]); in an answer it is a
//   pointer, nil for null, and marshals back as null;
// - a file part is an io.Reader (orbit.File gives it a name and a media type);
// - `format: byte` is []byte (encoding/json decodes and encodes the base64);
// - a single-value enum (literal) is a string; in requests the SDK sends the value when it is required
//   and refuses another value before sending.
import type { Constraints, EnumType, Field, Method, NamedType, ObjectType, Param, Resource, SdkModel, TypeRef, UntaggedUnionType } from '../model/index.ts';
import { nameOf, shapeMatches } from '../model/index.ts';
import { discriminatorType, enumConst, enumMember, exported, pageRequestType, unionField } from './names.ts';
import { comment, goString, indentComment } from './syntax.ts';

export type Direction = 'input' | 'output';

export class GoTypes {
  readonly byName = new Map<string, NamedType>();
  /** Named types the SDK declares (request body types become params structs; error bodies become APIError). */
  readonly declared = new Set<string>();
  /** Object types sent in requests: each gets an `object` spec for argument checks and encoding. */
  readonly inputObjects = new Set<string>();
  /** Unions without a discriminator sent in requests (their variants are checked before sending). */
  readonly inputUnions = new Set<string>();
  /** Union discriminator string types: go name → values. */
  readonly discriminators = new Map<string, { union: string; values: string[] }>();

  /**
   * `bodiesAreTypes`: a request body may also be a type of answers (the testing kit's sandbox client
   * passes such a body as that type); the SDK itself refuses that, since its bodies are params structs.
   */
  constructor(
    readonly model: SdkModel,
    { bodiesAreTypes = false } = {},
  ) {
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
      if (input && named.kind === 'untagged') {
        if (this.inputUnions.has(named.name.original)) return;
        this.inputUnions.add(named.name.original);
      }
      if (this.declared.has(named.name.original) && !input) return;
      this.declared.add(named.name.original);
      if (named.kind === 'object') for (const f of named.fields) visit(f.type, input);
      if (named.kind === 'untagged') for (const v of named.variants) visit(v.type, input);
      if (named.kind === 'union') throw new Error(`generators/go: union ${named.name.original} as a field type is not supported`);
    };
    for (const m of this.methods()) {
      for (const p of this.bodyParams(m)) visit(p.type, true);
      for (const p of m.params) if (p.location !== 'body') visit(p.type, true);
      if (m.response.type) visit(m.response.type, false);
      if (m.stream) visit(m.stream.chunk, false);
    }
    for (const b of bodyTypes) if (this.declared.has(b) && !bodiesAreTypes) throw new Error(`generators/go: request body ${b} is also used as a field type`);
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
        return 'io.Reader';
    }
  }

  /** Whether an optional value of this type is a pointer in the given direction. */
  optionalIsPointer(t: TypeRef, direction: Direction): boolean {
    if (t.kind === 'named') {
      const named = this.named(t.name);
      // An integer enum whose values include 0 cannot let 0 mean absent, as other enums let empty.
      if (named.kind === 'enum') return direction === 'input' && named.valueType === 'integer' && named.values.some((v) => v.value === 0);
      return named.kind === 'object' || named.kind === 'untagged';
    }
    if (direction === 'output') return false;
    if (t.kind === 'string') return t.format !== 'byte';
    return t.kind === 'integer' || t.kind === 'number' || t.kind === 'boolean';
  }

  /** Whether an optional request value of this type is plain and its zero means absent, though the core's checks see a value (an integer enum). */
  zeroIsUnset(t: TypeRef): boolean {
    return t.kind === 'named' && isIntegerEnum(t, this) && !this.optionalIsPointer(t, 'input');
  }

  /** Whether a nullable answer value is a pointer (nil for null): all but arrays, maps and any JSON, whose nil is null. */
  nullIsPointer(t: TypeRef): boolean {
    return !['array', 'map', 'unknown'].includes(t.kind) && !(t.kind === 'string' && t.format === 'byte');
  }

  /** A field's Go type and json tag; a nullable answer field is a pointer without omitempty (nil marshals back as null). */
  field(wireName: string, t: TypeRef, required: boolean, direction: Direction, nullable = false): { type: string; tag: string } {
    const base = this.goType(t);
    if (nullable && direction === 'output') {
      return { type: this.nullIsPointer(t) ? `*${base}` : base, tag: `\`json:"${wireName}"\`` };
    }
    const pointer = !required && this.optionalIsPointer(t, direction);
    return { type: pointer ? `*${base}` : base, tag: `\`json:"${wireName}${required ? '' : ',omitempty'}"\`` };
  }

  /** Whether a request struct with these fields has NullFields (some body field is nullable). */
  hasNulls(fields: (Field | Param)[]): boolean {
    return fields.some((f) => f.nullable && (!('location' in f) || f.location === 'body'));
  }

  /** Whether a value of this type needs package io (a file part). */
  usesIO(t: TypeRef): boolean {
    return t.kind === 'file' || (t.kind === 'array' && this.usesIO(t.items));
  }

  directionOf(type: ObjectType): Direction {
    return this.inputObjects.has(type.name.original) ? 'input' : 'output';
  }

  /** Declarations of one named type; `hidden`: unexported field lines the SDK adds (e.g. a page's request). */
  declaration(type: NamedType, hidden: string[] = []): string {
    const name = this.goName(type.name.original);
    if (type.kind === 'enum') return this.enumDeclaration(type, name);
    if (type.kind === 'union') throw new Error(`generators/go: union ${type.name.original} is a request body, not a declared type`);
    if (type.kind === 'untagged') return this.unionDeclaration(type, name);
    const direction = this.directionOf(type);
    const where = [type.usage.output && 'answers', direction === 'input' && 'requests'].filter(Boolean).join(' and ');
    const composed = type.allOf.length ? ` It is composed (allOf) of ${type.allOf.join(' and ')} and its own fields, flattened into one struct.` : '';
    const out: string[] = [];
    out.push(comment(`${name} is an object in ${where}.${type.description ? ` ${type.description}` : ''}${composed}${direction === 'output' ? ' Fields a newer service adds are ignored.' : ''}`));
    out.push(`type ${name} struct {`);
    for (const f of type.fields) out.push(...this.fieldLines(f, direction));
    if (direction === 'input' && this.hasNulls(type.fields)) out.push(...nullFieldsLines(type.fields));
    if (hidden.length) out.push('', ...hidden);
    out.push('}');
    return out.join('\n');
  }

  /** The Go field of a union's variant: `OfCircle *Circle`, `OfInt *int`, `OfStringList []string`. */
  variantField(v: UntaggedUnionType['variants'][number]): { name: string; type: string; pointer: boolean } {
    const pointer = v.type.kind !== 'array' && v.type.kind !== 'map';
    return { name: unionField(v.name), type: `${pointer ? '*' : ''}${this.goType(v.type)}`, pointer };
  }

  /** A union without a discriminator: its Of fields, its spec, its As accessors and JSON methods. */
  unionDeclaration(type: UntaggedUnionType, name: string): string {
    const fields = type.variants.map((v) => ({ v, ...this.variantField(v) }));
    const spec = `union${name}`;
    const names = fields.map((f) => this.goType(f.v.type));
    const out = [
      comment(
        `${name} is a union (${type.keyword} without a discriminator)${type.description ? `: ${type.description}` : '.'} It is one of ${names.join(', ')}: the first, in this order, whose shape the value has. Exactly one Of field is set: in a request, the one you send; in an answer, the one the SDK read. An answer of a shape newer than this SDK sets none and stays readable as JSON (json.Marshal gives it back as it came).`,
      ),
      `type ${name} struct {`,
    ];
    for (const f of fields) out.push(`\t// ${f.name} is set when the value is ${article(this.goType(f.v.type))}.`, `\t${f.name} ${f.type}`);
    out.push('', '\traw json.RawMessage // an answer no variant matched', '}', '');
    out.push(`var ${spec} = &untagged{name: ${JSON.stringify(name)}, variants: []shape{`);
    for (const f of fields) out.push(`\t${this.shapeLiteral(f.v.type)},`);
    out.push('}}', '');
    for (const f of fields) {
      const t = this.goType(f.v.type);
      out.push(`// As${f.name.slice(2)} answers the value as ${article(t)}, and whether it is one.`);
      if (f.pointer) {
        out.push(`func (u ${name}) As${f.name.slice(2)}() (${t}, bool) {`, `\tif u.${f.name} == nil {`, `\t\treturn ${zeroValue(t, this.named.bind(this), f.v.type)}, false`, '\t}', `\treturn *u.${f.name}, true`, '}', '');
      } else {
        out.push(`func (u ${name}) As${f.name.slice(2)}() (${t}, bool) { return u.${f.name}, u.${f.name} != nil }`, '');
      }
    }
    out.push(
      '// MarshalJSON writes the variant that is set, or an answer\'s value as it came.',
      `func (u ${name}) MarshalJSON() ([]byte, error) { return ${spec}.encode(u.raw, ${fields.map((f) => `u.${f.name}`).join(', ')}) }`,
      '',
      '// UnmarshalJSON reads the first variant whose shape the value has, or keeps a value of none.',
      `func (u *${name}) UnmarshalJSON(b []byte) error {`,
      `\t*u = ${name}{}`,
      `\treturn ${spec}.decode(b, &u.raw, ${fields.map((f) => `&u.${f.name}`).join(', ')})`,
      '}',
    );
    return out.join('\n');
  }

  /** The core's `shape` of a union variant (core_unions.go). */
  shapeLiteral(t: TypeRef): string {
    const values = (vs: string[]) => `values: []string{${vs.map((v) => JSON.stringify(v)).join(', ')}}`;
    switch (t.kind) {
      case 'named': {
        const named = this.named(t.name);
        if (named.kind === 'object') {
          const parts = ['kind: kindObject', `required: []string{${named.fields.filter((f) => f.required).map((f) => JSON.stringify(f.wireName)).join(', ')}}`];
          if (this.inputObjects.has(t.name)) parts.push(`object: obj${exported(t.name)}`);
          return `{${parts.join(', ')}}`;
        }
        if (named.kind === 'enum') return `{kind: ${named.valueType === 'integer' ? 'kindInteger' : 'kindString'}, ${values(named.values.map((v) => String(v.value)))}}`;
        if (named.kind === 'untagged') return `{kind: kindUnion, union: union${exported(t.name)}}`;
        return `{kind: kindObject, required: []string{${JSON.stringify(named.discriminator)}}}`;
      }
      case 'string':
        return '{kind: kindString}';
      case 'literal':
        return `{kind: kindString, ${values([t.value])}}`;
      case 'integer':
        return '{kind: kindInteger}';
      case 'number':
        return '{kind: kindNumber}';
      case 'boolean':
        return '{kind: kindBoolean}';
      case 'array':
        return '{kind: kindArray}';
      case 'map':
        return '{kind: kindObject}';
      default:
        return fail(`a union variant of kind ${t.kind}`);
    }
  }

  /** The index of the first variant whose shape a JSON value has (the rule of core_unions.go), or -1. */
  matchVariant(type: UntaggedUnionType, value: unknown): number {
    return type.variants.findIndex((v) => shapeMatches(value, v.type, this.byName));
  }

  /** A struct field; `unionField`: a field of a flat union params struct (its doc says which shapes take it). */
  fieldLines(f: Field | Param, direction: Direction, requiredOverride?: boolean, extraDoc = '', unionField = false): string[] {
    const required = requiredOverride ?? f.required;
    const { type, tag } = this.fieldType(f, direction, required);
    const finalTag = unionField ? tag.replace(/"`$/, ',omitempty"`').replace(',omitempty,omitempty', ',omitempty') : tag;
    const doc = [fieldDoc(f, required, direction, this, unionField), extraDoc.trim()].filter(Boolean).join(' ');
    return [...(doc ? [indentComment(doc)] : []), `\t${exported(f.name)} ${type} ${finalTag}`];
  }

  /**
   * The Go type and tag of a field or param as the code declares it: the one source of both the
   * structs and api.md's tables. A nullable value travels in the body only (a query has no null).
   */
  fieldType(f: Field | Param, direction: Direction, required = f.required): { type: string; tag: string } {
    const nullable = f.nullable && (!('location' in f) || f.location === 'body');
    return this.field(f.wireName, f.type, required, direction, nullable);
  }

  enumDeclaration(type: EnumType, name: string): string {
    const integer = type.valueType === 'integer';
    const out: string[] = [];
    out.push(
      comment(
        `${name} is an enum (${integer ? 'an integer' : 'a string'})${type.description ? `: ${type.description}` : '.'} The constants below are the values this release knows; a newer service may send others, which arrive as they are.`,
      ),
    );
    out.push(`type ${name} ${integer ? this.goType({ kind: 'integer', format: enumFormat(type) }) : 'string'}`, '');
    out.push(`// The values of ${name}.`, 'const (');
    for (const v of type.values) out.push(`\t${enumMember(name, v)} ${name} = ${JSON.stringify(v.value)}`);
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

function isIntegerEnum(t: TypeRef, types: GoTypes): boolean {
  if (t.kind !== 'named') return false;
  const named = types.named(t.name);
  return named.kind === 'enum' && named.valueType === 'integer';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function article(goType: string): string {
  return `${/^[AEIOU]/i.test(goType) ? 'an' : 'a'} ${goType}`;
}

/** An integer enum's Go width: int64 when a value needs it, else int (as integers of format int32). */
function enumFormat(type: EnumType): 'int32' | 'int64' {
  return type.values.some((v) => Math.abs(Number(v.value)) > 2 ** 31 - 1) ? 'int64' : 'int32';
}

/** The zero value of a Go type, for an accessor that answers none. */
function zeroValue(goType: string, named: (name: string) => NamedType, t: TypeRef): string {
  if (t.kind === 'named') {
    const n = named(t.name);
    if (n.kind === 'enum') return n.valueType === 'integer' ? '0' : '""';
    return `${goType}{}`;
  }
  if (t.kind === 'string' || t.kind === 'literal') return t.kind === 'string' && t.format === 'byte' ? 'nil' : '""';
  if (t.kind === 'boolean') return 'false';
  if (t.kind === 'integer' || t.kind === 'number') return '0';
  return 'nil';
}

/** The NullFields field of a request struct with nullable fields (google-api-go-client's idiom). */
export function nullFieldsLines(fields: (Field | Param)[]): string[] {
  const names = fields.filter((f) => f.nullable && (!('location' in f) || f.location === 'body')).map((f) => exported(f.name));
  return [
    comment(
      `NullFields lists the nullable fields to send as null (${names.map((n) => JSON.stringify(n)).join(', ')}): null clears a field, a field left out keeps its value. A field listed here must be left unset.`,
      '\t',
    ),
    '\tNullFields []string `json:"-"`',
  ];
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
    parts.push(direction === 'input' ? `Always ${JSON.stringify(f.type.value)}${required ? '; the SDK sends it when left empty' : ''}; another value is refused.` : `Always ${JSON.stringify(f.type.value)}.`);
  } else {
    // A file's maxLength counts bytes (OpenAPI's binary string).
    const rules = f.type.kind === 'file' ? constraintText(f).replace(/characters/g, 'bytes') : constraintText(f);
    const facts = [unionField ? '' : required ? 'Required' : 'Optional', rules, f.default !== undefined ? `default ${JSON.stringify(f.default)}` : ''].filter(Boolean);
    if (direction === 'input' && facts.length) parts.push(`${facts.join('; ').replace(/^./, (c) => c.toUpperCase())}.`);
  }
  if (f.type.kind === 'string' && f.type.format === 'byte') parts.push('In Go the bytes themselves (encoding/json converts the base64 of the JSON).');
  if (f.type.kind === 'string' && f.type.format === 'date-time') parts.push('An RFC 3339 time (time.Parse(time.RFC3339, …)).');
  if (f.type.kind === 'string' && f.type.format === 'date') parts.push('A date, YYYY-MM-DD.');
  const nullable = f.nullable && (!('location' in f) || f.location === 'body');
  const pointer = !required && types.optionalIsPointer(f.type, direction);
  if (nullable && direction === 'output') parts.push(types.nullIsPointer(f.type) ? 'Nil when null.' : 'Nil when null or absent.');
  else if (!required && !pointer && f.type.kind !== 'literal') parts.push(direction === 'output' ? 'Optional: the zero value when absent.' : isIntegerEnum(f.type, types) ? 'Zero when absent.' : 'Empty when absent.');
  if (nullable && direction === 'input') parts.push('Nullable: list it in NullFields to send null.');
  if (f.type.kind === 'file') parts.push('A file part: any io.Reader, or orbit.File(r, name, contentType) to name it; streamed, never held whole.');
  if (f.deprecated) parts.push('Deprecated: the contract marks it deprecated.');
  return parts.join(' ');
}

function checkLiteral(c: Constraints): string | null {
  const parts: string[] = [];
  if (c.pattern !== undefined) parts.push(`pattern: regexp.MustCompile(${goString(c.pattern)})`);
  if (c.minLength !== undefined) parts.push(`minLength: ${c.minLength}`);
  if (c.maxLength !== undefined) parts.push(`maxLength: ${c.maxLength}`);
  if (c.minimum !== undefined) parts.push(`minimum: bound(${c.minimum})`);
  if (c.maximum !== undefined) parts.push(`maximum: bound(${c.maximum})`);
  if (c.minItems !== undefined) parts.push(`minItems: ${c.minItems}`);
  if (c.maxItems !== undefined) parts.push(`maxItems: ${c.maxItems}`);
  return parts.length ? `&check{${parts.join(', ')}}` : null;
}

/** The spec of a named type a value (or an array's or a map's items) holds: `object: objMoneyInput`, `union: unionShape`. */
function specRef(types: GoTypes, t: TypeRef): string | null {
  if (t.kind === 'array') return specRef(types, t.items);
  if (t.kind === 'map') return specRef(types, t.values);
  if (t.kind !== 'named') return null;
  const kind = types.named(t.name).kind;
  if (kind === 'object') return `object: obj${exported(t.name)}`;
  if (kind === 'untagged') return `union: union${exported(t.name)}`;
  return null;
}

/** One value of a params struct or request object, as the core's `param` spec. */
export function paramLiteral(types: GoTypes, p: Param, field: number, required: boolean, location: string): string {
  const parts = [`name: ${JSON.stringify(p.wireName)}`];
  if (location !== 'body') parts.push(`in: in${exported(location)}`);
  parts.push(`field: ${field}`);
  if (required) parts.push('required: true');
  if (p.type.kind === 'literal') parts.push(`literal: ${JSON.stringify(p.type.value)}`);
  if (p.nullable && location === 'body') parts.push('nullable: true');
  if (!required && types.zeroIsUnset(p.type)) parts.push('unset: true');
  // A file's length is known only while it streams: the service checks it.
  if (types.usesIO(p.type)) parts.push('file: true');
  const check = types.usesIO(p.type) ? null : checkLiteral(p.constraints);
  if (check) parts.push(`check: ${check}`);
  const spec = specRef(types, p.type);
  if (spec) parts.push(spec);
  return `{${parts.join(', ')}}`;
}

/** The `object` spec of an input object type (argument checks and encoding of nested values). */
export function objectSpec(types: GoTypes, typeName: string): string {
  const type = types.named(typeName);
  if (type.kind !== 'object') throw new Error(`generators/go: ${typeName} is not an object`);
  const fields = type.fields.map((f, i) => `\t${paramLiteral(types, { ...f, location: 'body' } as Param, i, f.required, 'body')},`);
  const groups = type.exactlyOneOf.length ? `, oneOf: [][]string{${type.exactlyOneOf.map((g) => `{${g.map((x) => JSON.stringify(x)).join(', ')}}`).join(', ')}}` : '';
  const nulls = types.hasNulls(type.fields) ? `, nullFields: ${type.fields.length}` : '';
  return `var obj${exported(typeName)} = &object{name: ${JSON.stringify(typeName)}${groups}${nulls}, fields: []param{\n${fields.join('\n')}\n}}`;
}

/** types_<tag>.go: the declared named types first reached by this resource's methods, and their specs. */
export function typesFiles(types: GoTypes, model: SdkModel, header: string): { path: string; content: string }[] {
  const owner = new Map<string, Resource>();
  const reach = (t: TypeRef, r: Resource): void => {
    if (t.kind === 'array') return reach(t.items, r);
    if (t.kind === 'map') return reach(t.values, r);
    if (t.kind !== 'named' || !types.declared.has(t.name) || owner.has(t.name)) return;
    owner.set(t.name, r);
    const named = types.named(t.name);
    if (named.kind === 'object') for (const f of named.fields) reach(f.type, r);
    if (named.kind === 'untagged') for (const v of named.variants) reach(v.type, r);
  };
  for (const r of model.resources) {
    for (const m of r.methods) {
      for (const p of [...m.params, ...types.bodyParams(m)]) reach(p.type, r);
      if (m.response.type) reach(m.response.type, r);
      if (m.stream) reach(m.stream.chunk, r);
    }
  }
  // A page of a paginated method keeps how it was fetched (its service, params and options).
  const pageTypes = new Map<string, string>();
  for (const r of model.resources) for (const m of r.methods) if (m.pagination) pageTypes.set((m.response.type as { name: string }).name, pageRequestType(types.goType(m.response.type!)));
  const files: { path: string; content: string }[] = [];
  for (const r of model.resources) {
    const pageRequestField = (name: string) => ['\t// request is how this page was fetched, for GetNextPage.', `\trequest ${pageTypes.get(name)!}`];
    const mine = model.types.filter((t) => owner.get(t.name.original) === r);
    if (!mine.length) continue;
    const specs = mine.filter((t) => types.inputObjects.has(t.name.original));
    const needsRegexp = specs.some((t) => t.kind === 'object' && t.fields.some((f) => f.constraints.pattern !== undefined));
    const imports = [
      mine.some((t) => t.kind === 'untagged') && 'encoding/json',
      mine.some((t) => t.kind === 'object' && t.fields.some((f) => types.usesIO(f.type))) && 'io',
      needsRegexp && 'regexp',
    ].filter((i): i is string => !!i);
    const out = [header, 'package orbit', ''];
    if (imports.length === 1) out.push(`import "${imports[0]}"`, '');
    if (imports.length > 1) out.push('import (', ...imports.map((i) => `\t"${i}"`), ')', '');
    for (const t of mine) out.push(types.declaration(t, pageTypes.has(t.name.original) ? pageRequestField(t.name.original) : []), '');
    for (const t of specs) out.push(objectSpec(types, t.name.original), '');
    if (mine.some((t) => t.name.original === model.runtime.session.schema)) out.push(sessionMethod(types, model), '');
    files.push({ path: `types_${r.name.snake}.go`, content: out.join('\n') });
  }
  return files;
}

function sessionMethod(types: GoTypes, model: SdkModel): string {
  const name = types.goName(model.runtime.session.schema);
  return [
    `// sessionTokens answers the tokens the client stores from a ${name} (x-sdk-runtime session.schema).`,
    `func (s *${name}) sessionTokens() (accessToken, refreshToken string) { return s.AccessToken, s.RefreshToken }`,
  ].join('\n');
}
