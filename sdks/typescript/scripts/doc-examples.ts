// The `ts` blocks of README.md and api.md as consumer code (docs/sdk-design.md §7): each block is a
// complete ES module importing `orbit-sdk`, unless the line before its fence marks it not runnable.
// typecheckExamples() runs `tsc --strict` on every block against the built package's declarations;
// runExamples() runs every runnable block on the floor Node against the reference server, its default
// world reset before each block, with ORBIT_BASE_URL, ORBIT_ACCESS_TOKEN (the demo buyer) and
// ORBIT_API_KEY (the demo developer's key) set. Used by check-package.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import { BIN, ROOT } from '../../../scripts/lib/paths.ts';
import { freePort, startProcess } from '../../../scripts/lib/servers.ts';

const SDK = join(ROOT, 'sdks', 'typescript');
const DEMO = { phone: '+8613800138000', password: 'orbit-demo-2026', apiKey: 'sk_test_DemoDeveloperKey000000000000000000000001' };
/** The floor runtime (fetched by scripts/node18.ts); the current Node when it is not there yet. */
const NODE18 = join(ROOT, '.cache', 'node18', `node-${process.platform}-${process.arch}-18.20.8`, 'bin', 'node');

export interface Example {
  /** `README.md:123` */
  where: string;
  code: string;
  runnable: boolean;
}

export function examples(files = ['README.md', 'api.md']): Example[] {
  const out: Example[] = [];
  for (const file of files) {
    const lines = readFileSync(join(SDK, file), 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      const fence = /^```(\w*)\s*$/.exec(lines[i]!);
      if (!fence) continue;
      const end = lines.indexOf('```', i + 1);
      if (end < 0) throw new Error(`${file}:${i + 1}: a fence that never closes`);
      if (fence[1] === 'ts') {
        const runnable = !/^<!-- not-runnable: .+ -->$/.test(lines[i - 1] ?? '');
        out.push({ where: `${file}:${i + 1}`, code: lines.slice(i + 1, end).join('\n'), runnable });
      } else if (fence[1] && !/^<!-- not-runnable: .+ -->$/.test(lines[i - 1] ?? '')) {
        throw new Error(`${file}:${i + 1}: a \`${fence[1]}\` block must be marked <!-- not-runnable: reason --> (only ts blocks run)`);
      }
      i = end;
    }
  }
  return out;
}

/** `tsc --strict` on every block (runnable or not, except declarations) against dist/index.d.ts; the problems found. */
export function typecheckExamples(blocks: Example[]): { checked: number; problems: string } {
  const programs = blocks.filter((b) => b.runnable || /^import /m.test(b.code));
  const dir = mkdtempSync(join(tmpdir(), 'orbit-ts-examples-'));
  try {
    const names = programs.map((b, i) => {
      const name = `example-${String(i).padStart(2, '0')}.ts`;
      writeFileSync(join(dir, name), `// ${b.where}\n${b.code}\n`);
      return name;
    });
    const tsconfig = {
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: ['node'],
        typeRoots: [join(ROOT, 'node_modules', '@types')],
        paths: { 'orbit-sdk': [join(SDK, 'dist', 'index.d.ts')] },
      },
      files: names,
    };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
    const result = spawnSync(join(BIN, 'tsc'), ['-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
    const problems = `${result.stdout}${result.stderr}`.replace(/^example-(\d+)\.ts/gm, (_, n: string) => programs[Number(n)]!.where).trim();
    return { checked: programs.length, problems: result.status === 0 ? '' : problems || `tsc exited with ${result.status}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs every runnable block against a fresh reference server; the failures. */
export async function runExamples(blocks: Example[]): Promise<{ ran: number; node: string; failures: string[] }> {
  const runnable = blocks.filter((b) => b.runnable);
  const node = existsSync(NODE18) ? NODE18 : process.execPath;
  const dir = mkdtempSync(join(tmpdir(), 'orbit-ts-run-'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(SDK, join(dir, 'node_modules', 'orbit-sdk'), 'dir');
  const reference = await startProcess(join(BIN, 'tsx'), ['mock-server/reference/src/main.ts'], { port: await freePort(), env: { LOG_LEVEL: 'warn' } });
  const failures: string[] = [];
  try {
    for (const [i, block] of runnable.entries()) {
      const reset = await fetch(`${reference.url}/__sandbox/reset`, { method: 'POST' });
      if (!reset.ok) throw new Error(`the reference server's reset answered ${reset.status}`);
      const login = await fetch(`${reference.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: DEMO.phone, password: DEMO.password }),
      });
      const token = ((await login.json()) as { access_token: string }).access_token;
      const file = join(dir, `example-${i}.mjs`);
      writeFileSync(file, transformSync(block.code, { loader: 'ts', format: 'esm', target: 'node18' }).code);
      const result = spawnSync(node, [file], {
        cwd: dir,
        encoding: 'utf8',
        timeout: 60_000,
        env: { PATH: process.env['PATH'] ?? '', HOME: dir, ORBIT_BASE_URL: reference.url, ORBIT_ACCESS_TOKEN: token, ORBIT_API_KEY: DEMO.apiKey },
      });
      if (result.status !== 0) failures.push(`${block.where}: exit ${result.status ?? result.signal}\n${result.stdout}${result.stderr}`.trim());
    }
  } finally {
    await reference.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  return { ran: runnable.length, node: `Node ${version}`, failures };
}
