// `npm test`: runs every suite registered in scripts/test-suites.ts, in order, and prints one table.
// `npm test -- <name>...` runs only the suites whose names contain one of the words; `=<name>` selects exactly
// that suite (the hosted CI runs one suite per job: `sdk-go` alone, without `sdk-go-floor`).
// A suite whose toolchain is missing fails; nothing is skipped silently.
import { spawn } from 'node:child_process';
import { ROOT } from './lib/paths.ts';
import { suites } from './test-suites.ts';

const filters = process.argv.slice(2);
const selected = filters.length ? suites.filter((s) => filters.some((f) => (f.startsWith('=') ? s.name === f.slice(1) : s.name.includes(f)))) : suites;
if (selected.length === 0) {
  console.error(`test: no suite matches ${filters.join(', ')}; suites: ${suites.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

// Which Node the toolkit runs on (package.json engines: 22+; npm scripts go through scripts/tsx-node22).
console.log(`test: the toolkit on Node ${process.versions.node} (${process.execPath.replace(ROOT + '/', '')})`);
const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const suite of selected) {
  console.log(`\n=== ${suite.name}: ${suite.command} ${suite.args.join(' ')}`);
  const started = performance.now();
  const code: number = await new Promise((resolve) => {
    const child = spawn(suite.command, suite.args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...suite.env } });
    child.on('error', (error) => {
      console.error(`test: cannot start ${suite.command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  results.push({ name: suite.name, ok: code === 0, seconds: (performance.now() - started) / 1000 });
}

const width = Math.max(...results.map((r) => r.name.length));
console.log('\nsuite'.padEnd(width + 2) + 'result  time');
for (const r of results) console.log(`${r.name.padEnd(width + 1)} ${r.ok ? 'pass' : 'FAIL'}    ${r.seconds.toFixed(1)} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
