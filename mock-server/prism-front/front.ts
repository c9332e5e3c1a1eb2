// The mock's front: a small HTTP server in front of Prism that owns what Prism gets wrong on bad input
// (mock-server/README.md, "The mock's front"). It reads the contract once and, per request:
//   - refuses what the contract's "Limits and encodings" convention refuses, with the contract's error
//     body: a header section over x-request-limits.header_bytes or a body over body_bytes
//     (400 request_too_large), a JSON body that is not UTF-8, has a byte order mark, nests deeper than
//     json_depth, names a key twice (400 invalid_json) or uses a key that is not printable ASCII
//     (400 unknown_parameter), a media type the operation does not declare (a declared multipart/form-data
//     body with its boundary passes) or another charset, integer query parameters that are not plain
//     decimal or are given twice (400 invalid_parameter);
//   - answers CORS preflights on the contract's paths itself, exactly as the reference server does
//     (shared/cors.ts: the methods of the contract's operations, the request headers they declare);
//   - answers a path or method the contract does not declare with 404 route_not_found, and a `Prefer`
//     naming a status or example the operation does not document with 400 unknown_status /
//     unknown_example listing what it does document (prefer.ts);
//   - forwards everything else to Prism untouched and streams its answer back, except Prism's own
//     application/problem+json errors, which become the contract's error body;
//   - answers 503 service_unavailable (Retry-After) if Prism is gone, while prism-process.ts starts it again;
//   - before all of that, the QA sandbox's faults and request log, per Orbit-Sandbox world (sandbox.ts):
//     its routes `/__sandbox/faults` and `/__sandbox/requests`, and the queued faults, which act before
//     anything else, as on the reference server.
import { randomBytes } from 'node:crypto';
import { Agent, createServer, request as httpRequest, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { deref, type Operation, operations, readContract, requestLimits, SANDBOX_CONTRACT_PATH } from '../../openapi/lib/contract.ts';
import { schemaErrors } from '../../openapi/lib/schema-errors.ts';
import { allowedHeaders, corsDocument, EXPOSED, isPreflight, pathPattern, preflightHeaders } from '../shared/cors.ts';
import { drainRefusedBody } from '../shared/drain-body.ts';
import type { Schema } from '../shared/contract-types.ts';
import { ProblemError, type Problem } from '../shared/problem.ts';
import { jsonBodyProblem } from './json-body.ts';
import { MULTIPART, multipartProblem } from './multipart.ts';
import { acceptFor, checkPrefer } from './prefer.ts';
import { FrontSandbox, SANDBOX_PATHS, type SandboxOptions } from './sandbox.ts';

export interface FrontOptions {
  contract: string;
  /** The base URL of a listening Prism (waits while it starts; rejects when it cannot start). */
  upstream: () => Promise<string>;
  log: (line: string) => void;
  /** The sandbox's clock, sleep, events and limits (tests inject their own; the reference server's limits by default). */
  sandbox?: SandboxOptions;
}

type Json = Record<string, any>;

/** An error to answer: its status, the contract's code and message, and extra headers. */
type ErrorAnswer = Problem;

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'host', 'content-length']);
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** How long Prism may take to start answering one request before the front gives up (a hang guard). */
const UPSTREAM_TIMEOUT_MS = 60_000;
/** After refusing a body or header section, how long the front keeps reading what the client still sends. */
const DRAIN_TIMEOUT_MS = 10_000;

function requestId(): string {
  const bytes = randomBytes(20);
  return `req_${Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('')}`;
}

/** The contract's error type of a status (x-sdk-runtime.errors: the status, else its class, e.g. 5xx). */
function errorTypes(contract: Json): (status: number) => Schema<'ErrorType'> {
  const table: { status: number | string; type: Schema<'ErrorType'> }[] = contract['x-sdk-runtime']?.errors ?? [];
  return (status) =>
    table.find((e) => String(e.status) === String(status))?.type ??
    table.find((e) => String(e.status) === `${String(status)[0]}xx`)?.type ??
    (status >= 500 ? 'api_error' : 'invalid_request_error');
}

/** A plain-decimal check per query parameter type (the contract's convention); undefined = any text. */
function lexicalForm(schema: Json | undefined): RegExp | undefined {
  switch (schema?.type) {
    case 'integer':
      return /^(0|[1-9][0-9]*)$/;
    case 'number':
      return /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;
    case 'boolean':
      return /^(true|false)$/;
    default:
      return undefined;
  }
}

interface Route {
  op: Operation;
  pattern: RegExp;
}

export function createFront(options: FrontOptions): Server {
  const contract = readContract(options.contract);
  const limits = requestLimits(contract);
  const typeOf = errorTypes(contract);
  const routes: Route[] = operations(contract).map((op) => ({ op, pattern: pathPattern(op.path) }));
  const cors = { api: corsDocument(contract), sandbox: corsDocument(readContract(SANDBOX_CONTRACT_PATH)), allowed: allowedHeaders(contract) };
  // A connection per forward, closed after Prism's answer (`Connection: close`). A kept-alive
  // connection lies idle between forwards, and Prism's HTTP server closes an idle one after Node's
  // keep-alive timeout (it announces `timeout=5` and closes after about 6 s); a forward sent on it as
  // it closes meets a reset ("read ECONNRESET": the 503 about one cell per matrix run met; load.ts
  // shows it). Node's agent ends idle sockets before the announced timeout only when given a timeout
  // of its own, and then by a timer a busy event loop may run late. A new loopback connection costs
  // far less than Prism's work per request.
  const agent = new Agent({ keepAlive: false });
  const sandbox = new FrontSandbox(options.sandbox);

  /** The error body an operation documents for `status` (Error, or e.g. ChatpayNotifyFailure), filled in. */
  function errorBody(op: Operation | undefined, answer: ErrorAnswer, id: string): Json {
    const error: Schema<'ErrorDetail'> = { type: typeOf(answer.status), code: answer.code, message: answer.message.slice(0, 1000), request_id: id };
    if (answer.param) error.param = answer.param.slice(0, 128);
    const schema = op?.spec.responses?.[String(answer.status)]?.content?.['application/json']?.schema;
    const body: Json = { error };
    // A provider-facing shape (notify_chatpay's {"code": "FAIL", "message", "error"}) keeps its own fields.
    for (const name of schema?.required ?? []) {
      if (name === 'error') continue;
      const property = schema.properties?.[name];
      body[name] = Array.isArray(property?.enum) ? property.enum[0] : answer.message.slice(0, property?.maxLength ?? 256);
    }
    return body;
  }

  /** The documented headers of the operation's answer for `status`, with their example values. */
  function documentedHeaders(op: Operation | undefined, status: number): Record<string, string> {
    const headers: Record<string, string> = {};
    for (const [name, header] of Object.entries<Json>(op?.spec.responses?.[String(status)]?.headers ?? {})) {
      const value = header.example ?? header.schema?.example;
      if (value !== undefined) headers[name] = String(value);
    }
    return headers;
  }

  /**
   * The contract's error answer. `documented` adds the example values of the headers the operation
   * documents for the status; a fault's answer carries only the fault's own headers, as on the
   * reference server.
   */
  function sendError(res: ServerResponse, op: Operation | undefined, answer: ErrorAnswer, method = 'GET', documented = true): void {
    const id = requestId();
    const body = JSON.stringify(errorBody(op, answer, id));
    sandbox.answered(res, answer.status);
    res.writeHead(answer.status, {
      ...(documented && documentedHeaders(op, answer.status)),
      ...answer.headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'X-Request-Id': id,
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers': EXPOSED,
    });
    res.end(method === 'HEAD' ? undefined : body);
  }

  // Every documented error body must be one the front can build (checked once, at start).
  for (const { op } of routes) {
    for (const status of ['400', '503']) {
      const schema = op.spec.responses?.[status]?.content?.['application/json']?.schema;
      if (!schema) continue;
      const sample = errorBody(op, { status: Number(status), code: 'invalid_parameter', message: 'check' }, 'req_000000000000');
      const problem = schemaErrors(deref(schema, contract), sample);
      if (problem) throw new Error(`prism-front cannot build ${op.operationId}'s ${status} body: ${problem}`);
    }
  }

  /** Reads the body up to the limit; `null` when it is larger (the rest is then drained). */
  function readBody(req: IncomingMessage): Promise<Buffer | null> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let over = false;
      req.on('data', (chunk: Buffer) => {
        if (over) return;
        size += chunk.length;
        if (size > limits.body_bytes) {
          over = true;
          chunks.length = 0;
          resolve(null);
          return;
        }
        chunks.push(chunk);
      });
      req.on('end', () => over || resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });
  }

  /** Checks the query against the operation's parameters; the first problem, if any. */
  function queryProblem(op: Operation, search: string): ErrorAnswer | undefined {
    const params = new URLSearchParams();
    for (const pair of search.split('&').filter(Boolean)) {
      const at = pair.indexOf('=');
      const [rawName, rawValue] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      try {
        params.append(decodeURIComponent(rawName.replace(/\+/g, ' ')), decodeURIComponent(rawValue.replace(/\+/g, ' ')));
      } catch {
        return { status: 400, code: 'invalid_parameter', message: 'The query string is not valid percent-encoding' };
      }
    }
    for (const param of (op.spec.parameters ?? []).filter((p: Json) => p.in === 'query')) {
      const values = params.getAll(param.name);
      if (values.length === 0 || param.schema?.type === 'array') continue;
      if (values.length > 1) return { status: 400, code: 'invalid_parameter', message: `query parameter ${param.name} is given ${values.length} times; give it once`, param: param.name };
      const form = lexicalForm(param.schema);
      if (form && !form.test(values[0]!)) {
        return { status: 400, code: 'invalid_parameter', message: `query parameter ${param.name} must be a plain decimal ${param.schema.type}`, param: param.name };
      }
    }
    return undefined;
  }

  /**
   * The body's media type when the operation declares it (a sandbox route takes JSON), else the refusal: another
   * type, a charset other than UTF-8, or a multipart body without its boundary.
   */
  function mediaType(op: Operation | undefined, header: string | undefined): { type: string } | { refusal: ErrorAnswer } {
    const declared = Object.keys(op?.spec.requestBody?.content ?? { 'application/json': {} }).map((t) => t.toLowerCase());
    const [type = '', ...parameters] = (header ?? '').split(';').map((s) => s.trim());
    const value = (name: string) => parameters.find((p) => p.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1).replace(/"/g, '');
    const charset = value('charset')?.toLowerCase();
    const wanted = `Send the request body as ${declared.join(' or ')}${declared.includes('application/json') ? ' (UTF-8)' : ''}`;
    if (!declared.includes(type.toLowerCase()) || (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')) {
      return { refusal: { status: 400, code: 'invalid_parameter', message: wanted, param: 'Content-Type' } };
    }
    if (type.toLowerCase() === 'multipart/form-data' && !value('boundary')) {
      return { refusal: { status: 400, code: 'invalid_parameter', message: 'A multipart/form-data body names its boundary in Content-Type', param: 'Content-Type' } };
    }
    return { type: type.toLowerCase() };
  }

  /** Prism's own problem+json error (e.g. an unacceptable Accept) as the contract's. */
  function fromProblem(status: number, text: string): ErrorAnswer {
    let detail = '';
    try {
      const problem = JSON.parse(text) as Json;
      detail = [problem.title, problem.detail].filter(Boolean).join(': ');
    } catch {
      detail = text.slice(0, 200);
    }
    return status >= 500
      ? { status: 500, code: 'internal_error', message: `The mock cannot answer this request (Prism ${status}: ${detail})` }
      : { status: 400, code: 'invalid_parameter', message: `The mock cannot answer this request (Prism ${status}: ${detail})` };
  }

  async function forward(
    req: IncomingMessage,
    res: ServerResponse,
    op: Operation | undefined,
    body: Buffer | undefined,
    preferred: { prefer?: string; accept?: string } = {},
  ): Promise<void> {
    let base: string;
    try {
      base = await options.upstream();
    } catch {
      return sendError(res, op, { status: 503, code: 'service_unavailable', message: 'The mock is starting again; retry shortly', headers: { 'Retry-After': '1' } }, req.method);
    }
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    if (body) headers['content-length'] = String(body.length);
    if (preferred.prefer) headers.prefer = preferred.prefer;
    if (preferred.accept) headers.accept = preferred.accept;
    await new Promise<void>((resolve) => {
      const upstream = httpRequest(base + req.url, { method: req.method, headers, agent }, (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (type.includes('application/problem+json')) {
          const parts: Buffer[] = [];
          answer.on('data', (c: Buffer) => parts.push(c));
          answer.on('end', () => {
            sendError(res, op, fromProblem(answer.statusCode ?? 500, Buffer.concat(parts).toString('utf8')), req.method);
            resolve();
          });
          answer.on('error', () => resolve());
          return;
        }
        const out: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
        if (answer.headers['content-length']) out['content-length'] = answer.headers['content-length'];
        // The contract's CORS convention on every answer (Prism's own CORS is off).
        out['access-control-allow-origin'] = '*';
        out['access-control-expose-headers'] = EXPOSED;
        sandbox.answered(res, answer.statusCode ?? 502);
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
        answer.on('end', resolve);
        answer.on('error', () => (res.destroy(), resolve()));
      });
      upstream.setTimeout(UPSTREAM_TIMEOUT_MS, () => upstream.destroy(new Error('Prism did not answer')));
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        const how = [error.code, upstream.reusedSocket ? 'on a reused connection' : 'on a new connection'].filter(Boolean).join(', ');
        options.log(`forwarding ${req.method} ${req.url?.slice(0, 200)} failed: ${error.message} (${how})`);
        if (!res.headersSent) sendError(res, op, { status: 503, code: 'service_unavailable', message: 'The mock could not answer; retry shortly', headers: { 'Retry-After': '1' } }, req.method);
        else res.destroy();
        resolve();
      });
      upstream.end(body);
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    // A CORS preflight on a path of the contract or of the sandbox, as the reference server answers it
    // (before worlds, faults and limits there too); any other OPTIONS is an undeclared method below.
    const sandboxPath = path === '/__sandbox' || path.startsWith('/__sandbox/');
    if (isPreflight(method, req.headers['access-control-request-method'])) {
      const methods = sandboxPath ? cors.sandbox.methods : cors.api.covers(path) ? cors.api.methods : undefined;
      if (methods) {
        req.resume();
        const requested = [req.headers['access-control-request-headers'] ?? []].flat().join(', ');
        res.writeHead(204, { 'X-Request-Id': requestId(), ...preflightHeaders(methods, cors.allowed, requested, true) });
        res.end();
        return;
      }
    }
    const world = sandbox.open(req, res);
    if (SANDBOX_PATHS.includes(path)) return sandboxRoute(req, res, world, method, path, queryAt < 0 ? '' : url.slice(queryAt + 1));
    const route = routes.find((r) => r.op.method === method.toLowerCase() && r.pattern.test(path));
    // The world's request log and its queued faults come before anything else (limits, routing, Prism).
    if (route) sandbox.arrive(world, route.op.operationId, req, res, path);
    // As on the reference server, the sandbox's own paths (the routes it lacks too) are never faulted.
    const fault = sandboxPath ? 'none' : await sandbox.fault(world, route?.op.operationId, path, req, res);
    if (fault === 'taken') return;
    if (fault !== 'none') {
      req.resume();
      return sendError(res, route?.op, fault, method, false);
    }
    if (!route) {
      req.resume();
      return sendError(res, undefined, { status: 404, code: 'route_not_found', message: `No operation ${method} ${path}`.slice(0, 300) }, method);
    }
    const { op } = route;
    const problem = queryProblem(op, queryAt < 0 ? '' : url.slice(queryAt + 1));
    if (problem) {
      req.resume();
      return sendError(res, op, problem, method);
    }
    const { refusal, prefer, status } = checkPrefer(op, [req.headers.prefer ?? []].flat().join(', ') || undefined);
    if (refusal) {
      req.resume();
      return sendError(res, op, refusal, method);
    }
    const preferred = { prefer, accept: status === undefined ? undefined : acceptFor(op, status, req.headers.accept) };
    if (!op.spec.requestBody) {
      req.resume(); // an operation without a body: whatever came is not forwarded
      return forward(req, res, op, undefined, preferred);
    }
    const body = await checkedBody(req, res, op, method);
    if (body) return forward(req, res, op, body, preferred);
  }

  /**
   * The request's body once it passed the front's checks (size, media type, JSON), or undefined after
   * answering the refusal. A body over the limit is read and dropped to its end (up to DRAIN_FACTOR limits; shared/drain-body.ts)
   * before the 400, so the client reads the answer instead of meeting a reset connection.
   */
  async function checkedBody(req: IncomingMessage, res: ServerResponse, op: Operation | undefined, method: string): Promise<Buffer | undefined> {
    const body = await readBody(req);
    if (body === null) {
      if (!(await drainRefusedBody(req, limits.body_bytes))) res.setHeader('Connection', 'close');
      sendError(res, op, { status: 400, code: 'request_too_large', message: `The request body is larger than ${limits.body_bytes} bytes` }, method);
      return undefined;
    }
    if (body.length === 0) return body;
    const media = mediaType(op, req.headers['content-type']);
    // A JSON body gets the contract's JSON checks (its schema is Prism's); a multipart body is checked here
    // whole (multipart.ts: Prism 5.14.2 cannot read an array of parts); another declared type is Prism's.
    const refused =
      'refusal' in media
        ? media.refusal
        : media.type === 'application/json'
          ? jsonBodyProblem(body, limits.json_depth)
          : media.type === MULTIPART && op
            ? await multipartProblem(op, String(req.headers['content-type']), body)
            : undefined;
    if (refused) {
      sendError(res, op, { status: 400, ...refused }, method);
      return undefined;
    }
    return body;
  }

  /** A route of the mock's sandbox (sandbox.ts): JSON in, JSON out, refusals in the contract's error shape. */
  async function sandboxRoute(req: IncomingMessage, res: ServerResponse, world: ReturnType<FrontSandbox['open']>, method: string, path: string, search: string): Promise<void> {
    let parsed: unknown;
    if (method === 'POST') {
      const body = await checkedBody(req, res, undefined, method);
      if (!body) return;
      if (body.length > 0) parsed = JSON.parse(body.toString('utf8'));
    } else req.resume();
    const answer = sandbox.route(world, method, path, search, parsed);
    if (!answer) return sendError(res, undefined, { status: 404, code: 'route_not_found', message: `No operation ${method} ${path}`.slice(0, 300) }, method);
    const text = JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      'X-Request-Id': requestId(),
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers': EXPOSED,
    });
    res.end(method === 'HEAD' ? undefined : text);
  }

  /** Requests Node's parser refuses (a header section over the limit, malformed HTTP): the contract's 400. */
  function onClientError(error: NodeJS.ErrnoException, socket: Socket): void {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const id = requestId();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const code = tooLarge ? 'request_too_large' : 'invalid_parameter';
    const message = tooLarge ? `The request line and headers are larger than ${limits.header_bytes} bytes` : 'The request is not well-formed HTTP';
    const body = JSON.stringify({ error: { type: typeOf(400), code, message, request_id: id } } satisfies Schema<'Error'>);
    socket.end(
      [
        `HTTP/1.1 400 ${STATUS_CODES[400]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `X-Request-Id: ${id}`,
        'Access-Control-Allow-Origin: *',
        `Access-Control-Expose-Headers: ${EXPOSED}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
    // Read and drop the rest of what the client sends, so closing does not reset the connection
    // before the client has read the answer.
    socket.on('data', () => undefined);
    socket.resume();
    socket.setTimeout(DRAIN_TIMEOUT_MS, () => socket.destroy());
  }

  const server = createServer({ maxHeaderSize: limits.header_bytes }, (req, res) => {
    handle(req, res).catch((error: Error) => {
      // A sandbox refusal (a bad fault body, a malformed world name, no room for a new world).
      if (error instanceof ProblemError && !res.headersSent) {
        req.resume();
        return sendError(res, undefined, error.problem, req.method);
      }
      options.log(`unexpected error on ${req.method} ${req.url?.slice(0, 200)}: ${error.stack ?? error.message}`);
      if (!res.headersSent) sendError(res, undefined, { status: 500, code: 'internal_error', message: 'The mock failed on this request' });
      else res.destroy();
    });
  });
  server.on('clientError', onClientError);
  server.on('close', () => agent.destroy());
  return server;
}
