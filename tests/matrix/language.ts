// The scenario language, stated once for every SDK: paths into results, `${…}` interpolation of
// captured values, the matchers of `expect`, the error-kind check, and the step results the matrix
// builds from a driver's raw answer (a stream summary, a binary summary). Drivers only call the SDK;
// everything here runs in the orchestrator.
import { errorKindFor, type RuntimeRules } from '../../generators/model/index.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** A value at a dot-separated path (`items.0.id`; `""` is the value itself). */
export function lookup(value: Json, path: string): Json {
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

export class MissingVariable extends Error {}

/** Replaces `${name}` / `${name.path}`; a string that is exactly one `${…}` keeps the value's type. */
export function interpolate(value: Json, vars: Record<string, Json>): Json {
  if (typeof value === 'string') {
    const get = (name: string) => {
      const [head, ...rest] = name.split('.');
      if (!(head! in vars)) throw new MissingVariable(`variable ${head} has no value (never captured)`);
      const found = lookup(vars[head!], rest.join('.'));
      if (found === undefined) throw new MissingVariable(`variable ${name} has no value`);
      return found;
    };
    const whole = /^\$\{([^}]+)\}$/.exec(value);
    if (whole) return get(whole[1]!);
    return value.replace(/\$\{([^}]+)\}/g, (_, name: string) => (typeof get(name) === 'string' ? get(name) : JSON.stringify(get(name))));
  }
  if (Array.isArray(value)) return value.map((v) => interpolate(v, vars));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, vars)]));
  return value;
}

/** The variable names a value uses (`${name…}`), for validation. */
export const variablesIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [...value.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!)
    : Array.isArray(value)
      ? value.flatMap(variablesIn)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(variablesIn)
        : [];

export interface MatchContext {
  rules: RuntimeRules;
  /**
   * Next-minor mode: a known enum value → the values that stand for it in the answer (the substitute
   * of every multi-value enum holding it, from `GET /__sandbox/mode`). Absent in normal mode.
   */
  substitutes?: Map<string, Set<string>>;
}

const isMissing = (v: Json) => v === undefined || v === null;
const show = (v: Json) => (v === undefined ? 'missing' : String(JSON.stringify(v)).slice(0, 400));
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The smallest wait the rules allow before retry `n` (0 = first retry) without a server wait, in ms. */
export function minBackoffMs(rules: RuntimeRules, n: number): number {
  const { initialSeconds, multiplier, maxSeconds, jitter } = rules.retry.backoff;
  return Math.min(initialSeconds * multiplier ** n, maxSeconds) * (1 - jitter) * 1000;
}

/** A regular expression for one log line of the rules' `log.format`: each field a value, a {$match} pattern, or any non-blank. */
export function logLinePattern(rules: RuntimeRules, fields: Record<string, Json>): RegExp {
  const known = new Set(['level', ...rules.log.fields]);
  for (const name of Object.keys(fields)) if (!known.has(name)) throw new Error(`$logLine: ${name} is not a field of x-sdk-runtime.log.format`);
  const source = rules.log.format
    .split(/(\{[a-z_]+\})/)
    .map((part) => {
      const m = /^\{([a-z_]+)\}$/.exec(part);
      if (!m) return escapeRegExp(part);
      const given = fields[m[1]!];
      if (given === undefined) return '\\S+';
      // {"$match": "req_\\S+"}: a pattern for the field (no anchors), else the value itself.
      return given && typeof given === 'object' && typeof given.$match === 'string' ? `(?:${given.$match})` : escapeRegExp(String(given));
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** Scalar equality; in next-minor mode a known enum value also matches its enum's substitute. */
function scalarEquals(actual: Json, expected: Json, ctx: MatchContext): boolean {
  if (actual === expected) return true;
  return typeof expected === 'string' && typeof actual === 'string' && ctx.substitutes?.get(expected)?.has(actual) === true;
}

/**
 * Matches `actual` against an expectation: a plain scalar or array is equal, a plain object matches
 * partially (key by key), an object of `$` operators applies each. Answers a list of problems.
 */
export function match(actual: Json, expected: Json, path: string, ctx: MatchContext): string[] {
  if (expected && typeof expected === 'object' && !Array.isArray(expected) && Object.keys(expected).some((k) => k.startsWith('$'))) {
    const out: string[] = [];
    for (const [op, arg] of Object.entries<Json>(expected)) {
      const strict: MatchContext = { rules: ctx.rules };
      switch (op) {
        case '$exists':
          if (isMissing(actual) === Boolean(arg)) out.push(`${path}: expected ${arg ? 'present' : 'absent'}, got ${show(actual)}`);
          break;
        case '$match':
          if (typeof actual !== 'string' || !new RegExp(arg).test(actual)) out.push(`${path}: expected to match /${arg}/, got ${show(actual)}`);
          break;
        case '$gte':
          if (typeof actual !== 'number' || actual < arg) out.push(`${path}: expected >= ${arg}, got ${show(actual)}`);
          break;
        case '$lte':
          if (typeof actual !== 'number' || actual > arg) out.push(`${path}: expected <= ${arg}, got ${show(actual)}`);
          break;
        case '$len': {
          const ok = (Array.isArray(actual) || typeof actual === 'string') && actual.length === arg;
          if (!ok) out.push(`${path}: expected length ${arg}, got ${Array.isArray(actual) || typeof actual === 'string' ? `${actual.length}: ${show(actual)}` : show(actual)}`);
          break;
        }
        case '$contains':
          if (!Array.isArray(actual) || !actual.some((e) => match(e, arg, path, ctx).length === 0)) out.push(`${path}: expected an element matching ${show(arg)}, got ${show(actual)}`);
          break;
        case '$notContains':
          // Strict: a substitute stands for every value of its enum, so it cannot prove an absence.
          if (!Array.isArray(actual) || actual.some((e) => match(e, arg, path, strict).length === 0)) out.push(`${path}: expected no element matching ${show(arg)}, got ${show(actual)}`);
          break;
        case '$every':
          if (!Array.isArray(actual) || actual.length === 0) out.push(`${path}: expected a non-empty array, got ${show(actual)}`);
          else actual.forEach((e, i) => out.push(...match(e, arg, `${path}.${i}`, ctx)));
          break;
        case '$same': {
          // Every element has the same (present) value at the path `arg`.
          const values = Array.isArray(actual) ? actual.map((e) => lookup(e, String(arg))) : [];
          if (values.length === 0 || values.some(isMissing) || values.some((v) => JSON.stringify(v) !== JSON.stringify(values[0]))) {
            out.push(`${path}: expected one value at ${arg} in every element, got ${show(values)}`);
          }
          break;
        }
        case '$ne':
          if (match(actual, arg, path, strict).length === 0) out.push(`${path}: expected not ${show(arg)}, got ${show(actual)}`);
          break;
        case '$atLeastBackoff': {
          const min = minBackoffMs(ctx.rules, Number(arg));
          if (typeof actual !== 'number' || actual < min) out.push(`${path}: expected >= ${min} ms (the shortest backoff before retry ${Number(arg) + 1} under the rules), got ${show(actual)}`);
          break;
        }
        case '$logLine': {
          const pattern = logLinePattern(ctx.rules, arg);
          if (typeof actual !== 'string' || !pattern.test(actual)) out.push(`${path}: expected a log line like ${pattern}, got ${show(actual)}`);
          break;
        }
        case '$redacted': {
          // The header's name followed by the rules' redaction marker (`Authorization: [redacted]`, `"authorization": "[redacted]"`).
          const pattern = new RegExp(`${escapeRegExp(String(arg))}\\W{1,4}${escapeRegExp(ctx.rules.log.redacted)}`, 'i');
          if (typeof actual !== 'string' || !pattern.test(actual)) out.push(`${path}: expected ${arg} shown as ${ctx.rules.log.redacted}, got ${show(actual)}`);
          break;
        }
        default:
          out.push(`${path}: unknown matcher ${op}`);
      }
    }
    return out;
  }
  if (expected && typeof expected === 'object' && !Array.isArray(expected)) {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return [`${path}: expected an object, got ${show(actual)}`];
    return Object.entries<Json>(expected).flatMap(([k, v]) => match(actual[k], v, path ? `${path}.${k}` : k, ctx));
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return [`${path}: expected ${show(expected)}, got ${show(actual)}`];
    return expected.flatMap((v, i) => match(actual[i], v, `${path}.${i}`, ctx));
  }
  if (expected === null) return isMissing(actual) ? [] : [`${path}: expected missing, got ${show(actual)}`];
  return scalarEquals(actual, expected, ctx) ? [] : [`${path}: expected ${show(expected)}, got ${show(actual)}`];
}

/** The operators `match` knows (the schema lists the same). */
export const MATCHERS = ['$exists', '$match', '$gte', '$lte', '$len', '$contains', '$notContains', '$every', '$same', '$ne', '$atLeastBackoff', '$logLine', '$redacted'];

// ---- outcomes ----

/** A driver's error, as §6 of docs/sdk-design.md states it. */
export interface DriverError {
  kind: string;
  class?: string;
  sdkError: boolean;
  status?: number | null;
  code?: string | null;
  type?: string | null;
  param?: string | null;
  requestId?: string | null;
  message?: string;
  rawBody?: string | null;
}

/** What a step produced: a result or an error, the SDK's log lines, the answer's request id. */
export interface Outcome {
  ok: boolean;
  result?: Json;
  error?: DriverError;
  log?: string[];
  requestId?: string | null;
  /** What a `middleware` client's interception point saw during the call. */
  attempts?: Json[];
  /** A streamed call that failed: how many chunks had reached the caller before the error. */
  chunksBeforeError?: number;
}

export interface ErrorExpectation {
  status?: number;
  kind?: string;
  code?: string;
  param?: string;
  requestId?: boolean;
}

export interface Expectation {
  result?: Record<string, Json>;
  error?: ErrorExpectation;
  log?: Json;
  requestId?: boolean;
  attempts?: Json;
  /** With `error` on a streamed call: a matcher for the number of chunks the caller had before the error. */
  chunksBeforeError?: Json;
}

const REQUEST_ID = /^req_[0-9A-Za-z]{8,40}$/;

/** The error kind the rules give an HTTP status (`APIError`: the base status error). */
export const kindForStatus = (rules: RuntimeRules, status: number) => errorKindFor(rules, status)?.name ?? 'APIError';

function describe(e: DriverError): string {
  return `${e.kind}${e.class ? ` (${e.class})` : ''}${e.status ? ` ${e.status}` : ''}${e.code ? ` ${e.code}` : ''}: ${String(e.message ?? '').slice(0, 300)}`;
}

/** Checks an outcome against a step's expectation; answers a list of problems. */
export function check(outcome: Outcome, expect: Expectation | undefined, ctx: MatchContext): string[] {
  const exp = expect ?? {};
  const out: string[] = [];
  if (outcome.error && outcome.error.sdkError !== true) {
    return [`an error escaped that is not of the SDK's error family: ${describe(outcome.error)}`];
  }
  if (exp.error) {
    if (outcome.ok) return [`expected the error ${exp.error.kind ?? ''}${exp.error.status ?? ''} ${exp.error.code ?? ''}, but the call succeeded`];
    const e = outcome.error!;
    const want = exp.error;
    const kind = want.kind ?? (want.status !== undefined ? kindForStatus(ctx.rules, want.status) : undefined);
    if (want.status !== undefined && e.status !== want.status) out.push(`expected status ${want.status}, got ${describe(e)}`);
    if (want.status === undefined && !isMissing(e.status)) out.push(`expected an error without an answer (${kind}), got ${describe(e)}`);
    if (kind !== undefined && e.kind !== kind) out.push(`expected the error kind ${kind}${want.status ? ` (status ${want.status})` : ''}, got ${describe(e)}`);
    if (want.code !== undefined && !scalarEquals(e.code, want.code, ctx)) out.push(`expected error code ${want.code}, got ${show(e.code)}`);
    if (want.param !== undefined && e.param !== want.param) out.push(`expected error param ${want.param}, got ${show(e.param)}`);
    const needsId = want.requestId ?? want.status !== undefined;
    if (needsId && !REQUEST_ID.test(String(e.requestId ?? ''))) out.push(`expected the error to carry a request id, got ${show(e.requestId)}`);
    if (exp.chunksBeforeError !== undefined) {
      if (outcome.chunksBeforeError === undefined) out.push('expected the chunks read before the error, but the driver answered none (a streamed call?)');
      else out.push(...match(outcome.chunksBeforeError, exp.chunksBeforeError, '(chunks before the error)', ctx));
    }
  } else if (!outcome.ok) {
    return [`unexpected error ${describe(outcome.error!)}`];
  } else {
    for (const [path, matcher] of Object.entries<Json>(exp.result ?? {})) out.push(...match(lookup(outcome.result, path), matcher, path || '(result)', ctx));
    if (exp.requestId && !REQUEST_ID.test(String(outcome.requestId ?? ''))) out.push(`expected the answer's request id, got ${show(outcome.requestId)}`);
  }
  if (exp.log !== undefined) out.push(...match(outcome.log ?? [], exp.log, '(log)', ctx));
  if (exp.attempts !== undefined) {
    if (!Array.isArray(outcome.attempts)) out.push('expected the attempts the middleware saw, but the driver answered none (a client with "middleware": true?)');
    else out.push(...match(outcome.attempts, exp.attempts, '(attempts)', ctx));
  }
  return out;
}

// ---- step results built from raw driver answers ----

/** A streamed answer as a step result: the number of chunks, the text, the last finish_reason and usage. */
export function summarizeStream(chunks: Json[]): Json {
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

/** A binary answer as a step result: its length, media type and first four bytes (latin1). */
export function summarizeBinary(answer: { mediaType?: string; base64?: string }): Json {
  const bytes = Buffer.from(String(answer.base64 ?? ''), 'base64');
  return { binary: true, mediaType: answer.mediaType ?? null, length: bytes.length, head: bytes.subarray(0, 4).toString('latin1') };
}
