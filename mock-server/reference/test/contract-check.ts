// Checks an answer against openapi/openapi.yaml the way Prism's validation proxy does, in-process:
// the status must be documented for the operation, the media type documented for the status, the body
// valid against its schema, and every documented header valid. Used on every answer in the tests.
import AjvModule, { type Ajv as AjvInstance } from 'ajv';
import addFormatsModule, { type FormatsPlugin } from 'ajv-formats';
import { type Json, operations, pointerKeys, readContract } from '../../../openapi/lib/contract.ts';

type AjvClass = new (options: Record<string, unknown>) => AjvInstance;
const Ajv = ((AjvModule as unknown as { default?: unknown }).default ?? AjvModule) as AjvClass;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as FormatsPlugin;

const spec = readContract();
const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: false });
addFormats(ajv);
ajv.addSchema(spec, 'contract');
const headerAjv = new Ajv({ strict: false, coerceTypes: true });
addFormats(headerAjv);
headerAjv.addSchema(spec, 'contract');

const headerValidators = new Map<string, (data: unknown) => boolean>();
/** Header values are strings on the wire; wrapping them in an object lets ajv coerce them. */
function headerValidator(schemaPointer: string) {
  let validate = headerValidators.get(schemaPointer);
  if (!validate) {
    const compiled = headerAjv.compile({ type: 'object', properties: { v: { $ref: `contract${schemaPointer}` } } });
    validate = (data: unknown) => compiled(data) as boolean;
    headerValidators.set(schemaPointer, validate);
  }
  return validate;
}

const byRoute = new Map(operations(spec).map((o) => [`${o.method.toUpperCase()} ${o.path}`, o]));

const pointer = (parts: string[]) => `#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/** Follows a `$ref` (if any) and answers the target with its JSON pointer. */
function deref(node: Json, at: string[]): [Json, string[]] {
  let current = node;
  let path = at;
  while (current && typeof current.$ref === 'string') {
    path = pointerKeys(current.$ref);
    current = path.reduce<Json>((n, p) => n[p], spec);
  }
  return [current, path];
}

export interface Answer {
  method: string;
  url: string;
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Problems with `answer` against the contract (empty when it conforms or the route is not in the contract). */
export function contractProblems(answer: Answer): string[] {
  const path = answer.url.split('?')[0]!;
  const op = byRoute.get(`${answer.method.toUpperCase()} ${path}`);
  const problems: string[] = [];
  const rid = answer.headers['x-request-id'];
  if (typeof rid !== 'string' || !/^req_[0-9A-Za-z]{24}$/.test(rid)) problems.push(`X-Request-Id missing or malformed: ${rid}`);
  if (answer.headers['access-control-allow-origin'] !== '*') problems.push('Access-Control-Allow-Origin is not *');
  if (!op) return problems;
  const opPath = ['paths', op.path, op.method];
  const responses = spec.paths[op.path][op.method].responses as Json;
  if (!responses[String(answer.statusCode)]) return [...problems, `status ${answer.statusCode} is not documented for ${op.operationId}`];
  const [response, responsePath] = deref(responses[String(answer.statusCode)], [...opPath, 'responses', String(answer.statusCode)]);
  const contentType = String(answer.headers['content-type'] ?? '').split(';')[0]!.trim();
  const media = response.content?.[contentType];
  if (!media) return [...problems, `${op.operationId} ${answer.statusCode}: media type ${contentType} is not documented`];
  const schemaPointer = pointer([...responsePath, 'content', contentType, 'schema']);
  if (contentType.includes('json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      return [...problems, `${op.operationId} ${answer.statusCode}: body is not JSON`];
    }
    const validate = ajv.getSchema(`contract${schemaPointer}`)!;
    if (!validate(parsed)) problems.push(`${op.operationId} ${answer.statusCode} body: ${ajv.errorsText(validate.errors)}`);
    if (JSON.stringify(parsed).includes(':null')) problems.push(`${op.operationId} ${answer.statusCode}: body contains null`);
    const error = (parsed as { error?: { request_id?: string } }).error;
    if (answer.statusCode >= 400 && error?.request_id !== rid) problems.push('error.request_id differs from X-Request-Id');
  }
  if (contentType === 'text/event-stream') {
    // The contract's convention: the media type's schema is that of each event's data; the last is [DONE].
    const data = answer.body.split('\n\n').filter((e) => e.trim() !== '').map((e) => e.replace(/^data: /, ''));
    if (data.pop() !== '[DONE]') problems.push(`${op.operationId}: the stream does not end with data: [DONE]`);
    const validate = ajv.getSchema(`contract${schemaPointer}`)!;
    for (const chunk of data) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(chunk);
      } catch {
        problems.push(`${op.operationId}: event data is not JSON: ${chunk.slice(0, 100)}`);
        continue;
      }
      if (!validate(parsed)) problems.push(`${op.operationId} chunk: ${ajv.errorsText(validate.errors)}`);
    }
  }
  for (const [name, header] of Object.entries<Json>(response.headers ?? {})) {
    const value = answer.headers[name.toLowerCase()];
    if (value === undefined) {
      problems.push(`${op.operationId} ${answer.statusCode}: header ${name} missing`);
      continue;
    }
    const [resolved, headerPath] = deref(header, [...responsePath, 'headers', name]);
    if (!resolved.schema) continue;
    const validate = headerValidator(pointer([...headerPath, 'schema']));
    if (!validate({ v: String(value) })) problems.push(`${op.operationId} ${answer.statusCode}: header ${name}=${value} invalid`);
  }
  return problems;
}
