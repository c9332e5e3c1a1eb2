// JSON bodies: checked (UTF-8 without BOM, charset, nesting depth, duplicate keys; mock-server/shared/json-body.ts),
// then parsed with Fastify's own safe parser (prototype-poisoning protection), while the exact
// request text is kept as `request.rawBody` for signature checks (notify_chatpay signs the raw body).
// An empty, malformed or refused body answers 400 invalid_json; other media types and charsets
// 400 invalid_parameter; a body over BODY_LIMIT 400 request_too_large (plugins/errors.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLimits } from '../../../../openapi/lib/contract.ts';
import { ApiError } from '../errors.ts';
import { decodeUtf8, structuralProblem } from '../../../shared/json-body.ts';

/** The contract's x-request-limits body_bytes. */
export const BODY_LIMIT = requestLimits().body_bytes;

/** Deepest nesting of objects and arrays a request body may have (the contract's x-request-limits). */
export const MAX_JSON_DEPTH = requestLimits().json_depth;

const invalidJson = (message: string) => new ApiError(400, 'invalid_json', message);

async function body(app: FastifyInstance): Promise<void> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Only JSON: a text/plain body would skip the contract's (JSON-keyed) body validation.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (request, raw, done) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(String(request.headers['content-type'] ?? ''))?.[1];
    if (charset && charset.toLowerCase() !== 'utf-8' && charset.toLowerCase() !== 'utf8') {
      return done(new ApiError(400, 'invalid_parameter', `Unsupported charset ${charset.slice(0, 40)}; send UTF-8`, 'Content-Type'), undefined);
    }
    const decoded = decodeUtf8(raw as Buffer);
    if ('problem' in decoded) return done(invalidJson(decoded.problem.message), undefined);
    const text = decoded.text;
    request.rawBody = text;
    if (text.trim() === '') return done(invalidJson('The request body is empty; send a JSON object'), undefined);
    const problem = structuralProblem(text, { maxDepth: MAX_JSON_DEPTH });
    if (problem) return done(new ApiError(400, problem.code, problem.message, problem.param), undefined);
    parseJson(request, text, (error, value) => {
      if (error) return done(invalidJson('The request body is not valid JSON'), undefined);
      done(null, value);
    });
  });
}

export default fp(body, { name: 'orbit-body', fastify: '5.x' });
