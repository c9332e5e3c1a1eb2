// Running a command to completion without blocking the event loop, with its output captured and a
// time limit; and the environment without the caller's ORBIT_* settings, so no SDK or server under
// test picks them up.
import { spawn } from 'node:child_process';
import { ROOT } from './paths.ts';

export interface Captured {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** The command was killed because it outlived `timeoutMs`. */
  timedOut: boolean;
  /** The command could not be started. */
  error?: Error;
}

export function runCaptured(
  command: string,
  args: string[],
  { cwd = ROOT, env = process.env, timeoutMs }: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<Captured> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout!.on('data', (c) => (stdout += c));
    child.stderr!.on('data', (c) => (stderr += c));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, signal: null, stdout, stderr, timedOut, error });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, timedOut });
    });
  });
}

/** The environment without ORBIT_* variables, plus `extra`. */
export function withoutOrbitEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('ORBIT_')) env[key] = value;
  return { ...env, ...extra };
}

/** Whether a process with this id still exists (signal 0 checks without signalling). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
