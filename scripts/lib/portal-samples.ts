// The API portal's code samples: for every operation, the example program of each SDK method exactly as
// that SDK's api.md shows it (the renderers of generators/<language>, from generators/model/examples.yaml,
// which the docs suite runs against the reference server), and the same call as curl.
import type { Method, Resource, SdkModel } from '../../generators/model/index.ts';
import { isReference } from '../../generators/model/index.ts';
import type { ApiDocRenderer } from '../../generators/lib/api-doc.ts';
import { typescriptApiDoc } from '../../generators/typescript/api-doc.ts';
import { pythonRenderer } from '../../generators/python/api-doc.ts';
import { phpRenderer } from '../../generators/php/api-doc.ts';
import { goRenderer } from '../../generators/go/api-doc.ts';
import { ExampleWriter } from '../../generators/go/examples.ts';
import { GoTypes } from '../../generators/go/types.ts';

/** One entry of an operation's `x-codeSamples` (the Redocly extension Scalar reads too). */
export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

/** The languages in the order the portal offers them: the four SDKs, then curl. */
export const SAMPLE_LANGUAGES = ['TypeScript', 'Python', 'PHP', 'Go', 'curl'] as const;

function renderers(model: SdkModel): { lang: string; label: (typeof SAMPLE_LANGUAGES)[number]; renderer: ApiDocRenderer }[] {
  const types = new GoTypes(model);
  return [
    { lang: 'typescript', label: 'TypeScript', renderer: typescriptApiDoc },
    { lang: 'python', label: 'Python', renderer: pythonRenderer(model) },
    { lang: 'php', label: 'PHP', renderer: phpRenderer(model) },
    { lang: 'go', label: 'Go', renderer: goRenderer(model, types, new ExampleWriter(types, model)) },
  ];
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * The method's documented call as curl, with the arguments of its example (a value an SDK example takes
 * from an earlier call's result is the contract's example value here) and credentials from the SDKs'
 * environment variables.
 */
export function curlSample(model: SdkModel, method: Method): string {
  const call = method.docExample.call.params;
  const value = (name: string) => (isReference(call[name]) ? method.example[name] : call[name]);
  const union = method.body?.kind === 'union' ? method.body : undefined;
  const variant = union?.variants.find((v) => v.value === value(union.discriminator));
  const params = [...method.params, ...(variant?.params ?? [])];
  let path = method.path;
  const query = new URLSearchParams(method.fixedQuery);
  const headers: string[] = [];
  const body: Record<string, unknown> = { ...method.fixedBody };
  if (union) body[union.discriminator] = value(union.discriminator);
  for (const param of params) {
    const v = value(param.wireName);
    if (v === undefined) continue;
    if (param.location === 'path') path = path.replace(`{${param.wireName}}`, encodeURIComponent(String(v)));
    else if (param.location === 'query') query.set(param.wireName, String(v));
    else if (param.location === 'header') headers.push(`${param.wireName}: ${String(v)}`);
    else body[param.wireName] = v;
  }
  const env = model.runtime.environment;
  const lines = [`curl -sS -X ${method.httpMethod} "$${env.baseUrl}${path}${query.size ? `?${query}` : ''}"`];
  if (method.auth === 'loginToken') lines.push(`-H "Authorization: Bearer $${env.accessToken}"`);
  if (method.auth === 'apiKey') lines.push(`-H "Authorization: Bearer $${env.apiKey}"`);
  for (const header of headers) lines.push(`-H ${shellQuote(header)}`);
  // The SDKs send a fresh key per call and keep it across retries; by hand, one per money-moving call.
  if (method.idempotent) lines.push(`-H "${model.runtime.idempotency.header}: $(uuidgen)"`);
  if (method.body) lines.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(JSON.stringify(body))}`);
  return lines.join(' \\\n  ');
}

/**
 * A sample whose example cannot run as it stands (its code or signature comes from outside: a
 * mini-program's login, a payment provider's key) says so in its first comment, with the reason
 * generators/model/examples.yaml gives and the sandbox route that makes a real one.
 */
function withRunNote(lang: string, method: Method, source: string): string {
  if (method.docExample.runnable) return source;
  const comment = lang === 'python' || lang === 'shell' ? '#' : '//';
  const note = `${comment} Not runnable as it stands: the values below are placeholders; ${method.docExample.reason}.`;
  if (source.startsWith('<?php\n')) return `<?php\n${note}\n${source.slice(6)}`;
  return `${note}\n${source}`;
}

/** Every operation's samples, by operationId: per language one per SDK method (cancel and delete share an operation). */
export function codeSamples(model: SdkModel): Map<string, CodeSample[]> {
  const byOperation = new Map<string, CodeSample[]>();
  const languages = renderers(model);
  const add = (resource: Resource, method: Method, sample: CodeSample) => {
    const list = byOperation.get(method.operationId) ?? [];
    const shared = resource.methods.filter((m) => m.operationId === method.operationId).length > 1;
    list.push(shared ? { ...sample, label: `${sample.label}: ${method.name.original}` } : sample);
    byOperation.set(method.operationId, list);
  };
  for (const { lang, label, renderer } of [...languages, { lang: 'shell', label: 'curl' as const, renderer: undefined }]) {
    for (const resource of model.resources) {
      for (const method of resource.methods) {
        const source = renderer ? renderer.example(resource, method, model) : curlSample(model, method);
        add(resource, method, { lang, label, source: withRunNote(lang, method, source.trimEnd()) });
      }
    }
  }
  return byOperation;
}
