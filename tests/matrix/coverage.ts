// The contract-coverage report of a matrix run (issue 23): for every operation × documented response
// status × SDK × server, whether a scenario reached it, which scenarios did, and for failed cells that
// touched it the request and what went wrong. What each cell sent and got comes from its sandbox world's
// request log (`GET /__sandbox/requests`, on the reference server and the mock's front: every request to
// an operation, whatever answered it, faults included); against another deployment (`--base-url`),
// where there is no sandbox, from a recording proxy in front of it. The gate: every documented status
// of every operation reached on the reference server by every SDK of the run, or listed with its reason
// in tests/matrix/coverage-exceptions.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import type { SdkModel } from '../../generators/model/index.ts';
import { ROOT } from '../../scripts/lib/paths.ts';
import type { Cell, CellResult } from './cell.ts';
import { coverageHtml } from './coverage-html.ts';
import { WORLD_HEADER } from './sandbox.ts';
import { listenOnLoopback, STEP_HEADER } from './tap.ts';

export const EXCEPTIONS_FILE = join(ROOT, 'tests', 'matrix', 'coverage-exceptions.json');
/** The server the gate is about. */
export const GATE_SERVER = 'reference';

/** One request of a cell, as its world's log (or the recorder) saw it. */
export interface Exchange {
  operation_id: string;
  method: string;
  path: string;
  /** The answer's status, or what happened instead (`dropped`, `hung`, `pending`). */
  status: number | string;
}

export interface CoverageCell {
  operationId: string;
  status: string;
  sdk: string;
  server: string;
  reached: boolean;
  /** The scenarios whose cells got this answer (sorted). */
  scenarios: string[];
  /** Failed cells that got this answer: the scenario, the runtime, the request and the failure. */
  failures: { scenario: string; runtime: string; request: string; failure: string }[];
}

export interface CoverageReport {
  servers: string[];
  sdks: string[];
  /** Every operation of the contract with its documented statuses, in contract order. */
  operations: { operationId: string; method: string; path: string; statuses: string[] }[];
  cells: CoverageCell[];
  /** Answers the contract does not document for the operation (each is also a contract problem). */
  undocumented: { operationId: string; status: string; sdk: string; server: string; scenarios: string[] }[];
  /** Per SDK and server: documented answers reached, of all. */
  summary: Record<string, Record<string, { reached: number; total: number }>>;
  gate: { server: string; applied: boolean; why?: string; missing: string[]; excepted: Record<string, string>; stale: string[]; passed: boolean };
}

/** The server column of a cell: its target (`base-url` for another deployment); next-minor cells count for the reference server. */
export const serverOf = (cell: Cell) => (cell.target === 'external' ? 'base-url' : cell.target);

interface Seen {
  cell: Cell;
  result: CellResult;
  exchanges: Exchange[];
}

export class Coverage {
  private readonly seen: Seen[] = [];
  /** Cells whose request log could not be read. */
  readonly unread: string[] = [];
  /** Every operation with its documented statuses (the SDK model's answer and errors: the contract's responses), in contract order. */
  private readonly ops: CoverageReport['operations'];
  /** How every SDK's User-Agent starts: x-sdk-runtime.user_agent.format up to `{language}`. */
  private readonly sdkUserAgent: string;

  constructor(model: SdkModel) {
    const ops = new Map<string, CoverageReport['operations'][number]>();
    for (const method of model.resources.flatMap((r) => r.methods)) {
      const op = ops.get(method.operationId) ?? { operationId: method.operationId, method: method.httpMethod, path: method.path, statuses: [] };
      for (const status of [method.response.status, ...method.errors.map((e) => e.status)].map(String)) if (!op.statuses.includes(status)) op.statuses.push(status);
      op.statuses.sort();
      ops.set(method.operationId, op);
    }
    this.ops = [...ops.values()];
    this.sdkUserAgent = model.runtime.userAgent.format.split('{language}')[0]!;
  }

  /** The operation a request is for, by method and path (for the recorder). */
  operationOf(method: string, path: string): string | undefined {
    const pattern = (p: string) => new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return this.ops.find((op) => op.method === method.toUpperCase() && pattern(op.path).test(path))?.operationId;
  }

  add(cell: Cell, result: CellResult, exchanges: Exchange[]): void {
    this.seen.push({ cell, result, exchanges });
  }

  /** Reads the cell's world's request log from its sandbox (`sandboxUrl`) and adds it. */
  async collect(cell: Cell, result: CellResult, sandboxUrl: string, world: string): Promise<void> {
    let body: { items?: (Exchange & { user_agent?: string })[] };
    try {
      const answer = await fetch(`${sandboxUrl}/__sandbox/requests`, { headers: { [WORLD_HEADER]: world }, signal: AbortSignal.timeout(60_000) });
      if (!answer.ok) throw new Error(`answered ${answer.status}`);
      body = await answer.json();
    } catch (error) {
      // The cell's answers then count as not reached, which the report and the gate show.
      this.unread.push(`${cell.scenario.scenario.name} ${cell.runtime.id} (world ${world}): ${(error as Error).message}`);
      return;
    }
    // Only the SDK's own requests (its User-Agent, x-sdk-runtime.user_agent): the sandbox's `pay` sends
    // its signed notification through the real route too, which no SDK reached.
    this.add(cell, result, (body.items ?? []).filter((e) => e.operation_id && String(e.user_agent ?? '').startsWith(this.sdkUserAgent)));
  }

  report(options: { servers: string[]; sdks: string[]; gateApplies: boolean; whyNot?: string; exceptions?: Record<string, string> }): CoverageReport {
    const exceptions = options.exceptions ?? readExceptions();
    const documented = this.ops;
    const cells: CoverageCell[] = [];
    const key = (...parts: string[]) => parts.join(' ');
    const byKey = new Map<string, CoverageCell>();
    for (const op of documented) {
      for (const status of op.statuses) {
        for (const sdk of options.sdks) {
          for (const server of options.servers) {
            const cell: CoverageCell = { operationId: op.operationId, status, sdk, server, reached: false, scenarios: [], failures: [] };
            cells.push(cell);
            byKey.set(key(op.operationId, status, sdk, server), cell);
          }
        }
      }
    }
    const undocumented = new Map<string, CoverageReport['undocumented'][number]>();
    for (const { cell, result, exchanges } of this.seen) {
      const sdk = cell.runtime.sdk;
      const server = serverOf(cell);
      const scenario = cell.scenario.scenario.name;
      for (const exchange of exchanges) {
        const status = String(exchange.status);
        const target = byKey.get(key(exchange.operation_id, status, sdk, server));
        if (!target) {
          if (!/^\d{3}$/.test(status)) continue; // dropped, hung: no answer to cover
          const k = key(exchange.operation_id, status, sdk, server);
          const entry = undocumented.get(k) ?? { operationId: exchange.operation_id, status, sdk, server, scenarios: [] };
          if (!entry.scenarios.includes(scenario)) entry.scenarios.push(scenario);
          undocumented.set(k, entry);
          continue;
        }
        target.reached = true;
        if (!target.scenarios.includes(scenario)) target.scenarios.push(scenario);
        if (result.status === 'fail' && target.failures.length < 5) {
          target.failures.push({ scenario, runtime: cell.runtime.id, request: `${exchange.method} ${exchange.path} -> ${status}`, failure: result.failures.join('\n').slice(0, 2000) });
        }
      }
    }
    for (const cell of cells) cell.scenarios.sort();
    const summary: CoverageReport['summary'] = {};
    for (const sdk of options.sdks) {
      summary[sdk] = {};
      for (const server of options.servers) {
        const own = cells.filter((c) => c.sdk === sdk && c.server === server);
        summary[sdk]![server] = { reached: own.filter((c) => c.reached).length, total: own.length };
      }
    }
    const missing: string[] = [];
    const excepted: Record<string, string> = {};
    if (options.servers.includes(GATE_SERVER)) {
      for (const op of documented) {
        for (const status of op.statuses) {
          const name = `${op.operationId} ${status}`;
          const unreached = options.sdks.filter((sdk) => !byKey.get(key(op.operationId, status, sdk, GATE_SERVER))!.reached);
          if (!unreached.length) continue;
          if (exceptions[name]) excepted[name] = exceptions[name]!;
          else missing.push(`${name} (not reached by ${unreached.join(', ')})`);
        }
      }
    }
    const known = new Set(documented.flatMap((op) => op.statuses.map((s) => `${op.operationId} ${s}`)));
    // An exception for an answer every SDK now reaches, or for one the contract no longer documents, is stale.
    const stale = Object.keys(exceptions).filter((name) => !known.has(name) || (options.servers.includes(GATE_SERVER) && !excepted[name] && !missing.some((m) => m.startsWith(`${name} `))));
    const applied = options.gateApplies && options.servers.includes(GATE_SERVER);
    return {
      servers: options.servers,
      sdks: options.sdks,
      operations: documented,
      cells,
      undocumented: [...undocumented.values()],
      summary,
      gate: {
        server: GATE_SERVER,
        applied,
        ...(applied ? {} : { why: options.whyNot ?? `the run has no ${GATE_SERVER} cells` }),
        missing,
        excepted,
        stale: options.gateApplies ? stale : [],
        passed: !applied || (missing.length === 0 && stale.length === 0),
      },
    };
  }
}

/**
 * The mock's column for `sdks` (those whose floor runtime ran: `coverage-prefer` asks the mock for every
 * documented answer there, through `Prefer`): each answer no such SDK reached, as `<sdk>: <operationId>
 * <status>`. Empty when every one was reached; the mock has no exceptions, since `Prefer` reaches them all.
 */
export function mockShortfall(report: CoverageReport, sdks: string[]): string[] {
  if (!report.servers.includes('mock')) return [];
  return report.cells.filter((c) => c.server === 'mock' && sdks.includes(c.sdk) && !c.reached).map((c) => `${c.sdk}: ${c.operationId} ${c.status}`);
}

/** tests/matrix/coverage-exceptions.json: `"<operationId> <status>": "why no scenario can reach it"`. */
export function readExceptions(file = EXCEPTIONS_FILE): Record<string, string> {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [name, why] of Object.entries(raw)) {
    if (name.startsWith('$')) continue; // $comment
    if (typeof why !== 'string' || why.trim().length < 10) throw new Error(`${file}: "${name}" needs its reason as a sentence`);
    out[name] = why;
  }
  return out;
}

/** One line per SDK: documented answers reached per server. */
export function summaryLines(report: CoverageReport): string[] {
  return report.sdks.map((sdk) => `coverage ${sdk}: ${report.servers.map((server) => {
    const s = report.summary[sdk]![server]!;
    return `${server} ${s.reached}/${s.total} (${Math.floor((100 * s.reached) / Math.max(1, s.total))}%)`;
  }).join(', ')}`);
}

/**
 * A recording proxy in front of another deployment (`--base-url`, no sandbox there): it forwards every
 * request unchanged and records, per cell (`X-Matrix-Step`), the operation and the answer's status.
 */
export async function startRecorder(upstream: string, coverage: Coverage): Promise<{ url: string; exchanges: Map<string, Exchange[]>; close: () => Promise<void> }> {
  const target = new URL(upstream);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const exchanges = new Map<string, Exchange[]>();
  const server: Server = createServer((req, res) => {
    const cellId = String(req.headers[STEP_HEADER.toLowerCase()] ?? '').split('|')[0]!;
    const path = (req.url ?? '/').split('?')[0]!;
    const base = target.pathname.replace(/\/+$/, '');
    const forward = send(
      { protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method, path: base + (req.url ?? '/'), headers: { ...req.headers, host: target.host } },
      (answer: IncomingMessage) => {
        const operation = coverage.operationOf(req.method ?? 'GET', path);
        if (operation && cellId) {
          const list = exchanges.get(cellId) ?? [];
          list.push({ operation_id: operation, method: req.method ?? 'GET', path, status: answer.statusCode ?? 0 });
          exchanges.set(cellId, list);
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`matrix coverage recorder: upstream error ${error.message}`);
    });
    res.on('close', () => forward.destroy());
    req.pipe(forward);
  });
  return { ...(await listenOnLoopback(server)), exchanges };
}

/** Writes `coverage.json` and the self-contained `index.html` into `dir`. */
export function writeCoverage(dir: string, report: CoverageReport, title: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'coverage.json'), JSON.stringify(report, null, 2) + '\n');
  writeFileSync(join(dir, 'index.html'), coverageHtml(report, title));
}
