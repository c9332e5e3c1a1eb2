// One cell of the matrix: one scenario through one SDK driver on one runtime, against one target, in one
// mode, in its own sandbox world (on the reference server and on the mock). The driver process lives as long as the cell; the scenario language
// (interpolation, captures, expectations, sandbox steps, stream and binary summaries, error kinds,
// next-minor matching) runs here, so every SDK is judged by the same code.
import { ROOT } from '../../scripts/lib/paths.ts';
import { DriverFailure, DriverProcess } from './driver-process.ts';
import { type ForwardProxy, proxiedUrl } from './proxy.ts';
import { check, interpolate, kindForStatus, lookup, summarizeBinary, summarizeStream, type Json, type MatchContext, type Outcome } from './language.ts';
import { resolveCall, type IndexedMethod } from './operations.ts';
import { driverEnv, type Runtime } from './runtimes.ts';
import { SandboxClient, WORLD_HEADER } from './sandbox.ts';
import type { ClientConfig, LoadedScenario, Step, Target } from './scenarios.ts';
import { STEP_HEADER } from './tap.ts';

/** Where a cell runs: the Prism mock, the reference server, or another deployment (`--base-url`). */
export type CellTarget = Target | 'external';
export type Mode = 'normal' | 'next-minor';

export interface Cell {
  /** Unique in the run, used in X-Matrix-Step and the world's name. */
  id: string;
  scenario: LoadedScenario;
  runtime: Runtime;
  target: CellTarget;
  mode: Mode;
}

export interface CellResult {
  cell: Cell;
  status: 'pass' | 'fail' | 'skip';
  failures: string[];
  /** Why a skipped cell did not run. */
  reason?: string;
  /** The driver's `hello`: SDK, version, runtime. */
  hello?: { sdk: string; version: string; runtime: string };
  /** CPU seconds the driver process used (diagnostics). */
  driverCpu?: number;
  ms: number;
}

export interface CellEnvironment {
  rules: MatchContext['rules'];
  /** The contract's version: every SDK's. */
  version: string;
  index: IndexedMethod[];
  /** The SDK base URL of a cell (a tap before Prism, or the reference server itself). */
  baseUrl: (cell: Cell) => string;
  /**
   * Where a target's /__sandbox is: the reference server's own address, and the mock's front (its
   * sandbox has the faults and the request log only), never through a tap or `prism proxy`.
   */
  sandboxUrls?: Partial<Record<Target, string>>;
  /** The run's prefix of world names (unique per run, so concurrent runs on one server never meet). */
  worldPrefix: string;
  /** Next-minor mode: a known enum value → its substitutes (from GET /__sandbox/mode). */
  substitutes?: Map<string, Set<string>>;
  givens: Record<string, string>;
  ruleVariables: Record<string, Json>;
  /** The forward proxy of proxy scenarios (tests/matrix/proxy.ts), when the run has one. */
  proxy?: ForwardProxy;
  /** Why a runtime cannot run (its cells fail with this message). */
  runtimeProblems: Map<string, string>;
}

const HELLO_TIMEOUT_MS = 60_000;
/** Bounds a driver that never answers; the scenario's own waits are far below it. */
const CALL_TIMEOUT_MS = 150_000;
const DEFAULT_CLIENT: ClientConfig = { maxRetries: 0, timeout: 30 };

const expectationTarget = (target: CellTarget): Target => (target === 'mock' ? 'mock' : 'reference');

export async function runCell(cell: Cell, env: CellEnvironment): Promise<CellResult> {
  const started = Date.now();
  let hello: CellResult['hello'];
  let driverCpu: number | undefined;
  const done = (status: CellResult['status'], failures: string[], reason?: string): CellResult => ({ cell, status, failures, reason, hello, driverCpu, ms: Date.now() - started });
  const problem = env.runtimeProblems.get(cell.runtime.id);
  if (problem) return done('fail', [problem]);

  const { scenario } = cell.scenario;
  const target = expectationTarget(cell.target);
  const world = cell.target !== 'external' ? `${env.worldPrefix}-${cell.id}` : undefined;
  const sandboxUrl = cell.target !== 'external' ? env.sandboxUrls?.[cell.target] : undefined;
  const sandbox = world && sandboxUrl ? new SandboxClient(sandboxUrl, world) : undefined;
  const ctx: MatchContext = { rules: env.rules, substitutes: cell.mode === 'next-minor' ? env.substitutes : undefined };
  const vars: Record<string, Json> = { given: env.givens, rules: env.ruleVariables };
  const failures: string[] = [];

  const [command, args] = cell.runtime.command();
  // A proxy scenario's driver gets the proxy the way users set one: in its environment.
  const proxied = scenario.proxy && env.proxy ? proxyEnvironment(env.proxy.url, scenario.proxy.noProxy) : {};
  const driver = new DriverProcess(command, args, { cwd: ROOT, env: { ...driverEnv(cell.runtime), ...proxied } });
  const baseUrl = scenario.proxy ? proxiedUrl(env.baseUrl(cell)) : env.baseUrl(cell);
  const created = new Map<string, Record<string, Json>>();
  const clientOptions = (name: string): Record<string, Json> => {
    let options = created.get(name);
    if (!options && scenario.clients?.[name]?.from !== undefined) {
      // A copy made with the SDK's copy-with-options call: only the options the scenario changes.
      const { from, ...overrides } = interpolate(scenario.clients[name], vars) as ClientConfig;
      options = { from: from!, ...overrides };
      created.set(name, options);
    }
    if (!options) {
      const config: ClientConfig = { ...DEFAULT_CLIENT, ...interpolate(scenario.clients?.[name] ?? {}, vars) };
      options = { baseUrl, accessToken: config.accessToken ?? null, apiKey: config.apiKey ?? null, maxRetries: config.maxRetries, timeout: config.timeout };
      if (config.autoRefresh !== undefined) options.autoRefresh = config.autoRefresh;
      if (config.logLevel !== undefined) options.logLevel = config.logLevel;
      if (config.middleware) options.middleware = true;
      if (config.idleTimeout !== undefined) options.idleTimeout = config.idleTimeout;
      if (world) options.defaultHeaders = { [WORLD_HEADER]: world };
      created.set(name, options);
    }
    return options;
  };

  try {
    if (sandbox && cell.mode === 'next-minor') await sandbox.setMode('next-minor');
    const answer = await driver.request({ op: 'hello' }, HELLO_TIMEOUT_MS);
    if (!answer?.ok || answer.result?.sdk !== cell.runtime.sdk) {
      throw new DriverFailure(`hello failed: the driver answered ${JSON.stringify(answer).slice(0, 400)} (expected ok with sdk "${cell.runtime.sdk}")`);
    }
    hello = { sdk: String(answer.result.sdk), version: String(answer.result.version), runtime: String(answer.result.runtime) };
    if (hello.version !== env.version) throw new DriverFailure(`hello: the driver runs ${hello.sdk} ${hello.version}, the contract is ${env.version}`);
    for (const [i, step] of scenario.steps.entries()) {
      if (step.targets && !step.targets.includes(target)) continue;
      const label = `step ${i + 1} "${step.name}"`;
      let outcome: Outcome;
      try {
        outcome =
          step.sandbox === 'proxied'
            ? { ok: true, result: { items: env.proxy?.requests(world ?? '') ?? [] } }
            : step.sandbox
              ? await sandboxStep(step, sandbox, vars, env)
              : await callStep(cell, i, step, driver, clientOptions, vars, env);
      } catch (error) {
        if (error instanceof DriverFailure) throw new DriverFailure(`${label}: ${error.message}`);
        failures.push(`${label}: ${(error as Error).message}`);
        break;
      }
      // A runtime whose fetch resends a dropped idempotent request is held to what its README documents.
      const expected = cell.runtime.resendsDropped && step.expectOnResend ? step.expectOnResend : (step.expectOn?.[target] ?? step.expect);
      const problems = check(outcome, interpolate(expected, vars), ctx);
      if (problems.length) {
        failures.push(...problems.map((p) => `${label}: ${p}`));
        break;
      }
      for (const [variable, path] of Object.entries(step.capture ?? {})) {
        const value = lookup(outcome.result, path);
        if (value === undefined) failures.push(`${label}: nothing to capture at "${path}" for ${variable}`);
        vars[variable] = value;
      }
      if (failures.length) break;
    }
  } catch (error) {
    failures.push(error instanceof DriverFailure ? `${cell.runtime.driver}: ${error.message}` : String((error as Error)?.message ?? error));
  }
  driverCpu = driver.cpuSeconds();
  const exit = await driver.close();
  if (failures.length === 0 && exit.code !== 0) failures.push(`${cell.runtime.driver} exited with ${exit.signal ?? `code ${exit.code}`} at end of input; stderr: ${driver.stderrTail()}`);
  return done(failures.length ? 'fail' : 'pass', failures);
}

async function sandboxStep(step: Step, sandbox: SandboxClient | undefined, vars: Record<string, Json>, env: CellEnvironment): Promise<Outcome> {
  if (!sandbox) throw new Error('a sandbox step needs the sandbox of the reference server or of the mock');
  const outcome = await sandbox.step(step.sandbox!, interpolate(step.params ?? {}, vars));
  if (outcome.error?.status) outcome.error.kind = kindForStatus(env.rules, outcome.error.status);
  return outcome;
}

async function callStep(
  cell: Cell,
  i: number,
  step: Step,
  driver: DriverProcess,
  clientOptions: (name: string) => Record<string, Json>,
  vars: Record<string, Json>,
  env: CellEnvironment,
): Promise<Outcome> {
  const method = resolveCall(env.index, step);
  if (typeof method === 'string') throw new Error(method);
  const client = step.client ?? 'default';
  const options: Record<string, Json> = { headers: { ...interpolate(step.headers ?? {}, vars), [STEP_HEADER]: `${cell.id}|${i}` } };
  if (step.maxRetries !== undefined) options.maxRetries = step.maxRetries;
  if (step.timeout !== undefined) options.timeout = step.timeout;
  if (step.idleTimeout !== undefined) options.idleTimeout = step.idleTimeout;
  if (step.idempotencyKey !== undefined) options.idempotencyKey = interpolate(step.idempotencyKey, vars);
  if (step.apiKey !== undefined) options.apiKey = interpolate(step.apiKey, vars);
  if (step.extraQuery !== undefined) options.extraQuery = interpolate(step.extraQuery, vars);
  if (step.extraBody !== undefined) options.extraBody = interpolate(step.extraBody, vars);
  const answer = await driver.request(
    {
      op: 'call',
      client,
      clientOptions: clientOptions(client),
      resource: method.resource,
      method: method.method,
      operationId: method.operationId,
      hasParams: method.params.length > 0 || method.union !== null,
      params: interpolate(step.params ?? {}, vars),
      options,
      stream: step.stream === true,
      autoPaging: step.autoPaging === true,
      ...(step.raw ? { raw: true } : {}),
      ...(step.pages ? { pages: true } : {}),
      ...(step.cancelAfterChunks !== undefined ? { cancelAfterChunks: step.cancelAfterChunks } : {}),
      ...(step.concurrent !== undefined ? { concurrent: step.concurrent } : {}),
    },
    CALL_TIMEOUT_MS,
  );
  const log = Array.isArray(answer.log) ? answer.log.map(String) : [];
  const attempts = Array.isArray(answer.attempts) ? answer.attempts : undefined;
  if (!answer.ok) {
    const error = answer.error ?? { kind: '(none)', sdkError: false, message: `the driver answered ok: false without an error: ${JSON.stringify(answer).slice(0, 300)}` };
    // A streamed call that failed tells how many chunks the caller had read first (a stall after them).
    const chunksBeforeError = step.stream && Array.isArray(answer.chunks) ? answer.chunks.length : undefined;
    return { ok: false, error, log, attempts, chunksBeforeError };
  }
  let result: Json = answer.result;
  if (step.concurrent !== undefined) {
    // Every call's outcome: how many succeeded, and the errors of the others (docs/sdk-design.md §6).
    if (typeof result?.succeeded !== 'number' || !Array.isArray(result.errors)) {
      throw new Error(`a concurrent call must answer {succeeded, errors: [...]}, the driver answered ${JSON.stringify(result).slice(0, 300)}`);
    }
    const escaped = result.errors.find((e: Json) => e?.sdkError !== true);
    if (escaped) return { ok: false, error: escaped, log, attempts };
    return { ok: true, result, log, requestId: answer.requestId ?? null, attempts };
  }
  if (step.raw) {
    if (typeof result?.status !== 'number' || !result.headers || typeof result.headers !== 'object' || !('body' in result)) {
      throw new Error(`a raw call must answer {status, headers, body}, the driver answered ${JSON.stringify(result).slice(0, 300)}`);
    }
    const headers = Object.fromEntries(Object.entries<Json>(result.headers).map(([k, v]) => [k.toLowerCase(), v]));
    result = { status: result.status, headers, body: summarize(step, method.response, result.body) };
  } else {
    result = summarize(step, method.response, result);
  }
  return { ok: true, result, log, requestId: answer.requestId ?? null, attempts };
}

/** The step result of a driver's answer body (docs/sdk-design.md §6): stream and binary summaries, pages, items. */
function summarize(step: Step, response: string, result: Json): Json {
  const show = () => JSON.stringify(result).slice(0, 300);
  if (step.stream) {
    if (!Array.isArray(result?.chunks)) throw new Error(`a streamed call must answer {chunks: [...]}, the driver answered ${show()}`);
    if (step.cancelAfterChunks === undefined) return summarizeStream(result.chunks);
    if (result.cancelled !== true) throw new Error(`a cancelled stream must answer {chunks, cancelled: true}, the driver answered ${show()}`);
    return { ...summarizeStream(result.chunks), cancelled: true };
  }
  if (step.autoPaging) {
    if (!Array.isArray(result?.items)) throw new Error(`an auto-paging call must answer {items: [...]}, the driver answered ${show()}`);
    return result;
  }
  if (step.pages) {
    const valid = Array.isArray(result?.pages) && result.pages.every((p: Json) => Array.isArray(p?.items) && typeof p.hasNextPage === 'boolean');
    if (!valid) throw new Error(`a pages call must answer {pages: [{items, hasNextPage}]}, the driver answered ${show()}`);
    return result;
  }
  if (response === 'binary') {
    if (result?.binary !== true || typeof result.base64 !== 'string') throw new Error(`a binary answer must be {binary: true, mediaType, base64}, the driver answered ${show()}`);
    return summarizeBinary(result);
  }
  return result;
}

/** HTTP_PROXY and HTTPS_PROXY (both spellings, as tools read either), and NO_PROXY when given; never the caller's own. */
function proxyEnvironment(url: string, noProxy: string | undefined): Record<string, string> {
  return { HTTP_PROXY: url, HTTPS_PROXY: url, http_proxy: url, https_proxy: url, NO_PROXY: noProxy ?? '', no_proxy: noProxy ?? '' };
}
