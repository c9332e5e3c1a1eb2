// `npm run test:matrix`: every scenario of tests/scenarios through every SDK driver on every runtime,
// against the Prism mock (scenarios marked `mock`; its front has the faults and request-log sandbox) and the reference server (every scenario, in normal
// and in next-minor mode), one cell (scenario × runtime × target × mode) per driver process and per
// sandbox world, cells concurrently; one ordered report table with the wall time.
//
//   npx tsx tests/matrix/run.ts [--scenario a,b] [--runtime ts-node20,...] [--target mock,reference]
//       [--mode normal,next-minor] [--concurrency N] [--sequential | --compare] [--reference-url URL] [--base-url URL]
//       [--store memory|redis] [--report DIR] [--validate]
//
// See tests/matrix/README.md for the servers, the concurrency bound, next-minor mode and --base-url.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSdkModel } from '../../generators/model/index.ts';
import { isAlive } from '../../scripts/lib/processes.ts';
import { startPrism, startRedis, startReference, type RunningServer } from '../../scripts/lib/servers.ts';
import { runCell, type Cell, type CellEnvironment, type CellResult, type CellTarget, type Mode } from './cell.ts';
import { environmentGivens, GIVEN_ENV, ruleVariables, SEEDED_GIVENS } from './givens.ts';
import { enumTypes, operationIndex } from './operations.ts';
import { ForwardProxy } from './proxy.ts';
import { prepare, runtimes as allRuntimes, type Runtime } from './runtimes.ts';
import { SandboxClient } from './sandbox.ts';
import { loadScenarios, type LoadedScenario } from './scenarios.ts';
import { startTap, type Tap, type Violation } from './tap.ts';
import { Coverage, mockShortfall, startRecorder, summaryLines, writeCoverage } from './coverage.ts';

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const list = (name: string) => option(name)?.split(',').filter(Boolean);
const log = (message: string) => process.stderr.write(`matrix: ${message}\n`);

/**
 * A cell uses a CPU about a fifth of its time (measured: 406 cells, ~150 CPU seconds of drivers, servers
 * and orchestrator in ~750 cell-seconds); the rest it waits on the servers, Prism and the parity
 * scenarios' retry waits. So 5 cells per core keep the cores busy: 5 × the available cores, at least 2,
 * at most 16. MATRIX_CONCURRENCY or --concurrency overrides it.
 */
export const concurrencyBound = (cores = availableParallelism()) => Math.min(16, Math.max(2, 8 * cores));

const model = loadSdkModel();
const index = operationIndex(model);
const { scenarios: all, problems } = loadScenarios(model, index);
if (problems.length) {
  console.error(`matrix: invalid scenario files:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
if (flag('validate')) {
  console.log(`matrix: ${all.length} scenario files valid (tests/scenarios/scenario.schema.json and the SDK model)`);
  process.exit(0);
}

const externalUrl = option('base-url');
const sharedReference = option('reference-url');
// Where the reference server the matrix starts keeps its worlds (ORBIT_STORE): in memory, or in a Redis
// started for the run, so every scenario proves the SDKs' behaviour on the shared store's code path too.
const store = option('store') ?? 'memory';
if (store !== 'memory' && store !== 'redis') {
  console.error(`matrix: --store takes memory or redis, not ${store}`);
  process.exit(2);
}
const onlyScenarios = list('scenario');
const unknownScenario = onlyScenarios?.find((n) => !all.some((s) => s.scenario.name === n));
const tmp = mkdtempSync(join(tmpdir(), 'orbit-matrix-'));
const runtimes = allRuntimes(tmp).filter((r) => !list('runtime') || list('runtime')!.includes(r.id));
const unknownRuntime = list('runtime')?.find((id) => !allRuntimes(tmp).some((r) => r.id === id));
if (unknownScenario || unknownRuntime) {
  console.error(`matrix: unknown ${unknownScenario ? `scenario ${unknownScenario}` : `runtime ${unknownRuntime} (known: ${allRuntimes(tmp).map((r) => r.id).join(', ')})`}`);
  rmSync(tmp, { recursive: true, force: true });
  process.exit(2);
}
const scenarios = all.filter((s) => !onlyScenarios || onlyScenarios.includes(s.scenario.name));
const targets: CellTarget[] = externalUrl ? ['external'] : (['mock', 'reference'] as CellTarget[]).filter((t) => !list('target') || list('target')!.includes(t));
const modes: Mode[] = externalUrl ? ['normal'] : (['normal', 'next-minor'] as Mode[]).filter((m) => !list('mode') || list('mode')!.includes(m));
const concurrency = Math.max(1, Number(option('concurrency') ?? process.env.MATRIX_CONCURRENCY ?? concurrencyBound()));
// The contract-coverage report (coverage.ts): every cell's requests; `--report DIR` writes it.
const coverage = new Coverage(model);
const reportDir = option('report');
let recorder: Awaited<ReturnType<typeof startRecorder>> | undefined;

/** The rows of the report, in order: a target and a mode (next-minor only on the reference server). */
const rows: { target: CellTarget; mode: Mode; label: string }[] = [];
for (const target of targets) {
  for (const mode of modes) {
    if (mode === 'next-minor' && target !== 'reference') continue;
    rows.push({ target, mode, label: mode === 'next-minor' ? 'reference next-minor' : target === 'external' ? 'base-url' : target });
  }
}
const applies = (s: LoadedScenario, target: CellTarget) => target === 'external' || s.scenario.targets.includes(target);

function cellsFor(phase: string): Cell[] {
  const cells: Cell[] = [];
  for (const s of scenarios) {
    for (const row of rows) {
      if (!applies(s, row.target)) continue;
      for (const runtime of runtimes) {
        if (s.scenario.floorOnly && !runtime.floor) continue;
        cells.push({ id: `${phase}${cells.length + 1}`, scenario: s, runtime, target: row.target, mode: row.mode });
      }
    }
  }
  return cells;
}

// ---- servers ----
interface Servers {
  mock?: RunningServer;
  mockTap?: Tap;
  /** The reference server all reference cells use: started by the matrix, or `--reference-url`. */
  referenceUrl?: string;
  reference?: RunningServer;
  /** The reference server's store with `--store redis`. */
  redis?: RunningServer;
  proxy?: RunningServer;
  referenceTap?: Tap;
  /** The forward proxy of the proxy scenarios (HTTP_PROXY in their drivers' environment). */
  forward?: ForwardProxy;
}
const servers: Servers = {};

async function startServers(): Promise<void> {
  const tasks: Promise<unknown>[] = [];
  if (scenarios.some((s) => s.scenario.proxy)) {
    const forward = new ForwardProxy();
    tasks.push(forward.start().then(() => void (servers.forward = forward)));
  }
  if (targets.includes('mock')) tasks.push(startPrism().then(async (m) => ((servers.mock = m), (servers.mockTap = await startTap(m.url)))));
  if (targets.includes('reference')) {
    tasks.push(
      (async () => {
        if (sharedReference) servers.referenceUrl = sharedReference.replace(/\/+$/, '');
        else {
          if (store === 'redis') servers.redis = await startRedis();
          servers.reference = await startReference(servers.redis ? { env: { ORBIT_STORE: servers.redis.url } } : {});
          servers.referenceUrl = servers.reference.url;
        }
        if (modes.includes('normal')) {
          servers.proxy = await startPrism({ upstream: servers.referenceUrl });
          servers.referenceTap = await startTap(servers.proxy.url);
        }
      })(),
    );
  }
  await Promise.all(tasks);
}

/** CPU ticks a process and its descendants used so far (Linux /proc; tsx runs the server in a child). */
function cpuTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return Number(fields[11]) + Number(fields[12]) + children.reduce((sum, child) => sum + cpuTicks(child), 0);
  } catch {
    return 0;
  }
}
const cpuSeconds = (pid: number) => `${(cpuTicks(pid) / 100).toFixed(1)} s`;

/** A server process that died during the run, with its last output (Prism has crashed on odd input). */
function died(name: string, server: RunningServer | undefined): string | undefined {
  if (!server || isAlive(server.pid)) return undefined;
  return `${name} (pid ${server.pid}) exited during the run; its last output: ${server.output().trim().split('\n').slice(-15).join(' | ').slice(0, 3000)}`;
}

async function stopServers(): Promise<void> {
  for (const [name, server] of [['reference server', servers.reference], ['prism proxy', servers.proxy], ['prism mock', servers.mock], ['redis-server', servers.redis]] as const) {
    const why = died(name, server);
    if (why) {
      console.error(`matrix: ${why}`);
      exitCode = 1;
    }
  }
  // The mock's front answers 503 when it cannot reach Prism (Prism died and is restarted, or a forward
  // failed); the cells that met it failed with that 503, and this says why.
  const trouble = (servers.mock?.output() ?? '').split('\n').filter((line) => /exited \(code|forwarding .* failed/.test(line));
  if (trouble.length) log(`the Prism mock's front could not reach Prism: ${trouble.slice(0, 10).join(' | ').slice(0, 3000)}`);
  const cpu = [['reference', servers.reference], ['prism proxy', servers.proxy], ['prism mock', servers.mock]] as const;
  log(`CPU used: ${cpu.filter(([, s]) => s).map(([name, s]) => `${name} ${cpuSeconds(s!.pid)}`).concat(`matrix ${(process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6).toFixed(1)} s`).join(', ')}`);
  await Promise.allSettled([servers.mock?.stop(), servers.proxy?.stop(), servers.reference?.stop(), servers.mockTap?.close(), servers.referenceTap?.close(), servers.forward?.stop(), recorder?.close()]);
  await servers.redis?.stop();
}

/**
 * Where a cell's SDK calls go. Mock cells go through the tap before the mock's front, and normal-mode
 * reference cells through the tap and `prism proxy` (contract checking), except scenarios that queue
 * faults, on both targets: their answers are deliberately outside the contract (an HTTP-date
 * Retry-After, retry-after-ms, hangs, dropped connections), which the proxy would rewrite and the tap
 * would turn into its own 502 (a dropped connection). Next-minor cells go to the reference server directly: their unknown enum values and fields
 * are deliberate, and the same scenario's normal cells have checked its traffic against the contract.
 */
function baseUrl(cell: Cell): string {
  if (cell.target === 'external') return recorder!.url;
  if (cell.target === 'mock') return cell.scenario.injectsFaults ? servers.mock!.url : servers.mockTap!.url;
  if (cell.mode === 'next-minor' || cell.scenario.injectsFaults) return servers.referenceUrl!;
  return servers.referenceTap!.url;
}

/**
 * A known enum value → the substitutes that stand for it in next-minor answers: `GET /__sandbox/mode`
 * lists every multi-value enum of the contract (inline ones too) with its values and its substitute.
 */
async function substitutesTable(prefix: string): Promise<Map<string, Set<string>>> {
  const answer = await new SandboxClient(servers.referenceUrl!, `${prefix}-mode`).mode();
  const out = new Map<string, Set<string>>();
  for (const row of Array.isArray(answer?.substitutes) ? answer.substitutes : []) {
    if (typeof row?.substitute !== 'string' || !Array.isArray(row.values)) continue;
    for (const value of row.values) {
      if (!out.has(String(value))) out.set(String(value), new Set());
      out.get(String(value))!.add(row.substitute);
    }
  }
  const unknown = enumTypes(model).filter((e) => !e.values.every((v) => out.has(v)));
  if (out.size === 0 || unknown.length) {
    throw new Error(`GET /__sandbox/mode has no substitute for ${unknown.map((e) => e.name).join(', ') || 'any enum'}: ${JSON.stringify(answer).slice(0, 300)}`);
  }
  return out;
}

/** Runs `work` on every item, at most `limit` at a time, in the items' order of start. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

interface Phase {
  name: string;
  runtimeProblems: Map<string, string>;
  concurrency: number;
  results: CellResult[];
  seconds: number;
}

async function runPhase(name: string, limit: number, base: Omit<CellEnvironment, 'worldPrefix' | 'substitutes'>): Promise<Phase> {
  const started = Date.now();
  const worldPrefix = `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${name[0]}`;
  const cells = cellsFor(name[0]!);
  let substitutes: Map<string, Set<string>> | undefined;
  let modeProblem: string | undefined;
  if (cells.some((c) => c.mode === 'next-minor')) {
    try {
      substitutes = await substitutesTable(worldPrefix);
    } catch (error) {
      modeProblem = `next-minor mode unavailable on the reference server: ${(error as Error).message}`;
    }
  }
  const env: CellEnvironment = { ...base, worldPrefix, substitutes };
  // Cells with retry waits first, so the long ones do not trail at the end.
  const order = [...cells].sort((a, b) => Number(b.scenario.injectsFaults) - Number(a.scenario.injectsFaults));
  let finished = 0;
  const byId = new Map<string, CellResult>();
  await pool(order, limit, async (cell) => {
    const skip = skipReason(cell);
    const result: CellResult =
      cell.mode === 'next-minor' && modeProblem
        ? { cell, status: 'fail', failures: [modeProblem], ms: 0 }
        : skip
          ? { cell, status: 'skip', failures: [], reason: skip, ms: 0 }
          : await runCell(cell, env);
    byId.set(cell.id, result);
    if (result.ms > 0) {
      if (cell.target === 'external') coverage.add(cell, result, recorder!.exchanges.get(cell.id) ?? []);
      else await coverage.collect(cell, result, cell.target === 'mock' ? servers.mock!.url : servers.referenceUrl!, `${worldPrefix}-${cell.id}`);
    }
    finished++;
    if (finished % 50 === 0) log(`${name}: ${finished}/${cells.length} cells`);
  });
  const ran = [...byId.values()].filter((r) => r.ms > 0);
  const busy = ran.reduce((sum, r) => sum + r.ms, 0) / 1000;
  const slowest = [...ran].sort((a, b) => b.ms - a.ms).slice(0, 5).map((r) => `${r.cell.scenario.scenario.name} ${r.cell.runtime.id}${r.cell.mode === 'next-minor' ? ' next-minor' : ''} ${(r.ms / 1000).toFixed(1)} s`);
  const cpu = runtimes.map((r) => {
    const own = ran.filter((x) => x.cell.runtime === r && x.driverCpu !== undefined);
    const total = own.reduce((sum, x) => sum + x.driverCpu!, 0);
    return `${r.id} ${total.toFixed(1)} s (${own.length ? (total / own.length).toFixed(2) : '-'} s/cell)`;
  });
  log(`${name}: driver CPU ${cpu.join(', ')}`);
  log(`${name}: cells busy ${busy.toFixed(1)} s in ${((Date.now() - started) / 1000).toFixed(1)} s of wall time; slowest: ${slowest.join(', ')}`);
  return { name, runtimeProblems: base.runtimeProblems, concurrency: limit, results: cells.map((c) => byId.get(c.id)!), seconds: (Date.now() - started) / 1000 };
}

const externalGivens = externalUrl ? environmentGivens() : {};
function skipReason(cell: Cell): string | undefined {
  if (cell.scenario.scenario.proxy && cell.runtime.noEnvironmentProxy) return `takes no proxy from the environment: ${cell.runtime.noEnvironmentProxy}`;
  if (cell.scenario.scenario.proxy && cell.target === 'external') return 'the proxy scenarios address the local test servers through the matrix\'s own proxy';
  if (cell.target !== 'external') return undefined;
  if (cell.scenario.scenario.mockOnly) return `runs on the mock alone: ${cell.scenario.scenario.mockOnly}`;
  if (cell.scenario.needsSandbox) return `needs a test server's sandbox (the reference server's or the mock's): ${cell.scenario.needsSandbox}`;
  const missing = cell.scenario.givens.filter((g) => !(g in externalGivens));
  if (missing.length) return `needs credentials from the environment: ${missing.map((g) => GIVEN_ENV[g]).join(', ')}`;
  return undefined;
}

// ---- the report ----
function report(phase: Phase, violations: Violation[]): { failed: number; table: string[]; details: string[] } {
  const cellOf = new Map(phase.results.map((r) => [r.cell.id, r]));
  const unexpected: Violation[] = [];
  let tolerated = 0;
  for (const v of violations) {
    const [cellId, step] = v.stepId.split('|');
    const result = cellOf.get(cellId!);
    if (!result) continue;
    const allow = result.cell.scenario.scenario.steps[Number(step)]?.allowViolations ?? [];
    if (allow.includes(v.kind)) tolerated++;
    else unexpected.push(v);
  }
  const violating = new Set(unexpected.map((v) => v.stepId.split('|')[0]));
  const nameWidth = Math.max(8, ...scenarios.map((s) => s.scenario.name.length));
  const targetWidth = Math.max(...rows.map((r) => r.label.length)) + 2;
  const colWidth = Math.max(...runtimes.map((c) => c.label.length)) + 2;
  const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - s.length));
  const lines: string[] = [];
  lines.push(`${pad('scenario', nameWidth)}  ${pad('target', targetWidth)}${runtimes.map((c) => pad(c.label, colWidth)).join('')}`);
  lines.push('-'.repeat(nameWidth + 2 + targetWidth + runtimes.length * colWidth));
  const failures: string[] = [];
  const runtimeDown = new Map(runtimes.filter((r) => phase.runtimeProblems.has(r.id)).map((r) => [r.id, phase.runtimeProblems.get(r.id)!]));
  for (const [id, why] of runtimeDown) failures.push(`[${id}] every cell fails: ${why}`);
  const skips = new Map<string, string>();
  const perRuntime = new Map<string, { pass: number; fail: number; skip: number }>(runtimes.map((r) => [r.id, { pass: 0, fail: 0, skip: 0 }]));
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const s of scenarios) {
    for (const row of rows) {
      const cells = runtimes.map((runtime) => {
        if (!applies(s, row.target)) return '-';
        const r = phase.results.find((x) => x.cell.scenario === s && x.cell.runtime === runtime && x.cell.target === row.target && x.cell.mode === row.mode);
        const counts = perRuntime.get(runtime.id)!;
        if (!r) return '-';
        const where = `${s.scenario.name} [${runtime.label} @ ${row.label}]`;
        if (r.status === 'skip') {
          skipped++;
          counts.skip++;
          skips.set(`${s.scenario.name} @ ${row.label}`, r.reason!);
          return 'skip';
        }
        const bad = violating.has(r.cell.id);
        if (r.status === 'pass' && !bad) {
          passed++;
          counts.pass++;
          return 'pass';
        }
        failed++;
        counts.fail++;
        // A runtime that cannot run at all is reported once, below the table, not once per cell.
        if (!runtimeDown.has(runtime.id)) for (const f of r.failures) failures.push(`${where} ${f}`);
        if (bad) failures.push(`${where} contract violation (see below)`);
        return 'FAIL';
      });
      if (cells.every((c) => c === '-')) continue;
      lines.push(`${pad(s.scenario.name, nameWidth)}  ${pad(row.label, targetWidth)}${cells.map((c) => pad(c, colWidth)).join('')}`);
    }
  }
  const details: string[] = [];
  const hellos = runtimes.map((r) => {
    const hello = phase.results.find((x) => x.cell.runtime === r && x.hello)?.hello;
    return `${r.id} ${hello ? `${hello.sdk} ${hello.version} on ${hello.runtime}` : '(no driver answered hello)'}`;
  });
  details.push(`drivers: ${hellos.join('; ')}`);
  details.push(`per runtime: ${runtimes.map((r) => `${r.id} ${perRuntime.get(r.id)!.pass}/${perRuntime.get(r.id)!.pass + perRuntime.get(r.id)!.fail}`).join(', ')}`);
  if (skips.size) details.push('', 'Skipped:', ...[...skips].map(([k, v]) => `  ${k}: ${v}`));
  if (failures.length) details.push('', 'Failures:', ...failures.map((f) => `  ${f}`));
  if (unexpected.length) {
    details.push('', `Contract violations reported by Prism (${unexpected.length}):`);
    for (const v of unexpected) {
      const r = cellOf.get(v.stepId.split('|')[0]!);
      details.push(`  [${r ? `${r.cell.scenario.scenario.name} ${r.cell.runtime.id} step ${Number(v.stepId.split('|')[1]) + 1}` : v.stepId}] ${v.detail}`);
    }
  }
  details.push(
    '',
    `matrix (${phase.name}): ${passed} passed, ${failed} failed, ${skipped} skipped; ${unexpected.length} contract violation(s)${tolerated ? ` (+${tolerated} declared by steps)` : ''}; ` +
      `${phase.results.length} cells, ${phase.concurrency} at a time; wall time ${phase.seconds.toFixed(1)} s`,
  );
  return { failed: failed + unexpected.length, table: lines, details };
}

// ---- main ----
let exitCode = 0;
const started = Date.now();
try {
  const sequential = flag('sequential');
  const compare = flag('compare');
  log(
    `${scenarios.length} scenarios × ${runtimes.length} runtimes × ${rows.map((r) => r.label).join(' + ')}` +
      `${externalUrl ? ` (${externalUrl})` : ''}; ${sequential ? 'sequential' : `${concurrency} cells at a time (${availableParallelism()} cores)`}`,
  );
  const [runtimeProblems] = await Promise.all([prepare(runtimes, tmp), externalUrl ? startRecorder(externalUrl, coverage).then((r) => void (recorder = r)) : startServers()]);
  for (const [id, why] of runtimeProblems) log(`${id}: ${why}`);
  log(`drivers and servers ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const base = {
    rules: model.runtime,
    version: model.version,
    index,
    baseUrl,
    sandboxUrls: { mock: servers.mock?.url, reference: servers.referenceUrl },
    proxy: servers.forward,
    givens: externalUrl ? externalGivens : SEEDED_GIVENS,
    ruleVariables: ruleVariables(model.runtime),
    runtimeProblems,
  };
  const phases: Phase[] = [];
  if (compare) {
    phases.push(await runPhase('concurrent', concurrency, base));
    phases.push(await runPhase('sequential', 1, base));
  } else phases.push(await runPhase(sequential ? 'sequential' : 'concurrent', sequential ? 1 : concurrency, base));
  const violations = [...(servers.mockTap?.violations ?? []), ...(servers.referenceTap?.violations ?? [])];
  for (const [i, phase] of phases.entries()) {
    const { failed, table, details } = report(phase, violations);
    // With --compare the table is the concurrent run's; the sequential run adds its failures and summary.
    console.log(`\n${[...(i === 0 ? table : []), '', ...details].join('\n')}`);
    if (failed) exitCode = 1;
  }
  const covered = coverage.report({
    servers: [...new Set(rows.map((r) => (r.target === 'external' ? 'base-url' : r.target)))],
    sdks: [...new Set(runtimes.map((r) => r.sdk))],
    gateApplies: !onlyScenarios && !externalUrl,
    whyNot: onlyScenarios ? 'only some scenarios ran' : externalUrl ? `a run against ${externalUrl}` : undefined,
  });
  console.log(`\n${summaryLines(covered).join('\n')}`);
  if (coverage.unread.length) log(`coverage: request logs not read: ${coverage.unread.slice(0, 10).join('; ')}`);
  if (covered.gate.applied) console.log(`coverage gate: ${covered.gate.passed ? 'passed' : `FAILED: ${[...covered.gate.missing, ...covered.gate.stale.map((s) => `stale exception ${s}`)].join('; ')}`}`);
  if (!covered.gate.passed) exitCode = 1;
  // The mock's column, for the SDKs whose floor runtime ran (coverage-prefer runs there): every documented answer.
  if (!onlyScenarios && !externalUrl && targets.includes('mock')) {
    const short = mockShortfall(covered, [...new Set(runtimes.filter((r) => r.floor).map((r) => r.sdk))]);
    console.log(`coverage of the mock: ${short.length ? `FAILED: not reached: ${short.slice(0, 20).join('; ')}${short.length > 20 ? ` and ${short.length - 20} more` : ''}` : 'every documented answer through every SDK whose floor runtime ran'}`);
    if (short.length) exitCode = 1;
  }
  if (reportDir) {
    writeCoverage(reportDir, covered, `Contract coverage of the SDK matrix${externalUrl ? ` against ${externalUrl}` : ''}`);
    console.log(`coverage report: ${join(reportDir, 'index.html')}`);
  }
  if (compare) {
    const [c, s] = phases as [Phase, Phase];
    console.log(
      `\nmatrix wall time at equal coverage (${c.results.length} cells each): concurrent ${c.seconds.toFixed(1)} s (${c.concurrency} at a time), ` +
        `sequential ${s.seconds.toFixed(1)} s (1 at a time); concurrent/sequential = ${(c.seconds / s.seconds).toFixed(2)}`,
    );
  }
} catch (error) {
  console.error(`matrix: ${(error as Error).stack ?? error}`);
  exitCode = 1;
} finally {
  await stopServers();
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(exitCode);
