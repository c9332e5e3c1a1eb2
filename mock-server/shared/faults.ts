// Faults QA queues through POST /__sandbox/faults, per world, on the reference server and on the mock's
// front alike (one implementation; each server only plugs it into its own request pipeline): for the
// next `times` API requests to an operation and/or path it applies to (all of them, or a `probability`
// share drawn from the fault's seeded sequence), wait `delay_ms` (or a wait drawn up to
// `delay_max_ms`), then answer `status` in the contract's error shape (with the server's wait as
// `Retry-After` seconds, `retry-after-ms`, or `Retry-After` as an HTTP date of the real clock), or
// `drop` the connection without an answer, or `hang`: hold the request without an answer until the
// client gives up (at most the server's hang limit), then drop it. A fault may also shape the body of
// the answer (stall, truncate, reset, malformed JSON, drip: answer-faults.ts). SDK retry and timeout
// tests are built on these (docs/sdk-design.md §5).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Body, SandboxSchema } from './contract-types.ts';
import type { BodyFault } from './answer-faults.ts';
import { draw } from './fault-draws.ts';
import type { Problem } from './problem.ts';

export interface Fault {
  id: string;
  operationId?: string;
  path?: string;
  status?: number;
  retryAfter?: number;
  retryAfterMs?: number;
  retryAfterDate?: number;
  delayMs: number;
  /** With it, the wait is drawn from delayMs to delayMaxMs. */
  delayMaxMs?: number;
  drop: boolean;
  hang: boolean;
  /** The share of matching requests the fault applies to. */
  probability?: number;
  /** The seed of the fault's sequence, and the sequence's state (fault-draws.ts); only when the fault draws. */
  seed?: number;
  draws?: number;
  /** How the fault shapes the answer's body (answer-faults.ts). */
  body?: BodyFault;
  remaining: number;
}

/** The body of POST /__sandbox/faults (mock-server/reference/sandbox.openapi.yaml has its schema). */
export type FaultInput = Body<'sandboxAddFault'>;

const CODES: Record<number, [string, string]> = {
  408: ['request_timeout', 'The request took too long (fault injected by the sandbox)'],
  429: ['rate_limited', 'Too many requests (fault injected by the sandbox)'],
  500: ['internal_error', 'Something went wrong on our side (fault injected by the sandbox)'],
  502: ['bad_gateway', 'An upstream service answered badly (fault injected by the sandbox)'],
  503: ['service_unavailable', 'The service is temporarily unavailable (fault injected by the sandbox)'],
  504: ['gateway_timeout', 'An upstream service did not answer in time (fault injected by the sandbox)'],
};

/** 429 and 503 always tell the client when to come back (the contract documents Retry-After on them). */
const DEFAULT_RETRY_AFTER_SECONDS = 1;

/** The body faults: each stops or spoils the answer's body at the fault's position (answer-faults.ts). */
const BODY_ACTIONS = ['stall', 'truncate', 'reset', 'malformed_json'] as const;

/**
 * Why a fault body (already valid against its schema) cannot mean anything (400 invalid_parameter),
 * or undefined when it is a fault.
 */
export function faultProblem(input: FaultInput): Problem | undefined {
  const given = (name: keyof FaultInput) => input[name] !== undefined && input[name] !== false;
  const refuse = (message: string, param: string): Problem => ({ status: 400, code: 'invalid_parameter', message, param });
  const outcomes = (['status', 'drop', 'hang'] as const).filter(given);
  if (outcomes.length > 1) return refuse(`Choose one of status, drop and hang (got ${outcomes.join(', ')})`, outcomes[1]!);
  const waits = (['retry_after', 'retry_after_ms', 'retry_after_date'] as const).filter(given);
  if (waits.length > 0 && input.status === undefined) return refuse(`${waits[0]} needs a status`, waits[0]!);
  if (given('retry_after') && given('retry_after_date')) return refuse('retry_after and retry_after_date are both Retry-After; choose one', 'retry_after_date');
  if (input.delay_max_ms !== undefined && input.delay_max_ms < (input.delay_ms ?? 0)) return refuse('delay_max_ms must be at least delay_ms', 'delay_max_ms');
  if (input.probability === 0) return refuse('A probability of 0 never applies; give more than 0 (at most 1)', 'probability');
  if (given('seed') && input.probability === undefined && input.delay_max_ms === undefined) return refuse('seed needs probability or delay_max_ms (nothing else draws)', 'seed');
  const actions = BODY_ACTIONS.filter(given);
  if (actions.length > 1) return refuse(`Choose one of stall, truncate, reset and malformed_json (got ${actions.join(', ')})`, actions[1]!);
  const shaping = [...actions, ...(given('drip_ms') ? (['drip_ms'] as const) : [])];
  const silent = (['drop', 'hang'] as const).find(given);
  if (silent && shaping.length > 0) return refuse(`${shaping[0]} shapes an answer's body; ${silent} sends no answer`, shaping[0]!);
  if (given('after_bytes') && given('after_events')) return refuse('Give the position as after_bytes or after_events, not both', 'after_events');
  const position = (['after_bytes', 'after_events'] as const).find(given);
  if (position && actions.length === 0) return refuse(`${position} needs stall, truncate, reset or malformed_json`, position);
  if (actions[0] === 'malformed_json' && position === 'after_bytes') return refuse('malformed_json spoils an event (after_events) or the whole body, not a byte position', 'after_bytes');
  if (given('drip_bytes') && !given('drip_ms')) return refuse('drip_bytes needs drip_ms', 'drip_bytes');
  return undefined;
}

/** The fault of a body `faultProblem` accepted, with its id. */
export function faultFrom(input: FaultInput, id: string): Fault {
  const waits = (['retry_after', 'retry_after_ms', 'retry_after_date'] as const).filter((name) => input[name] !== undefined);
  const fault: Fault = { id, delayMs: input.delay_ms ?? 0, drop: input.drop ?? false, hang: input.hang ?? false, remaining: input.times ?? 1 };
  if (input.operation_id) fault.operationId = input.operation_id;
  if (input.path) fault.path = input.path;
  if (input.status !== undefined) fault.status = input.status;
  if (input.retry_after !== undefined) fault.retryAfter = input.retry_after;
  if (input.retry_after_ms !== undefined) fault.retryAfterMs = input.retry_after_ms;
  if (input.retry_after_date !== undefined) fault.retryAfterDate = input.retry_after_date;
  if ((fault.status === 429 || fault.status === 503) && waits.length === 0) fault.retryAfter = DEFAULT_RETRY_AFTER_SECONDS;
  if (input.delay_max_ms !== undefined) fault.delayMaxMs = input.delay_max_ms;
  if (input.probability !== undefined) fault.probability = input.probability;
  if (fault.probability !== undefined || fault.delayMaxMs !== undefined) fault.seed = fault.draws = input.seed ?? 0;
  const action = BODY_ACTIONS.find((name) => input[name] === true);
  const body: BodyFault = {};
  if (action) body.action = action;
  if (input.after_bytes !== undefined) body.afterBytes = input.after_bytes;
  if (input.after_events !== undefined) body.afterEvents = input.after_events;
  if (input.drip_ms !== undefined) body.dripMs = input.drip_ms;
  if (input.drip_bytes !== undefined) body.dripBytes = input.drip_bytes;
  if (Object.keys(body).length > 0) fault.body = body;
  return fault;
}

export function faultView(f: Fault): SandboxSchema<'SandboxFault'> {
  const body = f.body ?? {};
  return {
    id: f.id,
    ...(f.operationId ? { operation_id: f.operationId } : {}),
    ...(f.path ? { path: f.path } : {}),
    ...(f.status !== undefined ? { status: f.status } : {}),
    ...(f.retryAfter !== undefined ? { retry_after: f.retryAfter } : {}),
    ...(f.retryAfterMs !== undefined ? { retry_after_ms: f.retryAfterMs } : {}),
    ...(f.retryAfterDate !== undefined ? { retry_after_date: f.retryAfterDate } : {}),
    delay_ms: f.delayMs,
    ...(f.delayMaxMs !== undefined ? { delay_max_ms: f.delayMaxMs } : {}),
    drop: f.drop,
    hang: f.hang,
    ...(f.probability !== undefined ? { probability: f.probability } : {}),
    ...(f.seed !== undefined ? { seed: f.seed } : {}),
    ...(body.action ? { [body.action]: true } : {}),
    ...(body.afterBytes !== undefined ? { after_bytes: body.afterBytes } : {}),
    ...(body.afterEvents !== undefined ? { after_events: body.afterEvents } : {}),
    ...(body.dripMs !== undefined ? { drip_ms: body.dripMs } : {}),
    ...(body.dripBytes !== undefined ? { drip_bytes: body.dripBytes } : {}),
    times: f.remaining,
  };
}

/** The next number of the fault's seeded sequence, in [0, 1). */
function nextDraw(fault: Fault): number {
  const { value, next } = draw(fault.draws ?? 0);
  fault.draws = next;
  return value;
}

/**
 * The first of a world's queued faults that applies to this request, counted (and forgotten once used
 * up). A fault with a probability draws for every matching request; when the draw misses, the next
 * matching fault is tried.
 */
export function takeFault(faults: Fault[], operationId: string | undefined, path: string): Fault | undefined {
  const fault = faults.find(
    (f) => (f.operationId ? f.operationId === operationId : true) && (f.path ? f.path === path : true) && (f.probability === undefined || nextDraw(f) < f.probability),
  );
  if (!fault) return undefined;
  fault.remaining -= 1;
  if (fault.remaining <= 0) faults.splice(faults.indexOf(fault), 1);
  return fault;
}

/** How long the fault waits before its answer: delay_ms, or drawn uniformly up to delay_max_ms (both included). */
export function faultDelay(fault: Fault): number {
  if (fault.delayMaxMs === undefined) return fault.delayMs;
  return fault.delayMs + Math.floor(nextDraw(fault) * (fault.delayMaxMs - fault.delayMs + 1));
}

/** An HTTP date at least `seconds` from now (whole seconds, rounded up, so the wait is never shorter). */
const httpDate = (nowMs: number, seconds: number) => new Date(Math.ceil((nowMs + seconds * 1000) / 1000) * 1000).toUTCString();

/**
 * The error answer of a `status` fault at real time `nowMs`. `exposed` is the server's
 * Access-Control-Expose-Headers list: browsers may read retry-after-ms only when it is exposed, and the
 * contract's list does not name this sandbox header.
 */
export function faultAnswer(fault: Fault & { status: number }, nowMs: number, exposed: string): Problem {
  const [code, message] = CODES[fault.status] ?? CODES[500]!;
  const headers: Record<string, string> = {};
  if (fault.retryAfter !== undefined) headers['Retry-After'] = String(fault.retryAfter);
  if (fault.retryAfterDate !== undefined) headers['Retry-After'] = httpDate(nowMs, fault.retryAfterDate);
  if (fault.retryAfterMs !== undefined) {
    headers['retry-after-ms'] = String(fault.retryAfterMs);
    headers['Access-Control-Expose-Headers'] = `${exposed}, retry-after-ms`;
  }
  return { status: fault.status, code, message, headers };
}

/** A `drop` fault: the connection closes without an answer. */
export function dropConnection(req: IncomingMessage, res: ServerResponse): void {
  req.destroy();
  res.destroy();
}

/**
 * A `hang` fault: no answer until the client closes the connection (`client`) or `maxMs` of real time
 * pass (`limit`); then the connection is closed and `ended` told why.
 */
export function holdConnection(req: IncomingMessage, res: ServerResponse, maxMs: number, ended: (reason: 'client' | 'limit') => void): void {
  const socket = req.socket;
  const release = (reason: 'client' | 'limit') => {
    clearTimeout(timer);
    socket?.off('close', onClose);
    ended(reason);
    req.destroy();
    res.destroy();
  };
  const onClose = () => release('client');
  const timer = setTimeout(() => release('limit'), maxMs);
  if (socket) socket.once('close', onClose);
}
