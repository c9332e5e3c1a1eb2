// The docs suite's reading of Markdown (fences, info strings, markers) and its rules (what runs, what
// needs a marker, which shell blocks may run by themselves).
import { describe, expect, it } from 'vitest';
import { archiveReadmeBlocks } from './archive.ts';
import { extractBlocks, parseMarker } from './blocks.ts';
import { classify } from './classify.ts';
import { shellProblem } from './shell-rule.ts';

const md = (...lines: string[]) => lines.join('\n') + '\n';

describe('fenced blocks', () => {
  it('reads backtick and tilde fences of three or more, with their info strings', () => {
    const { blocks, problems } = extractBlocks(
      'x.md',
      md('# Title', '', '```ts title="quickstart.ts"', 'const a = 1;', '```', '', '~~~~python', 'print(1)', '~~~~', '', '```', 'plain', '```', '', '``` {.go}', 'package main', '```'),
    );
    expect(problems).toEqual([]);
    expect(blocks.map((b) => [b.line, b.language, b.info, b.code])).toEqual([
      [3, 'ts', 'ts title="quickstart.ts"', 'const a = 1;\n'],
      [7, 'python', 'python', 'print(1)\n'],
      [11, '', '', 'plain\n'],
      [15, 'go', '{.go}', 'package main\n'],
    ]);
    expect(blocks[0]!.section).toBe('Title');
  });

  it('keeps fences inside a longer fence as text, and closes only with the same character at least as long', () => {
    const { blocks } = extractBlocks('x.md', md('````markdown', '```ts', 'inner();', '```', '````', '~~~sh', '```', 'still inside', '~~~~~'));
    expect(blocks.map((b) => [b.language, b.code])).toEqual([
      ['markdown', '```ts\ninner();\n```\n'],
      ['sh', '```\nstill inside\n'],
    ]);
  });

  it('reads fences nested in list items, without the item indentation', () => {
    const { blocks } = extractBlocks(
      'x.md',
      md('1. Install:', '', '   <!-- not-runnable: installs from the registry -->', '   ```sh', '   pip install orbit-sdk', '   ```', '2. Run:', '', '    ```python', '    if True:', '        print("x")', '    ```'),
    );
    expect(blocks.map((b) => [b.language, b.code, b.notRunnable])).toEqual([
      ['sh', 'pip install orbit-sdk\n', 'installs from the registry'],
      ['python', 'if True:\n    print("x")\n', undefined],
    ]);
  });

  it('is not fooled by inline triple backticks, and reports a fence that never closes', () => {
    const { blocks, problems } = extractBlocks('x.md', md('Use ```code``` inline.', '', '```go', 'package main'));
    expect(blocks).toEqual([]);
    expect(problems).toEqual([{ file: 'x.md', line: 3, problem: 'a ``` fence that never closes' }]);
  });
});

describe('the not-runnable marker', () => {
  it('counts only on the line right before the fence, and needs a reason', () => {
    expect(parseMarker('<!-- not-runnable: starts a server -->')).toEqual({ reason: 'starts a server' });
    expect(parseMarker('  <!-- not-runnable:   a reason with spaces   -->  ')).toEqual({ reason: 'a reason with spaces' });
    for (const bad of ['<!-- not-runnable -->', '<!-- not-runnable: -->', '<!-- not-runnable:    -->', '<!-- not-runnable starts a server -->', '<!--not runnable: x-->']) {
      expect(parseMarker(bad), bad).toHaveProperty('problem');
    }
    expect(parseMarker('Write `<!-- not-runnable: reason -->` before the fence.')).toBeUndefined();
  });

  it('refuses a marker without a reason: the block is unmarked, a failure', () => {
    const { blocks } = extractBlocks('x.md', md('<!-- not-runnable: -->', '```json', '{}', '```'));
    expect(blocks[0]!.notRunnable).toBeUndefined();
    expect(blocks[0]!.markerProblem).toMatch(/without a reason/);
    expect(classify(blocks[0]!)).toMatchObject({ kind: 'unmarked', problem: expect.stringMatching(/without a reason/) });
  });

  it('reports a marker separated from its fence (it marks nothing) and runs or fails the block as unmarked', () => {
    const { blocks, problems } = extractBlocks('x.md', md('<!-- not-runnable: a listing -->', '', '```text', 'a/', '```', '<!-- not-runnable: trailing -->'));
    expect(blocks[0]!.notRunnable).toBeUndefined();
    expect(classify(blocks[0]!).kind).toBe('unmarked');
    expect(problems.map((p) => p.line)).toEqual([1, 6]);
  });
});

describe('what runs', () => {
  const one = (info: string, code: string, marker?: string) => extractBlocks('x.md', md(...(marker ? [marker] : []), '```' + info, code, '```')).blocks[0]!;

  it('runs programs of the SDK languages in their lane, and marked blocks not at all', () => {
    expect(classify(one('ts', "import { Orbit } from 'orbit-sdk';"))).toEqual({ kind: 'run', lane: 'ts' });
    expect(classify(one('typescript', 'export {};'))).toEqual({ kind: 'run', lane: 'ts' });
    expect(classify(one('js', 'console.log(1);'))).toEqual({ kind: 'run', lane: 'ts' });
    expect(classify(one('python', 'import orbit_sdk'))).toEqual({ kind: 'run', lane: 'python' });
    expect(classify(one('php', '<?php\necho 1;'))).toEqual({ kind: 'run', lane: 'php' });
    expect(classify(one('go', 'package main\n\nfunc main() {}'))).toEqual({ kind: 'run', lane: 'go' });
    expect(classify(one('sh', 'curl -sf "$ORBIT_BASE_URL/api/user/packages" | jq .items'))).toEqual({ kind: 'run', lane: 'sh' });
    expect(classify(one('go', 'type Order struct{}', '<!-- not-runnable: the declaration, not a program -->'))).toEqual({ kind: 'not-runnable', reason: 'the declaration, not a program' });
  });

  it('needs a marker on data, transcripts, fragments and shell that is not a curl session', () => {
    for (const [info, code] of [
      ['json', '{"a": 1}'],
      ['yaml', 'a: 1'],
      ['text', 'a/'],
      ['http', 'GET / HTTP/1.1'],
      ['', 'a diagram'],
      ['console', '$ curl "$ORBIT_BASE_URL"'],
      ['php', '$client->orders->list();'],
      ['go', 'client.Orders.List(ctx, nil)'],
      ['sh', 'npm run release'],
      ['bash', 'curl -s http://127.0.0.1:4010/api/user/orders'],
    ] as const) {
      expect(classify(one(info, code)), `${info}: ${code}`).toMatchObject({ kind: 'unmarked', problem: expect.stringContaining('<!-- not-runnable: reason -->') });
    }
  });

  it("leaves the archive README's shell sessions to the release suite", () => {
    const readme = md('**Python**', '', '```sh', 'python3 -m venv demo', '```', '', '<!-- not-runnable: starts a server -->', '```sh', 'node server.mjs', '```', '', '```json', '{}', '```');
    expect(classify(extractBlocks('README.md', readme).blocks[0]!, { archive: true })).toEqual({ kind: 'release', lane: 'sh' });
    const { sessions, notRunnable, problems } = archiveReadmeBlocks(readme);
    expect(sessions.map((s) => [s.section, s.code])).toEqual([['Python', 'python3 -m venv demo\n']]);
    expect(notRunnable.map((b) => b.notRunnable)).toEqual(['starts a server']);
    expect(problems).toEqual([expect.stringMatching(/^README\.md:12 \(json\): a `json` block is not a program/)]);
  });
});

describe('the shell rule', () => {
  it('runs curl sessions against $ORBIT_BASE_URL read with text tools', () => {
    for (const code of [
      'curl -sf "$ORBIT_BASE_URL/api/user/packages?type=credits" | jq -r ".items[].id"',
      'ORDERS=$(curl -sSf -H "Authorization: Bearer $ORBIT_ACCESS_TOKEN" "${ORBIT_BASE_URL}/api/user/orders")\necho "$ORDERS" | jq .page',
      "curl -sX POST $ORBIT_BASE_URL/api/v1/chat/completions \\\n  -H \"Authorization: Bearer $ORBIT_API_KEY\" -H 'content-type: application/json' \\\n  -d '{\"prompt\":\"hi\"}' > /dev/null",
      '# a comment\ncurl -s --url "$ORBIT_BASE_URL/api/user/packages" 2>&1 | grep -c pkg_',
    ]) {
      expect(shellProblem(code), code).toBeUndefined();
    }
  });

  it('refuses anything else, saying why', () => {
    const cases: [string, RegExp][] = [
      ['npm test', /the command `npm`/],
      ['curl -s http://127.0.0.1:4010/api/user/packages', /calls only \$ORBIT_BASE_URL/],
      ['curl -s "$ORBIT_BASE_URL@example.com/"', /calls only \$ORBIT_BASE_URL/],
      ['curl -s $ORBIT_BASE_URL/api/user/packages -o out.json', /curl -o/],
      ['curl -s --output x $ORBIT_BASE_URL/', /curl --output/],
      ['curl -s $ORBIT_BASE_URL/x>out.json', /the redirection >out\.json/],
      ['echo hi > /etc/motd', /the redirection >\/etc\/motd/],
      ['ORBIT_BASE_URL=https://example.com curl -s $ORBIT_BASE_URL', /setting ORBIT_BASE_URL/],
      ['export PATH=.', /setting PATH/],
      ['echo $(rm -rf x)', /the command `rm`/],
      ['echo `id`', /backticks/],
      ['cat <<EOF\nhi\nEOF', /here-document/],
      ['curl -s $ORBIT_BASE_URL/ &', /background job/],
      ['(curl -s $ORBIT_BASE_URL/)', /subshell/],
      ['for i in 1 2; do curl -s $ORBIT_BASE_URL/; done', /the command `for`/],
      ['curl -s -K cfg $ORBIT_BASE_URL/', /curl -K/],
      ['sort -o /tmp/x', /sort -o/],
      ['', /no command/],
    ];
    for (const [code, why] of cases) expect(shellProblem(code), code).toMatch(why);
  });
});
