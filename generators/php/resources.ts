// src/Resources/*.php (one class per resource: each method hands its operation's metadata to the request
// core) and src/Client.php (the resources as properties, and the session renewal the rules name).
import type { Method, Param, Resource, SdkModel, TypeRef } from '../model/index.ts';
import { methodName, resourceClass, specConstant, streamMethodName, typeClass } from './names.ts';
import { docLines, literal, phpFile, str, summaryOf } from './syntax.ts';
import { descriptor, descriptorEntries, descriptorLines, docType } from './types.ts';

/** A model class as the resources name it (`Models\\OrderList`: a resource may share a model's name). */
function namedClass(model: SdkModel, name: string, prefix = 'Models\\'): string {
  const type = model.types.find((t) => t.name.original === name);
  if (!type) throw new Error(`php: unknown type ${name}`);
  return `${prefix}${typeClass(type)}`;
}

function paramLines(params: Param[], model: SdkModel, indent: string): string[] {
  return params.flatMap((p) => descriptorLines(p.wireName, descriptorEntries(p, model, true, p.location, 'Models\\'), indent));
}

/** The classes a method's spec and signature name (for `use` lines); models are named as `Models\\X`. */
export function methodImports(method: Method, model: SdkModel): string[] {
  const out: string[] = [];
  const params = [...method.params, ...(method.body?.kind === 'union' ? method.body.variants.flatMap((v) => v.params) : [])];
  if (method.response.kind === 'json' || params.some((p) => descriptor(p.type, model).includes('::class'))) out.push('Orbit\\Sdk\\Models');
  if (method.stream) out.push('Orbit\\Sdk\\Core\\Stream');
  if (method.response.kind === 'binary') out.push('Orbit\\Sdk\\Core\\BinaryResponse');
  if (params.some((p) => hasFile(p.type))) out.push('Orbit\\Sdk\\File', 'Psr\\Http\\Message\\StreamInterface');
  return out;
}

/** Whether a parameter takes a file (or a list of them). */
function hasFile(type: TypeRef): boolean {
  return type.kind === 'file' || (type.kind === 'array' && hasFile(type.items));
}

/** The parameters a method takes: a stream's own method leaves out the switch it sets itself. */
function methodParams(method: Method, streamed: boolean): Param[] {
  return streamed ? method.params.filter((p) => p.wireName !== method.stream!.param) : method.params;
}

/**
 * The metadata of one method. A streamed operation has two: the plain one refuses the stream switch set
 * to true (`streamedBy`, naming the stream's method), the stream's sets it itself (`fixedBody`).
 */
export function emitSpec(method: Method, model: SdkModel, streamed = false): string[] {
  const i2 = '        ';
  const lines: string[] = [`    private const ${specConstant(method, streamed)} = [`];
  lines.push(`${i2}'id' => ${str(method.operationId)},`, `${i2}'method' => ${str(method.httpMethod)},`, `${i2}'path' => ${str(method.path)},`);
  if (method.auth) lines.push(`${i2}'auth' => ${str(method.auth)},`);
  const params = methodParams(method, streamed);
  if (params.length) lines.push(`${i2}'params' => [`, ...paramLines(params, model, `${i2}    `), `${i2}],`);
  if (Object.keys(method.fixedQuery).length) lines.push(`${i2}'fixedQuery' => ${literal(method.fixedQuery)},`);
  const fixedBody: Record<string, unknown> = { ...method.fixedBody, ...(streamed ? { [method.stream!.param]: true } : {}) };
  if (Object.keys(fixedBody).length) lines.push(`${i2}'fixedBody' => ${literal(fixedBody)},`);
  if (method.body) lines.push(`${i2}'body' => ${str(method.body.kind === 'multipart' ? 'multipart' : 'json')},`);
  if (method.body?.kind === 'object' && method.body.exactlyOneOf.length) lines.push(`${i2}'oneOf' => ${literal(method.body.exactlyOneOf)},`);
  if (method.body?.kind === 'union') {
    lines.push(`${i2}'union' => [`, `${i2}    'field' => ${str(method.body.discriminator)},`, `${i2}    'variants' => [`);
    for (const v of method.body.variants) lines.push(`${i2}        ${str(v.value)} => [`, ...paramLines(v.params, model, `${i2}            `), `${i2}        ],`);
    lines.push(`${i2}    ],`, `${i2}],`);
  }
  if (method.idempotent) lines.push(`${i2}'idempotent' => true,`);
  lines.push(`${i2}'answer' => ${str(method.response.kind)},`);
  if (method.response.mediaType && !streamed) lines.push(`${i2}'accept' => ${str(method.response.mediaType)},`);
  if (method.response.kind === 'json' && method.response.type && !streamed) {
    if (method.response.type.kind !== 'named') throw new Error(`php: ${method.operationId} answers a JSON value that is not a named object`);
    lines.push(`${i2}'type' => ${namedClass(model, method.response.type.name)}::class,`);
  }
  if (method.stream && !streamed) {
    lines.push(`${i2}'streamedBy' => ['param' => ${str(method.stream.param)}, 'method' => ${str(streamMethodName(method))}],`);
  }
  if (method.stream && streamed) {
    if (method.stream.chunk.kind !== 'named') throw new Error(`php: ${method.operationId}: stream chunks must be a named type`);
    lines.push(
      `${i2}'stream' => [`,
      `${i2}    'accept' => ${str(method.stream.mediaType)},`,
      `${i2}    'done' => ${str(method.stream.done)},`,
      `${i2}    'chunk' => ${namedClass(model, method.stream.chunk.name)}::class,`,
      `${i2}],`,
    );
  }
  if (method.pagination) {
    const p = method.pagination;
    const by: [string, string][] =
      p.style === 'page' ? [['page', p.page]] : [['cursor', p.cursor], ['cursorField', p.cursorField]];
    const entries = [['style', p.style], ...by, ['limit', p.limit], ['items', p.items], ['more', p.hasMore]];
    lines.push(...descriptorLines('page', entries.map(([k, v]) => [k!, str(v!)]), i2));
  }
  if (method.session) lines.push(`${i2}'session' => true,`);
  lines.push('    ];');
  return lines;
}

/** Whether null is a value of its own for the parameter (sent as null; a nullable body field). */
export function nullable(p: Param): boolean {
  return p.nullable && p.location === 'body';
}

/** `array{page?: int, 'Wechatpay-Nonce': string}`: the params' phpdoc shape. */
export function shape(params: Param[], model: SdkModel, fixed: Record<string, string> = {}): string {
  const key = (name: string) => (/^[a-z_][a-z0-9_]*$/i.test(name) ? name : str(name));
  const entries = [
    ...Object.entries(fixed).map(([k, v]) => `${key(k)}: ${str(v)}`),
    ...params.map((p) => `${key(p.wireName)}${p.required ? '' : '?'}: ${docType(p.type, model, true, 'Models\\')}${nullable(p) ? '|null' : ''}`),
  ];
  return `array{${entries.join(', ')}}`;
}

/** The phpdoc return type; `prefix` is how model classes are named (`Models\\` inside src/Resources). */
export function returnDoc(method: Method, model: SdkModel, prefix = 'Models\\'): string {
  if (method.response.kind === 'binary') return 'BinaryResponse';
  if (method.response.kind === 'text') return 'string';
  if (method.response.kind === 'empty') return 'null';
  return namedClass(model, (method.response.type as { name: string }).name, prefix);
}

/** The phpdoc return type of a streamed operation's stream method: `Stream<Models\\ChatCompletionChunk>`. */
export function streamReturnDoc(method: Method, model: SdkModel, prefix = 'Models\\'): string {
  return `Stream<${namedClass(model, (method.stream!.chunk as { name: string }).name, prefix)}>`;
}

export function nativeReturn(method: Method, model: SdkModel): string {
  if (method.response.kind === 'empty') return ': void';
  return `: ${returnDoc(method, model)}`;
}

/**
 * The per-call options a method takes: the common ones, and those only some operations take (`streamed`: its
 * stream method, whose answer is read as it arrives, like a binary one).
 */
export function optionsShape(method: Method, streamed = false): string {
  const extra = [
    ...(streamed || method.response.kind === 'binary' ? ['idle_timeout?: float'] : []),
    ...(method.auth === 'apiKey' ? ['api_key?: string'] : []),
    ...(method.idempotent ? ['idempotency_key?: string'] : []),
    'extra_query?: array<string, mixed>',
    ...(method.body ? ['extra_body?: array<string, mixed>'] : []),
  ];
  return `array{headers?: array<string, string|null>, max_retries?: int, timeout?: float, ${extra.join(', ')}}`;
}

export function wrapShape(type: string, name: string): string[] {
  const one = `     * @param ${type} ${name}`;
  if (one.length <= 100) return [one];
  // Break the array shape after its commas, continuation lines indented.
  const open = type.indexOf('{');
  const parts = type.slice(open + 1, -1).split(/, (?=(?:[^{}]*\{[^{}]*\})*[^{}]*$)(?![^<]*>)/);
  const lines = [`     * @param ${type.slice(0, open + 1)}`];
  parts.forEach((part, i) => lines.push(`     *     ${part}${i < parts.length - 1 ? ',' : ''}`));
  lines.push(`     * } ${name}`);
  return lines;
}

/** A method of a resource (`target` is what it calls the request core on: the resource's client, or the client itself). */
export function emitMethod(method: Method, model: SdkModel, streamed = false, target = '$this->client'): string[] {
  const lines: string[] = ['    /**'];
  lines.push(...docLines(`${method.summary}${streamed ? ', streamed' : ''}.`, '     * '));
  lines.push('     *');
  const auth = method.auth === 'loginToken' ? 'login token' : method.auth === 'apiKey' ? 'developer API key' : 'none (public)';
  const q = Object.entries(method.fixedQuery).map(([k, v]) => `${k}=${v}`);
  lines.push(...docLines(`\`${method.httpMethod} ${method.path}${q.length ? `?${q.join('&')}` : ''}\`, auth: ${auth}.${method.deprecated ? ' Deprecated.' : ''}`, '     * '));
  if (method.description) lines.push('     *', ...docLines(summaryOf(method.description), '     * '));
  const notes: string[] = [];
  if (Object.keys(method.fixedBody).length) notes.push(`Sends ${Object.entries(method.fixedBody).map(([k, v]) => `${k}: ${v}`).join(', ')} for you.`);
  if (method.idempotent) notes.push(`Moves money: one ${model.runtime.idempotency.header} per call, kept across its retries (or your idempotency_key).`);
  if (method.session) notes.push('Stores the session on the client.');
  if (method.body?.kind === 'multipart') notes.push('Sends multipart/form-data: a file is read as it is sent, never whole in memory.');
  const nulls = method.params.filter(nullable).map((p) => p.wireName);
  if (nulls.length) notes.push(`Null is a value of its own for ${nulls.join(', ')}: sent as null (clear), while leaving it out keeps the value.`);
  if (method.stream && !streamed) notes.push(`Streamed: ${streamMethodName(method)}() (here '${method.stream.param}' => true is refused).`);
  if (streamed) notes.push(`Sends '${method.stream!.param}' => true for you and answers a Stream: iterate it for each chunk as it arrives.`);
  if (notes.length) lines.push('     *', ...docLines(notes.join(' '), '     * '));
  lines.push('     *');
  const params = shape(methodParams(method, streamed), model);
  if (method.body?.kind === 'union') {
    const field = method.body.discriminator;
    const shapes = method.body.variants.map((v) => shape(v.params.filter((p) => p.wireName !== field), model, { [field]: v.value }));
    shapes.forEach((s, i) => {
      const prefix = i === 0 ? '@param ' : '    |';
      const text = `     * ${prefix}${s}${i === shapes.length - 1 ? ' $params' : ''}`;
      lines.push(...(text.length <= 100 ? [text] : docLines(`${prefix}${s}${i === shapes.length - 1 ? ' $params' : ''}`, '     * ').map((l, j) => (j ? l.replace('     * ', '     *         ') : l))));
    });
  } else lines.push(...wrapShape(params, '$params'));
  lines.push(...wrapShape(optionsShape(method, streamed), '$options'));
  lines.push('     *', `     * @return ${streamed ? streamReturnDoc(method, model) : returnDoc(method, model)}`, '     *', '     * @throws OrbitException', '     */');
  const required = method.params.some((p) => p.required) || method.body?.kind === 'union';
  const name = streamed ? streamMethodName(method) : methodName(method);
  lines.push(`    public function ${name}(array $params${required ? '' : ' = []'}, array $options = [])${streamed ? ': Stream' : nativeReturn(method, model)}`);
  lines.push('    {');
  if (method.response.kind === 'empty') lines.push(`        ${target}->request(self::${specConstant(method)}, $params, $options);`);
  else lines.push(`        return ${target}->request(self::${specConstant(method, streamed)}, $params, $options);`);
  lines.push('    }');
  if (method.pagination) {
    const item = method.pagination.item.kind === 'named' ? namedClass(model, method.pagination.item.name) : 'mixed';
    lines.push(
      '',
      '    /**',
      ...docLines(
        `Every ${item.replace('Models\\', '')} across pages: fetches page after page (${method.pagination.style === 'cursor' ? `from the ${method.pagination.cursor} you pass, or the first, each next one after the last item's ${method.pagination.cursorField}` : 'from the page you pass, or 1'}) while you iterate.`,
        '     * ',
      ),
      '     *',
      ...wrapShape(params, '$params'),
      ...wrapShape(optionsShape(method), '$options'),
      '     *',
      `     * @return \\Generator<int, ${item}, mixed, void>`,
      '     *',
      '     * @throws OrbitException',
      '     */',
      `    public function ${name}AutoPaging(array $params = [], array $options = []): \\Generator`,
      '    {',
      `        return ${target}->paginate(self::${specConstant(method)}, $params, $options);`,
      '    }',
    );
  }
  return lines;
}

export function emitResource(resource: Resource, model: SdkModel): string {
  const cls = resourceClass(resource);
  const imports = ['Orbit\\Sdk\\Core\\BaseResource', 'Orbit\\Sdk\\Exception\\OrbitException', ...resource.methods.flatMap((m) => methodImports(m, model))];
  const body: string[] = ['/**', ...docLines(resource.description ? summaryOf(resource.description) : `The ${resource.tag} operations.`, ' * '), ' */', `class ${cls} extends BaseResource`, '{'];
  const parts: string[][] = [];
  for (const m of resource.methods) parts.push(emitSpec(m, model), ...(m.stream ? [emitSpec(m, model, true)] : []));
  for (const m of resource.methods) parts.push(emitMethod(m, model), ...(m.stream ? [emitMethod(m, model, true)] : []));
  parts.forEach((p, i) => body.push(...(i ? ['', ...p] : p)));
  body.push('}');
  return phpFile('Resources', imports, body.join('\n'));
}

export function emitClient(model: SdkModel): string {
  const refresh = model.refreshMethod;
  const refreshResource = model.resources.find((r) => r.methods.includes(refresh))!;
  const body: string[] = [
    '/**',
    ...docLines(`The ${model.title} client: one property per resource, each method one operation of the contract.`, ' * '),
    ' *',
    " * new Client(['base_url' => ..., 'access_token' => ..., 'api_key' => ...]); every option is described in",
    ' * README.md (Configuration) and falls back to its environment variable and then to the rules\' default.',
    ' */',
    'class Client extends BaseClient',
    '{',
  ];
  for (const r of model.resources) {
    const doc = summaryOf(r.description || `The ${r.tag} operations.`);
    body.push(...(`    /** ${doc} */`.length <= 100 ? [`    /** ${doc} */`] : ['    /**', ...docLines(doc, '     * '), '     */']));
    body.push(`    public ${resourceClass(r)} $${r.name.camel};`, '');
  }
  body.push(
    '    /**',
    '     * @param array<string, mixed> $options see README.md, Configuration',
    '     *',
    '     * @throws \\Orbit\\Sdk\\Exception\\InvalidArgumentException an invalid option or environment value',
    '     */',
    '    public function __construct(array $options = [])',
    '    {',
    '        parent::__construct($options);',
    '        $this->bindResources();',
    '    }',
    '',
    '    /** A copy (withOptions()) gets resources of its own, bound to the copy. */',
    '    public function __clone()',
    '    {',
    '        $this->bindResources();',
    '    }',
    '',
    '    private function bindResources(): void',
    '    {',
  );
  for (const r of model.resources) body.push(`        $this->${r.name.camel} = new ${resourceClass(r)}($this);`);
  body.push(
    '    }',
    '',
    '    /**',
    `     * Renews the session through ${refreshResource.tag}.${refresh.name.original} (the rules' session.refresh.operation).`,
    '     *',
    '     * @param array<string, string> $body',
    '     */',
    '    protected function renewSession(array $body, array $options): void',
    '    {',
    `        $this->${refreshResource.name.camel}->${methodName(refresh)}($body, $options);`,
    '    }',
    '}',
  );
  const imports = ['Orbit\\Sdk\\Core\\BaseClient', ...model.resources.map((r) => `Orbit\\Sdk\\Resources\\${resourceClass(r)}`)];
  return phpFile('', imports, body.join('\n'));
}
