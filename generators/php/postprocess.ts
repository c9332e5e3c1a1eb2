// Post-processing of the PHP SDK after openapi-generator (run by scripts/generate.ts from the repo root).
// The README and docs/Resources templates leave `@@EXAMPLE:<operationId>[:<action>]@@` markers where a
// call's `$params` go; mustache cannot turn the contract's JSON examples into PHP, so this fills them in
// from openapi/openapi.yaml: the operation's first request-body example (for an x-sdk-actions method,
// the example whose action field matches, without that field) plus its query/header parameter examples
// (minus the values the SDK fills in itself: single-value enums and Idempotency-Key).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const ROOT = process.cwd();
const SDK = join(ROOT, 'sdks', 'php');
const contract = parse(readFileSync(join(ROOT, 'openapi', 'openapi.yaml'), 'utf8'));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Operation {
  operationId: string;
  parameters?: Array<Record<string, any>>;
  requestBody?: Record<string, any>;
  'x-sdk-actions'?: Array<{ method: string; field: string; value: string }>;
}

const operations = new Map<string, Operation>();
for (const item of Object.values<Record<string, any>>(contract.paths)) {
  for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
    const op = item[method] as Operation | undefined;
    if (op?.operationId) operations.set(op.operationId, op);
  }
}

function deref(node: Record<string, any>): Record<string, any> {
  let current = node;
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((acc: any, key: string) => acc[key], contract);
  }
  return current;
}

function paramsExample(operationId: string, action?: string): Record<string, Json> {
  const op = operations.get(operationId);
  if (!op) throw new Error(`postprocess: unknown operation ${operationId} in an @@EXAMPLE marker`);
  const result: Record<string, Json> = {};
  for (const raw of op.parameters ?? []) {
    const param = deref(raw);
    if (param.in !== 'query' && param.in !== 'header') continue;
    if (param.name.toLowerCase() === 'idempotency-key') continue;
    const schema = deref(param.schema ?? {});
    if (param.required && Array.isArray(schema.enum) && schema.enum.length === 1) continue;
    if (param.example === undefined) continue;
    // The SDK keys parameters by openapi-generator's snake_case name (Wechatpay-Nonce -> wechatpay_nonce).
    result[param.name.replace(/[^A-Za-z0-9]+/g, '_').replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()] = param.example;
  }
  const media = op.requestBody ? deref(op.requestBody).content?.['application/json'] : undefined;
  const examples = Object.values<Record<string, any>>(media?.examples ?? {}).map((example) => deref(example).value as Json);
  if (media?.example !== undefined) examples.unshift(media.example as Json);
  let body = examples[0];
  if (action) {
    const spec = (op['x-sdk-actions'] ?? []).find((a) => a.method === action);
    if (!spec) throw new Error(`postprocess: ${operationId} has no x-sdk-actions method ${action}`);
    const match = examples.find((e) => e && typeof e === 'object' && !Array.isArray(e) && e[spec.field] === spec.value);
    if (match && typeof match === 'object' && !Array.isArray(match)) {
      body = Object.fromEntries(Object.entries(match).filter(([key]) => key !== spec.field));
    }
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(result, body);
  return result;
}

function php(value: Json, indent = ''): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value).includes('.') ? String(value) : `${value}.0`;
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const inner = indent + '    ';
  const entries = Array.isArray(value)
    ? value.map((v) => php(v, inner))
    : Object.entries(value).map(([k, v]) => `${php(k)} => ${php(v, inner)}`);
  if (entries.length === 0) return '[]';
  const flat = `[${entries.join(', ')}]`;
  if (flat.length + indent.length <= 88 && !flat.includes('\n')) return flat;
  return `[\n${entries.map((e) => inner + e).join(',\n')},\n${indent}]`;
}

function fill(file: string): void {
  const text = readFileSync(file, 'utf8');
  const out = text.replace(/@@EXAMPLE:([A-Za-z0-9_]+)(?::([A-Za-z0-9_]+))?@@/g, (_m, operationId: string, action?: string) => {
    const params = paramsExample(operationId, action);
    return Object.keys(params).length === 0 ? '' : php(params);
  });
  if (out !== text) writeFileSync(file, out);
}

fill(join(SDK, 'README.md'));
const docs = join(SDK, 'docs', 'Resources');
for (const name of readdirSync(docs).sort()) if (name.endsWith('.md')) fill(join(docs, name));
