// Process helpers of `npm run bench`: servers started as direct child processes (so their RSS can be
// read from /proc/<pid>/status), and commands run once with a time limit and timed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { withoutOrbitEnv } from '../lib/processes.ts';
import { freePort, startProcess, type RunningServer } from '../lib/servers.ts';

export type BenchServer = RunningServer;

/** The environment without ORBIT_* variables, so no SDK or server picks up the caller's settings. */
export const cleanEnv = withoutOrbitEnv;

/** Starts a server on a free loopback port with the caller's ORBIT_* settings left out. */
export async function startServer(
  command: string,
  args: string[],
  { cwd, env = {}, probePath = '/', timeoutMs = 60_000 }: { cwd: string; env?: Record<string, string>; probePath?: string; timeoutMs?: number },
): Promise<BenchServer> {
  return startProcess(command, args, { port: await freePort(), cwd, env, probePath, timeoutMs, baseEnv: cleanEnv() });
}

/** Resident set size of a process, in KiB (VmRSS of /proc/<pid>/status). */
export function rssKiB(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}

export interface Timed {
  ok: boolean;
  seconds: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to completion (killed after `timeoutMs`), timing it. */
export function timed(command: string, args: string[], { cwd, env = {}, timeoutMs }: { cwd: string; env?: Record<string, string>; timeoutMs: number }): Timed {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, env: cleanEnv(env), encoding: 'utf8', timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  const seconds = (performance.now() - started) / 1000;
  const stderr = (result.stderr ?? '') + (result.error ? `\n${result.error.message}` : '');
  return { ok: result.status === 0, seconds, stdout: result.stdout ?? '', stderr };
}

/** Runs a command and answers its stdout, or throws with its output. */
export function run(command: string, args: string[], options: { cwd: string; env?: Record<string, string>; timeoutMs: number }): string {
  const result = timed(command, args, options);
  if (!result.ok) throw new Error(`${command} ${args.join(' ')} failed:\n${(result.stdout + result.stderr).slice(-4000)}`);
  return result.stdout;
}
