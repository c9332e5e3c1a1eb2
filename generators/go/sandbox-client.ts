// The testing kit's typed sandbox client (orbittest/sandbox_client.go), generated from the reference
// server's sandbox OpenAPI file through loadSandboxModel(): a method of orbittest.Sandbox per route
// (named by x-sdk-method), a params struct per route that takes values, and the types of its answers.
// The route's world header (the one header parameter every route has) is the Sandbox's own: it is
// never a parameter. Calls go through the hand-written orbittest/sandbox.go.
import type { Method, NamedType, Param, SdkModel, UntaggedUnionType } from '../model/index.ts';
import { loadSandboxModel, type SandboxModel } from '../model/index.ts';
import { exported, methodName, paramsType } from './names.ts';
import { comment } from './syntax.ts';
import { GoTypes } from './types.ts';

export interface SandboxKit {
  model: SandboxModel;
  types: GoTypes;
  /** The header every route takes to select the world (`Orbit-Sandbox`). */
  worldHeader: string;
}

/** The sandbox's model, read with the contract's runtime rules, and its Go types. */
export function sandboxKit(model: SdkModel): SandboxKit {
  const sandbox = loadSandboxModel(undefined, model.runtime);
  const methods = sandbox.resources.flatMap((r) => r.methods);
  const headers = new Set(methods.flatMap((m) => m.params.filter((p) => p.location === 'header').map((p) => p.wireName)));
  const worldHeader = [...headers][0];
  if (headers.size !== 1 || !worldHeader || !methods.every((m) => m.params.some((p) => p.wireName === worldHeader))) {
    throw new Error(`generators/go: the sandbox's routes must share exactly one header parameter, the world (found ${[...headers].join(', ') || 'none'})`);
  }
  const types = new GoTypes({ ...model, resources: sandbox.resources, types: sandbox.types } as SdkModel, { bodiesAreTypes: true });
  // Every type is declared as answers read it (nullable: a pointer, nil for null; optional: omitted
  // when zero), so that what the sandbox answers goes back to it unchanged (export, then import).
  types.inputObjects.clear();
  return { model: sandbox, types, worldHeader };
}

/** The values a route's params struct holds: every parameter but the world header (none when its body is a type of its own). */
function routeParams(types: GoTypes, m: Method): Param[] {
  return bodyType(types, m) ? [] : m.params.filter((p) => p.location !== 'header');
}

/** The declared type a route takes as its body, when its body is also a type of answers (e.g. a world's document). */
function bodyType(types: GoTypes, m: Method): string | undefined {
  if (!m.body || !types.declared.has(m.body.type)) return undefined;
  if (m.params.some((p) => p.location === 'path' || p.location === 'query')) throw new Error(`generators/go: the sandbox route ${m.operationId} takes ${m.body.type} and path or query values: give its body a schema of its own`);
  return m.body.type;
}

/** A union without a discriminator, as orbittest declares it (sandbox.go's decodeUnion and encodeUnion). */
function unionDeclaration(types: GoTypes, type: UntaggedUnionType, name: string): string {
  const fields = type.variants.map((v) => ({ v, ...types.variantField(v) }));
  const out = [
    comment(`${name} is a union (${type.keyword} without a discriminator)${type.description ? `: ${type.description}` : '.'} Exactly one Of field is set: the first variant, in this order, whose shape the value has; a value of a newer shape sets none.`),
    `type ${name} struct {`,
    ...fields.map((f) => `\t${f.name} ${f.type}`),
    '',
    '\traw json.RawMessage // an answer no variant matched',
    '}',
    '',
  ];
  for (const f of fields) {
    const t = types.goType(f.v.type);
    const named = f.v.type.kind === 'named' ? types.named(f.v.type.name) : undefined;
    const numeric = f.v.type.kind === 'integer' || f.v.type.kind === 'number' || (named?.kind === 'enum' && named.valueType === 'integer');
    const text = f.v.type.kind === 'string' || f.v.type.kind === 'literal' || named?.kind === 'enum';
    const zero = numeric ? '0' : f.v.type.kind === 'boolean' ? 'false' : text ? '""' : `${t}{}`;
    out.push(`// As${f.name.slice(2)} answers the value as ${t}, and whether it is one.`);
    if (f.pointer) out.push(`func (u ${name}) As${f.name.slice(2)}() (${t}, bool) {`, `\tif u.${f.name} == nil {`, `\t\treturn ${zero}, false`, '\t}', `\treturn *u.${f.name}, true`, '}', '');
    else out.push(`func (u ${name}) As${f.name.slice(2)}() (${t}, bool) { return u.${f.name}, u.${f.name} != nil }`, '');
  }
  out.push(
    '// MarshalJSON writes the variant that is set, or the value as it came.',
    `func (u ${name}) MarshalJSON() ([]byte, error) { return encodeUnion(u.raw, ${fields.map((f) => `u.${f.name}`).join(', ')}) }`,
    '',
    '// UnmarshalJSON reads the first variant whose shape the value has, or keeps a value of none.',
    `func (u *${name}) UnmarshalJSON(b []byte) error {`,
    `\t*u = ${name}{}`,
    `\treturn decodeUnion(${JSON.stringify(type.name.original)}, b, &u.raw, ${fields.map((f) => `&u.${f.name}`).join(', ')})`,
    '}',
  );
  return out.join('\n');
}

function declaration(types: GoTypes, t: NamedType): string {
  const name = types.goName(t.name.original);
  if (t.kind === 'untagged') return unionDeclaration(types, t, name);
  return types.declaration(t);
}

/** How a path or query value is written as text. */
function textOf(types: GoTypes, p: Param, value: string): string {
  const goType = types.goType(p.type);
  if (goType === 'string') return value;
  if (p.type.kind === 'named' && types.named(p.type.name).kind === 'enum' && !goType.startsWith('int')) return `string(${value})`;
  return `fmt.Sprint(${value})`;
}

function methodDecl(kit: SandboxKit, m: Method): string {
  const { types } = kit;
  const resource = kit.model.resources.find((r) => r.methods.includes(m))!;
  const params = routeParams(types, m);
  const name = methodName(m);
  const pType = paramsType(resource, m);
  const result = types.goType(m.response.type!);
  const out: string[] = [];
  if (params.length) {
    const required = params.some((p) => p.required);
    out.push(comment(`${pType} holds the values of Sandbox.${name}.${required ? '' : ' Nothing is required: nil params are fine.'}`), `type ${pType} struct {`);
    for (const p of params) {
      const lines = types.fieldLines(p, 'input', p.required, p.location === 'body' ? '' : `Sent in the ${p.location}.`);
      if (p.location !== 'body') lines[lines.length - 1] = lines[lines.length - 1]!.replace(/`json:"[^"]*"`/, '`json:"-"`');
      out.push(...lines);
    }
    out.push('}', '');
  }
  const summary = m.summary.replace(/([^.])$/, '$1.');
  const description = m.description.split(/\n\s*\n/)[0]!.trim();
  out.push(comment(`${name} calls ${m.httpMethod} ${m.path}: ${summary}${description ? ` ${description}` : ''}`));
  const whole = bodyType(types, m);
  if (whole) {
    const goName = types.goName(whole);
    const arg = goName[0]!.toLowerCase() + goName.slice(1);
    out.push(
      `func (s *Sandbox) ${name}(ctx context.Context, ${arg} *${goName}) (*${result}, error) {`,
      `\tif ${arg} == nil {`,
      `\t\treturn nil, missing(${JSON.stringify(arg)})`,
      '\t}',
      `\tvar out ${result}`,
      `\tif err := s.call(ctx, ${JSON.stringify(m.httpMethod)}, ${JSON.stringify(m.path)}, nil, ${arg}, &out); err != nil {`,
      '\t\treturn nil, err',
      '\t}',
      '\treturn &out, nil',
      '}',
    );
    return out.join('\n');
  }
  out.push(`func (s *Sandbox) ${name}(ctx context.Context${params.length ? `, params *${pType}` : ''}) (*${result}, error) {`);
  const checks = params.filter((p) => p.required && (types.goType(p.type) === 'string' || (p.type.kind === 'named' && types.named(p.type.name).kind === 'enum')));
  for (const p of checks) {
    out.push(`\tif params == nil || params.${exported(p.name)} == "" {`, `\t\treturn nil, missing(${JSON.stringify(p.wireName)})`, '\t}');
  }
  if (params.some((p) => p.required) && !checks.length) out.push('\tif params == nil {', '\t\treturn nil, missing("params")', '\t}');
  let path = JSON.stringify(m.path);
  for (const p of params.filter((x) => x.location === 'path')) {
    path = path.replace(`{${p.wireName}}`, `" + url.PathEscape(${textOf(types, p, `params.${exported(p.name)}`)}) + "`);
  }
  path = path.replace(/ \+ ""$/, '').replace(/^"" \+ /, '');
  const query = params.filter((p) => p.location === 'query');
  let queryArg = 'nil';
  if (query.length) {
    out.push('\tquery := url.Values{}');
    for (const p of query) {
      const field = `params.${exported(p.name)}`;
      const pointer = types.fieldType(p, 'input').type.startsWith('*');
      out.push(`\tif params != nil && ${field} != ${pointer ? 'nil' : '""'} {`, `\t\tquery.Set(${JSON.stringify(p.wireName)}, ${textOf(types, p, pointer ? `*${field}` : field)})`, '\t}');
    }
    queryArg = 'query';
  }
  const body = m.body ? 'params' : 'nil';
  out.push(`\tvar out ${result}`, `\tif err := s.call(ctx, ${JSON.stringify(m.httpMethod)}, ${path}, ${queryArg}, ${body}, &out); err != nil {`, '\t\treturn nil, err', '\t}', '\treturn &out, nil', '}');
  return out.join('\n');
}

/** orbittest/sandbox_client.go: the Sandbox's methods, their params and the sandbox's answer types. */
export function sandboxClientFile(kit: SandboxKit, header: string, taken: Set<string>): string {
  const { types, model } = kit;
  const methods = model.resources.flatMap((r) => r.methods);
  const declared = model.types.filter((t) => types.declared.has(t.name.original));
  for (const name of [...declared.map((t) => types.goName(t.name.original)), ...methods.filter((m) => routeParams(types, m).length).map((m) => paramsType(model.resources.find((r) => r.methods.includes(m))!, m))]) {
    if (taken.has(name)) throw new Error(`generators/go: the sandbox's ${name} would take the name of orbittest.${name}: rename it in the sandbox's OpenAPI file`);
    taken.add(name);
  }
  const body = [...declared.map((t) => declaration(types, t)), ...methods.map((m) => methodDecl(kit, m))].join('\n\n');
  const imports = ['context', body.includes('json.RawMessage') && 'encoding/json', body.includes('fmt.') && 'fmt', body.includes('regexp.') && 'regexp', body.includes('url.') && 'net/url'].filter((i): i is string => !!i).sort();
  return [
    header,
    'package orbittest',
    '',
    'import (',
    ...imports.map((i) => `\t"${i}"`),
    ')',
    '',
    comment(`worldHeader selects the world of a request (the header parameter of every route of the sandbox's OpenAPI file).`),
    `const worldHeader = ${JSON.stringify(kit.worldHeader)}`,
    '',
    body,
    '',
  ].join('\n');
}

/** The sandbox's answer types, for the check tables (sandbox.go decodes its unions by them). */
export function sandboxAnswerTypes(kit: SandboxKit): NamedType[] {
  return kit.model.types.filter((t) => t.usage.output);
}

