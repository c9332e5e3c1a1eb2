// Replicas behind nginx (mock-server/deploy/), worlds in memory: three reference servers and Debian's
// nginx (installed by `scripts/bootstrap deploy`), all on loopback, nginx with the configuration the
// archive ships (mock-server/deploy/nginx-config.ts) but this test's ports. Which replica holds a world
// is read from the replicas themselves (each world's faults and request log), never guessed. The same
// replicas on the shared store: shared-store.test.ts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReference, type RunningServer } from '../../../scripts/lib/servers.ts';
import { EXAMPLE, EXAMPLE_FILE, nginxConfig } from '../../deploy/nginx-config.ts';
import { NGINX, startNginx, type RunningNginx } from '../../deploy/start-nginx.ts';

const WORLDS = Array.from({ length: 24 }, (_, i) => `qa-team-${i + 1}`);
const replicas: RunningServer[] = [];
let nginx: RunningNginx | undefined;
let front = '';

const headers = (world?: string, json = false): Record<string, string> => ({ ...(world ? { 'Orbit-Sandbox': world } : {}), ...(json ? { 'content-type': 'application/json' } : {}) });

/** Marks a world through nginx: a fault queued far in the future (times 99 on a path never called) and one API request. */
async function mark(world: string): Promise<void> {
  const fault = await fetch(`${front}/__sandbox/faults`, { method: 'POST', headers: headers(world, true), body: JSON.stringify({ path: `/api/never/${world}`, status: 503, times: 99 }) });
  expect(fault.status).toBe(201);
  expect((await fetch(`${front}/api/user/packages`, { headers: headers(world) })).status).toBe(200);
}

/** The replicas (by index) whose copy of `world` holds its mark. */
async function holders(world: string): Promise<number[]> {
  const found: number[] = [];
  for (const [i, r] of replicas.entries()) {
    if (!r) continue;
    const faults = await (await fetch(`${r.url}/__sandbox/faults`, { headers: headers(world) })).json();
    if (faults.items?.some((f: { path?: string }) => f.path === `/api/never/${world}`)) found.push(i);
  }
  return found;
}

beforeAll(async () => {
  replicas.push(...(await Promise.all([startReference(), startReference(), startReference()])));
  nginx = await startNginx({ replicas: replicas.map((r) => `127.0.0.1:${r.port}`) });
  front = nginx.url;
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(replicas.map((r) => r?.stop()));
});

describe('reference server replicas behind nginx', () => {
  it('the shipped example is what nginx-config.ts writes', () => {
    expect(readFileSync(EXAMPLE_FILE, 'utf8')).toBe(nginxConfig(EXAMPLE));
    const prefix = mkdtempSync(join(tmpdir(), 'orbit-nginx-check-'));
    try {
      const check = spawnSync(NGINX, ['-t', '-p', prefix, '-c', EXAMPLE_FILE], { encoding: 'utf8' });
      expect(check.stderr).toContain('syntax is ok');
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });

  it('routes every request of a world, sandbox routes included, to one replica, and spreads the worlds', async () => {
    for (const world of WORLDS) await mark(world);
    const placement = new Map<string, number>();
    for (const world of WORLDS) {
      const found = await holders(world);
      expect(found, world).toHaveLength(1);
      placement.set(world, found[0]!);
      // The API request of the world went to the replica that holds its sandbox state.
      const log = await (await fetch(`${replicas[found[0]!]!.url}/__sandbox/requests?operation_id=listPackages`, { headers: headers(world) })).json();
      expect(log.items, world).toHaveLength(1);
    }
    const perReplica = [0, 1, 2].map((i) => [...placement.values()].filter((p) => p === i).length);
    expect(perReplica.every((n) => n > 0), `worlds per replica: ${perReplica.join(', ')}`).toBe(true);
  });

  it('sends every request without the header to one replica: the default world is one more world on the ring', async () => {
    for (const r of replicas) await fetch(`${r.url}/__sandbox/requests`, { method: 'DELETE' });
    for (let i = 0; i < 6; i++) expect((await fetch(`${front}/api/user/packages`)).status).toBe(200);
    const counts = await Promise.all(replicas.map(async (r) => (await (await fetch(`${r.url}/__sandbox/requests?operation_id=listPackages`)).json()).items.length));
    expect(counts.sort()).toEqual([0, 0, 6]);
  });

  it('a replica that stops moves only its own worlds, which start fresh; the others keep theirs', async () => {
    const before = new Map<string, number>();
    for (const world of WORLDS) before.set(world, (await holders(world))[0]!);
    const stopped = 1;
    await replicas[stopped]!.stop();
    const gone = replicas[stopped]!;
    (replicas as (RunningServer | undefined)[])[stopped] = undefined;
    try {
      for (const world of WORLDS) {
        // Through nginx: the world's faults as the replica serving it now sees them.
        const answer = await fetch(`${front}/__sandbox/faults`, { headers: headers(world) });
        expect(answer.status, world).toBe(200);
        const marked = (await answer.json()).items.some((f: { path?: string }) => f.path === `/api/never/${world}`);
        expect(marked, `${world} was on replica ${before.get(world)}`).toBe(before.get(world) !== stopped);
      }
    } finally {
      (replicas as (RunningServer | undefined)[])[stopped] = gone;
    }
  });
});
