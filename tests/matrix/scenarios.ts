// Loading and checking the scenario files (tests/scenarios/*.json): each must validate against
// tests/scenarios/scenario.schema.json and make sense against the contract (every call names an
// operation, every parameter exists, variables are captured before they are used, step targets are
// targets of the scenario).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Ajv } from 'ajv';
import { ROOT } from '../../scripts/lib/paths.ts';
import { resolveCall, type IndexedOperation } from './operations.ts';

export const SCENARIO_DIR = join(ROOT, 'tests', 'scenarios');
export const SCHEMA_FILE = join(SCENARIO_DIR, 'scenario.schema.json');
export type Target = 'mock' | 'reference';

export interface Step {
  name: string;
  client?: string;
  call?: string;
  operation?: string;
  action?: string;
  sandbox?: 'sms' | 'reset' | 'pay';
  params?: Record<string, unknown>;
  idempotencyKey?: string;
  stream?: boolean;
  headers?: Record<string, string>;
  maxRetries?: number;
  targets?: Target[];
  capture?: Record<string, string>;
  expect?: unknown;
  expectOn?: Partial<Record<Target, unknown>>;
  allowViolations?: string[];
}

export interface Scenario {
  name: string;
  description: string;
  targets: Target[];
  clients?: Record<string, { accessToken?: string; apiKey?: string }>;
  steps: Step[];
}

export interface LoadedScenario { file: string; scenario: Scenario }

export function scenarioFiles(dir = SCENARIO_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== basename(SCHEMA_FILE))
    .sort()
    .map((f) => join(dir, f));
}

const variablesIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [...value.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!)
    : Array.isArray(value)
      ? value.flatMap(variablesIn)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(variablesIn)
        : [];

/** Loads every scenario; answers the scenarios and a list of problems (empty when all are valid). */
export function loadScenarios(index: IndexedOperation[], files = scenarioFiles()): { scenarios: LoadedScenario[]; problems: string[] } {
  const ajv = new Ajv({ strict: false, allErrors: true });
  const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));
  const problems: string[] = [];
  const scenarios: LoadedScenario[] = [];
  const names = new Set<string>();
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
    if (!scenario.targets.includes('reference')) problems.push(`${where}: every scenario must run on the reference target`);
    const captured = new Map<string, number>(); // variable -> index of the step that captures it
    scenario.steps.forEach((step, i) => {
      const at = `${where} step ${i + 1} "${step.name}"`;
      for (const t of [...(step.targets ?? []), ...Object.keys(step.expectOn ?? {})]) {
        if (!scenario.targets.includes(t as Target)) problems.push(`${at}: target ${t} is not a target of the scenario`);
      }
      if (step.sandbox && scenario.targets.includes('mock') && !(step.targets ?? scenario.targets).every((t) => t === 'reference')) {
        problems.push(`${at}: sandbox steps need the reference server (limit the step to targets ["reference"])`);
      }
      for (const v of variablesIn([step.params, step.headers, step.expect, step.expectOn])) {
        if (!captured.has(v)) problems.push(`${at}: uses \${${v}} before any step captures it`);
      }
      if (!step.sandbox) {
        const resolved = resolveCall(index, step);
        if (typeof resolved === 'string') problems.push(`${at}: ${resolved}`);
        else {
          const known = new Set([...resolved.op.bodyFields, ...resolved.op.params.filter((p) => !p.fixed).map((p) => p.name)]);
          if (resolved.action) known.delete(resolved.action.field);
          if (step.stream) {
            // The runner sets the streaming flag itself (or calls the SDK's streaming method).
            if (!resolved.op.streaming) problems.push(`${at}: "stream": true, but ${resolved.op.operationId} has no x-sdk-streaming in the contract`);
            else known.delete(resolved.op.streaming.param);
          }
          for (const key of Object.keys(step.params ?? {})) {
            if (!known.has(key)) problems.push(`${at}: ${resolved.op.operationId} has no parameter or body field "${key}" (known: ${[...known].join(', ')})`);
          }
          for (const name of Object.keys(step.headers ?? {})) {
            const param = resolved.op.params.find((p) => p.in === 'header' && p.name.toLowerCase() === name.toLowerCase());
            if (param) problems.push(`${at}: header ${name} is a parameter of ${resolved.op.operationId}; pass it in params`);
            if (/^(authorization|idempotency-key|x-matrix-step|content-type)$/i.test(name)) problems.push(`${at}: header ${name} is set by the SDK or the runner (use clients, idempotencyKey)`);
          }
          const client = step.client ?? 'default';
          for (const v of variablesIn(scenario.clients?.[client] ?? {})) {
            if (!captured.has(v)) problems.push(`${at}: client ${client} uses \${${v}} before any step captures it`);
          }
        }
      }
      for (const v of Object.keys(step.capture ?? {})) captured.set(v, i);
    });
    scenarios.push({ file, scenario });
  }
  return { scenarios, problems };
}
