// `npx tsx tests/docs/links.ts [--dir DIR | --archive FILE.tar.gz]`: the link check of issue 13.
// Without options: every Markdown file of the repository (tracked, or new and not ignored). With --dir:
// every Markdown file under DIR (e.g. an unpacked release archive). With --archive: unpacks the archive
// into a temporary folder and checks that. Prints the broken links and the totals; exits 1 on any.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/paths.ts';
import { checkMarkdown } from './markdown-links.ts';

function markdownUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...markdownUnder(path));
    else if (/\.md$/i.test(entry.name)) out.push(path);
  }
  return out.sort();
}

/** Templates are not documents: their relative links point from where the generator writes them, and that output is checked. */
const NOT_DOCUMENTS = /^generators\/[^/]+\/templates\//;

function repositoryMarkdown(): string[] {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', '*.md', '*.MD'], { cwd: ROOT, encoding: 'utf8' });
  return listed
    .split('\n')
    .filter((f) => f && !NOT_DOCUMENTS.test(f))
    .map((f) => join(ROOT, f))
    .sort();
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};
let root = ROOT;
let files: string[];
let cleanup: string | undefined;
const archive = option('--archive');
const dir = option('--dir');
if (archive) {
  cleanup = mkdtempSync(join(tmpdir(), 'orbit-links-'));
  execFileSync('tar', ['-xzf', archive, '-C', cleanup]);
  root = cleanup;
  files = markdownUnder(cleanup);
} else if (dir) {
  root = dir;
  files = markdownUnder(dir);
} else {
  files = repositoryMarkdown();
}

try {
  const report = checkMarkdown(files, root);
  for (const b of report.broken) console.error(`links: ${b.file}:${b.line}: ${b.target}: ${b.reason}`);
  const where = archive ? `the archive ${archive}` : dir ? dir : 'the repository';
  console.log(
    `links: ${where}: ${report.files} Markdown files, ${report.links} links (${report.anchors} with anchors, ${report.external} external, not followed offline), ${report.broken.length} broken`,
  );
  process.exitCode = report.broken.length ? 1 : 0;
} finally {
  if (cleanup) rmSync(cleanup, { recursive: true, force: true });
}
