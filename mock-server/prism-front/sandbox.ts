// The mock's part of the QA sandbox (mock-server/README.md, "The mock's sandbox"): the reference
// server's fault and request-log routes, `POST/GET/DELETE /__sandbox/faults` and
// `GET/DELETE /__sandbox/requests`, per `Orbit-Sandbox` world, so SDK retry, timeout and idempotency
// tests run against the mock too. The faults, the request log and the world bookkeeping are the
// reference server's own (mock-server/shared/), with its limits (reference/src/config.ts); the
// routes' request shapes and their 400s come from reference/sandbox.openapi.yaml, refused the way the
// reference server refuses them (its validationError). Nothing else of the reference sandbox exists
// here: Prism keeps no state to reset, pay, move the clock of or switch to next-minor answers.
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Ajv, type ValidateFunction } from 'ajv';
import formats from 'ajv-formats';
import { deref, readContract, SANDBOX_CONTRACT_PATH } from '../../openapi/lib/contract.ts';
import type { Answer, OperationId, Query, Status } from '../shared/contract-types.ts';
import { defaultConfig } from '../reference/src/config.ts';
import { EXPOSED } from '../reference/src/cors.ts';
import { newId } from '../reference/src/ids.ts';
import { validationError } from '../reference/src/plugins/errors.ts';
import { shapeAnswer } from '../shared/answer-faults.ts';
import { dropConnection, faultAnswer, faultDelay, faultFrom, faultProblem, faultView, holdConnection, takeFault, type Fault, type FaultInput } from '../shared/faults.ts';
import { ProblemError, type Problem } from '../shared/problem.ts';
import { RequestLog, type RequestLogEntry } from '../shared/request-log.ts';
import { WorldTable } from '../shared/worlds.ts';

/** What a world of the mock keeps: its queued faults and its request log (Prism itself has no state). */
export interface FrontWorld {
  /** The Orbit-Sandbox name; undefined for the default world. */
  name?: string;
  faults: Fault[];
  requests: RequestLog;
}

export interface SandboxOptions {
  /** Real time in milliseconds since the epoch (request log, idle expiry, HTTP dates). */
  realNow?: () => number;
  /** Waits `ms` of real time (delay faults); tests inject their own. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * `request-logged`, `request-settled` (world, entry), `hang-ended` and `stall-ended` (world, entry,
   * reason), `fault-acted` (world, entry, action), `world-created`, `world-evicted`.
   */
  events?: EventEmitter;
  /** The reference server's limits by default (ORBIT_SANDBOX_WORLDS, ORBIT_SANDBOX_IDLE_SECONDS, the hang maximum). */
  limits?: Partial<{ worlds: number; idleSeconds: number; hangMaxMs: number }>;
}

/** A sandbox route's answer. */
export interface SandboxAnswer {
  status: number;
  body: unknown;
}

/** A sandbox route's answer as the sandbox's OpenAPI file documents it for that operation and status. */
const answer = <K extends OperationId, S extends Status<K>>(_operation: K, status: S, body: Answer<K, S>): SandboxAnswer => ({ status, body });

/** The sandbox routes the mock has; every other /__sandbox/* path is an unknown route (404). */
export const SANDBOX_PATHS = ['/__sandbox/faults', '/__sandbox/requests'];

type Json = Record<string, any>;

// As the reference server validates (src/validation.ts): bodies without coercion, query parameters
// coerced, defaults applied, the first issue only, issues carrying their schema.
const ajvOptions = { useDefaults: true, removeAdditional: false, allErrors: false, strict: false, verbose: true } as const;
const bodyAjv = new Ajv({ ...ajvOptions, coerceTypes: false });
const queryAjv = new Ajv({ ...ajvOptions, coerceTypes: 'array' });
// ajv-formats is CommonJS whose default export is the plugin itself.
for (const ajv of [bodyAjv, queryAjv]) (formats as unknown as (a: Ajv) => void)(ajv);

function compileRoutes(): { addFault: ValidateFunction; listRequestsQuery: ValidateFunction } {
  const spec = readContract(SANDBOX_CONTRACT_PATH);
  const faults = deref(spec.paths['/__sandbox/faults'], spec);
  const requests = deref(spec.paths['/__sandbox/requests'], spec);
  const query: Json = { type: 'object', properties: {} };
  for (const p of requests.get.parameters.filter((x: Json) => x.in === 'query')) query.properties[p.name] = p.schema;
  return { addFault: bodyAjv.compile(faults.post.requestBody.content['application/json'].schema), listRequestsQuery: queryAjv.compile(query) };
}

const problem = (p: Problem) => new ProblemError(p);

export class FrontSandbox {
  readonly events: EventEmitter;
  private readonly realNow: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly hangMaxMs: number;
  private readonly defaultWorld: FrontWorld = { faults: [], requests: new RequestLog() };
  private readonly worlds: WorldTable<FrontWorld>;
  private readonly validate = compileRoutes();
  private readonly logged = new WeakMap<ServerResponse, { world: FrontWorld; entry: RequestLogEntry }>();

  constructor(options: SandboxOptions = {}) {
    const config = defaultConfig(process.env);
    const limits = { worlds: config.sandboxWorlds, idleSeconds: config.sandboxIdleSeconds, hangMaxMs: config.hangMaxMs, ...options.limits };
    this.events = options.events ?? new EventEmitter();
    this.events.setMaxListeners(0);
    this.realNow = options.realNow ?? (() => performance.timeOrigin + performance.now());
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.hangMaxMs = limits.hangMaxMs;
    this.worlds = new WorldTable<FrontWorld>({
      create: (name) => ({ name, faults: [], requests: new RequestLog() }),
      realNow: this.realNow,
      limits: () => limits,
      events: this.events,
      fail: problem,
    });
  }

  /** The world the request selects (Orbit-Sandbox; the default world without it), counted until its answer closes. */
  open(req: IncomingMessage, res: ServerResponse): FrontWorld {
    const header = req.headers['orbit-sandbox'];
    if (header === undefined) return this.defaultWorld;
    const name = Array.isArray(header) ? header.join(', ') : header;
    const world = this.worlds.open(name);
    res.once('close', () => this.worlds.release(name, world));
    return world;
  }

  /** Logs an arriving request to an operation of the contract; its status is settled by `answered`. */
  arrive(world: FrontWorld, operationId: string, req: IncomingMessage, res: ServerResponse, path: string): RequestLogEntry {
    const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : null);
    const entry = world.requests.add(
      { operation_id: operationId, method: req.method ?? 'GET', path, idempotency_key: header('idempotency-key'), user_agent: header('user-agent') },
      this.realNow(),
    );
    this.logged.set(res, { world, entry });
    this.events.emit('request-logged', world.name, entry);
    return entry;
  }

  /** The answer's status is being sent: the request's log entry (if any) gets it. */
  answered(res: ServerResponse, status: RequestLogEntry['status']): void {
    const logged = this.logged.get(res);
    if (!logged || logged.entry.status !== 'pending') return;
    logged.entry.status = status;
    this.events.emit('request-settled', logged.world.name, logged.entry);
  }

  /**
   * Plays the world's first fault for this request, if any: after its delay, `taken` when the
   * connection was dropped or is held, the fault's error answer to send, or `none` (no fault, or only
   * a delay). A body fault shapes whatever answer `res` then carries (Prism's, or the error answer).
   */
  async fault(world: FrontWorld, operationId: string | undefined, path: string, req: IncomingMessage, res: ServerResponse): Promise<'none' | 'taken' | Problem> {
    const fault = world.faults.length ? takeFault(world.faults, operationId, path) : undefined;
    if (!fault) return 'none';
    const delay = faultDelay(fault);
    if (delay > 0) await this.sleep(delay);
    const entry = this.logged.get(res)?.entry;
    if (fault.drop) {
      this.answered(res, 'dropped');
      dropConnection(req, res);
      return 'taken';
    }
    if (fault.hang) {
      this.answered(res, 'hung');
      holdConnection(req, res, this.hangMaxMs, (reason) => this.events.emit('hang-ended', world.name, entry, reason));
      return 'taken';
    }
    if (fault.body) {
      shapeAnswer(req, res, fault.body, {
        sleep: this.sleep,
        hangMaxMs: this.hangMaxMs,
        acted: (action) => this.events.emit('fault-acted', world.name, entry, action),
        stallEnded: (reason) => this.events.emit('stall-ended', world.name, entry, reason),
      });
    }
    if (fault.status !== undefined) return faultAnswer({ ...fault, status: fault.status }, Date.now(), EXPOSED);
    return 'none';
  }

  /**
   * A sandbox route: the answer, or undefined when the mock has no such route (404). `body` is the
   * parsed JSON body (undefined when none came). Throws a ProblemError for a refused request.
   */
  route(world: FrontWorld, method: string, path: string, search: string, body: unknown): SandboxAnswer | undefined {
    if (path === '/__sandbox/faults') {
      if (method === 'GET') return answer('sandboxListFaults', 200, { items: world.faults.map(faultView) });
      if (method === 'DELETE') {
        const cleared = world.faults.length;
        world.faults.splice(0);
        return answer('sandboxClearFaults', 200, { cleared });
      }
      if (method === 'POST') {
        const input = this.checked(this.validate.addFault, body, 'body') as FaultInput;
        const refused = faultProblem(input);
        if (refused) throw problem(refused);
        const fault = faultFrom(input, newId('flt'));
        world.faults.push(fault);
        return answer('sandboxAddFault', 201, faultView(fault));
      }
    }
    if (path === '/__sandbox/requests') {
      if (method === 'GET') {
        const query: Json = {};
        for (const [name, value] of new URLSearchParams(search)) query[name] = name in query ? [query[name]].flat().concat(value) : value;
        const { operation_id } = this.checked(this.validate.listRequestsQuery, query, 'querystring') as Query<'sandboxListRequests'>;
        return answer('sandboxListRequests', 200, { items: world.requests.list(operation_id) });
      }
      if (method === 'DELETE') return answer('sandboxClearRequests', 200, { cleared: world.requests.clear() });
    }
    return undefined;
  }

  private checked(validate: ValidateFunction, value: unknown, context: 'body' | 'querystring'): unknown {
    if (context === 'body' && value === undefined) throw problem({ status: 400, code: 'invalid_json', message: 'A JSON request body is required' });
    if (validate(value)) return value;
    const error = validationError((validate.errors ?? []) as never, context);
    throw problem({ status: error.status, code: error.code, message: error.message, param: error.param });
  }
}
