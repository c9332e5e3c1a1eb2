// Routes come from OpenAPI documents through fastify-openapi-glue: one route per operation, its request
// schemas (body, query, headers) from the document, its handler found by operationId. Operations without
// a handler stop the server from starting, all of them named in one error (a release that adds several
// operations meets them at once), and no route exists that the document lacks.
import openapiGlue from 'fastify-openapi-glue';
import { refuseUnparsedMediaTypes } from './body.ts';
import type { FastifyInstance, preValidationAsyncHookHandler, RouteOptions } from 'fastify';
import { type Json, type Operation, operations, SANDBOX_CONTRACT_PATH } from '../../../../openapi/lib/contract.ts';
import { ApiError } from '../errors.ts';
import { apiHandlers, sandboxHandlers } from '../handlers/index.ts';
import type { AnyHandler } from '../handlers/types.ts';
import { sandboxSpecification } from '../sandbox-document.ts';
import { sandboxKeyHook } from '../sandbox-key.ts';
import { authHook } from './auth.ts';
import { idempotencyOnResponse, idempotencyOnSend, idempotencyPreHandler } from './idempotency.ts';

/** Fastify validates no body when none was sent; an operation whose body is required refuses that. */
const requireBody: preValidationAsyncHookHandler = async (request) => {
  if (request.body === undefined) throw new ApiError(400, 'invalid_json', 'A JSON request body is required');
};

/** The document's operations that `handlers` lacks, said in one message; undefined when none is missing. */
export function missingHandlers(ops: Operation[], handlers: Record<string, AnyHandler>, document: string): string | undefined {
  const missing = ops.filter((o) => !handlers[o.operationId]);
  if (missing.length === 0) return undefined;
  const list = missing.map((o) => `  - ${o.operationId} (${o.method.toUpperCase()} ${o.path})`).join('\n');
  return `the reference server has no handler for ${missing.length} operation${missing.length === 1 ? '' : 's'} of ${document}:\n${list}`;
}

function resolver(ops: Operation[], handlers: Record<string, AnyHandler>, sandbox: boolean) {
  const byId = new Map(ops.map((o) => [o.operationId, o]));
  return (operationId: string): RouteOptions => {
    const handler = handlers[operationId];
    const op = byId.get(operationId);
    // Checked for every operation before the glue runs (missingHandlers); this is the glue asking again.
    if (!handler || !op) throw new Error(`no handler for operation ${operationId}`);
    if (sandbox) {
      const preValidation = op.bodyRequired ? requireBody : undefined;
      return { handler, config: { operationId, sandbox: true }, ...(preValidation && { preValidation }) } as unknown as RouteOptions;
    }
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

/** Registers every operation of `specification` with its handler, or refuses naming every operation without one. */
async function routes(app: FastifyInstance, specification: Json, document: string, handlers: Record<string, AnyHandler>, sandbox: boolean): Promise<void> {
  const ops = operations(specification);
  const missing = missingHandlers(ops, handlers, document);
  if (missing) throw new Error(missing);
  refuseUnparsedMediaTypes(app, specification);
  await app.register(openapiGlue, { specification, operationResolver: resolver(ops, handlers, sandbox) });
}

export interface ApiRoutesOptions {
  /** The API document (buildApp's `contract`: openapi/openapi.yaml unless a test gives another). */
  contract: Json;
  /** Its file, for messages. */
  document: string;
  /** Handlers beside the server's own, by operationId (a test's for another contract's operations). */
  handlers?: Record<string, AnyHandler>;
}

/** The Orbit API: every operation of the contract. */
export async function apiRoutes(app: FastifyInstance, options: ApiRoutesOptions): Promise<void> {
  await routes(app, options.contract, options.document, { ...apiHandlers, ...options.handlers }, false);
}

/** The QA sandbox: every operation of mock-server/reference/sandbox.openapi.yaml (under /__sandbox/). */
export async function sandboxRoutes(app: FastifyInstance, options: { sandboxKey?: string } = {}): Promise<void> {
  // In this encapsulated context only: the API routes never see the deployment key.
  if (options.sandboxKey) app.addHook('onRequest', sandboxKeyHook(options.sandboxKey));
  await routes(app, sandboxSpecification(), SANDBOX_CONTRACT_PATH, sandboxHandlers, true);
}
