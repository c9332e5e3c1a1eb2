// JSON bodies: checked (UTF-8 without BOM, charset, nesting depth, duplicate keys; mock-server/shared/json-body.ts),
// then parsed with Fastify's own safe parser (prototype-poisoning protection), while the exact
// request text is kept as `request.rawBody` for signature checks (notify_chatpay signs the raw body).
// An empty, malformed or refused body answers 400 invalid_json; other media types and charsets
// 400 invalid_parameter; a body over BODY_LIMIT 400 request_too_large (plugins/errors.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Json, requestLimits } from '../../../../openapi/lib/contract.ts';
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
    // No body at all is no body, whatever Content-Type says (a DELETE sent with the header and nothing
    // after it): an operation whose body is required refuses that in its own hook (routes.ts).
    if ((raw as Buffer).length === 0) return done(null, undefined);
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

/**
 * The media types a document names that no parser here takes (its answers' `text/event-stream`,
 * `audio/wav` …): a request body of one of them is refused like any other unsupported Content-Type
 * (400 invalid_parameter), by a parser of its own, so the route builder finds every media type it reads
 * in the document parsed and has nothing to warn about.
 */
export function refuseUnparsedMediaTypes(app: FastifyInstance, document: Json): void {
  const types = new Set<string>();
  const collect = (node: Json): void => {
    if (!node || typeof node !== 'object') return;
    if (node.content && typeof node.content === 'object') for (const type of Object.keys(node.content)) types.add(type);
    for (const value of Object.values(node)) collect(value);
  };
  collect(document.paths);
  collect(document.components?.responses);
  collect(document.components?.requestBodies);
  for (const type of types) {
    if (app.hasContentTypeParser(type)) continue;
    app.addContentTypeParser(type, (_request, _payload, done) => done(new ApiError(400, 'invalid_parameter', 'Unsupported Content-Type; send application/json', 'Content-Type'), undefined));
  }
}

export default fp(body, { name: 'orbit-body', fastify: '5.x' });
