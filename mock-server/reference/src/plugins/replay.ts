// Replays a world's recordings (src/recordings.ts; sandbox.openapi.yaml, WorldRecording): an API request that
// matches one (method, path, query and JSON body after redaction) gets the recorded answer (its status, headers,
// body or events) instead of the world's own; any other request goes on as usual. It acts in the last onRequest
// hook of the root, after the world, the request log, rate limits, the answer mode and faults, so a
// replayed request is logged and can be faulted like any other, and before the route's authentication: a
// recording is matched without its credentials (they were redacted), and the world knows none of them.
// The body is read here only when a recording has the request's method, path and query; it is then handed
// to Fastify's body parser unchanged (preParsing), so a request no recording matches is read as usual.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ctxOf } from '../context.ts';
import { isSandbox, pathOf } from '../paths.ts';
import { candidates, type Recording, takeRecording } from '../recordings.ts';
import { BODY_LIMIT } from './body.ts';

/** Headers of the recorded answer Node frames itself. */
const FRAMING = new Set(['content-length', 'transfer-encoding', 'connection']);

/** Up to `limit` bytes of the request's body: whole (`rest` undefined), or what was read and the stream to read on. */
function readBody(raw: FastifyRequest['raw'], limit: number): Promise<{ bytes: Buffer; rest?: Readable }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size <= limit) return;
      raw.pause();
      raw.off('data', onData).off('end', onEnd).off('error', reject);
      resolve({ bytes: Buffer.concat(chunks), rest: raw });
    };
    const onEnd = () => resolve({ bytes: Buffer.concat(chunks) });
    raw.on('data', onData).once('end', onEnd).once('error', reject);
  });
}

/** The recorded answer's payload: its events, its JSON body, or the bytes of another media type. */
function payloadOf(recording: Recording, type: string): string | Buffer {
  if (recording.events) return recording.events.map((data) => `data: ${data}\n\n`).join('');
  if (recording.body === undefined) return '';
  return /[/+]json\b/i.test(type) ? JSON.stringify(recording.body) : Buffer.from(String(recording.body), 'base64');
}

function send(reply: FastifyReply, recording: Recording): FastifyReply {
  let type = '';
  for (const [name, value] of Object.entries(recording.headers ?? {})) {
    if (FRAMING.has(name.toLowerCase())) continue;
    if (name.toLowerCase() === 'content-type') type = value;
    reply.header(name, value);
  }
  if (!type) reply.header('Content-Type', (type = recording.events ? 'text/event-stream' : 'application/json; charset=utf-8'));
  return reply.code(recording.status).send(payloadOf(recording, type));
}

async function replay(app: FastifyInstance): Promise<void> {
  /** The bytes read to match a request no recording answered, for the body parser. */
  const read = new WeakMap<FastifyRequest, { bytes: Buffer; rest?: Readable }>();

  /** Reads the body and sends the recording it matches; whether it sent one. */
  async function replayed(request: FastifyRequest, reply: FastifyReply, list: Recording[]): Promise<boolean> {
    const body = await readBody(request.raw, BODY_LIMIT);
    read.set(request, body);
    if (body.rest) return false; // over the limit: no recording holds such a body
    let parsed: unknown;
    if (body.bytes.length > 0) {
      try {
        parsed = JSON.parse(body.bytes.toString('utf8'));
      } catch {
        return false; // not JSON: the body plugin answers it as usual
      }
    }
    const recording = takeRecording(list, parsed);
    if (recording) send(reply, recording);
    return Boolean(recording);
  }

  // Callback-style, not async (docs/performance.md): a request no recording could match goes on at once.
  app.addHook('onRequest', (request, reply, done) => {
    if (isSandbox(request) || !request.routeOptions.config?.operationId) return done();
    const url = request.url;
    const list = candidates(ctxOf(request), request.method, pathOf(url), url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
    if (!list.length) return done();
    replayed(request, reply, list).then((sent) => (sent ? undefined : done()), done);
  });

  app.addHook('preParsing', async (request, _reply, payload) => {
    const body = read.get(request);
    if (!body) return payload;
    const rest = body.rest;
    return Readable.from(
      (async function* () {
        yield body.bytes;
        if (rest) yield* rest;
      })(),
      { objectMode: false },
    );
  });
}

export default fp(replay, { name: 'orbit-replay', fastify: '5.x', dependencies: ['orbit-worlds', 'orbit-faults'] });
