// The suite `shapes` (tests/shapes/README.md): the toolkit on a second contract, openapi/fixtures/shapes.yaml.
// 1. the SDK model of the fixture, and every SDK (and the Java client) built from it into a folder of this run;
// 2. every judge of each SDK on its build (judges/<language>.ts), and mvn package of the Java client;
// 3. every call of calls.json through each SDK's matrix driver on its floor runtime, against Prism serving the
//    fixture (behind its front) through a loopback tap that records each request: the request on the wire
//    and the driver's result are checked.
// Prints one table and a closing `N passed, N failed` line; exits 1 on any failure.
//
//   npx tsx tests/shapes/run.ts [--language typescript,go] [--no-judges] [--keep]
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Language, LANGUAGES } from '../../generators/lib/generator.ts';
import { loadSdkModel, type SdkModel } from '../../generators/model/index.ts';
import { readContract } from '../../openapi/lib/contract.ts';
import { buildJavaClient as mavenPackage } from '../../scripts/lib/java-client.ts';
import { ROOT } from '../../scripts/lib/paths.ts';
import { pinnedBinary } from '../../scripts/lib/pinned-runtimes.ts';
import { runCaptured, withoutOrbitEnv } from '../../scripts/lib/processes.ts';
import { startPrism } from '../../scripts/lib/servers.ts';
import { DriverProcess } from '../matrix/driver-process.ts';
import { bundleTypescriptDriver } from '../matrix/runtimes.ts';
import { type Json, match } from '../matrix/language.ts';
import { buildJavaClient, buildSdk } from './build.ts';

export const FIXTURE = join(ROOT, 'openapi', 'fixtures', 'shapes.yaml');
/** The header that ties each request the tap sees to the call that made it. */
const CALL_HEADER = 'x-shapes-call';
const ACCESS_TOKEN = 'at_Zt8pQ2mW5xR7kL9vN3bC6dF1gH4jK0sY';

export interface Judge {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
}

interface WireRequest {
  method: string;
  path: string;
  query?: Record<string, string[]>;
  json?: Json;
  multipart?: { name: string; filename?: string; content: string }[];
}

interface Call {
  name: string;
  call: string;
  params: Record<string, Json>;
  autoPaging?: boolean;
  answer?: { status: number; body?: Json; contentType?: string; text?: string };
  wire: WireRequest[];
  expect: { result?: Json; error?: Json };
}

interface Recorded {
  method: string;
  path: string;
  query: Record<string, string[]>;
  contentType: string;
  body: Buffer;
}

interface Row {
  language: string;
  step: string;
  ok: boolean;
  detail: string;
}

// ---------------------------------------------------------------------------------------------- the tap

/** A loopback HTTP server in front of `upstream` that records each request by its call header. */
class Tap {
  readonly recorded = new Map<string, Recorded[]>();
  /** Per call header: the tap's own answer instead of the upstream's. */
  readonly answers = new Map<string, NonNullable<Call['answer']>>();
  private server!: Server;
  url = '';

  constructor(private readonly upstream: string) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: import('node:http').ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://tap');
    const query: Record<string, string[]> = {};
    for (const [k, v] of url.searchParams) (query[k] ??= []).push(v);
    const key = String(req.headers[CALL_HEADER] ?? '');
    const list = this.recorded.get(key) ?? [];
    list.push({ method: req.method ?? '', path: url.pathname, query, contentType: String(req.headers['content-type'] ?? ''), body });
    this.recorded.set(key, list);

    const own = this.answers.get(key);
    if (own) {
      const text = own.text ?? JSON.stringify(own.body ?? null);
      res.writeHead(own.status, { 'content-type': own.contentType ?? 'application/json', 'x-request-id': 'req_5Q7S9U1W3Y5A7C9E' });
      res.end(text);
      return;
    }
    const headers = { ...req.headers };
    delete headers[CALL_HEADER];
    // Prism has no state: a cursor walk ends with the contract's `last_page` example (README, "The tap's rules").
    if (url.pathname === '/api/widgets' && req.method === 'GET' && url.searchParams.has('starting_after')) headers.prefer = 'example=last_page';
    const target = new URL(req.url ?? '/', this.upstream);
    const upstream = httpRequest(target, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`tap: upstream failed: ${error.message}`);
    });
    upstream.end(body);
  }
}

/** The request as calls.json states it: query and JSON body, or the multipart parts (file name and bytes). */
async function describeRecorded(r: Recorded): Promise<WireRequest> {
  const out: WireRequest = { method: r.method, path: r.path };
  if (Object.keys(r.query).length) out.query = r.query;
  if (r.contentType.startsWith('application/json') && r.body.length) out.json = JSON.parse(r.body.toString('utf8'));
  if (r.contentType.startsWith('multipart/form-data')) {
    // The platform's own multipart parser (fetch's Response.formData), so the check is not ours to get wrong.
    const form = await new Response(new Uint8Array(r.body), { headers: { 'content-type': r.contentType } }).formData();
    out.multipart = [];
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') out.multipart.push({ name, content: value });
      else out.multipart.push({ name, filename: value.name, content: Buffer.from(await value.arrayBuffer()).toString('utf8') });
    }
  } else if (r.body.length && out.json === undefined) {
    out.json = { $unexpectedBody: r.contentType, text: r.body.toString('utf8').slice(0, 200) };
  }
  return out;
}

const sortParts = (parts: WireRequest['multipart']) => [...(parts ?? [])].map((p) => JSON.stringify(p)).sort();

/** What differs between the requests the tap saw and the ones the call should make. */
async function wireProblems(seen: Recorded[], expected: WireRequest[]): Promise<string[]> {
  const actual = await Promise.all(seen.map(describeRecorded));
  if (actual.length !== expected.length) return [`expected ${expected.length} request(s), the tap saw ${actual.length}: ${JSON.stringify(actual).slice(0, 600)}`];
  const problems: string[] = [];
  expected.forEach((want, i) => {
    const got = actual[i]!;
    const at = `request ${i + 1}`;
    if (got.method !== want.method || got.path !== want.path) problems.push(`${at}: ${got.method} ${got.path}, expected ${want.method} ${want.path}`);
    if (!sameJson(got.query ?? {}, want.query ?? {})) {
      problems.push(`${at}: query ${JSON.stringify(got.query ?? {})}, expected ${JSON.stringify(want.query ?? {})}`);
    }
    if (!sameJson(got.json, want.json)) problems.push(`${at}: JSON body ${JSON.stringify(got.json)}, expected ${JSON.stringify(want.json)}`);
    if (want.multipart || got.multipart) {
      const [g, w] = [sortParts(got.multipart), sortParts(want.multipart)];
      if (JSON.stringify(g) !== JSON.stringify(w)) problems.push(`${at}: multipart parts ${JSON.stringify(got.multipart)}, expected ${JSON.stringify(want.multipart)}`);
    }
  });
  return problems;
}

/** Deep equality of JSON values (the query's lists of strings too), key order aside. */
function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => sameJson(a[k], b[k]));
}

// ---------------------------------------------------------------------------------------------- drivers

/** The driver of each SDK on its floor runtime, loading the SDK built in `sdkDir`. */
async function startDriver(language: Language, sdkDir: string, work: string): Promise<DriverProcess> {
  const env = withoutOrbitEnv({ ORBIT_SDK_DIR: sdkDir });
  switch (language) {
    case 'typescript': {
      const bundle = join(work, 'typescript-driver.mjs');
      await bundleTypescriptDriver(sdkDir, bundle);
      return new DriverProcess(pinnedBinary('node18'), [bundle], { cwd: ROOT, env });
    }
    case 'python':
      return new DriverProcess(join(ROOT, '.cache', 'venv', 'py3.8', 'bin', 'python'), [join(ROOT, 'tests/matrix/runners/python/driver.py')], {
        cwd: ROOT,
        env: { ...env, PYTHONPATH: sdkDir, PYTHONUNBUFFERED: '1', PYTHONDONTWRITEBYTECODE: '1' },
      });
    case 'php':
      return new DriverProcess(join(ROOT, '.cache', 'bin', 'php7.4'), [join(ROOT, 'tests/matrix/runners/php/driver.php')], { cwd: ROOT, env });
    case 'go': {
      // The driver's module, its replace directive pointed at this build of the SDK.
      const dir = join(work, 'go-driver');
      cpSync(join(ROOT, 'tests/matrix/runners/go'), dir, { recursive: true });
      const mod = readFileSync(join(dir, 'go.mod'), 'utf8').replace(/=> \S+$/m, `=> ${sdkDir}`);
      writeFileSync(join(dir, 'go.mod'), mod);
      const built = await runCaptured('go', ['build', '-o', join(work, 'go-driver-bin'), '.'], { cwd: dir, env: withoutOrbitEnv(), timeoutMs: 300_000 });
      if (built.code !== 0) throw new Error(`go build of the Go driver against the fixture SDK failed:\n${(built.stdout + built.stderr).slice(0, 3000)}`);
      return new DriverProcess(join(work, 'go-driver-bin'), [], { cwd: ROOT, env });
    }
  }
}

async function runCalls(language: Language, model: SdkModel, sdkDir: string, work: string, tap: Tap, calls: Call[]): Promise<Row[]> {
  const rows: Row[] = [];
  let driver: DriverProcess;
  try {
    driver = await startDriver(language, sdkDir, work);
  } catch (error) {
    return [{ language, step: 'driver', ok: false, detail: (error as Error).message }];
  }
  try {
    for (const [i, call] of calls.entries()) {
      const key = `${language}|${i}`;
      if (call.answer) tap.answers.set(key, call.answer);
      const [resource, method] = call.call.split('.') as [string, string];
      const spec = model.resources.find((r) => r.tag === resource)?.methods.find((m) => m.name.original === method);
      let problems: string[] = [];
      try {
        const answer = await driver.request(
          {
            op: 'call',
            client: 'user',
            clientOptions: { baseUrl: tap.url, accessToken: ACCESS_TOKEN, maxRetries: 0, timeout: 30, logLevel: 'off' },
            resource,
            method,
            operationId: spec?.operationId,
            hasParams: (spec?.params.length ?? 0) > 0 || spec?.body?.kind === 'union',
            params: call.params,
            options: { headers: { [CALL_HEADER]: key } },
            stream: false,
            autoPaging: call.autoPaging === true,
          },
          60_000,
        );
        const ctx = { rules: model.runtime };
        if (call.expect.error) {
          problems = answer.ok ? [`expected an error, the SDK answered ${JSON.stringify(answer.result).slice(0, 300)}`] : match(answer.error, call.expect.error, 'error', ctx);
        } else if (!answer.ok) {
          problems = [`the SDK failed: ${JSON.stringify(answer.error).slice(0, 600)}`];
        } else {
          problems = match(answer.result, call.expect.result, 'result', ctx);
        }
        problems.push(...(await wireProblems(tap.recorded.get(key) ?? [], call.wire)));
      } catch (error) {
        problems = [(error as Error).message];
      }
      rows.push({ language, step: call.name, ok: problems.length === 0, detail: problems.join('; ') });
    }
  } finally {
    await driver.close();
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------- judges

async function runJudges(language: Language, sdkDir: string): Promise<Row[]> {
  const module = await import(pathToFileURL(join(ROOT, 'tests', 'shapes', 'judges', `${language}.ts`)).href);
  const judges: Judge[] = module.judges(sdkDir);
  const rows: Row[] = [];
  for (const judge of judges) {
    const started = performance.now();
    const result = await runCaptured(judge.command, judge.args, { cwd: judge.cwd ?? ROOT, env: withoutOrbitEnv(judge.env ?? {}), timeoutMs: 600_000 });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const output = (result.stdout + result.stderr + (result.error?.message ?? '')).trim();
    const ok = result.code === 0;
    rows.push({ language, step: `judge: ${judge.name}`, ok, detail: ok ? `${seconds} s` : `exit ${result.code}${result.timedOut ? ' (timed out)' : ''}: ${output.slice(-3000)}` });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------- conventions

/**
 * The fixture is written to the real contract's conventions: its runtime rules, request limits, servers,
 * security schemes and headers are the real contract's, and so is every error answer and schema it shares
 * with it by name (the login union, which the fixture narrows to two modes, aside).
 */
function conventionsRow(): Row {
  const real = readContract();
  const fixture = readContract(FIXTURE);
  const differ: string[] = [];
  const same = (path: string[]) => {
    const [a, b] = [path.reduce((o: Json, k) => o?.[k], real), path.reduce((o: Json, k) => o?.[k], fixture)];
    if (JSON.stringify(a) !== JSON.stringify(b)) differ.push(path.join('.'));
  };
  for (const key of ['x-sdk-runtime', 'x-request-limits', 'servers']) same([key]);
  for (const section of ['securitySchemes', 'headers', 'responses', 'schemas']) {
    for (const name of Object.keys(fixture.components[section] ?? {})) {
      if (real.components[section]?.[name] !== undefined && !(section === 'schemas' && name === 'UnifiedLoginRequest')) same(['components', section, name]);
    }
  }
  return { language: 'model', step: "the fixture's conventions are the real contract's", ok: differ.length === 0, detail: differ.length ? `differ: ${differ.join(', ')}` : '' };
}

// ---------------------------------------------------------------------------------------------- main

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const languageArg = args.includes('--language') ? args[args.indexOf('--language') + 1]!.split(',') : undefined;
  const languages = (languageArg ?? [...LANGUAGES, 'java']) as (Language | 'java')[];
  for (const l of languages) if (l !== 'java' && !LANGUAGES.includes(l)) throw new Error(`shapes: unknown language ${l} (${LANGUAGES.join(', ')}, java)`);
  const judgesOn = !args.includes('--no-judges');
  const keep = args.includes('--keep');
  const calls: Call[] = JSON.parse(readFileSync(join(ROOT, 'tests', 'shapes', 'calls.json'), 'utf8')).calls;

  const started = performance.now();
  const work = mkdtempSync(join(tmpdir(), 'orbit-shapes-'));
  const rows: Row[] = [];
  rows.push(conventionsRow());
  const model = loadSdkModel(FIXTURE);
  rows.push({ language: 'model', step: `the SDK model of ${relative(ROOT, FIXTURE)}`, ok: true, detail: `${model.resources.flatMap((r) => r.methods).length} methods, ${model.types.length} types` });

  const prism = await startPrism({ contract: FIXTURE });
  const tap = new Tap(prism.url);
  await tap.start();
  try {
    await Promise.all(
      languages.map(async (language) => {
        const sdkDir = join(work, 'sdks', language);
        const own = join(work, 'run', language);
        mkdirSync(own, { recursive: true });
        try {
          if (language === 'java') buildJavaClient(FIXTURE, sdkDir);
          else await buildSdk(language, model, sdkDir);
          rows.push({ language, step: 'generate', ok: true, detail: relative(work, sdkDir) });
        } catch (error) {
          rows.push({ language, step: 'generate', ok: false, detail: (error as Error).message.slice(0, 3000) });
          return;
        }
        if (language === 'java') {
          try {
            const built = mavenPackage(sdkDir);
            rows.push({ language, step: 'judge: mvn package', ok: true, detail: `${built.seconds.toFixed(1)} s` });
          } catch (error) {
            rows.push({ language, step: 'judge: mvn package', ok: false, detail: (error as Error).message.slice(-3000) });
          }
          return;
        }
        if (judgesOn) rows.push(...(await runJudges(language, sdkDir)));
        rows.push(...(await runCalls(language, model, sdkDir, own, tap, calls)));
      }),
    );
  } finally {
    await tap.stop();
    await prism.stop();
    if (!keep) rmSync(work, { recursive: true, force: true });
    else console.log(`shapes: the builds are kept in ${work}`);
  }

  const order = ['model', ...languages];
  rows.sort((a, b) => order.indexOf(a.language) - order.indexOf(b.language));
  for (const row of rows) {
    console.log(`${row.ok ? 'pass' : 'FAIL'}  ${row.language.padEnd(10)} ${row.step}${row.ok ? (row.detail ? `  (${row.detail})` : '') : `\n      ${row.detail.replace(/\n/g, '\n      ')}`}`);
  }
  const failed = rows.filter((r) => !r.ok).length;
  console.log(`shapes: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${rows.length - failed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

process.exitCode = await main();
