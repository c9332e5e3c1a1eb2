// `npx tsx tests/docs/examples.ts [FILE.md ...]`: the executed documentation of issue 13 (docs/sdk-design.md §7,
// tests/docs/README.md). Every fenced block of every README.md of the repository, every sdks/*/api.md and
// the release archive's README either runs (ts/js on Node 18 and the toolkit's Node 22+ importing the built orbit-sdk, the TypeScript README's also on Bun and Deno, python
// on Python 3.8, php on PHP 7.4, go in a `go 1.16` module, sh when it is a curl session against
// $ORBIT_BASE_URL) against the reference server and exits 0, or carries `<!-- not-runnable: reason -->` on
// the line before its fence. With files: only those documents. Prints the counts per document and
// language, every failure with its output, and a final line; exits 1 on any failure or unmarked block.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { ROOT } from '../../scripts/lib/paths.ts';
import { extractBlocks, type DocBlock, type DocProblem } from './blocks.ts';
import { classify, type Lane } from './classify.ts';
import { report, type Classified } from './report.ts';
import { runLanes } from './run-blocks.ts';
import { allSources, type DocSource } from './sources.ts';

const args = process.argv.slice(2);
const sources: DocSource[] = args.length
  ? args.map((path) => ({ file: relative(ROOT, resolve(path)).startsWith('..') ? resolve(path) : relative(ROOT, resolve(path)), text: readFileSync(path, 'utf8') }))
  : allSources();

const classified: Classified[] = [];
const problems: DocProblem[] = [];
for (const source of sources) {
  const extraction = extractBlocks(source.file, source.text);
  problems.push(...extraction.problems);
  for (const block of extraction.blocks) classified.push({ block, verdict: classify(block, { archive: source.archive ?? false }) });
}

const byLane = new Map<Lane, DocBlock[]>();
for (const { block, verdict } of classified) {
  if (verdict.kind === 'run') (byLane.get(verdict.lane) ?? byLane.set(verdict.lane, []).get(verdict.lane)!).push(block);
}
console.log(
  `docs: ${sources.length} documents, ${classified.length} fenced blocks; running ${[...byLane].map(([lane, blocks]) => `${lane} ${blocks.length}`).join(', ') || 'none'} against the reference server`,
);
const lanes = await runLanes(byLane, {
  onLane: (r) => console.log(`docs: ${r.lane} done: ${r.results.filter((x) => x.passed).length}/${r.results.length} passed on ${r.runtime} (${r.seconds.toFixed(1)} s)`),
});
const { text, failed } = report(classified, problems, lanes);
console.log(text);
process.exitCode = failed ? 1 : 0;
