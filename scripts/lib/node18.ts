// Node 18, the TypeScript SDK's floor runtime: the npm registry's `node-<os>-<arch>` package (the official
// binary), fetched once into .cache/node18/ (not a dependency of the repository). The one place that names
// its version; the Node 18 suite, the matrix, the docs suite and the release suite all run this binary.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.ts';

export const NODE18_VERSION = '18.20.8';
const DIR = join(ROOT, '.cache', 'node18');
const PACKAGE = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
export const NODE18 = join(DIR, `${PACKAGE}-${NODE18_VERSION}`, process.platform === 'win32' ? 'node.exe' : join('bin', 'node'));

/** The Node 18 binary, fetched from the npm registry the first time. */
export function ensureNode18(): string {
  if (existsSync(NODE18)) return NODE18;
  mkdirSync(DIR, { recursive: true });
  console.log(`node18: fetching ${PACKAGE}@${NODE18_VERSION} from the npm registry into .cache/node18 ...`);
  const out = execFileSync('npm', ['pack', `${PACKAGE}@${NODE18_VERSION}`, '--silent', '--pack-destination', DIR], { cwd: DIR, encoding: 'utf8' });
  const tarball = join(DIR, out.trim().split('\n').pop()!);
  const dest = join(DIR, `${PACKAGE}-${NODE18_VERSION}`);
  mkdirSync(dest, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', dest, '--strip-components=1', 'package/bin/node']);
  rmSync(tarball);
  return NODE18;
}
