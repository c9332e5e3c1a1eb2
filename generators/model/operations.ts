// The operations of the SDK model, grouped into resources (one per tag) and methods (one per operation,
// or one per `x-sdk-actions` entry). This is the only reader of the `x-sdk-*` operation extensions.
import { type Json, resolve, schemaRef } from '../../openapi/lib/contract.ts';
import type { DocExample } from './examples.ts';
import { type Name, nameOf } from './names.ts';
import { refuse, type Refusals } from './refusals.ts';
import { type ErrorKind, errorKindFor, type RuntimeRules } from './runtime.ts';
import type { Constraints, Field, TypeBuilder, TypeRef } from './types.ts';

export type Auth = 'loginToken' | 'apiKey' | null;

/** One value the caller passes to a method, wherever it travels. */
export interface Param {
  /** The contract's name (query/header/path parameter name or body property). */
  wireName: string;
  name: Name;
  location: 'path' | 'query' | 'header' | 'body';
  type: TypeRef;
  required: boolean;
  /** `null` is a value of its own: sent as `null` (clear), distinct from leaving the value out (Field.nullable). */
  nullable: boolean;
  description: string;
  default?: unknown;
  constraints: Constraints;
  alias?: string;
  example?: unknown;
  deprecated: boolean;
}

export type Body =
  /** A JSON object body; `type` names its schema. Its fields are the method's body params. */
  | { kind: 'object'; type: string; exactlyOneOf: string[][] }
  /** A discriminated union body: the caller sends one variant (each variant's fields are its params). */
  | { kind: 'union'; type: string; discriminator: string; variants: { value: string; type: string; params: Param[] }[] }
  /**
   * A multipart/form-data body of the named object `type`; its fields are the method's body params. A
   * `file` param (or an array of them) is a file part: a path, bytes or a stream, sent streamed, never
   * held whole in memory. Other fields are parts too: a scalar as its text, an array of scalars as one
   * part per item, an object or map as one `application/json` part (OpenAPI's default encoding).
   */
  | { kind: 'multipart'; type: string; exactlyOneOf: string[][] };

/** Page-numbered lists: query params `page`/`limit`, the page's `items`, the `hasMore` flag. */
export interface PagePagination {
  style: 'page';
  items: string;
  page: string;
  limit: string;
  hasMore: string;
  item: TypeRef;
}

/**
 * Cursor lists (`starting_after` / `limit` / `has_more`): the next page is asked for with `cursor` set to
 * the `cursorField` of the page's last item, while `hasMore` is true.
 */
export interface CursorPagination {
  style: 'cursor';
  items: string;
  /** The query parameter that takes the cursor (e.g. `starting_after`). */
  cursor: string;
  /** The item field whose value is the cursor of the next page (e.g. `id`). */
  cursorField: string;
  limit: string;
  hasMore: string;
  item: TypeRef;
}

export type Pagination = PagePagination | CursorPagination;

export interface ResponseModel {
  status: number;
  /** json: decode into `type`; text: a string; binary: bytes of `mediaType`; empty: no body. */
  kind: 'json' | 'text' | 'binary' | 'empty';
  mediaType: string;
  type: TypeRef | null;
  description: string;
  example?: unknown;
}

export interface ErrorResponse {
  status: number;
  /** The error kind of the runtime rules for this status (undefined: the base API error). */
  kind?: ErrorKind;
  description: string;
  /** The `error.code` values the contract's examples show for this status. */
  codes: string[];
}

export interface Method {
  /** The resource's tag. */
  resource: string;
  name: Name;
  operationId: string;
  httpMethod: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
  description: string;
  deprecated: boolean;
  auth: Auth;
  /** Every value the caller passes, in order: path, query, header, then body fields (for a union body: none, see body). */
  params: Param[];
  body: Body | null;
  bodyRequired: boolean;
  /** Query parameters the SDK always sends (single-value required enums, e.g. `action=models`). */
  fixedQuery: Record<string, string>;
  /** Body fields the SDK always sends (from `x-sdk-actions`, e.g. `action: cancel`). */
  fixedBody: Record<string, string>;
  /** Money-moving: the SDK sends the idempotency header (runtime rules) and keeps it across retries. */
  idempotent: boolean;
  response: ResponseModel;
  /** With `param: true` the answer is server-sent events of `chunk`, ending with `done`. */
  stream: { param: string; mediaType: string; done: string; chunk: TypeRef; example?: unknown } | null;
  /** A list answer the SDK pages through (page numbers or a cursor). */
  pagination: Pagination | null;
  /** The answer is a login session whose tokens the client stores. */
  session: boolean;
  errors: ErrorResponse[];
  /** Arguments of the contract's example call, by wire name (fixed values left out). */
  example: Record<string, unknown>;
  /** The documented, runnable example program (generators/model/examples.yaml over `example`). */
  docExample: DocExample;
}

export interface Resource {
  /** The tag. */
  tag: string;
  name: Name;
  description: string;
  methods: Method[];
}

const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

function fieldToParam(field: Field, location: Param['location']): Param {
  const param: Param = {
    wireName: field.wireName,
    name: field.name,
    location,
    type: field.type,
    required: field.required,
    nullable: field.nullable,
    description: field.description,
    constraints: field.constraints,
    deprecated: field.deprecated,
  };
  if (field.default !== undefined) param.default = field.default;
  if (field.alias) param.alias = field.alias;
  if (field.example !== undefined) param.example = field.example;
  return param;
}

function errorCodes(doc: Json, response: Json): string[] {
  const codes: string[] = [];
  for (const media of Object.values<Json>(resolve(doc, response)?.content ?? {})) {
    for (const example of Object.values<Json>(media.examples ?? {})) {
      const code = resolve(doc, example)?.value?.error?.code;
      if (typeof code === 'string' && !codes.includes(code)) codes.push(code);
    }
  }
  return codes;
}

function firstExample(doc: Json, media: Json): unknown {
  if (media?.example !== undefined) return media.example;
  const first = Object.values<Json>(media?.examples ?? {})[0];
  return first ? resolve(doc, first).value : undefined;
}

/** Whether a type holds a file part. */
function hasFile(type: TypeRef): boolean {
  return type.kind === 'file' || (type.kind === 'array' && hasFile(type.items));
}

/** The resources of the contract; an operation with a refused construct is left out and its refusal kept in `refusals`. */
export function readResources(doc: Json, types: TypeBuilder, rules: RuntimeRules, refusals: Refusals): Resource[] {
  const methods: Method[] = [];
  const operationIds = new Set<string>();

  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const httpMethod of HTTP_METHODS) {
      const op = item[httpMethod];
      if (!op) continue;
      refusals.attempt(() => {
      const id: string = op.operationId ?? refuse(`${httpMethod.toUpperCase()} ${path}`, 'has no operationId');
      if (operationIds.has(id)) refuse(id, 'is a duplicate operationId');
      operationIds.add(id);
      const tag: string = op.tags?.[0] ?? refuse(id, 'has no tag');

      // Parameters: path, query and header; fixed ones and the idempotency header are the SDK's.
      const pathParams: Param[] = [];
      const query: Param[] = [];
      const headers: Param[] = [];
      const fixedQuery: Record<string, string> = {};
      let idempotent = false;
      for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
        const p = resolve(doc, raw);
        if (p.in === 'cookie') refuse(id, `cookie parameters are not supported`);
        if (p.in === 'header' && p.name.toLowerCase() === rules.idempotency.header.toLowerCase()) {
          idempotent = true;
          continue;
        }
        const field = types.field(p.name, p.schema ?? refuse(id, `parameter ${p.name} has no schema`), !!p.required, `${id} parameter ${p.name}`);
        const param = fieldToParam(field, p.in);
        types.markUsage(field.type, 'input');
        param.description = String(p.description ?? field.description).trim();
        param.deprecated = !!p.deprecated;
        if (p.example !== undefined) param.example = p.example;
        if (p.in === 'query' && p.required && field.type.kind === 'literal') {
          if (field.default !== undefined) refuse(id, `the fixed parameter ${p.name} must not have a default`);
          fixedQuery[p.name] = field.type.value;
          continue;
        }
        if (p.in === 'path') {
          if (!p.required) refuse(id, `path parameter ${p.name} must be required`);
          pathParams.push(param);
        } else if (p.in === 'query') query.push(param);
        else if (p.in === 'header') headers.push(param);
        else refuse(id, `parameter ${p.name} in ${p.in}`);
      }
      for (const p of pathParams) if (!path.includes(`{${p.wireName}}`)) refuse(id, `path parameter ${p.wireName} is not in ${path}`);

      // Request body: a named object or a discriminated union of named objects, as JSON; or a named
      // object as multipart/form-data (file parts). One media type per operation.
      let body: Body | null = null;
      let bodyParams: Param[] = [];
      let bodyRequired = false;
      let bodyExamples: unknown[] = [];
      if (op.requestBody) {
        const rb = resolve(doc, op.requestBody);
        const mediaTypes = Object.keys(rb.content ?? {});
        if (mediaTypes.length !== 1) refuse(`${id} request body`, `one request media type only (has ${mediaTypes.join(', ') || 'none'})`);
        const mediaType = mediaTypes[0]!;
        if (mediaType !== 'application/json' && mediaType !== 'multipart/form-data') {
          refuse(`${id} request body`, `media type ${mediaType}: application/json and multipart/form-data are supported`);
        }
        const media = rb.content[mediaType];
        const typeName = schemaRef(media.schema) ?? refuse(`${id} request body`, 'must be a $ref to a named schema');
        const named = types.named(typeName);
        types.markUsage({ kind: 'named', name: typeName }, 'input');
        bodyRequired = !!rb.required;
        bodyExamples = Object.values<Json>(media.examples ?? {}).map((e) => resolve(doc, e).value);
        if (media.example !== undefined) bodyExamples.unshift(media.example);
        if (mediaType === 'multipart/form-data') {
          if (named.kind !== 'object') refuse(`${id} request body`, `a multipart body must be an object (${typeName} is not)`);
          body = { kind: 'multipart', type: typeName, exactlyOneOf: named.exactlyOneOf };
          bodyParams = named.fields.map((f) => fieldToParam(f, 'body'));
          for (const p of bodyParams) {
            const inner = p.type.kind === 'array' ? p.type.items : p.type;
            if (inner.kind === 'array' || inner.kind === 'unknown') refuse(`${id} request body ${p.wireName}`, 'a multipart field is a scalar, a file, an object, or an array of scalars or files');
            if (p.nullable) refuse(`${id} request body ${p.wireName}`, 'a multipart part cannot be null: leave the field out instead');
          }
        } else if (named.kind === 'object') {
          body = { kind: 'object', type: typeName, exactlyOneOf: named.exactlyOneOf };
          bodyParams = named.fields.map((f) => fieldToParam(f, 'body'));
        } else if (named.kind === 'union') {
          body = {
            kind: 'union',
            type: typeName,
            discriminator: named.discriminator,
            variants: named.variants.map((v) => {
              const variant = types.named(v.type);
              if (variant.kind !== 'object') refuse(`${id} request body`, `variant ${v.type} is not an object`);
              return { value: v.value, type: v.type, params: variant.fields.map((f) => fieldToParam(f, 'body')) };
            }),
          };
        } else refuse(`${id} request body`, `${typeName} must be an object or a discriminated union (a body is sent as named fields)`);
        if (body.kind !== 'multipart') {
          const files = [...bodyParams, ...(body.kind === 'union' ? body.variants.flatMap((v) => v.params) : [])].filter((p) => hasFile(p.type));
          for (const p of files) refuse(`${id} request body ${p.wireName}`, 'a file (format: binary) travels only in a multipart/form-data body');
        }
      }

      // The success answer.
      const codes = Object.keys(op.responses ?? {});
      const okStatus = codes.find((c) => /^2\d\d$/.test(c)) ?? refuse(id, `no 2xx response`);
      if (codes.filter((c) => /^2\d\d$/.test(c)).length > 1) refuse(id, `more than one 2xx response`);
      const ok = resolve(doc, op.responses[okStatus]);
      const content: Json = ok.content ?? {};
      const mediaTypes = Object.keys(content);
      const streaming = op['x-sdk-streaming'];
      const binary = op['x-sdk-binary'];
      const plainTypes = mediaTypes.filter((m) => !(streaming && m === (streaming.media_type ?? 'text/event-stream')));
      let response: ResponseModel;
      if (binary) {
        const mediaType = binary.media_type ?? refuse(id, `x-sdk-binary needs media_type`);
        if (!content[mediaType]) refuse(id, `x-sdk-binary media_type ${mediaType} is not a response media type`);
        response = { status: Number(okStatus), kind: 'binary', mediaType, type: null, description: ok.description ?? '' };
      } else if (plainTypes.includes('application/json')) {
        const media = content['application/json'];
        const t = types.typeOf(media.schema ?? refuse(id, `the JSON answer has no schema`), `${id} answer`).type;
        types.markUsage(t, 'output');
        response = { status: Number(okStatus), kind: 'json', mediaType: 'application/json', type: t, description: ok.description ?? '', example: firstExample(doc, media) };
      } else if (plainTypes.length === 1 && plainTypes[0]!.startsWith('text/')) {
        const media = content[plainTypes[0]!];
        response = { status: Number(okStatus), kind: 'text', mediaType: plainTypes[0]!, type: { kind: 'string' }, description: ok.description ?? '', example: firstExample(doc, media) };
      } else if (plainTypes.length === 0) {
        response = { status: Number(okStatus), kind: 'empty', mediaType: '', type: null, description: ok.description ?? '' };
      } else {
        refuse(id, `answer media types ${plainTypes.join(', ')} need x-sdk-binary`);
      }

      let stream: Method['stream'] = null;
      if (streaming) {
        const mediaType = streaming.media_type ?? 'text/event-stream';
        const media = content[mediaType] ?? refuse(id, `x-sdk-streaming media type ${mediaType} is not a response media type`);
        const chunk = types.typeOf(media.schema ?? refuse(id, `the ${mediaType} answer needs the chunk schema`), `${id} stream chunk`).type;
        if (chunk.kind !== 'named') refuse(id, `the ${mediaType} schema must be a named chunk schema`);
        types.markUsage(chunk, 'output');
        if (!bodyParams.some((p) => p.wireName === streaming.param && p.type.kind === 'boolean')) {
          refuse(id, `x-sdk-streaming param ${streaming.param} is not a boolean body field`);
        }
        stream = { param: streaming.param, mediaType, done: streaming.done ?? refuse(id, `x-sdk-streaming needs done`), chunk };
        const streamExample = firstExample(doc, media);
        if (streamExample !== undefined) stream.example = streamExample;
      }

      let pagination: Method['pagination'] = null;
      const paging = op['x-sdk-pagination'];
      if (paging) {
        const at = `${id} x-sdk-pagination`;
        if (paging.style !== 'page' && paging.style !== 'cursor') refuse(at, `style ${JSON.stringify(paging.style)}: "page" and "cursor" are supported`);
        const page = response.type?.kind === 'named' ? types.named(response.type.name) : undefined;
        if (page?.kind !== 'object') refuse(at, 'a paginated answer must be a named object');
        const items = page.fields.find((f) => f.wireName === paging.items);
        if (items?.type.kind !== 'array') refuse(at, `items ${paging.items} must be an array field of the answer`);
        if (!page.fields.some((f) => f.wireName === paging.has_more && f.type.kind === 'boolean')) refuse(at, `has_more ${paging.has_more} must be a boolean field of the answer`);
        const control = paging.style === 'page' ? [paging.page, paging.limit] : [paging.cursor, paging.limit];
        for (const q of control) if (!query.some((p) => p.wireName === q)) refuse(at, `parameter ${q} is not a query parameter`);
        if (paging.style === 'page') {
          pagination = { style: 'page', items: paging.items, page: paging.page, limit: paging.limit, hasMore: paging.has_more, item: items.type.items };
        } else {
          const item = items.type.items.kind === 'named' ? types.named(items.type.items.name) : undefined;
          const cursorField = paging.cursor_field ?? refuse(at, 'a cursor style needs cursor_field (the item field that is the next cursor)');
          const field = item?.kind === 'object' ? item.fields.find((f) => f.wireName === cursorField) : undefined;
          if (!field?.required || field.type.kind !== 'string') refuse(at, `cursor_field ${cursorField} must be a required string field of the item`);
          pagination = { style: 'cursor', items: paging.items, cursor: paging.cursor, cursorField, limit: paging.limit, hasMore: paging.has_more, item: items.type.items };
        }
      }

      const errors: ErrorResponse[] = codes
        .filter((c) => !/^2\d\d$/.test(c))
        .sort()
        .map((c) => {
          const status = Number(c);
          if (!Number.isInteger(status)) refuse(id, `response ${c} is not a status`);
          const resolved = resolve(doc, op.responses[c]);
          const errorSchema = resolved.content?.['application/json']?.schema;
          if (errorSchema) types.markUsage(types.typeOf(errorSchema, `${id} ${c} answer`).type, 'output');
          const out: ErrorResponse = { status, description: String(resolved.description ?? '').trim(), codes: errorCodes(doc, op.responses[c]) };
          const kind = errorKindFor(rules, status);
          if (kind) out.kind = kind;
          return out;
        });

      const security: Json[] = op.security ?? doc.security ?? [];
      const schemes = security.flatMap((s) => Object.keys(s));
      if (schemes.length > 1) refuse(id, `more than one security scheme is not supported`);
      const auth = (schemes[0] ?? null) as Auth;
      if (auth !== null && auth !== 'loginToken' && auth !== 'apiKey') refuse(id, `unknown security scheme ${auth}`);

      const base = {
        resource: tag,
        operationId: id,
        httpMethod: httpMethod.toUpperCase() as Method['httpMethod'],
        path,
        description: String(op.description ?? '').trim(),
        deprecated: !!op.deprecated,
        auth,
        body,
        bodyRequired,
        fixedQuery,
        idempotent,
        response,
        stream,
        pagination,
        session: response.type?.kind === 'named' && response.type.name === rules.session.schema,
        errors,
      };
      const variants: { method: string; summary: string; fixedBody: Record<string, string> }[] = op['x-sdk-actions']
        ? (op['x-sdk-actions'] as Json[]).map((a) => ({ method: a.method, summary: a.summary ?? op.summary ?? id, fixedBody: { [a.field]: a.value } }))
        : [{ method: op['x-sdk-method'] ?? refuse(id, 'has no x-sdk-method'), summary: op.summary ?? id, fixedBody: {} }];
      for (const v of variants) {
        if (!/^[a-z][A-Za-z0-9]*$/.test(v.method)) refuse(id, `SDK method name ${v.method} is not lowerCamelCase`);
        for (const [field, value] of Object.entries(v.fixedBody)) {
          const param = bodyParams.find((p) => p.wireName === field) ?? refuse(id, `x-sdk-actions field ${field} is not a body field`);
          const allowed = param.type.kind === 'named' ? types.named(param.type.name) : undefined;
          if (allowed?.kind === 'enum' && !allowed.values.some((x) => x.value === value)) refuse(id, `x-sdk-actions value ${value} is not in ${allowed.name.original}`);
        }
        const params = [...pathParams, ...query, ...headers, ...bodyParams.filter((p) => !(p.wireName in v.fixedBody))];
        const seen = new Map<string, string>();
        const allNames = body?.kind === 'union' ? [...params, ...body.variants.flatMap((x) => x.params)] : params;
        for (const p of allNames) {
          const prior = seen.get(p.wireName);
          if (prior && prior !== p.location) refuse(id, `${p.wireName} is both a ${prior} and a ${p.location} value`);
          seen.set(p.wireName, p.location);
        }
        const bodyExample = bodyExamples.find((e: Json) => Object.entries(v.fixedBody).every(([k, x]) => e?.[k] === x)) ?? bodyExamples[0];
        const example: Record<string, unknown> = {};
        for (const p of [...pathParams, ...query, ...headers]) if (p.example !== undefined) example[p.wireName] = p.example;
        if (bodyExample && typeof bodyExample === 'object') {
          for (const [k, x] of Object.entries(bodyExample as Record<string, unknown>)) if (!(k in v.fixedBody)) example[k] = x;
        }
        methods.push({
          ...base,
          name: nameOf(v.method),
          summary: v.summary,
          params,
          fixedBody: v.fixedBody,
          example,
          // Filled in by attachDocExamples() once every method exists.
          docExample: { runnable: true, setup: [], call: { resource: tag, method: v.method, params: example } },
        });
      }
      });
    }
  }

  // Resources in the order of the contract's tags, then any tag that only operations name.
  const order: string[] = (doc.tags ?? []).map((t: Json) => t.name);
  for (const m of methods) if (!order.includes(m.resource)) order.push(m.resource);
  const resources: Resource[] = [];
  for (const tag of order) {
    const own = methods.filter((m) => m.resource === tag);
    if (own.length === 0) continue;
    const names = new Set<string>();
    for (const m of own) {
      if (names.has(m.name.camel)) refusals.attempt(() => refuse(`tag ${tag}`, `has two methods named ${m.name.camel}`));
      names.add(m.name.camel);
    }
    const tagDoc = (doc.tags ?? []).find((t: Json) => t.name === tag);
    resources.push({ tag, name: nameOf(tag), description: String(tagDoc?.description ?? '').trim(), methods: own });
  }
  return resources;
}
