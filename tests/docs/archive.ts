// The release archive's README under the docs rules, for the release suite (tests/release), which holds the
// unpacked archive its shell sessions need. The docs suite reads the same README rendered by
// scripts/lib/archive-readme.ts, counts its marked blocks and fails on unmarked non-shell ones; running the
// sessions is left to the release suite, from the folder that holds the unpacked orbit-sdk-<version>/:
//   const { sessions, problems } = archiveReadmeBlocks(readFileSync(join(top, 'README.md'), 'utf8'));
//   for (const s of sessions) await runArchiveSession(s, { cwd: into, env });
import { runCaptured } from '../../scripts/lib/processes.ts';
import { extractBlocks, type DocBlock } from './blocks.ts';
import { classify } from './classify.ts';

export interface ArchiveReadmeBlocks {
  /** Unmarked shell blocks: sessions to run as written (each has its `section`, e.g. `Python`). */
  sessions: DocBlock[];
  /** Blocks marked not runnable, with their reasons. */
  notRunnable: DocBlock[];
  /** Everything the docs rules refuse (unmarked non-shell blocks, markers without a reason, stray markers). */
  problems: string[];
}

export function archiveReadmeBlocks(markdown: string, file = 'README.md'): ArchiveReadmeBlocks {
  const { blocks, problems } = extractBlocks(file, markdown);
  const out: ArchiveReadmeBlocks = { sessions: [], notRunnable: [], problems: problems.map((p) => `${p.file}:${p.line}: ${p.problem}`) };
  for (const block of blocks) {
    const verdict = classify(block, { archive: true });
    if (verdict.kind === 'release') out.sessions.push(block);
    else if (verdict.kind === 'not-runnable') out.notRunnable.push(block);
    else if (verdict.kind === 'unmarked') out.problems.push(`${block.file}:${block.line} (${block.language || 'no language'}): ${verdict.problem}`);
    // A program in an SDK's language needs no archive: the docs suite runs it like any other.
  }
  return out;
}

/** Runs one session with `bash -euo pipefail` in `cwd`; rejects with its exit and output when it fails. */
export async function runArchiveSession(block: DocBlock, { cwd, env, timeoutMs = 280_000 }: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<{ stdout: string; stderr: string }> {
  const r = await runCaptured('bash', ['--noprofile', '--norc', '-euo', 'pipefail', '-c', block.code], { cwd, env, timeoutMs });
  if (r.code !== 0 || r.error) {
    const exit = r.error ? `could not start: ${r.error.message}` : r.timedOut ? `no exit after ${timeoutMs / 1000} s` : `exit ${r.code ?? r.signal}`;
    throw new Error(`${block.file}:${block.line} (${block.section}): ${exit}\n--- stdout\n${r.stdout.slice(-6000)}\n--- stderr\n${r.stderr.slice(-6000)}`);
  }
  return { stdout: r.stdout, stderr: r.stderr };
}
