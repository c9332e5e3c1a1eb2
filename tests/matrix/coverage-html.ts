// The coverage report as one self-contained HTML page (no scripts, no external files): a heat map of
// operations × (SDK, server) at the top, one summary line per SDK, the gate, then every operation's
// documented statuses with, per SDK and server, the scenarios that reached it and the failed requests.
// The numbers are data attributes too, for the report's browser test.
import type { CoverageCell, CoverageReport } from './coverage.ts';

const escape = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Red (0) through amber to green (1). */
function heat(fraction: number): string {
  const hue = Math.round(120 * fraction ** 3); // the last missing answers stand out
  return `hsl(${hue} 65% ${fraction === 1 ? 42 : 50}%)`;
}

function cellHtml(cell: CoverageCell, excepted: string | undefined): string {
  const failed = cell.failures.length > 0;
  const mark = !cell.reached ? (excepted ? '–' : '·') : failed ? '✗' : '✓';
  const title = cell.reached ? cell.scenarios.join(', ') : excepted ? `excepted: ${excepted}` : 'not reached';
  const details = cell.reached
    ? `<details><summary>${escape(mark)} ${cell.scenarios.length}</summary><ul>${cell.scenarios.map((s) => `<li>${escape(s)}</li>`).join('')}</ul>${cell.failures
        .map((f) => `<div class="failure"><div><b>${escape(f.scenario)}</b> on ${escape(f.runtime)}</div><code>${escape(f.request)}</code><pre>${escape(f.failure)}</pre></div>`)
        .join('')}</details>`
    : escape(mark);
  return `<td class="${cell.reached ? (failed ? 'failed' : 'reached') : excepted ? 'excepted' : 'unreached'}" title="${escape(title)}" data-reached="${cell.reached}">${details}</td>`;
}

export function coverageHtml(report: CoverageReport, title: string): string {
  const columns = report.sdks.flatMap((sdk) => report.servers.map((server) => ({ sdk, server })));
  /** Why an answer is excepted from the gate, on the gate's server. */
  const exceptedOn = (server: string, operationId: string, status: string) => (server === report.gate.server ? report.gate.excepted[`${operationId} ${status}`] : undefined);
  const find = (operationId: string, status: string, sdk: string, server: string) =>
    report.cells.find((c) => c.operationId === operationId && c.status === status && c.sdk === sdk && c.server === server)!;
  const head = `<tr><th rowspan="2">operation</th>${report.sdks.map((sdk) => `<th colspan="${report.servers.length}">${escape(sdk)}</th>`).join('')}</tr><tr>${columns.map((c) => `<th>${escape(c.server)}</th>`).join('')}</tr>`;

  const heatRows = report.operations.map((op) => {
    const tds = columns.map(({ sdk, server }) => {
      const own = op.statuses.map((s) => find(op.operationId, s, sdk, server));
      const reached = own.filter((c) => c.reached).length;
      // Answers excepted from the gate (with their reason) count as settled for the colour.
      const excepted = own.filter((c) => !c.reached && exceptedOn(server, c.operationId, c.status)).length;
      const label = `${reached}/${own.length}${excepted ? ` +${excepted}` : ''}`;
      return `<td class="heat" style="background:${heat((reached + excepted) / Math.max(1, own.length))}" title="${escape(`${op.operationId} ${sdk} ${server}: ${reached}/${own.length} reached${excepted ? `, ${excepted} excepted` : ''}`)}" data-reached="${reached}" data-total="${own.length}" data-excepted="${excepted}">${label}</td>`;
    });
    return `<tr><th class="op"><a href="#op-${escape(op.operationId)}">${escape(op.operationId)}</a></th>${tds.join('')}</tr>`;
  });

  const summary = report.sdks.map((sdk) => {
    const parts = report.servers.map((server) => {
      const s = report.summary[sdk]![server]!;
      return `<span data-server="${escape(server)}" data-reached="${s.reached}" data-total="${s.total}">${escape(server)} <b>${s.reached}/${s.total}</b> (${Math.floor((100 * s.reached) / Math.max(1, s.total))}%)</span>`;
    });
    return `<li class="sdk-summary" data-sdk="${escape(sdk)}"><b>${escape(sdk)}</b>: ${parts.join(', ')}</li>`;
  });

  const gate = report.gate;
  const gateHtml = !gate.applied
    ? `<p class="gate" data-gate="not-applied">Gate not applied: ${escape(gate.why ?? '')}.</p>`
    : `<p class="gate" data-gate="${gate.passed ? 'passed' : 'failed'}">Gate (every documented answer reached by every SDK on the ${escape(gate.server)} server, or excepted): <b>${gate.passed ? 'passed' : 'FAILED'}</b>; ${Object.keys(gate.excepted).length} excepted${
        gate.missing.length ? `; missing: ${gate.missing.map(escape).join('; ')}` : ''
      }${gate.stale.length ? `; stale exceptions: ${gate.stale.map(escape).join('; ')}` : ''}</p>`;
  const exceptions = Object.entries(gate.excepted).map(([name, why]) => `<li><code>${escape(name)}</code>: ${escape(why)}</li>`).join('');

  const detailRows = report.operations.flatMap((op) =>
    op.statuses.map(
      (status, i) =>
        `<tr${i === 0 ? ` id="op-${escape(op.operationId)}"` : ''}>${i === 0 ? `<th rowspan="${op.statuses.length}" class="op">${escape(op.operationId)}<div class="path">${escape(op.method)} ${escape(op.path)}</div></th>` : ''}<th>${escape(status)}</th>${columns.map(({ sdk, server }) => cellHtml(find(op.operationId, status, sdk, server), exceptedOn(server, op.operationId, status))).join('')}</tr>`,
    ),
  );
  const undocumented = report.undocumented.length
    ? `<h2>Answers the contract does not document</h2><ul>${report.undocumented.map((u) => `<li><code>${escape(u.operationId)} ${escape(u.status)}</code> (${escape(u.sdk)}, ${escape(u.server)}): ${u.scenarios.map(escape).join(', ')}</li>`).join('')}</ul>`
    : '';

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escape(title)}</title>
<style>
body { font: 14px/1.45 system-ui, sans-serif; margin: 1.5rem; color: #1c1e21; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid #d0d7de; padding: .25rem .45rem; text-align: center; vertical-align: top; }
th.op { text-align: left; font-weight: 600; }
.path { font: 12px ui-monospace, monospace; color: #57606a; font-weight: normal; }
td.heat { color: #fff; font-weight: 600; min-width: 3.2rem; }
td.reached { background: #e3f6e5; }
td.failed { background: #fde2e1; }
td.unreached { background: #f6f8fa; color: #8c959f; }
td.excepted { background: #eef1f4; color: #57606a; }
details summary { cursor: pointer; }
details ul { text-align: left; margin: .3rem 0; padding-left: 1.1rem; }
.failure { text-align: left; border-top: 1px solid #e5a5a2; margin-top: .3rem; padding-top: .3rem; max-width: 34rem; }
.failure pre { white-space: pre-wrap; font-size: 12px; margin: .2rem 0; }
.gate { font-size: 15px; }
</style>
</head>
<body>
<h1>${escape(title)}</h1>
<p>Each documented response status of each operation, per SDK and server: whether a matrix scenario got that answer (✓, ✗ when a cell that got it failed, · not reached, – excepted from the gate; +n in the heat map: excepted). Data: <a href="coverage.json">coverage.json</a>.</p>
<h2>Heat map: documented answers reached per operation</h2>
<table class="heatmap"><thead>${head}</thead><tbody>${heatRows.join('\n')}</tbody></table>
<h2>Per SDK</h2>
<ul class="summary">${summary.join('\n')}</ul>
${gateHtml}
${exceptions ? `<details><summary>Excepted answers and why</summary><ul>${exceptions}</ul></details>` : ''}
<h2>Every documented answer</h2>
<table class="detail"><thead><tr><th rowspan="2">operation</th><th rowspan="2">status</th>${report.sdks.map((sdk) => `<th colspan="${report.servers.length}">${escape(sdk)}</th>`).join('')}</tr><tr>${columns.map((c) => `<th>${escape(c.server)}</th>`).join('')}</tr></thead><tbody>${detailRows.join('\n')}</tbody></table>
${undocumented}
</body>
</html>
`;
}
