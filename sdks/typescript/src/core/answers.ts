// Hand-written. The documented shape of an answer, checked before a result is returned: every documented
// field of the JSON kind the contract gives it, the required ones present, all the way down. Fields a
// newer service adds pass through, and neither enum values nor constraints are checked (forward
// compatibility). The generated `answers` describe each object type by its fields (and each union
// without a discriminator by its variants), checked by the checks of src/core/arguments.ts.
import { answers } from '../generated/operations';
import { APIResponseValidationError } from '../generated/errors';
import { asInvalidArgument, checkValue } from './arguments';
import type { ErrorDetails } from './errors';
import type { Check } from './operation';

/** The error details of a success answer (or streamed event) that cannot be decoded. */
export function answerDetails(response: Response, requestId: string | null, body: unknown, rawBody: string | undefined, cause?: unknown): ErrorDetails {
  return { status: response.status, requestId, headers: response.headers, body, rawBody, response, cause };
}

/** Throws APIResponseValidationError when `value`, decoded from `rawBody`, is not of the documented type `check`. */
export function checkAnswer(value: unknown, check: Check, response: Response, requestId: string | null, rawBody: string | undefined): void {
  try {
    checkValue(value, check, answers);
  } catch (refusal) {
    const cause = asInvalidArgument(refusal, 'answer');
    throw new APIResponseValidationError(`The answer does not have the documented shape: ${cause.message}`, answerDetails(response, requestId, value, rawBody, cause));
  }
}
