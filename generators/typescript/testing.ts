// The testing kit's generated modules (orbit-sdk/testing, an entry of its own so the main bundle carries none of it):
//   src/testing/generated/schemas.ts   what the contract says of every answer type (kinds, required and nullable
//                                      fields, patterns, lengths, ranges, item counts, known enum values, union
//                                      variants in order) and the contract's example each fixture starts from;
//   src/testing/generated/fixtures.ts  a builder per answer type: `fixtures.order({ status: 'cancelled' })`.
// The fake routes calls with the operation descriptors the SDK already has (src/generated/operations.ts:
// method, path template, fixed query and body values), so no second routing table is generated. The kit's
// engine (the check, the fake) is hand-written in src/testing/.
import type { Constraints, NamedType, SdkModel, TypeRef } from '../model/index.ts';
import { check, namedType } from './checks.ts';
import { typeName } from './names.ts';
import { HEADER, literal } from './syntax.ts';

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

/** Every generated module of orbit-sdk/testing. */
export function emitTesting(model: SdkModel): { path: string; content: string }[] {
  return [
    { path: 'src/testing/generated/schemas.ts', content: emitSchemas(model) },
    { path: 'src/testing/generated/fixtures.ts', content: emitFixtures(model) },
  ];
}
