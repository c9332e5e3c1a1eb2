// The testing kit's generated modules (orbit_sdk.testing, docs/sdk-design.md "Testing kit"):
//   orbit_sdk/testing/_schemas.py  the check table of every answer type (kinds, required and nullable fields,
//                                  patterns, lengths, ranges, item counts, known enum values, union variants)
//                                  and the contract's example each builder starts from;
//   orbit_sdk/testing/fixtures.py  a builder per answer type: `fixtures.order(status="cancelled")`;
//   orbit_sdk/testing/sandbox.py   the reference server's QA sandbox (its own OpenAPI file, through
//                                  loadSandboxModel()) as typed models and the Sandbox client.
// The fake routes calls with the operations' descriptors the SDK already has (orbit_sdk/_operations.py:
// method, path template, fixed query and body values), so no second routing table is generated. The kit's
// engine (the check, the fake, the world, the pytest plugin) is hand-written.
import type { GeneratedFile } from '../lib/generator.ts';
import { loadSandboxModel } from '../model/index.ts';
import type { EnumType, Method, NamedType, ObjectType, Param, SdkModel, TypeRef, UntaggedUnionType } from '../model/index.ts';
import { enumMemberName, pyName } from './names.ts';
import { check } from './resources.ts';
import { docstring, firstParagraph, HEADER, pyFlat, pyString } from './syntax.ts';
import { outputType, union } from './types.ts';

type AnswerType = ObjectType | EnumType | UntaggedUnionType;

/** The answer types a builder is generated for: every named object, enum and union an answer reaches. */
export function answerTypes(model: { types: NamedType[] }): AnswerType[] {
  return model.types.filter((t): t is AnswerType => t.usage.output && t.kind !== 'union');
}

/** Items joined by ", " and wrapped at 110 columns, each line led by `indent` (PEP 8's hanging indent). */
function fill(items: string[], indent: string, width = 110): string[] {
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    if (line && indent.length + line.length + item.length + 2 > width) {
      lines.push(`${indent}${line},`);
      line = item;
    } else line = line ? `${line}, ${item}` : item;
  }
  if (line) lines.push(`${indent}${line},`);
  return lines;
}

/** A `def` on one line when it fits in 110 columns, else its parameters filled under it (hanging indent). */
function signature(open: string, params: string[], close: string, indent: string): string[] {
  const one = `${indent}${open}${params.join(', ')}${close}`;
  return one.length <= 110 ? [one] : [`${indent}${open}`, ...fill(params, `${indent}    `), `${indent}${close}`];
}

/** The types in an order where each comes after the types its fields, items and variants name. */
function dependencyOrder<T extends NamedType>(types: T[]): T[] {
  const byName = new Map(types.map((t) => [t.name.original, t]));
  const out: T[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const refs = (t: TypeRef): string[] => (t.kind === 'named' ? [t.name] : t.kind === 'array' ? refs(t.items) : t.kind === 'map' ? refs(t.values) : []);
  const visit = (type: T): void => {
    const seen = state.get(type.name.original);
    if (seen === 'done') return;
    if (seen === 'visiting') throw new Error(`generators/python: the answer type ${type.name.original} refers to itself; the testing kit's check tables need an order`);
    state.set(type.name.original, 'visiting');
    const named = type.kind === 'object' ? type.fields.flatMap((f) => refs(f.type)) : type.kind === 'untagged' ? type.variants.flatMap((v) => refs(v.type)) : [];
    for (const name of named) {
      const dep = byName.get(name);
      if (dep) visit(dep);
    }
    state.set(type.name.original, 'done');
    out.push(type);
  };
  for (const t of types) visit(t);
  return out;
}

// ---------------------------------------------------------------- _schemas.py
const constant = (t: NamedType): string => t.name.screamingSnake;

/** A value's check in an answer: named types by their constant, constraints as the contract states them. */
function answerCheck(t: TypeRef, c: ObjectType['fields'][number]['constraints'], model: SdkModel): string {
  if (t.kind === 'named') {
    const type = model.types.find((x) => x.name.original === t.name)!;
    // A discriminated union's variants differ by their discriminator, a required field: the shape rule tells them apart.
    if (type.kind === 'union') return `Check("union", variants=(${type.variants.map((v) => answerCheck({ kind: 'named', name: v.type }, {}, model)).join(', ')},))`;
    return constant(type);
  }
  if (t.kind === 'array') {
    const items = answerCheck(t.items, {}, model);
    const sizes = [c.minItems !== undefined ? `min_items=${c.minItems}` : '', c.maxItems !== undefined ? `max_items=${c.maxItems}` : ''].filter(Boolean);
    return `Check("array", items=${items}${sizes.map((s) => `, ${s}`).join('')})`;
  }
  if (t.kind === 'map') return `Check("map", items=${answerCheck(t.values, {}, model)})`;
  return check(t, { constraints: c }, model, new Set());
}

function schemaEntry(type: AnswerType, model: SdkModel): string[] {
  if (type.kind === 'enum') {
    const kind = type.valueType === 'integer' ? 'integer' : 'enum';
    return [`${constant(type)} = Check(${JSON.stringify(kind)}, values=${pyFlat(type.values.map((v) => v.value))})`];
  }
  if (type.kind === 'untagged') {
    const variants = type.variants.map((v) => answerCheck(v.type, {}, model));
    return [`${constant(type)} = Check("union", variants=(${variants.join(', ')}${variants.length === 1 ? ',' : ''}))`];
  }
  const options: string[] = [];
  const required = type.fields.filter((f) => f.required).map((f) => f.wireName);
  if (required.length) options.push(`required=${pyFlat(required)}`);
  const nulls = type.fields.filter((f) => f.nullable).map((f) => f.wireName);
  if (nulls.length) options.push(`nullable=${pyFlat(nulls)}`);
  // Fields beyond the listed ones: the values' check of a map-like object (`additionalProperties: {schema}`).
  if (typeof type.additionalProperties === 'object') options.push(`items=${answerCheck(type.additionalProperties, {}, model)}`);
  const head = `${constant(type)} = Check("object", ${options.map((o) => `${o}, `).join('')}fields={`;
  const fields = type.fields.map((f) => `    ${JSON.stringify(f.wireName)}: ${answerCheck(f.type, f.constraints, model)},`);
  return head.length <= 110 ? [head, ...fields, '})'] : [`${constant(type)} = Check(`, ...fill(['"object"', ...options], '    '), '    fields={', ...fields.map((f) => `    ${f}`), '    },', ')'];
}

function emitSchemas(model: SdkModel): GeneratedFile {
  const types = dependencyOrder(answerTypes(model));
  if (types.some((t) => constant(t) === 'TYPES')) throw new Error('generators/python: an answer type named Types would hide the check table');
  // The example as JSON in a Python string: single-quoted when it can be, so it reads as the JSON it is.
  const json = (text: string): string => (/['\\]/.test(text) ? pyString(text) : `'${text}'`);
  const table = types.map((t) => `    ${JSON.stringify(t.name.original)}: (${constant(t)}, ${t.example === undefined ? 'None' : json(JSON.stringify(t.example))}),`);
  const content = [
    HEADER.trimEnd(),
    '"""What the contract says of every answer type, for the fixtures\' check (orbit_sdk/testing/_check.py): each',
    "type's Check (as the request core's, with an enum's known values and a union's variants in order) and the",
    'contract\'s example of it as JSON (None: no example reaches the type)."""',
    'from typing import Dict, Optional, Tuple',
    '',
    'from .._types import Check',
    '',
    // A table: one constant after the other (each starts at the left margin), dependencies first.
    '',
    ...types.flatMap((t) => schemaEntry(t, model)),
    '',
    '#: Each answer type by name: its check and the contract\'s example (JSON).',
    'TYPES: Dict[str, Tuple[Check, Optional[str]]] = {',
    ...table,
    '}',
    '',
  ];
  return { path: 'orbit_sdk/testing/_schemas.py', content: content.join('\n') };
}

// ---------------------------------------------------------------- fixtures.py
/** What a builder takes for a field: the value as the SDK's types hold it, an enum also as its plain value. */
function overrideType(t: TypeRef, model: { types: NamedType[] }, used: Set<string>): string {
  switch (t.kind) {
    case 'named': {
      const type = model.types.find((x) => x.name.original === t.name)!;
      if (type.kind === 'untagged') return union(type.variants.map((v) => overrideType(v.type, model, used)));
      used.add(t.name);
      if (type.kind === 'enum') return `Union[${t.name}, ${type.valueType === 'integer' ? 'int' : 'str'}]`;
      return t.name;
    }
    case 'array':
      return `Sequence[${overrideType(t.items, model, used)}]`;
    case 'map':
      return `Mapping[str, ${overrideType(t.values, model, used)}]`;
    case 'unknown':
      return 'object';
    default:
      return outputType(t, { model: model as SdkModel });
  }
}

function builder(type: AnswerType, model: SdkModel, used: Set<string>): string[] {
  const name = type.name.original;
  used.add(name);
  if (type.kind === 'enum') {
    const plain = type.valueType === 'integer' ? 'int' : 'str';
    return [
      `def ${type.name.snake}(value: Union[${name}, ${plain}, NotGiven] = NOT_GIVEN) -> ${name}:`,
      `    return enum_value(${name}, value)`,
    ];
  }
  if (type.kind === 'untagged') {
    const value = union([...type.variants.map((v) => overrideType(v.type, model, used)), 'Mapping[str, object]', 'NotGiven']);
    return [
      `def ${type.name.snake}(value: ${value} = NOT_GIVEN) -> ${name}:`,
      `    return cast(${name}, union_value(${JSON.stringify(name)}, value))`,
    ];
  }
  const params = type.fields.map((f) => {
    const t = overrideType(f.type, model, used);
    return `${pyName(f.wireName)}: ${union([t, ...(f.nullable || !f.required ? ['None'] : []), 'NotGiven'])} = NOT_GIVEN`;
  });
  return [
    ...signature(`def ${type.name.snake}(`, params.length ? ['*', ...params] : [], `) -> ${name}:`, ''),
    `    return build(${name}, locals())`,
  ];
}

function emitFixtures(model: SdkModel): GeneratedFile {
  const types = answerTypes(model);
  const seen = new Set<string>();
  for (const t of types) {
    if (seen.has(t.name.snake)) throw new Error(`generators/python: two answer types are both fixtures.${t.name.snake}()`);
    seen.add(t.name.snake);
  }
  const used = new Set<string>();
  const code = types.flatMap((t) => ['', '', ...builder(t, model, used)]).join('\n');
  const bare = code.replace(/"""[\s\S]*?"""/g, '');
  const typing = ['Mapping', 'Sequence', 'Union', 'cast'].filter((n) => new RegExp(`\\b${n}\\b`).test(bare));
  const content = [
    HEADER.trimEnd(),
    '"""A builder for every answer type of the contract, each starting from the contract\'s example of its type:',
    '',
    '    fixtures.order(status="cancelled", amount=fixtures.money(amount=100))',
    '',
    'Each field you give replaces the example\'s value whole (nested objects come from their own builders); None',
    'leaves out a field that cannot be null. The result is the SDK\'s own type, checked against the contract first',
    '(required fields, kinds, known enum values, patterns, lengths, ranges, nested types, unions): a value the',
    'service could never send raises InvalidFixtureError naming the field, in the test that builds it. An enum\'s',
    'builder gives one of its values, a union\'s the variant whose shape the value has (the contract\'s example when',
    'no value is given)."""',
    ...(typing.length ? [`from typing import ${typing.join(', ')}`, ''] : []),
    ...(/\bLiteral\b/.test(bare) ? ['from typing_extensions import Literal', ''] : []),
    'from .._types import NOT_GIVEN, NotGiven',
    'from ..types import (',
    ...fill([...used].sort(), '    '),
    ')',
    'from ._check import build, enum_value, union_value',
    '',
    '__all__ = [',
    ...fill(types.map((t) => JSON.stringify(t.name.snake)), '    '),
    ']',
    code,
    '',
  ];
  return { path: 'orbit_sdk/testing/fixtures.py', content: content.join('\n') };
}

// ---------------------------------------------------------------- sandbox.py
/** The header that names a world: the one header parameter every sandbox route takes. */
function worldHeader(methods: Method[]): string {
  const headers = new Set(methods.flatMap((m) => m.params.filter((p) => p.location === 'header').map((p) => p.wireName)));
  if (headers.size !== 1) throw new Error(`generators/python: the sandbox's routes should share one header parameter (the world's), not ${[...headers].join(', ') || 'none'}`);
  return [...headers][0]!;
}

/** A sandbox argument's type: enums also as plain values, objects as models or dicts (the server checks them). */
function sandboxArgType(t: TypeRef, model: { types: NamedType[] }, used: Set<string>): string {
  if (t.kind === 'named') {
    const type = model.types.find((x) => x.name.original === t.name)!;
    if (type.kind === 'object') {
      used.add(t.name);
      return `Union[${t.name}, Mapping[str, object]]`;
    }
  }
  if (t.kind === 'array') return `Sequence[${sandboxArgType(t.items, model, used)}]`;
  return overrideType(t, model, used);
}

/** The request core's check of a sandbox argument: nested objects pass as given (the sandbox checks them). */
function sandboxCheck(t: TypeRef, p: Param, model: SdkModel): string {
  const erase = (x: TypeRef): TypeRef => {
    if (x.kind === 'array') return { kind: 'array', items: erase(x.items) };
    if (x.kind === 'map') return { kind: 'map', values: erase(x.values) };
    const type = x.kind === 'named' ? model.types.find((n) => n.name.original === x.name) : undefined;
    return type && type.kind !== 'enum' ? { kind: 'unknown' } : x;
  };
  return check(erase(t), p, model, new Set());
}

function sandboxModel(type: NamedType, model: SdkModel, used: Set<string>): string[] {
  const s = { model, used };
  const doc = (text: string): string[] => docstring(firstParagraph(text) || `${type.name.original}.`, '    ');
  if (type.kind === 'enum') {
    const integer = type.valueType === 'integer';
    return [`class ${type.name.original}(${integer ? 'OpenIntEnum' : 'OpenEnum'}):`, ...doc(type.description), ...type.values.map((v) => `    ${enumMemberName(type, v)} = ${JSON.stringify(v.value)}`)];
  }
  if (type.kind === 'untagged') {
    return [`${type.name.original} = Annotated[Union[${type.variants.map((v) => outputType(v.type, s)).join(', ')}], Untagged()]`, ...docstring(firstParagraph(type.description) || type.name.original, '')];
  }
  if (type.kind !== 'object') throw new Error(`generators/python: the sandbox's ${type.name.original} (${type.kind}) has no Python spelling`);
  const out = [`class ${type.name.original}(BaseModel):`, ...doc(type.description)];
  for (const f of type.fields) {
    const name = pyName(f.wireName);
    const t = outputType(f.type, s);
    const alias = name !== f.wireName ? `pydantic.Field(alias=${JSON.stringify(f.wireName)}${f.required ? '' : ', default=None'})` : '';
    if (f.required) out.push(`    ${name}: ${f.nullable ? `Optional[${t}]` : t}${alias ? ` = ${alias}` : ''}`);
    else out.push(`    ${name}: Optional[${t}] = ${alias || 'None'}`);
  }
  return out;
}

const opConstant = (m: Method): string => `_${m.name.screamingSnake}`;

function sandboxOperation(m: Method, header: string, model: SdkModel): string[] {
  const params = m.params.filter((p) => p.wireName !== header);
  const result = m.response.kind === 'json' && m.response.type ? outputType(m.response.type, { model }) : 'None';
  if (m.response.kind !== 'json' && m.response.kind !== 'empty') throw new Error(`generators/python: the sandbox's ${m.operationId} answers ${m.response.kind}`);
  const fields = [`id=${JSON.stringify(m.operationId)}`, `name=${JSON.stringify(`sandbox.${m.name.snake}`)}`, `method=${JSON.stringify(m.httpMethod)}`, `path=${JSON.stringify(m.path)}`, 'auth=None'];
  fields.push(...(m.body ? ['has_body=True'] : []), `answer=${JSON.stringify(m.response.kind)}`, `result=${result}`, ...(m.response.status !== 200 ? [`status=${m.response.status}`] : []));
  const specs = params.map((p) => {
    const named = [`wire_name=${JSON.stringify(p.wireName)}`, `name=${JSON.stringify(pyName(p.wireName))}`, `location=${JSON.stringify(p.location)}`, ...(p.required ? ['required=True'] : [])];
    return `    Param(${named.join(', ')}, check=${sandboxCheck(p.type, p, model)}),`;
  });
  if (!specs.length) fields.push('params=()');
  return [`${opConstant(m)}: Operation[${result}] = Operation(`, ...fill(fields, '    '), ...(specs.length ? ['    params=(', ...specs.map((x) => `    ${x}`), '    ),'] : []), ')'];
}

function sandboxMethod(m: Method, header: string, model: SdkModel, used: Set<string>): string[] {
  const params = m.params.filter((p) => p.wireName !== header);
  const sigs = [...params.filter((p) => p.required), ...params.filter((p) => !p.required)].map((p) => {
    const t = sandboxArgType(p.type, model, used);
    return p.required ? `${pyName(p.wireName)}: ${t}` : `${pyName(p.wireName)}: ${t.startsWith('Union[') ? union([t, 'None']) : `Optional[${t}]`} = None`;
  });
  const result = m.response.type ? outputType(m.response.type, { model, used }) : 'None';
  const args = `{${[...params.map((p) => `${JSON.stringify(p.wireName)}: ${pyName(p.wireName)}`), '**unknown'].join(', ')}}`;
  return [
    ...signature(`def ${m.name.snake}(`, ['self', ...(sigs.length ? ['*', ...sigs] : []), '**unknown: Never'], `) -> ${result}:`, '    '),
    ...docstring(`${m.summary.replace(/\.?$/, '.')}`, '        '),
    `        return self._core.request(${opConstant(m)}, ${args}, RequestOptions())`,
  ];
}

function emitSandbox(): GeneratedFile {
  const sandbox = loadSandboxModel();
  const model = { types: sandbox.types, resources: sandbox.resources } as SdkModel;
  const methods = sandbox.resources.flatMap((r) => r.methods);
  const header = worldHeader(methods);
  // Input-only objects are request bodies: their fields are the methods' parameters, no model of their own.
  const types = dependencyOrder(sandbox.types.filter((t) => t.kind !== 'object' || t.usage.output));
  const used = new Set<string>();
  const models = types.flatMap((t) => ['', '', ...sandboxModel(t, model, used)]);
  const operations = methods.flatMap((m) => sandboxOperation(m, header, model));
  // One client, blocking: a test's sandbox calls are short calls to a local server, which an asyncio test can make
  // too (a second, awaited copy of every method would cost as many lines again).
  const classes = [
    '',
    '',
    'class Sandbox(SandboxBase):',
    ...docstring(
      `The routes of ${sandbox.title} ${sandbox.version}, one method each, acting on the world named when the Sandbox was made (the \`${header}\` header; none: the default world). An error answer raises the SDK's error of its status.`,
      '    ',
    ),
    '',
    `    world_header: ClassVar[str] = ${JSON.stringify(header)}`,
    ...methods.flatMap((m) => ['', ...sandboxMethod(m, header, model, used)]),
  ];
  const code = [...models, '', '', '# The routes as the request core calls them (orbit_sdk/_types.py), one after the other.', ...operations, ...classes].join('\n');
  const bare = code.replace(/"""[\s\S]*?"""/g, '').replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
  const has = (n: string): boolean => new RegExp(`\\b${n}\\b`).test(bare);
  const typing = ['Any', 'ClassVar', 'Dict', 'List', 'Mapping', 'Optional', 'Sequence', 'Union'].filter(has);
  const ext = ['Annotated', 'Literal', 'Never'].filter(has);
  const own = ['BaseModel', 'OpenEnum', 'OpenIntEnum', 'Untagged'].filter(has);
  const names = [...types.map((t) => t.name.original), 'Sandbox'];
  const content = [
    HEADER.trimEnd().replace('openapi/openapi.yaml', 'mock-server/reference/sandbox.openapi.yaml'),
    `"""The reference server's QA sandbox (${sandbox.title}, its OpenAPI file mock-server/reference/sandbox.openapi.yaml),`,
    'typed: its answers as models and its routes as the methods of Sandbox, which calls them through the SDK\'s',
    'request core (argument checks, retries, errors)."""',
    `from typing import ${typing.join(', ')}`,
    '',
    ...(has('pydantic') ? ['import pydantic'] : []),
    `from typing_extensions import ${ext.join(', ')}`,
    '',
    `from .._models import ${own.join(', ')}`,
    'from .._types import Check, Operation, Param, RequestOptions',
    'from ._clients import SandboxBase',
    '',
    '__all__ = [',
    ...fill(names.map((n) => JSON.stringify(n)), '    '),
    ']',
    code,
    '',
  ];
  return { path: 'orbit_sdk/testing/sandbox.py', content: content.join('\n') };
}

/** Every generated module of orbit_sdk.testing. */
export function emitTesting(model: SdkModel): GeneratedFile[] {
  return [emitSchemas(model), emitFixtures(model), emitSandbox()];
}
