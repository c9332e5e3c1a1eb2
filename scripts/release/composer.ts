// The PHP SDK's Composer dist: `composer validate --strict`, then `composer archive --format=zip` of the SDK's
// files (the package's own archive excludes and export-ignore rules apply), then `composer validate --strict`
// again on the composer.json inside the zip. Composer runs on PHP 8.2 (Debian's Composer does not run on 7.4).
// Its zip has fixed timestamps and sorted entries, so the bytes depend on the files only.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Artifact } from './artifact.ts';
import { readZip } from './inspect.ts';
import { stagePackage } from './package-files.ts';
import { COMPOSER, composerEnv, PHP82, requireTool, run } from './tools.ts';

/** The dist file name: Composer's own default (<vendor>-<name>-<version>.zip). */
export const composerFile = (version: string) => `orbit-orbit-sdk-${version}.zip`;

export function buildComposer(version: string, work: string, out: string): Artifact[] {
  requireTool(PHP82, 'php');
  const dir = join(work, 'php');
  stagePackage('php', dir);
  const env = composerEnv(work);
  run(PHP82, [COMPOSER, 'validate', '--strict', '--no-interaction'], { cwd: dir, env });
  run(PHP82, [COMPOSER, 'archive', '--format=zip', `--dir=${out}`, `--file=${composerFile(version).replace(/\.zip$/, '')}`, '--no-interaction'], { cwd: dir, env });
  validateDist(join(out, composerFile(version)), join(work, 'php-dist'));
  return [{ path: composerFile(version), sdk: 'php', registry: 'Composer repository', kind: 'dist zip', checkedWith: 'composer validate --strict (source and dist)' }];
}

/** `composer validate --strict` on the dist as a user receives it: the zip unpacked into `work`. */
export function validateDist(zip: string, work: string): void {
  const files = readZip(readFileSync(zip));
  if (!files.has('composer.json')) throw new Error(`${zip} has no composer.json at its root`);
  rmSync(work, { recursive: true, force: true });
  for (const [path, content] of files) {
    mkdirSync(join(work, path, '..'), { recursive: true });
    writeFileSync(join(work, path), content);
  }
  run(PHP82, [COMPOSER, 'validate', '--strict', '--no-interaction'], { cwd: work, env: composerEnv(join(work, '..')) });
}
