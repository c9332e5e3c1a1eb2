// `npm run release`: lint the contract, regenerate the SDKs, build the TypeScript SDK, then package
// dist/orbit-sdk-<version>.tar.gz (reproducible: same commit, same bytes) and dist/SHA256SUMS.
//   --no-generate  package what sdks/ holds now (used by the reproducibility test)
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { archiveProblems, fileDigest, isForbiddenPath, packReproducibly, sha256, walk } from './lib/archive.ts';
import { archiveReadme, SDKS } from './lib/archive-readme.ts';
import { loadContract } from './lib/contract.ts';
import { BIN, CONTRACT, ROOT } from './lib/paths.ts';
import { renderReference } from './lib/reference-html.ts';

const contract = loadContract();
const VERSION: string = contract.info.version;
const NAME = `orbit-sdk-${VERSION}`;
const DIST = join(ROOT, 'dist');
const STAGE_ROOT = join(ROOT, '.cache', 'release');
const STAGE = join(STAGE_ROOT, NAME);
const ARCHIVE = join(DIST, `${NAME}.tar.gz`);
const generate = !process.argv.includes('--no-generate');

const steps: [string, () => void | Promise<void>][] = [];
const step = (name: string, run: () => void | Promise<void>) => steps.push([name, run]);

function run(command: string, args: string[], cwd = ROOT): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}\n${result.stdout}\n${result.stderr}`.trim());
  return result.stdout;
}

/** Copies an SDK's package files: sources, manifests, README, docs; never tests or leftovers. */
function copySdk(lang: string, exclude: (path: string) => boolean): void {
  const source = join(ROOT, 'sdks', lang);
  if (!existsSync(source)) throw new Error(`sdks/${lang} does not exist`);
  for (const entry of walk(source, source)) {
    if (entry.endsWith('/') || isForbiddenPath(entry) || exclude(entry)) continue;
    mkdirSync(join(STAGE, lang, entry, '..'), { recursive: true });
    cpSync(join(source, entry), join(STAGE, lang, entry));
  }
}

const isTest = (path: string) =>
  /(^|\/)(tests?|testdata)\//.test(path) || /_test\.go$/.test(path) || /^phpunit\.xml/.test(path) || /(^|\/)\.(gitignore|openapi-generator-ignore|php-cs-fixer\.dist\.php|travis\.yml|gitlab-ci\.yml)$/.test(path) || path === 'git_push.sh';

step('lint the contract', () => {
  run(join(BIN, 'spectral'), ['lint', '--fail-severity=hint', '--ruleset', 'openapi/.spectral.yaml', 'openapi/openapi.yaml']);
});
if (generate) step('regenerate the SDKs', () => void run(join(BIN, 'tsx'), ['scripts/generate.ts']));
step('build the TypeScript SDK', () => void run('npm', ['run', '--silent', 'build'], join(ROOT, 'sdks', 'typescript')));
step('stage the SDKs', () => {
  rmSync(STAGE_ROOT, { recursive: true, force: true });
  mkdirSync(STAGE, { recursive: true });
  for (const lang of ['go', 'php', 'python']) copySdk(lang, isTest);
  // TypeScript ships as the npm tarball (what `npm install <file>` takes) beside its README and docs.
  copySdk('typescript', (path) => !/^(README\.md|CHANGELOG\.md|LICENSE|docs\/.*)$/.test(path));
  const packed = run('npm', ['pack', '--silent', '--pack-destination', join(STAGE, 'typescript')], join(ROOT, 'sdks', 'typescript')).trim().split('\n').pop()!;
  if (packed !== `orbit-sdk-${VERSION}.tgz`) throw new Error(`npm pack produced ${packed}, expected orbit-sdk-${VERSION}.tgz`);
  // A half-written SDK (a generator running at the same time wipes its folder first) must not be packed.
  const manifests: Record<string, string> = { go: 'go.mod', php: 'composer.json', python: 'pyproject.toml', typescript: `orbit-sdk-${VERSION}.tgz` };
  for (const sdk of SDKS) {
    for (const file of ['README.md', manifests[sdk.folder]!]) {
      if (!existsSync(join(STAGE, sdk.folder, file))) throw new Error(`${sdk.folder} has no ${file} (is a generator rewriting sdks/${sdk.folder} right now?)`);
    }
  }
});
step('add the contract, API reference, changelog, licence and README', () => {
  cpSync(CONTRACT, join(STAGE, 'openapi.yaml'));
  writeFileSync(join(STAGE, 'api-reference.html'), renderReference(contract));
  cpSync(join(ROOT, 'CHANGELOG.md'), join(STAGE, 'CHANGELOG.md'));
  cpSync(join(ROOT, 'LICENSE'), join(STAGE, 'LICENSE'));
  writeFileSync(join(STAGE, 'README.md'), archiveReadme(VERSION));
});
step('write the manifest', () => {
  const files = walk(STAGE, STAGE)
    .filter((p) => !p.endsWith('/'))
    .map((path) => ({ path, ...fileDigest(join(STAGE, path)) }));
  const manifest = {
    name: 'orbit-sdk',
    version: VERSION,
    contract: { file: 'openapi.yaml', openapi: contract.openapi, version: VERSION },
    sdks: Object.fromEntries(SDKS.map((s) => [s.folder, { package: s.package, runtime: s.runtime, install: s.install }])),
    files,
  };
  writeFileSync(join(STAGE, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
});
step('pack the archive', async () => {
  mkdirSync(DIST, { recursive: true });
  rmSync(ARCHIVE, { force: true });
  // Fixed mtimes: the commit's time when there is one, so the same commit always gives the same bytes.
  const epoch = process.env.SOURCE_DATE_EPOCH ?? execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: ROOT, encoding: 'utf8' }).trim();
  await packReproducibly(STAGE_ROOT, NAME, ARCHIVE, new Date(Number(epoch || 0) * 1000));
});
step('check the archive is safe', async () => {
  const problems = await archiveProblems(ARCHIVE);
  if (problems.length) throw new Error(`the archive is not safe to publish:\n  ${problems.join('\n  ')}`);
});
step('write SHA256SUMS', () => {
  const sums = readdirSync(DIST)
    .filter((f) => f.endsWith('.tar.gz'))
    .sort()
    .map((f) => `${sha256(readFileSync(join(DIST, f)))}  ${f}`);
  writeFileSync(join(DIST, 'SHA256SUMS'), sums.join('\n') + '\n');
});

for (const [index, [name, action]] of steps.entries()) {
  const started = performance.now();
  process.stdout.write(`release [${index + 1}/${steps.length}] ${name} ... `);
  try {
    await action();
    console.log(`ok (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    console.log('FAILED');
    console.error(`\nrelease: step "${name}" failed:\n${(error as Error).message}`);
    process.exit(1);
  }
}
const { size, sha256: digest } = fileDigest(ARCHIVE);
console.log(`release: ${relative(ROOT, ARCHIVE)} (${(size / 1024).toFixed(0)} KiB) sha256 ${digest}`);
