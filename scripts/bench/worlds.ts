// The memory cost of sandbox worlds (issue 15): the reference server as a process, one world
// touched, then `count` worlds in all, each created from the seed by an API request carrying its own
// `Orbit-Sandbox` header and then left idle; the figure is the growth of the server's RSS
// (/proc/<pid>/status VmRSS) from one world to `count`. Target: at most 256 MiB for 1,000.
// `npx tsx scripts/bench/worlds.ts` measures this checkout alone; `npm run bench` prints it in its table.
import { fileURLToPath } from 'node:url';
import { rssKiB, startServer } from './proc.ts';
import { ROOT } from '../lib/paths.ts';

export interface WorldsFigure {
  worlds: number;
  /** RSS with one world touched, and with `worlds` worlds touched (KiB). */
  oneKiB: number;
  manyKiB: number;
  seconds: number;
}

const CONCURRENCY = 8;

export async function measureWorlds(cwd: string, count = 1000): Promise<WorldsFigure> {
  const server = await startServer(process.execPath, ['--import', 'tsx', 'mock-server/reference/src/main.ts'], {
    cwd,
    // The default cap is 1000 worlds; room for the measured ones whatever it becomes.
    env: { LOG_LEVEL: 'warn', ORBIT_RATE_LIMIT: '1000000000', ORBIT_SANDBOX_WORLDS: String(count) },
    probePath: '/api/user/packages',
  });
  try {
    const touch = async (i: number) => {
      const res = await fetch(`${server.url}/api/user/packages`, { headers: { 'Orbit-Sandbox': `bench-${i}` }, signal: AbortSignal.timeout(30_000) });
      if (res.status !== 200) throw new Error(`world bench-${i}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    await touch(0);
    const oneKiB = rssKiB(server.pid);
    const started = performance.now();
    for (let next = 1; next < count; next += CONCURRENCY) {
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, count - next) }, (_, j) => touch(next + j)));
    }
    const seconds = (performance.now() - started) / 1000;
    return { worlds: count, oneKiB, manyKiB: rssKiB(server.pid), seconds };
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figure = await measureWorlds(ROOT);
  const mib = (kib: number) => (kib / 1024).toFixed(1);
  console.log(`${figure.worlds.toLocaleString('en-US')} idle worlds: +${mib(figure.manyKiB - figure.oneKiB)} MiB RSS over one (${mib(figure.oneKiB)} → ${mib(figure.manyKiB)} MiB; created in ${figure.seconds.toFixed(1)} s)`);
}
