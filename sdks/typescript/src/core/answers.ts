// Hand-written. The documented shape of an answer, checked before a result is returned: every documented
// field of the JSON kind the contract gives it, the required ones present, all the way down. Fields a
// newer service adds pass through, and neither enum values nor constraints are checked (forward
// compatibility). The generated `answers` describe each object type compactly (answer tokens: `s` string,
// `i` integer, `n` number, `b` boolean, `u` any, `[T` array of T, `{T` map of T, else a type name: the
// check tokens of src/core/operation.ts without limits); they become the checks of src/core/arguments.ts
// once, on the first answer.
import { answers } from '../generated/operations';
import { APIResponseValidationError, InvalidArgumentError } from '../generated/errors';
import { checkValue } from './arguments';
import type { ErrorDetails } from './errors';
import { check, schemaSpecs, type SchemaSpec } from './operation';

let schemas: Record<string, SchemaSpec> | undefined;

/** Throws APIResponseValidationError (with `details` of the answer) when `value` is not of the documented type `token`. */
export function checkAnswer(value: unknown, token: string, details: ErrorDetails): void {
  try {
    checkValue(value, check(token), 'answer', (schemas ??= schemaSpecs(answers)));
  } catch (cause) {
    if (!(cause instanceof InvalidArgumentError)) throw cause;
    throw new APIResponseValidationError(`The answer does not have the documented shape: ${cause.message}`, { ...details, cause });
  }
}
