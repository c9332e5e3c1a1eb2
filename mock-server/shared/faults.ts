// Faults QA queues through POST /__sandbox/faults, per world, on the reference server and on the mock's
// front alike (one implementation; each server only plugs it into its own request pipeline): for the
// next `times` API requests to an operation and/or path, wait `delay_ms`, then answer `status` in the
// contract's error shape (with the server's wait as `Retry-After` seconds, `retry-after-ms`, or
// `Retry-After` as an HTTP date of the real clock), or `drop` the connection without an answer, or
// `hang`: hold the request without an answer until the client gives up (at most the server's hang
// limit), then drop it. SDK retry and timeout tests are built on these (docs/sdk-design.md §5).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Body, SandboxSchema } from './contract-types.ts';
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
  drop: boolean;
  hang: boolean;
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
  return fault;
}

export function faultView(f: Fault): SandboxSchema<'Fault'> {
  return {
    id: f.id,
    ...(f.operationId ? { operation_id: f.operationId } : {}),
    ...(f.path ? { path: f.path } : {}),
    ...(f.status !== undefined ? { status: f.status } : {}),
    ...(f.retryAfter !== undefined ? { retry_after: f.retryAfter } : {}),
    ...(f.retryAfterMs !== undefined ? { retry_after_ms: f.retryAfterMs } : {}),
    ...(f.retryAfterDate !== undefined ? { retry_after_date: f.retryAfterDate } : {}),
    delay_ms: f.delayMs,
    drop: f.drop,
    hang: f.hang,
    times: f.remaining,
  };
}

/** The first of a world's queued faults for this request, counted (and forgotten once used up). */
export function takeFault(faults: Fault[], operationId: string | undefined, path: string): Fault | undefined {
  const fault = faults.find((f) => (f.operationId ? f.operationId === operationId : true) && (f.path ? f.path === path : true));
  if (!fault) return undefined;
  fault.remaining -= 1;
  if (fault.remaining <= 0) faults.splice(faults.indexOf(fault), 1);
  return fault;
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
