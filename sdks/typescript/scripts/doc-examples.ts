// The `ts` blocks of README.md and api.md as consumer code (docs/sdk-design.md §7): each block is a
// complete ES module importing `orbit-sdk`, unless the line before its fence marks it not runnable.
// The blocks are read by the docs suite's extractor (tests/docs/blocks.ts), which also runs every runnable
// block on Node 18 and 20 against the reference server (suite `docs`, tests/docs/examples.ts);
// typecheckExamples() adds `tsc --strict` on every block against the built package's declarations.
// Used by check-package.ts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, ROOT } from '../../../scripts/lib/paths.ts';
import { extractBlocks } from '../../../tests/docs/blocks.ts';
import { classify, LANGUAGE_LANES } from '../../../tests/docs/classify.ts';

const SDK = join(ROOT, 'sdks', 'typescript');

export interface Example {
  /** `README.md:123` */
  where: string;
  code: string;
  runnable: boolean;
}

/** The TypeScript/JavaScript blocks of the SDK's documents; `runnable` as the docs suite decides it. */
export function examples(files = ['README.md', 'api.md']): Example[] {
  const out: Example[] = [];
  for (const file of files) {
    for (const block of extractBlocks(file, readFileSync(join(SDK, file), 'utf8')).blocks) {
      if (LANGUAGE_LANES[block.language] !== 'ts') continue;
      out.push({ where: `${file}:${block.line}`, code: block.code.replace(/\n$/, ''), runnable: classify(block).kind === 'run' });
    }
  }
  return out;
}

/** Names of TypeScript's own library a declaration may use (anything else it names is the package's). */
const LIB_TYPES = new Set(['Promise', 'Record', 'Readonly', 'Partial', 'Array', 'Uint8Array', 'Blob', 'ReadableStream', 'AbortSignal', 'Response']);

/**
 * A declaration block of api.md (`class OrdersResource { list(…): APIPromise<OrderList>; }`) as a program that
 * compiles only when the package's class has exactly those methods with those signatures: every type it names
 * is imported from the package, and the declared methods and the class's are assigned to each other.
 */
export function declarationCheck(code: string, n: number): string | undefined {
  const head = /^class (\w+) \{\n([\s\S]*)\n\}$/.exec(code.trim());
  if (!head) return undefined;
  const [, cls, body] = head as unknown as [string, string, string];
  const names = [...new Set(code.match(/\b[A-Z][A-Za-z0-9]*\b/g) ?? [])].filter((name) => !LIB_TYPES.has(name));
  const methods = [...new Set([...body.matchAll(/^\s+(\w+)\(/gm)].map((m) => m[1]!))];
  return [
    `import type { ${names.join(', ')} } from 'orbit-sdk';`,
    `interface Declared${n} {\n${body}\n}`,
    `declare const code${n}: ${cls};`,
    `declare const doc${n}: Declared${n};`,
    `export const asDocumented${n}: Declared${n} = code${n};`,
    `export const asCoded${n}: Pick<${cls}, ${methods.map((m) => `'${m}'`).join(' | ')}> = doc${n};`,
  ].join('\n');
}

/**
 * `tsc --strict` on every block against dist/index.d.ts: the programs (runnable or not), and each declaration
 * of a resource's methods checked against the class the package declares; the problems found.
 */
export function typecheckExamples(blocks: Example[]): { checked: number; problems: string } {
  const programs = blocks.flatMap((b, i) => {
    if (b.runnable || /^import /m.test(b.code)) return [b];
    const check = declarationCheck(b.code, i);
    return check ? [{ ...b, code: check }] : [];
  });
  const dir = mkdtempSync(join(tmpdir(), 'orbit-ts-examples-'));
  try {
    const names = programs.map((b, i) => {
      const name = `example-${String(i).padStart(3, '0')}.ts`;
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
        paths: { 'orbit-sdk': [join(SDK, 'dist', 'index.d.ts')], 'orbit-sdk/node': [join(SDK, 'dist', 'node.d.ts')], 'orbit-sdk/testing': [join(SDK, 'dist', 'testing.d.ts')] },
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
