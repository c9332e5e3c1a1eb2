// The programs a release runs, where they are, and one way to run them (synchronously: release steps run one
// after another and each says what failed). Every tool comes from scripts/bootstrap.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { BIN, ROOT } from '../lib/paths.ts';
import { runCaptured } from '../lib/processes.ts';

export const CACHE = join(ROOT, '.cache');
/** The release venv (`scripts/bootstrap release`, scripts/requirements/release.txt). */
export const RELEASE_VENV = join(CACHE, 'venv', 'release');
export const RELEASE_PYTHON = join(RELEASE_VENV, 'bin', 'python');
export const PHP82 = join(CACHE, 'bin', 'php8.2');
export const PHP74 = join(CACHE, 'bin', 'php7.4');
/** Debian's Composer (a PHP script; run on PHP 8.2: its Symfony 5.4 does not run on 7.4). */
export const COMPOSER = '/usr/bin/composer';
export const CYCLONEDX_GOMOD = join(CACHE, 'bin', 'cyclonedx-gomod-v1.10.0');
export const GOMODZIP_DIR = join(ROOT, 'scripts', 'release', 'gomodzip');
export const TSX = join(BIN, 'tsx');

/** Node 18 (the one place that names it: scripts/lib/node18.ts). */
export { ensureNode18, NODE18, NODE18_VERSION } from '../lib/node18.ts';

/** A pyenv interpreter (bootstrap installs 3.8.18 and 3.11.7 with pyenv). */
export function pyenvPython(version: string): string {
  let root = process.env.PYENV_ROOT ?? join(homedir(), '.pyenv');
  const found = spawnSync('pyenv', ['root'], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim()) root = found.stdout.trim();
  return join(root, 'versions', version, 'bin', 'python');
}

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Input for the command's standard input. */
  input?: string | Buffer;
}

/** Runs a command to completion; throws with its output when it fails. Returns standard output. */
export function run(command: string, args: string[], { cwd = ROOT, env = process.env, input }: RunOptions = {}): string {
  const result = spawnSync(command, args, { cwd, env, input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`${command} could not be started: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${result.status ?? result.signal}\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`.trim());
  }
  return result.stdout;
}

/** The same without blocking: independent tools (the SBOM generators) run side by side. */
export async function runAsync(command: string, args: string[], { cwd = ROOT, env = process.env }: Omit<RunOptions, 'input'> = {}): Promise<string> {
  const result = await runCaptured(command, args, { cwd, env, timeoutMs: 600_000 });
  if (result.error) throw new Error(`${command} could not be started: ${result.error.message}`);
  if (result.code !== 0) {
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${result.code ?? result.signal}${result.timedOut ? ' (timed out)' : ''}\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`.trim());
  }
  return result.stdout;
}

/** Fails with the bootstrap step to run when a tool is missing. */
export function requireTool(path: string, step: string): string {
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`bash scripts/bootstrap ${step}\``);
  return path;
}

/** Composer's environment: no network, no prompts, caches inside `home`, root allowed (CI containers). */
export function composerEnv(home: string, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...base,
    COMPOSER_HOME: join(home, 'composer-home'),
    COMPOSER_CACHE_DIR: join(home, 'composer-cache'),
    COMPOSER_DISABLE_NETWORK: '1',
    COMPOSER_NO_INTERACTION: '1',
    COMPOSER_ALLOW_SUPERUSER: '1',
  };
}
