// `npm run reference`: the reference server on 127.0.0.1:$PORT (default 4020), seeded, with the sandbox.
import { buildApp } from './app.ts';
import { DEMO_DEVELOPER, DEMO_PASSWORD, DEMO_USER } from './store.ts';

const port = Number(process.env.PORT ?? 4020);
const host = process.env.HOST ?? '127.0.0.1';
const app = await buildApp({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, sandbox: process.env.ORBIT_SANDBOX !== '0' });
await app.listen({ port, host });
app.log.info(`Orbit reference server on http://${host}:${port} (demo user ${DEMO_USER.phone} / ${DEMO_PASSWORD}; demo API key ${DEMO_DEVELOPER.apiKey}; sandbox under /__sandbox/)`);

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
