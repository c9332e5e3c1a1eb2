// The built TypeScript package (sdks/typescript/dist) for the checks that run it as users do: the
// Node 18 smoke tests, the browser check and the docs suite. Built with tsup when dist/ is missing or
// older than anything in src/, so a check never runs yesterday's bundle.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, ROOT } from './paths.ts';

export const TYPESCRIPT_SDK = join(ROOT, 'sdks', 'typescript');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the package unless every bundle is newer than src/; `who` names the caller in the log line. */
export function ensureTypescriptBuild(who: string): void {
  const src = newestMtime(join(TYPESCRIPT_SDK, 'src'));
  const bundles = ['index.js', 'index.cjs'].map((name) => join(TYPESCRIPT_SDK, 'dist', name));
  if (bundles.every((file) => existsSync(file) && statSync(file).mtimeMs >= src)) return;
  console.log(`${who}: building sdks/typescript (tsup) ...`);
  execFileSync(join(BIN, 'tsup'), [], { cwd: TYPESCRIPT_SDK, stdio: ['ignore', 'ignore', 'inherit'] });
}
