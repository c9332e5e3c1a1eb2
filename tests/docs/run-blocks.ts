// Runs classified blocks lane by lane against the reference server (docs/sdk-design.md §7): one server per
// lane, the blocks of a lane one after another, at most two lanes at once. Before every run of a block the
// server's default world is reset and the demo buyer logs in; the block gets ORBIT_BASE_URL (and, for the
// testing kits' worlds, the same address as ORBIT_SANDBOX_URL), ORBIT_ACCESS_TOKEN (that login) and
// ORBIT_API_KEY (the demo developer's key) and must exit 0.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCaptured } from '../../scripts/lib/processes.ts';
import { startReference, type RunningServer } from '../../scripts/lib/servers.ts';
import { DEMO_DEVELOPER, DEMO_PASSWORD, DEMO_USER } from '../../mock-server/reference/src/store.ts';
import type { DocBlock } from './blocks.ts';
import type { Lane } from './classify.ts';
import { prepareLane, type Execution } from './runners.ts';

export interface BlockResult {
  block: DocBlock;
  lane: Lane;
  passed: boolean;
  /** For a failure: which run failed, its exit and its output. */
  detail?: string;
}

export interface LaneReport {
  lane: Lane;
  runtime: string;
  results: BlockResult[];
  seconds: number;
}

/** Order in which lanes start (the slowest first, so two workers finish close together). */
const START_ORDER: Lane[] = ['go', 'ts', 'python', 'php', 'sh'];
/** A block that runs this long is hung (a hang detector, not a time budget: the blocks take seconds). */
const HANG_MS = 180_000;
const SHOWN = 6000;

/** The environment of a block: the caller's, without anything that would point a runtime elsewhere. */
function blockEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(ORBIT_|PYTHON|VIRTUAL_ENV$|NODE_OPTIONS$|NODE_PATH$|npm_|GO[A-Z0-9]*$|CGO_|COMPOSER|PHP_INI_SCAN_DIR$|PHPRC$)/.test(key)) env[key] = value;
  }
  return { ...env, ...extra };
}

/** The default world back to the seed, then the demo buyer's login token. */
async function resetAndLogin(server: RunningServer): Promise<string> {
  const reset = await fetch(`${server.url}/__sandbox/reset`, { method: 'POST' });
  if (!reset.ok) throw new Error(`POST /__sandbox/reset answered ${reset.status}: ${await reset.text()}`);
  const login = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: DEMO_USER.phone, password: DEMO_PASSWORD }),
  });
  const body = (await login.json()) as { access_token?: string };
  if (!login.ok || !body.access_token) throw new Error(`the demo buyer's login answered ${login.status}: ${JSON.stringify(body)}`);
  return body.access_token;
}

const clip = (text: string) => (text.length > SHOWN ? `… (${text.length - SHOWN} characters before)\n${text.slice(-SHOWN)}` : text);

async function runExecution(server: RunningServer, run: Execution): Promise<string | undefined> {
  if ('failure' in run) return `${run.label}: ${run.failure}`;
  const token = await resetAndLogin(server);
  // ORBIT_SANDBOX_URL: the testing kits' worlds run on the lane's server too.
  const env = blockEnvironment({ ORBIT_BASE_URL: server.url, ORBIT_SANDBOX_URL: server.url, ORBIT_ACCESS_TOKEN: token, ORBIT_API_KEY: DEMO_DEVELOPER.apiKey, ...run.env });
  const r = await runCaptured(run.command, run.args, { cwd: run.cwd, env, timeoutMs: HANG_MS });
  if (r.code === 0 && !r.error) return undefined;
  const exit = r.error ? `could not start: ${r.error.message}` : r.timedOut ? `no exit after ${HANG_MS / 1000} s (killed)` : `exit ${r.code ?? r.signal}`;
  return `${run.label}: ${exit}\n--- stdout\n${clip(r.stdout)}\n--- stderr\n${clip(r.stderr)}`.trimEnd();
}

async function runLane(lane: Lane, blocks: DocBlock[]): Promise<LaneReport> {
  const started = performance.now();
  const work = mkdtempSync(join(tmpdir(), `orbit-docs-${lane}-`));
  let server: RunningServer | undefined;
  try {
    let prepared;
    let running: RunningServer;
    try {
      // The server starts while the lane prepares (a Go build takes a while).
      const starting = startReference();
      const preparing = prepareLane(lane, work, blocks);
      const [serverStart, laneReady] = await Promise.allSettled([starting, preparing]);
      if (serverStart.status === 'rejected') throw serverStart.reason;
      running = server = serverStart.value;
      if (laneReady.status === 'rejected') throw laneReady.reason;
      prepared = laneReady.value;
    } catch (error) {
      const detail = `the ${lane} lane could not start: ${(error as Error).message}`;
      return { lane, runtime: '-', results: blocks.map((block) => ({ block, lane, passed: false, detail })), seconds: (performance.now() - started) / 1000 };
    }
    const results: BlockResult[] = [];
    for (const [index, block] of blocks.entries()) {
      const failures: string[] = [];
      for (const run of prepared.executions(block, index)) {
        const failure = await runExecution(running, run);
        if (failure) failures.push(failure);
      }
      results.push({ block, lane, passed: !failures.length, ...(failures.length ? { detail: failures.join('\n') } : {}) });
    }
    return { lane, runtime: prepared.runtime, results, seconds: (performance.now() - started) / 1000 };
  } finally {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Runs every lane's blocks (at most `concurrency` lanes at once); reports in lane order. */
export async function runLanes(byLane: Map<Lane, DocBlock[]>, { concurrency = 2, onLane }: { concurrency?: number; onLane?: (report: LaneReport) => void } = {}): Promise<LaneReport[]> {
  const queue = START_ORDER.filter((lane) => byLane.get(lane)?.length);
  const reports: LaneReport[] = [];
  const worker = async () => {
    for (let lane = queue.shift(); lane; lane = queue.shift()) {
      const report = await runLane(lane, byLane.get(lane)!);
      onLane?.(report);
      reports.push(report);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return reports;
}
