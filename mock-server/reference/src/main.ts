// `npm run reference`: the reference server on 127.0.0.1:$PORT (default 4020), seeded, with the sandbox.
// Beyond loopback the sandbox needs a deployment key (sandbox-key.ts); SIGTERM drains (drain.ts); ORBIT_STORE
// puts the worlds in a shared store (shared-store.ts), which must answer before the server starts.
import { buildApp } from './app.ts';
import { drainBoundMs, drainWithin, trackInFlight } from './drain.ts';
import { sandboxKeyFor } from './sandbox-key.ts';
import { readSeeds, SEED_ENV, type Seeds } from './seeds.ts';
import { STORE_ENV, storeSpec, type StoreSpec } from './shared-store.ts';
import { DEMO_DEVELOPER, DEMO_PASSWORD, DEMO_USER } from './store.ts';

const port = Number(process.env.PORT ?? 4020);
const host = process.env.HOST ?? '127.0.0.1';
const sandbox = process.env.ORBIT_SANDBOX !== '0';
const keyed = sandbox ? sandboxKeyFor(host, process.env) : {};
if ('refuse' in keyed) {
  console.error(`Orbit reference server: not started: ${keyed.refuse}`);
  process.exit(2);
}
let seeds: Seeds | undefined;
let store: StoreSpec;
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  seeds = process.env[SEED_ENV] ? readSeeds(process.env[SEED_ENV]) : undefined;
  store = storeSpec(process.env[STORE_ENV]);
  app = await buildApp({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, sandbox, sandboxKey: keyed.key, seeds, store });
} catch (error) {
  console.error(`Orbit reference server: not started: ${(error as Error).message}`);
  process.exit(2);
}
const inflight = trackInFlight(app.server);
await app.listen({ port, host });
app.log.info(
  `Orbit reference server on http://${host}:${port} (demo user ${DEMO_USER.phone} / ${DEMO_PASSWORD}; demo API key ${DEMO_DEVELOPER.apiKey}; ` +
    (sandbox ? `sandbox under /__sandbox/${keyed.key ? ', deployment key required' : ''}` : 'sandbox off') +
    (seeds ? `; ${seeds.worlds.size + (seeds.defaultWorld ? 1 : 0)} seeded world(s)` : '') +
    (store.kind === 'redis' ? `; worlds in the store at ${new URL(store.url).host})` : '; worlds in memory)'),
);

let closing = false;
const shutdown = async (signal: NodeJS.Signals) => {
  if (closing) return;
  closing = true;
  const boundMs = drainBoundMs(process.env);
  app.log.info(`${signal}: draining ${inflight.count()} request(s) in flight, at most ${boundMs / 1000} s`);
  const left = await drainWithin(inflight, boundMs);
  if (left > 0) app.log.warn(`drain bound reached: ${left} request(s) cut`);
  else app.log.info('drained');
  await app.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
