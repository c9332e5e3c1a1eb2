// `npm run release`: lint the contract, regenerate the SDKs, build each SDK's registry artifact with its
// ecosystem's own tool and check it with that ecosystem's checker, build the generated Java client's jar with Maven
// (scripts/release/java.ts), bundle the reference server, write the SBOMs,
// then package dist/orbit-sdk-<version>.tar.gz (reproducible: same commit, same bytes, artifact by artifact)
// and dist/SHA256SUMS.
//   --no-generate   package what sdks/ holds now (the reproducibility test uses it)
//   --sign <key>    sign SHA256SUMS with that OpenSSH private key (ssh-keygen -Y sign -n orbit-release),
//                   writing dist/SHA256SUMS.sig
// Every timestamp comes from SOURCE_DATE_EPOCH, else the commit's time.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { archiveProblems, fileDigest, packReproducibly, sha256, walk } from './lib/archive.ts';
import { archiveReadme, SDKS } from './lib/archive-readme.ts';
import { readContract } from '../openapi/lib/contract.ts';
import { BIN, CONTRACT, ROOT } from './lib/paths.ts';
import { archiveGuides, writePortal } from './lib/portal.ts';
import { loadSdkModel } from '../generators/model/index.ts';
import type { Artifact, SdkFolder } from './release/artifact.ts';
import { buildComposer } from './release/composer.ts';
import { buildJava, JAVA_FOLDER, type JavaRelease } from './release/java.ts';
import { MAVEN_REPO } from './lib/java-client.ts';
import { buildGo } from './release/go.ts';
import { artifactFiles, artifactFacts, releaseNotes } from './release/inspect.ts';
import { buildNpm } from './release/npm.ts';
import { stagePackage } from './release/package-files.ts';
import { debianComposerPackages } from './release/php-debian.ts';
import { buildPython, pythonFiles } from './release/python.ts';
import { bundleReferenceServer, SERVER_FILE, type BundleResult } from './release/reference-server.ts';
import { goSbom, javaSbom, phpSbom, pythonSbom, serverSbom, toolkitSbom, typescriptSbom, type Sbom } from './release/sbom.ts';
import { signFile } from './release/sign.ts';
import { PHP74, run } from './release/tools.ts';

const contract = readContract();
const VERSION: string = contract.info.version;
const NAME = `orbit-sdk-${VERSION}`;
const DIST = join(ROOT, 'dist');
const STAGE_ROOT = join(ROOT, '.cache', 'release');
const STAGE = join(STAGE_ROOT, NAME);
const WORK = join(ROOT, '.cache', 'release-work');
const ARCHIVE = join(DIST, `${NAME}.tar.gz`);
const SUMS = join(DIST, 'SHA256SUMS');
const args = process.argv.slice(2);
const generate = !args.includes('--no-generate');
const signKey = args.includes('--sign') ? args[args.indexOf('--sign') + 1] : undefined;
if (args.includes('--sign') && (!signKey || signKey.startsWith('--'))) {
  console.error('release: --sign needs the path of an OpenSSH private key');
  process.exit(2);
}
const EPOCH = process.env.SOURCE_DATE_EPOCH ?? execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: ROOT, encoding: 'utf8' }).trim();
if (!/^\d+$/.test(EPOCH)) throw new Error(`SOURCE_DATE_EPOCH must be seconds since 1970, not "${EPOCH}"`);

// Where things go inside the archive.
const A = {
  npm: 'artifacts/npm',
  pypi: 'artifacts/pypi',
  goproxy: 'artifacts/goproxy',
  composer: 'artifacts/composer',
  maven: 'artifacts/maven',
  servers: 'servers',
  sbom: 'sbom',
};

const steps: [string, () => void | Promise<void>][] = [];
const step = (name: string, action: () => void | Promise<void>) => steps.push([name, action]);

const artifacts: Artifact[] = [];
const sboms: Sbom[] = [];
let bundle: BundleResult;
let goModule = '';
let java: JavaRelease;
const inStage = (...parts: string[]) => join(STAGE, ...parts);
const outDir = (folder: string) => {
  mkdirSync(inStage(folder), { recursive: true });
  return inStage(folder);
};
const addArtifacts = (folder: string, built: Artifact[]): void => void artifacts.push(...built.map((a) => ({ ...a, path: `${folder}/${a.path}` })));

/** Tests, test doubles and generator bookkeeping stay out of the readable source folders. */
const isTest = (path: string) =>
  /(^|\/)(tests?|testdata)\//.test(path) || /_test\.go$/.test(path) || /^phpunit\.xml/.test(path) ||
  /(^|\/)(\.gitignore|\.gitattributes|\.generated-files)$/.test(path);

step('lint the contract', () => {
  run(join(BIN, 'spectral'), ['lint', '--fail-severity=hint', '--ruleset', 'openapi/.spectral.yaml', 'openapi/openapi.yaml']);
});
if (generate) step('regenerate the SDKs', () => void run(join(BIN, 'tsx'), ['scripts/generate.ts']));
step('build the TypeScript SDK', () => void run('npm', ['run', '--silent', 'build'], { cwd: join(ROOT, 'sdks', 'typescript') }));
step('stage the SDKs to read (READMEs, changelogs, API references, sources)', () => {
  rmSync(STAGE_ROOT, { recursive: true, force: true });
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(STAGE, { recursive: true });
  mkdirSync(WORK, { recursive: true });
  for (const lang of ['go', 'php', 'python']) stagePackage(lang, inStage(lang), (p) => !isTest(p));
  // TypeScript's sources are compiled into its npm package; its folder keeps what a reader needs.
  stagePackage('typescript', inStage('typescript'), (p) => /^(README\.md|CHANGELOG\.md|LICENSE|api\.md|docs\/.*)$/.test(p));
  // A half-written SDK (a generator running at the same time wipes its folder first) must not be packed.
  const manifests: Record<string, string> = { go: 'go.mod', php: 'composer.json', python: 'pyproject.toml', typescript: 'README.md' };
  for (const sdk of SDKS) {
    for (const file of ['README.md', 'CHANGELOG.md', manifests[sdk.folder]!]) {
      if (!existsSync(inStage(sdk.folder, file))) throw new Error(`sdks/${sdk.folder} has no ${file} (is a generator rewriting sdks/${sdk.folder} right now?)`);
    }
  }
});
step('npm package: npm pack, npm publish --dry-run', () => addArtifacts(A.npm, buildNpm(VERSION, outDir(A.npm))));
step('Python sdist and wheel: python -m build, twine check --strict', () => addArtifacts(A.pypi, buildPython(VERSION, EPOCH, WORK, outDir(A.pypi))));
step('Go module zip, .mod, .info: golang.org/x/mod/zip, CheckZip', () => {
  const { artifacts: built, report } = buildGo(VERSION, EPOCH, WORK, outDir(A.goproxy));
  goModule = report.module;
  addArtifacts(A.goproxy, built);
});
step('Composer dist zip: composer archive, composer validate --strict', () => addArtifacts(A.composer, buildComposer(VERSION, WORK, outDir(A.composer))));
step('Java client jar and pom (clients/java): mvn package offline, in a Maven repository layout', () => {
  java = buildJava(EPOCH, WORK, outDir(A.maven));
  addArtifacts(A.maven, java.artifacts);
  // Its README, changelog, pom and sources to read, as in the repository (no build output, no generator list).
  cpSync(join(ROOT, JAVA_FOLDER), inStage(JAVA_FOLDER), { recursive: true, filter: (src) => !/\/(target|\.generated-files)$/.test(src) });
});
step('check every artifact carries LICENSE and its SDK release notes', async () => {
  const licence = readFileSync(join(ROOT, 'LICENSE'), 'utf8');
  const missing: string[] = [];
  for (const artifact of artifacts.filter((a) => /\.(tgz|whl|tar\.gz|zip|jar)$/.test(a.path))) {
    const changelog = artifact.sdk === 'java' ? join(ROOT, JAVA_FOLDER, 'CHANGELOG.md') : join(ROOT, 'sdks', artifact.sdk, 'CHANGELOG.md');
    const notes = releaseNotes(readFileSync(changelog, 'utf8'), VERSION);
    if (!notes) throw new Error(`sdks/${artifact.sdk}/CHANGELOG.md has no "## ${VERSION}" section`);
    const facts = artifactFacts(await artifactFiles(inStage(artifact.path)), licence, notes);
    Object.assign(artifact, facts);
    if (!facts.license) missing.push(`${artifact.path}: no LICENSE with the root LICENSE's text`);
    if (!facts.releaseNotes) missing.push(`${artifact.path}: no ${VERSION} release notes from sdks/${artifact.sdk}/CHANGELOG.md (a CHANGELOG.md inside, or in the package description)`);
  }
  if (missing.length) throw new Error(`artifacts without their licence or release notes:\n  ${missing.join('\n  ')}`);
});
step('bundle the reference server (esbuild)', async () => {
  bundle = await bundleReferenceServer(join(outDir(A.servers), SERVER_FILE));
  cpSync(join(ROOT, 'mock-server', 'reference', 'sandbox.openapi.yaml'), inStage(A.servers, 'sandbox.openapi.yaml'));
  // Replicas behind nginx, for a whole QA organisation (mock-server/deploy/README.md).
  for (const file of ['README.md', 'nginx.conf', 'orbit-reference@.service']) cpSync(join(ROOT, 'mock-server', 'deploy', file), inStage(A.servers, 'deploy', file));
});
step('SBOMs (CycloneDX): each SDK, the Java client, the reference server, the toolkit', async () => {
  const out = outDir(A.sbom);
  const art = (sdk: SdkFolder, kind: string) => inStage(artifacts.find((a) => a.sdk === sdk && a.kind === kind)!.path);
  // The generators are independent programs: side by side.
  const made = await Promise.all([
    typescriptSbom(art('typescript', 'npm package'), WORK, out, EPOCH),
    pythonSbom(art('python', 'wheel'), join(WORK, 'python', 'pyproject.toml'), out, EPOCH),
    goSbom(join(WORK, 'go'), goModule, VERSION, out, EPOCH),
    phpSbom(join(WORK, 'php', 'composer.json'), out, EPOCH),
    javaSbom(java.build, MAVEN_REPO, out, EPOCH),
    serverSbom(bundle, VERSION, out, EPOCH),
    toolkitSbom(out, EPOCH),
  ]);
  sboms.push(...made.map((s) => ({ ...s, path: `${A.sbom}/${s.path}` })));
});
step('add the contract, changelog, licence and README', () => {
  cpSync(CONTRACT, inStage('openapi.yaml'));
  cpSync(join(ROOT, 'CHANGELOG.md'), inStage('CHANGELOG.md'));
  cpSync(join(ROOT, 'LICENSE'), inStage('LICENSE'));
  const composerJson = JSON.parse(readFileSync(join(WORK, 'php', 'composer.json'), 'utf8'));
  const direct = debianComposerPackages(composerJson.require ?? {}).filter((p) => Object.keys(composerJson.require).some((n) => n.toLowerCase() === p.name));
  const path = (sdk: SdkFolder, kind: string) => artifacts.find((a) => a.sdk === sdk && a.kind === kind)!.path;
  writeFileSync(
    inStage('README.md'),
    archiveReadme({
      version: VERSION,
      wheel: `${A.pypi}/${pythonFiles(VERSION).wheel}`,
      npm: path('typescript', 'npm package'),
      composer: path('php', 'dist zip'),
      goProxy: A.goproxy,
      goModule,
      phpExtensions: Object.keys(composerJson.require ?? {}).filter((n) => n.startsWith('ext-')).map((n) => n.slice(4)).sort(),
      phpDebian: direct.map((p) => ({ name: p.name, debianPackage: p.debianPackage, autoload: p.autoload })),
      phpPlatform: run(PHP74, ['-r', 'echo PHP_VERSION;']).trim(),
      server: `${A.servers}/${SERVER_FILE}`,
      sandboxContract: `${A.servers}/sandbox.openapi.yaml`,
      prismVersion: JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).devDependencies['@stoplight/prism-cli'],
      sboms: sboms.map((s) => ({ path: s.path, subject: s.subject, tool: s.tool, components: s.components.length })),
      javaClient: { coordinates: java.artifacts[0]!.details!.coordinates!, jar: java.artifacts[0]!.path, pom: java.artifacts[1]!.path, folder: JAVA_FOLDER },
    }),
  );
});
// After the README: the portal renders it with the SDKs' READMEs and api.md as its guides.
step('the API portal (docs/: Scalar, samples from the SDK model, the guides)', () => {
  const guides = archiveGuides(STAGE, VERSION, SDKS.map((s) => s.folder));
  writePortal(STAGE, { contract, model: loadSdkModel(), guides, serverCommand: `node ${NAME}/${A.servers}/${SERVER_FILE}` });
});
step('write the manifest', () => {
  const files = walk(STAGE, STAGE)
    .filter((p) => !p.endsWith('/'))
    .map((path) => ({ path, ...fileDigest(inStage(path)) }));
  const digest = (path: string) => files.find((f) => f.path === path)!;
  const manifest = {
    name: 'orbit-sdk',
    version: VERSION,
    sourceDateEpoch: Number(EPOCH),
    contract: { file: 'openapi.yaml', openapi: contract.openapi, version: VERSION },
    sdks: Object.fromEntries(
      SDKS.map((s) => [s.folder, { package: s.package, runtime: s.runtime, install: s.install.replaceAll('<version>', VERSION), artifacts: artifacts.filter((a) => a.sdk === s.folder).map((a) => a.path) }]),
    ),
    clients: {
      java: { package: java.artifacts[0]!.details!.coordinates, runtime: 'Java 11 or later (17 tested)', folder: JAVA_FOLDER, artifacts: artifacts.filter((a) => a.sdk === 'java').map((a) => a.path) },
    },
    artifacts: artifacts.map((a) => ({ ...a, size: digest(a.path).size, sha256: digest(a.path).sha256 })),
    sboms: sboms.map((s) => ({ ...s, componentCount: s.components.length })),
    servers: {
      reference: { path: `${A.servers}/${SERVER_FILE}`, run: `node ${A.servers}/${SERVER_FILE}`, node: '>=18', env: ['PORT', 'HOST'], embedded: bundle.embedded, packages: bundle.packages.length },
      sandbox: { path: `${A.servers}/sandbox.openapi.yaml` },
      prism: { run: `npx @stoplight/prism-cli@${JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).devDependencies['@stoplight/prism-cli']} mock openapi.yaml` },
    },
    files,
  };
  writeFileSync(inStage('manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
});
step('pack the archive', async () => {
  mkdirSync(DIST, { recursive: true });
  rmSync(ARCHIVE, { force: true });
  await packReproducibly(STAGE_ROOT, NAME, ARCHIVE, new Date(Number(EPOCH) * 1000));
});
step('check the archive is safe', async () => {
  const problems = await archiveProblems(ARCHIVE);
  if (problems.length) throw new Error(`the archive is not safe to publish:\n  ${problems.join('\n  ')}`);
});
step(signKey ? 'write SHA256SUMS and sign it' : 'write SHA256SUMS', () => {
  writeFileSync(SUMS, `${sha256(readFileSync(ARCHIVE))}  ${NAME}.tar.gz\n`);
  // A signature of an earlier SHA256SUMS would no longer match; an unsigned release has none.
  rmSync(`${SUMS}.sig`, { force: true });
  if (signKey) {
    const { fingerprint } = signFile(SUMS, signKey);
    console.log(`\n  signed by ${fingerprint}; publish its public key in an allowed-signers line: <principal> namespaces="orbit-release" <public key>`);
  }
});

const total = performance.now();
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
console.log(`release: ${relative(ROOT, ARCHIVE)} (${(size / 1024).toFixed(0)} KiB) sha256 ${digest}, in ${((performance.now() - total) / 1000).toFixed(1)} s`);
for (const a of artifacts) console.log(`  ${a.path}  ${fileDigest(inStage(a.path)).sha256}`);
