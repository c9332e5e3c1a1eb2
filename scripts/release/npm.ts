// The TypeScript SDK's npm package: `npm pack` of sdks/typescript after its build (npm writes fixed timestamps
// and sorted entries, so the bytes depend on the files only), checked with `npm publish --dry-run` on the
// tarball: no warning but the missing login of a dry run.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../lib/paths.ts';
import type { Artifact } from './artifact.ts';
import { run } from './tools.ts';

export const npmFile = (version: string) => `orbit-sdk-${version}.tgz`;

export function buildNpm(version: string, out: string): Artifact[] {
  const packed = run('npm', ['pack', '--silent', '--pack-destination', out], { cwd: join(ROOT, 'sdks', 'typescript') }).trim().split('\n').pop();
  if (packed !== npmFile(version)) throw new Error(`npm pack produced ${packed}, expected ${npmFile(version)}`);
  npmPublishDryRun(join(out, packed));
  return [{ path: packed, sdk: 'typescript', registry: 'npm', kind: 'npm package', checkedWith: 'npm publish --dry-run' }];
}

/** `npm publish --dry-run <tarball>` offline; returns npm's report. Fails on any warning a real publish would give. */
export function npmPublishDryRun(tarball: string): string {
  const result = spawnSync('npm', ['publish', '--dry-run', '--offline', '--access', 'public', tarball], { cwd: join(tarball, '..'), encoding: 'utf8' });
  const output = `${result.stdout}\n${result.stderr}`;
  const warnings = output
    .split('\n')
    .filter((l) => /^npm (warn|WARN|ERR)/.test(l))
    // A dry run cannot be logged in, and a user-level npmrc may name settings this npm does not know.
    .filter((l) => !/requires you to be logged in|Unknown (user|global|project|env|builtin) config/.test(l));
  if (result.status !== 0 || warnings.length) throw new Error(`npm publish --dry-run ${tarball} is not clean (exit ${result.status}):\n${warnings.join('\n') || output}`);
  return output;
}
