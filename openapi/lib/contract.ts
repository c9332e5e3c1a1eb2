// The one reader of the contract for the whole house: the SDK model (generators/model), the reference server
// and the Prism front (mock-server/), scripts/ and tests/ all read openapi/openapi.yaml (and the sandbox's own
// OpenAPI file) through this module, and nothing else parses an OpenAPI document or follows its `$ref`s.
//
// The YAML is read by Redocly's parser (@redocly/openapi-core, the library `npm run lint`'s Redocly CLI and
// openapi-typescript read the contract with), and `$ref`s are followed with its pointer helpers. Reading is
// synchronous on purpose: the SDK model is built from edited in-memory copies in tests, and the servers read
// their limits and routes while their modules load; Redocly's resolver is asynchronous only. The contract's
// `$ref`s are all local (Redocly's `no-unresolved-refs` in the lint suite holds them to resolving), so a
// pointer into the same document is all there is to follow; an external one is refused here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// Its parser and pointer helpers by module, not the package's index: the index loads the whole linter, which the
// reference server's one-file bundle (scripts/release/reference-server.ts) would carry for nothing.
import { parseYaml } from '@redocly/openapi-core/lib/js-yaml/index.js';
import { isRef, unescapePointer } from '@redocly/openapi-core/lib/ref-utils.js';

/** A node of a parsed OpenAPI document. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export const CONTRACT_PATH = fileURLToPath(new URL('../openapi.yaml', import.meta.url));
/** The reference server's QA sandbox, described in an OpenAPI file of its own (served by both servers). */
export const SANDBOX_CONTRACT_PATH = fileURLToPath(new URL('../../mock-server/reference/sandbox.openapi.yaml', import.meta.url));

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof METHODS)[number];

/** A mistake in an OpenAPI document, said as such. */
export function fail(message: string): never {
  throw new Error(`contract: ${message}`);
}

// Parsed documents by their text: a file read again is parsed again only when it changed.
const parsed = new Map<string, Json>();

/** The parsed document at `path` with its `$ref`s kept; a fresh copy on every call, so callers may edit theirs. */
export function readContract(path: string = CONTRACT_PATH): Json {
  const text = readFileSync(path, 'utf8');
  if (!parsed.has(text)) parsed.set(text, parseYaml(text));
  return structuredClone(parsed.get(text));
}

/** The last segment of a local `$ref` (`#/components/schemas/Order` → `Order`). */
export function refName(ref: string): string {
  return unescapePointer(ref.split('/').pop()!);
}

/** The schema name a `{$ref: '#/components/schemas/X'}` node points at, else undefined. */
export function schemaRef(node: Json): string | undefined {
  return isRef(node) && node.$ref.startsWith('#/components/schemas/') ? refName(node.$ref) : undefined;
}

/** The keys a local `$ref` walks from the document's root (`#/paths/~1api~1x` → `['paths', '/api/x']`). */
export function pointerKeys(ref: string): string[] {
  if (!ref.startsWith('#/')) fail(`only local $refs are supported: ${ref}`);
  return ref.slice(2).split('/').map(unescapePointer);
}

/** Follows `$ref`s until a node without one (`node` itself when it is no reference). */
export function resolve(doc: Json, node: Json): Json {
  let current = node;
  const seen = new Set<string>();
  while (isRef(current)) {
    const ref = current.$ref;
    if (seen.has(ref)) fail(`circular $ref ${ref}`);
    seen.add(ref);
    current = pointerKeys(ref).reduce((at: Json, key: string) => at?.[key], doc);
    if (current === undefined) fail(`unresolvable $ref ${ref}`);
  }
  return current;
}

/** `value` with every `$ref` in it replaced by its target, all the way down (the contract has no cycles). */
export function deref<T>(value: T, doc: Json, seen: readonly string[] = []): T {
  if (Array.isArray(value)) return value.map((item) => deref(item, doc, seen)) as T;
  if (!value || typeof value !== 'object') return value;
  if (isRef(value)) {
    if (seen.includes(value.$ref)) fail(`circular $ref ${value.$ref}`);
    return deref(resolve(doc, { $ref: value.$ref }) as T, doc, [...seen, value.$ref]);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deref(item, doc, seen)])) as T;
}

/** What an operation's `x-validation-rules` says a schema-valid request can still break, and its 400 code. */
export interface ValidationRule {
  code: string;
  param?: string;
  rule: string;
  /** A JSON pointer to where the schema states the rule too (e.g. an exactly-one-of `oneOf`). */
  schema?: string;
}

export interface Operation {
  operationId: string;
  /** As the document spells it: lower case. */
  method: HttpMethod;
  path: string;
  tag: string;
  /** The operation with every `$ref` resolved. */
  spec: Json;
  /** Security scheme names that authenticate the operation; empty for a public one. */
  security: string[];
  /** Whether the operation accepts an Idempotency-Key header (the money-moving POSTs). */
  idempotent: boolean;
  /** The success statuses the document states. */
  successStatuses: number[];
  /** Whether the operation requires a request body. */
  bodyRequired: boolean;
  validationRules: ValidationRule[];
}

/** Every operation of `doc`, in document order. */
export function operations(doc: Json = readContract()): Operation[] {
  const list: Operation[] = [];
  for (const [path, rawItem] of Object.entries<Json>(doc.paths ?? {})) {
    const item = resolve(doc, rawItem);
    for (const method of METHODS) {
      if (!item[method]) continue;
      const spec = deref(item[method], doc);
      const parameters: Json[] = [...deref(item.parameters ?? [], doc), ...(spec.parameters ?? [])];
      const requirements: Json[] = spec.security ?? doc.security ?? [];
      list.push({
        operationId: spec.operationId,
        method,
        path,
        tag: (spec.tags ?? ['default'])[0],
        spec,
        security: [...new Set(requirements.flatMap((r) => Object.keys(r)))],
        idempotent: parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'),
        successStatuses: Object.keys(spec.responses ?? {}).filter((s) => s.startsWith('2')).map(Number),
        bodyRequired: spec.requestBody?.required === true,
        validationRules: spec['x-validation-rules'] ?? [],
      });
    }
  }
  return list;
}

let contractOperations: Map<string, Operation> | undefined;

/** One operation of the contract by its operationId. */
export function contractOperation(operationId: string): Operation | undefined {
  contractOperations ??= new Map(operations().map((o) => [o.operationId, o]));
  return contractOperations.get(operationId);
}

export interface RequestLimits {
  /** The request line and every header, as Node's HTTP parser counts them. */
  header_bytes: number;
  body_bytes: number;
  /** Nesting of objects and arrays in a JSON body. */
  json_depth: number;
}

/** The contract's `x-request-limits` (its "Limits and encodings" convention). */
export function requestLimits(doc: Json = readContract()): RequestLimits {
  const limits = doc['x-request-limits'] as RequestLimits | undefined;
  if (!limits || ![limits.header_bytes, limits.body_bytes, limits.json_depth].every((n) => Number.isInteger(n) && n > 0)) {
    fail('x-request-limits {header_bytes, body_bytes, json_depth} is missing');
  }
  return limits;
}
