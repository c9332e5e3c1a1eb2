// The contract (openapi/openapi.yaml) and the sandbox's own small OpenAPI file, loaded at start.
// Routes, request validation and the per-operation facts the plugins need (security, idempotency)
// all come from here, so nothing is written twice.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const CONTRACT_PATH = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));
export const SANDBOX_CONTRACT_PATH = fileURLToPath(new URL('../sandbox.openapi.yaml', import.meta.url));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Spec = Record<string, any>;

const cache = new Map<string, Spec>();

/** The parsed OpenAPI document (a fresh copy on every call, so callers may mutate it). */
export function loadSpec(path: string = CONTRACT_PATH): Spec {
  if (!cache.has(path)) cache.set(path, parse(readFileSync(path, 'utf8')) as Spec);
  return structuredClone(cache.get(path)!);
}

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  /** Security scheme names that authenticate the operation; empty for public operations. */
  security: string[];
  /** Whether the operation accepts an Idempotency-Key header (the money-moving POSTs). */
  idempotent: boolean;
  /** The success statuses the contract documents. */
  successStatuses: number[];
  /** Whether the operation requires a request body. */
  bodyRequired: boolean;
  /** The operation's `x-validation-rules`: what a schema-valid request can still break, and its 400 code. */
  validationRules: ValidationRule[];
}

export interface ValidationRule {
  code: string;
  param?: string;
  rule: string;
  /** A JSON pointer to where the schema states the rule too (e.g. an exactly-one-of `oneOf`). */
  schema?: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function resolveRef(spec: Spec, node: Spec): Spec {
  if (node && typeof node.$ref === 'string') {
    const parts = (node.$ref as string).replace(/^#\//, '').split('/');
    let target: Spec = spec;
    for (const part of parts) target = target[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    return target;
  }
  return node;
}

/** Every operation in `spec`, in document order. */
export function operations(spec: Spec = loadSpec()): OperationInfo[] {
  const out: OperationInfo[] = [];
  for (const [path, item] of Object.entries<Spec>(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method] as Spec | undefined;
      if (!op) continue;
      const requirements: Spec[] = op.security ?? spec.security ?? [];
      const security = [...new Set(requirements.flatMap((r) => Object.keys(r)))];
      const params: Spec[] = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolveRef(spec, p));
      out.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        tag: (op.tags ?? ['default'])[0],
        security,
        idempotent: params.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'),
        successStatuses: Object.keys(op.responses ?? {}).filter((s) => s.startsWith('2')).map(Number),
        bodyRequired: resolveRef(spec, op.requestBody ?? {}).required === true,
        validationRules: (op['x-validation-rules'] as ValidationRule[] | undefined) ?? [],
      });
    }
  }
  return out;
}

export interface RequestLimits {
  /** The request line and every header, as Node's HTTP parser counts them. */
  header_bytes: number;
  body_bytes: number;
  /** Nesting of objects and arrays in a JSON body. */
  json_depth: number;
}

/** The contract's `x-request-limits` (its "Limits and encodings" convention). */
export function requestLimits(): RequestLimits {
  const limits = loadSpec()['x-request-limits'] as RequestLimits | undefined;
  if (!limits || ![limits.header_bytes, limits.body_bytes, limits.json_depth].every((n) => Number.isInteger(n) && n > 0)) {
    throw new Error('openapi/openapi.yaml lacks x-request-limits {header_bytes, body_bytes, json_depth}');
  }
  return limits;
}

/** The node a local JSON pointer (`#/components/...`) names in `spec`. */
export function pointerTarget(spec: Spec, pointer: string): unknown {
  return resolveRef(spec, { $ref: pointer });
}

let contractOps: Map<string, OperationInfo> | undefined;

/** The contract's operations by operationId. */
export function contractOperation(operationId: string): OperationInfo | undefined {
  contractOps ??= new Map(operations().map((o) => [o.operationId, o]));
  return contractOps.get(operationId);
}
