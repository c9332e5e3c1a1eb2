// What the docs suite does with a fenced block (docs/sdk-design.md §7, tests/docs/README.md): run it in
// the lane of its language, count it as not runnable (a well-formed marker with a reason), or fail it
// (unmarked and not runnable, or a marker without a reason).
import type { DocBlock } from './blocks.ts';
import { shellProblem } from './shell-rule.ts';

/** One reference server and one runtime per lane; blocks of a lane run one after another. */
export type Lane = 'ts' | 'python' | 'php' | 'go' | 'sh';
export const LANES: Lane[] = ['ts', 'python', 'php', 'go', 'sh'];

/** Fence languages (the info string's first word) that run, and their lane. */
export const LANGUAGE_LANES: Record<string, Lane> = {
  ts: 'ts',
  typescript: 'ts',
  js: 'ts',
  javascript: 'ts',
  mjs: 'ts',
  python: 'python',
  py: 'python',
  php: 'php',
  go: 'go',
  sh: 'sh',
  bash: 'sh',
  shell: 'sh',
};

export type Verdict =
  | { kind: 'run'; lane: Lane }
  | { kind: 'not-runnable'; reason: string }
  /** The archive README's unmarked shell sessions: they run in the release suite, from the unpacked archive. */
  | { kind: 'release'; lane: 'sh' }
  /** Neither runnable nor (correctly) marked: a failure of the docs suite. */
  | { kind: 'unmarked'; problem: string };

const MARK = 'run it or mark it <!-- not-runnable: reason -->';

/** A Go block that is a test file of the reader's own package (a testing kit's example), run by `go test`. */
export function isGoTestFile(code: string): boolean {
  return /^package \w+_test\b/m.test(code) && /^func Test\w*\(t \*testing\.T\)/m.test(code);
}

/** Why a block that is not a runnable program of its lane cannot run (it needs a marker). */
function shapeProblem(lane: Lane, code: string): string | undefined {
  // A PHP file without `<?php` is printed, not run: it would "pass" without running anything.
  if (lane === 'php' && !/^<\?php\b/.test(code)) return 'a php block must be a complete program starting with <?php';
  if (lane === 'go' && !/^package main\b/m.test(code) && !isGoTestFile(code)) return 'a go block must be a complete program (package main) or a test file (package …_test with a func Test…)';
  if (!code.trim()) return 'an empty block';
  return undefined;
}

/**
 * The verdict on one block. `archive`: the block is in the release archive's README, whose shell blocks are
 * sessions run from the folder holding the unpacked archive (by the release suite), not curl sessions.
 */
export function classify(block: DocBlock, { archive = false } = {}): Verdict {
  if (block.markerProblem) return { kind: 'unmarked', problem: block.markerProblem };
  if (block.notRunnable !== undefined) return { kind: 'not-runnable', reason: block.notRunnable };
  const lane = LANGUAGE_LANES[block.language];
  if (!lane) {
    const what =
      block.language === ''
        ? 'a block without a language'
        : block.language === 'console'
          ? 'a `console` block (a transcript with prompts and output) is not a program'
          : `a \`${block.language}\` block is not a program the docs suite runs (it runs ${Object.keys(LANGUAGE_LANES).join(', ')})`;
    return { kind: 'unmarked', problem: `${what}: ${MARK}` };
  }
  if (lane === 'sh') {
    if (archive) return { kind: 'release', lane };
    const problem = shellProblem(block.code);
    if (problem) return { kind: 'unmarked', problem: `a shell block the docs suite may not run (${problem}); runnable shell blocks are curl sessions against $ORBIT_BASE_URL: ${MARK}` };
    return { kind: 'run', lane };
  }
  const shape = shapeProblem(lane, block.code);
  if (shape) return { kind: 'unmarked', problem: `${shape}: ${MARK}` };
  return { kind: 'run', lane };
}
