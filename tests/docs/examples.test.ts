// The docs suite itself (tests/docs/examples.ts) on tiny Markdown files: blocks really run against a
// reference server whose default world is reset before each block, with the demo credentials; a failing
// program, a program that does not compile, an unmarked block and a marker without a reason each fail the
// suite, with the program's output shown.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, ROOT } from '../../scripts/lib/paths.ts';
import { runCaptured, withoutOrbitEnv } from '../../scripts/lib/processes.ts';

const dir = mkdtempSync(join(tmpdir(), 'docs-suite-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function suite(name: string, markdown: string) {
  const file = join(dir, name);
  writeFileSync(file, markdown);
  const r = await runCaptured(join(BIN, 'tsx'), ['tests/docs/examples.ts', file], { cwd: ROOT, env: withoutOrbitEnv(), timeoutMs: 600_000 });
  return { code: r.code, out: `${r.stdout}${r.stderr}` };
}

const fence = (info: string, code: string, marker?: string) => `${marker ? `${marker}\n` : ''}\`\`\`${info}\n${code}\n\`\`\`\n\n`;
const ORDER = 'ORD20260101000000DEMO0002';
const orders = 'curl -sSf -H "Authorization: Bearer $ORBIT_ACCESS_TOKEN" "$ORBIT_BASE_URL/api/user/orders?limit=50"';
const hasOrder = `${orders} | jq -e 'any(.items[]; .order_no == "${ORDER}")'`;

describe('the docs suite', () => {
  it('passes when every block runs: credentials set, the world reset before each block', async () => {
    const { code, out } = await suite(
      'passing.md',
      '# Passing\n\n' +
        fence('sh', hasOrder) +
        // Deletes the seeded cancelled order; the next block finds it again only because the world was reset.
        fence('sh', `curl -sSf -X POST -H "Authorization: Bearer $ORBIT_ACCESS_TOKEN" -H 'content-type: application/json' \\\n  -d '{"action":"delete","order_no":"${ORDER}"}' "$ORBIT_BASE_URL/api/user/orders" > /dev/null\n${orders} | jq -e 'all(.items[]; .order_no != "${ORDER}")'`) +
        fence('sh', hasOrder) +
        fence('python', 'import os\nfrom orbit_sdk import Orbit\n\nprint(os.environ["ORBIT_API_KEY"][:8])\nassert Orbit().packages.list().items\n') +
        fence('json', '{"a": 1}', '<!-- not-runnable: a data file -->'),
    );
    expect(out, out).toMatch(/passing\.md\s+sh\s+3\s+3\s+0\s+0/);
    expect(out).toMatch(/passing\.md\s+json\s+0\s+0\s+1\s+0/);
    expect(out).toMatch(/not runnable: 1 × a data file/);
    expect(out.trim().split('\n').pop()).toBe('docs: 4 blocks ran (ts 0, python 1, php 0, go 0, sh 3), 1 not runnable, 0 failed');
    expect(code).toBe(0);
  }, 600_000);

  it('fails on a failing program (showing its output), a block that does not compile, an unmarked block and a marker without a reason', async () => {
    const { code, out } = await suite(
      'failing.md',
      '# Failing\n\n' +
        fence('python', 'import sys\nprint("boom on stdout")\nprint("boom on stderr", file=sys.stderr)\nsys.exit(3)') +
        fence('go', 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("fine") }') +
        fence('go', 'package main\n\nfunc main() { undefinedFunction() }') +
        fence('sh', `curl -sSf "$ORBIT_BASE_URL/api/user/no-such-route"`) +
        fence('text', 'a listing without a marker') +
        fence('json', '{}', '<!-- not-runnable: -->'),
    );
    expect(out, out).toMatch(/FAIL .*failing\.md:3 \(python\)[^\n]*\n\s+Python 3\.8: exit 3\n[\s\S]*boom on stdout[\s\S]*boom on stderr/);
    expect(out).toMatch(/FAIL .*failing\.md:18 \(go\)[^\n]*\n\s+go build: does not compile:[\s\S]*undefinedFunction/);
    expect(out).not.toMatch(/failing\.md:10 \(go\)/);
    expect(out).toMatch(/FAIL .*failing\.md:24 \(sh\)[^\n]*\n\s+bash: exit 22\n[\s\S]*404/);
    expect(out).toMatch(/UNMARKED .*failing\.md:28 \(text\)[^\n]*: a `text` block is not a program/);
    expect(out).toMatch(/UNMARKED .*failing\.md:33 \(json\)[^\n]*without a reason/);
    expect(out.trim().split('\n').pop()).toBe('docs: 4 blocks ran (ts 0, python 1, php 0, go 2, sh 1), 0 not runnable, 5 failed');
    expect(code).toBe(1);
  }, 600_000);
});
