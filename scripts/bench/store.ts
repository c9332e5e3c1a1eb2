// The shared store's cost (ORBIT_STORE, mock-server/deploy/README.md): the bench's mixed load over 16
// worlds on one reference server whose worlds live in Redis (Debian's redis-server on loopback, as
// startRedis() runs it: the append-only file synced every second)
// against the same load on one whose worlds live in memory; the same mix, one side after the other,
// each after a second of warm-up. Every request of the store side takes its world's lock in Redis and
// writes what it changed before its answer leaves; the figure is that cost as a throughput ratio.
// `npx tsx scripts/bench/store.ts` measures this checkout alone; `npm run bench` prints it in its table.
import type { Result as LoadResult } from 'autocannon';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../lib/paths.ts';
import { startRedis, type RunningRedis } from '../lib/servers.ts';
import { startServer, type BenchServer } from './proc.ts';
import { load, mixFor } from './replicas.ts';

export interface StoreFigure {
  memory: LoadResult;
  store: LoadResult;
}

export async function measureStore(cwd: string, seconds: number, connections: number): Promise<StoreFigure> {
  const env = { LOG_LEVEL: 'warn', ORBIT_RATE_LIMIT: '1000000000' };
  const start = (extra: Record<string, string> = {}) =>
    startServer(process.execPath, ['--import', 'tsx', 'mock-server/reference/src/main.ts'], { cwd, env: { ...env, ...extra }, probePath: '/api/user/packages' });
  const servers: BenchServer[] = [];
  let redis: RunningRedis | undefined;
  const side = async (server: BenchServer, prefix: string) => {
    const mix = await mixFor(server.url, prefix);
    await load(server.url, 1, connections, mix);
    return load(server.url, seconds, connections, mix);
  };
  try {
    redis = await startRedis();
    const memory = await start();
    servers.push(memory);
    const memoryResult = await side(memory, 'bench-memory');
    await memory.stop();
    const stored = await start({ ORBIT_STORE: redis.url });
    servers.push(stored);
    const storeResult = await side(stored, 'bench-store');
    return { memory: memoryResult, store: storeResult };
  } finally {
    for (const s of servers) await s.stop();
    await redis?.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figure = await measureStore(ROOT, 10, 4);
  const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
  const failures = (r: LoadResult) => r.non2xx + r.errors + r.timeouts;
  console.log(
    `shared store / in memory: ×${(figure.store.requests.average / figure.memory.requests.average).toFixed(2)}; ${fmt(figure.store.requests.average)} vs ${fmt(figure.memory.requests.average)} req/s; ` +
      `p50 ${figure.store.latency.p50} vs ${figure.memory.latency.p50} ms, p99 ${figure.store.latency.p99} vs ${figure.memory.latency.p99} ms; non-2xx/errors/timeouts ${failures(figure.store)} / ${failures(figure.memory)}`,
  );
}
