// Builds the reference server: a Fastify app whose routes and request validation come from the
// contract, with small plugins per concern. `buildApp()` is what main.ts listens with and what the
// tests `inject` into; each app has its own clock and store.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { createContext, type Context } from './context.ts';
import { requestId } from './ids.ts';
import body from './plugins/body.ts';
import { ApiError } from './errors.ts';
import common, { rateLimit } from './plugins/common.ts';
import errors, { sendError } from './plugins/errors.ts';
import { apiRoutes, sandboxRoutes } from './plugins/routes.ts';
import { validatorCompiler } from './validation.ts';

export interface BuildOptions {
  clock?: Clock;
  config?: Partial<Config>;
  logger?: FastifyServerOptions['logger'];
  /** Mount the QA sandbox under /__sandbox/ (default true). */
  sandbox?: boolean;
}

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => requestId(),
    requestIdHeader: false,
    bodyLimit: 8 * 1024 * 1024,
    // Keep-alive connections must not hold `close()` up.
    forceCloseConnections: true,
    // No HEAD twins of the GET routes: only what the contract has.
    exposeHeadRoutes: false,
    // A URL Fastify cannot route (e.g. bad percent-encoding) still answers the contract's error body.
    frameworkErrors: (error, request, reply) => {
      const ctx = request.server.orbit;
      reply.header('X-Request-Id', request.id).header('Access-Control-Allow-Origin', '*');
      try {
        rateLimit(ctx, request, reply);
      } catch {
        // Over the limit: the malformed request still gets its 400.
      }
      void sendError(request, reply, new ApiError(400, 'invalid_parameter', `The request URL is malformed (${error.code})`));
    },
  });
  const ctx: Context = { ...createContext(options), inject: (opts) => app.inject(opts) };
  app.decorate('orbit', ctx);
  app.setValidatorCompiler(validatorCompiler);

  await app.register(common);
  await app.register(errors);
  await app.register(body);
  // Each document's routes in their own encapsulated context.
  await app.register(apiRoutes);
  if (options.sandbox ?? true) await app.register(sandboxRoutes);
  await app.ready();
  return app;
}
