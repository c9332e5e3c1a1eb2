// Loading and checking the scenario files (tests/scenarios/*.json): each must validate against
// tests/scenarios/scenario.schema.json and make sense against the SDK model (every call names a method,
// every parameter exists for it (union bodies by their discriminator), streams and auto-paging only where
// the method has them, error kinds are kinds of the runtime rules, variables are captured before use,
// step targets are targets of the scenario).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Ajv } from 'ajv';
import type { SdkModel } from '../../generators/model/index.ts';
import { ROOT } from '../../scripts/lib/paths.ts';
import { GIVEN_ENV, predefinedUsed, ruleVariables } from './givens.ts';
import { kindForStatus, MATCHERS, variablesIn, type Expectation, type Json } from './language.ts';
import { allowedParams, resolveCall, type IndexedMethod } from './operations.ts';

export const SCENARIO_DIR = join(ROOT, 'tests', 'scenarios');
export const SCHEMA_FILE = join(SCENARIO_DIR, 'scenario.schema.json');
export type Target = 'mock' | 'reference';
export type SandboxKind = 'sms' | 'reset' | 'pay' | 'faults' | 'requests' | 'clock' | 'miniapp' | 'notification' | 'proxied';
/** The sandbox steps the mock's front answers too (mock-server/prism-front/sandbox.ts). */
export const MOCK_SANDBOX: ReadonlySet<string> = new Set<SandboxKind>(['faults', 'requests', 'proxied']);

export interface ClientConfig {
  accessToken?: string;
  apiKey?: string;
  maxRetries?: number;
  timeout?: number;
  autoRefresh?: boolean;
  logLevel?: string;
  /** Made as a copy of this client with the SDK's copy-with-options call (shares its session). */
  from?: string;
  /** The SDK's per-attempt interception point records each attempt (answers carry `attempts`). */
  middleware?: true;
  /** The client's idle timeout between two chunks of a streamed or binary answer, in seconds. */
  idleTimeout?: number;
}

export interface Step {
  name: string;
  client?: string;
  call?: string;
  operation?: string;
  action?: string;
  sandbox?: SandboxKind;
  /** By wire name; or exactly one `${variable}` holding them (checked by the SDK at run time). */
  params?: Record<string, unknown> | string;
  idempotencyKey?: string;
  apiKey?: string;
  extraQuery?: Record<string, unknown>;
  extraBody?: Record<string, unknown>;
  raw?: true;
  pages?: true;
  cancelAfterChunks?: number;
  stream?: boolean;
  autoPaging?: boolean;
  headers?: Record<string, string>;
  maxRetries?: number;
  timeout?: number;
  /** The idle timeout between two chunks for this call, in seconds (the SDK's per-request option). */
  idleTimeout?: number;
  /** The same call made this many times at once on one client (threads, tasks, goroutines; PHP in turn). */
  concurrent?: number;
  targets?: Target[];
  capture?: Record<string, string>;
  expect?: Expectation;
  expectOn?: Partial<Record<Target, Expectation>>;
  /** Replaces the expectation on runtimes whose HTTP client resends a dropped idempotent request (runtimes.ts). */
  expectOnResend?: Expectation;
  allowViolations?: string[];
}

export interface Scenario {
  name: string;
  description: string;
  targets: Target[];
  sandboxOnly?: string;
  /** Why the scenario runs on the mock alone (it asks the mock for answers with Prefer, which only the mock honours). */
  mockOnly?: string;
  /** Why the scenario runs on each SDK's floor runtime alone (runtimes.ts `floor`). */
  floorOnly?: string;
  clients?: Record<string, ClientConfig>;
  /**
   * Run the cell's SDK behind the matrix's forward proxy (tests/matrix/proxy.ts), set the way users set one:
   * HTTP_PROXY / HTTPS_PROXY in the driver's environment, and NO_PROXY when given; the SDK addresses the
   * test server by a name only the proxy resolves.
   */
  proxy?: { noProxy?: string };
  steps: Step[];
}

export interface LoadedScenario {
  file: string;
  scenario: Scenario;
  /** Why the scenario needs a sandbox world (skipped against another deployment), or undefined. */
  needsSandbox?: string;
  /** Whether a step queues faults: its answers are deliberately outside the contract (see run.ts). */
  injectsFaults: boolean;
  /** The `given` variables it uses. */
  givens: string[];
}

export function scenarioFiles(dir = SCENARIO_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== basename(SCHEMA_FILE))
    .sort()
    .map((f) => join(dir, f));
}

function errorKinds(model: SdkModel): Set<string> {
  return new Set(['APIError', ...model.runtime.errors.map((e) => e.name), ...model.runtime.clientErrors.map((e) => e.name)]);
}

/** Every `$operator` used inside an expectation value. */
function operatorsIn(value: Json): string[] {
  if (Array.isArray(value)) return value.flatMap(operatorsIn);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [...(k.startsWith('$') ? [k] : []), ...operatorsIn(v)]);
  return [];
}

function checkExpectation(exp: Expectation | undefined, at: string, model: SdkModel, problems: string[]): void {
  if (!exp) return;
  for (const op of operatorsIn([exp.result, exp.log, exp.attempts])) if (!MATCHERS.includes(op)) problems.push(`${at}: unknown matcher ${op}`);
  const e = exp.error;
  if (!e) return;
  if (e.kind !== undefined && !errorKinds(model).has(e.kind)) problems.push(`${at}: error kind ${e.kind} is not a kind of x-sdk-runtime (errors, client_errors) nor APIError`);
  if (e.kind !== undefined && e.status !== undefined && kindForStatus(model.runtime, e.status) !== e.kind) {
    problems.push(`${at}: the rules give status ${e.status} the kind ${kindForStatus(model.runtime, e.status)}, not ${e.kind}`);
  }
}

/** Loads every scenario; answers the scenarios and a list of problems (empty when all are valid). */
export function loadScenarios(model: SdkModel, index: IndexedMethod[], files = scenarioFiles()): { scenarios: LoadedScenario[]; problems: string[] } {
  const ajv = new Ajv({ strict: false, allErrors: true });
  const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));
  const problems: string[] = [];
  const scenarios: LoadedScenario[] = [];
  const names = new Set<string>();
  const operationIds = new Set(index.map((m) => m.operationId));
  const ruleNames = new Set(Object.keys(ruleVariables(model.runtime)));
  for (const file of files) {
    const where = `tests/scenarios/${basename(file)}`;
    let scenario: Scenario;
    try {
      scenario = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${where}: not JSON (${(error as Error).message})`);
      continue;
    }
    if (!validate(scenario)) {
      problems.push(`${where}: does not match scenario.schema.json: ${ajv.errorsText(validate.errors, { dataVar: 'scenario' })}`);
      continue;
    }
    if (scenario.name !== basename(file, '.json')) problems.push(`${where}: name "${scenario.name}" must equal the file name`);
    if (names.has(scenario.name)) problems.push(`${where}: duplicate scenario name ${scenario.name}`);
    names.add(scenario.name);
    if (scenario.mockOnly === undefined && !scenario.targets.includes('reference')) problems.push(`${where}: every scenario must run on the reference target (or say why not with mockOnly)`);
    if (scenario.mockOnly !== undefined && scenario.targets.join() !== 'mock') problems.push(`${where}: a mockOnly scenario has the targets ["mock"]`);
    for (const name of predefinedUsed(scenario, 'given')) if (!(name in GIVEN_ENV)) problems.push(`${where}: unknown \${given.${name}} (known: ${Object.keys(GIVEN_ENV).join(', ')})`);
    for (const name of predefinedUsed(scenario, 'rules')) if (!ruleNames.has(name)) problems.push(`${where}: unknown \${rules.${name}} (known: ${[...ruleNames].join(', ')})`);
    for (const [client, config] of Object.entries(scenario.clients ?? {})) {
      if (config.logLevel !== undefined && !model.runtime.log.levels.includes(config.logLevel)) {
        problems.push(`${where}: client ${client}: logLevel ${config.logLevel} is not one of ${model.runtime.log.levels.join(', ')}`);
      }
      if (config.from !== undefined) {
        // The copy is made from the parent's client object in the driver, so the parent must exist first.
        const firstUse = (name: string) => scenario.steps.findIndex((s) => !s.sandbox && (s.client ?? 'default') === name);
        const parent = firstUse(config.from);
        if (config.from === client) problems.push(`${where}: client ${client} cannot be a copy of itself`);
        else if (parent < 0 || (firstUse(client) >= 0 && parent > firstUse(client))) problems.push(`${where}: client ${client} is a copy of ${config.from}, which no step uses before ${client}'s first step`);
      }
    }
    const captured = new Set<string>(['given', 'rules']);
    const sandboxKinds = new Set<string>();
    scenario.steps.forEach((step, i) => {
      const at = `${where} step ${i + 1} "${step.name}"`;
      for (const t of [...(step.targets ?? []), ...Object.keys(step.expectOn ?? {})]) {
        if (!scenario.targets.includes(t as Target)) problems.push(`${at}: target ${t} is not a target of the scenario`);
      }
      for (const v of variablesIn([step.params, step.headers, step.expect, step.expectOn, step.expectOnResend, step.idempotencyKey, step.apiKey, step.extraQuery, step.extraBody])) {
        if (!captured.has(v)) problems.push(`${at}: uses \${${v}} before any step captures it`);
      }
      checkExpectation(step.expect, at, model, problems);
      for (const exp of Object.values(step.expectOn ?? {})) checkExpectation(exp, at, model, problems);
      checkExpectation(step.expectOnResend, at, model, problems);
      if (step.sandbox) {
        sandboxKinds.add(step.sandbox);
        if (step.sandbox === 'proxied' && !scenario.proxy) problems.push(`${at}: a proxied step needs the scenario's proxy`);
        // The mock's front has the faults and the request log of the sandbox; the rest needs the reference server's state.
        if (!MOCK_SANDBOX.has(step.sandbox) && scenario.targets.includes('mock') && !(step.targets ?? scenario.targets).every((t) => t === 'reference')) {
          problems.push(`${at}: sandbox step ${step.sandbox} needs the reference server (limit the step to targets ["reference"]; the mock has ${[...MOCK_SANDBOX].join(' and ')})`);
        }
        const sandboxParams = typeof step.params === 'object' ? step.params : {};
        if (typeof step.params === 'string') problems.push(`${at}: a sandbox step's params are an object`);
        const op = sandboxParams.operation_id;
        if ((step.sandbox === 'faults' || step.sandbox === 'requests') && op !== undefined && !operationIds.has(String(op))) {
          problems.push(`${at}: operation_id ${String(op)} is not an operation of the model`);
        }
        if (step.sandbox === 'faults' && op === undefined && sandboxParams.path === undefined) problems.push(`${at}: a fault names an operation_id or a path`);
      } else {
        const method = resolveCall(index, step);
        if (typeof method === 'string') problems.push(`${at}: ${method}`);
        else {
          // A step that expects InvalidArgument may pass what the model refuses: that is its point.
          const deliberate = [step.expect, ...Object.values(step.expectOn ?? {})].some((e) => e?.error?.kind === 'InvalidArgument');
          // Parameters held by a variable (a sandbox step's answer) are checked by the SDK when the step runs.
          const byVariable = typeof step.params === 'string';
          const params = typeof step.params === 'object' ? step.params : {};
          const allowed = allowedParams(method, params);
          if (byVariable) {
            // nothing to check here
          } else if ('problem' in allowed) {
            if (!deliberate) problems.push(`${at}: ${allowed.problem}`);
          } else if (!deliberate) {
            const known = new Set(allowed.known.map((p) => p.name));
            if (step.stream && method.stream) known.delete(method.stream.param);
            for (const key of Object.keys(params)) {
              if (!known.has(key)) problems.push(`${at}: ${method.resource}.${method.method} has no parameter "${key}" (known: ${[...known].join(', ')})`);
            }
            for (const p of allowed.known) {
              if (p.required && !(p.name in params)) problems.push(`${at}: ${method.resource}.${method.method} needs "${p.name}" (a step that expects InvalidArgument may leave it out)`);
            }
            if (method.exactlyOneOf.length) {
              const given = method.exactlyOneOf.filter((group) => group.every((name) => name in params));
              if (given.length !== 1) problems.push(`${at}: ${method.resource}.${method.method} takes exactly one of ${method.exactlyOneOf.map((g) => g.join('+')).join(' | ')}`);
            }
          }
          if (step.stream && !method.stream) problems.push(`${at}: "stream": true, but ${method.resource}.${method.method} does not stream`);
          if (step.autoPaging && !method.paging) problems.push(`${at}: "autoPaging": true, but ${method.resource}.${method.method} does not page`);
          if (step.stream && step.autoPaging) problems.push(`${at}: a step streams or pages, not both`);
          if (step.pages && !method.paging) problems.push(`${at}: "pages": true, but ${method.resource}.${method.method} does not page`);
          if (step.pages && (step.stream || step.autoPaging || step.raw)) problems.push(`${at}: "pages" walks the page API alone (no stream, autoPaging or raw)`);
          if (step.raw && step.autoPaging) problems.push(`${at}: "raw" reads one response; auto-paging makes several`);
          if (step.cancelAfterChunks !== undefined && !step.stream) problems.push(`${at}: "cancelAfterChunks" needs "stream": true`);
          if (step.cancelAfterChunks !== undefined && step.raw) problems.push(`${at}: "cancelAfterChunks" and "raw" are not combined`);
          for (const name of Object.keys(step.headers ?? {})) {
            if (method.params.some((p) => p.in === 'header' && p.name.toLowerCase() === name.toLowerCase())) problems.push(`${at}: header ${name} is a parameter of ${method.operationId}; pass it in params`);
            if (/^(authorization|idempotency-key|x-matrix-step|content-type|orbit-sandbox|orbit-sandbox-mode)$/i.test(name)) {
              problems.push(`${at}: header ${name} is set by the SDK or the matrix (use clients, idempotencyKey)`);
            }
          }
          if (step.idempotencyKey !== undefined && !method.idempotent && !deliberate) problems.push(`${at}: ${method.operationId} takes no Idempotency-Key (a step that expects InvalidArgument may pass one: x-sdk-runtime idempotency.elsewhere)`);
          const client = step.client ?? 'default';
          for (const v of variablesIn(scenario.clients?.[client] ?? {})) {
            if (!captured.has(v)) problems.push(`${at}: client ${client} uses \${${v}} before any step captures it`);
          }
        }
      }
      for (const v of Object.keys(step.capture ?? {})) captured.add(v);
    });
    // The proxy's log is the matrix's own, not a server's sandbox.
    sandboxKinds.delete('proxied');
    const needsSandbox = sandboxKinds.size
      ? `uses the sandbox (${[...sandboxKinds].join(', ')})`
      : scenario.sandboxOnly;
    scenarios.push({ file, scenario, needsSandbox, injectsFaults: sandboxKinds.has('faults'), givens: [...new Set(predefinedUsed(scenario, 'given'))] });
  }
  return { scenarios, problems };
}
