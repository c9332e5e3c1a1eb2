// multipart/form-data bodies, which the front checks itself. Prism 5.14.2 reads such a body keeping only the
// last part of each name (prism-http's body validator: `result[part.name] = data`), so an array sent as one
// part per item, which is how OpenAPI 3.0 and RFC 7578 send an array and what the SDKs send, is refused as
// "must be array". The front therefore checks a multipart body against the operation's schema: parts by name,
// a repeated name as an array, a scalar part as its text (coerced to the schema's type, as a query parameter),
// an object part as JSON, a file part by its byte size. It answers the contract's 400s (missing_parameter,
// unknown_parameter, invalid_parameter), and Prism serves the operation's answer from a copy of the contract
// whose multipart schemas take any parts (prism-document.ts), so Prism's reading never refuses what the front took.
import { Ajv, type ValidateFunction } from 'ajv';
import formats from 'ajv-formats';
import type { Json, Operation } from '../../openapi/lib/contract.ts';
import { validationError } from '../reference/src/plugins/errors.ts';
import type { Problem } from '../shared/problem.ts';

export const MULTIPART = 'multipart/form-data';

const ajv = new Ajv({ strict: false, allErrors: false, coerceTypes: true, useDefaults: false, removeAdditional: false });
// ajv-formats is CommonJS whose default export is the plugin itself.
(formats as unknown as (a: Ajv) => void)(ajv);
const compiled = new WeakMap<object, ValidateFunction>();

const isFile = (value: FormDataEntryValue): value is File => typeof value !== 'string';

/** The parts of a body as the value its schema describes, or the problem of a part that cannot be one. */
function partsValue(form: FormData, schema: Json): { value: Record<string, unknown> } | { problem: Problem } {
  const value: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    const parts = form.getAll(name);
    const property = schema.properties?.[name];
    const binary = (s: Json) => s?.type === 'string' && s?.format === 'binary';
    const read = (part: FormDataEntryValue, itemSchema: Json): unknown | Problem => {
      if (isFile(part)) {
        // A file part: its bytes are checked by size here, its schema sees an empty string.
        const max = itemSchema?.maxLength;
        if (typeof max === 'number' && part.size > max) return { status: 400, code: 'invalid_parameter', message: `part ${name} is larger than ${max} bytes`, param: name };
        return binary(itemSchema) ? '' : part.name;
      }
      if (itemSchema?.type === 'object') {
        try {
          return JSON.parse(part);
        } catch {
          return { status: 400, code: 'invalid_parameter', message: `part ${name} must be a JSON object`, param: name };
        }
      }
      return part;
    };
    const isProblem = (v: unknown): v is Problem => !!v && typeof v === 'object' && 'code' in v && 'status' in v && !Array.isArray(v);
    if (property?.type === 'array') {
      const items = parts.map((p) => read(p, property.items));
      const problem = items.find(isProblem);
      if (problem) return { problem };
      value[name] = items;
    } else {
      if (parts.length > 1) return { problem: { status: 400, code: 'invalid_parameter', message: `part ${name} is given ${parts.length} times; give it once`, param: name } };
      const one = read(parts[0]!, property);
      if (isProblem(one)) return { problem: one };
      value[name] = one;
    }
  }
  return { value };
}

/** The problem of a multipart body against `op`'s schema (body already within the size limit), or undefined. */
export async function multipartProblem(op: Operation, contentType: string, body: Buffer): Promise<Problem | undefined> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { status: 400, code: 'invalid_parameter', message: 'The request body is not well-formed multipart/form-data' };
  }
  const schema: Json = op.spec.requestBody?.content?.[MULTIPART]?.schema ?? {};
  const parts = partsValue(form, schema);
  if ('problem' in parts) return parts.problem;
  const validate = compiled.get(schema) ?? ajv.compile(schema);
  compiled.set(schema, validate);
  if (validate(parts.value)) return undefined;
  const error = validationError((validate.errors ?? []) as never, 'body', op.operationId);
  return { status: error.status, code: error.code, message: error.message, ...(error.param && { param: error.param }) };
}
