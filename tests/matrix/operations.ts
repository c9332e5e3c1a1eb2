// The operation index of the matrix: every SDK method of the shared SDK model (generators/model,
// `loadSdkModel()`), by resource and method name, with what a scenario step may pass to it (path, query,
// header and body parameters by their wire names; a union body's variants told apart by their
// discriminator), the values the SDK fills in itself (fixed query and body values), how its answer is
// read (json, text, binary, a stream) and whether it pages. The matrix never reads the contract itself.
//   npx tsx tests/matrix/operations.ts    (prints the index)
import { fileURLToPath } from 'node:url';
import { loadSdkModel, type EnumType, type Method, type SdkModel } from '../../generators/model/index.ts';

export interface IndexedParam {
  name: string;
  in: 'path' | 'query' | 'header' | 'body';
  required: boolean;
}

export interface IndexedMethod {
  resource: string;
  method: string;
  operationId: string;
  httpMethod: string;
  path: string;
  /** Path, query, header and (object body) body parameters a step may pass; fixed values excluded. */
  params: IndexedParam[];
  /** A discriminated union body: the step passes one variant flat, discriminator included. */
  union: { discriminator: string; variants: { value: string; params: IndexedParam[] }[] } | null;
  /** Groups of body fields of which exactly one must be given (e.g. prompt | messages). */
  exactlyOneOf: string[][];
  /** Values the SDK sends by itself (`x-sdk-actions` body values, single-value required query parameters). */
  fixed: Record<string, string>;
  /** The boolean body flag that turns the answer into server-sent events (the driver sets it). */
  stream: { param: string } | null;
  response: 'json' | 'text' | 'binary' | 'empty';
  paging: boolean;
  idempotent: boolean;
}

function indexMethod(m: Method): IndexedMethod {
  const param = (p: Method['params'][number]): IndexedParam => ({ name: p.wireName, in: p.location, required: p.required });
  return {
    resource: m.resource,
    method: m.name.camel,
    operationId: m.operationId,
    httpMethod: m.httpMethod,
    path: m.path,
    params: m.params.map(param),
    union:
      m.body?.kind === 'union'
        ? { discriminator: m.body.discriminator, variants: m.body.variants.map((v) => ({ value: v.value, params: v.params.map(param) })) }
        : null,
    exactlyOneOf: m.body?.kind === 'object' ? m.body.exactlyOneOf : [],
    fixed: { ...m.fixedQuery, ...m.fixedBody },
    stream: m.stream ? { param: m.stream.param } : null,
    response: m.response.kind,
    paging: m.pagination !== null,
    idempotent: m.idempotent,
  };
}

export function operationIndex(model: SdkModel = loadSdkModel()): IndexedMethod[] {
  return model.resources.flatMap((r) => r.methods.map(indexMethod));
}

/**
 * The parameters a step may pass to `m` given its params (for a union body: the variant its
 * discriminator value names), or a problem.
 */
export function allowedParams(m: IndexedMethod, params: Record<string, unknown>): { known: IndexedParam[] } | { problem: string } {
  if (!m.union) return { known: m.params };
  const value = params[m.union.discriminator];
  const values = m.union.variants.map((v) => v.value);
  if (typeof value !== 'string') return { problem: `${m.operationId} takes a union body: pass ${m.union.discriminator} (${values.join(', ')})` };
  if (value.includes('${')) return { known: [...m.params, ...m.union.variants.flatMap((v) => v.params)] };
  const variant = m.union.variants.find((v) => v.value === value);
  if (!variant) return { problem: `${m.operationId}: ${m.union.discriminator} "${value}" is not one of ${values.join(', ')}` };
  return { known: [...m.params, ...variant.params] };
}

/** Resolves `<resource>.<method>` (or an operationId plus an action) to its method. */
export function resolveCall(index: IndexedMethod[], step: { call?: string; operation?: string; action?: string }): IndexedMethod | string {
  if (step.call) {
    const [resource, method] = step.call.split('.') as [string, string];
    return index.find((m) => m.resource === resource && m.method === method) ?? `no SDK method ${step.call} in the model (resource.method)`;
  }
  const methods = index.filter((m) => m.operationId === step.operation);
  if (methods.length === 0) return `no operation ${step.operation} in the model`;
  if (!step.action) {
    if (methods.length > 1) return `${step.operation} has several methods (${methods.map((m) => m.method).join(', ')}): name the action`;
    return methods[0]!;
  }
  return (
    methods.find((m) => m.method === step.action || Object.values(m.fixed).includes(step.action!)) ??
    `${step.operation} has no action ${step.action}`
  );
}

/** Every multi-value string enum of the model: its name and values (next-minor mode substitutes string values). */
export function enumTypes(model: SdkModel): { name: string; values: string[] }[] {
  return model.types
    .filter((t): t is EnumType => t.kind === 'enum' && t.valueType === 'string')
    .map((t) => ({ name: t.name.original, values: t.values.map((v) => String(v.value)) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(JSON.stringify(operationIndex(), null, 2) + '\n');
}
