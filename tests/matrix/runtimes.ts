// The SDK runtimes of the matrix: one driver (tests/matrix/runners/<language>/) per SDK, run on every
// runtime the SDK promises. `prepare()` builds what must be built once per run (the TypeScript driver
// bundled with the SDK's sources, the Go driver binary) and answers why a runtime cannot run, if it
// cannot: its cells then fail with that message (never skipped).
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ROOT } from '../../scripts/lib/paths.ts';
import { BUN_ENV, DENO_ENV, pinnedBinary, pinnedVersion } from '../../scripts/lib/pinned-runtimes.ts';
import { runCaptured, withoutOrbitEnv } from '../../scripts/lib/processes.ts';
import { ensureTypescriptBuild } from '../../scripts/lib/typescript-build.ts';
import { PROXIED_HOST } from './proxy.ts';

export type Sdk = 'typescript' | 'python' | 'php' | 'go';

export interface Runtime {
  id: string;
  sdk: Sdk;
  /** The column header of the report. */
  label: string;
  /** The driver's source, relative to the repository (for messages). */
  driver: string;
  command: () => [string, string[]];
  env: Record<string, string>;
  /**
   * The runtime's own HTTP client sends an idempotent request again when a reused connection closes
   * without an answer (Bun's, Deno's and workerd's fetch; Node's does not). Steps that see the attempts
   * of a dropped connection use their `expectOnResend` there: the behaviour the SDK README documents.
   */
  resendsDropped?: true;
  /**
   * Why the runtime takes no proxy from HTTP_PROXY / HTTPS_PROXY (its cells of proxy scenarios are skipped
   * with this reason, which the SDK README also states). Every other runtime must honour them.
   */
  noEnvironmentProxy?: string;
  /** The oldest runtime the SDK supports (its floor): where scenarios marked `floorOnly` run. */
  floor?: true;
}

const CACHE = join(ROOT, '.cache');
// The SDK reads ORBIT_* (--allow-env); network to loopback only; no deno.json, lockfile or npm resolution.
// The proxy scenarios' host name only the matrix's proxy resolves (tests/matrix/proxy.ts) is allowed too.
const DENO_ARGS = ['run', '--allow-env', `--allow-net=127.0.0.1,${PROXIED_HOST}`, '--no-config', '--no-lock', '--no-npm', '--quiet'];

export function runtimes(tmp: string): Runtime[] {
  // The SDK as prepare() copied and compiled it into the run's folder: bytecode for every Python version
  // once, instead of every module compiled again by each cell's driver (and nothing written beside the sources).
  const PYTHON_ENV = { PYTHONPATH: join(tmp, 'python'), PYTHONUNBUFFERED: '1' };
  const tsBundle = join(tmp, 'typescript-driver.mjs');
  const goBinary = join(tmp, 'go-driver');
  const ts = 'tests/matrix/runners/typescript/driver.ts';
  const worker = 'tests/matrix/runners/typescript/worker.ts';
  const py = 'tests/matrix/runners/python/driver.py';
  const php = 'tests/matrix/runners/php/driver.php';
  const go = 'tests/matrix/runners/go';
  const node = (major: 18 | 20 | 22 | 24): Runtime => ({
    id: `ts-node${major}`, sdk: 'typescript', label: `typescript node${major}`, driver: ts, command: () => [pinnedBinary(`node${major}`), [tsBundle]], env: {},
    ...(major === 18 ? { floor: true as const } : {}),
  });
  return [
    // Every TypeScript column runs a binary pinned in tests/runtimes/package.json (scripts/bootstrap runtimes).
    node(18), node(20), node(22), node(24),
    { id: 'ts-bun', sdk: 'typescript', label: 'typescript bun', driver: ts, command: () => [pinnedBinary('bun'), ['run', tsBundle]], env: BUN_ENV, resendsDropped: true },
    { id: 'ts-deno', sdk: 'typescript', label: 'typescript deno', driver: ts, command: () => [pinnedBinary('deno'), [...DENO_ARGS, tsBundle]], env: DENO_ENV, resendsDropped: true },
    // The Worker of worker.ts (the built package) on workerd, driven by the Node-side bridge.
    { id: 'ts-workerd', sdk: 'typescript', label: 'typescript workerd', driver: worker, command: () => [pinnedBinary('node22'), [join(tmp, 'workerd-bridge.mjs'), pinnedBinary('workerd'), join(tmp, 'workerd', 'config.capnp')]], env: {}, resendsDropped: true,
      noEnvironmentProxy: "a Worker has no process environment: its fetch goes where the workerd configuration's network service sends it (the platform's proxy, not the SDK's)" },
    { id: 'py3.8', sdk: 'python', label: 'python 3.8', driver: py, command: () => [join(CACHE, 'venv', 'py3.8', 'bin', 'python'), [py]], env: PYTHON_ENV, floor: true },
    { id: 'py3.11', sdk: 'python', label: 'python 3.11', driver: py, command: () => [join(CACHE, 'venv', 'py3.11', 'bin', 'python'), [py]], env: PYTHON_ENV },
    { id: 'py3.13', sdk: 'python', label: 'python 3.13', driver: py, command: () => [join(CACHE, 'venv', 'py3.13', 'bin', 'python'), [py]], env: PYTHON_ENV },
    { id: 'php7.4', sdk: 'php', label: 'php 7.4', driver: php, command: () => [join(CACHE, 'bin', 'php7.4'), [php]], env: {}, floor: true },
    { id: 'php8.2', sdk: 'php', label: 'php 8.2', driver: php, command: () => [join(CACHE, 'bin', 'php8.2'), [php]], env: {} },
    { id: 'go', sdk: 'go', label: 'go', driver: go, command: () => [goBinary, []], env: {}, floor: true },
  ];
}

/**
 * The TypeScript driver and the SDK's sources (`sdkDir`, sdks/typescript or a build of it for another
 * contract) in one ES module (esbuild, as the SDK's own tsup build uses), so a cell starts a plain `node`
 * in milliseconds and the same file runs on Node 18.
 */
export function bundleTypescriptDriver(sdkDir: string, outfile: string): Promise<unknown> {
  return build({
    stdin: {
      contents: [
        `import * as sdk from ${JSON.stringify(join(sdkDir, 'src', 'index.ts'))};`,
        'globalThis.__ORBIT_SDK__ = sdk;',
        // The Node.js-only entry (orbit-sdk/node: fileFromPath, proxyFetch), for the driver's file parameters.
        `import * as sdkNode from ${JSON.stringify(join(sdkDir, 'src', 'node.ts'))};`,
        'globalThis.__ORBIT_SDK_NODE__ = sdkNode;',
        `await import(${JSON.stringify(join(ROOT, 'tests/matrix/runners/typescript/driver.ts'))});`,
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node18',
    outfile,
    logLevel: 'silent',
  });
}

/** The environment a driver runs in: no ORBIT_* variable of the caller, plus the runtime's own. */
export const driverEnv = (runtime: Runtime) => withoutOrbitEnv(runtime.env);

/**
 * Builds the drivers of the chosen runtimes once; answers, per runtime id, why it cannot run (missing
 * driver, interpreter or build failure). Runtimes not in the answer are ready.
 */
export async function prepare(list: Runtime[], tmp: string): Promise<Map<string, string>> {
  const problems = new Map<string, string>();
  const sdks = new Set(list.map((r) => r.sdk));
  const tasks: Promise<void>[] = [];
  for (const r of list) {
    if (!existsSync(join(ROOT, r.driver))) problems.set(r.id, `no driver: ${r.driver} does not exist (docs/sdk-design.md §6)`);
  }
  if (sdks.has('typescript') && existsSync(join(ROOT, 'tests/matrix/runners/typescript/driver.ts'))) {
    tasks.push(
      bundleTypescriptDriver(join(ROOT, 'sdks', 'typescript'), join(tmp, 'typescript-driver.mjs')).then(
        () => undefined,
        (error: Error) => {
          for (const r of list) if (r.sdk === 'typescript') problems.set(r.id, `esbuild of the TypeScript driver with the SDK failed: ${error.message.slice(0, 1500)}`);
        },
      ),
    );
  }
  const pythons = list.filter((r) => r.sdk === 'python');
  if (pythons.length) {
    cpSync(join(ROOT, 'sdks', 'python', 'orbit_sdk'), join(tmp, 'python', 'orbit_sdk'), { recursive: true, filter: (source) => !source.includes('__pycache__') });
    for (const r of pythons) {
      tasks.push(
        runCaptured(r.command()[0], ['-m', 'compileall', '-q', join(tmp, 'python', 'orbit_sdk')], { cwd: ROOT, env: withoutOrbitEnv(), timeoutMs: 120_000 }).then((c) => {
          if (c.code !== 0) problems.set(r.id, `compileall of the Python SDK failed: ${(c.stdout + c.stderr).slice(0, 1500)}`);
        }),
      );
    }
  }
  if (list.some((r) => r.id === 'ts-workerd') && !problems.has('ts-workerd')) {
    tasks.push(buildWorkerd(tmp).catch((error: Error) => void problems.set('ts-workerd', `the workerd Worker or its bridge did not build: ${error.message.slice(0, 1500)}`)));
  }
  if (sdks.has('go') && !problems.has('go')) {
    tasks.push(
      runCaptured('go', ['build', '-o', join(tmp, 'go-driver'), '.'], { cwd: join(ROOT, 'tests/matrix/runners/go'), env: withoutOrbitEnv(), timeoutMs: 300_000 }).then((r) => {
        if (r.code !== 0) problems.set('go', `go build of the Go driver (tests/matrix/runners/go) failed: ${(r.stdout + r.stderr + (r.error?.message ?? '')).trim().slice(0, 1500)}`);
      }),
    );
  }
  await Promise.all(tasks);
  for (const r of list) {
    if (problems.has(r.id)) continue;
    const [command] = r.command();
    // The workerd column's command is the bridge's Node; workerd itself must be there too.
    for (const binary of r.id === 'ts-workerd' ? [command, pinnedBinary('workerd')] : [command]) {
      if (r.sdk !== 'go' && binary !== process.execPath && !existsSync(binary)) {
        const hint = ' (scripts/bootstrap installs it)';
        problems.set(r.id, `runtime missing: ${binary.replace(ROOT + '/', '')}${hint}`);
      }
    }
  }
  return problems;
}

/**
 * The workerd column's files in `tmp`: the Worker (worker.ts and driver-core.ts bundled with the BUILT package,
 * sdks/typescript/dist/index.js, as an integrator's Worker imports it), its workerd configuration and the
 * Node-side bridge that is each cell's driver process.
 */
async function buildWorkerd(tmp: string): Promise<void> {
  ensureTypescriptBuild('matrix');
  const dir = join(tmp, 'workerd');
  mkdirSync(dir, { recursive: true });
  await Promise.all([
    build({
      stdin: {
        contents: [
          `import * as sdk from ${JSON.stringify(join(ROOT, 'sdks/typescript/dist/index.js'))};`,
          'globalThis.__ORBIT_SDK__ = sdk;',
          `const { default: worker } = await import(${JSON.stringify(join(ROOT, 'tests/matrix/runners/typescript/worker.ts'))});`,
          'export default worker;',
        ].join('\n'),
        resolveDir: ROOT,
        loader: 'ts',
      },
      bundle: true,
      platform: 'browser',
      format: 'esm',
      target: 'es2022',
      outfile: join(dir, 'worker.mjs'),
      logLevel: 'silent',
    }),
    build({
      entryPoints: [join(ROOT, 'tests/matrix/runners/typescript/workerd-bridge.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      outfile: join(tmp, 'workerd-bridge.mjs'),
      logLevel: 'silent',
    }),
  ]);
  writeFileSync(join(dir, 'config.capnp'), workerdConfig());
}

/**
 * One Worker on a loopback port workerd chooses (the bridge reads it from --control-fd). Its fetch() reaches
 * loopback only (`allow = ["local"]`). Its compatibility date is the pinned workerd's release date (npm version
 * 1.YYYYMMDD.N), so it behaves as a Worker written today: nodejs_compat (Buffer, process) is on by default
 * from 2026-08-04 and needs no flag.
 */
function workerdConfig(): string {
  const date = pinnedVersion('workerd').split('.')[1]!.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');
  return `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [
    (name = "driver", worker = .driver),
    (name = "loopback", network = (allow = ["local"])),
  ],
  sockets = [ (name = "http", address = "127.0.0.1:0", http = (), service = "driver") ],
);

const driver :Workerd.Worker = (
  modules = [ (name = "worker.mjs", esModule = embed "worker.mjs") ],
  compatibilityDate = "${date}",
  globalOutbound = "loopback",
);
`;
}
