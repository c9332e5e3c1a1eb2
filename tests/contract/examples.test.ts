// Every example of the contract is what it says: it parses to the value its author meant (no `null`
// anywhere, which the contract's "never null" rule forbids and which a YAML slip such as an unquoted
// comma in a flow mapping produces), and it validates against its schema. Prism serves these examples
// verbatim, so a broken one breaks the mock's answers. `ORBIT_CONTRACT_UNDER_TEST=<file>` runs the same
// checks on another revision of the contract (e.g. to show a check fails on an old one).
import { describe, expect, test } from 'vitest';
import { deref, operations, readContract } from '../../openapi/lib/contract.ts';
import { schemaErrors } from '../../openapi/lib/schema-errors.ts';
import { CONTRACT } from '../../scripts/lib/paths.ts';

const contract = readContract(process.env.ORBIT_CONTRACT_UNDER_TEST || CONTRACT);
const ops = operations(contract);
const SSE = 'text/event-stream';

interface Sample {
  where: string;
  value: unknown;
  schema: Record<string, unknown> | undefined;
  mediaType?: string;
}

/** The paths (`a.b[2]`) at which `value` holds `null`. */
function nullsIn(value: unknown, at = ''): string[] {
  if (value === null) return [at || '(the example itself)'];
  if (Array.isArray(value)) return value.flatMap((v, i) => nullsIn(v, `${at}[${i}]`));
  if (typeof value === 'object') return Object.entries(value as object).flatMap(([k, v]) => nullsIn(v, at ? `${at}.${k}` : k));
  return [];
}

function mediaSamples(where: string, content: Record<string, any> | undefined): Sample[] {
  return Object.entries(content ?? {}).flatMap(([mediaType, media]) => [
    ...(media.example !== undefined ? [{ where: `${where} ${mediaType} example`, value: media.example, schema: media.schema, mediaType }] : []),
    ...Object.entries<any>(media.examples ?? {}).map(([name, ex]) => ({ where: `${where} ${mediaType} examples.${name}`, value: ex.value, schema: media.schema, mediaType })),
  ]);
}

function parameterSamples(where: string, holder: Record<string, any>): Sample[] {
  return [
    ...(holder.example !== undefined ? [{ where: `${where} example`, value: holder.example, schema: holder.schema }] : []),
    ...Object.entries<any>(holder.examples ?? {}).map(([name, ex]) => ({ where: `${where} examples.${name}`, value: ex.value, schema: holder.schema })),
    ...(holder.schema?.example !== undefined ? [{ where: `${where} schema.example`, value: holder.schema.example, schema: holder.schema }] : []),
  ];
}

/** Every example of the operations (bodies, parameters, headers) with the schema it must satisfy. */
function operationSamples(): Sample[] {
  return ops.flatMap((op) => [
    ...mediaSamples(`${op.operationId} request`, op.spec.requestBody?.content),
    ...(op.spec.parameters ?? []).flatMap((p: any) => parameterSamples(`${op.operationId} parameter ${p.name}`, p)),
    ...Object.entries<any>(op.spec.responses).flatMap(([status, response]) => [
      ...mediaSamples(`${op.operationId} ${status}`, response.content),
      ...Object.entries<any>(response.headers ?? {}).flatMap(([name, header]) => parameterSamples(`${op.operationId} ${status} header ${name}`, header)),
    ]),
  ]);
}

/** Every `example` keyword inside the named schemas, with the (sub)schema it belongs to. */
function schemaSamples(): Sample[] {
  const samples: Sample[] = [];
  const walk = (node: any, where: string) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}[${i}]`));
    if (node.example !== undefined && (node.type || node.$ref || node.enum)) samples.push({ where: `${where}.example`, value: node.example, schema: deref(node, contract) });
    for (const [k, v] of Object.entries(node)) if (k !== 'example' && k !== '$ref') walk(v, `${where}.${k}`);
  };
  for (const [name, schema] of Object.entries(contract.components?.schemas ?? {})) walk(schema, `components.schemas.${name}`);
  return samples;
}

/**
 * A framed server-sent-events example: its `data:` payloads. Every event but the last is one JSON chunk;
 * the last is the done marker (the contract's "Server-sent events" convention).
 */
function sseEvents(text: string): { chunks: unknown[]; problems: string[] } {
  const problems: string[] = [];
  const lines = text.split('\n');
  const data = lines.filter((l) => l.startsWith('data:')).map((l) => l.slice('data:'.length).trim());
  const stray = lines.filter((l) => l !== '' && !l.startsWith('data:'));
  if (stray.length) problems.push(`lines that are not \`data:\` fields: ${JSON.stringify(stray.slice(0, 2))}`);
  if (data.length < 2 || data[data.length - 1] !== '[DONE]') problems.push('the stream must hold at least one chunk and end with `data: [DONE]`');
  const chunks: unknown[] = [];
  for (const [i, payload] of data.slice(0, -1).entries()) {
    try {
      chunks.push(JSON.parse(payload));
    } catch {
      problems.push(`event ${i} is not JSON: ${payload.slice(0, 80)}`);
    }
  }
  return { chunks, problems };
}

const samples = [...operationSamples(), ...schemaSamples()];

describe('every example of the contract', () => {
  test('there are examples to check (requests, answers, errors, parameters, headers, schemas)', () => {
    expect(samples.length).toBeGreaterThan(150);
    expect(samples.some((s) => s.where.includes('LoginFailed') || s.where.includes('miniappLogin 401'))).toBe(true);
  });

  test('holds no null anywhere (fields that do not apply are omitted, never null)', () => {
    const problems = samples.flatMap((s) => nullsIn(s.value).map((at) => `${s.where}: null at ${at}`));
    expect(problems).toEqual([]);
  });

  test('validates against its schema; a framed event stream event by event', () => {
    const problems: string[] = [];
    for (const sample of samples) {
      if (!sample.schema) {
        problems.push(`${sample.where}: no schema to check it against`);
        continue;
      }
      const schema = deref(sample.schema, contract);
      if (sample.mediaType === SSE) {
        if (typeof sample.value !== 'string') {
          problems.push(`${sample.where}: a ${SSE} example is the framed stream, a string`);
          continue;
        }
        const { chunks, problems: framing } = sseEvents(sample.value);
        problems.push(...framing.map((p) => `${sample.where}: ${p}`));
        for (const [i, chunk] of chunks.entries()) {
          const error = schemaErrors(schema, chunk);
          if (error) problems.push(`${sample.where} event ${i}: ${error}`);
          problems.push(...nullsIn(chunk).map((at) => `${sample.where} event ${i}: null at ${at}`));
        }
        continue;
      }
      const error = schemaErrors(schema, sample.value);
      if (error) problems.push(`${sample.where}: ${error}`);
    }
    expect(problems).toEqual([]);
  });

  test('every operation with a JSON request body has a request example', () => {
    const missing = ops.filter((op) => op.spec.requestBody && !mediaSamples('', op.spec.requestBody.content).some((s) => s.mediaType === 'application/json'));
    expect(missing.map((op) => op.operationId)).toEqual([]);
  });
});
