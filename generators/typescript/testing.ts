// The testing kit's generated modules (orbit-sdk/testing, an entry of its own so the main bundle carries none of it):
//   src/testing/generated/schemas.ts   what the contract says of every answer type (kinds, required and nullable
//                                      fields, patterns, lengths, ranges, item counts, known enum values, union
//                                      variants in order) and the contract's example each fixture starts from;
//   src/testing/generated/fixtures.ts  a builder per answer type: `fixtures.order({ status: 'cancelled' })`;
//   src/testing/generated/sandbox.ts   the reference server's QA sandbox (its own OpenAPI file, through
//                                      loadSandboxModel()): its types and the Sandbox client, a method per route.
// The fake routes calls with the operation descriptors the SDK already has (src/generated/operations.ts:
// method, path template, fixed query and body values), so no second routing table is generated. The kit's
// engine (the check, the fake) is hand-written in src/testing/.
import { loadSandboxModel } from '../model/index.ts';
import type { Constraints, Method, NamedType, SdkModel, TypeRef } from '../model/index.ts';
import { check, namedType } from './checks.ts';
import { typeName } from './names.ts';
import { HEADER, jsdoc, literal, str } from './syntax.ts';
import { member, namedType as typeDeclaration } from './types.ts';

type Json = Record<string, unknown>;

/** The answer types a builder is generated for: every named object, enum and union an answer reaches. */
export function answerTypes(model: SdkModel): NamedType[] {
  return model.types.filter((t) => t.usage.output && t.kind !== 'union');
}

function limits(c: Constraints, keys: (keyof Constraints)[]): Json {
  const out: Json = {};
  for (const k of keys) if (c[k] !== undefined) out[k] = c[k];
  return out;
}

/** A value's check in a fixture: the request core's, except that every named type (enums too) is checked by its schema. */
function rule(t: TypeRef, c: Constraints, model: SdkModel, used: Set<string>): Json {
  if (t.kind === 'named') {
    used.add(namedType(model, t.name).name.original);
    return { ref: typeName(t.name) };
  }
  if (t.kind === 'array') return { kind: 'array', items: rule(t.items, {}, model, used), ...limits(c, ['minItems', 'maxItems']) };
  if (t.kind === 'map') return { kind: 'map', values: rule(t.values, {}, model, used) };
  return check(t, c, model, used, false);
}

function schema(type: NamedType, model: SdkModel, used: Set<string>): Json {
  switch (type.kind) {
    case 'enum':
      return { kind: 'enum', values: type.values.map((v) => v.value) };
    case 'union':
      for (const v of type.variants) used.add(v.type);
      return { kind: 'union', discriminator: type.discriminator, variants: Object.fromEntries(type.variants.map((v) => [v.value, typeName(v.type)])) };
    case 'untagged':
      return { kind: 'oneOf', variants: type.variants.map((v) => rule(v.type, {}, model, used)) };
    case 'object':
      return {
        fields: type.fields.map((f) => ({ name: f.wireName, ...(f.required ? { required: true } : {}), ...(f.nullable ? { nullable: true } : {}), ...rule(f.type, f.constraints, model, used) })),
      };
  }
}

function emitSchemas(model: SdkModel): string {
  const used = new Set(answerTypes(model).map((t) => t.name.original));
  let entries: [string, Json][];
  let before: number;
  do {
    before = used.size;
    entries = model.types.filter((t) => used.has(t.name.original)).map((t) => [typeName(t), schema(t, model, used)]);
  } while (used.size !== before);
  const examples = answerTypes(model).map((t) => `  ${typeName(t)}: ${literal(t.example ?? null, '  ', 120)},`);
  return [
    HEADER,
    "import type { SchemaSpec } from '../../core/operation';",
    '',
    "/** Every answer type's check as the contract states it (enum values included), by type name. */",
    'export const answerSchemas: Readonly<Record<string, SchemaSpec>> = {',
    ...entries.map(([name, spec]) => `  ${name}: ${literal(spec, '  ', 120)},`),
    '};',
    '',
    "/** The contract's example of every answer type (null: none), the value each fixture starts from. */",
    'export const examples: Readonly<Record<string, unknown>> = {',
    ...examples,
    '};',
    '',
  ].join('\n');
}

function builderName(type: NamedType): string {
  return type.name.camel;
}

function emitFixtures(model: SdkModel): string {
  const types = answerTypes(model);
  const seen = new Set<string>();
  for (const t of types) {
    if (seen.has(builderName(t))) throw new Error(`generators/typescript: two answer types are both fixtures.${builderName(t)}()`);
    seen.add(builderName(t));
  }
  const builders = types.map((t) => {
    const name = typeName(t);
    const doc = `  /** ${name}: ${t.kind === 'object' ? "the contract's example, the fields given replacing its own" : "the value given, else the contract's example"}. */\n`;
    const sig = t.kind === 'object' ? `(overrides: Overrides<T.${name}> = {}): T.${name} => build('${name}', overrides)` : `(value?: T.${name}): T.${name} => value_('${name}', value)`;
    return `${doc}  ${builderName(t)}: ${sig},`;
  });
  return [
    HEADER,
    "import type * as T from '../../generated/types';",
    "import { build, value as value_, type Overrides } from '../check';",
    '',
    '/**',
    " * A builder for every answer type of the contract, each starting from a copy of the contract's example of its",
    " * type and checked against the contract (required fields, kinds, known enum values, patterns, lengths, ranges,",
    " * nested types, unions): a value the service could never send throws InvalidFixtureError naming the field.",
    ' *',
    " * ```ts",
    " * fixtures.order({ status: 'cancelled', amount: fixtures.money({ amount: 100 }) })",
    ' * ```',
    ' */',
    'export const fixtures = {',
    ...builders,
    '};',
    '',
  ].join('\n');
}

/** The header that names a world: the one header parameter every sandbox route takes. */
function worldHeader(methods: Method[]): string {
  const headers = new Set(methods.flatMap((m) => m.params.filter((p) => p.location === 'header').map((p) => p.wireName)));
  if (headers.size !== 1) throw new Error(`generators/typescript: the sandbox's routes should share one header parameter (the world's), not ${[...headers].join(', ') || 'none'}`);
  return [...headers][0]!;
}

function emitSandbox(): string {
  const sandbox = loadSandboxModel();
  const methods = sandbox.resources.flatMap((r) => r.methods);
  const header = worldHeader(methods);
  // Input-only objects are request bodies: their fields are the methods' parameters, no type of their own.
  const types = sandbox.types.filter((t) => t.kind !== 'object' || t.usage.output).map((t) => typeDeclaration(t, false));
  const params = (m: Method) => m.params.filter((p) => p.wireName !== header);
  const paramsName = (m: Method) => `Sandbox${m.name.pascal}Params`;
  const paramTypes = methods.filter((m) => params(m).length).map((m) => `${jsdoc([`Parameters of \`sandbox.${m.name.camel}()\`.`])}export interface ${paramsName(m)} {\n${params(m).map((p) => member(p, '  ')).join('')}}\n`);
  const operations = methods.map((m) => {
    const spec = { id: m.operationId, method: m.httpMethod, path: m.path, params: Object.fromEntries(params(m).map((p) => [p.wireName, p.location])) };
    return `  ${m.name.camel}: ${literal(spec, '  ', 120)},`;
  });
  const client = methods.map((m) => {
    if (m.response.kind !== 'json' && m.response.kind !== 'empty') throw new Error(`generators/typescript: the sandbox's ${m.operationId} answers ${m.response.kind}`);
    const result = m.response.type ? typeName((m.response.type as { name: string }).name) : 'void';
    const optional = params(m).every((p) => !p.required);
    const arg = params(m).length ? `params: ${paramsName(m)}${optional ? ' = {}' : ''}` : '';
    return `${jsdoc([m.summary.replace(/\.?$/, '.')], '  ')}  ${m.name.camel}(${arg}): Promise<${result}> {\n    return this.request(sandboxOperations.${m.name.camel}, ${arg ? 'params' : '{}'});\n  }\n`;
  });
  return [
    HEADER.replace('openapi/openapi.yaml', 'mock-server/reference/sandbox.openapi.yaml'),
    "import { SandboxBase, type SandboxOperation } from '../sandbox-base';",
    '',
    ...types,
    ...paramTypes,
    `/** The header naming the world a sandbox call acts on. */`,
    `export const SANDBOX_WORLD_HEADER = ${str(header)};`,
    '',
    `/** Every route of ${sandbox.title} ${sandbox.version}, by its x-sdk-method: operationId, method, path and where each parameter travels. */`,
    'export const sandboxOperations = {',
    ...operations,
    '} satisfies Record<string, SandboxOperation>;',
    '',
    jsdoc([
      `The routes of ${sandbox.title} ${sandbox.version} (mock-server/reference/sandbox.openapi.yaml), one method each, acting on the world named when the Sandbox was made (the \`${header}\` header; none: the default world). An error answer throws the SDK's error of its status.`,
    ]).trimEnd(),
    'export class Sandbox extends SandboxBase {',
    '  protected readonly worldHeader = SANDBOX_WORLD_HEADER;',
    '',
    client.join('\n').trimEnd(),
    '}',
    '',
  ].join('\n');
}

/** Every generated module of orbit-sdk/testing. */
export function emitTesting(model: SdkModel): { path: string; content: string }[] {
  return [
    { path: 'src/testing/generated/schemas.ts', content: emitSchemas(model) },
    { path: 'src/testing/generated/fixtures.ts', content: emitFixtures(model) },
    { path: 'src/testing/generated/sandbox.ts', content: emitSandbox() },
  ];
}
