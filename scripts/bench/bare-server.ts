// The baseline server of the bench: one bare Fastify route, GET /api/user/packages, answering the
// fixed JSON bytes in $BENCH_BODY_FILE (the reference server's own answer, captured by the bench).
// No hooks, no validation, no logging. Listens on 127.0.0.1:$PORT until SIGTERM.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BENCH_BODY_FILE ?? '', null);
const app = Fastify({ logger: false });
app.get('/api/user/packages', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
