// Reading the contract: operations, dereferenced schemas, and requests built from its examples.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { Ajv, type ValidateFunction } from 'ajv';
import formats from 'ajv-formats';
import { CONTRACT } from './paths.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: any };

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export function loadContract(path = CONTRACT): Node {
  return parse(readFileSync(path, 'utf8'));
}

/** Replaces every local `$ref` with its target (the contract has no cycles). */
export function deref<T>(value: T, root: Node, seen: string[] = []): T {
  if (Array.isArray(value)) return value.map((item) => deref(item, root, seen)) as T;
  if (!value || typeof value !== 'object') return value;
  const ref = (value as Node).$ref;
  if (typeof ref === 'string') {
    if (seen.includes(ref)) throw new Error(`circular $ref ${ref}`);
    const target = ref.slice(2).split('/').reduce((node: Node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);
    if (target === undefined) throw new Error(`unresolved $ref ${ref}`);
    return deref(target as T, root, [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(value as Node).map(([k, v]) => [k, deref(v, root, seen)])) as T;
}

export interface Operation {
  operationId: string;
  method: (typeof METHODS)[number];
  path: string;
  /** The operation with every $ref resolved. */
  spec: Node;
  secured: boolean;
}

export function operations(contract: Node = loadContract()): Operation[] {
  const list: Operation[] = [];
  for (const [path, item] of Object.entries<Node>(contract.paths)) {
    for (const method of METHODS) {
      if (!item[method]) continue;
      const spec = deref(item[method], contract);
      const security = spec.security ?? contract.security ?? [];
      list.push({ operationId: spec.operationId, method, path, spec, secured: security.some((s: Node) => Object.keys(s).length > 0) });
    }
  }
  return list;
}

const ajv = new Ajv({ strict: false, allErrors: true });
// ajv-formats is CommonJS whose default export is the plugin itself.
(formats as unknown as (a: Ajv) => void)(ajv);
const cache = new WeakMap<object, ValidateFunction>();

/** Validates a value against an (already dereferenced) OpenAPI 3.0 schema; returns the error text or null. */
export function schemaErrors(schema: Node, value: unknown): string | null {
  const validate = cache.get(schema) ?? ajv.compile(schema);
  cache.set(schema, validate);
  return validate(value) ? null : ajv.errorsText(validate.errors, { dataVar: 'body' });
}

export function firstExample(media: Node | undefined): Json | undefined {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values<Node>(media.examples ?? {})[0];
  return first?.value;
}

export function successStatus(op: Operation): string {
  const codes = Object.keys(op.spec.responses).filter((s) => /^2\d\d$/.test(s)).sort();
  if (!codes[0]) throw new Error(`${op.operationId} has no 2xx response`);
  return codes[0];
}

export interface BuiltRequest {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
  body?: Json;
}

/** A valid request for the operation, built only from the contract's examples. */
export function exampleRequest(op: Operation, baseUrl: string, { credentials = true } = {}): BuiltRequest {
  const headers: Record<string, string> = {};
  const query = new URLSearchParams();
  let path = op.path;
  for (const param of op.spec.parameters ?? []) {
    const value = param.example ?? param.schema?.example ?? param.schema?.default ?? param.schema?.enum?.[0];
    if (value === undefined) {
      if (param.required) throw new Error(`${op.operationId}: required parameter ${param.name} has no example`);
      continue;
    }
    if (param.in === 'query') query.set(param.name, String(value));
    else if (param.in === 'header') headers[param.name] = String(value);
    else if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeURIComponent(String(value)));
  }
  if (credentials && op.secured) headers.Authorization = 'Bearer at_contractTestToken000000';
  const success = op.spec.responses[successStatus(op)];
  const mediaTypes = Object.keys(success.content ?? {});
  if (mediaTypes[0]) headers.Accept = mediaTypes[0];
  let body: Json | undefined;
  const json = op.spec.requestBody?.content?.['application/json'];
  if (json) {
    body = firstExample(json);
    if (body === undefined) throw new Error(`${op.operationId}: request body has no example`);
    headers['Content-Type'] = 'application/json';
  }
  const qs = query.toString();
  return {
    url: `${baseUrl}${path}${qs ? `?${qs}` : ''}`,
    init: { method: op.method.toUpperCase(), headers, body: body === undefined ? undefined : JSON.stringify(body) },
    body,
  };
}
