// Matrix runner for the TypeScript SDK (orbit-sdk). Reads scenario files and runs every step through
// the SDK's public API, mapping `<tag>.<method>` onto `client[tag][method](params, options)` by
// property access, so a new scenario runs without a code change. Prints one JSON line per scenario:
// {"scenario", "ok", "failures", "steps", "ms"}.
//   tsx tests/matrix/runners/typescript/runner.ts --base-url URL [--sandbox-url URL] --target mock|reference \
//       --operations operations.json [--job ID] scenario.json...
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
// The SDK's public entry point (its sources, run by tsx). Imported by a computed specifier so the
// repository's NodeNext typecheck does not compile the SDK's own sources with the wrong settings.
const SDK_ENTRY = new URL('../../../../sdks/typescript/src/index.ts', import.meta.url).href;
const { APIError, BinaryResponse, Orbit } = (await import(SDK_ENTRY)) as any;

type Json = any;
interface Op { operationId: string; tag: string; method: string; actions: { method: string; field: string; value: string }[]; params: { name: string; in: string; required: boolean; fixed: boolean }[]; body: boolean; bodyFields: string[]; response: string; streaming: { param: string; done: string } | null }
/** A call step's per-request extras: its Idempotency-Key, extra headers, retries, and whether it streams. */
interface CallOptions { idempotencyKey?: string; headers?: Record<string, string>; maxRetries?: number; stream?: boolean }

const ERROR_CLASSES: Record<number, string> = { 400: 'BadRequestError', 401: 'AuthenticationError', 402: 'PaymentRequiredError', 403: 'PermissionDeniedError', 404: 'NotFoundError', 409: 'ConflictError', 429: 'RateLimitError' };
const errorClassFor = (status: number) => ERROR_CLASSES[status] ?? (status >= 500 ? 'InternalServerError' : 'APIError');

function args(argv: string[]) {
  const opts: Record<string, string> = {};
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--')) opts[a.slice(2)] = argv[++i]!;
    else files.push(a);
  }
  return { opts, files };
}

// ---- scenario language: paths, interpolation, matchers (same semantics in every runner) ----
function lookup(value: Json, path: string): Json {
  if (path === '') return value;
  let cur = value;
  for (const part of path.split('.')) {
    if (cur === null || cur === undefined) return undefined;
    if (Array.isArray(cur)) cur = /^\d+$/.test(part) ? cur[Number(part)] : undefined;
    else if (typeof cur === 'object') cur = cur[part];
    else return undefined;
  }
  return cur;
}

class MissingVariable extends Error {}
function interpolate(value: Json, vars: Record<string, Json>): Json {
  if (typeof value === 'string') {
    const whole = /^\$\{([^}]+)\}$/.exec(value);
    const get = (name: string) => {
      const [head, ...rest] = name.split('.');
      if (!(head! in vars)) throw new MissingVariable(`variable ${head} was never captured`);
      return lookup(vars[head!], rest.join('.'));
    };
    if (whole) return get(whole[1]!);
    return value.replace(/\$\{([^}]+)\}/g, (_, name: string) => String(get(name)));
  }
  if (Array.isArray(value)) return value.map((v) => interpolate(v, vars));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, vars)]));
  return value;
}

const isMissing = (v: Json) => v === undefined || v === null;
const show = (v: Json) => (v === undefined ? 'missing' : JSON.stringify(v));

function match(actual: Json, expected: Json, path: string): string[] {
  if (expected && typeof expected === 'object' && !Array.isArray(expected) && Object.keys(expected).some((k) => k.startsWith('$'))) {
    const out: string[] = [];
    for (const [op, arg] of Object.entries<Json>(expected)) {
      switch (op) {
        case '$exists': if (isMissing(actual) === Boolean(arg)) out.push(`${path}: expected ${arg ? 'present' : 'absent'}, got ${show(actual)}`); break;
        case '$match': if (typeof actual !== 'string' || !new RegExp(arg).test(actual)) out.push(`${path}: expected to match /${arg}/, got ${show(actual)}`); break;
        case '$gte': if (typeof actual !== 'number' || actual < arg) out.push(`${path}: expected >= ${arg}, got ${show(actual)}`); break;
        case '$lte': if (typeof actual !== 'number' || actual > arg) out.push(`${path}: expected <= ${arg}, got ${show(actual)}`); break;
        case '$len': if (!(Array.isArray(actual) || typeof actual === 'string') || actual.length !== arg) out.push(`${path}: expected length ${arg}, got ${Array.isArray(actual) || typeof actual === 'string' ? actual.length : show(actual)}`); break;
        case '$contains': if (!Array.isArray(actual) || !actual.some((e) => match(e, arg, path).length === 0)) out.push(`${path}: expected an element matching ${JSON.stringify(arg)}, got ${show(actual)?.slice(0, 400)}`); break;
        case '$notContains': if (!Array.isArray(actual) || actual.some((e) => match(e, arg, path).length === 0)) out.push(`${path}: expected no element matching ${JSON.stringify(arg)}, got ${show(actual)?.slice(0, 400)}`); break;
        case '$ne': if (match(actual, arg, path).length === 0) out.push(`${path}: expected not ${JSON.stringify(arg)}, got ${show(actual)}`); break;
        default: out.push(`${path}: unknown matcher ${op}`);
      }
    }
    return out;
  }
  if (expected && typeof expected === 'object' && !Array.isArray(expected)) {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return [`${path}: expected an object, got ${show(actual)}`];
    return Object.entries<Json>(expected).flatMap(([k, v]) => match(actual[k], v, path ? `${path}.${k}` : k));
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return [`${path}: expected ${JSON.stringify(expected)}, got ${show(actual)}`];
    return expected.flatMap((v, i) => match(actual[i], v, `${path}.${i}`));
  }
  if (expected === null) return isMissing(actual) ? [] : [`${path}: expected missing, got ${show(actual)}`];
  return actual === expected ? [] : [`${path}: expected ${JSON.stringify(expected)}, got ${show(actual)}`];
}

// ---- outcomes ----
interface Outcome { ok: boolean; result?: Json; error?: { status: number; code?: string | null; type?: string | null; param?: string | null; request_id?: string | null; class?: string; message?: string } }

function check(outcome: Outcome, expect: Json, expectedClass: (status: number) => string): string[] {
  const exp = expect ?? {};
  if (exp.error) {
    if (outcome.ok) return [`expected error ${exp.error.status} ${exp.error.code ?? ''}, but the call succeeded`];
    const e = outcome.error!;
    const out: string[] = [];
    if (e.status !== exp.error.status) out.push(`expected status ${exp.error.status}, got ${e.status} ${e.code ?? ''} (${e.message ?? ''})`);
    if (exp.error.code !== undefined && e.code !== exp.error.code) out.push(`expected error code ${exp.error.code}, got ${show(e.code)}`);
    if (exp.error.param !== undefined && e.param !== exp.error.param) out.push(`expected error param ${exp.error.param}, got ${show(e.param)}`);
    if (exp.error.requestId !== false && !/^req_[0-9A-Za-z]{8,40}$/.test(e.request_id ?? '')) out.push(`expected the error to carry a request id, got ${show(e.request_id)}`);
    if (e.class !== undefined && e.class !== expectedClass(e.status)) out.push(`expected error class ${expectedClass(e.status)} for ${e.status}, got ${e.class}`);
    return out;
  }
  if (!outcome.ok) {
    const e = outcome.error!;
    return [`unexpected error ${e.status} ${e.code ?? ''} (${e.class ?? ''}): ${e.message ?? ''}`];
  }
  return Object.entries<Json>(exp.result ?? {}).flatMap(([path, matcher]) => match(lookup(outcome.result, path), matcher, path || '(result)'));
}

// ---- sandbox: plain HTTP to the reference server ----
async function sandbox(base: string | undefined, kind: string, params: Json): Promise<Outcome> {
  if (!base) throw new Error('sandbox step without --sandbox-url');
  const p = params ?? {};
  let res: Response;
  if (kind === 'sms') res = await fetch(`${base}/__sandbox/sms/${encodeURIComponent(p.phone)}`);
  else if (kind === 'reset') res = await fetch(`${base}/__sandbox/reset`, { method: 'POST' });
  else if (kind === 'pay') {
    const { order_no, ...options } = p;
    res = await fetch(`${base}/__sandbox/orders/${encodeURIComponent(order_no)}/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(options) });
  } else throw new Error(`unknown sandbox step ${kind}`);
  const text = await res.text();
  let body: Json = text;
  try { body = JSON.parse(text); } catch { /* text */ }
  if (res.ok) return { ok: true, result: body };
  return { ok: false, error: { status: res.status, code: body?.error?.code ?? null, message: text.slice(0, 300) } };
}

// ---- the SDK call ----
function resolve(index: Op[], step: Json): { op: Op; resource: string; method: string } {
  if (step.call) {
    const [tag, method] = step.call.split('.');
    const op = index.find((o) => o.tag === tag && (o.method === method || o.actions.some((a) => a.method === method)));
    if (!op) throw new Error(`no operation ${step.call} in the contract`);
    return { op, resource: tag, method };
  }
  const op = index.find((o) => o.operationId === step.operation);
  if (!op) throw new Error(`no operation ${step.operation} in the contract`);
  const method = step.action ? op.actions.find((a) => a.method === step.action || a.value === step.action)?.method : op.method;
  if (!method) throw new Error(`${step.operation} has no action ${step.action}`);
  return { op, resource: op.tag, method };
}

// A streamed answer as a step result (the same shape in every runner): the number of chunks, the
// concatenated choices.0.delta.content, and the last finish_reason and usage any chunk carried.
function collectStream(chunks: Json[]): Json {
  let text = '';
  let finish: Json = null;
  let usage: Json = null;
  for (const chunk of chunks) {
    const choice = chunk?.choices?.[0];
    if (typeof choice?.delta?.content === 'string') text += choice.delta.content;
    if (choice?.finish_reason != null) finish = choice.finish_reason;
    if (chunk?.usage != null) usage = chunk.usage;
  }
  return { chunks: chunks.length, text, finish_reason: finish, usage };
}

async function sdkCall(client: any, op: Op, resource: string, method: string, params: Json, stepId: string, extra: CallOptions): Promise<Outcome> {
  const res = client[resource];
  const fn = res?.[method];
  if (typeof fn !== 'function') throw new Error(`the SDK has no method client.${resource}.${method}()`);
  const options: Record<string, unknown> = { headers: { ...(extra.headers ?? {}), 'X-Matrix-Step': stepId } };
  if (extra.idempotencyKey !== undefined) options.idempotencyKey = extra.idempotencyKey;
  if (extra.maxRetries !== undefined) options.maxRetries = extra.maxRetries;
  let args: Json = params ?? {};
  if (extra.stream) {
    if (!op.streaming) throw new Error(`${op.operationId} has no x-sdk-streaming`);
    args = { ...args, [op.streaming.param]: true };
  }
  const takesParams = op.body || op.params.some((p) => !p.fixed);
  try {
    const value = takesParams ? await fn.call(res, args, options) : await fn.call(res, options);
    if (extra.stream) {
      if (typeof value?.[Symbol.asyncIterator] !== 'function') throw new Error(`client.${resource}.${method}() with ${op.streaming!.param}: true did not answer a Stream`);
      const chunks: Json[] = [];
      for await (const chunk of value) chunks.push(JSON.parse(JSON.stringify(chunk)));
      return { ok: true, result: collectStream(chunks) };
    }
    if (value instanceof BinaryResponse) {
      const bytes = await value.bytes();
      return { ok: true, result: { binary: true, length: bytes.length, head: Buffer.from(bytes.slice(0, 4)).toString('latin1') } };
    }
    return { ok: true, result: typeof value === 'string' ? value : JSON.parse(JSON.stringify(value)) };
  } catch (error) {
    if (error instanceof APIError) {
      const e = error as any;
      return { ok: false, error: { status: e.status, code: e.code ?? null, type: e.type ?? null, param: e.param ?? null, request_id: e.requestId ?? null, class: e.constructor.name, message: e.message } };
    }
    return { ok: false, error: { status: 0, class: (error as Error)?.constructor?.name, message: String((error as Error)?.message ?? error) } };
  }
}

async function runScenario(file: string, o: Record<string, string>, index: Op[]) {
  const started = Date.now();
  const scenario = JSON.parse(readFileSync(file, 'utf8'));
  const name: string = scenario.name ?? basename(file, '.json');
  const target = o.target!;
  const failures: string[] = [];
  let ran = 0;
  const vars: Record<string, Json> = {};
  const clients = new Map<string, any>();
  const clientFor = (id: string) => {
    if (!clients.has(id)) {
      const conf = interpolate(scenario.clients?.[id] ?? {}, vars);
      clients.set(id, new Orbit({ baseURL: o['base-url'], maxRetries: 0, timeout: 30_000, accessToken: conf.accessToken, apiKey: conf.apiKey }));
    }
    return clients.get(id);
  };
  try {
    if (o['sandbox-url']) {
      const reset = await sandbox(o['sandbox-url'], 'reset', {});
      if (!reset.ok) throw new Error(`sandbox reset failed: ${reset.error?.status}`);
    }
    const steps: Json[] = scenario.steps;
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i];
      if (step.targets && !step.targets.includes(target)) continue;
      ran++;
      const label = `step ${i + 1} "${step.name}"`;
      let outcome: Outcome;
      let params: Json;
      try {
        params = interpolate(step.params ?? {}, vars);
        if (step.sandbox) outcome = await sandbox(o['sandbox-url'], step.sandbox, params);
        else {
          const { op, resource, method } = resolve(index, step);
          const extra: CallOptions = { idempotencyKey: step.idempotencyKey, headers: interpolate(step.headers, vars), maxRetries: step.maxRetries, stream: step.stream === true };
          outcome = await sdkCall(clientFor(step.client ?? 'default'), op, resource, method, params, `${o.job ?? 'typescript'}|${name}|${i}`, extra);
        }
      } catch (error) {
        failures.push(`${label}: ${(error as Error).message}`);
        break;
      }
      const expect = interpolate(step.expectOn?.[target] ?? step.expect, vars);
      const problems = check(outcome, expect, errorClassFor);
      if (problems.length) {
        failures.push(...problems.map((p) => `${label}: ${p}`));
        break;
      }
      for (const [variable, path] of Object.entries<string>(step.capture ?? {})) {
        const value = lookup(outcome.result, path);
        if (value === undefined) { failures.push(`${label}: nothing to capture at ${path}`); break; }
        vars[variable] = value;
      }
      if (failures.length) break;
    }
  } catch (error) {
    failures.push(String((error as Error).message ?? error));
  }
  process.stdout.write(JSON.stringify({ scenario: name, ok: failures.length === 0, failures, steps: ran, ms: Date.now() - started }) + '\n');
}

const { opts, files } = args(process.argv.slice(2));
const index: Op[] = JSON.parse(readFileSync(opts.operations!, 'utf8'));
for (const file of files) await runScenario(file, opts, index);
