// Mixed load through nginx in front of two reference-server replicas against the same load on one
// replica directly (issue 22, mock-server/deploy/): the throughput ratio of scaling out by world on
// this machine. Each side gets its own worlds (Orbit-Sandbox), each world its own login, and the load is
// the bench's mix round robin over those worlds, so nginx spreads them over both replicas by the
// shipped configuration (mock-server/deploy/nginx-config.ts) at this run's ports.
import autocannon, { type Request as LoadRequest, type Result as LoadResult } from 'autocannon';
import { startNginx, type RunningNginx } from '../../mock-server/deploy/start-nginx.ts';
import { DEMO_DEVELOPER, DEMO_PASSWORD, DEMO_USER } from '../../mock-server/reference/src/store.ts';
import { startServer, type BenchServer } from './proc.ts';

/** Worlds of each side of a row measured with mixFor(). */
export const WORLDS = 16;

export interface ReplicasFigure {
  nginx: LoadResult;
  direct: LoadResult;
  /** How many of the nginx side's worlds each replica holds. */
  spread: number[];
}

/** The bench's mix for one world, its token made on the server that will answer it. */
async function worldMix(base: string, world: string): Promise<LoadRequest[]> {
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Orbit-Sandbox': world },
    body: JSON.stringify({ account: DEMO_USER.phone, password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login in world ${world}: ${login.status} ${await login.text()}`);
  const { access_token } = (await login.json()) as { access_token: string };
  const w = { 'Orbit-Sandbox': world };
  const user = { ...w, authorization: `Bearer ${access_token}` };
  const developer = { ...w, authorization: `Bearer ${DEMO_DEVELOPER.apiKey}`, 'content-type': 'application/json' };
  return [
    { method: 'GET', path: '/api/user/packages', headers: w },
    { method: 'GET', path: '/api/user/orders?limit=20', headers: user },
    { method: 'GET', path: '/api/user/distribution', headers: user },
    { method: 'GET', path: '/api/ai/router?action=models', headers: w },
    { method: 'POST', path: '/api/v1/chat/completions', headers: developer, body: JSON.stringify({ prompt: 'Write a haiku about tea.', max_tokens: 32 }) },
  ];
}

/** The bench's mix over WORLDS worlds named `<prefix>-<n>`, round robin. */
export async function mixFor(base: string, prefix: string): Promise<LoadRequest[]> {
  const mixes = await Promise.all(Array.from({ length: WORLDS }, (_, i) => worldMix(base, `${prefix}-${i + 1}`)));
  return mixes.flat();
}

export function load(url: string, seconds: number, connections: number, requests: LoadRequest[]): Promise<LoadResult> {
  return autocannon({ url, duration: seconds, connections, pipelining: 1, timeout: 10, requests });
}

export async function measureReplicas(cwd: string, seconds: number, connections: number): Promise<ReplicasFigure> {
  const env = { LOG_LEVEL: 'warn', ORBIT_RATE_LIMIT: '1000000000' };
  const start = () => startServer(process.execPath, ['--import', 'tsx', 'mock-server/reference/src/main.ts'], { cwd, env, probePath: '/api/user/packages' });
  const replicas: BenchServer[] = [];
  let nginx: RunningNginx | undefined;
  try {
    replicas.push(await start(), await start());
    // Two nginx workers: one per core, as `worker_processes auto` would choose here.
    nginx = await startNginx({ replicas: replicas.map((r) => `127.0.0.1:${r.port}`), workers: 2 });
    const front = nginx.url;
    const throughNginx = await mixFor(front, 'bench-nginx');
    // Which replica holds each world of the nginx side: its login is in that replica's request log (read
    // before the load, which pushes it out of the bounded log).
    const spread = await Promise.all(
      replicas.map(async (r) => {
        let held = 0;
        for (let i = 1; i <= WORLDS; i++) {
          const log = (await (await fetch(`${r.url}/__sandbox/requests?operation_id=userLogin`, { headers: { 'Orbit-Sandbox': `bench-nginx-${i}` } })).json()) as { items: unknown[] };
          if (log.items.length > 0) held++;
        }
        return held;
      }),
    );
    await load(front, 1, connections, throughNginx);
    const nginxResult = await load(front, seconds, connections, throughNginx);
    const direct = await mixFor(replicas[0]!.url, 'bench-direct');
    await load(replicas[0]!.url, 1, connections, direct);
    const directResult = await load(replicas[0]!.url, seconds, connections, direct);
    return { nginx: nginxResult, direct: directResult, spread };
  } finally {
    await nginx?.stop();
    for (const r of replicas) await r.stop();
  }
}
