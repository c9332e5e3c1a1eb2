// The hosted-CI workflow (.github/workflows/ci.yml, issue 15) cannot drift from `npm test`: one job per suite of
// scripts/test-suites.ts (no suite missing, none unknown), each running exactly that suite the way a developer
// does, with the caches the workflow promises; and actionlint finds nothing in it (and does find a broken copy).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../../scripts/lib/paths.ts';
import { suites } from '../../scripts/test-suites.ts';

const WORKFLOW = join(ROOT, '.github', 'workflows', 'ci.yml');
const ACTIONLINT = join(ROOT, '.cache', 'bin', 'actionlint-v1.7.12');
const text = readFileSync(WORKFLOW, 'utf8');
const workflow = parse(text);
const job = workflow.jobs.suite;
const dir = mkdtempSync(join(tmpdir(), 'orbit-ci-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function actionlint(file: string) {
  const run = spawnSync(ACTIONLINT, ['-no-color', '-oneline', file], { cwd: ROOT, encoding: 'utf8' });
  if (run.error) throw new Error(`${ACTIONLINT} does not run (bash scripts/bootstrap go builds it): ${run.error.message}`);
  return { code: run.status, output: `${run.stdout}${run.stderr}`.trim() };
}

describe('the CI workflow', () => {
  test('has one job per suite of scripts/test-suites.ts, and no other', () => {
    const matrix: string[] = job.strategy.matrix.suite;
    const names = suites.map((s) => s.name);
    expect(names.filter((n) => !matrix.includes(n)), 'suites without a CI job').toEqual([]);
    expect(matrix.filter((n) => !names.includes(n)), 'CI jobs for suites that do not exist').toEqual([]);
    expect(new Set(matrix).size, 'a suite listed twice').toBe(matrix.length);
    expect(job.strategy['fail-fast'], 'one failing suite must not cancel the others').toBe(false);
  });

  test('runs the toolkit on Node 22 and 24, the Nodes package.json engines allows', () => {
    expect(job.strategy.matrix.node).toEqual(['22', '24']);
    expect(job.container).toBe('node:${{ matrix.node }}-bookworm');
    expect(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).engines.node).toBe('>=22.12.0');
  });

  test('each job runs exactly its suite through npm test (bootstrap included)', () => {
    const run = job.steps.map((s: any) => s.run ?? '').join('\n');
    expect(run).toContain('npm test -- "=${{ matrix.suite }}"');
    // `=<name>` selects that suite only (scripts/test.ts): the `sdk-go` job does not also run `sdk-go-floor`.
    expect(readFileSync(join(ROOT, 'scripts', 'test.ts'), 'utf8')).toContain("f.startsWith('=') ? s.name === f.slice(1)");
  });

  test('caches npm, pip, Go, Composer, pyenv and bootstrap outputs', () => {
    const uses = job.steps.map((s: any) => `${s.uses ?? ''} ${JSON.stringify(s.with ?? {})}`).join('\n');
    expect(uses).toMatch(/actions\/setup-go@v\d+ .*cache-dependency-path/);
    for (const path of ['.npm', '.cache/pip', '.cache/composer', '.pyenv', '.cache/php74', '.cache/venv', '.cache/bin']) expect(uses, path).toContain(path);
  });

  test('actionlint finds nothing in it', () => {
    const { code, output } = actionlint(WORKFLOW);
    expect(output).toBe('');
    expect(code).toBe(0);
  });

  test('actionlint does find a broken copy (an unknown matrix key and a bad expression)', () => {
    const broken = join(dir, 'broken.yml');
    writeFileSync(broken, text.replace('npm test -- "=${{ matrix.suite }}"', 'npm test -- "=${{ matrix.suites }}"').replace('runs-on: ubuntu-24.04', 'runs-on: ${{ matrix.machine }}'));
    const { code, output } = actionlint(broken);
    expect(output).toMatch(/property "suites" is not defined/);
    expect(code).not.toBe(0);
  });
});
