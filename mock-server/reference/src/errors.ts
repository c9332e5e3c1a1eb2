// The contract's one error body: {"error": {type, code, message, param?, request_id}}, where `type`
// maps one to one onto the HTTP status.
import type { Schema } from '../../shared/contract-types.ts';

export const ERROR_TYPES: Record<number, Schema<'ErrorType'>> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  402: 'payment_required_error',
  403: 'permission_error',
  404: 'not_found_error',
  409: 'conflict_error',
  429: 'rate_limit_error',
  500: 'api_error',
  503: 'api_error',
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly param?: string,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorBody(status: number, code: string, message: string, requestId: string, param?: string): Schema<'Error'> {
  const detail: Schema<'ErrorDetail'> = { type: ERROR_TYPES[status] ?? 'api_error', code, message: message.slice(0, 1000), request_id: requestId };
  if (param) detail.param = param.slice(0, 128);
  return { error: detail };
}

// Small constructors for the errors handlers raise most.
export const badRequest = (code: string, message: string, param?: string) => new ApiError(400, code, message, param);
export const missing = (param: string) => new ApiError(400, 'missing_parameter', `${param} is required`, param);
export const unauthorized = (code: string, message: string, param?: string) => new ApiError(401, code, message, param);
export const notFound = (code: string, message: string, param?: string) => new ApiError(404, code, message, param);
export const conflict = (code: string, message: string, param?: string) => new ApiError(409, code, message, param);
