// The example programs: Go example code from the model's examples (generators/model/examples.yaml):
// the calls of api.md's programs and of example_test.go's Example functions (an Example per resource,
// run by `go test` against the Prism mock), their arguments as Go literals, and the lines that print a
// result (with the output the contract's example answer gives, for `// Output:`).
import type { ExampleCall, Method, ObjectType, Resource, SdkModel, TypeRef } from '../model/index.ts';
import { isReference } from '../model/index.ts';
import type { GoTypes } from './types.ts';
import { hasParams, structParams } from './resources.ts';
import { enumConst, enumMember, exported, localName, methodName, MODULE, paramsType, serviceField, serviceType } from './names.ts';
import { comment, indentBlock } from './syntax.ts';

export interface Printed {
  /** Go statements printing the result held in `variable`. */
  lines: string[];
  /** What they print for the contract's example answer (undefined: not computable). */
  output?: string[];
}

const SENSITIVE = /token|key|password|secret|sign|ciphertext|nonce/;

const POINTER_HELPERS: Record<string, string> = { string: 'String', int: 'Int', int64: 'Int64', float64: 'Float64', bool: 'Bool' };

export class ExampleWriter {
  constructor(
    private readonly types: GoTypes,
    private readonly model: SdkModel,
  ) {}

  resourceOf(tag: string): Resource {
    return this.model.resources.find((r) => r.tag === tag)!;
  }

  methodOf(call: { resource: string; method: string }): { resource: Resource; method: Method } {
    const resource = this.resourceOf(call.resource);
    return { resource, method: resource.methods.find((m) => m.name.original === call.method)! };
  }

  /** A Go expression for a JSON example value of `type` (required: a value; optional: a pointer where the field is one). */
  value(v: unknown, type: TypeRef, required: boolean, refs: Map<string, TypeRef>, indent: string): string {
    if (isReference(v)) {
      const expr = this.refExpr(v.from, v.path, refs);
      return this.maybePointer(expr, type, required);
    }
    switch (type.kind) {
      case 'string':
        if (type.format === 'byte') return `[]byte(${JSON.stringify(Buffer.from(String(v), 'base64').toString('latin1'))})`;
        return this.maybePointer(JSON.stringify(v), type, required);
      case 'integer':
      case 'number':
        return this.maybePointer(String(v), type, required);
      case 'boolean':
        return this.maybePointer(String(v), type, required);
      case 'literal':
        return JSON.stringify(v);
      case 'array':
        return `[]${this.goTypeQualified(type.items)}{${(v as unknown[]).map((x) => this.value(x, type.items, true, refs, indent).replace(/^&?orbit\.\w+\{/, '{')).join(', ')}}`;
      case 'map':
        return `map[string]${this.goTypeQualified(type.values)}{${Object.entries(v as object)
          .map(([k, x]) => `${JSON.stringify(k)}: ${this.value(x, type.values, true, refs, indent)}`)
          .join(', ')}}`;
      case 'unknown':
        return JSON.stringify(v);
      case 'file':
        // An example file's content, from bytes in memory (a path is os.Open's, a stream any io.Reader).
        return `orbit.File(strings.NewReader(${JSON.stringify(typeof v === 'string' ? v : JSON.stringify(v))}), "example.txt", "text/plain")`;
      case 'named': {
        const name = this.types.goName(type.name);
        if (this.types.discriminators.has(name)) return `orbit.${enumConst(name, String(v))}`;
        const named = this.types.named(type.name);
        if (named.kind === 'enum') {
          const known = named.values.find((x) => x.value === v);
          return known ? `orbit.${enumMember(name, known)}` : `orbit.${name}(${JSON.stringify(v)})`;
        }
        if (named.kind === 'untagged') {
          const i = this.types.matchVariant(named, v);
          if (i < 0) throw new Error(`generators/go: the example value ${JSON.stringify(v)} has none of the shapes of ${type.name}`);
          const variant = named.variants[i]!;
          const field = this.types.variantField(variant);
          const inner = this.value(v, variant.type, true, refs, indent);
          return `${required ? '' : '&'}orbit.${name}{${field.name}: ${field.pointer ? this.pointerTo(inner, variant.type) : inner}}`;
        }
        if (named.kind !== 'object') throw new Error(`generators/go: example value of ${type.name}`);
        const fields = named.fields
          .filter((f) => (v as Record<string, unknown>)[f.wireName] !== undefined && f.type.kind !== 'literal')
          .map((f) => `${exported(f.name)}: ${this.value((v as Record<string, unknown>)[f.wireName], f.type, f.required, refs, `${indent}\t`)}`);
        return `${required ? '' : '&'}orbit.${name}{${fields.join(', ')}}`;
      }
    }
  }

  private goTypeQualified(t: TypeRef): string {
    const go = this.types.goType(t);
    return go.replace(/\b([A-Z]\w*)/g, 'orbit.$1');
  }

  /** A pointer to an example value: `&orbit.Circle{…}`, `orbit.Int(3)`, or a helper-less value through a func literal. */
  private pointerTo(expr: string, type: TypeRef): string {
    if (expr.startsWith('orbit.') && /^orbit\.\w+\{/.test(expr)) return `&${expr}`;
    const helper = POINTER_HELPERS[this.types.goType(type)];
    if (helper) return `orbit.${helper}(${expr})`;
    const goType = this.goTypeQualified(type);
    return `func() *${goType} { v := ${goType}(${expr}); return &v }()`;
  }

  private maybePointer(expr: string, type: TypeRef, required: boolean): string {
    if (required || !this.types.optionalIsPointer(type, 'input')) return expr;
    const helper = POINTER_HELPERS[this.types.goType(type)];
    if (!helper) throw new Error(`generators/go: no pointer helper for ${this.types.goType(type)}`);
    return `orbit.${helper}(${expr})`;
  }

  private refExpr(from: string, path: string[], refs: Map<string, TypeRef>): string {
    let type = refs.get(from) ?? fail(`no setup result ${from}`);
    let expr = localName(from);
    for (const part of path) {
      if (type.kind === 'array') {
        expr += `[${part}]`;
        type = type.items;
        continue;
      }
      const named = type.kind === 'named' ? this.types.named(type.name) : undefined;
      const field = named?.kind === 'object' ? named.fields.find((f) => f.wireName === part) : undefined;
      if (!field) fail(`example reference ${from}.${path.join('.')}`);
      expr += `.${exported(field.name)}`;
      type = field.type;
    }
    return expr;
  }

  /** `&orbit.OrderListParams{...}`, or `nil` when the call passes nothing and nothing is required. */
  params(resource: Resource, method: Method, params: Record<string, unknown>, refs: Map<string, TypeRef>): string | null {
    if (!hasParams(method)) return null;
    const fields: string[] = [];
    const nulls: string[] = [];
    for (const { param, required } of structParams(this.types, method)) {
      // A contract has no example bytes for a required file part: the program sends a small text file.
      const given = params[param.wireName];
      const v = given === undefined && required && param.type.kind === 'file' ? 'hello' : given;
      if (v === undefined || param.type.kind === 'literal') continue;
      if (v === null && param.nullable) {
        nulls.push(JSON.stringify(exported(param.name)));
        continue;
      }
      fields.push(`${exported(param.name)}: ${this.value(v, param.type, required, refs, '\t\t')}`);
    }
    if (nulls.length) fields.push(`NullFields: []string{${nulls.join(', ')}}`);
    if (!fields.length) return 'nil';
    const name = `orbit.${paramsType(resource, method)}`;
    const oneLine = `&${name}{${fields.join(', ')}}`;
    if (oneLine.length <= 90 && fields.length <= 2) return oneLine;
    return `&${name}{\n${fields.map((f) => `\t\t${f},`).join('\n')}\n\t}`;
  }

  /** The call expression `client.Orders.List(ctx, …)`. */
  callExpr(call: ExampleCall, refs: Map<string, TypeRef>, variant = ''): string {
    const { resource, method } = this.methodOf(call);
    const params = this.params(resource, method, call.params as Record<string, unknown>, refs);
    return `client.${serviceField(resource)}.${methodName(method)}${variant}(ctx${params === null ? '' : `, ${params}`})`;
  }

  /** Statements of a setup call (its result named when later calls read it). */
  setup(call: ExampleCall, refs: Map<string, TypeRef>): string[] {
    const { method } = this.methodOf(call);
    const expr = this.callExpr(call, refs);
    if (call.as) {
      refs.set(call.as, method.response.type!);
      return [`${localName(call.as)}, err := ${expr}`, 'if err != nil {', '\tlog.Fatal(err)', '}'];
    }
    return [`if _, err := ${expr}; err != nil {`, '\tlog.Fatal(err)', '}'];
  }

  /** The variable a method's result is held in. */
  resultVar(method: Method): string {
    if (method.response.kind === 'binary') return 'audio';
    if (method.response.kind === 'text') return 'answer';
    if (method.response.type?.kind === 'named') return localName(method.response.type.name);
    return 'result';
  }

  /** Statements that print a result, and what they print for the contract's example answer. */
  print(method: Method, variable: string): Printed {
    if (method.response.kind === 'text') return { lines: [`fmt.Println(${variable})`], output: typeof method.response.example === 'string' ? [method.response.example] : undefined };
    if (method.response.kind === 'binary') {
      return {
        lines: [
          `path := filepath.Join(os.TempDir(), "orbit-speech.wav")`,
          `if err := ${variable}.WriteFile(path); err != nil {`,
          '\tlog.Fatal(err)',
          '}',
          `fmt.Println(${variable}.MediaType)`,
        ],
        output: [method.response.mediaType],
      };
    }
    if (method.response.kind === 'empty' || !method.response.type) return { lines: [`fmt.Println("done")`], output: ['done'] };
    const example = method.response.example as Record<string, unknown> | undefined;
    const type = this.types.named((method.response.type as { name: string }).name) as ObjectType;
    const list = type.fields.find((f) => f.required && f.type.kind === 'array' && f.type.items.kind === 'named' && this.types.named(f.type.items.name).kind === 'object');
    if (list && list.type.kind === 'array' && list.type.items.kind === 'named') {
      const item = this.types.named(list.type.items.name) as ObjectType;
      const fields = this.scalars(item).slice(0, 2);
      const v = localName(item.name);
      const items = (example?.[list.wireName] as Record<string, unknown>[] | undefined) ?? undefined;
      if (!fields.length) {
        return { lines: [`fmt.Println(len(${variable}.${exported(list.name)}))`], output: items ? [String(items.length)] : undefined };
      }
      return {
        lines: [`for _, ${v} := range ${variable}.${exported(list.name)} {`, `\tfmt.Println(${fields.map((f) => `${v}.${exported(f.name)}`).join(', ')})`, '}'],
        output: items?.map((x) => fields.map((f) => show(x[f.wireName])).join(' ')),
      };
    }
    let scalars = this.scalars(type).slice(0, 3).map((f) => ({ expr: `${variable}.${exported(f.name)}`, path: [f.wireName] }));
    if (!scalars.length) {
      const nested = type.fields.find((f) => f.required && f.type.kind === 'named' && this.types.named(f.type.name).kind === 'object');
      if (nested && nested.type.kind === 'named') {
        const inner = this.types.named(nested.type.name) as ObjectType;
        scalars = this.scalars(inner)
          .slice(0, 2)
          .map((f) => ({ expr: `${variable}.${exported(nested.name)}.${exported(f.name)}`, path: [nested.wireName, f.wireName] }));
      }
    }
    const value = (path: string[]) => path.reduce<unknown>((acc, k) => (acc as Record<string, unknown> | undefined)?.[k], example);
    return {
      lines: [`fmt.Println(${scalars.map((s) => s.expr).join(', ')})`],
      output: example ? [scalars.map((s) => show(value(s.path))).join(' ')] : undefined,
    };
  }

  /** Required, printable, not secret fields of an object. */
  private scalars(type: ObjectType) {
    return type.fields.filter((f) => {
      if (!f.required || SENSITIVE.test(f.wireName)) return false;
      if (f.type.kind === 'named') return this.types.named(f.type.name).kind === 'enum';
      return f.type.kind === 'string' ? f.type.format !== 'byte' : ['integer', 'boolean', 'literal'].includes(f.type.kind);
    });
  }

  /** The body of a program calling a method: setup calls, the call, printing its result. */
  body(method: Method, withOutput = false): { lines: string[]; imports: Set<string>; output?: string[] } {
    const refs = new Map<string, TypeRef>();
    const lines: string[] = [];
    for (const s of method.docExample.setup) lines.push(...this.setup(s, refs));
    const variable = this.resultVar(method);
    if (method.response.kind === 'empty') lines.push(`if err := ${this.callExpr(method.docExample.call, refs)}; err != nil {`, '\tlog.Fatal(err)', '}');
    else lines.push(`${variable}, err := ${this.callExpr(method.docExample.call, refs)}`, 'if err != nil {', '\tlog.Fatal(err)', '}');
    const printed = this.print(method, variable);
    lines.push(...printed.lines);
    const imports = new Set(['context', 'fmt', 'log']);
    if (lines.some((l) => l.includes('strings.NewReader('))) imports.add('strings');
    if (method.response.kind === 'binary') {
      imports.add('os');
      imports.add('path/filepath');
    }
    void withOutput;
    return { lines, imports, output: printed.output };
  }

  /** A complete `package main` program calling a method (api.md). */
  program(method: Method): string {
    const { lines, imports } = this.body(method);
    return [
      'package main',
      '',
      'import (',
      ...[...imports].sort().map((i) => `\t"${i}"`),
      '',
      '\torbit "github.com/orbit-platform/orbit-sdk-go/v3"',
      ')',
      '',
      'func main() {',
      '\tctx := context.Background()',
      `\tclient, err := orbit.NewClient() // ${this.model.runtime.environment.baseUrl}, ${this.model.runtime.environment.accessToken}, ${this.model.runtime.environment.apiKey} from the environment`,
      '\tif err != nil {',
      '\t\tlog.Fatal(err)',
      '\t}',
      ...lines.map((l) => indentBlock(l, '\t')),
      '}',
    ].join('\n');
  }
}

/** example_test.go: one Example per resource, with the output the contract's example answer gives (run against Prism). */
export function exampleTestFile(model: SdkModel, examples: ExampleWriter, header: string): string {
  const imports = new Set<string>(['context', 'fmt', 'log']);
  const functions: string[] = [];
  for (const resource of model.resources) {
    const method = resource.methods.find((m) => m.response.kind !== 'empty' && (m.response.kind !== 'json' || m.response.example !== undefined));
    if (!method) continue;
    const body = examples.body(method, true);
    if (!body.output) continue;
    for (const i of body.imports) imports.add(i);
    functions.push(
      [
        `func Example${serviceType(resource)}_${methodName(method)}() {`,
        '\tctx := context.Background()',
        '\tclient, err := orbit.NewClient()',
        '\tif err != nil {',
        '\t\tlog.Fatal(err)',
        '\t}',
        ...body.lines.map((l) => `\t${l}`),
        '\t// Output:',
        ...body.output.map((l) => `\t// ${l}`.trimEnd()),
        '}',
      ].join('\n'),
    );
  }
  return [
    header,
    comment(
      'The Example functions run against the server of ORBIT_BASE_URL (the test suite starts a Prism mock of the contract, whose answers are the contract\'s examples; TestMain sets test credentials), so their output is the contract\'s example answers.',
    ),
    'package orbit_test',
    '',
    'import (',
    ...[...imports].sort().map((i) => `\t"${i}"`),
    '',
    `\torbit "${MODULE}"`,
    ')',
    '',
    functions.join('\n\n'),
  ].join('\n');
}

function show(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

function fail(message: string): never {
  throw new Error(`generators/go: ${message}`);
}
