// Hand-written. The documented shape of an answer, checked before a result is returned: every documented
// field of the JSON kind the contract gives it, the required ones present, all the way down. Fields a
// newer service adds pass through, and neither enum values nor constraints are checked (forward
// compatibility). The generated `answers` describe each object type compactly (answer tokens: `s` string,
// `i` integer, `n` number, `b` boolean, `u` any, `[T` array of T, `{T` map of T, else a type name); they
// become the checks of src/core/arguments.ts once, on the first answer.
import { answers } from '../generated/operations';
import { APIResponseValidationError, InvalidArgumentError } from '../generated/errors';
import { checkValue } from './arguments';
import type { ErrorDetails } from './errors';
import type { Check, SchemaSpec } from './operation';

const KINDS: Record<string, Check> = { s: { kind: 'string' }, i: { kind: 'integer' }, n: { kind: 'number' }, b: { kind: 'boolean' }, u: { kind: 'unknown' } };

function check(token: string): Check {
  if (token[0] === '[') return { kind: 'array', items: check(token.slice(1)) };
  if (token[0] === '{') return { kind: 'map', values: check(token.slice(1)) };
  return KINDS[token] ?? { kind: 'named', type: token };
}

let schemas: Record<string, SchemaSpec> | undefined;

function answerSchemas(): Record<string, SchemaSpec> {
  if (schemas) return schemas;
  schemas = {};
  for (const [name, fields] of Object.entries(answers)) {
    schemas[name] = {
      kind: 'object',
      closed: false,
      fields: fields.split(' ').map((field) => {
        const at = field.search(/[:?]/);
        return { name: field.slice(0, at), required: field[at] === ':', check: check(field.slice(at + 1)) };
      }),
    };
  }
  return schemas;
}

/** Throws APIResponseValidationError (with `details` of the answer) when `value` is not of the documented type `token`. */
export function checkAnswer(value: unknown, token: string, details: ErrorDetails): void {
  try {
    checkValue(value, check(token), 'answer', answerSchemas());
  } catch (cause) {
    if (!(cause instanceof InvalidArgumentError)) throw cause;
    throw new APIResponseValidationError(`The answer does not have the documented shape: ${cause.message}`, { ...details, cause });
  }
}
