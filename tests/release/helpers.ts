// Shared by the release tests: running commands without blocking (installs run side by side) and reading the
// archive README's fenced blocks the way the docs suite does.
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/paths.ts';
import { runCaptured } from '../../scripts/lib/processes.ts';

export interface Run {
  stdout: string;
  stderr: string;
}

/** Runs a command; rejects with its output when it fails. */
export async function exec(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<Run> {
  const cwd = options.cwd ?? ROOT;
  const r = await runCaptured(command, args, { cwd, env: options.env ?? process.env, timeoutMs: options.timeoutMs ?? 280_000 });
  if (r.error) throw r.error;
  if (r.code !== 0) {
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${r.code ?? r.signal}${r.timedOut ? ' (timed out)' : ''}\n--- stdout\n${r.stdout.slice(-6000)}\n--- stderr\n${r.stderr.slice(-6000)}`);
  }
  return { stdout: r.stdout, stderr: r.stderr };
}

/** Runs a command and returns its exit code with its output (for commands expected to fail). */
export async function execStatus(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Run & { code: number | null }> {
  const r = await runCaptured(command, args, { cwd: options.cwd ?? ROOT, env: options.env ?? process.env, timeoutMs: 120_000 });
  if (r.error) throw r.error;
  return { code: r.code, stdout: r.stdout, stderr: r.stderr };
}

/** The last line of a program's output, which each check program prints as JSON. */
export function lastJson(run: Run): any {
  const line = run.stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(line);
  } catch {
    throw new Error(`expected a JSON line, got:\n${run.stdout}\n${run.stderr}`);
  }
}

export interface FencedBlock {
  /** The bold lead-in or heading the block belongs to (e.g. "Python", "PHP offline, with Debian's packages"). */
  section: string;
  language: string;
  code: string;
  /** The reason of a `<!-- not-runnable: reason -->` line right before the fence, if any. */
  notRunnable?: string;
}

/** Every fenced block of a Markdown document, with the section it is in and its not-runnable marker. */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const lines = markdown.split('\n');
  let section = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const lead = /^\*\*([^*]+)\*\*/.exec(line) ?? /^#+ (.*)$/.exec(line);
    if (lead) section = lead[1]!.trim();
    const fence = /^```(\S*)\s*$/.exec(line);
    if (!fence) continue;
    const end = lines.findIndex((l, j) => j > i && /^```\s*$/.test(l));
    if (end < 0) throw new Error(`unclosed fence at line ${i + 1}`);
    const marker = /^<!-- not-runnable: (.+) -->$/.exec(lines[i - 1] ?? '');
    blocks.push({ section, language: fence[1]!, code: lines.slice(i + 1, end).join('\n') + '\n', ...(marker ? { notRunnable: marker[1] } : {}) });
    i = end;
  }
  return blocks;
}

/** The environment for an install from the archive: nothing of this repository or the caller leaks in. */
export function isolatedEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(PYTHON|VIRTUAL_ENV|PIP_|GO[A-Z]*$|ORBIT_|npm_|NODE_|COMPOSER)/.test(k)));
  return { ...env, ...extra };
}

export const RELEASE_BIN = join(ROOT, 'node_modules', '.bin');
