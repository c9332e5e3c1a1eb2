// Shipped source per SDK: the lines of code a user installs, excluding tests, docs, examples and the
// package's own tooling. Issue 11's budget is 600 lines per operation of the contract.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.ts';

export const LINES_PER_OPERATION = 600;

const CODE = /\.(ts|js|mjs|cjs|py|pyi|php|go)$/;
/** Not shipped: tests, test doubles, docs, Go examples, the TypeScript package's scripts, build config. */
const NOT_SHIPPED = /(^|\/)(tests?|testdata|docs|scripts|examples?)\/|_test\.go$|(^|\/)(tsup|vitest)\.config\.ts$/;

export interface SdkSize {
  language: string;
  files: number;
  lines: number;
}

/** Counts the committed (or, with `tree`, the checked-out) code files of sdks/<language>. */
export function shippedSourceLines(language: string, tree = ROOT): SdkSize {
  const files = execFileSync('git', ['ls-files', '--', `sdks/${language}`], { cwd: tree, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && CODE.test(f) && !NOT_SHIPPED.test(f.slice(`sdks/${language}/`.length)));
  let lines = 0;
  for (const file of files) lines += readFileSync(join(tree, file), 'utf8').replace(/\n$/, '').split('\n').length;
  return { language, files: files.length, lines };
}
