// The `fuzz` suite: Schemathesis against the reference server, generated from the contract.
//
//   npx tsx tests/fuzz/run.ts [--max-examples N] [--seed N]
//
// Starts the reference server (mock-server/reference) on a free 127.0.0.1 port, restores its seed
// through the sandbox, logs the demo user in (its access token and the demo developer's API key are
// the two security schemes), runs Schemathesis (tests/fuzz/schemathesis.toml: positive and negative
// data, every meaningful check, the examples/coverage/fuzzing/stateful phases), prints how many cases
// ran, and stops the server. Fails on any Schemathesis failure, on fewer than MIN_CASES cases, and when
// the run does not finish within the wall-clock budget.
// Needs the venv from `bash scripts/bootstrap fuzz` (.cache/venv/fuzz, pinned Schemathesis).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startProcess } from '../../scripts/lib/servers.ts';
import { BIN, CONTRACT, ROOT } from '../../scripts/lib/paths.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
/** Cases per operation and phase (10: about 2100 cases in about 70 s on 2 cores; MIN_CASES is 1000). */
const MAX_EXAMPLES = option('--max-examples', process.env.ORBIT_FUZZ_MAX_EXAMPLES ?? '10');
/** A fixed seed keeps CI reproducible; `--seed random` explores new ground locally. */
const SEED = option('--seed', process.env.ORBIT_FUZZ_SEED ?? '20260526');
const MIN_CASES = 1000;
/** Wall-clock budget of the Schemathesis run itself (the server's start is extra). */
const BUDGET_MS = Number(process.env.ORBIT_FUZZ_BUDGET_MS ?? 150_000);

const SCHEMATHESIS = join(ROOT, '.cache', 'venv', 'fuzz', 'bin', 'schemathesis');
const REPORT_DIR = join(ROOT, '.cache', 'fuzz-report');
// The seeded demo accounts (mock-server/reference/src/store.ts; documented in the sandbox and README).
const DEMO_PHONE = '+8613800138000';
const DEMO_PASSWORD = 'orbit-demo-2026';
const DEMO_API_KEY = 'sk_test_DemoDeveloperKey000000000000000000000001';

if (!existsSync(SCHEMATHESIS)) {
  console.error(`fuzz: ${SCHEMATHESIS} is missing; run: bash scripts/bootstrap fuzz`);
  process.exit(1);
}

const port = await freePort();
const server = await startProcess(join(BIN, 'tsx'), ['mock-server/reference/src/main.ts'], {
  port,
  probePath: '/__sandbox/clock',
  // The fuzzer sends thousands of requests with one credential within a minute; the rate limit
  // (default 1000 per minute) would turn most of them into 429s and test nothing else. 1000000 is
  // the largest X-RateLimit-Limit the contract allows.
  env: { ORBIT_RATE_LIMIT: '1000000', LOG_LEVEL: 'warn' },
});

async function json(path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(server.url + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

let exitCode = 1;
try {
  const reset = await json('/__sandbox/reset', {});
  if (reset.status !== 200) throw new Error(`sandbox reset answered ${reset.status}`);
  const login = await json('/api/auth/unified_login', { mode: 'password', phone: DEMO_PHONE, password: DEMO_PASSWORD });
  if (login.status !== 200) throw new Error(`demo login answered ${login.status}: ${JSON.stringify(login.body)}`);

  rmSync(REPORT_DIR, { recursive: true, force: true });
  mkdirSync(REPORT_DIR, { recursive: true });
  const stArgs = [
    '--config-file', 'tests/fuzz/schemathesis.toml',
    'run', CONTRACT,
    '--url', server.url,
    '--max-examples', MAX_EXAMPLES,
    ...(SEED === 'random' ? [] : ['--seed', SEED]),
    '--no-color',
    '--report', 'junit,ndjson',
    '--report-dir', REPORT_DIR,
  ];
  console.log(`fuzz: reference server on ${server.url}; schemathesis ${stArgs.join(' ')}`);
  const started = performance.now();
  let output = '';
  const child = spawn(SCHEMATHESIS, stArgs, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ORBIT_LOGIN_TOKEN: String(login.body.access_token), ORBIT_API_KEY: DEMO_API_KEY, NO_COLOR: '1' },
  });
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk;
      process.stdout.write(chunk);
    });
  }
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  }, BUDGET_MS);
  const code: number = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
  clearTimeout(timer);
  const seconds = (performance.now() - started) / 1000;

  // "Test cases:\n  2091 generated, 2091 passed, 194 skipped"
  const generated = Number(/(\d+) generated/.exec(output)?.[1] ?? 0);
  const serverErrors = server.output().split('\n').filter((l) => l.includes('"level":50')).slice(0, 10);
  console.log(`\nfuzz: ${generated} cases in ${seconds.toFixed(1)} s (schemathesis exit ${code}${timedOut ? ', killed at the time budget' : ''})`);
  if (serverErrors.length) console.log(`fuzz: the server logged errors:\n${serverErrors.join('\n')}`);
  const problems: string[] = [];
  if (timedOut) problems.push(`did not finish within ${BUDGET_MS / 1000} s`);
  if (code !== 0) problems.push(`schemathesis exited ${code}`);
  if (generated < MIN_CASES) problems.push(`only ${generated} cases ran (at least ${MIN_CASES} required)`);
  if (serverErrors.length) problems.push('the server logged unexpected errors');
  console.log(`fuzz: JUnit and NDJSON reports in ${REPORT_DIR}`);
  if (problems.length) {
    console.error(`fuzz: FAILED: ${problems.join('; ')}`);
  } else {
    console.log(`fuzz: ${generated} passed, 0 failed`);
    exitCode = 0;
  }
} catch (error) {
  console.error(`fuzz: ${(error as Error).message}\n${server.output().slice(-4000)}`);
} finally {
  await server.stop();
}
process.exit(exitCode);
