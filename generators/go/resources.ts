// The resources: one resource_<tag>.go per resource (the service, its params structs, the operation
// specs the core reads, the methods, iterators and streams) and client.go (the client, its services and
// the session renewal).
import type { Method, ObjectType, Param, Resource, SdkModel, TypeRef } from '../model/index.ts';
import { httpLine, authLabel } from '../lib/api-doc.ts';
import { type GoTypes, nullFieldsLines, paramLiteral } from './types.ts';
import { discriminatorType, enumConst, exported, iteratorType, methodName, MODULE, opVar, pageRequestType, paramsType, serviceField, serviceType, streamType } from './names.ts';
import { comment, goString } from './syntax.ts';

/** Whether a method takes a params struct (it has parameters the caller passes). */
export function hasParams(method: Method): boolean {
  return method.params.length > 0 || method.body?.kind === 'union';
}

/** Whether the caller may pass nil params (nothing is required). */
export function paramsOptional(method: Method): boolean {
  return method.body?.kind !== 'union' && !method.params.some((p) => p.required);
}

/** The parameters of a method's params struct, in field order (a union body: the discriminator, then every variant's fields). */
export function structParams(types: GoTypes, method: Method): { param: Param; required: boolean; doc: string; union?: boolean }[] {
  const skip = (p: Param) => method.stream !== null && p.wireName === method.stream.param;
  if (method.body?.kind !== 'union') return method.params.filter((p) => !skip(p)).map((param) => ({ param, required: param.required, doc: '' }));
  const body = method.body;
  const out: { param: Param; required: boolean; doc: string; union?: boolean }[] = method.params.map((param) => ({ param, required: param.required, doc: '' }));
  for (const p of types.bodyParams(method)) {
    if (p.wireName === body.discriminator) {
      const type: TypeRef = { kind: 'named', name: discriminatorType(body.type, body.discriminator) };
      out.push({ param: { ...p, type, description: `Which shape of ${exported(body.type)} this is.` }, required: true, doc: '' });
      continue;
    }
    const inVariants = body.variants.filter((v) => v.params.some((q) => q.wireName === p.wireName));
    const requiredIn = inVariants.filter((v) => v.params.find((q) => q.wireName === p.wireName)!.required);
    const required = requiredIn.length === inVariants.length;
    const modes = inVariants.map((v) => v.value).join(', ');
    out.push({ param: p, required, union: true, doc: `Used by ${body.discriminator} ${modes}${requiredIn.length ? `; required by ${requiredIn.map((v) => v.value).join(', ')}` : ''}.` });
  }
  return out;
}

function operationSpec(types: GoTypes, resource: Resource, method: Method, model: SdkModel): string {
  const lines: string[] = [];
  const answer = method.response.kind;
  lines.push(`var ${opVar(resource, method)} = operation{`);
  lines.push(`\tid: ${JSON.stringify(method.operationId)}, method: ${JSON.stringify(method.httpMethod)}, path: ${JSON.stringify(method.path)},`);
  const flags = [`auth: auth${method.auth ? exported(method.auth) : 'None'}`, `answer: answer${exported(answer)}`];
  if (method.response.mediaType) flags.push(`accept: ${JSON.stringify(method.response.mediaType)}`);
  if (method.idempotent) flags.push('idempotent: true');
  if (method.session) flags.push('session: true');
  lines.push(`\t${flags.join(', ')},`);
  const query = Object.entries(method.fixedQuery);
  if (query.length) lines.push(`\tquery: ${JSON.stringify(query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'))},`);
  if (method.body?.kind === 'multipart') lines.push('\tmultipart: true,');
  else if (method.body) lines.push('\tbody: true,');
  const fixed = Object.entries(method.fixedBody);
  if (fixed.length) lines.push(`\tfixedBody: []fixedField{${fixed.map(([k, v]) => `{${JSON.stringify(k)}, ${goString(JSON.stringify(v))}}`).join(', ')}},`);
  if (method.stream) {
    lines.push(`\tstream: &streamSpec{param: ${JSON.stringify(method.stream.param)}, accept: ${JSON.stringify(method.stream.mediaType)}, done: ${JSON.stringify(method.stream.done)}},`);
  }
  if (method.body?.kind === 'object' && method.body.exactlyOneOf.length) {
    lines.push(`\toneOf: [][]string{${method.body.exactlyOneOf.map((g) => `{${g.map((x) => JSON.stringify(x)).join(', ')}}`).join(', ')}},`);
  }
  if (method.body?.kind === 'union') {
    const b = method.body;
    lines.push(`\tunion: &unionSpec{field: ${JSON.stringify(b.discriminator)}, variants: []variant{`);
    for (const v of b.variants) {
      const fields = v.params.filter((p) => p.wireName !== b.discriminator);
      lines.push(
        `\t\t{value: ${JSON.stringify(v.value)}, fields: []string{${fields.map((p) => JSON.stringify(p.wireName)).join(', ')}}, required: []string{${fields
          .filter((p) => p.required)
          .map((p) => JSON.stringify(p.wireName))
          .join(', ')}}},`,
      );
    }
    lines.push('\t}},');
  }
  const params = structParams(types, method);
  if (types.hasNulls(params.map((p) => p.param))) lines.push(`\tnullFields: ${params.length},`);
  if (params.length) {
    lines.push('\tparams: []param{');
    params.forEach(({ param, required }, i) => {
      // Union fields are checked per variant (unionSpec); the struct-level rule is only the discriminator.
      const req = method.body?.kind === 'union' && param.location === 'body' ? param.wireName === method.body.discriminator : required;
      lines.push(`\t\t${paramLiteral(types, param, i, req, param.location)},`);
    });
    lines.push('\t},');
  }
  void model;
  lines.push('}');
  return lines.join('\n');
}

function errorsLine(method: Method, model: SdkModel): string {
  const parts = method.errors.map((e) => `${e.status} ${e.kind ? `Err${exported(e.kind.name)}` : 'APIError'}${e.codes.length ? ` (${e.codes.join(', ')})` : ''}`);
  void model;
  return parts.join('; ');
}

function methodDoc(resource: Resource, method: Method, model: SdkModel, what: string): string {
  const text = [
    `${what} calls ${httpLine(method)}: ${method.summary.replace(/([^.])$/, '$1.')}${method.deprecated ? ' Deprecated.' : ''}`,
    method.description,
    [
      `Auth: ${authLabel(method)}.`,
      method.idempotent ? `Moves money: one ${model.runtime.idempotency.header} per call, kept across its retries (option.WithIdempotencyKey sets your own).` : '',
      method.session ? 'Stores the session\'s tokens on the client.' : '',
      `Error answers: ${errorsLine(method, model)}.`,
    ]
      .filter(Boolean)
      .join(' '),
  ];
  void resource;
  return comment(text.filter(Boolean).join('\n\n'));
}

export function returnType(types: GoTypes, method: Method): string {
  switch (method.response.kind) {
    case 'json':
      return method.response.type ? `*${types.goType(method.response.type)}` : '';
    case 'text':
      return 'string';
    case 'binary':
      return '*BinaryResponse';
    case 'empty':
      return '';
  }
}

export function signature(types: GoTypes, resource: Resource, method: Method, variant: '' | 'AutoPaging' | 'Stream' = ''): string {
  const params = hasParams(method) ? `, params *${paramsType(resource, method)}` : '';
  let result: string;
  if (variant === 'AutoPaging') result = ` *${iteratorType((method.pagination!.item as { name: string }).name)}`;
  else if (variant === 'Stream') result = ` *${streamType((method.stream!.chunk as { name: string }).name)}`;
  else {
    const r = returnType(types, method);
    result = r ? ` (${r}, error)` : ' error';
  }
  return `func (s *${serviceType(resource)}) ${methodName(method)}${variant}(ctx context.Context${params}, opts ...option.RequestOption)${result}`;
}

function methodBody(types: GoTypes, resource: Resource, method: Method): string {
  const op = `&${opVar(resource, method)}`;
  const params = hasParams(method) ? 'params' : 'nil';
  switch (method.response.kind) {
    case 'json': {
      const t = types.goType(method.response.type!);
      const call = `\tvar out ${t}\n\tif err := s.c.call(ctx, ${op}, ${params}, &out, opts); err != nil {\n\t\treturn nil, err\n\t}\n`;
      if (method.pagination) {
        return `${call}\tout.request = ${pageRequestType(types.goType(method.response.type!))}{service: s, opts: opts}\n\tif params != nil {\n\t\tout.request.params = *params\n\t}\n\treturn &out, nil`;
      }
      return `${call}\treturn &out, nil`;
    }
    case 'text':
      return `\tvar out string\n\terr := s.c.call(ctx, ${op}, ${params}, &out, opts)\n\treturn out, err`;
    case 'binary':
      return `\tvar out BinaryResponse\n\tif err := s.c.call(ctx, ${op}, ${params}, &out, opts); err != nil {\n\t\treturn nil, err\n\t}\n\treturn &out, nil`;
    case 'empty':
      return `\treturn s.c.call(ctx, ${op}, ${params}, nil, opts)`;
  }
}

function paramsStruct(types: GoTypes, resource: Resource, method: Method, shared: boolean): string {
  const name = paramsType(resource, method);
  const users = shared ? resource.methods.filter((m) => paramsType(resource, m) === name).map((m) => `${serviceType(resource)}.${methodName(m)}`).join(' and ') : `${serviceType(resource)}.${methodName(method)}`;
  const locations = [...new Set(method.params.map((p) => p.location))];
  const nothingRequired = paramsOptional(method);
  const out = [
    comment(
      `${name} holds the parameters of ${users}${locations.length ? ` (${locations.join(', ')} values, by their contract names in the json tags)` : ''}.${
        nothingRequired ? ' Nothing is required: nil params are fine.' : ''
      }${method.body?.kind === 'union' ? ` ${exported(method.body.discriminator)} chooses the shape; each shape takes only its own fields.` : ''}`,
    ),
    `type ${name} struct {`,
  ];
  const params = structParams(types, method);
  for (const { param, required, doc, union } of params) {
    const where = param.location === 'body' ? '' : ` Sent in the ${param.location}.`;
    out.push(...types.fieldLines(param, 'input', required, doc + where, union));
  }
  if (types.hasNulls(params.map((p) => p.param))) out.push(...nullFieldsLines(params.map((p) => p.param)));
  out.push('}');
  return out.join('\n');
}

/** How a paginated method asks for the next page: by page number, or after the last item's cursor field. */
function nextPage(types: GoTypes, method: Method): { how: string; start: string[]; next: (page: string, params: string) => string[] } {
  const p = method.pagination!;
  const itemsField = exported(p.items);
  if (p.style === 'page') {
    const pageField = exported(p.page);
    return {
      how: `the ${p.page} from the params or 1, the same ${p.limit}`,
      start: [`\tit.pages.start(p.${pageField}, func(page int) (int, bool, error) {`, `\t\tp.${pageField} = &page`],
      next: () => ['\tnext := 2', `\tif p.${pageField} != nil {`, `\t\tnext = *p.${pageField} + 1`, '\t}', `\tp.${pageField} = &next`],
    };
  }
  const cursor = method.params.find((x) => x.wireName === p.cursor)!;
  const cursorField = exported(cursor.name);
  const pointer = types.fieldType(cursor, 'input').type.startsWith('*');
  const item = types.named((p.item as { name: string }).name) as ObjectType;
  const idField = exported(item.fields.find((f) => f.wireName === p.cursorField)!.name);
  const set = (page: string, indent: string) => [`${indent}after := ${page}.${itemsField}[len(${page}.${itemsField})-1].${idField}`, `${indent}p.${cursorField} = ${pointer ? '&' : ''}after`];
  return {
    how: `each after the ${p.cursorField} of the last ${types.goType(p.item)} of the page before, the same ${p.limit}`,
    start: ['\tit.pages.start(nil, func(int) (int, bool, error) {', `\t\tif len(it.page.${itemsField}) > 0 {`, ...set('it.page', '\t\t\t'), '\t\t}'],
    next: (page) => set(page, '\t'),
  };
}

function iteratorDecl(types: GoTypes, resource: Resource, method: Method): string {
  const p = method.pagination!;
  const item = types.goType(p.item);
  const page = types.goType(method.response.type!);
  const it = iteratorType((p.item as { name: string }).name);
  const itemsField = exported(p.items);
  const hasMoreField = exported(p.hasMore);
  const paging = nextPage(types, method);
  return [
    comment(
      `${it} walks every ${item} of ${serviceType(resource)}.${methodName(method)}, fetching page after page as it goes (${paging.how}) until ${p.hasMore} is false or a page is empty. Call Next until it answers false, then check Err.`,
    ),
    `type ${it} struct {`,
    '\tpages pager',
    `\tpage  ${page}`,
    '}',
    '',
    `// ${methodName(method)}AutoPaging answers an iterator over every ${item} of ${methodName(method)}, across pages.`,
    `// Nothing is fetched until the first call of Next.`,
    `${signature(types, resource, method, 'AutoPaging')} {`,
    `\tvar p ${paramsType(resource, method)}`,
    '\tif params != nil {',
    '\t\tp = *params',
    '\t}',
    `\tit := &${it}{}`,
    ...paging.start,
    `\t\tit.page = ${page}{}`,
    `\t\terr := s.c.call(ctx, &${opVar(resource, method)}, &p, &it.page, opts)`,
    `\t\treturn len(it.page.${itemsField}), it.page.${hasMoreField}, err`,
    '\t})',
    '\treturn it',
    '}',
    '',
    `// Next advances to the next ${item}, fetching the next page when needed; false at the end or on an error.`,
    `func (it *${it}) Next() bool { return it.pages.next() }`,
    '',
    `// Current is the ${item} Next advanced to.`,
    `func (it *${it}) Current() ${item} {`,
    `\tif it.pages.index < 0 || it.pages.index >= len(it.page.${itemsField}) {`,
    `\t\treturn ${item}{}`,
    '\t}',
    `\treturn it.page.${itemsField}[it.pages.index]`,
    '}',
    '',
    '// Err is the error that stopped the iteration, or nil.',
    `func (it *${it}) Err() error { return it.pages.err }`,
    '',
    comment(`${pageRequestType(types.goType(method.response.type!))} is how a ${page} of ${serviceType(resource)}.${methodName(method)} was fetched, so that the page can fetch the next.`),
    `type ${pageRequestType(types.goType(method.response.type!))} struct {`,
    `\tservice *${serviceType(resource)}`,
    `\tparams ${paramsType(resource, method)}`,
    '\topts []option.RequestOption',
    '}',
    '',
    comment(`HasNextPage reports whether a page follows this one: ${p.hasMore} is true and this page has ${p.items}.`),
    `func (r *${page}) HasNextPage() bool { return r.${hasMoreField} && len(r.${itemsField}) > 0 }`,
    '',
    comment(
      `GetNextPage fetches the page after this one with the same params and options; nil and no error when HasNextPage is false. Only a page answered by ${serviceType(resource)}.${methodName(method)} (or by GetNextPage) can fetch the next.`,
    ),
    `func (r *${page}) GetNextPage(ctx context.Context) (*${page}, error) {`,
    '\tif !r.HasNextPage() {',
    '\t\treturn nil, nil',
    '\t}',
    '\tif r.request.service == nil {',
    `\t\treturn nil, invalidArgument("", "this ${page} was not answered by ${serviceType(resource)}.${methodName(method)}: it cannot fetch the next page")`,
    '\t}',
    '\tp := r.request.params',
    ...paging.next('r', 'p'),
    `\treturn r.request.service.${methodName(method)}(ctx, &p, r.request.opts...)`,
    '}',
  ].join('\n');
}

function streamDecl(types: GoTypes, resource: Resource, method: Method): string {
  const s = method.stream!;
  const chunk = types.goType(s.chunk);
  const st = streamType((s.chunk as { name: string }).name);
  return [
    comment(
      `${st} reads the server-sent events of ${serviceType(resource)}.${methodName(method)}Stream, one ${chunk} per event, until the ${JSON.stringify(s.done)} marker. Call Next until it answers false, then check Err; Close releases the connection (reading to the end closes it too).`,
    ),
    `type ${st} struct {`,
    '\tevents eventStream',
    `\tchunk  ${chunk}`,
    '}',
    '',
    comment(
      `${methodName(method)}Stream is ${methodName(method)} with ${s.param}: true: the answer arrives as ${chunk} chunks while it is generated. A failed request shows in Err (Next answers false).`,
    ),
    `${signature(types, resource, method, 'Stream')} {`,
    `\tst := &${st}{}`,
    `\tst.events.err = s.c.call(ctx, &${opVar(resource, method)}, params, &st.events, opts)`,
    '\treturn st',
    '}',
    '',
    `// Next reads the next chunk; false at the end of the stream or on an error.`,
    `func (st *${st}) Next() bool {`,
    `\tst.chunk = ${chunk}{}`,
    '\treturn st.events.next(&st.chunk)',
    '}',
    '',
    '// Current is the chunk Next read.',
    `func (st *${st}) Current() ${chunk} { return st.chunk }`,
    '',
    '// Err is the error that ended the stream early, or nil.',
    `func (st *${st}) Err() error { return st.events.err }`,
    '',
    '// Close closes the connection; safe to call more than once.',
    `func (st *${st}) Close() error { return st.events.close() }`,
  ].join('\n');
}

export function resourceFile(types: GoTypes, resource: Resource, model: SdkModel, header: string): string {
  const out: string[] = [header, 'package orbit', ''];
  const needsRegexp = resource.methods.some((m) => structParams(types, m).some(({ param }) => param.constraints.pattern !== undefined));
  const needsIO = resource.methods.some((m) => structParams(types, m).some(({ param }) => types.usesIO(param.type)));
  const std = ['context', needsIO && 'io', needsRegexp && 'regexp'].filter(Boolean).map((i) => `\t"${i}"`);
  out.push('import (', ...std, '', `\t"${MODULE}/option"`, ')', '');
  out.push(comment(`${serviceType(resource)} holds the ${resource.tag} operations (client.${serviceField(resource)}).${resource.description ? ` ${resource.description}` : ''}`));
  out.push(`type ${serviceType(resource)} struct{ c *core }`, '');
  const declaredParams = new Set<string>();
  for (const method of resource.methods) {
    const name = paramsType(resource, method);
    if (hasParams(method) && !declaredParams.has(name)) {
      declaredParams.add(name);
      out.push(paramsStruct(types, resource, method, resource.methods.filter((m) => paramsType(resource, m) === name).length > 1), '');
    }
    if (method.body?.kind === 'union') out.push(types.discriminatorDeclaration(discriminatorType(method.body.type, method.body.discriminator)), '');
    out.push(operationSpec(types, resource, method, model), '');
    out.push(methodDoc(resource, method, model, methodName(method)));
    out.push(`${signature(types, resource, method)} {`, methodBody(types, resource, method), '}', '');
    if (method.pagination) out.push(iteratorDecl(types, resource, method), '');
    if (method.stream) out.push(streamDecl(types, resource, method), '');
  }
  return out.join('\n');
}

export function clientFile(types: GoTypes, model: SdkModel, header: string): string {
  const refresh = model.refreshMethod;
  const resource = model.resources.find((r) => r.methods.includes(refresh))!;
  const params = structParams(types, refresh);
  const body = Object.entries(model.runtime.session.refresh.body).map(([wire, value]) => {
    const p = params.find((x) => x.param.wireName === wire);
    if (!p) throw new Error(`generators/go: session.refresh.body.${wire} is not a parameter of ${refresh.operationId}`);
    const field = exported(p.param.name);
    if (value === '{refresh_token}') return `${field}: refreshToken`;
    if (p.param.type.kind === 'named' && types.discriminators.has(types.goName(p.param.type.name))) return `${field}: ${enumConst(types.goName(p.param.type.name), value)}`;
    return `${field}: ${JSON.stringify(value)}`;
  });
  const out = [header, 'package orbit', '', 'import (', '\t"context"', '', `\t"${MODULE}/option"`, ')', ''];
  out.push(
    comment(
      `Client calls the ${model.title}: one field per resource, each with that resource's operations as methods (client.Orders.List, client.Auth.UserLogin, …). Create it with NewClient. A Client is safe for concurrent use; its login session is shared by every call.`,
    ),
    'type Client struct {',
  );
  for (const r of model.resources) {
    out.push(comment(`${serviceField(r)} holds the ${r.tag} operations: ${r.methods.map((m) => methodName(m)).join(', ')}.${r.description ? ` ${r.description.split(/\n\s*\n/)[0]}` : ''}`, '\t'));
    out.push(`\t${serviceField(r)} *${serviceType(r)}`);
  }
  out.push('', '\tcore *core', '}', '');
  const env = model.runtime.environment;
  out.push(
    comment(
      `NewClient answers a client configured by opts, then by the environment (${env.baseUrl}, ${env.accessToken}, ${env.apiKey}, ${env.timeout} in seconds, ${env.maxRetries}, ${env.log}), then by the defaults (${model.defaultBaseUrl}, a ${model.runtime.timeoutSeconds} s timeout per attempt, ${model.runtime.maxRetries} retries, logging off). An invalid option or environment value is an error of kind ErrInvalidArgument.`,
    ),
    'func NewClient(opts ...option.RequestOption) (*Client, error) {',
    '\tc, err := newCore(opts, renewSession)',
    '\tif err != nil {',
    '\t\treturn nil, err',
    '\t}',
    '\treturn newClient(c), nil',
    '}',
    '',
    comment(
      'WithOptions answers a copy of the client with opts applied over its settings (base URL, API key, retries, timeout, headers, HTTP client, middleware, logging), e.g. for a part of a program that needs a shorter timeout. The copy shares the client\'s login session: a login or a session renewal made through either is used by both, so the two never renew with the same refresh token (the service rotates refresh tokens and revokes a session whose old one is used again). option.WithAccessToken gives the copy a login token of its own, sent like a call\'s (never renewed). option.WithRefreshToken and option.WithSessionHandler belong to the session, and the options of a single call to that call: they are refused with an error of kind ErrInvalidArgument, as an invalid option is. NewClient makes a client with a session of its own.',
    ),
    'func (c *Client) WithOptions(opts ...option.RequestOption) (*Client, error) {',
    '\tcopied, err := c.core.withOptions(opts)',
    '\tif err != nil {',
    '\t\treturn nil, err',
    '\t}',
    '\treturn newClient(copied), nil',
    '}',
    '',
    'func newClient(c *core) *Client {',
    '\treturn &Client{',
  );
  for (const r of model.resources) out.push(`\t\t${serviceField(r)}: &${serviceType(r)}{c},`);
  out.push('\t\tcore: c,', '\t}', '}', '');
  out.push(
    `// renewSession renews the login with a refresh token (x-sdk-runtime session.refresh: ${refresh.operationId}); the answer stores the new tokens.`,
    'func renewSession(ctx context.Context, c *core, refreshToken string) error {',
    `\tvar out ${types.goType(refresh.response.type!)}`,
    `\treturn c.call(ctx, &${opVar(resource, refresh)}, &${paramsType(resource, refresh)}{${body.join(', ')}}, &out, nil)`,
    '}',
  );
  return out.join('\n');
}
