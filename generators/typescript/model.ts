// Reads the contract into the model the TypeScript generator emits code and docs from.
import { config } from './config.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
export type Json = any;

export interface ParamModel {
  name: string;
  in: 'query' | 'header' | 'path';
  required: boolean;
  description: string;
  schema: Json;
  example: Json;
}

export interface FieldModel {
  name: string;
  required: boolean;
  description: string;
  schema: Json;
}

export interface OperationModel {
  id: string;
  tag: string;
  httpMethod: string;
  path: string;
  summary: string;
  description: string;
  auth: 'loginToken' | 'apiKey' | null;
  pathParams: ParamModel[];
  query: ParamModel[];
  headers: ParamModel[];
  fixedQuery: Record<string, string>;
  idempotencyKey: boolean;
  /** Schema name of the JSON body ($ref), or null for an inline schema. */
  bodyRef: string | null;
  bodySchema: Json | null;
  bodyRequired: boolean;
  bodyExamples: Json[];
  response: {
    status: string;
    kind: 'json' | 'text' | 'binary';
    mediaType: string;
    ref: string | null;
    description: string;
    example: Json;
  };
  errors: { status: string; description: string; codes: string[] }[];
  stream: { param: string; mediaType: string; done: string | undefined; chunkRef: string } | null;
  pagination: { items: string; page: string; limit: string; hasMore: string; itemRef: string } | null;
  session: boolean;
  deprecated: boolean;
}

export interface MethodModel {
  op: OperationModel;
  resource: ResourceModel;
  /** Method name inside the resource. */
  name: string;
  /** Key of the method's descriptor in src/generated/operations.ts: `<tag>.<method>`. */
  key: string;
  summary: string;
  description: string;
  fixedBody: Record<string, unknown>;
  /** Fields of the body the caller passes (fixed ones removed). */
  bodyFields: FieldModel[];
  paramsType: string | null;
  paramsRequired: boolean;
  resultType: string;
  transform: { from: string; fn: string; type: string } | null;
  example: Record<string, Json>;
}

export interface ResourceModel {
  tag: string;
  property: string;
  className: string;
  description: string;
  methods: MethodModel[];
}

export interface ContractModel {
  doc: Json;
  title: string;
  version: string;
  defaultBaseURL: string;
  schemaNames: string[];
  resources: ResourceModel[];
  operations: OperationModel[];
}

const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

export function pascal(s: string): string {
  return s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

export function camel(s: string): string {
  const p = pascal(s);
  return p[0]!.toLowerCase() + p.slice(1);
}

export function refName(ref: string): string {
  return ref.split('/').pop()!;
}

export function resolve(doc: Json, node: Json): Json {
  let current = node;
  const seen = new Set<string>();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) throw new Error(`circular $ref ${current.$ref}`);
    seen.add(current.$ref);
    const parts = current.$ref.replace(/^#\//, '').split('/');
    current = parts.reduce((acc: Json, key: string) => acc?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    if (current === undefined) throw new Error(`unresolvable $ref ${[...seen].pop()}`);
  }
  return current;
}

function fail(message: string): never {
  throw new Error(`contract: ${message}`);
}

function errorCodes(doc: Json, response: Json): string[] {
  const content = resolve(doc, response)?.content ?? {};
  const codes: string[] = [];
  for (const media of Object.values<Json>(content)) {
    for (const example of Object.values<Json>(media.examples ?? {})) {
      const code = resolve(doc, example)?.value?.error?.code;
      if (typeof code === 'string' && !codes.includes(code)) codes.push(code);
    }
  }
  return codes;
}

export function loadModel(doc: Json): ContractModel {
  const server = doc.servers?.[0];
  let defaultBaseURL: string = server?.url ?? fail('no servers');
  for (const [name, variable] of Object.entries<Json>(server.variables ?? {})) {
    defaultBaseURL = defaultBaseURL.replace(`{${name}}`, variable.default);
  }
  const version: string = doc.info?.version ?? fail('no info.version');

  const operations: OperationModel[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const id: string = op.operationId ?? fail(`${method.toUpperCase()} ${path} has no operationId`);
      const tag: string = op.tags?.[0] ?? fail(`${id} has no tag`);
      const params: ParamModel[] = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: Json) => {
        const r = resolve(doc, p);
        return {
          name: r.name,
          in: r.in,
          required: !!r.required,
          description: r.description ?? '',
          schema: r.schema ?? {},
          example: r.example ?? r.schema?.example,
        };
      });
      for (const p of params) if (p.in === 'cookie' as string) fail(`${id}: cookie parameters are not supported`);
      const fixedQuery: Record<string, string> = {};
      const query: ParamModel[] = [];
      for (const p of params.filter((x) => x.in === 'query')) {
        const schema = resolve(doc, p.schema);
        if (p.required && Array.isArray(schema.enum) && schema.enum.length === 1) fixedQuery[p.name] = String(schema.enum[0]);
        else query.push(p);
      }
      const headerParams = params.filter((x) => x.in === 'header');
      const idempotencyKey = headerParams.some((p) => p.name === config.idempotencyHeader);
      const headers = headerParams.filter((p) => p.name !== config.idempotencyHeader);
      const pathParams = params.filter((x) => x.in === 'path');

      const security = op.security ?? doc.security ?? [];
      const schemes = security.flatMap((s: Json) => Object.keys(s));
      if (schemes.length > 1) fail(`${id}: more than one security scheme is not supported`);
      const auth = (schemes[0] ?? null) as OperationModel['auth'];
      if (auth !== null && auth !== 'loginToken' && auth !== 'apiKey') fail(`${id}: unknown security scheme ${auth}`);

      let bodyRef: string | null = null;
      let bodySchema: Json | null = null;
      let bodyRequired = false;
      let bodyExamples: Json[] = [];
      if (op.requestBody) {
        const rb = resolve(doc, op.requestBody);
        const media = rb.content?.['application/json'] ?? fail(`${id}: only application/json request bodies are supported`);
        bodyRef = media.schema?.$ref ? refName(media.schema.$ref) : null;
        bodySchema = resolve(doc, media.schema);
        if (bodySchema.type !== 'object') fail(`${id}: the request body must be an object`);
        bodyRequired = !!rb.required;
        bodyExamples = Object.values<Json>(media.examples ?? {}).map((e) => resolve(doc, e).value);
        if (media.example !== undefined) bodyExamples.unshift(media.example);
      }

      const responseCodes = Object.keys(op.responses ?? {});
      const okStatus = responseCodes.find((c) => /^2\d\d$/.test(c)) ?? fail(`${id}: no 2xx response`);
      const ok = resolve(doc, op.responses[okStatus]);
      const content = ok.content ?? {};
      const mediaTypes = Object.keys(content);
      let kind: 'json' | 'text' | 'binary';
      let mediaType: string;
      const binary = op['x-sdk-binary'];
      if (binary) {
        kind = 'binary';
        mediaType = binary.media_type ?? mediaTypes[0] ?? 'application/octet-stream';
      } else if (mediaTypes.includes('application/json')) {
        kind = 'json';
        mediaType = 'application/json';
      } else if (mediaTypes.some((m) => m.startsWith('text/'))) {
        kind = 'text';
        mediaType = mediaTypes.find((m) => m.startsWith('text/'))!;
      } else if (mediaTypes.length === 0) {
        kind = 'text';
        mediaType = '*/*';
      } else {
        fail(`${id}: answer media types ${mediaTypes.join(', ')} need x-sdk-binary`);
      }
      const okMedia = content[mediaType] ?? {};
      const firstExample = Object.values<Json>(okMedia.examples ?? {})[0];
      const responseModel = {
        status: okStatus,
        kind,
        mediaType,
        ref: kind === 'json' && okMedia.schema?.$ref ? refName(okMedia.schema.$ref) : null,
        description: ok.description ?? '',
        example: okMedia.example ?? (firstExample ? resolve(doc, firstExample).value : undefined),
      };

      const errors = responseCodes
        .filter((c) => !/^2\d\d$/.test(c))
        .sort()
        .map((status) => ({
          status,
          description: resolve(doc, op.responses[status]).description ?? '',
          codes: errorCodes(doc, op.responses[status]),
        }));

      const streaming = op['x-sdk-streaming'];
      let stream: OperationModel['stream'] = null;
      if (streaming) {
        if (!bodySchema?.properties?.[streaming.param]) fail(`${id}: x-sdk-streaming param ${streaming.param} is not a body field`);
        stream = {
          param: streaming.param,
          mediaType: streaming.media_type ?? 'text/event-stream',
          done: streaming.done,
          chunkRef: streaming.chunk?.$ref ? refName(streaming.chunk.$ref) : fail(`${id}: x-sdk-streaming needs chunk.$ref`),
        };
      }

      const paging = op['x-sdk-pagination'];
      let pagination: OperationModel['pagination'] = null;
      if (paging) {
        if (paging.style !== 'page') fail(`${id}: only x-sdk-pagination style "page" is supported`);
        if (!responseModel.ref) fail(`${id}: a paginated answer must be a $ref`);
        const pageSchema = resolve(doc, doc.components.schemas[responseModel.ref]);
        const itemsSchema = pageSchema.properties?.[paging.items];
        const itemRef = itemsSchema?.items?.$ref ? refName(itemsSchema.items.$ref) : fail(`${id}: pagination items must be an array of $ref`);
        if (!query.some((p) => p.name === paging.page)) fail(`${id}: pagination page parameter ${paging.page} is not a query parameter`);
        pagination = { items: paging.items, page: paging.page, limit: paging.limit, hasMore: paging.has_more, itemRef };
      }

      operations.push({
        id,
        tag,
        httpMethod: method.toUpperCase(),
        path,
        summary: op.summary ?? id,
        description: (op.description ?? '').trim(),
        auth,
        pathParams,
        query,
        headers,
        fixedQuery,
        idempotencyKey,
        bodyRef,
        bodySchema,
        bodyRequired,
        bodyExamples,
        response: responseModel,
        errors,
        stream,
        pagination,
        session: responseModel.ref === config.sessionSchema,
        deprecated: !!op.deprecated,
      });
    }
  }

  const ids = new Set<string>();
  for (const op of operations) {
    if (ids.has(op.id)) fail(`duplicate operationId ${op.id}`);
    ids.add(op.id);
  }

  // Resources in the order of the contract's tags, then any tag only operations name.
  const tagOrder: string[] = (doc.tags ?? []).map((t: Json) => t.name);
  for (const op of operations) if (!tagOrder.includes(op.tag)) tagOrder.push(op.tag);
  const resources: ResourceModel[] = [];
  for (const tag of tagOrder) {
    const ops = operations.filter((o) => o.tag === tag);
    if (ops.length === 0) continue;
    const tagDoc = (doc.tags ?? []).find((t: Json) => t.name === tag);
    const resource: ResourceModel = {
      tag,
      property: camel(tag),
      className: `${pascal(tag)}Resource`,
      description: (tagDoc?.description ?? '').trim(),
      methods: [],
    };
    for (const op of ops) {
      const raw = doc.paths[op.path][op.httpMethod.toLowerCase()];
      const actions: Json[] | undefined = raw['x-sdk-actions'];
      const variants = actions
        ? actions.map((a) => ({
            name: a.method as string,
            summary: (a.summary as string) ?? op.summary,
            fixedBody: { [a.field]: a.value } as Record<string, unknown>,
          }))
        : [{ name: (raw['x-sdk-method'] as string) ?? camel(op.id), summary: op.summary, fixedBody: {} as Record<string, unknown> }];
      for (const v of variants) {
        for (const field of Object.keys(v.fixedBody)) {
          if (!op.bodySchema?.properties?.[field]) fail(`${op.id}: x-sdk-actions field ${field} is not a body field`);
        }
        resource.methods.push(buildMethod(doc, op, resource, v.name, v.summary, v.fixedBody));
      }
    }
    const names = new Set<string>();
    for (const m of resource.methods) {
      if (names.has(m.name)) fail(`resource ${tag} has two methods named ${m.name}`);
      names.add(m.name);
      if (m.op.pagination && names.has(`${m.name}AutoPaging`)) fail(`${m.name}AutoPaging clashes`);
    }
    resources.push(resource);
  }

  return {
    doc,
    title: doc.info.title,
    version,
    defaultBaseURL,
    schemaNames: Object.keys(doc.components?.schemas ?? {}),
    resources,
    operations,
  };
}

function buildMethod(
  doc: Json,
  op: OperationModel,
  resource: ResourceModel,
  name: string,
  summary: string,
  fixedBody: Record<string, unknown>,
): MethodModel {
  const bodyFields: FieldModel[] = [];
  if (op.bodySchema) {
    const required: string[] = op.bodySchema.required ?? [];
    for (const [field, schema] of Object.entries<Json>(op.bodySchema.properties ?? {})) {
      if (field in fixedBody) continue;
      const resolved = resolve(doc, schema);
      bodyFields.push({ name: field, required: required.includes(field), description: (schema.description ?? resolved.description ?? '').trim(), schema });
    }
  }
  // The params object holds path, query, header and body fields side by side: names must not clash.
  const seen = new Map<string, string>();
  for (const [where, list] of [
    ['path', op.pathParams.map((p) => p.name)],
    ['query', op.query.map((p) => p.name)],
    ['header', op.headers.map((p) => p.name)],
    ['body', bodyFields.map((f) => f.name)],
  ] as const) {
    for (const n of list) {
      if (seen.has(n)) fail(`${op.id}: parameter ${n} is both a ${seen.get(n)} and a ${where} field`);
      seen.set(n, where);
    }
  }
  const hasParams = seen.size > 0;
  const paramsRequired =
    op.pathParams.length > 0 ||
    op.query.some((p) => p.required) ||
    op.headers.some((p) => p.required) ||
    bodyFields.some((f) => f.required);
  const paramsType = hasParams ? `${pascal(resource.tag)}${pascal(name)}Params` : null;
  const transform = config.transforms[op.id] ?? null;
  let resultType: string;
  if (transform) resultType = transform.type;
  else if (op.response.kind === 'binary') resultType = 'BinaryResponse';
  else if (op.response.ref) resultType = op.response.ref;
  else resultType = `${pascal(resource.tag)}${pascal(name)}Result`;

  // The example call: parameter examples, then the body example that fits the action.
  const example: Record<string, Json> = {};
  for (const p of [...op.pathParams, ...op.query, ...op.headers]) if (p.example !== undefined) example[p.name] = p.example;
  const bodyExample =
    op.bodyExamples.find((e) => Object.entries(fixedBody).every(([k, v]) => e?.[k] === v)) ?? op.bodyExamples[0];
  if (bodyExample && typeof bodyExample === 'object') {
    for (const [k, v] of Object.entries<Json>(bodyExample)) if (!(k in fixedBody)) example[k] = v;
  }

  return {
    op,
    resource,
    name,
    key: `${resource.tag}.${name}`,
    summary,
    description: op.description,
    fixedBody,
    bodyFields,
    paramsType,
    paramsRequired,
    resultType,
    transform,
    example,
  };
}

/** A short TypeScript-ish type of a schema, for the docs tables. */
export function typeOf(doc: Json, schema: Json): string {
  if (!schema) return 'unknown';
  if (schema.$ref) {
    const target = resolve(doc, schema);
    const name = refName(schema.$ref);
    if (Array.isArray(target.enum)) return target.enum.map((v: Json) => JSON.stringify(v).replace(/"/g, "'")).join(' | ');
    if (target.type && target.type !== 'object' && target.type !== 'array') return `${target.type === 'integer' ? 'number' : target.type} (${name})`;
    return name;
  }
  if (Array.isArray(schema.enum)) return schema.enum.map((v: Json) => JSON.stringify(v).replace(/"/g, "'")).join(' | ');
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 'number';
    case 'string':
      return schema.format === 'binary' ? 'binary' : 'string';
    case 'boolean':
      return 'boolean';
    case 'array':
      return `${typeOf(doc, schema.items)}[]`;
    case 'object':
      return 'object';
    default:
      return 'unknown';
  }
}
