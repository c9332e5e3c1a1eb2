// The runtimes the toolkit says it tests are the ones it runs: the TypeScript README's runtime table
// (generators/typescript/runtimes.ts) has one row per TypeScript column of the matrix and each row's version
// is that column's pinned binary (tests/runtimes/package.json); Python's classifiers, bootstrap's
// PY_VERSIONS, the matrix's Python columns and the sdk-python-* suites name the same versions.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { RUNTIME_ROWS } from '../../../generators/typescript/runtimes.ts';
import { ROOT } from '../../../scripts/lib/paths.ts';
import { pinnedBinary, type PinnedRuntime } from '../../../scripts/lib/pinned-runtimes.ts';
import { suites } from '../../../scripts/test-suites.ts';
import { runtimes } from '../runtimes.ts';

const columns = runtimes('/nonexistent');

describe('the runtimes the READMEs and classifiers name are the matrix columns', () => {
  test('one TypeScript README row per TypeScript column, each running its pinned binary', () => {
    const ts = columns.filter((r) => r.sdk === 'typescript').map((r) => r.id);
    expect(RUNTIME_ROWS.map((r) => r.column).filter((c) => c !== null)).toEqual(ts);
    for (const r of columns.filter((c) => c.sdk === 'typescript')) {
      const [command, args] = r.command();
      const pinned = r.id === 'ts-workerd' ? 'workerd' : r.id.slice('ts-'.length);
      expect([command, ...args], r.id).toContain(pinnedBinary(pinned as PinnedRuntime));
    }
  });

  test('the generated README carries the table', () => {
    const readme = readFileSync(join(ROOT, 'sdks', 'typescript', 'README.md'), 'utf8');
    for (const row of RUNTIME_ROWS) expect(readme).toContain(`| ${row.runtime} | ${row.version()} |`);
  });

  test('Python: classifiers = bootstrap PY_VERSIONS = matrix columns = sdk-python-<version> suites', () => {
    const bootstrap = /^PY_VERSIONS=\(([^)]*)\)$/m.exec(readFileSync(join(ROOT, 'scripts', 'bootstrap'), 'utf8'))![1]!.split(' ');
    const pyproject = readFileSync(join(ROOT, 'sdks', 'python', 'pyproject.toml'), 'utf8');
    const classifiers = [...pyproject.matchAll(/"Programming Language :: Python :: (3\.\d+)"/g)].map((m) => m[1]);
    expect(classifiers).toEqual(bootstrap);
    expect(columns.filter((r) => r.sdk === 'python').map((r) => r.id)).toEqual(bootstrap.map((v) => `py${v}`));
    const suiteVersions = suites.map((s) => /^sdk-python-(3\.\d+)$/.exec(s.name)?.[1]).filter(Boolean);
    expect(suiteVersions).toEqual(bootstrap);
  });
});
