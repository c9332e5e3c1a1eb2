// The docs suite's report: per document and fence language, how many blocks ran, passed, were marked not
// runnable (reasons summarised) and failed; every failure with its output and who fixes it; one final line.
import type { DocBlock, DocProblem } from './blocks.ts';
import { LANES, type Lane, type Verdict } from './classify.ts';
import type { BlockResult, LaneReport } from './run-blocks.ts';
import { ARCHIVE_README } from './sources.ts';

export interface Classified {
  block: DocBlock;
  verdict: Verdict;
}

/** Who fixes a document's blocks (generated documents are fixed in their generator's templates). */
export function ownerOf(file: string): string {
  const sdk = /^sdks\/([^/]+)\/(README|api)\.md$/.exec(file);
  if (sdk) return `the ${sdk[1]} SDK's generator (generators/${sdk[1]}/)`;
  if (file === ARCHIVE_README) return 'release (scripts/lib/archive-readme.ts)';
  if (file.startsWith('mock-server/')) return 'reference server';
  if (file.startsWith('tests/matrix/')) return 'matrix';
  return 'the lead';
}

interface Row {
  ran: number;
  passed: number;
  notRunnable: number;
  release: number;
  failed: number;
}

export function report(classified: Classified[], problems: DocProblem[], lanes: LaneReport[]): { text: string; failed: number } {
  const results = new Map<DocBlock, BlockResult>();
  for (const lane of lanes) for (const r of lane.results) results.set(r.block, r);
  const rows = new Map<string, Map<string, Row>>();
  const reasons = new Map<string, Map<string, number>>();
  const failures: string[] = [];
  const ran = Object.fromEntries(LANES.map((l) => [l, 0])) as Record<Lane, number>;
  let notRunnable = 0;
  let release = 0;

  for (const { block, verdict } of classified) {
    const perFile = rows.get(block.file) ?? rows.set(block.file, new Map()).get(block.file)!;
    const language = block.language || '(none)';
    const row = perFile.get(language) ?? perFile.set(language, { ran: 0, passed: 0, notRunnable: 0, release: 0, failed: 0 }).get(language)!;
    const where = `${block.file}:${block.line} (${block.language || 'no language'})`;
    if (verdict.kind === 'not-runnable') {
      row.notRunnable++;
      notRunnable++;
      const r = reasons.get(block.file) ?? reasons.set(block.file, new Map()).get(block.file)!;
      r.set(verdict.reason, (r.get(verdict.reason) ?? 0) + 1);
    } else if (verdict.kind === 'release') {
      row.release++;
      release++;
    } else if (verdict.kind === 'unmarked') {
      row.failed++;
      failures.push(`UNMARKED ${where}, owner ${ownerOf(block.file)}: ${verdict.problem}`);
    } else {
      const result = results.get(block);
      row.ran++;
      ran[verdict.lane]++;
      if (result?.passed) row.passed++;
      else {
        row.failed++;
        const detail = (result?.detail ?? 'did not run').replace(/^/gm, '    ');
        failures.push(`FAIL ${where}, owner ${ownerOf(block.file)}:\n${detail}`);
      }
    }
  }
  for (const p of problems) failures.push(`PROBLEM ${p.file}:${p.line}, owner ${ownerOf(p.file)}: ${p.problem}`);

  const out: string[] = [];
  const width = Math.max(8, ...[...rows.keys()].map((f) => f.length));
  out.push(`${'document'.padEnd(width)}  ${'language'.padEnd(10)}  ran  passed  not runnable  failed`);
  for (const [file, perFile] of rows) {
    for (const [language, r] of [...perFile].sort(([a], [b]) => a.localeCompare(b))) {
      const extra = r.release ? `  (${r.release} run by the release suite on the unpacked archive)` : '';
      out.push(`${file.padEnd(width)}  ${language.padEnd(10)}  ${String(r.ran).padStart(3)}  ${String(r.passed).padStart(6)}  ${String(r.notRunnable).padStart(12)}  ${String(r.failed).padStart(6)}${extra}`);
    }
    const why = reasons.get(file);
    if (why) out.push(`${''.padEnd(width)}  not runnable: ${[...why].map(([reason, n]) => `${n} × ${reason}`).join('; ')}`);
  }
  if (failures.length) out.push('', ...failures);
  if (release) out.push('', `docs: ${release} shell sessions of the archive README need the unpacked archive: the release suite runs them (tests/docs/archive.ts)`);
  const failed = failures.length;
  const total = LANES.reduce((n, l) => n + ran[l], 0);
  out.push(`docs: ${total} blocks ran (${LANES.map((l) => `${l} ${ran[l]}`).join(', ')}), ${notRunnable} not runnable, ${failed} failed`);
  return { text: out.join('\n'), failed };
}
