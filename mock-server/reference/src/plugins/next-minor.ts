// Rewrites API answers of requests in the next-minor answer mode (src/next-minor.ts): JSON bodies,
// error bodies included, and each event of a server-sent event stream. Sandbox answers stay as they
// are. The plain answer is kept on the request, so an idempotent replay is rewritten per its own mode.
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { answerSchema, nextMinor } from '../next-minor.ts';
import { isSandbox } from '../paths.ts';

type Schema = Parameters<typeof nextMinor>[1];

/** Rewrites each `data:` event of a text/event-stream (events end with a blank line). */
function rewriteEvents(schema: Schema): Transform {
  let pending = '';
  const rewrite = (event: string) => {
    const data = /^data: (.*)$/s.exec(event)?.[1];
    if (data === undefined || data === '[DONE]') return event;
    try {
      return `data: ${JSON.stringify(nextMinor(JSON.parse(data), schema))}`;
    } catch {
      return event;
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending += chunk.toString('utf8');
      const events = pending.split('\n\n');
      pending = events.pop()!;
      done(null, events.map((e) => `${rewrite(e)}\n\n`).join(''));
    },
    flush(done) {
      done(null, pending === '' ? '' : rewrite(pending));
    },
  });
}

async function nextMinorAnswers(app: FastifyInstance): Promise<void> {
  // Callback-style (not async): most answers pass through untouched, and an async hook would cost each
  // of them a promise and a microtask turn.
  app.addHook('onSend', (request, reply, payload, done) => done(null, rewritten(request, reply, payload)));
}

/** The answer as the request's answer mode wants it (next-minor: rewritten; otherwise as it is). */
function rewritten(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (request.answerMode !== 'next-minor' || isSandbox(request)) return payload;
  const mediaType = String(reply.getHeader('content-type') ?? '').split(';')[0]!.trim();
  const schema = answerSchema(request.routeOptions.config?.operationId, reply.statusCode, mediaType);
  if (!schema) return payload;
  if (mediaType.includes('json') && typeof payload === 'string') {
    request.plainPayload = payload;
    try {
      return JSON.stringify(nextMinor(JSON.parse(payload), schema));
    } catch {
      return payload;
    }
  }
  if (mediaType === 'text/event-stream' && payload && typeof (payload as NodeJS.ReadableStream).pipe === 'function') {
    return (payload as NodeJS.ReadableStream).pipe(rewriteEvents(schema));
  }
  return payload;
}

export default fp(nextMinorAnswers, { name: 'orbit-next-minor', fastify: '5.x' });
