// The operation index the SDK runners use to map a scenario step onto an SDK call: for every
// operation of the contract its tag and x-sdk-method (the resource and method every SDK exposes),
// the x-sdk-actions methods (orders.cancel / orders.delete), its parameters (name, location,
// required, fixed), its JSON body fields, in contract order, and its x-sdk-streaming (the body flag
// that turns the answer into server-sent events, and the end marker). Derived from openapi/openapi.yaml
// on every run, so the runners never parse YAML themselves.
//   npx tsx tests/matrix/operations.ts > operations.json
import { fileURLToPath } from 'node:url';
import { loadContract, operations as contractOperations } from '../../scripts/lib/contract.ts';

export interface IndexedParam {
  name: string;
  in: 'query' | 'header' | 'path';
  required: boolean;
  /** A single-value enum the SDKs fill in (e.g. action=models): scenarios never pass it. */
  fixed: boolean;
}

export interface IndexedOperation {
  operationId: string;
  tag: string;
  method: string;
  actions: { method: string; field: string; value: string }[];
  params: IndexedParam[];
  body: boolean;
  bodyFields: string[];
  /** How the success answer is read: json, binary (x-sdk-binary) or text. */
  response: 'json' | 'binary' | 'text';
  secured: boolean;
  /** x-sdk-streaming: the boolean body field that asks for server-sent events, and the end marker. */
  streaming: { param: string; done: string } | null;
}

export function operationIndex(contract = loadContract()): IndexedOperation[] {
  return contractOperations(contract).map((op) => {
    const spec = op.spec;
    const success = Object.entries<any>(spec.responses).find(([s]) => /^2\d\d$/.test(s))![1];
    const media = Object.keys(success.content ?? {});
    const json = spec.requestBody?.content?.['application/json'];
    return {
      operationId: op.operationId,
      tag: spec.tags[0],
      method: spec['x-sdk-method'],
      actions: (spec['x-sdk-actions'] ?? []).map((a: any) => ({ method: a.method, field: a.field, value: a.value })),
      params: (spec.parameters ?? []).map((p: any) => ({
        name: p.name,
        in: p.in,
        required: Boolean(p.required),
        fixed: Array.isArray(p.schema?.enum) && p.schema.enum.length === 1 && p.in !== 'header',
      })),
      body: Boolean(json),
      bodyFields: Object.keys(json?.schema?.properties ?? {}),
      response: spec['x-sdk-binary'] ? 'binary' : media.includes('application/json') ? 'json' : 'text',
      secured: op.secured,
      streaming: spec['x-sdk-streaming'] ? { param: spec['x-sdk-streaming'].param, done: spec['x-sdk-streaming'].done } : null,
    };
  });
}

/** Resolves `<tag>.<method>` (or an operationId plus an action) to the operation and the method to call. */
export function resolveCall(index: IndexedOperation[], step: { call?: string; operation?: string; action?: string }):
  { op: IndexedOperation; resource: string; method: string; action?: { field: string; value: string } } | string {
  if (step.call) {
    const [tag, method] = step.call.split('.') as [string, string];
    for (const op of index) {
      if (op.tag !== tag) continue;
      if (op.method === method) return { op, resource: tag, method };
      const action = op.actions.find((a) => a.method === method);
      if (action) return { op, resource: tag, method, action };
    }
    return `no operation of the contract is ${step.call} (tag.x-sdk-method or an x-sdk-actions method)`;
  }
  const op = index.find((o) => o.operationId === step.operation);
  if (!op) return `no operation ${step.operation} in the contract`;
  if (step.action) {
    const action = op.actions.find((a) => a.method === step.action || a.value === step.action);
    if (!action) return `${step.operation} has no action ${step.action}`;
    return { op, resource: op.tag, method: action.method, action };
  }
  return { op, resource: op.tag, method: op.method };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(JSON.stringify(operationIndex(), null, 2) + '\n');
}
