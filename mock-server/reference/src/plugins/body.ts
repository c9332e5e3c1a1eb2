// JSON bodies: parsed with Fastify's own safe parser (prototype-poisoning protection), while the exact
// request bytes are kept as `request.rawBody` for signature checks (notify_chatpay signs the raw body).
// An empty or malformed body answers 400 invalid_json; other media types 400 invalid_parameter.
import type { FastifyInstance } from 'fastify';
import { appWide } from '../context.ts';
import { ApiError } from '../errors.ts';

const BODY_LIMIT = 8 * 1024 * 1024;

async function body(app: FastifyInstance): Promise<void> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Only JSON: a text/plain body would skip the contract's (JSON-keyed) body validation.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (request, raw, done) => {
    const text = raw as string;
    request.rawBody = text;
    if (text.trim() === '') return done(new ApiError(400, 'invalid_json', 'The request body is empty; send a JSON object'), undefined);
    parseJson(request, text, (error, value) => {
      if (error) return done(new ApiError(400, 'invalid_json', 'The request body is not valid JSON'), undefined);
      done(null, value);
    });
  });
}

export default appWide(body, 'orbit-body');
