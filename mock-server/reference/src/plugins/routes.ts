// Routes come from OpenAPI documents through fastify-openapi-glue: one route per operation, its request
// schemas (body, query, headers) from the document, its handler found by operationId. An operation
// without a handler stops the server from starting, and no route exists that the document lacks.
import openapiGlue from 'fastify-openapi-glue';
import type { FastifyInstance, preValidationAsyncHookHandler, RouteOptions } from 'fastify';
import { CONTRACT_PATH, contractOperation, operations, readContract, SANDBOX_CONTRACT_PATH } from '../../../../openapi/lib/contract.ts';
import { ApiError } from '../errors.ts';
import { apiHandlers, sandboxHandlers } from '../handlers/index.ts';
import type { AnyHandler } from '../handlers/types.ts';
import { sandboxKeyHook } from '../sandbox-key.ts';
import { authHook } from './auth.ts';
import { idempotencyOnResponse, idempotencyOnSend, idempotencyPreHandler } from './idempotency.ts';

/** Fastify validates no body when none was sent; an operation whose body is required refuses that. */
const requireBody: preValidationAsyncHookHandler = async (request) => {
  if (request.body === undefined) throw new ApiError(400, 'invalid_json', 'A JSON request body is required');
};

function resolver(handlers: Record<string, AnyHandler>, sandbox: boolean) {
  const sandboxOps = new Map(operations(readContract(SANDBOX_CONTRACT_PATH)).map((o) => [o.operationId, o]));
  return (operationId: string): RouteOptions => {
    const handler = handlers[operationId];
    if (!handler) throw new Error(`no handler for operation ${operationId}`);
    if (sandbox) {
      const preValidation = sandboxOps.get(operationId)?.bodyRequired ? requireBody : undefined;
      return { handler, config: { operationId, sandbox: true }, ...(preValidation && { preValidation }) } as unknown as RouteOptions;
    }
    const op = contractOperation(operationId);
    if (!op) throw new Error(`operation ${operationId} is not in the contract`);
    const onRequest = authHook(op.security);
    return {
      handler,
      config: { operationId, security: op.security, idempotent: op.idempotent },
      ...(onRequest && { onRequest }),
      ...(op.bodyRequired && { preValidation: requireBody }),
      ...(op.idempotent && { preHandler: idempotencyPreHandler, onSend: idempotencyOnSend, onResponse: idempotencyOnResponse }),
    } as unknown as RouteOptions;
  };
}

/** The Orbit API: every operation of openapi/openapi.yaml. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(openapiGlue, { specification: readContract(CONTRACT_PATH), operationResolver: resolver(apiHandlers, false) });
}

/** The QA sandbox: every operation of mock-server/reference/sandbox.openapi.yaml (under /__sandbox/). */
export async function sandboxRoutes(app: FastifyInstance, options: { sandboxKey?: string } = {}): Promise<void> {
  // In this encapsulated context only: the API routes never see the deployment key.
  if (options.sandboxKey) app.addHook('onRequest', sandboxKeyHook(options.sandboxKey));
  await app.register(openapiGlue, { specification: readContract(SANDBOX_CONTRACT_PATH), operationResolver: resolver(sandboxHandlers, true) });
}
