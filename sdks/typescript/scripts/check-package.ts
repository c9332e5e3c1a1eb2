// The package checks: SDK typecheck, tsup build (ESM + CJS + .d.ts/.d.cts), publint,
// are-the-types-wrong on the packed tarball, zero runtime dependencies, no static imports in the
// bundles (browser-safe), the min+gz size of the ESM bundle within its budget, and `tsc --strict` on the README's and api.md's
// examples against the built declarations (the docs suite, tests/docs/examples.ts, runs them on Node 18 and 20).
//   npx tsx sdks/typescript/scripts/check-package.ts
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../../../scripts/lib/paths.ts';
import { examples, typecheckExamples } from './doc-examples.ts';

const SDK = join(ROOT, 'sdks', 'typescript');
const BIN = join(ROOT, 'node_modules', '.bin');
let failures = 0;
let passes = 0;

async function step(name: string, run: () => string | void | Promise<string | void>): Promise<void> {
  const started = performance.now();
  try {
    const note = await run();
    passes++;
    console.log(`  ok   ${name}${note ? `: ${note}` : ''} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failures++;
    const e = error as { stdout?: string; stderr?: string; message: string };
    console.log(`  FAIL ${name}\n${[e.stdout, e.stderr].filter(Boolean).join('\n') || e.message}`);
  }
}

const exec = (cmd: string, args: string[]) => execFileSync(join(BIN, cmd), args, { cwd: SDK, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

await step('typecheck (src, tests, scripts)', () => void exec('tsc', ['-p', 'tsconfig.json']));
await step('build (tsup: ESM, CJS, d.ts, d.cts)', () => void exec('tsup', []));
await step('publint', () => {
  const out = exec('publint', ['--strict', '.']);
  if (!/All good/.test(out)) throw Object.assign(new Error('publint reported problems'), { stdout: out });
});
await step('are-the-types-wrong (attw --pack)', () => {
  const out = exec('attw', ['--pack', '.', '--format', 'table-flipped', '--no-color']);
  if (!/No problems found/.test(out)) throw Object.assign(new Error('attw reported problems'), { stdout: out });
});
await step('zero runtime dependencies', () => {
  const pkg = JSON.parse(readFileSync(join(SDK, 'package.json'), 'utf8'));
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    if (pkg[field] && Object.keys(pkg[field]).length) throw new Error(`package.json has ${field}`);
  }
});
await step('bundles have no static imports (browser-safe, self-contained but for the Node.js code they load when used)', () => {
  const esm = readFileSync(join(SDK, 'dist', 'index.js'), 'utf8');
  const cjs = readFileSync(join(SDK, 'dist', 'index.cjs'), 'utf8');
  const staticImport = /^\s*import\s[^(]*from\s|^\s*import\s+['"]/m.exec(esm);
  if (staticImport) throw new Error(`dist/index.js imports: ${staticImport[0]}`);
  const requires = [...cjs.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]);
  if (requires.length) throw new Error(`dist/index.cjs requires ${requires.join(', ')}`);
  // The one file a bundle loads lazily is the Node.js code (src/node-runtime.ts): anything else split out
  // would be code browsers need, taken out of the size below.
  for (const [file, text, allowed] of [['index.js', esm, './node-runtime.js'], ['index.cjs', cjs, './node-runtime.cjs']] as const) {
    const lazy = [...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]).filter((path) => path !== allowed);
    if (lazy.length) throw new Error(`dist/${file} loads ${lazy.join(', ')} lazily: only ${allowed} may be`);
  }
});
/** What a browser app pays for the main entry, minified and gzipped: at most 13.5 KiB (docs/performance.md). */
const BUNDLE_BUDGET_BYTES = 13.5 * 1024;
await step('bundle size', () => {
  const min = execFileSync(join(BIN, 'esbuild'), ['--minify', '--format=esm', join(SDK, 'dist', 'index.js')], { encoding: 'utf8' });
  const gz = gzipSync(min, { level: 9 }).length;
  const sizes = `dist/index.js ${(readFileSync(join(SDK, 'dist', 'index.js')).length / 1024).toFixed(1)} KiB, minified ${(min.length / 1024).toFixed(1)} KiB, min+gz ${(gz / 1024).toFixed(2)} KiB (${gz} bytes, budget ${BUNDLE_BUDGET_BYTES})`;
  if (gz > BUNDLE_BUDGET_BYTES) throw new Error(`over the budget: ${sizes}`);
  return sizes;
});

const blocks = examples();
await step('tsc --strict on the README and api.md examples (consumer code, built declarations)', () => {
  const { checked, problems } = typecheckExamples(blocks);
  if (problems) throw new Error(problems);
  return `${checked} blocks, 0 errors`;
});
console.log(`package: ${passes} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
