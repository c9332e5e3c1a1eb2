// An SDK's files as its own repository would hold them: what git tracks or would track under sdks/<language>
// (untracked files count, ignored ones do not), never caches or dependencies. Every registry artifact is built
// from a copy of exactly these files, so nothing lying around in the checkout (a local vendor/, dist/, a venv)
// reaches a user.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isForbiddenPath } from '../lib/archive.ts';
import { ROOT } from '../lib/paths.ts';

/** The SDK's files, as sorted paths relative to sdks/<language>. */
export function packageFiles(language: string): string[] {
  const dir = join(ROOT, 'sdks', language);
  if (!existsSync(dir)) throw new Error(`sdks/${language} does not exist`);
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '.'], { cwd: dir, encoding: 'utf8' });
  return [...new Set(listed.split('\0').filter(Boolean))]
    .filter((path) => !isForbiddenPath(path))
    .filter((path) => existsSync(join(dir, path)) && lstatSync(join(dir, path)).isFile())
    .sort();
}

/** Copies the SDK's files (those `keep` accepts) into a fresh `target` folder; returns the copied paths. */
export function stagePackage(language: string, target: string, keep: (path: string) => boolean = () => true): string[] {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const files = packageFiles(language).filter(keep);
  for (const path of files) {
    mkdirSync(join(target, path, '..'), { recursive: true });
    cpSync(join(ROOT, 'sdks', language, path), join(target, path));
  }
  return files;
}
