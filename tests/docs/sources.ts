// The documents whose blocks the docs suite runs: every README.md of the repository (tracked, or new and
// not ignored; generator templates excluded because the SDK READMEs they produce are checked), every
// sdks/*/api.md, and the release archive's README as scripts/lib/archive-readme.ts renders it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { archiveReadme, type ReadmeFacts } from '../../scripts/lib/archive-readme.ts';
import { readContract } from '../../openapi/lib/contract.ts';
import { ROOT } from '../../scripts/lib/paths.ts';
import { composerFile } from '../../scripts/release/composer.ts';
import { goModulePath } from '../../scripts/release/go.ts';
import { npmFile } from '../../scripts/release/npm.ts';
import { debianComposerPackages } from '../../scripts/release/php-debian.ts';
import { pythonFiles } from '../../scripts/release/python.ts';
import { SERVER_FILE } from '../../scripts/release/reference-server.ts';

export interface DocSource {
  /** Path relative to the repository root, or a name for a rendered document. */
  file: string;
  text: string;
  /** The release archive's README: its shell blocks are sessions run by the release suite. */
  archive?: boolean;
}

/** Templates are not documents: generators/<language>/templates/README.md becomes sdks/<language>/README.md. */
const TEMPLATES = /^generators\/[^/]+\/templates\//;
const DOCUMENT = /(^|\/)README\.md$|^sdks\/[^/]+\/api\.md$/i;

export function repositoryDocuments(): string[] {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', '*.md', '*.MD'], { cwd: ROOT, encoding: 'utf8' });
  return [...new Set(listed.split('\n'))].filter((f) => f && DOCUMENT.test(f) && !TEMPLATES.test(f)).sort();
}

/** Name under which the rendered archive README is reported. */
export const ARCHIVE_README = 'release archive README.md (scripts/lib/archive-readme.ts)';

/**
 * The archive README as a release renders it. Only its blocks, their languages and markers matter here
 * (its runnable blocks need the unpacked archive and run in the release suite), so the facts a release
 * measures while building (bills of materials) are left empty; the rest come from the release's own helpers.
 */
export function renderedArchiveReadme(): string {
  const version: string = readContract().info.version;
  const composerJson = JSON.parse(readFileSync(join(ROOT, 'sdks', 'php', 'composer.json'), 'utf8'));
  const require: Record<string, string> = composerJson.require ?? {};
  const facts: ReadmeFacts = {
    version,
    wheel: `artifacts/pypi/${pythonFiles(version).wheel}`,
    npm: `artifacts/npm/${npmFile(version)}`,
    composer: `artifacts/composer/${composerFile(version)}`,
    goProxy: 'artifacts/goproxy',
    goModule: goModulePath(readFileSync(join(ROOT, 'sdks', 'go', 'go.mod'), 'utf8')),
    phpDebian: debianComposerPackages(require)
      .filter((p) => Object.keys(require).some((n) => n.toLowerCase() === p.name))
      .map((p) => ({ name: p.name, debianPackage: p.debianPackage, autoload: p.autoload })),
    phpExtensions: Object.keys(require).filter((n) => n.startsWith('ext-')).map((n) => n.slice(4)).sort(),
    phpPlatform: '7.4.0',
    server: `servers/${SERVER_FILE}`,
    sandboxContract: 'servers/sandbox.openapi.yaml',
    prismVersion: JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).devDependencies['@stoplight/prism-cli'],
    sboms: [],
  };
  return archiveReadme(facts);
}

export function allSources(): DocSource[] {
  return [
    ...repositoryDocuments().map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') })),
    { file: ARCHIVE_README, text: renderedArchiveReadme(), archive: true },
  ];
}
