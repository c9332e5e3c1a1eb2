// Hand-written. The documented shape of an answer, checked before a result is returned: every documented
// field of the JSON kind the contract gives it, the required ones present, all the way down. Fields a
// newer service adds pass through, and neither enum values nor constraints are checked (forward
// compatibility). The generated `answers` describe each object type compactly (answer tokens: `s` string,
// `i` integer, `n` number, `b` boolean, `u` any, `[T` array of T, `{T` map of T, else a type name: the
// check tokens of src/core/operation.ts without limits); they become the checks of src/core/arguments.ts
// once, on the first answer, and each token's check once, on its first answer.
import { answers } from '../generated/operations';
import { APIResponseValidationError } from '../generated/errors';
import { asInvalidArgument, checkValue } from './arguments';
import type { ErrorDetails } from './errors';
import { check, schemaSpecs, type Check, type SchemaSpec } from './operation';

let schemas: Record<string, SchemaSpec> | undefined;
const checks = new Map<string, Check>();

/** The error details of a success answer (or streamed event) that cannot be decoded. */
export function answerDetails(response: Response, requestId: string | null, body: unknown, rawBody: string | undefined, cause?: unknown): ErrorDetails {
  return { status: response.status, requestId, headers: response.headers, body, rawBody, response, cause };
}

/** Throws APIResponseValidationError when `value`, decoded from `rawBody`, is not of the documented type `token`. */
export function checkAnswer(value: unknown, token: string, response: Response, requestId: string | null, rawBody: string | undefined): void {
  let c = checks.get(token);
  if (!c) checks.set(token, (c = check(token)));
  try {
    checkValue(value, c, (schemas ??= schemaSpecs(answers)));
  } catch (refusal) {
    const cause = asInvalidArgument(refusal, 'answer');
    throw new APIResponseValidationError(`The answer does not have the documented shape: ${cause.message}`, answerDetails(response, requestId, value, rawBody, cause));
  }
}
