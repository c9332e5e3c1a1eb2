// Builds the reference server: a Fastify app whose routes and request validation come from the
// contract, with one plugin per concern (fastify-plugin: cors, worlds, request-log, rate-limit,
// answer-mode, faults, replay, errors, body, next-minor; then the routes of each document). `buildApp()` is what main.ts listens with and what the
// tests `inject` into; each app has its own worlds (the default one and the Orbit-Sandbox ones).
import { relative } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { CONTRACT_PATH, readContract } from '../../../openapi/lib/contract.ts';
import { clientErrorHandler, MAX_HEADER_BYTES } from './client-errors.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { createShared } from './context.ts';
import { ApiError } from './errors.ts';
import type { AnyHandler } from './handlers/types.ts';
import { requestId } from './ids.ts';
import answerMode from './plugins/answer-mode.ts';
import body, { BODY_LIMIT } from './plugins/body.ts';
import cors from './plugins/cors.ts';
import errors, { sendError } from './plugins/errors.ts';
import faults from './plugins/faults.ts';
import nextMinor from './plugins/next-minor.ts';
import replay from './plugins/replay.ts';
import requestLog from './plugins/request-log.ts';
import { apiRoutes, sandboxRoutes } from './plugins/routes.ts';
import worlds from './plugins/worlds.ts';
import rateLimits from './plugins/rate-limit.ts';
import { rateLimit } from './rate-limit.ts';
import type { Seeds } from './seeds.ts';
import type { StoreSpec } from './shared-store.ts';
import { validatorCompiler } from './validation.ts';

export interface BuildOptions {
  /**
   * The API document (default openapi/openapi.yaml). The server refuses to start on a document with
   * operations it has no handler for, naming all of them; tests start it on another contract with
   * `handlers` for those operations.
   */
  contract?: string;
  /** Handlers by operationId beside the server's own (for the operations of another `contract`). */
  handlers?: Record<string, AnyHandler>;
  /** The default world's clock. */
  clock?: Clock;
  config?: Partial<Config>;
  logger?: FastifyServerOptions['logger'];
  /** Mount the QA sandbox under /__sandbox/ (default true). */
  sandbox?: boolean;
  /** The deployment key the sandbox routes require (sandbox-key.ts); none: they need none (loopback). */
  sandboxKey?: string;
  /** Real time for the request log and world expiry (tests inject their own). */
  realNow?: () => number;
  /** Real waiting for delay faults (tests inject their own). */
  sleep?: (ms: number) => Promise<void>;
  /** Worlds that start from documents instead of the built-in fixtures (ORBIT_SANDBOX_SEED: src/seeds.ts). */
  seeds?: Seeds;
  /** Where worlds live (ORBIT_STORE: src/shared-store.ts); default in memory. */
  store?: StoreSpec;
}

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => requestId(),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    // Header sections over the limit get the contract's error body (client-errors.ts), not Fastify's.
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler,
    // Keep-alive connections must not hold `close()` up.
    forceCloseConnections: true,
    // No HEAD twins of the GET routes: only what the contract has.
    exposeHeadRoutes: false,
    // A URL Fastify cannot route (e.g. bad percent-encoding) still answers the contract's error body.
    frameworkErrors: (error, request, reply) => {
      reply.header('X-Request-Id', request.id).header('Access-Control-Allow-Origin', '*');
      try {
        rateLimit(request.server.orbit, request, reply);
      } catch {
        // Over the limit: the malformed request still gets its 400.
      }
      void sendError(request, reply, new ApiError(400, 'invalid_parameter', `The request URL is malformed (${error.code})`));
    },
  });
  const shared = createShared({ ...options, sandbox: options.sandbox ?? true });
  app.setValidatorCompiler(validatorCompiler);

  const contractFile = options.contract ?? CONTRACT_PATH;
  const contract = readContract(contractFile);
  // One plugin per concern; their request hooks run in this order: headers and CORS preflights, the
  // world (the worlds' store), the request log, then rate limits, the answer mode, faults and recorded answers.
  await app.register(cors, { contract, sandbox: shared.sandbox });
  await app.register(worlds, { shared, clock: options.clock, seeds: options.seeds, store: options.store });
  await app.register(requestLog);
  await app.register(rateLimits);
  await app.register(answerMode);
  await app.register(faults);
  await app.register(replay);
  await app.register(errors);
  await app.register(body);
  await app.register(nextMinor);
  // Each document's routes in their own encapsulated context.
  await app.register(apiRoutes, { contract, document: relative(process.cwd(), contractFile) || contractFile, handlers: options.handlers });
  if (shared.sandbox) await app.register(sandboxRoutes, { sandboxKey: options.sandboxKey });
  await app.ready();
  return app;
}
