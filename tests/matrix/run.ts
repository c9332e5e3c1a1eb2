// `npm run test:matrix`: every scenario of tests/scenarios through every SDK on every runtime,
// against the Prism mock (scenarios marked `mock`) and against the reference server behind
// `prism proxy <contract> <reference> --errors` (every scenario).
//
// Layout: one Prism mock, and a pool of reference+proxy pairs (MATRIX_PAIRS, default 2); each runner
// process (one SDK on one runtime for one target) runs all its scenarios in order and resets its
// reference server (POST /__sandbox/reset) before each scenario, so a pair is used by one runner at a
// time. A small loopback tap in front of every Prism records each answer's `sl-violations` header and
// Prism's own problem+json answers, attributed to the scenario step through the `X-Matrix-Step`
// header every runner sends. The run fails on any failed step, any runner that printed no result,
// and any contract violation a step did not declare (`allowViolations`).
//
//   npx tsx tests/matrix/run.ts [--scenario name,...] [--runtime id,...] [--target mock|reference] [--validate]
// Runtime ids: ts-node20, php7.4, php8.2, py3.8, py3.11, go. Env: MATRIX_PAIRS (2), MATRIX_CONCURRENCY (3).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { BIN, ROOT } from '../../scripts/lib/paths.ts';
import { runCaptured, withoutOrbitEnv } from '../../scripts/lib/processes.ts';
import { freePort, startPrism, startProcess, type RunningServer } from '../../scripts/lib/servers.ts';
import { operationIndex } from './operations.ts';
import { loadScenarios, type LoadedScenario, type Target } from './scenarios.ts';

const started = Date.now();
const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1]?.split(',') : undefined;
};
const CACHE = join(ROOT, '.cache');
const JOB_TIMEOUT_MS = Number(process.env.MATRIX_JOB_TIMEOUT_MS ?? 180_000);
const PAIRS = Math.max(1, Number(process.env.MATRIX_PAIRS ?? 2));
const CONCURRENCY = Math.max(1, Number(process.env.MATRIX_CONCURRENCY ?? 3));
const log = (message: string) => process.stderr.write(`matrix: ${message}\n`);

interface Runtime {
  id: string;
  sdk: string;
  label: string;
  command: () => [string, string[]];
  env?: Record<string, string>;
}

const tmp = mkdtempSync(join(tmpdir(), 'orbit-matrix-'));
const goBinary = join(tmp, 'go-runner');
const RUNTIMES: Runtime[] = [
  { id: 'ts-node20', sdk: 'typescript', label: `typescript node${process.versions.node.split('.')[0]}`, command: () => [join(BIN, 'tsx'), ['tests/matrix/runners/typescript/runner.ts']] },
  { id: 'php7.4', sdk: 'php', label: 'php 7.4', command: () => [join(CACHE, 'bin', 'php7.4'), ['tests/matrix/runners/php/runner.php']] },
  { id: 'php8.2', sdk: 'php', label: 'php 8.2', command: () => [join(CACHE, 'bin', 'php8.2'), ['tests/matrix/runners/php/runner.php']] },
  { id: 'py3.8', sdk: 'python', label: 'python 3.8', command: () => [join(CACHE, 'venv', 'py3.8', 'bin', 'python'), ['tests/matrix/runners/python/runner.py']], env: { PYTHONPATH: join(ROOT, 'sdks', 'python'), PYTHONDONTWRITEBYTECODE: '1' } },
  { id: 'py3.11', sdk: 'python', label: 'python 3.11', command: () => [join(CACHE, 'venv', 'py3.11', 'bin', 'python'), ['tests/matrix/runners/python/runner.py']], env: { PYTHONPATH: join(ROOT, 'sdks', 'python'), PYTHONDONTWRITEBYTECODE: '1' } },
  { id: 'go', sdk: 'go', label: 'go', command: () => [goBinary, []] },
];

// ---- processes ----
interface Exit { code: number | null; stdout: string; stderr: string; timedOut: boolean }
async function run(command: string, args: string[], { env = {}, cwd = ROOT, timeoutMs = JOB_TIMEOUT_MS } = {}): Promise<Exit> {
  const r = await runCaptured(command, args, { cwd, env: withoutOrbitEnv(env), timeoutMs });
  return r.error
    ? { code: -1, stdout: r.stdout, stderr: r.stderr + String(r.error), timedOut: r.timedOut }
    : { code: r.code, stdout: r.stdout, stderr: r.stderr, timedOut: r.timedOut };
}

// ---- the violation tap ----
interface Violation { stepId: string; status: number; kind: 'security' | 'other'; detail: string }
interface Tap { url: string; violations: Violation[]; server: Server }

function classify(detail: string, status: number, problemType?: string): 'security' | 'other' {
  if (problemType?.endsWith('#UNAUTHORIZED')) return 'security';
  try {
    const list = JSON.parse(detail);
    if (Array.isArray(list) && list.length > 0 && list.every((v: any) => v?.code === 401 || /security/i.test(String(v?.message)))) return 'security';
  } catch { /* not JSON */ }
  return status === 401 && /security/i.test(detail) ? 'security' : 'other';
}

async function startTap(upstream: string): Promise<Tap> {
  const target = new URL(upstream);
  const violations: Violation[] = [];
  const server = createServer((req, res) => {
    const stepId = String(req.headers['x-matrix-step'] ?? '(no X-Matrix-Step header)');
    const forward = httpRequest(
      { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer: IncomingMessage) => {
        const status = answer.statusCode ?? 0;
        const sl = answer.headers['sl-violations'];
        if (sl) violations.push({ stepId, status, kind: classify(String(sl), status), detail: `${req.method} ${req.url} -> ${status}: sl-violations ${sl}` });
        // Prism's own answer (a refused request, or a response violation under --errors); reported
        // once per answer: when it also carries sl-violations, that entry already names the problem.
        const problem = String(answer.headers['content-type'] ?? '').includes('problem+json');
        res.writeHead(status, answer.headers);
        if (!problem) {
          answer.pipe(res);
          return;
        }
        let body = '';
        answer.on('data', (c) => (body += c));
        answer.on('end', () => {
          let type: string | undefined;
          try { type = JSON.parse(body).type; } catch { /* keep the text */ }
          if (!sl) violations.push({ stepId, status, kind: classify(body, status, type), detail: `${req.method} ${req.url} -> ${status}: Prism answered ${body.slice(0, 600)}` });
          res.end(body);
        });
      },
    );
    forward.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`matrix tap: upstream error ${error.message}`);
    });
    req.pipe(forward);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, violations, server };
}

// ---- servers ----
interface Pair { reference: RunningServer; proxy: RunningServer; tap: Tap; busy: boolean }

async function startReference(): Promise<RunningServer> {
  return startProcess(join(BIN, 'tsx'), ['mock-server/reference/src/main.ts'], {
    port: await freePort(),
    env: { LOG_LEVEL: 'warn' },
    probePath: '/api/user/packages',
  });
}

async function startPair(): Promise<Pair> {
  const reference = await startReference();
  const proxy = await startPrism({ upstream: reference.url, errors: true });
  return { reference, proxy, tap: await startTap(proxy.url), busy: false };
}

// ---- main ----
const index = operationIndex();
const opsFile = join(tmp, 'operations.json');
writeFileSync(opsFile, JSON.stringify(index));
const { scenarios: all, problems } = loadScenarios(index);
if (problems.length) {
  console.error(`matrix: invalid scenario files:\n  ${problems.join('\n  ')}`);
  rmSync(tmp, { recursive: true, force: true });
  process.exit(1);
}
if (argv.includes('--validate')) {
  console.log(`matrix: ${all.length} scenario files valid (tests/scenarios/scenario.schema.json and the contract)`);
  rmSync(tmp, { recursive: true, force: true });
  process.exit(0);
}
const onlyScenarios = option('scenario');
const scenarios = all.filter((s) => !onlyScenarios || onlyScenarios.includes(s.scenario.name));
const runtimes = RUNTIMES.filter((r) => !option('runtime') || option('runtime')!.includes(r.id));
const targets = (['mock', 'reference'] as Target[]).filter((t) => !option('target') || option('target')!.includes(t));
log(`${scenarios.length} scenarios × ${runtimes.length} runtimes × ${targets.join('+')}; ${PAIRS} reference+proxy pair(s), ${CONCURRENCY} runners at a time`);

let mock: RunningServer | undefined;
let mockTap: Tap | undefined;
const pairs: Pair[] = [];
const setupErrors: string[] = [];
let goBuildError: string | undefined;

async function setup() {
  const tasks: Promise<unknown>[] = [];
  if (targets.includes('mock')) tasks.push(startPrism().then(async (m) => ((mock = m), (mockTap = await startTap(m.url)))));
  if (targets.includes('reference')) for (let i = 0; i < PAIRS; i++) tasks.push(startPair().then((p) => pairs.push(p)));
  if (runtimes.some((r) => r.sdk === 'go')) {
    // A build failure fails the Go cells (each with the compiler's message), not the whole run.
    tasks.push(run('go', ['build', '-o', goBinary, '.'], { cwd: join(ROOT, 'tests', 'matrix', 'runners', 'go'), timeoutMs: 300_000 }).then((r) => {
      if (r.code !== 0) goBuildError = `go build of the Go runner failed: ${(r.stdout + r.stderr).trim().slice(0, 1500)}`;
    }));
  }
  const results = await Promise.allSettled(tasks);
  for (const r of results) if (r.status === 'rejected') setupErrors.push(String((r.reason as Error)?.message ?? r.reason));
}

interface ScenarioResult { scenario: string; ok: boolean; failures: string[]; steps?: number; ms?: number }
interface JobResult { runtime: Runtime; target: Target; results: Map<string, ScenarioResult>; ms: number; note?: string }

async function acquirePair(): Promise<Pair> {
  for (;;) {
    const free = pairs.find((p) => !p.busy);
    if (free) {
      free.busy = true;
      return free;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function runJob(runtime: Runtime, target: Target, list: LoadedScenario[]): Promise<JobResult> {
  const t0 = Date.now();
  const jobId = `${runtime.id}@${target}`;
  const results = new Map<string, ScenarioResult>();
  if (runtime.sdk === 'go' && goBuildError) {
    for (const s of list) results.set(s.scenario.name, { scenario: s.scenario.name, ok: false, failures: [goBuildError] });
    return { runtime, target, results, ms: 0 };
  }
  const pair = target === 'reference' ? await acquirePair() : undefined;
  try {
    const base = target === 'mock' ? mockTap!.url : pair!.tap.url;
    const [command, prefix] = runtime.command();
    const args = [...prefix, '--base-url', base, '--target', target, '--operations', opsFile, '--job', jobId];
    if (pair) args.push('--sandbox-url', pair.reference.url);
    args.push(...list.map((s) => relative(ROOT, s.file)));
    const exit = await run(command, args, { env: runtime.env });
    for (const line of exit.stdout.split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const r = JSON.parse(line) as ScenarioResult;
        if (typeof r.scenario === 'string') results.set(r.scenario, r);
      } catch { /* not a result line */ }
    }
    const why = exit.timedOut ? `timed out after ${JOB_TIMEOUT_MS} ms` : `exit ${exit.code}`;
    for (const s of list) {
      if (!results.has(s.scenario.name)) {
        results.set(s.scenario.name, { scenario: s.scenario.name, ok: false, failures: [`the runner printed no result (${why}): ${(exit.stderr || exit.stdout).trim().split('\n').slice(-8).join(' | ').slice(0, 1200)}`] });
      }
    }
    if (exit.code !== 0 && [...results.values()].every((r) => r.ok)) {
      results.set('(runner)', { scenario: '(runner)', ok: false, failures: [`the runner exited with ${why}: ${exit.stderr.slice(-800)}`] });
    }
    return { runtime, target, results, ms: Date.now() - t0 };
  } finally {
    if (pair) pair.busy = false;
  }
}

async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, async () => {
    while (next < tasks.length) {
      const i = next++;
      out[i] = await tasks[i]!();
    }
  }));
  return out;
}

let exitCode = 0;
const jobs: JobResult[] = [];
try {
  await setup();
  log(`servers up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (setupErrors.length) throw new Error(setupErrors.join('\n'));
  const tasks: (() => Promise<JobResult>)[] = [];
  // Reference runners first (they wait for a pair); mock runners fill the remaining slots.
  for (const target of [...targets].reverse()) {
    for (const runtime of runtimes) {
      const list = scenarios.filter((s) => s.scenario.targets.includes(target));
      if (list.length) tasks.push(() => runJob(runtime, target, list));
    }
  }
  jobs.push(...(await pool(tasks, CONCURRENCY)));
} catch (error) {
  console.error(`matrix: ${(error as Error).message}`);
  exitCode = 1;
}

// ---- violations, attributed to steps ----
const stepOf = new Map<string, { allow: string[] }>();
for (const { scenario } of scenarios) scenario.steps.forEach((step, i) => stepOf.set(`${scenario.name}|${i}`, { allow: step.allowViolations ?? [] }));
const unexpected: Violation[] = [];
let tolerated = 0;
for (const tap of [mockTap, ...pairs.map((p) => p.tap)]) {
  for (const v of tap?.violations ?? []) {
    const [, scenario, step] = v.stepId.split('|');
    const allowed = stepOf.get(`${scenario}|${step}`)?.allow ?? [];
    if (allowed.includes(v.kind)) tolerated++;
    else unexpected.push(v);
  }
}

// ---- the table ----
const cols = runtimes;
const nameWidth = Math.max(8, ...scenarios.map((s) => s.scenario.name.length));
const colWidth = Math.max(...cols.map((c) => c.label.length)) + 2;
const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - s.length));
const lines: string[] = [];
lines.push(`${pad('scenario', nameWidth)}  ${pad('target', 10)}${cols.map((c) => pad(c.label, colWidth)).join('')}`);
lines.push('-'.repeat(nameWidth + 12 + cols.length * colWidth));
let passed = 0;
let failed = 0;
const failures: string[] = [];
for (const { scenario } of scenarios) {
  for (const target of targets) {
    const cells = cols.map((runtime) => {
      if (!scenario.targets.includes(target)) return '-';
      const job = jobs.find((j) => j.runtime.id === runtime.id && j.target === target);
      const r = job?.results.get(scenario.name);
      if (!r) {
        failed++;
        return 'not run';
      }
      const bad = unexpected.some((v) => v.stepId.startsWith(`${runtime.id}@${target}|${scenario.name}|`));
      if (r.ok && !bad) {
        passed++;
        return 'pass';
      }
      failed++;
      for (const f of r.failures) failures.push(`${scenario.name} [${runtime.label} @ ${target}] ${f}`);
      if (bad) failures.push(`${scenario.name} [${runtime.label} @ ${target}] contract violation (see below)`);
      return 'FAIL';
    });
    lines.push(`${pad(scenario.name, nameWidth)}  ${pad(target, 10)}${cells.map((c) => pad(c, colWidth)).join('')}`);
  }
}
for (const job of jobs) {
  const extra = job.results.get('(runner)');
  if (extra) {
    failed++;
    failures.push(`[${job.runtime.label} @ ${job.target}] ${extra.failures.join('; ')}`);
  }
}
console.log(`\n${lines.join('\n')}\n`);
if (failures.length) console.log(`Failures:\n  ${failures.join('\n  ')}\n`);
if (unexpected.length) {
  console.log(`Contract violations reported by Prism (${unexpected.length}):`);
  for (const v of unexpected) console.log(`  [${v.stepId}] ${v.detail}`);
  console.log('');
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`matrix: ${passed} passed, ${failed} failed; ${unexpected.length} contract violation(s)${tolerated ? ` (+${tolerated} declared by steps)` : ''}; ${jobs.length} runner processes; ${seconds} s`);
for (const job of jobs) log(`${job.runtime.label} @ ${job.target}: ${(job.ms / 1000).toFixed(1)} s`);
if (failed || unexpected.length || setupErrors.length) exitCode = 1;

// ---- teardown ----
await Promise.allSettled([
  mock?.stop(),
  ...pairs.flatMap((p) => [p.proxy.stop(), p.reference.stop()]),
  ...[mockTap, ...pairs.map((p) => p.tap)].map((t) => t && new Promise<void>((r) => { t.server.closeAllConnections?.(); t.server.close(() => r()); })),
]);
rmSync(tmp, { recursive: true, force: true });
process.exit(exitCode);
