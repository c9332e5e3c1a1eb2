// The testing kit's generated half (package orbittest beside orbit): what the contract knows, as
// tables the hand-written kit (orbittest/*.go: the check, the fake, the worlds) reads.
//   orbittest/fixtures.go   a builder per answer type: the contract's example, overrides, the check
//   orbittest/schemas.go    the check tables of every answer type, the error body's type and statuses
//   orbittest/routes.go     the fake's routing table: each method's SDK name, HTTP method, path
//                           template, fixed values, answer kind and type, and its parameters' kinds
//   orbittest/doc.go        the package overview
// The sandbox client (orbittest/sandbox_client.go) is sandbox-client.ts's.
import type { Constraints, Method, NamedType, Param, Resource, SdkModel, TypeRef } from '../model/index.ts';
import { exported, methodName, MODULE, qualify, serviceField } from './names.ts';
import { comment, commentBlock, goString } from './syntax.ts';
import type { GoTypes } from './types.ts';

/** The exported names of the hand-written kit: no fixture or sandbox type may take one. */
export const KIT_NAMES = ['TB', 'InvalidFixtureError', 'Answer', 'Reply', 'Error', 'Bytes', 'Chunks', 'Sequence', 'Func', 'Fake', 'NewFake', 'Call', 'Part', 'UnansweredCallError', 'World', 'NewWorld', 'Sandbox', 'NewSandbox'];

/** The answer types that get a fixture: the declared objects and unions of answers (an enum value is written as its constant). */
export function fixtureTypes(types: GoTypes, model: SdkModel): NamedType[] {
  return model.types.filter((t) => t.usage.output && types.declared.has(t.name.original) && (t.kind === 'object' || t.kind === 'untagged'));
}

/** The schema of the error body the core reads ({"error": {type, code, message, …}}): the answer object holding only that. */
function errorBodyType(model: SdkModel): string {
  const byName = new Map(model.types.map((t) => [t.name.original, t]));
  const body = model.types.find((t) => {
    if (t.kind !== 'object' || !t.usage.output || t.fields.length !== 1 || t.fields[0]!.wireName !== 'error') return false;
    const inner = t.fields[0]!.type;
    const detail = inner.kind === 'named' ? byName.get(inner.name) : undefined;
    return detail?.kind === 'object' && ['type', 'code', 'message'].every((f) => detail.fields.some((x) => x.wireName === f));
  });
  return body?.name.original ?? '';
}

// ------------------------------------------------------------------------------------------ schemas

function constraintParts(c: Constraints, kind: TypeRef['kind']): string[] {
  const parts: string[] = [];
  if (kind === 'string') {
    if (c.pattern !== undefined) parts.push(`pattern: regexp.MustCompile(${goString(c.pattern)})`);
    if (c.minLength !== undefined) parts.push(`minLength: ${c.minLength}`);
    if (c.maxLength !== undefined) parts.push(`maxLength: ${c.maxLength}`);
  }
  if (kind === 'integer' || kind === 'number') {
    if (c.minimum !== undefined) parts.push(`minimum: bound(${c.minimum})`);
    if (c.maximum !== undefined) parts.push(`maximum: bound(${c.maximum})`);
  }
  if (kind === 'array') {
    if (c.minItems !== undefined) parts.push(`minItems: ${c.minItems}`);
    if (c.maxItems !== undefined) parts.push(`maxItems: ${c.maxItems}`);
  }
  return parts;
}

/** The schema literal (without `&schema`) of a value of type t with the constraints c. */
export function schemaLiteral(t: TypeRef, c: Constraints = {}): string {
  const parts: string[] = [];
  switch (t.kind) {
    case 'string':
      parts.push('kind: kindString');
      if (t.format === 'date-time' || t.format === 'date' || t.format === 'byte') parts.push(`format: ${JSON.stringify(t.format)}`);
      break;
    case 'integer':
      parts.push('kind: kindInteger');
      break;
    case 'number':
      parts.push('kind: kindNumber');
      break;
    case 'boolean':
      parts.push('kind: kindBoolean');
      break;
    case 'literal':
      parts.push('kind: kindEnum', `values: []string{${JSON.stringify(t.value)}}`);
      break;
    case 'named':
      parts.push('kind: kindNamed', `ref: ${JSON.stringify(t.name)}`);
      break;
    case 'array':
      parts.push('kind: kindArray', `items: &schema{${schemaLiteral(t.items)}}`);
      break;
    case 'map':
      parts.push('kind: kindMap', `items: &schema{${schemaLiteral(t.values)}}`);
      break;
    default:
      parts.push('kind: kindAny');
  }
  parts.push(...constraintParts(c, t.kind));
  return parts.join(', ');
}

function namedSchema(t: NamedType): string {
  switch (t.kind) {
    case 'enum':
      return `{kind: kindEnum${t.valueType === 'integer' ? ', integer: true' : ''}, values: []string{${t.values.map((v) => JSON.stringify(String(v.value))).join(', ')}}}`;
    case 'untagged':
      return `{kind: kindUnion, variants: []*schema{${t.variants.map((v) => `{${schemaLiteral(v.type)}}`).join(', ')}}}`;
    case 'union':
      return `{kind: kindUnion, variants: []*schema{${t.variants.map((v) => `{kind: kindNamed, ref: ${JSON.stringify(v.type)}}`).join(', ')}}}`;
    case 'object': {
      const fields = t.fields.map((f) => {
        const flags = [`name: ${JSON.stringify(f.wireName)}`, f.required && 'required: true', f.nullable && 'nullable: true', `schema: &schema{${schemaLiteral(f.type, f.constraints)}}`];
        return `\t\t{${flags.filter(Boolean).join(', ')}},`;
      });
      return fields.length ? `{kind: kindObject, fields: []field{\n${fields.join('\n')}\n\t}}` : '{kind: kindObject}';
    }
  }
}

/**
 * orbittest/schemas.go: the check table of every answer type (the contract's, and `more`: the sandbox's,
 * whose unions decode by it), the error body's type and the statuses' error types.
 */
export function schemasFile(model: SdkModel, header: string, more: NamedType[] = []): string {
  const answers = [...model.types.filter((t) => t.usage.output), ...more];
  const names = new Set<string>();
  for (const t of answers) {
    if (names.has(t.name.original)) throw new Error(`generators/go: the schema ${t.name.original} is both the contract's and the sandbox's: rename the sandbox's`);
    names.add(t.name.original);
  }
  const out = [header, 'package orbittest', '', 'import ('];
  if (answers.some((t) => t.kind === 'object' && t.fields.some((f) => f.constraints.pattern !== undefined))) out.push('\t"regexp"', '');
  out.push(`\torbit "${MODULE}"`, ')', '');
  out.push(
    comment('schemas holds the rules of every answer type of the contract (its components.schemas), by name: what a fixture or an answer of the fake is checked against.'),
    'var schemas = map[string]*schema{',
  );
  for (const t of answers) out.push(`\t${JSON.stringify(t.name.original)}: ${namedSchema(t)},`);
  out.push('}', '');
  out.push(comment('errorBodyType is the type of the contract\'s error body, which an Error answer is checked against.'));
  out.push(`const errorBodyType = ${JSON.stringify(errorBodyType(model))}`, '');
  out.push(comment('requestIDHeader carries an answer\'s request id (x-sdk-runtime request_id_header).'));
  out.push(`const requestIDHeader = ${JSON.stringify(model.runtime.requestIdHeader)}`, '');
  out.push(comment('statusTypes are the error body\'s type and the SDK\'s error kind of each status (x-sdk-runtime errors).'));
  out.push('var statusTypes = []struct {', '\tfrom, to  int', '\terrorType string', '\tkind      error', '}{');
  for (const e of model.runtime.errors) {
    const from = e.status ?? e.rangeFrom!;
    out.push(`\t{${from}, ${e.status ?? e.rangeFrom! + 99}, ${JSON.stringify(e.type)}, orbit.Err${exported(e.name)}},`);
  }
  out.push('}');
  return out.join('\n');
}

// ------------------------------------------------------------------------------------------ routes

/** How the fake reads a parameter's text back as JSON (call.go's argKind). */
function argLiteral(types: GoTypes, p: Param): string | null {
  let t = p.type;
  const array = t.kind === 'array';
  if (t.kind === 'array') t = t.items;
  if (t.kind === 'file') return null;
  let kind = 'argString';
  if (t.kind === 'integer' || t.kind === 'number') kind = 'argNumber';
  if (t.kind === 'boolean') kind = 'argBoolean';
  if (t.kind === 'map') kind = 'argJSON';
  if (t.kind === 'named') {
    const named = types.named(t.name);
    if (named.kind === 'enum' && named.valueType === 'integer') kind = 'argNumber';
    if (named.kind === 'object' || named.kind === 'untagged' || named.kind === 'union') kind = 'argJSON';
  }
  const parts = [`name: ${JSON.stringify(p.wireName)}`];
  if (kind !== 'argString') parts.push(`kind: ${kind}`);
  if (array) parts.push('array: true');
  return `{${parts.join(', ')}}`;
}

/** The Go type of a value, as orbittest's code (outside package orbit) reflects it. */
function reflectType(types: GoTypes, t: TypeRef): string {
  return `reflect.TypeOf((*${qualify(types.goType(t))})(nil)).Elem()`;
}

/** How a test registers an answer of the route, for the error of a call nobody registered. */
function registerHint(types: GoTypes, model: SdkModel, m: Method, stream: boolean): string {
  const fixtures = new Set(fixtureTypes(types, model).map((t) => t.name.original));
  const fixture = (t: TypeRef | null | undefined) => (t?.kind === 'named' && fixtures.has(t.name) ? `orbittest.${types.goName(t.name)}(t)` : '…');
  if (stream) return `orbittest.Chunks(${fixture(m.stream!.chunk)})`;
  switch (m.response.kind) {
    case 'text':
      return 'orbittest.Reply("…")';
    case 'binary':
      return `orbittest.Bytes(${JSON.stringify(m.response.mediaType)}, data)`;
    case 'empty':
      return 'orbittest.Reply(nil)';
  }
  return `orbittest.Reply(${fixture(m.response.type)})`;
}

function routeLiteral(types: GoTypes, model: SdkModel, resource: Resource, m: Method, stream: boolean): string {
  const name = `${serviceField(resource)}.${methodName(m)}${stream ? 'Stream' : ''}`;
  const fixed = [
    ...Object.entries(m.fixedQuery).map(([k, v]) => `{name: ${JSON.stringify(k)}, json: ${goString(JSON.stringify(v))}, query: true}`),
    ...Object.entries(m.fixedBody).map(([k, v]) => `{name: ${JSON.stringify(k)}, json: ${goString(JSON.stringify(v))}}`),
    ...(stream ? [`{name: ${JSON.stringify(m.stream!.param)}, json: "true"}`] : []),
  ];
  const answer = `answer${exported(m.response.kind)}`;
  const mediaType = stream ? m.stream!.mediaType : m.response.mediaType;
  const lines = [`\t{operation: ${JSON.stringify(name)}, method: ${JSON.stringify(m.httpMethod)}, path: ${JSON.stringify(m.path)}, status: ${m.response.status}, answer: ${answer}, mediaType: ${JSON.stringify(mediaType)},`];
  lines.push(`\t\thint: ${goString(registerHint(types, model, m, stream))},`);
  if (fixed.length) lines.push(`\t\tfixed: []fixedValue{${fixed.join(', ')}},`);
  if (m.response.kind === 'json' && m.response.type && !stream) lines.push(`\t\tgoType: ${reflectType(types, m.response.type)}, result: &schema{${schemaLiteral(m.response.type)}},`);
  if (stream) {
    const s = m.stream!;
    lines.push(`\t\tstream: &streamRoute{mediaType: ${JSON.stringify(s.mediaType)}, done: ${goString(s.done)}, chunkType: ${reflectType(types, s.chunk)}, chunk: &schema{${schemaLiteral(s.chunk)}}},`);
  }
  const outside = m.params.filter((p) => p.location === 'path' || p.location === 'query' || (p.location === 'body' && m.body?.kind === 'multipart'));
  const args = outside.map((p) => argLiteral(types, p)).filter((a): a is string => !!a);
  if (args.length) lines.push(`\t\targs: []arg{${args.join(', ')}},`);
  const headers = m.params.filter((p) => p.location === 'header').map((p) => argLiteral(types, p));
  if (headers.length) lines.push(`\t\theaders: []arg{${headers.join(', ')}},`);
  lines.push('\t},');
  return lines.join('\n');
}

/** orbittest/routes.go: one route per method (and per stream method), those with fixed values first. */
export function routesFile(types: GoTypes, model: SdkModel, header: string): string {
  const entries: { fixed: number; text: string }[] = [];
  for (const r of model.resources) {
    for (const m of r.methods) {
      const fixed = Object.keys(m.fixedQuery).length + Object.keys(m.fixedBody).length;
      if (m.stream) entries.push({ fixed: fixed + 1, text: routeLiteral(types, model, r, m, true) });
      entries.push({ fixed, text: routeLiteral(types, model, r, m, false) });
    }
  }
  // A route with fixed values comes before one of the same method and path without them.
  const ordered = entries.map((e, i) => ({ ...e, i })).sort((a, b) => b.fixed - a.fixed || a.i - b.i);
  return [
    header,
    'package orbittest',
    '',
    'import (',
    '\t"reflect"',
    '',
    `\torbit "${MODULE}"`,
    ')',
    '',
    comment('routes are the operations of the contract as the fake tells them apart: by method, path template and fixed values (first match wins, so routes with fixed values come first), each with its SDK name, its answer and how its parameters read back as JSON.'),
    'var routes = []route{',
    ...ordered.map((e) => e.text),
    '}',
  ].join('\n');
}

// ------------------------------------------------------------------------------------------ fixtures

/** orbittest/fixtures.go: a builder per answer type, from the contract's example; `taken` gains their names. */
export function fixturesFile(types: GoTypes, model: SdkModel, header: string, taken: Set<string>): string {
  const out = [header, 'package orbittest', '', `import orbit "${MODULE}"`, ''];
  for (const t of fixtureTypes(types, model)) {
    const name = types.goName(t.name.original);
    if (taken.has(name)) throw new Error(`generators/go: the answer type ${name} would take the name of orbittest.${name}: rename the schema`);
    taken.add(name);
    const example = t.example === undefined ? '' : JSON.stringify(t.example);
    const from = example ? 'the contract\'s example of it' : 'its zero value (the contract has no example of it: give every required field)';
    out.push(
      comment(
        `${name} answers a fixture of orbit.${name}: ${from}, changed by each override in turn, then checked against the contract's schema of ${t.name.original}; a value the service could never send fails t with an *InvalidFixtureError naming the field.`,
      ),
      `func ${name}(t TB, overrides ...func(*orbit.${name})) *orbit.${name} {`,
      '\tt.Helper()',
      `\tv := new(orbit.${name})`,
      `\tbuild(t, ${JSON.stringify(t.name.original)}, ${goString(example)}, v, func() {`,
      '\t\tfor _, override := range overrides {',
      '\t\t\toverride(v)',
      '\t\t}',
      '\t})',
      '\treturn v',
      '}',
      '',
    );
  }
  return out.join('\n');
}

// ------------------------------------------------------------------------------------------ doc

/** orbittest/doc.go: the package overview, with names of this contract. */
export function kitDocFile(types: GoTypes, model: SdkModel, header: string): string {
  const lists = model.resources.flatMap((r) => r.methods.filter((m) => m.response.kind === 'json' && m.response.type?.kind === 'named').map((m) => ({ r, m })));
  const first = lists.find(({ m }) => m.pagination) ?? lists[0]!;
  const op = `${serviceField(first.r)}.${methodName(first.m)}`;
  const answer = types.goType(first.m.response.type!);
  const text = `Package orbittest is the testing kit of package orbit: fixtures of every answer type, a fake that
runs the real client without a network, and the reference server's sandbox, typed. It is made from
the same contract as the SDK, so what it builds and answers is what the service could send.

Fixtures start from the contract's example of a type and take overrides, and are checked against
its schema (a value the service could never send fails the test that builds it):

\tlist := orbittest.${answer}(t, func(v *orbit.${answer}) { /* change fields */ })

A Fake's Client is an *orbit.Client whose transport answers the operations a test registers by their SDK
names; the client's own argument checks, retries, error mapping, pagination and session renewal run
as in production, without the network, the environment or real waits:

\tfake := orbittest.NewFake(t, option.WithAccessToken("at_test"))
\tfake.On("${op}", orbittest.Reply(list))
\tanswer, err := fake.Client.${op}(ctx${first.m.params.length || first.m.body ? ', nil' : ''})
\tcalls := fake.Calls() // what was sent, operation by operation

NewWorld gives a test a world of its own on the reference server (its sandbox client, and an SDK
client bound to it), reset when the test ends.`;
  return `${header}\n${commentBlock(text)}\npackage orbittest\n`;
}

/** orbittest/fixtures_test.go: every fixture of the contract, built as it is, passes its own check. */
export function fixturesTestFile(types: GoTypes, model: SdkModel, header: string): string {
  const calls = fixtureTypes(types, model).map((t) => `\torbittest.${types.goName(t.name.original)}(t)`);
  return [
    header,
    'package orbittest_test',
    '',
    'import (',
    '\t"testing"',
    '',
    `\t"${MODULE}/orbittest"`,
    ')',
    '',
    comment('TestEveryFixtureIsValidAsItIs builds every answer type\'s fixture from the contract\'s example: an example the contract\'s own schema refuses fails here, in the SDK\'s tests, before a user meets it.'),
    'func TestEveryFixtureIsValidAsItIs(t *testing.T) {',
    ...calls,
    '}',
    '',
  ].join('\n');
}
