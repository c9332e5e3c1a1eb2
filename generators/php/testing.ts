// The testing kit's generated files (namespace Orbit\Sdk\Testing, docs/sdk-design.md "Testing kit"):
// src/Testing/Fixtures.php (one builder per answer type of the model, from the contract's example),
// src/Testing/Generated/Schemas.php (the check tables of every answer type: fields, kinds, constraints, known
// enum values, union variants, and the example each builder starts from) and src/Testing/Generated/Routes.php
// (each operation by its SDK name: method, path template, fixed values, answer kind), which the hand-written
// FakeService routes requests with. The kit's engine (SchemaCheck, FakeService, Answer …) is hand-written.
import type { EnumType, Method, ObjectType, SdkModel, TypeRef, UntaggedUnionType } from '../model/index.ts';
import { methodName, streamMethodName, typeClass } from './names.ts';
import { docLines, literal, literalBlock, phpFile, str } from './syntax.ts';
import { constraintsLiteral, descriptorLines, docType, namedType } from './types.ts';

type AnswerType = ObjectType | EnumType | UntaggedUnionType;

/** The answer types a fixture builder is generated for (every named type an answer reaches). */
export function answerTypes(model: SdkModel): AnswerType[] {
  return model.types.filter((t): t is AnswerType => t.usage.output && t.kind !== 'union');
}

/** A type as the check tables write it: a scalar's name, a named type's class name, ['list'|'map', T], ['literal', v]. */
function schemaRef(type: TypeRef, model: SdkModel): string {
  switch (type.kind) {
    case 'string':
      return "'string'";
    case 'literal':
      return `['literal', ${str(type.value)}]`;
    case 'integer':
      return "'int'";
    case 'number':
      return "'float'";
    case 'boolean':
      return "'bool'";
    case 'unknown':
      return "'mixed'";
    case 'file':
      throw new Error('php: a file travels only in requests, never in an answer');
    case 'array':
      return `['list', ${schemaRef(type.items, model)}]`;
    case 'map':
      return `['map', ${schemaRef(type.values, model)}]`;
    case 'named':
      return str(typeClass(namedType(model, type.name)));
  }
}

/** The example as PHP source: its JSON text, cut into concatenated pieces within PSR-12's line length. */
function exampleLines(example: unknown, indent: string): string[] {
  const json = JSON.stringify(example);
  const width = 116 - indent.length - 6;
  const pieces: string[] = [];
  for (let at = 0; at < json.length; at += width) pieces.push(json.slice(at, at + width));
  return pieces.map((p, i) => `${indent}${i ? '. ' : ''}${str(p)}${i === pieces.length - 1 ? ',' : ''}`);
}

function schemaEntry(type: AnswerType, model: SdkModel): string[] {
  const i2 = '        ';
  const i3 = `${i2}    `;
  const out = [`${i2}${str(typeClass(type))} => [`];
  if (type.kind === 'object') {
    out.push(`${i3}'kind' => 'object',`, `${i3}'class' => Models\\${typeClass(type)}::class,`);
    out.push(`${i3}'fields' => [`);
    for (const f of type.fields) {
      const entries: [string, string][] = [['type', schemaRef(f.type, model)]];
      if (f.required) entries.push(['required', 'true']);
      if (f.nullable) entries.push(['nullable', 'true']);
      const check = constraintsLiteral(f.constraints);
      if (check) entries.push(['check', check]);
      out.push(...descriptorLines(f.wireName, entries, `${i3}    `));
    }
    out.push(`${i3}],`);
    if (typeof type.additionalProperties === 'object') out.push(`${i3}'extra' => ${schemaRef(type.additionalProperties, model)},`);
  } else if (type.kind === 'enum') {
    out.push(`${i3}'kind' => 'enum',`, `${i3}'values' => ${literalBlock(type.values.map((v) => v.value), i3, 116)},`);
  } else {
    out.push(`${i3}'kind' => 'oneOf',`, `${i3}'variants' => [${type.variants.map((v) => schemaRef(v.type, model)).join(', ')}],`);
  }
  if (type.example !== undefined) {
    const one = `${i3}'example' => ${str(JSON.stringify(type.example))},`;
    out.push(...(one.length <= 120 ? [one] : [`${i3}'example' =>`, ...exampleLines(type.example, `${i3}    `)]));
  }
  out.push(`${i2}],`);
  return out;
}

/** src/Testing/Generated/Schemas.php: what the contract says of every answer type, for SchemaCheck. */
export function emitSchemas(model: SdkModel): string {
  const body = [
    '/**',
    ' * The check tables of every answer type of the contract (read by SchemaCheck): an object\'s fields with their',
    " * type, `required`, `nullable` and `check` (pattern, lengths, range, item counts), `extra` for the type of",
    " * fields a map-like object adds; an enum's known values; the variants of a union without a discriminator, in",
    " * order. A type is a scalar ('string', 'int', 'float', 'bool', 'mixed'), a type of this table by name,",
    " * ['list', type], ['map', type] or ['literal', value]. `example` is the contract's example, as JSON.",
    ' */',
    'final class Schemas',
    '{',
    '    public const TYPES = [',
    ...answerTypes(model).flatMap((t) => schemaEntry(t, model)),
    '    ];',
    '',
    '    private function __construct()',
    '    {',
    '    }',
    '}',
  ];
  return phpFile('Testing\\Generated', ['Orbit\\Sdk\\Models'], body.join('\n'));
}

/** An operation's name in the fake: the client's property and the method (`orders.cancel`). */
export function operationName(model: SdkModel, method: Method, streamed = false): string {
  const resource = model.resources.find((r) => r.methods.includes(method))!;
  return `${resource.name.camel}.${streamed ? streamMethodName(method) : methodName(method)}`;
}

function routeEntry(model: SdkModel, method: Method, streamed: boolean): string[] {
  const entries: [string, string][] = [['method', str(method.httpMethod)], ['path', str(method.path)]];
  if (Object.keys(method.fixedQuery).length) entries.push(['fixedQuery', literal(method.fixedQuery)]);
  const fixedBody: Record<string, unknown> = { ...method.fixedBody, ...(streamed ? { [method.stream!.param]: true } : {}) };
  if (Object.keys(fixedBody).length) entries.push(['fixedBody', literal(fixedBody)]);
  const headers = method.params.filter((p) => p.location === 'header').map((p) => p.wireName);
  if (headers.length) entries.push(['headers', literal(headers)]);
  // A multipart list is one part per item: named here so a single item still reads as a list.
  const lists = method.body?.kind === 'multipart' ? method.params.filter((p) => p.location === 'body' && p.type.kind === 'array').map((p) => p.wireName) : [];
  if (lists.length) entries.push(['lists', literal(lists)]);
  const response = method.response;
  entries.push(['status', String(response.status)]);
  if (streamed) {
    const chunk = method.stream!.chunk as { name: string };
    entries.push(['answer', "'stream'"], ['type', str(typeClass(namedType(model, chunk.name)))], ['done', str(method.stream!.done)]);
  } else {
    entries.push(['answer', str(response.kind)]);
    if (response.kind === 'json') entries.push(['type', str(typeClass(namedType(model, (response.type as { name: string }).name)))]);
    if (response.kind === 'binary' || response.kind === 'text') entries.push(['mediaType', str(response.mediaType)]);
  }
  return descriptorLines(operationName(model, method, streamed), entries, '        ');
}

/** src/Testing/Generated/Routes.php: every operation by its SDK name, for FakeService. */
export function emitRoutes(model: SdkModel): string {
  const routes = model.resources.flatMap((r) => r.methods.flatMap((m) => [routeEntry(model, m, false), ...(m.stream ? [routeEntry(model, m, true)] : [])]));
  const body = [
    '/**',
    ' * Every operation of the contract by its SDK name (`orders.cancel`): its HTTP method and path template, the',
    ' * values the SDK fixes (`fixedQuery`, `fixedBody`: how `orders.cancel` and `orders.delete` are told apart), the',
    ' * header parameters, the lists of a multipart body, and its answer: the success status, the kind (json, text,',
    ' * binary, empty, stream), the answer type of Schemas (a streamed answer: its chunk type and done marker), the',
    ' * media type of bytes or text.',
    ' */',
    'final class Routes',
    '{',
    '    public const ROUTES = [',
    ...routes.flat(),
    '    ];',
    '',
    '    private function __construct()',
    '    {',
    '    }',
    '}',
  ];
  return phpFile('Testing\\Generated', [], body.join('\n'));
}

function builder(type: AnswerType, model: SdkModel): string[] {
  const cls = typeClass(type);
  const name = type.name.camel;
  if (type.kind === 'object') {
    return [
      `    /** @param array<string, mixed> $overrides fields of ${cls} */`,
      `    public static function ${name}(array $overrides = []): Models\\${cls}`,
      '    {',
      `        return SchemaCheck::object(Models\\${cls}::class, $overrides);`,
      '    }',
    ];
  }
  if (type.kind === 'enum') {
    const scalar = type.valueType === 'integer' ? 'int' : 'string';
    return [
      `    /** One of ${cls}'s values (the contract's example when none is given). */`,
      `    public static function ${name}(?${scalar} $value = null): ${scalar}`,
      '    {',
      `        return SchemaCheck::value(${str(cls)}, $value);`,
      '    }',
    ];
  }
  const variants = [...new Set(type.variants.map((v) => docType(v.type, model, false, 'Models\\')))].join('|');
  return [
    '    /**',
    ...docLines(`A ${cls}: the first variant whose shape the value has (the contract's example when none is given).`, '     * '),
    '     *',
    '     * @param mixed $value',
    '     *',
    `     * @return ${variants}`,
    '     */',
    `    public static function ${name}($value = null)`,
    '    {',
    `        return SchemaCheck::value(${str(cls)}, $value);`,
    '    }',
  ];
}

/** src/Testing/Fixtures.php: a builder for every answer type. */
export function emitFixtures(model: SdkModel): string {
  const types = answerTypes(model);
  const seen = new Set<string>();
  for (const t of types) {
    if (seen.has(t.name.camel)) throw new Error(`php: two answer types are both Fixtures::${t.name.camel}()`);
    seen.add(t.name.camel);
  }
  const body = [
    '/**',
    " * A builder for every answer type of the contract: it starts from the contract's example of the type, replaces",
    " * the fields you give (each replaces the whole field; nested objects come from their own builders; null leaves",
    " * a field out unless the contract lets it be null) and checks the result against the contract (required",
    ' * fields, kinds, known enum values, patterns, lengths, ranges, nested types, unions), so a value the service',
    ' * could never send fails in the test that builds it, with an InvalidFixtureException naming the field:',
    ' *',
    " *     $order = Fixtures::order(['status' => 'cancelled', 'amount' => Fixtures::money(['amount' => 100])]);",
    ' *',
    ' * An enum builder answers a known value; a union builder the variant the value has the shape of.',
    ' */',
    'final class Fixtures',
    '{',
    ...types.flatMap((t, i) => [...(i ? [''] : []), ...builder(t, model)]),
    '',
    '    private function __construct()',
    '    {',
    '    }',
    '}',
  ];
  return phpFile('Testing', ['Orbit\\Sdk\\Models'], body.join('\n'));
}

/** Every generated file of the testing kit. */
export function testingFiles(model: SdkModel): { path: string; content: string }[] {
  return [
    { path: 'src/Testing/Fixtures.php', content: emitFixtures(model) },
    { path: 'src/Testing/Generated/Schemas.php', content: emitSchemas(model) },
    { path: 'src/Testing/Generated/Routes.php', content: emitRoutes(model) },
  ];
}
