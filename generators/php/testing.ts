// The testing kit's generated files (namespace Orbit\Sdk\Testing, docs/sdk-design.md "Testing kit"):
// src/Testing/Fixtures.php (one builder per answer type of the model, from the contract's example),
// src/Testing/Generated/Schemas.php (the check tables of every answer type: fields, kinds, constraints, known
// enum values, union variants, and the example each builder starts from) and src/Testing/Generated/Routes.php
// (each operation by its SDK name: method, path template, fixed values, answer kind), which the hand-written
// FakeService routes requests with. The kit's engine (SchemaCheck, FakeService, Answer …) is hand-written.
import { type EnumType, loadSandboxModel, type Method, type ObjectType, type SdkModel, type TypeRef, type UntaggedUnionType } from '../model/index.ts';
import { methodName, specConstant, streamMethodName, typeClass } from './names.ts';
import { emitSpec, methodImports, nativeReturn, returnDoc, shape, wrapShape } from './resources.ts';
import { docLines, literal, phpFile, str, summaryOf } from './syntax.ts';
import { constraintsLiteral, descriptorEntries, descriptorLines, docType, emitEnum, mayBeNull, modelTypes, namedType } from './types.ts';

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
  const pieces: string[] = [];
  let piece = '';
  for (const char of json) {
    // 120 columns: the indent, the concatenation operator, the quotes and a closing comma.
    if (str(piece + char).length > 120 - indent.length - 3) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  pieces.push(piece);
  return pieces.map((p, i) => `${indent}${i ? '. ' : ''}${str(p)}${i === pieces.length - 1 ? ',' : ''}`);
}

/** The items of a list literal (PHP source), as many on each line as fit within PSR-12's line length. */
function packedList(items: string[], indent: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const item of items.map((i) => `${i},`)) {
    if (line && `${indent}    ${line} ${item}`.length > 120) {
      lines.push(`${indent}    ${line}`);
      line = item;
    } else line = line ? `${line} ${item}` : item;
  }
  return [...lines, `${indent}    ${line}`];
}

/** A field of the check tables on one line, or its constraints on a second one when they do not fit. */
function fieldLines(f: ObjectType['fields'][number], model: SdkModel, indent: string): string[] {
  const entries: [string, string][] = [['type', schemaRef(f.type, model)]];
  if (f.required) entries.push(['required', 'true']);
  if (f.nullable) entries.push(['nullable', 'true']);
  const check = constraintsLiteral(f.constraints);
  const head = `${indent}${str(f.wireName)} => [${entries.map(([k, v]) => `${str(k)} => ${v}`).join(', ')}`;
  if (!check || `${head}, 'check' => ${check}],`.length <= 120) return [`${head}${check ? `, 'check' => ${check}` : ''}],`];
  const second = `${indent}    'check' => ${check}],`;
  return second.length <= 120 ? [`${head},`, second] : descriptorLines(f.wireName, [...entries, ['check', check]], indent);
}

function schemaEntry(type: AnswerType, model: SdkModel): string[] {
  const i2 = '        ';
  const i3 = `${i2}    `;
  const out = [`${i2}${str(typeClass(type))} => [`];
  if (type.kind === 'object') {
    out.push(`${i3}'kind' => 'object', 'class' => Models\\${typeClass(type)}::class,`);
    out.push(`${i3}'fields' => [`);
    for (const f of type.fields) out.push(...fieldLines(f, model, `${i3}    `));
    out.push(`${i3}],`);
    if (typeof type.additionalProperties === 'object') out.push(`${i3}'extra' => ${schemaRef(type.additionalProperties, model)},`);
  } else if (type.kind === 'enum') {
    const values = type.values.map((v) => v.value);
    const one = `${i3}'kind' => 'enum', 'values' => ${literal(values)},`;
    out.push(...(one.length <= 120 ? [one] : [`${i3}'kind' => 'enum',`, `${i3}'values' => [`, ...packedList(values.map((v) => literal(v)), i3), `${i3}],`]));
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
  return packedEntries(operationName(model, method, streamed), entries, '        ');
}

/** `'key' => [k => v, …],` with as many entries on each line as fit within PSR-12's line length. */
function packedEntries(key: string, entries: [string, string][], indent: string): string[] {
  const lines: string[] = [];
  let line = `${indent}${str(key)} => [`;
  entries.forEach(([k, v], i) => {
    const end = i === entries.length - 1 ? '],' : ',';
    const item = `${str(k)} => ${v}${end}`;
    const opened = line.endsWith('[');
    if (`${indent}    ${item}`.length > 120 && v.startsWith('[')) {
      // A list too long for a line of its own: its items packed on lines of their own.
      lines.push(line, `${indent}    ${str(k)} => [`, ...packedList(v.slice(1, -1).split(', '), `${indent}    `));
      line = `${indent}    ]${end}`;
    } else if (!opened && `${line} ${item}`.length > 120) {
      lines.push(line);
      line = `${indent}    ${item}`;
    } else line = opened ? `${line}${item}` : `${line} ${item}`;
  });
  return [...lines, line];
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

// ------------------------------------------------------------------------------------------ the sandbox

const SANDBOX_FILE = 'mock-server/reference/sandbox.openapi.yaml';
/** BaseClient's public methods: a sandbox route of the same name would hide one. */
const CLIENT_METHODS = ['withOptions', 'getBaseUrl', 'getAccessToken', 'getRefreshToken', 'setSession', 'clearSession', 'getUserAgent', 'request', 'paginate'];

/** A generated file of the sandbox's types or client names the file it comes from. */
function fromSandboxFile(content: string): string {
  return content.replace('from openapi/openapi.yaml.', `from ${SANDBOX_FILE}.`);
}

/**
 * A model of the sandbox's answers: its fields as read-only properties of SandboxModel (which reads them from
 * FIELDS), so each type costs a line per field rather than the SDK models' four.
 */
function emitSandboxModel(type: ObjectType, model: SdkModel): string {
  const lines = ['/**', ...(type.description ? [...docLines(type.description, ' * '), ' *'] : [])];
  for (const f of type.fields) {
    const doc = `@property-read ${docType(f.type, model)}${mayBeNull(f) ? '|null' : ''} $${f.wireName}${f.description ? ` ${summaryOf(f.description)}` : ''}`;
    lines.push(...docLines(doc, ' * ').map((l, i) => (i ? l.replace(' * ', ' *     ') : l)));
  }
  lines.push(' */', `final class ${typeClass(type)} extends \\Orbit\\Sdk\\Testing\\SandboxModel`, '{', '    protected const FIELDS = [');
  for (const f of type.fields) lines.push(...descriptorLines(f.wireName, descriptorEntries(f, model, type.usage.input), '        '));
  lines.push('    ];', '}');
  return fromSandboxFile(phpFile('Testing\\Sandbox\\Models', [], lines.join('\n')));
}

/** A sandbox route's method: its summary and route, its parameters' shape, the request core's answer. */
function sandboxMethod(method: Method, model: SdkModel): string[] {
  const summary = method.summary.replace(/\.?$/, '.');
  const required = method.params.some((p) => p.required);
  return [
    '    /**',
    ...docLines(`${summary} \`${method.httpMethod} ${method.path}\`.`, '     * '),
    '     *',
    ...wrapShape(shape(method.params, model), '$params'),
    '     * @param array<string, mixed> $options the call\'s options (headers, max_retries, timeout, extra_query, extra_body)',
    '     *',
    `     * @return ${returnDoc(method, model)}`,
    '     *',
    '     * @throws OrbitException',
    '     */',
    `    public function ${methodName(method)}(array $params${required ? '' : ' = []'}, array $options = [])${nativeReturn(method, model)}`,
    '    {',
    `        ${method.response.kind === 'empty' ? '' : 'return '}$this->request(self::${specConstant(method)}, $params, $options);`,
    '    }',
  ];
}

/**
 * The operation descriptors, with a header parameter every route shares (the world's `Orbit-Sandbox`) written
 * once as a constant of its own.
 */
function sandboxSpecs(methods: Method[], model: SdkModel): string[][] {
  const specs = methods.map((m) => emitSpec(m, model).join('\n'));
  const shared: string[][] = [];
  const first = methods[0]?.params.filter((p) => p.location === 'header') ?? [];
  for (const p of first) {
    const lines = descriptorLines(p.wireName, descriptorEntries(p, model, true, p.location, 'Models\\'), '            ').join('\n');
    if (!specs.every((s) => s.includes(lines))) continue;
    const constant = p.name.screamingSnake;
    const entries = descriptorEntries(p, model, true, p.location, 'Models\\').map(([k, v]) => `${str(k)} => ${v}`);
    const doc = `The ${p.wireName} header of every route: ${summaryOf(p.description)}`;
    const comment = `    /** ${doc} */`.length <= 120 ? [`    /** ${doc} */`] : ['    /**', ...docLines(doc, '     * '), '     */'];
    shared.push([...comment, `    private const ${constant} = [`, ...entries.map((e) => `        ${e},`), '    ];']);
    for (let i = 0; i < specs.length; i++) specs[i] = specs[i]!.replace(lines, `            ${str(p.wireName)} => self::${constant},`);
  }
  return [...shared, ...specs.map((s) => s.split('\n'))];
}

/** src/Testing/SandboxClient.php: a method per route of the sandbox's OpenAPI file, on the SDK's request core. */
function emitSandboxClient(model: SdkModel, title: string): string {
  const methods = model.resources.flatMap((r) => r.methods);
  for (const m of methods) {
    if (CLIENT_METHODS.includes(methodName(m))) throw new Error(`php: the sandbox route ${m.operationId} would be SandboxClient::${methodName(m)}(), which BaseClient has`);
    if (m.stream || m.pagination) throw new Error(`php: the sandbox route ${m.operationId} streams or pages, which SandboxClient does not do`);
  }
  const body = [
    '/**',
    ...docLines(`${title}: a method per route of its OpenAPI file (${SANDBOX_FILE}; servers/sandbox.openapi.yaml in the release archive), with the SDK's argument checks, retries and exceptions. A World gives one bound to its world; alone, it takes the options of Orbit\\Sdk\\Client (\`base_url\`, \`default_headers\` with \`Orbit-Sandbox\` for a world).`, ' * '),
    ' */',
    'final class SandboxClient extends BaseClient',
    '{',
  ];
  const parts = [...sandboxSpecs(methods, model), ...methods.map((m) => sandboxMethod(m, model))];
  parts.forEach((p, i) => body.push(...(i ? ['', ...p] : p)));
  body.push('', '    /** The sandbox has no login session to renew. */', '    protected function renewSession(array $body, array $options): void', '    {', '    }', '}');
  const imports = ['Orbit\\Sdk\\Core\\BaseClient', 'Orbit\\Sdk\\Exception\\OrbitException', ...methods.flatMap((m) => methodImports(m, model))];
  return fromSandboxFile(phpFile('Testing', imports.map((i) => (i === 'Orbit\\Sdk\\Models' ? 'Orbit\\Sdk\\Testing\\Sandbox\\Models' : i)), body.join('\n')));
}

/** The typed sandbox client and its types, from the sandbox's OpenAPI file (loadSandboxModel()). */
export function sandboxFiles(sdk: SdkModel): { path: string; content: string }[] {
  const sandbox = loadSandboxModel(undefined, sdk.runtime);
  const model: SdkModel = { ...sdk, resources: sandbox.resources, types: sandbox.types };
  const files = [{ path: 'src/Testing/SandboxClient.php', content: emitSandboxClient(model, sandbox.title) }];
  for (const type of modelTypes(model)) files.push({ path: `src/Testing/Sandbox/Models/${typeClass(type)}.php`, content: emitSandboxModel(type, model) });
  for (const type of model.types) {
    if (type.kind === 'enum') files.push({ path: `src/Testing/Sandbox/Models/${typeClass(type)}.php`, content: fromSandboxFile(emitEnum(type, 'Testing\\Sandbox\\Models')) });
  }
  return files;
}

/** Every generated file of the testing kit. */
export function testingFiles(model: SdkModel): { path: string; content: string }[] {
  return [
    { path: 'src/Testing/Fixtures.php', content: emitFixtures(model) },
    { path: 'src/Testing/Generated/Schemas.php', content: emitSchemas(model) },
    { path: 'src/Testing/Generated/Routes.php', content: emitRoutes(model) },
    ...sandboxFiles(model),
  ];
}
