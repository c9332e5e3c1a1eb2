// The drift report of the front's drift mode, in the matrix's coverage format (tests/matrix/coverage.ts: its
// report type, its coverage.json and HTML page), with one column, the live deployment: per operation and
// documented answer, seen (✓), seen with drift (✗, each distinct finding listed with the request that met it)
// or not seen (·); the answers the contract does not document for an operation are listed below the table.
// There is no gate: the report says what the live deployment answered, not what a run must reach.
import type { Json, Operation } from '../../openapi/lib/contract.ts';
import { operations } from '../../openapi/lib/contract.ts';
import { type CoverageCell, type CoverageReport, writeCoverage } from '../../tests/matrix/coverage.ts';

/** The report's one SDK column: whatever client sent the requests through the front. */
const CLIENT = 'live';
/** Distinct findings kept per answer (the first ones met). */
const FINDINGS_KEPT = 20;

interface Tally {
  seen: number;
  drifting: number;
  failures: CoverageCell['failures'];
}

export class DriftReport {
  private readonly ops: CoverageReport['operations'];
  private readonly tallies = new Map<string, Tally>();
  /** By operation, the statuses it does not document and how often each was seen. */
  private readonly undocumented = new Map<string, Map<string, number>>();

  constructor(
    contract: Json,
    /** The live deployment's URL: the report's server column. */
    private readonly upstream: string,
  ) {
    this.ops = operations(contract).map((op) => ({
      operationId: op.operationId,
      method: op.method.toUpperCase(),
      path: op.path,
      statuses: Object.keys(op.spec.responses ?? {}).sort(),
    }));
  }

  /** One exchange: the operation, the request line, the answer's status and what drifted (nothing: faithful). */
  add(op: Operation, request: string, status: number, findings: string[]): void {
    const key = `${op.operationId} ${status}`;
    if (!op.spec.responses?.[String(status)]) {
      const seen = this.undocumented.get(op.operationId) ?? new Map<string, number>();
      seen.set(String(status), (seen.get(String(status)) ?? 0) + 1);
      this.undocumented.set(op.operationId, seen);
      return;
    }
    const tally = this.tallies.get(key) ?? { seen: 0, drifting: 0, failures: [] };
    tally.seen += 1;
    if (findings.length) {
      tally.drifting += 1;
      const failure = findings.join('\n');
      if (tally.failures.length < FINDINGS_KEPT && !tally.failures.some((f) => f.failure === failure)) {
        tally.failures.push({ scenario: 'drift', runtime: CLIENT, request: `${request} -> ${status}`, failure });
      }
    }
    this.tallies.set(key, tally);
  }

  report(): CoverageReport {
    const server = this.upstream;
    const cells: CoverageCell[] = this.ops.flatMap((op) =>
      op.statuses.map((status) => {
        const tally = this.tallies.get(`${op.operationId} ${status}`);
        const scenarios = tally ? [`${tally.seen} seen`, ...(tally.drifting ? [`${tally.drifting} with drift`] : [])] : [];
        return { operationId: op.operationId, status, sdk: CLIENT, server, reached: Boolean(tally), scenarios, failures: tally?.failures ?? [] };
      }),
    );
    return {
      servers: [server],
      sdks: [CLIENT],
      operations: this.ops,
      cells,
      undocumented: [...this.undocumented].flatMap(([operationId, statuses]) =>
        [...statuses].map(([status, seen]) => ({ operationId, status, sdk: CLIENT, server, scenarios: [`${seen} seen`] })),
      ),
      summary: { [CLIENT]: { [server]: { reached: cells.filter((c) => c.reached).length, total: cells.length } } },
      gate: { server, applied: false, why: 'a drift report has no gate', missing: [], excepted: {}, stale: [], passed: true },
    };
  }

  /** Writes `coverage.json` and `index.html` into `dir`. */
  write(dir: string): void {
    writeCoverage(dir, this.report(), `Drift of ${this.upstream} against the contract`);
  }
}
