// The documented example of each SDK method (generators/model/examples.yaml): what it calls first, the
// arguments it passes, or why it cannot run. Read only here; attached to every Method as `docExample`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { fail, type Json } from '../../openapi/lib/contract.ts';
import type { Method, Resource } from './operations.ts';

/** An argument value: a literal, or a value read from an earlier setup call's result. */
export type ExampleValue = unknown | { from: string; path: string[] };

export interface ExampleCall {
  resource: string;
  /** The method's name (x-sdk-method spelling, lowerCamelCase). */
  method: string;
  params: Record<string, ExampleValue>;
  /** Name of the result, for later `from` references. */
  as?: string;
}

export interface DocExample {
  runnable: boolean;
  /** Why the example cannot run (when `runnable` is false). */
  reason?: string;
  setup: ExampleCall[];
  /** The documented call itself. */
  call: ExampleCall;
}

export const EXAMPLES_PATH = join(dirname(fileURLToPath(import.meta.url)), 'examples.yaml');

export function isReference(value: unknown): value is { from: string; path: string[] } {
  return typeof value === 'object' && value !== null && 'from' in value && Array.isArray((value as { path?: unknown }).path);
}

function splitCall(call: string, where: string): [string, string] {
  const match = /^([a-z][A-Za-z0-9]*)\.([a-z][A-Za-z0-9]*)$/.exec(call) ?? fail(`${where}: ${call} is not <resource>.<method>`);
  return [match[1]!, match[2]!];
}

export function attachDocExamples(resources: Resource[], path?: string): void {
  const entries: Record<string, Json> = path ? (parse(readFileSync(path, 'utf8')) ?? {}) : {};
  const find = (resource: string, method: string): Method | undefined =>
    resources.find((r) => r.tag === resource)?.methods.find((m) => m.name.original === method);
  const params = (raw: Json, names: Set<string>, where: string): Record<string, ExampleValue> => {
    const out: Record<string, ExampleValue> = {};
    for (const [k, v] of Object.entries<Json>(raw ?? {})) {
      if (isReference(v) || (v && typeof v === 'object' && 'from' in v)) {
        if (typeof v.from !== 'string' || typeof v.path !== 'string') fail(`${where}.${k}: a reference is {from: name, path: a.b}`);
        if (!names.has(v.from)) fail(`${where}.${k}: no earlier setup call is named ${v.from}`);
        out[k] = { from: v.from, path: v.path.split('.') };
      } else out[k] = v;
    }
    return out;
  };
  for (const key of Object.keys(entries)) {
    const [resource, method] = splitCall(key, 'examples.yaml');
    if (!find(resource, method)) fail(`examples.yaml: ${key} is not an SDK method`);
  }
  for (const resource of resources) {
    for (const method of resource.methods) {
      const key = `${resource.tag}.${method.name.original}`;
      const entry = entries[key] ?? {};
      const names = new Set<string>();
      const setup: ExampleCall[] = ((entry.setup ?? []) as Json[]).map((s, i) => {
        const [r, m] = splitCall(String(s.call), `examples.yaml ${key}.setup[${i}]`);
        if (!find(r, m)) fail(`examples.yaml ${key}.setup[${i}]: ${s.call} is not an SDK method`);
        const call: ExampleCall = { resource: r, method: m, params: params(s.params, names, `examples.yaml ${key}.setup[${i}]`) };
        if (s.as) {
          call.as = String(s.as);
          names.add(call.as);
        }
        return call;
      });
      const callParams = entry.params !== undefined ? params(entry.params, names, `examples.yaml ${key}.params`) : method.example;
      const known = new Set([...method.params.map((p) => p.wireName), ...(method.body?.kind === 'union' ? method.body.variants.flatMap((v) => v.params.map((p) => p.wireName)) : [])]);
      for (const name of Object.keys(callParams)) if (!known.has(name)) fail(`examples.yaml ${key}: ${name} is not a parameter of the method`);
      const runnable = entry.runnable !== false;
      if (!runnable && !entry.reason) fail(`examples.yaml ${key}: runnable: false needs a reason`);
      method.docExample = { runnable, ...(entry.reason ? { reason: String(entry.reason) } : {}), setup, call: { resource: resource.tag, method: method.name.original, params: callParams } };
    }
  }
}
