// Idempotency-Key on the money-moving POSTs (the contract's operations that declare the header).
// The first answer for (user, key) is kept 24 hours; the same key with the same request replays it
// with `Idempotent-Replayed: true` and moves no money again; the same key with another request is
// refused (409 idempotency_key_reused), and while the first is still running (409 idempotency_key_in_use).
// Server errors and 429s are not kept, so a retry after them runs again.
import type { FastifyReply, FastifyRequest, onResponseAsyncHookHandler, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { ctxOf, userOf } from '../context.ts';
import { conflict } from '../errors.ts';
import { canonicalJson, sha256 } from '../ids.ts';

const storeKey = (request: FastifyRequest, key: string) => `${userOf(request).id}\u0000${key}`;

/** What "the same request" means: same operation, query and body (key order ignored). */
function fingerprintSource(request: FastifyRequest): string {
  const op = request.routeOptions.config.operationId;
  try {
    return canonicalJson({ op, query: request.query, body: request.body });
  } catch {
    // Absurdly deep bodies (allowed inside open objects) fall back to the exact bytes.
    return `${op}\n${JSON.stringify(request.query)}\n${request.rawBody ?? ''}`;
  }
}

export const idempotencyPreHandler: preHandlerAsyncHookHandler = async function (request: FastifyRequest, reply: FastifyReply) {
  reply.header('Idempotent-Replayed', 'false');
  const header = request.headers['idempotency-key'];
  if (typeof header !== 'string') return;
  const { store, clock } = ctxOf(request);
  const id = storeKey(request, header);
  const fingerprint = sha256(fingerprintSource(request));
  const existing = store.idempotency.get(id);
  if (existing && existing.createdAt >= clock.now() - 24 * 3600_000) {
    if (existing.fingerprint !== fingerprint) {
      throw conflict('idempotency_key_reused', 'This Idempotency-Key was used with a different request body');
    }
    if (existing.state === 'running') throw conflict('idempotency_key_in_use', 'A request with this Idempotency-Key is still in progress');
    let payload = existing.payload ?? '';
    if (existing.status! >= 400) payload = payload.replace(/"request_id":"req_[0-9A-Za-z]+"/, `"request_id":"${request.id}"`);
    reply.header('Idempotent-Replayed', 'true');
    reply.code(existing.status!).type(existing.contentType ?? 'application/json; charset=utf-8').send(payload);
    return reply;
  }
  store.idempotency.set(id, { fingerprint, state: 'running', createdAt: clock.now() });
  request.idempotencyKey = id;
};

export const idempotencyOnSend: onSendAsyncHookHandler = async function (request, reply, payload) {
  const id = request.idempotencyKey;
  if (!id) return payload;
  const { store } = ctxOf(request);
  const record = store.idempotency.get(id);
  if (record && record.state === 'running') {
    if (reply.statusCode >= 500 || reply.statusCode === 429 || typeof payload !== 'string') {
      store.idempotency.delete(id);
    } else {
      // The plain answer: a replay is rewritten again for its own answer mode (plugins/next-minor.ts).
      const plain = typeof request.plainPayload === 'string' ? request.plainPayload : payload;
      Object.assign(record, { state: 'done', status: reply.statusCode, payload: plain, contentType: String(reply.getHeader('content-type') ?? '') });
    }
  }
  return payload;
};

/** If the answer never got sent (client gone), free the key so a retry can run. */
export const idempotencyOnResponse: onResponseAsyncHookHandler = async function (request) {
  const id = request.idempotencyKey;
  if (!id) return;
  const { store } = ctxOf(request);
  if (store.idempotency.get(id)?.state === 'running') store.idempotency.delete(id);
};
