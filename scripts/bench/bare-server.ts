// The baseline server of the bench: a bare Fastify route, GET /api/user/packages, answering the
// fixed JSON bytes in $BENCH_BODY_FILE (the reference server's own answer, captured by the bench), and
// GET /v1/models answering the same items as a model list for the peer SDKs.
// No hooks, no validation, no logging. Listens on 127.0.0.1:$PORT until SIGTERM.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BENCH_BODY_FILE ?? '', null);
// The peer SDKs' rows (issue 22): the same items as an OpenAI-style model list, the shape openai-node,
// openai-python and openai-go decode from GET /v1/models, about as many bytes as the package list.
const packages = (JSON.parse(body.toString('utf8')) as { items: Record<string, unknown>[] }).items;
const models = Buffer.from(
  JSON.stringify({ object: 'list', data: packages.map((p, i) => ({ id: p.id, object: 'model', created: 1_790_000_000 + i, owned_by: 'orbit', ...p })) }),
);
const app = Fastify({ logger: false });
app.get('/api/user/packages', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
app.get('/v1/models', (_request, reply) => {
  reply.header('content-type', 'application/json').send(models);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
