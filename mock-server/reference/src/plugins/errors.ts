// Turns every failure into the contract's error body with a 4xx (or, only for a real bug, 500):
// handler errors (ApiError), Fastify/ajv validation failures, body parsing failures and unknown routes.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { contractOperation, readContract, resolve } from '../../../../openapi/lib/contract.ts';
import { ApiError, errorBody } from '../errors.ts';
import { drainRefusedBody } from '../../../shared/drain-body.ts';
import { BODY_LIMIT } from './body.ts';

interface AjvIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const headerName = (lower: string) => lower.split('-').map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('-');

function joinPath(base: string, name: unknown): string {
  return [base, String(name)].filter(Boolean).join('.');
}

const contractSpec = readContract();

/**
 * A broken "exactly one of" group (a `oneOf` whose branches only name required fields). When one of the
 * operation's `x-validation-rules` points at that `oneOf` (createChatCompletion's prompt/messages), the
 * answer is the rule's code and param (`invalid_prompt`); other groups answer invalid_parameter.
 */
function exactlyOneOfError(issue: AjvIssue & { parentSchema?: { oneOf?: unknown[] } }, operationId: string | undefined): ApiError | undefined {
  const branches = issue.parentSchema?.oneOf;
  if (!Array.isArray(branches) || !branches.every(onlyRequired)) return undefined;
  const fields = branches.map((b) => (b as { required: string[] }).required.join(' + '));
  const rules = (operationId && contractOperation(operationId)?.validationRules) || [];
  const rule = rules.find((r) => r.schema && JSON.stringify(resolve(contractSpec, { $ref: r.schema })) === JSON.stringify(branches));
  const message = `Send exactly one of ${fields.join(', ')}`;
  if (rule) return new ApiError(400, rule.code, message, rule.param);
  const passing = issue.params.passingSchemas as number[] | null | undefined;
  return new ApiError(400, 'invalid_parameter', message, passing ? fields[passing[1]!] : fields[0]);
}

const onlyRequired = (branch: unknown) =>
  !!branch && typeof branch === 'object' && Object.keys(branch).length === 1 && Array.isArray((branch as { required?: unknown }).required);

/** The first ajv issue as the contract's 400: missing_parameter / unknown_parameter / invalid_parameter. */
export function validationError(issues: AjvIssue[], context: string | undefined, operationId?: string): ApiError {
  const oneOf = context === 'body' ? issues.find((i) => i.keyword === 'oneOf') : undefined;
  const group = oneOf && exactlyOneOfError(oneOf, operationId);
  if (group) return group;
  const issue = issues[0]!;
  let base = issue.instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  if (context === 'headers' && base) base = headerName(base);
  const where = context === 'querystring' ? 'query parameter' : context === 'headers' ? 'header' : 'field';
  switch (issue.keyword) {
    case 'discriminator': {
      // A union body (the login modes): the discriminating field is missing or names no branch.
      const param = joinPath(base, issue.params.tag);
      if (issue.params.error === 'tag' && issue.params.tagValue === undefined) {
        return new ApiError(400, 'missing_parameter', `${where} ${param} is required`, param);
      }
      return new ApiError(400, 'invalid_parameter', `${where} ${param} must be one of the documented values`, param);
    }
    case 'required': {
      const raw = String(issue.params.missingProperty);
      const param = context === 'headers' ? headerName(raw) : joinPath(base, raw);
      return new ApiError(400, 'missing_parameter', `${where} ${param} is required`, param);
    }
    case 'additionalProperties': {
      const param = joinPath(base, issue.params.additionalProperty);
      return new ApiError(400, 'unknown_parameter', `${param} is not a known ${where}`, param);
    }
    default: {
      if (!base && context === 'body') return new ApiError(400, 'invalid_parameter', `The request body ${issue.message ?? 'is invalid'}`);
      return new ApiError(400, 'invalid_parameter', `${where} ${base || context} ${issue.message ?? 'is invalid'}`, base || undefined);
    }
  }
}

/** Maps any error to an ApiError (4xx for client mistakes, 500 only for our own bugs). */
export function toApiError(error: FastifyError | ApiError | Error, operationId?: string): ApiError {
  if (error instanceof ApiError) return error;
  const e = error as FastifyError & { validation?: AjvIssue[]; validationContext?: string };
  if (Array.isArray(e.validation) && e.validation.length > 0) return validationError(e.validation, e.validationContext, operationId);
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(400, 'invalid_parameter', 'Unsupported Content-Type; send application/json', 'Content-Type');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(400, 'request_too_large', 'The request body is larger than the server accepts');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'invalid_json', 'The request body is empty; send a JSON object');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(400, 'invalid_parameter', 'Content-Length does not match the body', 'Content-Length');
  }
  const status = e.statusCode ?? 500;
  if (status >= 400 && status < 500) return new ApiError(400, 'invalid_parameter', e.message || 'The request is invalid');
  return new ApiError(500, 'internal_error', 'Something went wrong on our side; quote the request id to support');
}

/**
 * notify_chatpay answers its failures in the provider's shape too: {"code":"FAIL","message",...}
 * beside the usual `error` object (the contract's ChatpayNotifyFailure), so chatpay retries.
 */
function shapeFor(request: FastifyRequest, status: number, body: ReturnType<typeof errorBody>): object {
  if (request.routeOptions.config?.operationId === 'notifyChatpay' && [400, 401, 404].includes(status)) {
    return { code: 'FAIL', message: body.error.message.slice(0, 256), ...body };
  }
  return body;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, apiError: ApiError): FastifyReply {
  const body = errorBody(apiError.status, apiError.code, apiError.message, request.id, apiError.param);
  reply.headers(apiError.headers);
  return reply.code(apiError.status).type('application/json; charset=utf-8').send(shapeFor(request, apiError.status, body));
}

async function errors(app: FastifyInstance): Promise<void> {
  app.setErrorHandler(async (error, request, reply) => {
    const apiError = toApiError(error as FastifyError, request.routeOptions.config?.operationId);
    if (apiError.status >= 500 && !(error instanceof ApiError)) request.log.error({ err: error }, 'unexpected error');
    // A body over the limit is answered once the client has sent it (shared/drain-body.ts), so the client
    // reads the 400 instead of a reset; read to its end, the connection may even stay open.
    if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE' && (await drainRefusedBody(request.raw, BODY_LIMIT))) reply.removeHeader('connection');
    return sendError(request, reply, apiError);
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, new ApiError(404, 'route_not_found', `No operation ${request.method} ${request.url.split('?')[0]}`)),
  );
}

export default fp(errors, { name: 'orbit-errors', fastify: '5.x' });
