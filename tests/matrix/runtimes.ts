// The SDK runtimes of the matrix: one driver (tests/matrix/runners/<language>/) per SDK, run on every
// runtime the SDK promises. `prepare()` builds what must be built once per run (the TypeScript driver
// bundled with the SDK's sources, the Go driver binary) and answers why a runtime cannot run, if it
// cannot: its cells then fail with that message (never skipped).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ensureNode18 } from '../../scripts/lib/node18.ts';
import { ROOT } from '../../scripts/lib/paths.ts';
import { runCaptured, withoutOrbitEnv } from '../../scripts/lib/processes.ts';

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
}

const CACHE = join(ROOT, '.cache');
const PYTHON_ENV = { PYTHONPATH: join(ROOT, 'sdks', 'python'), PYTHONDONTWRITEBYTECODE: '1', PYTHONUNBUFFERED: '1' };

export function runtimes(tmp: string): Runtime[] {
  const tsBundle = join(tmp, 'typescript-driver.mjs');
  const goBinary = join(tmp, 'go-driver');
  const ts = 'tests/matrix/runners/typescript/driver.ts';
  const py = 'tests/matrix/runners/python/driver.py';
  const php = 'tests/matrix/runners/php/driver.php';
  const go = 'tests/matrix/runners/go';
  return [
    { id: 'ts-node20', sdk: 'typescript', label: `typescript node${process.versions.node.split('.')[0]}`, driver: ts, command: () => [process.execPath, [tsBundle]], env: {} },
    { id: 'ts-node18', sdk: 'typescript', label: 'typescript node18', driver: ts, command: () => [ensureNode18(), [tsBundle]], env: {} },
    { id: 'py3.8', sdk: 'python', label: 'python 3.8', driver: py, command: () => [join(CACHE, 'venv', 'py3.8', 'bin', 'python'), [py]], env: PYTHON_ENV },
    { id: 'py3.11', sdk: 'python', label: 'python 3.11', driver: py, command: () => [join(CACHE, 'venv', 'py3.11', 'bin', 'python'), [py]], env: PYTHON_ENV },
    { id: 'php7.4', sdk: 'php', label: 'php 7.4', driver: php, command: () => [join(CACHE, 'bin', 'php7.4'), [php]], env: {} },
    { id: 'php8.2', sdk: 'php', label: 'php 8.2', driver: php, command: () => [join(CACHE, 'bin', 'php8.2'), [php]], env: {} },
    { id: 'go', sdk: 'go', label: 'go', driver: go, command: () => [goBinary, []], env: {} },
  ];
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
    // The driver and the SDK's sources in one ES module (esbuild, as the SDK's own tsup build uses), so
    // a cell starts a plain `node` in milliseconds and the same file runs on Node 18.
    tasks.push(
      build({
        stdin: {
          contents: [
            `import * as sdk from ${JSON.stringify(join(ROOT, 'sdks/typescript/src/index.ts'))};`,
            'globalThis.__ORBIT_SDK__ = sdk;',
            `await import(${JSON.stringify(join(ROOT, 'tests/matrix/runners/typescript/driver.ts'))});`,
          ].join('\n'),
          resolveDir: ROOT,
          loader: 'ts',
        },
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node18',
        outfile: join(tmp, 'typescript-driver.mjs'),
        logLevel: 'silent',
      }).then(
        () => undefined,
        (error: Error) => {
          for (const r of list) if (r.sdk === 'typescript') problems.set(r.id, `esbuild of the TypeScript driver with the SDK failed: ${error.message.slice(0, 1500)}`);
        },
      ),
    );
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
    if (r.sdk !== 'go' && command !== process.execPath && !existsSync(command)) {
      const hint = ' (scripts/bootstrap installs it)';
      problems.set(r.id, `runtime missing: ${command.replace(ROOT + '/', '')}${hint}`);
    }
  }
  return problems;
}
