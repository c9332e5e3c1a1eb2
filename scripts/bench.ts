// `npm run bench`: the performance figures of issue 8, measured side by side in one run and printed as
// one table (ratios and absolute figures; nothing here is a pass/fail test, and `npm test` never runs it).
//
// Everything is measured on a clean clone of HEAD in .cache/bench/tree (uncommitted work in the
// checkout, the other engineers' included, is neither measured nor touched), on 127.0.0.1 only,
// one measurement after the other (the machine may have few cores):
//   1. tooling: `npm run generate` and `npm run release`, once each (the clone's scripts; the bootstrap
//      check each npm script starts with is timed in this checkout, where `npm run bench` just ran it);
//   2. load: a mixed workload against the reference server (a child process, for its RSS) with
//      autocannon; then the same single request against the reference server, Prism's mock and a bare
//      Fastify route answering the same bytes; the mix through nginx and two replicas (bench/replicas.ts);
//      the mix on the shared store against in memory (bench/store.ts); the RSS cost of 1,000 idle sandbox
//      worlds (bench/worlds.ts);
//   3. SDK overhead: each SDK against its language's plain HTTP client, against the bare route, call by
//      call interleaved with a second instance of the plain client as a control (scripts/bench/measure.ts);
//   4. the TypeScript bundle size and the Python SDK's import time.
// The table also goes to .cache/bench/last.md.
import autocannon, { type Request as LoadRequest, type Result as LoadResult } from 'autocannon';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release as kernel, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cleanEnv, rssKiB, run, startServer, timed, type BenchServer } from './bench/proc.ts';
import { measureReplicas } from './bench/replicas.ts';
import { measureStore } from './bench/store.ts';
import { measureWorlds } from './bench/worlds.ts';
import { startPrism } from './lib/servers.ts';
import { BIN, ROOT } from './lib/paths.ts';
import { LINES_PER_OPERATION, shippedSourceLines } from './lib/sdk-size.ts';
import { loadSdkModel } from '../generators/model/index.ts';
import { DEMO_DEVELOPER, DEMO_PASSWORD, DEMO_USER } from '../mock-server/reference/src/store.ts';

const BENCH = join(ROOT, '.cache', 'bench');
const TREE = join(BENCH, 'tree');
const PYTHON = join(ROOT, '.cache', 'venv', 'py3.11', 'bin', 'python');
const PHP = join(ROOT, '.cache', 'bin', 'php8.2');
/** openai-python and the httpx both Python rows are measured against (scripts/bootstrap bench). */
const PEERS_PYTHON = join(ROOT, '.cache', 'venv', 'bench-peers', 'bin', 'python');
const TSX_IMPORT = ['--import', 'tsx'];

// Sizes of the measurements (kept so the whole bench stays under ~3 minutes on 2 cores).
const LOAD = { seconds: 10, connections: 4 };
const SINGLE = { warmupSeconds: 1, seconds: 3, connections: 4 };
// SDK overhead (scripts/bench/measure.ts says how): `warmup` untimed iterations (TypeScript: repeated for
// at least 3 s), then `calls` per side, each side's calls interleaved with the others' and timed one by
// one; `seconds` caps the timed part on a slow machine (the samples so far are kept). The counts fit about
// 3 to 7 s of calls per row on 2 cores (TypeScript has four sides, Python's calls are the slowest); PHP's
// and Go's calls are cheap, so they take twice as many. A language's peer row takes the same count as ours.
const SDK_RUN = { warmup: 200, seconds: 15, calls: { typescript: 5000, python: 5000, php: 10000, go: 10000 } };
const IMPORT_RUNS = 5;

const started = performance.now();
const rows: [string, string, string][] = [];
const notes: string[] = [];
const row = (figure: string, value: string, detail = '') => rows.push([figure, value, detail]);
const log = (message: string) => console.error(`bench: ${message} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mib = (kib: number) => `${fmt(kib / 1024, 1)} MiB`;
const git = (args: string[], cwd = ROOT) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';

// ---------------------------------------------------------------- machine
const version = (command: string, args: string[]) => {
  try {
    return firstLine(run(command, args, { cwd: ROOT, timeoutMs: 20_000 }));
  } catch {
    return 'not available';
  }
};
const cpu = cpus();
const loadBefore = loadavg()[0]!;
const machine = [
  `cores: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}; memory: ${fmt(totalmem() / 1024 ** 3, 1)} GiB; Linux ${kernel()}`,
  `node ${process.versions.node}; python ${version(PYTHON, ['-c', 'import platform, httpx; print(platform.python_version(), "(httpx " + httpx.__version__ + ")")'])}; ` +
    `php ${version(PHP, ['-r', 'echo PHP_VERSION;'])}; ${version('go', ['env', 'GOVERSION'])}; autocannon 8.0.0`,
];

// ---------------------------------------------------------------- the clean clone
const commit = git(['rev-parse', 'HEAD']);
const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
log(`cloning HEAD ${commit.slice(0, 12)} into ${TREE}`);
rmSync(TREE, { recursive: true, force: true });
mkdirSync(BENCH, { recursive: true });
git(['clone', '--quiet', '--shared', '--no-checkout', ROOT, TREE]);
git(['checkout', '--quiet', '--detach', commit], TREE);
// Shared read-only pieces: node_modules and the tools the release runs (.cache/bin, the release venv, Maven's).
// Nothing else of .cache is linked, so what the clone's scripts write (caches, builds) stays in the clone.
// node_modules is a tree of hard links, not a symlink: npm ls (the toolkit SBOM of the release) reads a
// symlinked node_modules as the target's and reports every package in it extraneous.
execFileSync('cp', ['-al', join(ROOT, 'node_modules'), join(TREE, 'node_modules')]);
mkdirSync(join(TREE, '.cache', 'venv'), { recursive: true });
// The Java client's Maven repository and generator JAR too: the release builds the client offline from them.
for (const tool of ['bin', join('venv', 'release'), 'm2', 'openapi-generator']) {
  if (existsSync(join(ROOT, '.cache', tool))) symlinkSync(join(ROOT, '.cache', tool), join(TREE, '.cache', tool));
}
// The bench helpers as they are in this checkout (they are this script's own files).
cpSync(join(ROOT, 'scripts', 'bench'), join(TREE, 'scripts', 'bench'), { recursive: true });

// ---------------------------------------------------------------- 1. tooling
function timeNpmScript(name: string, bootstrapArgs: string[], script: string, timeoutMs: number): void {
  log(`npm run ${name}`);
  const check = timed('bash', ['scripts/bootstrap', ...bootstrapArgs], { cwd: ROOT, timeoutMs: 120_000 });
  const body = timed(join(BIN, 'tsx'), [script], { cwd: TREE, timeoutMs });
  if (!check.ok || !body.ok) {
    row(`npm run ${name}`, 'FAILED', firstLine((check.ok ? body : check).stderr.split('\n').slice(-3).join(' ')));
    notes.push(`npm run ${name} failed:\n${(body.stdout + body.stderr).slice(-2000)}`);
    return;
  }
  // The bootstrap prints "bootstrap: [step] ..." only when it has work to do (e.g. npm ci after package.json changed).
  const work = check.stdout.split('\n').filter((l) => l.startsWith('bootstrap: [')).map((l) => l.replace(/^bootstrap: /, ''));
  row(
    `npm run ${name}`,
    `${fmt(check.seconds + body.seconds, 1)} s`,
    `ran once: bootstrap check ${fmt(check.seconds, 1)} s${work.length ? ` (it installed: ${work.join('; ')})` : ''} + ${script} ${fmt(body.seconds, 1)} s`,
  );
}
timeNpmScript('generate', ['node', 'go'], 'scripts/generate.ts', 180_000);
const drift = git(['status', '--porcelain', '--', 'sdks'], TREE);
if (drift) notes.push(`npm run generate changed the committed SDKs in the clone (they drift from the contract); the SDK figures below are of the regenerated SDKs:\n${drift}`);
timeNpmScript('release', [], 'scripts/release.ts', 240_000);

// ---------------------------------------------------------------- 2. load
const servers: BenchServer[] = [];
const stopAll = async () => {
  for (const server of servers.splice(0)) await server.stop();
};
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

async function call(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  call(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

function load(url: string, seconds: number, connections: number, requests: LoadRequest[]): Promise<LoadResult> {
  return autocannon({ url, duration: seconds, connections, pipelining: 1, timeout: 10, requests });
}

function singleRow(label: string, result: LoadResult, bare?: LoadResult): void {
  const failures = result.non2xx + result.errors + result.timeouts;
  const latency = `p50 ${fmt(result.latency.p50)} ms, p99 ${fmt(result.latency.p99)} ms${failures ? `; ${failures} non-2xx/errors` : ''}`;
  if (!bare) {
    row(`single request: ${label}`, `${fmt(result.requests.average)} req/s`, `the baseline; mean latency ${fmt(result.latency.mean, 2)} ms, ${latency}`);
    return;
  }
  row(
    `single request: ${label} / bare`,
    `×${fmt(bare.requests.average / result.requests.average, 1)}`,
    `time per request from req/s: ${fmt(result.requests.average)} vs ${fmt(bare.requests.average)}; mean latency ${fmt(result.latency.mean, 2)} ms (×${fmt(result.latency.mean / bare.latency.mean, 1)}), ${latency}`,
  );
}

try {
  log('starting the reference server');
  const reference = await startServer(process.execPath, [...TSX_IMPORT, 'mock-server/reference/src/main.ts'], {
    cwd: TREE,
    // No per-request log lines, and a rate limit the load cannot reach (both documented knobs of main.ts).
    env: { LOG_LEVEL: 'warn', ORBIT_RATE_LIMIT: '1000000000' },
    probePath: '/api/user/packages',
  });
  servers.push(reference);

  // Set-up through the sandbox and the login: seed state, a login token, the demo developer's API key.
  await post(`${reference.url}/__sandbox/reset`, {});
  const session = (await (await post(`${reference.url}/api/user/login`, { account: DEMO_USER.phone, password: DEMO_PASSWORD })).json()) as { access_token: string };
  const user = { authorization: `Bearer ${session.access_token}` };
  const developer = { authorization: `Bearer ${DEMO_DEVELOPER.apiKey}`, 'content-type': 'application/json' };
  const mix: LoadRequest[] = [
    { method: 'GET', path: '/api/user/packages' },
    { method: 'GET', path: '/api/user/orders?limit=20', headers: user },
    { method: 'GET', path: '/api/user/distribution', headers: user },
    { method: 'GET', path: '/api/ai/router?action=models' },
    { method: 'POST', path: '/api/v1/chat/completions', headers: developer, body: JSON.stringify({ prompt: 'Write a haiku about tea.', max_tokens: 32 }) },
  ];
  for (const r of mix) await call(reference.url + r.path, { method: r.method, headers: r.headers, body: r.body });
  const packagesBody = Buffer.from(await (await call(`${reference.url}/api/user/packages`)).arrayBuffer());
  const bodyFile = join(BENCH, 'packages.json');
  writeFileSync(bodyFile, packagesBody);

  log(`mixed load: ${LOAD.seconds} s, ${LOAD.connections} connections`);
  const rssBefore = rssKiB(reference.pid);
  const mixed = await load(reference.url, LOAD.seconds, LOAD.connections, mix);
  const rssAfter = rssKiB(reference.pid);
  row('mixed load: throughput', `${fmt(mixed.requests.average)} req/s`, `${fmt(mixed.requests.total)} requests in ${LOAD.seconds} s, ${LOAD.connections} connections; round robin of packages, orders (token), distribution (token), models, v1 chat (API key)`);
  row('mixed load: latency p50 / p99', `${fmt(mixed.latency.p50)} / ${fmt(mixed.latency.p99)} ms`, `mean ${fmt(mixed.latency.mean, 2)} ms, max ${fmt(mixed.latency.max)} ms`);
  row('mixed load: non-2xx / errors / timeouts', `${mixed.non2xx} / ${mixed.errors} / ${mixed.timeouts}`, `${fmt(mixed['2xx'])} 2xx answers`);
  row('mixed load: server RSS before → after', `${mib(rssBefore)} → ${mib(rssAfter)}`, `${rssAfter >= rssBefore ? '+' : ''}${mib(rssAfter - rssBefore)}; /proc/<pid>/status VmRSS of the reference server process`);

  log('single request: bare Fastify, reference server, Prism');
  const bare = await startServer(process.execPath, [...TSX_IMPORT, 'scripts/bench/bare-server.ts'], { cwd: TREE, env: { BENCH_BODY_FILE: bodyFile }, probePath: '/api/user/packages' });
  servers.push(bare);
  const single = async (url: string) => {
    const request: LoadRequest[] = [{ method: 'GET', path: '/api/user/packages' }];
    await load(url, SINGLE.warmupSeconds, SINGLE.connections, request);
    return load(url, SINGLE.seconds, SINGLE.connections, request);
  };
  const bareResult = await single(bare.url);
  const referenceResult = await single(reference.url);
  await reference.stop();
  servers.splice(servers.indexOf(reference), 1);
  const prism = await startPrism({ contract: join(TREE, 'openapi', 'openapi.yaml') });
  let prismResult: LoadResult;
  try {
    prismResult = await single(prism.url);
  } finally {
    await prism.stop();
  }
  singleRow('bare Fastify route', bareResult);
  singleRow('reference server', referenceResult, bareResult);
  singleRow('Prism mock', prismResult, bareResult);
  notes.push(
    `Single request: ${SINGLE.seconds} s each after ${SINGLE.warmupSeconds} s of warm-up, ${SINGLE.connections} connections. The bare route answers the reference server's own ${packagesBody.length} bytes; Prism answers the contract's example.`,
  );

  const errors = (r: LoadResult) => r.non2xx + r.errors + r.timeouts;
  log(`mixed load through nginx and 2 replicas, and on 1 replica directly: ${LOAD.seconds} s each`);
  try {
    const replicas = await measureReplicas(TREE, LOAD.seconds, LOAD.connections);
    row(
      'mixed load: nginx + 2 replicas / 1 replica',
      `×${fmt(replicas.nginx.requests.average / replicas.direct.requests.average, 2)}`,
      `${fmt(replicas.nginx.requests.average)} vs ${fmt(replicas.direct.requests.average)} req/s; p99 ${fmt(replicas.nginx.latency.p99)} vs ${fmt(replicas.direct.latency.p99)} ms; non-2xx/errors/timeouts ${errors(replicas.nginx)} / ${errors(replicas.direct)}; 16 worlds each side, spread ${replicas.spread.join(' + ')} over the replicas (mock-server/deploy/nginx.conf at this run's ports)`,
    );
  } catch (error) {
    row('mixed load: nginx + 2 replicas / 1 replica', 'FAILED', firstLine((error as Error).message));
    notes.push(`nginx replicas failed: ${(error as Error).message.slice(0, 2000)}`);
  }

  log(`mixed load with the worlds in Redis (ORBIT_STORE), and in memory: ${LOAD.seconds} s each`);
  try {
    const store = await measureStore(TREE, LOAD.seconds, LOAD.connections);
    row(
      'mixed load: shared store / in memory',
      `×${fmt(store.store.requests.average / store.memory.requests.average, 2)}`,
      `${fmt(store.store.requests.average)} vs ${fmt(store.memory.requests.average)} req/s; p50 ${fmt(store.store.latency.p50)} vs ${fmt(store.memory.latency.p50)} ms, p99 ${fmt(store.store.latency.p99)} vs ${fmt(store.memory.latency.p99)} ms; non-2xx/errors/timeouts ${errors(store.store)} / ${errors(store.memory)}; one replica each, 16 worlds each side; Redis on loopback, append-only file synced every second`,
    );
  } catch (error) {
    row('mixed load: shared store / in memory', 'FAILED', firstLine((error as Error).message));
    notes.push(`shared store failed: ${(error as Error).message.slice(0, 2000)}`);
  }

  log('1,000 idle sandbox worlds');
  const worlds = await measureWorlds(TREE);
  row(
    `${fmt(worlds.worlds)} idle worlds: RSS over one`,
    `+${mib(worlds.manyKiB - worlds.oneKiB)}`,
    `target ≤ 256 MiB; reference server VmRSS ${mib(worlds.oneKiB)} with one world, ${mib(worlds.manyKiB)} with ${fmt(worlds.worlds)} (each created from the seed by one request with its own Orbit-Sandbox header, in ${fmt(worlds.seconds, 1)} s)`,
  );

  // ---------------------------------------------------------------- 3. SDK overhead
  const sdkRow = (language: string, plainName: string, output: string) => {
    // Each *_us is the median µs per call of that side, *_p90_us its 90th percentile (scripts/bench/measure.ts).
    const result = JSON.parse(firstLine(output.trim().split('\n').slice(-1)[0] ?? '')) as Record<string, number | undefined>;
    const us = (side: string) => {
      const value = result[`${side}_us`];
      if (typeof value !== 'number') throw new Error(`no ${side}_us in ${output.trim().slice(-500)}`);
      return value;
    };
    const [plain, sdk, control] = [us('plain'), us('sdk'), us('control')];
    // bare_us: the plain client without the time limit it was given to match the SDK (TypeScript's fetch has none of its own).
    const bareFigure = result.bare_us === undefined ? '' : `; ${plainName} without a time limit ${fmt(result.bare_us)} µs (SDK ×${fmt(sdk / result.bare_us, 2)})`;
    row(
      `SDK overhead: ${language} SDK / ${plainName}`,
      `×${fmt(sdk / plain, 2)}`,
      `control ×${fmt(control / plain, 3)}; ${fmt(sdk)} µs vs ${fmt(plain)} µs, medians per call of ${fmt(result.calls ?? 0)} calls per side interleaved; p90 ${fmt(us('sdk_p90'))} vs ${fmt(us('plain_p90'))} µs${bareFigure}`,
    );
  };
  const sdkArgs = (calls: number) => [String(calls), String(SDK_RUN.warmup), String(SDK_RUN.seconds)];
  const sdkTimeout = (SDK_RUN.seconds + 30) * 1000;
  const attempt = (language: string, plainName: string, measure: () => string) => {
    log(`SDK overhead: ${language}`);
    try {
      sdkRow(language, plainName, measure());
    } catch (error) {
      row(`SDK overhead: ${language} SDK / ${plainName}`, 'FAILED', firstLine((error as Error).message));
      notes.push(`${language} SDK overhead failed: ${(error as Error).message.slice(0, 2000)}`);
    }
  };

  const dist = join(TREE, 'sdks', 'typescript', 'dist', 'index.js');
  if (!existsSync(dist)) {
    log('building the TypeScript SDK (dist is missing)');
    run('npm', ['run', '--silent', 'build'], { cwd: join(TREE, 'sdks', 'typescript'), timeoutMs: 120_000 });
  }
  attempt('TypeScript', 'fetch', () =>
    run(process.execPath, [...TSX_IMPORT, 'scripts/bench/sdk-typescript.ts', bare.url, dist, ...sdkArgs(SDK_RUN.calls.typescript)], { cwd: TREE, timeoutMs: sdkTimeout }),
  );
  attempt('Python 3.11', 'httpx', () =>
    run(PYTHON, ['scripts/bench/sdk_python.py', bare.url, join(TREE, 'sdks', 'python'), ...sdkArgs(SDK_RUN.calls.python)], { cwd: TREE, timeoutMs: sdkTimeout }),
  );
  attempt('PHP 8.2', 'Guzzle', () => run(PHP, ['scripts/bench/sdk_php.php', bare.url, join(TREE, 'sdks', 'php'), ...sdkArgs(SDK_RUN.calls.php)], { cwd: TREE, timeoutMs: sdkTimeout }));
  attempt('Go', 'net/http', () => {
    const goDir = join(TREE, 'scripts', 'bench', 'go');
    // The module path of the SDK as committed (it carries the major version).
    const module = /^module\s+(\S+)/m.exec(readFileSync(join(TREE, 'sdks', 'go', 'go.mod'), 'utf8'))?.[1];
    if (!module) throw new Error('no module line in sdks/go/go.mod');
    const wanted = 'github.com/orbit-platform/orbit-sdk-go/v3';
    if (module !== wanted) {
      for (const file of ['go.mod', 'main.go']) writeFileSync(join(goDir, file), readFileSync(join(goDir, file), 'utf8').split(wanted).join(module));
    }
    const binary = join(BENCH, 'gobench');
    run('go', ['build', '-o', binary, '.'], { cwd: goDir, env: { GOWORK: 'off', GOFLAGS: '-mod=mod' }, timeoutMs: 180_000 });
    return run(binary, [bare.url, ...sdkArgs(SDK_RUN.calls.go)], { cwd: TREE, timeoutMs: sdkTimeout });
  });
  // The peers: Stainless-built SDKs making the same kind of call (a list of the same items, GET /v1/models
  // on the same bare server, in the shape each expects), each against the same plain client as ours.
  attempt('peer openai-node', 'fetch', () =>
    run(process.execPath, [...TSX_IMPORT, 'scripts/bench/peer-openai-node.ts', bare.url, ...sdkArgs(SDK_RUN.calls.typescript)], { cwd: TREE, timeoutMs: sdkTimeout }),
  );
  attempt('peer openai-python', 'httpx', () => run(PEERS_PYTHON, ['scripts/bench/peer_openai_python.py', bare.url, ...sdkArgs(SDK_RUN.calls.python)], { cwd: TREE, timeoutMs: sdkTimeout }));
  attempt('peer openai-go', 'net/http', () => {
    const binary = join(BENCH, 'peerbench');
    run('go', ['build', '-o', binary, '.'], { cwd: join(TREE, 'scripts', 'bench', 'peers', 'go'), env: { GOWORK: 'off' }, timeoutMs: 180_000 });
    return run(binary, [bare.url, ...sdkArgs(SDK_RUN.calls.go)], { cwd: TREE, timeoutMs: sdkTimeout });
  });
  notes.push(
    `Peer rows: openai-node ${JSON.parse(readFileSync(join(ROOT, 'scripts', 'bench', 'peers', 'package.json'), 'utf8')).dependencies.openai}, openai-python and openai-go at the versions scripts/requirements/bench-peers.txt and scripts/bench/peers/go/go.mod pin, each calling models.list() against GET /v1/models of the same bare server (the same items as the package list, in the shape those SDKs decode), measured the same way as ours against the same plain client (fetch with a per-request limit, httpx, net/http). openai-python is built on httpx2, not httpx, so its ratio also carries that client's difference.`,
  );
  notes.push(
    `SDK overhead: GET /api/user/packages against the bare route (a separate process); the sides (plain client, SDK, the plain client again as a control) interleaved call by call, each iteration calling every side once in a shuffled order, every call timed on its own; the figures are medians per call (p90 beside them) after ${SDK_RUN.warmup} untimed iterations (TypeScript: repeated for at least 3 s, the JIT's slope). "control" is a second, separate instance of the plain side making the same request: control / plain shows how far the method can be trusted in this run. The plain clients also decode the JSON. Default SDK options (retries on, never triggered). Fetch has no time limit of its own while every SDK call has one per attempt, so TypeScript's plain side sets the same limit per request (an AbortController and a timer, as the SDK does); the row also gives fetch without it.`,
  );
} finally {
  await stopAll();
}

// ---------------------------------------------------------------- 4. sizes and import time
{
  const operations = loadSdkModel(join(TREE, 'openapi', 'openapi.yaml')).resources.flatMap((r) => r.methods.map((m) => m.operationId));
  const budget = new Set(operations).size * LINES_PER_OPERATION;
  for (const language of ['typescript', 'python', 'php', 'go']) {
    const size = shippedSourceLines(language, TREE);
    row(`${language} SDK: shipped source`, `${fmt(size.lines)} lines`, `lines of ${size.files} code files (tests, docs and tooling excluded); budget ${fmt(budget)} (${LINES_PER_OPERATION} per operation)`);
  }
}


log('TypeScript bundle size');
{
  const dist = join(TREE, 'sdks', 'typescript', 'dist', 'index.js');
  const raw = readFileSync(dist);
  const min = execFileSync(join(BIN, 'esbuild'), ['--minify', '--format=esm', dist], { maxBuffer: 64 * 1024 * 1024 });
  const gz = gzipSync(min, { level: 9 });
  row('TypeScript bundle: min+gz', `${fmt(gz.length / 1024, 1)} KiB`, `dist/index.js (ESM) ${fmt(raw.length / 1024, 1)} KiB, minified (esbuild) ${fmt(min.length / 1024, 1)} KiB, gzip -9`);
}

log('Python import time');
{
  const env = { PYTHONPATH: join(TREE, 'sdks', 'python') };
  // First run compiles the bytecode (the clone's __pycache__); the measured runs import warm.
  run(PYTHON, ['-c', 'import orbit_sdk'], { cwd: BENCH, env, timeoutMs: 60_000 });
  const samples: number[] = [];
  const walls: number[] = [];
  for (let i = 0; i < IMPORT_RUNS; i++) {
    const result = timed(PYTHON, ['-X', 'importtime', '-c', 'import orbit_sdk'], { cwd: BENCH, env, timeoutMs: 60_000 });
    const line = result.stderr.split('\n').find((l) => /\|\s*orbit_sdk\s*$/.test(l));
    const cumulative = line ? Number(line.split('|')[1]) : NaN;
    if (!result.ok || Number.isNaN(cumulative)) throw new Error(`python -X importtime failed:\n${result.stderr.slice(-2000)}`);
    samples.push(cumulative / 1000);
    walls.push(result.seconds * 1000);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  row('Python 3.11: import orbit_sdk', `${fmt(median(samples))} ms`, `median of ${IMPORT_RUNS} \`python -X importtime\` runs (cumulative for orbit_sdk); whole interpreter run ${fmt(median(walls))} ms`);
}

// ---------------------------------------------------------------- the table
const total = (performance.now() - started) / 1000;
const header = [
  `orbit bench — commit ${commit.slice(0, 12)}${dirty ? ' (the checkout has uncommitted changes; they are not measured)' : ''}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${fmt(total)} s`,
  ...machine,
  `load average (1 min) ${fmt(loadBefore, 2)} at the start, ${fmt(loadavg()[0]!, 2)} at the end: other work on the machine shares the ${cpu.length} cores and moves every absolute figure; compare the ratios`,
];
const width = [0, 1, 2].map((i) => Math.max(...[['figure', 'value', 'detail'], ...rows].map((r) => r[i]!.length)));
const line = (r: string[]) => `| ${r.map((cell, i) => cell.padEnd(width[i]!)).join(' | ')} |`;
const table = [line(['figure', 'value', 'detail']), `|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)];
const output = [...header, '', ...table, '', ...notes.map((n) => `- ${n}`)].join('\n');
writeFileSync(join(BENCH, 'last.md'), output + '\n');
console.log(output);
for (const binary of ['gobench', 'peerbench']) if (readdirSync(BENCH).includes(binary)) rmSync(join(BENCH, binary));
