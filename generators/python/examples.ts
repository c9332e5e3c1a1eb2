// The example program of each method (api.md; the docs suite runs them against the reference server):
// the setup calls and the call of generators/model/examples.yaml, spelled in Python.
import type { ExampleCall, Method, Resource, SdkModel } from '../model/index.ts';
import { isReference } from '../model/index.ts';
import { methodName, paramName, pyName, resourceAttr } from './names.ts';
import { pyLiteral } from './syntax.ts';

function find(model: SdkModel, call: ExampleCall): { resource: Resource; method: Method } {
  const resource = model.resources.find((r) => r.tag === call.resource)!;
  return { resource, method: resource.methods.find((m) => m.name.original === call.method)! };
}

function callLine(model: SdkModel, call: ExampleCall, client: string): string {
  const { resource, method } = find(model, call);
  const params = [...method.params, ...(method.body?.kind === 'union' ? method.body.variants.flatMap((v) => v.params) : [])];
  const args = Object.entries(call.params).map(([wire, value]) => {
    const p = params.find((x) => x.wireName === wire)!;
    const v = isReference(value) ? `${value.from}.${value.path.map(pyName).join('.')}` : pyLiteral(value);
    return `${paramName(p)}=${v}`;
  });
  return `${client}.${resourceAttr(resource)}.${methodName(method)}(${args.join(', ')})`;
}

/** How an example shows what a method answered. */
export function printResult(method: Method, variable: string): string {
  if (method.response.kind === 'binary') return `print(${variable}.media_type, len(${variable}.content))`;
  if (method.response.kind === 'json' && method.response.type) return `print(${variable}.to_json())`;
  return `print(${variable})`;
}

/** The complete example program of a method (runs against the reference server's seeded data). */
export function exampleProgram(model: SdkModel, resource: Resource, method: Method): string {
  const lines = ['from orbit_sdk import Orbit', '', 'client = Orbit()'];
  for (const step of method.docExample.setup) lines.push(`${step.as ? `${step.as} = ` : ''}${callLine(model, step, 'client')}`);
  lines.push(`result = ${callLine(model, method.docExample.call, 'client')}`, printResult(method, 'result'));
  return lines.join('\n');
}
