// Routes come from OpenAPI documents through fastify-openapi-glue: one route per operation, its request
// schemas (body, query, headers) from the document, its handler found by operationId. An operation
// without a handler stops the server from starting, and no route exists that the document lacks.
import type { FastifyInstance, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { contractOperation, CONTRACT_PATH, loadSpec, SANDBOX_CONTRACT_PATH } from '../contract.ts';
import { apiHandlers, sandboxHandlers } from '../handlers/index.ts';
import type { Handler } from '../handlers/types.ts';
import { authHook } from './auth.ts';
import { idempotencyOnResponse, idempotencyOnSend, idempotencyPreHandler } from './idempotency.ts';

function resolver(handlers: Record<string, Handler>, sandbox: boolean) {
  return (operationId: string): RouteOptions => {
    const handler = handlers[operationId];
    if (!handler) throw new Error(`no handler for operation ${operationId}`);
    if (sandbox) return { handler, config: { operationId, sandbox: true } } as unknown as RouteOptions;
    const op = contractOperation(operationId);
    if (!op) throw new Error(`operation ${operationId} is not in the contract`);
    const onRequest = authHook(op.security);
    return {
      handler,
      config: { operationId, security: op.security, idempotent: op.idempotent },
      ...(onRequest && { onRequest }),
      ...(op.idempotent && { preHandler: idempotencyPreHandler, onSend: idempotencyOnSend, onResponse: idempotencyOnResponse }),
    } as unknown as RouteOptions;
  };
}

/** The Orbit API: every operation of openapi/openapi.yaml. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(openapiGlue, { specification: loadSpec(CONTRACT_PATH), operationResolver: resolver(apiHandlers, false) });
}

/** The QA sandbox: every operation of mock-server/reference/sandbox.openapi.yaml (under /__sandbox/). */
export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  await app.register(openapiGlue, { specification: loadSpec(SANDBOX_CONTRACT_PATH), operationResolver: resolver(sandboxHandlers, true) });
}
