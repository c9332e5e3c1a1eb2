// Every answer's X-Request-Id and CORS headers, and the CORS preflights of the contract's paths (and of
// the sandbox's, when it is on), answered 204 before anything else looks at the request: a browser's
// preflight names no world and carries no credential (mock-server/shared/cors.ts has the convention,
// shared with the mock's front). Its hooks run first among the request's (app.ts registers it first).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Json, readContract, SANDBOX_CONTRACT_PATH } from '../../../../openapi/lib/contract.ts';
import { allowedHeaders, corsDocument, EXPOSED, isPreflight, preflightHeaders } from '../../../shared/cors.ts';
import { header, isSandbox, pathOf } from '../paths.ts';

export interface CorsOptions {
  /** The API document. */
  contract: Json;
  /** Whether the sandbox's routes exist (their preflights are answered only then). */
  sandbox: boolean;
}

// Callback-style hooks, not async: an async hook costs a promise and a microtask turn per request,
// which was a visible share of the request path (docs/performance.md).
async function cors(app: FastifyInstance, options: CorsOptions): Promise<void> {
  const api = corsDocument(options.contract);
  const sandboxDocument = corsDocument(readContract(SANDBOX_CONTRACT_PATH));
  const allowed = allowedHeaders(options.contract);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Expose-Headers', EXPOSED);
    if (isPreflight(request.method, request.headers['access-control-request-method'])) {
      const path = pathOf(request.url);
      const methods = isSandbox(request) ? (options.sandbox ? sandboxDocument.methods : undefined) : api.covers(path) ? api.methods : undefined;
      if (methods) {
        reply.code(204).headers(preflightHeaders(methods, allowed, header(request, 'access-control-request-headers') ?? undefined, options.sandbox)).send();
        return;
      }
    }
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    // Answers produced before the onRequest hooks ran (e.g. a malformed URL) still get the headers.
    if (!reply.hasHeader('X-Request-Id')) reply.header('X-Request-Id', request.id);
    if (!reply.hasHeader('Access-Control-Allow-Origin')) reply.header('Access-Control-Allow-Origin', '*');
    done(null, payload);
  });
}

export default fp(cors, { name: 'orbit-cors', fastify: '5.x' });
