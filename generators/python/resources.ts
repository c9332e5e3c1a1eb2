// orbit_sdk/_operations.py (every operation's metadata for the request core), orbit_sdk/resources/
// (sync and async resource classes, keyword-only methods with full type hints, @overloads on `stream`
// and on union bodies, auto-paging variants, raw-response twins) and orbit_sdk/_client.py (Orbit and
// AsyncOrbit with the same resources).
import type { GeneratedFile } from '../lib/generator.ts';
import type { Method, Param, Resource, SdkModel, TypeRef } from '../model/index.ts';
import { methodName, operationConstant, OPTION_NAMES, paramName, pyName, resourceAttr, resourceClass } from './names.ts';
import { argDoc, docstring, firstParagraph, HEADER, importBlock, lazyPackageInit, pyFlat, pyTuple } from './syntax.ts';
import { allParams, inputObjectTypes, inputType, outputType, type Spelling, union } from './types.ts';

// ---------------------------------------------------------------- _operations.py
export function check(t: TypeRef, p: { constraints: Param['constraints'] }, model: SdkModel, inputs: Set<string>, inUnion = false): string {
  const c = p.constraints;
  const opts: string[] = [];
  if (c.pattern !== undefined) opts.push(`pattern=${JSON.stringify(c.pattern)}`);
  if (c.minLength !== undefined) opts.push(`min_length=${c.minLength}`);
  if (c.maxLength !== undefined) opts.push(`max_length=${c.maxLength}`);
  if (c.minimum !== undefined) opts.push(`minimum=${c.minimum}`);
  if (c.maximum !== undefined) opts.push(`maximum=${c.maximum}`);
  if (c.minItems !== undefined) opts.push(`min_items=${c.minItems}`);
  if (c.maxItems !== undefined) opts.push(`max_items=${c.maxItems}`);
  const tail = opts.length ? `, ${opts.join(', ')}` : '';
  switch (t.kind) {
    case 'string':
    case 'integer':
    case 'number':
    case 'boolean':
      return `Check(${JSON.stringify(t.kind)}${tail})`;
    case 'literal':
      return `Check("literal", value=${JSON.stringify(t.value)})`;
    case 'array':
      return `Check("array", items=${check(t.items, { constraints: {} }, model, inputs)}${tail})`;
    case 'map':
      return `Check("map", items=${check(t.values, { constraints: {} }, model, inputs)})`;
    case 'unknown':
      return 'Check("any")';
    case 'file':
      return 'Check("file")';
    case 'named': {
      const type = model.types.find((x) => x.name.original === t.name)!;
      // Enum membership is the service's to check (a newer one accepts newer values); a union's enum
      // variant lists its values, by which the variants are told apart.
      if (type.kind === 'enum') {
        const kind = type.valueType === 'integer' ? 'integer' : 'enum';
        return inUnion ? `Check(${JSON.stringify(kind)}, values=${pyFlat(type.values.map((v) => v.value))})` : `Check(${JSON.stringify(kind)})`;
      }
      if (type.kind === 'object' && inputs.has(t.name)) return `_${type.name.screamingSnake}`;
      if (type.kind === 'untagged') {
        const variants = type.variants.map((v) => check(v.type, { constraints: {} }, model, inputs, true));
        return `Check("union", variants=(${variants.join(', ')}${variants.length === 1 ? ',' : ''}))`;
      }
      throw new Error(`generators/python: a parameter of type ${t.name} (${type.kind}) has no check`);
    }
  }
}

/** A nullable body value: `None` is sent as null and NOT_GIVEN leaves it out (elsewhere None leaves it out). */
const nullable = (p: Param): boolean => p.nullable && p.location === 'body';

/** A parameter's descriptor, in named fields (defaults left out: not required, not nullable). */
function paramSpec(p: Param, model: SdkModel, inputs: Set<string>): string {
  const fields = [`wire_name=${JSON.stringify(p.wireName)}`, `name=${JSON.stringify(paramName(p))}`, `location=${JSON.stringify(p.location)}`];
  if (p.required) fields.push('required=True');
  if (nullable(p)) fields.push('nullable=True');
  return `Param(${fields.join(', ')}, check=${check(p.type, p, model, inputs)})`;
}

function resultType(m: Method): string {
  if (m.response.kind === 'binary') return 'BinaryResponse';
  if (m.response.kind === 'text') return 'str';
  if (m.response.kind === 'empty' || !m.response.type) return 'None';
  return outputType(m.response.type, { model: null as unknown as SdkModel });
}

export function emitOperations(model: SdkModel): GeneratedFile {
  const inputs = inputObjectTypes(model);
  const out: string[] = [];
  // Checks of the input objects, dependencies first.
  const done = new Set<string>();
  const emitObject = (name: string): void => {
    if (done.has(name)) return;
    done.add(name);
    const type = model.types.find((x) => x.name.original === name)!;
    if (type.kind !== 'object') return;
    const deps: string[] = [];
    const collect = (t: TypeRef): void => {
      if (t.kind === 'named' && inputs.has(t.name)) deps.push(t.name);
      const named = t.kind === 'named' ? model.types.find((x) => x.name.original === t.name) : undefined;
      if (named?.kind === 'untagged') for (const v of named.variants) collect(v.type);
      if (t.kind === 'array') collect(t.items);
      if (t.kind === 'map') collect(t.values);
    };
    for (const f of type.fields) collect(f.type);
    for (const d of deps) emitObject(d);
    out.push(`_${type.name.screamingSnake} = Check(`, '    "object",', '    fields={');
    for (const f of type.fields) out.push(`        ${JSON.stringify(f.wireName)}: ${check(f.type, f, model, inputs)},`);
    out.push('    },');
    const required = type.fields.filter((f) => f.required).map((f) => f.wireName);
    if (required.length) out.push(`    required=${pyFlat(required)},`);
    if (type.additionalProperties === false) out.push('    closed=True,');
    const nulls = type.fields.filter((f) => f.nullable).map((f) => f.wireName);
    if (nulls.length) out.push(`    nullable=${pyFlat(nulls)},`);
    if (type.exactlyOneOf.length) out.push(`    one_of=${pyTuple(type.exactlyOneOf)},`);
    out.push(')', '');
  };
  for (const name of [...inputs].sort()) emitObject(name);

  for (const r of model.resources) {
    for (const m of r.methods) {
      const s: Spelling = { model };
      const result = resultType(m);
      const lines = [`${operationConstant(r, m)}: Operation[${result}] = Operation(`];
      lines.push(`    id=${JSON.stringify(m.operationId)},`, `    name=${JSON.stringify(`${resourceAttr(r)}.${methodName(m)}`)},`);
      lines.push(`    method=${JSON.stringify(m.httpMethod)},`, `    path=${JSON.stringify(m.path)},`, `    auth=${m.auth ? JSON.stringify(m.auth) : 'None'},`);
      if (m.params.length) {
        lines.push('    params=(');
        for (const p of m.params) lines.push(`        ${paramSpec(p, model, inputs)},`);
        lines.push('    ),');
      } else lines.push('    params=(),');
      if (m.body) lines.push('    has_body=True,');
      if (m.body?.kind === 'multipart') lines.push('    multipart=True,');
      if (m.body?.kind === 'union') {
        lines.push(`    discriminator=${JSON.stringify(m.body.discriminator)},`, '    variants=(');
        for (const v of m.body.variants) {
          lines.push(`        Variant(`, `            value=${JSON.stringify(v.value)},`, '            params=(');
          for (const p of v.params) lines.push(`                ${paramSpec(p, model, inputs)},`);
          lines.push('            ),', '        ),');
        }
        lines.push('    ),');
      }
      if ((m.body?.kind === 'object' || m.body?.kind === 'multipart') && m.body.exactlyOneOf.length) lines.push(`    one_of=${pyTuple(m.body.exactlyOneOf)},`);
      if (m.response.mediaType && m.response.mediaType !== 'application/json') lines.push(`    accept=${JSON.stringify(m.response.mediaType)},`);
      lines.push(`    answer=${JSON.stringify(m.response.kind)},`, `    result=${m.response.kind === 'json' && m.response.type ? outputType(m.response.type, s) : 'None'},`);
      if (m.response.status !== 200) lines.push(`    status=${m.response.status},`);
      if (m.idempotent) lines.push('    idempotent=True,');
      if (Object.keys(m.fixedQuery).length) lines.push(`    fixed_query=${JSON.stringify(m.fixedQuery).replace(/,"/g, ', "').replace(/":/g, '": ')},`);
      if (Object.keys(m.fixedBody).length) lines.push(`    fixed_body=${JSON.stringify(m.fixedBody).replace(/,"/g, ', "').replace(/":/g, '": ')},`);
      if (m.stream) lines.push(`    stream=StreamSpec(param=${JSON.stringify(m.stream.param)}, chunk=${outputType(m.stream.chunk, s)}, done=${JSON.stringify(m.stream.done)}),`);
      if (m.pagination?.style === 'page') {
        const pg = m.pagination;
        lines.push(`    page=Page(items=${JSON.stringify(pyName(pg.items))}, page=${JSON.stringify(pg.page)}, limit=${JSON.stringify(pg.limit)}, has_more=${JSON.stringify(pyName(pg.hasMore))}),`);
      } else if (m.pagination) {
        const pg = m.pagination;
        const spec = `items=${JSON.stringify(pyName(pg.items))}, cursor=${JSON.stringify(pg.cursor)}, cursor_field=${JSON.stringify(pyName(pg.cursorField))}, limit=${JSON.stringify(pg.limit)}, has_more=${JSON.stringify(pyName(pg.hasMore))}`;
        lines.push(`    page=Page(${spec}),`);
      }
      if (m.session) lines.push('    session=True,');
      lines.push(')', '');
      out.push(...lines);
    }
  }
  const code = out.join('\n');
  const types = new Set<string>();
  for (const t of model.types) if (new RegExp(`\\b${t.name.original}\\b`).test(code.replace(/"[^"\n]*"/g, ''))) types.add(t.name.original);
  const imports = importBlock(code, { '._response': ['BinaryResponse'], '._types': ['Check', 'Operation', 'Page', 'Param', 'StreamSpec', 'Variant'] }, types, '.types');
  return {
    path: 'orbit_sdk/_operations.py',
    content: `${HEADER}"""Every operation of the contract as the request core needs it: method, path, credential, parameters and their checks, answer."""\n${imports}\n\n${code}`,
  };
}

// ---------------------------------------------------------------- resources/<tag>.py
interface Sig {
  name: string;
  type: string;
  default?: string;
}

function paramsOf(m: Method, params: Param[], s: Spelling): Sig[] {
  const required: Sig[] = [];
  const optional: Sig[] = [];
  for (const p of params) {
    const name = paramName(p);
    if (OPTION_NAMES.includes(name)) throw new Error(`generators/python: ${m.operationId} parameter ${p.wireName} clashes with a per-call option`);
    if (m.stream && p.wireName === m.stream.param) continue;
    const t = inputType(p.type, s);
    // openai-python's spelling: a nullable value takes None (sent as null), left out by NOT_GIVEN.
    if (p.required) required.push({ name, type: nullable(p) ? `Optional[${t}]` : t });
    else if (nullable(p)) optional.push({ name, type: union([t, 'None', 'NotGiven']), default: 'NOT_GIVEN' });
    else optional.push({ name, type: t.startsWith('Optional[') ? t : `Optional[${t}]`, default: 'None' });
  }
  return [...required, ...optional];
}

/** A JSON body, whose top-level fields `extra_body` may add to (a multipart body takes no extra parts). */
const jsonBody = (m: Method): boolean => m.body !== null && m.body.kind !== 'multipart';

function optionSigs(m: Method): Sig[] {
  // openai-python's per-request options; extra_body only where a JSON body is sent, api_key only where the
  // API key authenticates, idempotency_key only where money moves (elsewhere each is a type error and, at
  // run time, an InvalidArgumentError: never dropped silently).
  const out: Sig[] = [
    { name: 'extra_headers', type: 'Optional[Headers]', default: 'None' },
    { name: 'extra_query', type: 'Optional[Query]', default: 'None' },
  ];
  if (jsonBody(m)) out.push({ name: 'extra_body', type: 'Optional[Body]', default: 'None' });
  out.push({ name: 'max_retries', type: 'Optional[int]', default: 'None' }, { name: 'timeout', type: 'Union[float, httpx.Timeout, None]', default: 'None' });
  if (m.idempotent) out.push({ name: 'idempotency_key', type: 'Optional[str]', default: 'None' });
  if (m.auth === 'apiKey') out.push({ name: 'api_key', type: 'Optional[str]', default: 'None' });
  if (readsAsItArrives(m)) out.push({ name: 'idle_timeout', type: 'Optional[float]', default: 'None' });
  return out;
}

/** A method that can answer a stream or binary data: its answer is read as it arrives, so it takes the
 * idle timeout between two pieces per call (x-sdk-runtime idle_timeout_seconds). */
const readsAsItArrives = (m: Method): boolean => m.stream !== null || m.response.kind === 'binary';

function signature(indent: string, asyncDef: boolean, name: string, sigs: Sig[], ret: string, overload: boolean): string[] {
  const out: string[] = [];
  if (overload) out.push(`${indent}@overload`);
  out.push(`${indent}${asyncDef ? 'async ' : ''}def ${name}(`, `${indent}    self,`, `${indent}    *,`);
  for (const sig of sigs) out.push(`${indent}    ${sig.name}: ${sig.type}${sig.default !== undefined ? ` = ${sig.default}` : ''},`);
  // Any other keyword is a type error for checkers (Never) and an InvalidArgumentError at run time.
  out.push(`${indent}    **unknown: Never,`);
  out.push(`${indent}) -> ${ret}:${overload ? ' ...' : ''}`);
  return out;
}

function methodDoc(m: Method, params: Param[], extra: string): string[] {
  const parts = [m.summary.replace(/\.?$/, '.')];
  if (m.deprecated) parts.push('Deprecated.');
  if (m.description) parts.push(firstParagraph(m.description));
  if (extra) parts.push(extra);
  const args = params.filter((p) => !(m.stream && p.wireName === m.stream.param)).map((p) => `${paramName(p)}: ${firstParagraph(p.description) || p.wireName}`);
  const text = parts.join('\n\n');
  const lines = docstring(text, '        ');
  if (!args.length) return lines;
  const body = lines.length === 1 ? [lines[0]!.replace(/"""$/, '').replace(/^(\s*)"""/, '$1"""')] : lines.slice(0, -1);
  const argLines = ['', '        Args:', ...args.flatMap((a) => argDoc(a, '            '))];
  return [...body, ...argLines, '        """'];
}

function argsDict(m: Method, params: Param[]): string {
  const entries = params.map((p) => {
    const value = m.stream && p.wireName === m.stream.param ? `True if ${paramName(p)} else None` : paramName(p);
    return `${JSON.stringify(p.wireName)}: ${value}`;
  });
  return `{${[...entries, '**unknown'].join(', ')}}`;
}

function callOptions(m: Method): string {
  const args = ['extra_headers', 'extra_query', jsonBody(m) ? 'extra_body' : 'None', 'max_retries', 'timeout'];
  args.push(m.idempotent ? 'idempotency_key' : 'None', m.auth === 'apiKey' ? 'api_key' : 'None', readsAsItArrives(m) ? 'idle_timeout' : 'None');
  while (args[args.length - 1] === 'None') args.pop();
  return `RequestOptions(${args.join(', ')})`;
}

/** How a method answers: its result, the raw response (with_raw_response) or the unread response in a
 * context manager (with_streaming_response). */
type Mode = 'plain' | 'raw' | 'streaming';

function emitMethod(r: Resource, m: Method, isAsync: boolean, s: Spelling, mode: Mode = 'plain'): string[] {
  const ind = '    ';
  const name = methodName(m);
  const op = `_ops.${operationConstant(r, m)}`;
  const raw = mode === 'raw';
  const streaming = mode === 'streaming';
  // A streaming twin is a plain `def` in both classes: it answers a context manager that sends on entering.
  const aw = isAsync && !streaming ? 'await ' : '';
  const opts = optionSigs(m);
  const result = m.response.kind === 'json' ? (m.response.type ? outputType(m.response.type, s) : 'None') : resultType(m);
  const request = raw ? 'request_raw' : streaming ? 'request_streamed' : 'request';
  const manager = isAsync ? 'AsyncResponseContextManager' : 'ResponseContextManager';
  const wrap = (t: string): string => (raw ? `APIResponse[${t}]` : streaming ? `${manager}[${isAsync ? 'AsyncAPIResponse' : 'APIResponse'}[${t}]]` : t);
  const send = (call: string): string => (streaming ? `${manager}(lambda: ${call})` : `${aw}${call}`);
  const twinDoc = raw
    ? `        """\`client.${resourceAttr(r)}.${name}()\`, answering the raw HTTP response (\`.parse()\` gives the result)."""`
    : `        """\`client.${resourceAttr(r)}.${name}()\` in a \`${isAsync ? 'async ' : ''}with\` block, answering the response before its body is read."""`;
  const out: string[] = [];
  const params = allParams(m);
  const defAsync = isAsync && !streaming;
  if (m.body?.kind === 'union') {
    const discriminator = m.body.discriminator;
    if (mode === 'plain') {
      for (const v of m.body.variants) {
        const sigs = paramsOf(m, [...m.params, ...v.params], s);
        out.push(...signature(ind, isAsync, name, [...sigs, ...opts], result, true), '');
      }
    }
    const impl: Sig[] = params.map((p) => {
      if (p.wireName === discriminator) return { name: paramName(p), type: 'str' };
      const t = inputType(p.type.kind === 'literal' ? { kind: 'string' } : p.type, s);
      return nullable(p) ? { name: paramName(p), type: union([t, 'None', 'NotGiven']), default: 'NOT_GIVEN' } : { name: paramName(p), type: `Optional[${t}]`, default: 'None' };
    });
    out.push(...signature(ind, defAsync, name, [...impl, ...opts], wrap(result), false));
    out.push(...(mode !== 'plain' ? [twinDoc] : methodDoc(m, params, `Pass \`${discriminator}\` and that variant's fields.`)));
    out.push(`        return ${send(`self._client.${request}(${op}, ${argsDict(m, params)}, ${callOptions(m)})`)}`);
    return out;
  }
  const sigs = paramsOf(m, params, s);
  if (m.stream) {
    const chunk = outputType(m.stream.chunk, s);
    const streamType = `${isAsync ? 'AsyncStream' : 'Stream'}[${chunk}]`;
    const flag = paramName(params.find((p) => p.wireName === m.stream!.param)!);
    const both = `Union[${result}, ${streamType}]`;
    // Overloads in every form (plain, raw, streaming), so `stream=True` types the stream exactly. Without
    // it a plain or raw call reads its JSON answer whole: no idle timeout to take (the core refuses one).
    const whole = opts.filter((o) => streaming || o.name !== 'idle_timeout');
    out.push(...signature(ind, defAsync, name, [...sigs, { name: flag, type: 'Literal[False]', default: 'False' }, ...whole], wrap(result), true), '');
    out.push(...signature(ind, defAsync, name, [...sigs, { name: flag, type: 'Literal[True]' }, ...opts], wrap(streamType), true), '');
    out.push(...signature(ind, defAsync, name, [...sigs, { name: flag, type: 'bool' }, ...opts], wrap(both), true), '');
    out.push(...signature(ind, defAsync, name, [...sigs, { name: flag, type: 'bool', default: 'False' }, ...opts], wrap(both), false));
    out.push(...(mode !== 'plain' ? [twinDoc] : methodDoc(m, params, `With \`${flag}=True\`, answers a ${streamType} of the chunks as they arrive.`)));
    const streamCall = raw ? 'request_stream_raw' : streaming ? (isAsync ? 'request_stream_streamed' : 'request_stream_raw') : 'request_stream';
    out.push(`        args = ${argsDict(m, params)}`);
    out.push(`        if ${flag}:`, `            return ${send(`self._client.${streamCall}(${op}, ${chunk}, args, ${callOptions(m)})`)}`);
    // A local first: mypy would otherwise infer the call's type from the Union return type.
    out.push(`        result = ${send(`self._client.${request}(${op}, args, ${callOptions(m)})`)}`, '        return result');
    return out;
  }
  out.push(...signature(ind, defAsync, name, [...sigs, ...opts], wrap(result), false));
  out.push(...(mode !== 'plain' ? [twinDoc] : methodDoc(m, params, '')));
  out.push(`        return ${send(`self._client.${request}(${op}, ${argsDict(m, params)}, ${callOptions(m)})`)}`);
  if (m.pagination && mode === 'plain') {
    const pg = m.pagination;
    const item = outputType(pg.item, s);
    const pager = `${isAsync ? 'AsyncPager' : 'SyncPager'}[${item}]`;
    const walk = pg.style === 'page' ? `from \`${pg.page}\`, or 1` : `each with \`${pg.cursor}\` set to the last item's \`${pg.cursorField}\``;
    out.push('', ...signature(ind, false, `${name}_auto_paging`, [...sigs, ...opts], pager, false));
    out.push(
      ...docstring(
        `Every ${item} of ${name}(), page after page (${walk}, keeping \`${pg.limit}\`), fetched as you iterate: \`${isAsync ? 'async ' : ''}for item in ...\`; \`iter_pages()\` gives the pages.`,
        '        ',
      ),
    );
    out.push(`        return self._client.paginate(${op}, ${item}, ${argsDict(m, params)}, ${callOptions(m)})`);
  }
  return out;
}

/** The method's declaration for api.md: the sync signature(s), overloads included, without bodies. */
export function declarationOf(r: Resource, m: Method, model: SdkModel): string {
  const lines = emitMethod(r, m, false, { model });
  const out: string[] = [];
  let inDoc = false;
  for (const line of lines) {
    const t = line.trim();
    if (t.startsWith('"""')) {
      inDoc = !(t.length > 3 && t.endsWith('"""')) && !inDoc;
      continue;
    }
    if (inDoc) {
      if (t.endsWith('"""')) inDoc = false;
      continue;
    }
    if (/^(return|args =|if |def [a-z_]+_auto_paging)/.test(t) && !t.startsWith('def ')) continue;
    if (t === '**unknown: Never,') continue;
    out.push(line.replace(/^ {4}/, ''));
  }
  // Overloaded methods: the overloads say it all; drop the implementation's signature.
  const text = out.join('\n').replace(/\n{2,}/g, '\n\n').trim();
  if (!text.includes('@overload')) return text;
  const parts = text.split('\n\n');
  return parts.filter((p) => p.startsWith('@overload')).join('\n\n');
}

export function emitResource(r: Resource, model: SdkModel): GeneratedFile {
  const used = new Set<string>();
  const s: Spelling = { model, used };
  const blocks: string[] = [];
  for (const isAsync of [false, true]) {
    const cls = resourceClass(r, isAsync);
    const raw = `${cls}WithRawResponse`;
    const lines = [`class ${cls}(${isAsync ? 'AsyncAPIResource' : 'SyncAPIResource'}):`, ...docstring(`${firstParagraph(r.description) || r.tag}${isAsync ? '\n\nThe async twin: every method is awaited.' : ''}`, '    '), ''];
    lines.push('    @cached_property', `    def with_raw_response(self) -> "${raw}":`, '        """The same methods, answering the raw HTTP response (`.parse()` gives the result)."""', `        return ${raw}(self)`);
    lines.push(
      '',
      '    @cached_property',
      `    def with_streaming_response(self) -> "${cls}WithStreamingResponse":`,
      `        """The same methods, each a context manager answering the response before its body is read."""`,
      `        return ${cls}WithStreamingResponse(self)`,
    );
    for (const m of r.methods) lines.push('', ...emitMethod(r, m, isAsync, s));
    blocks.push(lines.join('\n'));
  }
  const twins: [Mode, string, string][] = [
    ['raw', 'WithRawResponse', 'each method answers an APIResponse (status, headers, request id, `.parse()`)'],
    ['streaming', 'WithStreamingResponse', 'each method is a context manager answering the response before its body is read (`.parse()`, `.iter_bytes()`, `.stream_to_file()`)'],
  ];
  for (const [mode, suffix, what] of twins) {
    for (const isAsync of [false, true]) {
      const cls = resourceClass(r, isAsync);
      const lines = [`class ${cls}${suffix}:`, ...docstring(`\`${isAsync ? 'async_client' : 'client'}.${mode === 'raw' ? 'with_raw_response' : 'with_streaming_response'}.${resourceAttr(r)}\`: ${what}.`, '    '), ''];
      lines.push(`    def __init__(self, resource: ${cls}) -> None:`, '        self._client = resource._client');
      for (const m of r.methods) lines.push('', ...emitMethod(r, m, isAsync, s, mode));
      blocks.push(lines.join('\n'));
    }
  }
  const code = blocks.join('\n\n\n');
  const classes = resourceClasses(r);
  const imports = importBlock(
    code,
    {
      functools: ['cached_property'],
      '.._pagination': ['AsyncPager', 'SyncPager'],
      '.._resource': ['AsyncAPIResource', 'SyncAPIResource'],
      '.._response': ['APIResponse', 'AsyncAPIResponse', 'AsyncResponseContextManager', 'BinaryResponse', 'ResponseContextManager'],
      '.._streaming': ['AsyncStream', 'Stream'],
      '.._files': ['FileTypes'],
      '.._types': ['NOT_GIVEN', 'Body', 'Headers', 'NotGiven', 'Query', 'RequestOptions'],
    },
    used,
    '..types',
  );
  return {
    path: `orbit_sdk/resources/${r.name.snake}.py`,
    content: `${HEADER}${imports}\nfrom .. import _operations as _ops\n\n__all__ = [${classes.map((c) => JSON.stringify(c)).join(', ')}]\n\n\n${code}\n`,
  };
}

/** The classes of a resource's module: sync and async, each with its raw and its streaming twin. */
const resourceClasses = (r: Resource): string[] =>
  [false, true].flatMap((a) => [resourceClass(r, a), `${resourceClass(r, a)}WithRawResponse`, `${resourceClass(r, a)}WithStreamingResponse`]);

export function emitResourcesInit(model: SdkModel): GeneratedFile {
  const exports = model.resources.flatMap((r) => resourceClasses(r).map((c): [string, string] => [r.name.snake, c]));
  return { path: 'orbit_sdk/resources/__init__.py', content: lazyPackageInit('The resources of the client: one per tag of the contract, sync and async.', exports) };
}

// ---------------------------------------------------------------- _client.py
export function emitClient(model: SdkModel): GeneratedFile {
  const rt = model.runtime;
  const env = rt.environment;
  const levels = rt.log.levels.map((l) => JSON.stringify(l)).join(', ');
  const refresh = model.resources.find((r) => r.methods.includes(model.refreshMethod))!;
  const blocks: string[] = [];
  for (const isAsync of [false, true]) {
    const cls = isAsync ? 'AsyncOrbit' : 'Orbit';
    const http = isAsync ? 'httpx.AsyncClient' : 'httpx.Client';
    const lines = [`class ${cls}(${isAsync ? 'AsyncAPIClient' : 'SyncAPIClient'}):`];
    lines.push(
      ...docstring(
        `The ${model.title} client${isAsync ? ' for asyncio (and trio): every method is awaited' : ''}. One attribute per resource (\`${isAsync ? 'await ' : ''}client.orders.list()\`); \`with_raw_response\` gives the same methods answering the raw HTTP response. ${isAsync ? `Use \`async with ${cls}() as client:\` or \`await client.close()\`.` : `Use \`with ${cls}() as client:\` or \`client.close()\`.`}`,
        '    ',
      ),
      '',
      '    def __init__(',
      '        self,',
      '        *,',
      '        base_url: Optional[str] = None,',
      '        access_token: Optional[str] = None,',
      '        refresh_token: Optional[str] = None,',
      '        api_key: Optional[str] = None,',
      '        timeout: Union[float, httpx.Timeout, None] = None,',
      '        idle_timeout: Optional[float] = None,',
      '        max_retries: Optional[int] = None,',
      '        auto_refresh: bool = True,',
      '        default_headers: Optional[Headers] = None,',
      `        http_client: Optional[${http}] = None,`,
      `        log_level: Optional[Literal[${levels}]] = None,`,
      `        on_session: Optional[Callable[[${rt.session.schema}], None]] = None,`,
      '    ) -> None:',
      ...docstring(
        [
          'Creates a client; options win over environment variables, which win over the defaults. An invalid option or environment value raises InvalidArgumentError.',
          `Args:\n`,
        ].join('\n\n'),
        '        ',
      ).slice(0, -1),
    );
    const args: [string, string][] = [
      ['base_url', `Address of the service, without a trailing slash. Default: \`${env.baseUrl}\`, else ${model.defaultBaseUrl}.`],
      ['access_token', `Login token sent to the operations that need a login. Default: \`${env.accessToken}\`. The login methods set it.`],
      ['refresh_token', 'Refresh token of the session, used to renew the login token once on a 401. The login methods set it.'],
      ['api_key', `Developer API key for the generation operations. Default: \`${env.apiKey}\`.`],
      ['timeout', `Seconds each attempt may take (httpx's limit on connecting, each read and each write), or an httpx.Timeout. Default: \`${env.timeout}\`, else ${rt.timeoutSeconds}.`],
      ['idle_timeout', `Seconds an answer read as it arrives (a stream, a binary answer) may stay silent between two pieces once its headers arrived; past it APITimeoutError. Default: ${rt.idleTimeoutSeconds}.`],
      ['max_retries', `Automatic retries after the first attempt (0 turns them off). Default: \`${env.maxRetries}\`, else ${rt.maxRetries}.`],
      ['auto_refresh', 'On a 401 of a login-token operation, renew the session once and replay the call.'],
      ['default_headers', 'Headers sent with every request; a None value removes a header the SDK would send.'],
      ['http_client', `Your own ${http} (proxies, certificates, transports); the SDK does not close it.`],
      ['log_level', `${rt.log.levels.join(', ')}: lines on the \`orbit_sdk\` logger. Default: \`${env.log}\`, else off.`],
      ['on_session', 'Called with the session whenever the client stores new tokens (a login or a refresh).'],
    ];
    for (const [n, d] of args) lines.push(...argDoc(`${n}: ${d}`, '            '));
    lines.push('        """');
    lines.push(
      '        super().__init__(',
      '            http_client=http_client,',
      ...['base_url', 'access_token', 'refresh_token', 'api_key', 'timeout', 'idle_timeout', 'max_retries', 'auto_refresh', 'default_headers', 'log_level', 'on_session'].map((n) => `            ${n}=${n},`),
      '            refresh_operation=_refresh_operation,',
      '        )',
    );
    const copied = ['base_url', 'access_token', 'refresh_token', 'api_key', 'timeout', 'idle_timeout', 'max_retries', 'auto_refresh', 'default_headers', 'log_level', 'on_session'];
    lines.push(
      '',
      '    def with_options(',
      '        self,',
      '        *,',
      '        base_url: Optional[str] = None,',
      '        access_token: Optional[str] = None,',
      '        refresh_token: Optional[str] = None,',
      '        api_key: Optional[str] = None,',
      '        timeout: Union[float, httpx.Timeout, None] = None,',
      '        idle_timeout: Optional[float] = None,',
      '        max_retries: Optional[int] = None,',
      '        auto_refresh: Optional[bool] = None,',
      '        default_headers: Optional[Headers] = None,',
      `        http_client: Optional[${http}] = None,`,
      `        log_level: Optional[Literal[${levels}]] = None,`,
      `        on_session: Optional[Callable[[${rt.session.schema}], None]] = None,`,
      `    ) -> ${cls}:`,
      ...docstring(
        'A copy of this client with other options (None keeps this client\'s), as in openai-python. The copy shares the connections and the session: a login or a session renewal through the copy or through this client is used by both (the refresh token rotates, so two holders of one session must renew it together). Given `access_token` or `refresh_token`, the copy has a session of its own with those tokens. `default_headers` are added to this client\'s (None removes one). Closing the copy leaves the connections open; closing this client closes them.',
        '        ',
      ),
      `        return self._copy(http_client, {${copied.map((n) => `"${n}": ${n}`).join(', ')}})`,
    );
    for (const r of model.resources) {
      const c = resourceClass(r, isAsync);
      lines.push('', '    @cached_property', `    def ${resourceAttr(r)}(self) -> ${c}:`, ...docstring(firstParagraph(r.description) || r.tag, '        '), `        from .resources.${r.name.snake} import ${c}`, '', `        return ${c}(self)`);
    }
    lines.push('', '    @cached_property', `    def with_raw_response(self) -> "${cls}WithRawResponse":`, '        """The same resources, each method answering the raw HTTP response (`.parse()` gives the result)."""', `        return ${cls}WithRawResponse(self)`);
    lines.push(
      '',
      '    @cached_property',
      `    def with_streaming_response(self) -> "${cls}WithStreamingResponse":`,
      `        """The same resources, each method a context manager answering the response before its body is read."""`,
      `        return ${cls}WithStreamingResponse(self)`,
    );
    blocks.push(lines.join('\n'));
    const twins: [string, string][] = [
      ['WithRawResponse', `\`client.with_raw_response\`: every resource of ${cls}, each method answering an APIResponse.`],
      ['WithStreamingResponse', `\`client.with_streaming_response\`: every resource of ${cls}, each method a context manager answering the response before its body is read.`],
    ];
    for (const [suffix, doc] of twins) {
      const twin = [`class ${cls}${suffix}:`, ...docstring(doc, '    '), '', `    def __init__(self, client: ${cls}) -> None:`, '        self._client = client'];
      for (const r of model.resources) {
        const c = `${resourceClass(r, isAsync)}${suffix}`;
        twin.push('', '    @cached_property', `    def ${resourceAttr(r)}(self) -> ${c}:`, `        from .resources.${r.name.snake} import ${c}`, '', `        return ${c}(self._client.${resourceAttr(r)})`);
      }
      blocks.push(twin.join('\n'));
    }
  }
  const code = blocks.join('\n\n\n');
  const session = `from .types.${model.types.find((t) => t.name.original === rt.session.schema)!.name.snake} import ${rt.session.schema}`;
  const refreshOp = operationConstant(refresh, model.refreshMethod);
  const content = [
    HEADER.trimEnd(),
    '"""The clients: Orbit (blocking) and AsyncOrbit (asyncio), with the same resources."""',
    'from __future__ import annotations',
    '',
    'from functools import cached_property',
    'from typing import TYPE_CHECKING, Callable, Optional, Union',
    '',
    'import httpx',
    'from typing_extensions import Literal',
    '',
    'from ._base_client import AsyncAPIClient, SyncAPIClient',
    'from ._types import Headers, Operation',
    '',
    '# Each resource module (and the models it uses) loads on the first access of its attribute, as in',
    '# openai-python, so `import orbit_sdk` stays cheap; type checkers read the imports here.',
    'if TYPE_CHECKING:',
    ...model.resources.map((r) => `    from .resources.${r.name.snake} import ${resourceClasses(r).join(', ')}`),
    `    ${session}`,
    '',
    '__all__ = ["Orbit", "AsyncOrbit", "OrbitWithRawResponse", "AsyncOrbitWithRawResponse", "OrbitWithStreamingResponse", "AsyncOrbitWithStreamingResponse"]',
    '',
    '',
    `def _refresh_operation() -> Operation[${rt.session.schema}]:`,
    '    """The operation that renews a session, loaded with the operations and their models on the first renewal."""',
    `    from ._operations import ${refreshOp}`,
    '',
    `    return ${refreshOp}`,
    '',
    '',
    code,
    '',
  ];
  return { path: 'orbit_sdk/_client.py', content: content.join('\n') };
}
