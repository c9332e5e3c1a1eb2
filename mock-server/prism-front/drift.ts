// The front's drift mode (`npm run mock -- --upstream URL`; mock-server/README.md, "Drift against a live
// deployment"): instead of Prism, a live deployment (the real service or a staging one) answers. Every request
// is forwarded to it as it came (method, path and query under the URL's path, headers but the hop-by-hop ones,
// the body streamed), and its answer goes back to the client untouched (status, headers, bytes) as it comes:
// the checks read a copy taken on the way, never holding the answer back. Nothing of the mock's own is
// applied (limits, CORS preflights, Prefer, the sandbox's faults): the live deployment's answers to bad input
// are part of what is checked. Once an answer to an operation of the contract has ended, it is checked
// (drift-check.ts) and counted in the drift report (drift-report.ts), and, with a recording file, recorded
// (recording.ts). `GET /__drift` answers the report and writes the report directory and the recording file
// (when given); stopping the front writes them too.
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { operations, readContract, requestLimits } from '../../openapi/lib/contract.ts';
import { pathPattern } from '../shared/cors.ts';
import { answerFindings } from './drift-check.ts';
import { DriftReport } from './drift-report.ts';
import { recordingOf, Recordings } from './recording.ts';

export interface DriftOptions {
  contract: string;
  /** The live deployment's base URL (http or https; a path is kept as the prefix of every request's). */
  upstream: string;
  /** Where `coverage.json` and `index.html` are written. */
  reportDir?: string;
  /** The world document the recordings are written to. */
  recordFile?: string;
  log: (line: string) => void;
}

export interface DriftFront {
  server: Server;
  report: DriftReport;
  recordings: Recordings;
  /** Writes the report directory and the recording file, those that were asked for. */
  save: () => void;
}

/** The route the front answers itself in drift mode. */
export const DRIFT_PATH = '/__drift';
/** Headers of one hop only (RFC 9110 §7.6.1), never forwarded; Node frames each side's body itself. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'host']);
/** The largest answer the checks copy (a longer one passes unchecked, and says so in the report). */
const COPY_LIMIT = 64 * 1024 * 1024;
/** How long the live deployment may take to start answering before the front gives up on it. */
const UPSTREAM_TIMEOUT_MS = 60_000;

/** Raw header pairs without the hop-by-hop ones, in their order and spelling (what `writeHead` takes as an array). */
function endToEnd(raw: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (!HOP_BY_HOP.has(raw[i]!.toLowerCase())) out.push(raw[i]!, raw[i + 1]!);
  return out;
}

/** A bounded copy of a stream's bytes, taken beside whoever consumes them. */
function copyOf(stream: IncomingMessage, limit: number): () => Buffer | undefined {
  const chunks: Buffer[] = [];
  let size = 0;
  stream.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  });
  return () => (size <= limit ? Buffer.concat(chunks) : undefined);
}

export function createDriftFront(options: DriftOptions): DriftFront {
  const contract = readContract(options.contract);
  const routes = operations(contract).map((op) => ({ op, pattern: pathPattern(op.path) }));
  const target = new URL(options.upstream);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const base = target.pathname.replace(/\/+$/, '');
  const requestLimit = requestLimits(contract).body_bytes;
  const report = new DriftReport(contract, target.origin + base);
  const recordings = new Recordings();

  const save = () => {
    if (options.reportDir) report.write(options.reportDir);
    if (options.recordFile) recordings.write(options.recordFile);
  };

  /** The front's own error answer (the live deployment could not be reached), in the contract's error body. */
  function unreachable(res: ServerResponse, why: string): void {
    const id = `req_${randomBytes(12).toString('hex')}`;
    const body = JSON.stringify({ error: { type: 'api_error', code: 'upstream_unreachable', message: `The live deployment did not answer: ${why}`.slice(0, 1000), request_id: id } });
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'X-Request-Id': id });
    res.end(body);
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const search = queryAt < 0 ? '' : url.slice(queryAt + 1);
    if (path === DRIFT_PATH && method === 'GET') {
      req.resume();
      save();
      const body = JSON.stringify(report.report());
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
      return void res.end(body);
    }
    const op = routes.find((r) => r.op.method === method.toLowerCase() && r.pattern.test(path))?.op;
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    headers.host = target.host;
    const sent = op && copyOf(req, requestLimit);
    const forward = send({ protocol: target.protocol, hostname: target.hostname, port: target.port, method, path: base + url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
      const got = op && copyOf(answer, COPY_LIMIT);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
      if (!op || !got || !sent) return;
      answer.on('end', () => {
        const body = got();
        const live = { status: answer.statusCode ?? 0, headers: answer.headers, body: body ?? Buffer.alloc(0) };
        const findings = body ? answerFindings(op, live) : [`body longer than ${COPY_LIMIT} bytes: not checked`];
        report.add(op, `${method} ${url.slice(0, 300)}`, live.status, findings);
        const request = sent();
        if (body && request) recordings.add(recordingOf(op, { path, search }, { type: String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase(), body: request }, live));
      });
    });
    forward.setTimeout(UPSTREAM_TIMEOUT_MS, () => forward.destroy(new Error(`no answer within ${UPSTREAM_TIMEOUT_MS} ms`)));
    forward.on('error', (error) => {
      options.log(`forwarding ${method} ${url.slice(0, 200)} to ${target.origin} failed: ${error.message}`);
      if (res.headersSent) res.destroy();
      else unreachable(res, error.message);
    });
    // A client that goes away takes the forward with it (a stream it no longer reads).
    res.on('close', () => forward.destroy());
    req.pipe(forward);
  }

  const server = createServer(handle);
  return { server, report, recordings, save };
}
