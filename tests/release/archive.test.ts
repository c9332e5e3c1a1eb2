// The release archive (issues 7, 13, 15, 16), made by scripts/release.ts:
//   reproducible  two `release.ts --no-generate` runs (the first signed with --sign) give the same archive and
//                 the same bytes for every registry artifact and SBOM inside it;
//   checked       every artifact passed its ecosystem's check, carries LICENSE and its SDK's release notes; the
//                 SBOMs are valid CycloneDX 1.6 and list every runtime dependency with version and licence;
//   verifiable    verify-release passes the signed archive; the archive is safe, its manifest exact, its links whole;
//   installable   unpacked into an empty folder, every runnable block of the archive README runs as written, each
//                 SDK is installed from its registry artifact on its floor runtime (Python 3.8, Node 18, Go with
//                 a file:// module proxy, PHP 7.4 via Composer offline) and makes one real call against the
//                 bundled reference server, started from the archive on Node 18, which also passes a scenario.
// The checker's and verify-release's failure cases are in checker.test.ts and verify.test.ts.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Spec, Validation } from '@cyclonedx/cyclonedx-library';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { archiveProblems, packReproducibly, readArchive, sha256, type ArchiveEntry } from '../../scripts/lib/archive.ts';
import { SDKS } from '../../scripts/lib/archive-readme.ts';
import { readContract } from '../../openapi/lib/contract.ts';
import { BIN, ROOT } from '../../scripts/lib/paths.ts';
import { BUN_ENV, DENO_ENV, pinnedVersion, requirePinnedBinary } from '../../scripts/lib/pinned-runtimes.ts';
import { freePort, startProcess, type RunningServer } from '../../scripts/lib/servers.ts';
import { artifactFilesOf, releaseNotes } from '../../scripts/release/inspect.ts';
import { CACHE, COMPOSER, ensureNode18, NODE18, NODE18_VERSION, PHP74, PHP82, pyenvPython } from '../../scripts/release/tools.ts';
import { exec, execStatus, fencedBlocks, isolatedEnv, lastJson } from './helpers.ts';
import { checkPortal } from './portal-browser.ts';
import { SAMPLE_LANGUAGES } from '../../scripts/lib/portal-samples.ts';

const contract = readContract();
const VERSION: string = contract.info.version;
const NAME = `orbit-sdk-${VERSION}`;
const ARCHIVE = join(ROOT, 'dist', `${NAME}.tar.gz`);
const SUMS = join(ROOT, 'dist', 'SHA256SUMS');
const KEEP = process.env.ORBIT_KEEP_TMP === '1'; // keep the temp folders for a post-mortem
const work = mkdtempSync(join(tmpdir(), 'orbit-release-'));
afterAll(() => {
  if (KEEP) console.log(`release test: temp folders kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------- the two runs

interface Release {
  archive: Buffer;
  sums: string;
  signature?: Buffer;
  log: string;
}
const runs: Release[] = [];
// The same commit time for both runs, read once: a commit landing between the runs must not count as a difference.
const epoch = process.env.SOURCE_DATE_EPOCH ?? execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: ROOT, encoding: 'utf8' }).trim();
const epochIso = new Date(Number(epoch) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

// A signing key of this test's own, and the allowed-signers line that trusts it.
const KEY = join(work, 'release-key');
const ALLOWED = join(work, 'allowed_signers');
const PRINCIPAL = 'release-test@orbit.example';

async function release(sign: boolean): Promise<Release> {
  const args = ['scripts/release.ts', '--no-generate', ...(sign ? ['--sign', KEY] : [])];
  const { stdout, stderr } = await exec(join(BIN, 'tsx'), args, { env: { ...process.env, SOURCE_DATE_EPOCH: epoch } });
  const signature = existsSync(`${SUMS}.sig`) ? readFileSync(`${SUMS}.sig`) : undefined;
  return { archive: readFileSync(ARCHIVE), sums: readFileSync(SUMS, 'utf8'), signature, log: stdout + stderr };
}

/**
 * A fingerprint of everything a release is made from: HEAD, the uncommitted changes and the untracked files.
 * Others edit the contract and the SDKs while this runs; a pair of runs only counts when its inputs held still.
 */
async function inputs(): Promise<string> {
  const paths = ['openapi', 'sdks', 'clients', 'scripts', 'mock-server', 'CHANGELOG.md', 'LICENSE'];
  const git = async (...args: string[]) => (await exec('git', args)).stdout;
  const untracked = (await git('ls-files', '-o', '--exclude-standard', '-z', '--', ...paths)).split('\0').filter(Boolean).sort();
  const hash = createHash('sha256').update(await git('rev-parse', 'HEAD')).update(await git('diff', 'HEAD', '--binary', '--', ...paths));
  for (const file of untracked) hash.update(file).update(existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file)) : 'gone');
  return hash.digest('hex');
}
const ATTEMPTS = 3;
let attempts = 0;
let inputsHeldStill = false;

let entries: ArchiveEntry[] = [];
const entry = (path: string) => entries.find((e) => e.path === `${NAME}/${path}`);
const bytes = (path: string) => {
  const found = entry(path);
  if (!found?.content) throw new Error(`${path} is not in the archive`);
  return found.content;
};
const text = (path: string) => bytes(path).toString('utf8');
let manifest: any;

beforeAll(async () => {
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', PRINCIPAL, '-f', KEY]);
  writeFileSync(ALLOWED, `${PRINCIPAL} namespaces="orbit-release" ${readFileSync(`${KEY}.pub`, 'utf8').split(' ').slice(0, 2).join(' ')}\n`);
  // Two runs back to back; again (up to ATTEMPTS pairs) when the sources changed under them and the archives differ.
  while (attempts < ATTEMPTS) {
    attempts++;
    const before = await inputs();
    runs.splice(0, runs.length, await release(true));
    // The signed run's files, as a release manager would download them.
    mkdirSync(join(work, 'signed'), { recursive: true });
    writeFileSync(join(work, 'signed', `${NAME}.tar.gz`), runs[0]!.archive);
    writeFileSync(join(work, 'signed', 'SHA256SUMS'), runs[0]!.sums);
    if (runs[0]!.signature) writeFileSync(join(work, 'signed', 'SHA256SUMS.sig'), runs[0]!.signature);
    const between = await inputs();
    runs.push(await release(false));
    const after = await inputs();
    inputsHeldStill = before === between && between === after;
    if (inputsHeldStill || runs[0]!.archive.equals(runs[1]!.archive)) break;
    console.log(`release test: the sources changed during attempt ${attempts} (someone is editing openapi/, sdks/ or mock-server/); running the pair again`);
  }
  entries = await readArchive(ARCHIVE);
  manifest = JSON.parse(text('manifest.json'));
}, ATTEMPTS * 2 * 280_000);

/** Which entries differ between two archives, to tell changed sources (someone editing sdks/) from unstable packing. */
async function differences(a: Buffer, b: Buffer): Promise<string[]> {
  const read = async (data: Buffer, name: string) => {
    const file = join(work, name);
    writeFileSync(file, data);
    return new Map((await readArchive(file)).map((e) => [e.path, `${e.type} ${e.mode.toString(8)} ${e.size} ${sha256(e.content ?? '')}`]));
  };
  const [left, right] = [await read(a, 'run1.tar.gz'), await read(b, 'run2.tar.gz')];
  const paths = [...new Set([...left.keys(), ...right.keys()])].sort();
  const changed = paths.filter((p) => left.get(p) !== right.get(p)).map((p) => `${p}: ${left.get(p) ?? 'absent'} -> ${right.get(p) ?? 'absent'}`);
  const order = [...left.keys()].join('\n') === [...right.keys()].join('\n') ? [] : ['the entry order differs'];
  const tar = gunzipSync(a).equals(gunzipSync(b)) ? ['the tar streams are equal: the gzip layer differs'] : [];
  return [...changed, ...order, ...tar];
}

describe('reproducible', () => {
  test('two release runs give byte-identical archives', async () => {
    const [first, second] = runs as [Release, Release];
    if (!first.archive.equals(second.archive)) {
      const diff = await differences(first.archive, second.archive);
      const why = inputsHeldStill
        ? 'the sources did not change between the runs, so the release is not reproducible'
        : `the sources changed during each of ${attempts} attempts, so this proves nothing either way; run it again when nobody is editing`;
      expect.fail(`the archives differ (${sha256(first.archive)} vs ${sha256(second.archive)}): ${why}\n  ${diff.slice(0, 40).join('\n  ')}`);
    }
    console.log(`release test: both runs gave ${NAME}.tar.gz sha256 ${sha256(first.archive)} (${first.archive.length} bytes; attempt ${attempts})`);
  });

  test('every registry artifact and SBOM has the same bytes in both runs', async () => {
    const inRun = async (run: Release) => {
      const file = join(work, `run-${sha256(run.archive).slice(0, 8)}.tar.gz`);
      writeFileSync(file, run.archive);
      return new Map((await readArchive(file)).map((e) => [e.path.slice(NAME.length + 1), sha256(e.content ?? '')]));
    };
    const [first, second] = [await inRun(runs[0]!), await inRun(runs[1]!)];
    const items = [...manifest.artifacts, ...manifest.sboms].map((a: any) => a.path as string);
    expect(items.length).toBeGreaterThanOrEqual(8 + 6);
    const report = items.map((path) => `${path}  ${first.get(path)}${first.get(path) === second.get(path) ? '' : `  (second run: ${second.get(path)})`}`);
    console.log(`release test: artifacts and SBOMs, sha256 in both runs:\n  ${report.join('\n  ')}`);
    for (const path of items) expect(second.get(path), path).toBe(first.get(path));
  });

  test('SHA256SUMS is the same after both runs and holds the archive sha256; the signed run wrote SHA256SUMS.sig, the unsigned one none', () => {
    const [first, second] = runs as [Release, Release];
    expect(second.sums).toBe(first.sums);
    expect(first.sums).toBe(`${sha256(first.archive)}  ${NAME}.tar.gz\n`);
    expect(first.log).toContain(`sha256 ${sha256(first.archive)}`);
    expect(first.signature?.toString('utf8')).toMatch(/^-----BEGIN SSH SIGNATURE-----/);
    expect(second.signature).toBeUndefined();
  });

  test('the gzip header has no timestamp, no file name and no OS code', () => {
    const head = runs[0]!.archive.subarray(0, 10);
    expect([...head.subarray(0, 3)]).toEqual([0x1f, 0x8b, 8]);
    expect(head[3], 'FLG: no name, comment or extra field').toBe(0);
    expect(head.readUInt32LE(4), 'MTIME').toBe(0);
    expect(head[9], 'OS: 255 unknown').toBe(0xff);
  });

  test('every entry has the commit time, no owner, and a fixed mode', () => {
    for (const e of entries) expect(e.mode & 0o7777, e.path).toBe(e.type === 'Directory' ? 0o755 : 0o644);
    const raw = gunzipSync(runs[0]!.archive);
    // ustar headers: uid/gid are 0 and uname/gname empty for every entry (portable headers)
    for (let offset = 0; offset + 512 <= raw.length; ) {
      const block = raw.subarray(offset, offset + 512);
      if (block.every((b) => b === 0)) break;
      const name = block.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
      const field = (start: number, length: number) => block.subarray(start, start + length).toString('ascii').replace(/[\0 ]+$/, '');
      expect(parseInt(field(108, 8) || '0', 8), `uid of ${name}`).toBe(0);
      expect(parseInt(field(116, 8) || '0', 8), `gid of ${name}`).toBe(0);
      expect(field(265, 32), `uname of ${name}`).toBe('');
      expect(field(297, 32), `gname of ${name}`).toBe('');
      const mtime = parseInt(field(136, 12) || '0', 8);
      if (block[156] === 0x30 /* '0' regular file */) expect(mtime, `mtime of ${name}`).toBe(Number(epoch));
      const size = parseInt(field(124, 12) || '0', 8);
      offset += 512 + Math.ceil(size / 512) * 512;
    }
  });

  test('packing depends only on paths and contents, not on mtimes, modes or the order files were made in', async () => {
    const make = (root: string, order: string[], mode: number, when: Date) => {
      for (const path of order) {
        mkdirSync(join(root, 'pkg', path, '..'), { recursive: true });
        writeFileSync(join(root, 'pkg', path), `content of ${path}\n`);
        chmodSync(join(root, 'pkg', path), mode);
        utimesSync(join(root, 'pkg', path), when, when);
      }
    };
    const files = ['b.txt', 'a/z.txt', 'a/b/c.txt', 'A.txt', '_.txt', 'a-b.txt'];
    const [one, two] = [join(work, 'pack1'), join(work, 'pack2')];
    make(one, files, 0o600, new Date('2001-01-01T00:00:00Z'));
    make(two, [...files].reverse(), 0o775, new Date('2031-06-15T12:00:00Z'));
    const fixed = new Date(1_700_000_000 * 1000);
    const order1 = await packReproducibly(one, 'pkg', join(work, 'pack1.tar.gz'), fixed);
    const order2 = await packReproducibly(two, 'pkg', join(work, 'pack2.tar.gz'), fixed);
    expect(order2).toEqual(order1);
    expect(order1).toEqual(['pkg/', 'pkg/A.txt', 'pkg/_.txt', 'pkg/a/', 'pkg/a/b/', 'pkg/a/b/c.txt', 'pkg/a/z.txt', 'pkg/a-b.txt', 'pkg/b.txt']);
    expect(sha256(readFileSync(join(work, 'pack2.tar.gz')))).toBe(sha256(readFileSync(join(work, 'pack1.tar.gz'))));
  });
});

// ---------------------------------------------------------------------------------------------- artifacts

const artifact = (sdk: string, kind: string) => {
  const found = manifest.artifacts.find((a: any) => a.sdk === sdk && a.kind === kind);
  if (!found) throw new Error(`manifest.json lists no ${kind} for ${sdk}`);
  return found;
};
const INSTALLABLE: [string, string, RegExp][] = [
  ['typescript', 'npm package', /^artifacts\/npm\/orbit-sdk-\d+\.\d+\.\d+\.tgz$/],
  ['python', 'wheel', /^artifacts\/pypi\/orbit_sdk-\d+\.\d+\.\d+-py3-none-any\.whl$/],
  ['python', 'sdist', /^artifacts\/pypi\/orbit_sdk-\d+\.\d+\.\d+\.tar\.gz$/],
  ['go', 'module zip', /^artifacts\/goproxy\/github\.com\/orbit-platform\/orbit-sdk-go\/v3\/@v\/v\d+\.\d+\.\d+\.zip$/],
  ['php', 'dist zip', /^artifacts\/composer\/orbit-orbit-sdk-\d+\.\d+\.\d+\.zip$/],
];

describe('registry artifacts', () => {
  test.each(INSTALLABLE)('%s %s: named as its registry expects, checked by its ecosystem, with LICENSE and the release notes inside', async (sdk, kind, name) => {
    const a = artifact(sdk, kind);
    expect(a.path).toMatch(name);
    expect(a.path).toContain(VERSION);
    expect(a.checkedWith).toMatch(/npm publish --dry-run|twine check --strict|CheckZip|composer validate --strict/);
    // Look inside for real rather than trusting the manifest's word.
    const files = await artifactFilesOf(a.path.split('/').pop(), bytes(a.path));
    const licence = files.get(a.license);
    expect(licence?.toString('utf8').trim(), `${a.path}: ${a.license}`).toBe(readFileSync(join(ROOT, 'LICENSE'), 'utf8').trim());
    const notes = releaseNotes(readFileSync(join(ROOT, 'sdks', sdk, 'CHANGELOG.md'), 'utf8'), VERSION)!;
    expect(notes, `sdks/${sdk}/CHANGELOG.md has a ${VERSION} section`).toBeTruthy();
    const where = files.get(String(a.releaseNotes).replace(/ \(description\)$/, ''));
    expect(where?.toString('utf8'), `${a.path}: release notes in ${a.releaseNotes}`).toContain(notes.split('\n').slice(0, 3).join('\n'));
  });

  test('java jar and pom (clients/java): a Maven repository layout, the jar opens with the client, LICENSE and the release notes in META-INF', async () => {
    const [jar, pom] = [artifact('java', 'jar'), artifact('java', 'pom')];
    expect(jar.path).toBe(`artifacts/maven/example/orbit/orbit-java-client/${VERSION}/orbit-java-client-${VERSION}.jar`);
    expect(pom.path).toBe(jar.path.replace(/\.jar$/, '.pom'));
    expect(jar.details.coordinates).toBe(`example.orbit:orbit-java-client:${VERSION}`);
    expect(text(pom.path)).toContain(`<version>${VERSION}</version>`);
    expect(manifest.clients.java.artifacts).toEqual([jar.path, pom.path]);
    const files = await artifactFilesOf('x.jar', bytes(jar.path));
    expect([...files.keys()]).toContain('example/orbit/client/ApiClient.class');
    expect(files.get('META-INF/LICENSE')?.toString('utf8').trim()).toBe(readFileSync(join(ROOT, 'LICENSE'), 'utf8').trim());
    const notes = releaseNotes(readFileSync(join(ROOT, 'clients', 'java', 'CHANGELOG.md'), 'utf8'), VERSION)!;
    expect(notes, `clients/java/CHANGELOG.md has a ${VERSION} section`).toBeTruthy();
    expect(files.get('META-INF/CHANGELOG.md')?.toString('utf8')).toContain(notes);
    expect(text('clients/java/README.md')).toContain('It is not one of the four official SDKs.');
  });

  test('the wheel has PEP 639 licence metadata: License-Expression and the licence file', async () => {
    const wheel = artifact('python', 'wheel');
    const files = await artifactFilesOf('x.whl', bytes(wheel.path));
    const metadata = [...files].find(([p]) => /\.dist-info\/METADATA$/.test(p))![1].toString('utf8');
    const head = metadata.split('\n\n')[0]!;
    expect(head).toMatch(/^Metadata-Version: 2\.(4|[5-9])$/m);
    expect(head).toMatch(/^License-Expression: Apache-2\.0$/m);
    expect(head).toMatch(/^License-File: LICENSE$/m);
    expect([...files.keys()]).toContain(`orbit_sdk-${VERSION}.dist-info/licenses/LICENSE`);
    expect(head, 'no licence classifier next to License-Expression (PEP 639)').not.toMatch(/^Classifier: License ::/m);
  });

  test('the Go module version is in the proxy layout: list, .info with the commit time, .mod equal to go.mod, zip with go.sum hashes', () => {
    const at = 'artifacts/goproxy/github.com/orbit-platform/orbit-sdk-go/v3/@v';
    expect(text(`${at}/list`)).toBe(`v${VERSION}\n`);
    expect(JSON.parse(text(`${at}/v${VERSION}.info`))).toEqual({ Version: `v${VERSION}`, Time: epochIso });
    expect(text(`${at}/v${VERSION}.mod`)).toBe(readFileSync(join(ROOT, 'sdks', 'go', 'go.mod'), 'utf8'));
    expect(artifact('go', 'module zip').details['go.sum']).toMatch(new RegExp(`^github\\.com/orbit-platform/orbit-sdk-go/v3 v${VERSION.replace(/\./g, '\\.')} h1:[A-Za-z0-9+/]{43}=$`));
    expect(artifact('go', 'module go.mod').details['go.sum']).toMatch(/\/go\.mod h1:/);
  });

  test('manifest.json records, per SDK, the artifacts to publish', () => {
    for (const sdk of SDKS) expect(manifest.sdks[sdk.folder].artifacts.length, sdk.folder).toBeGreaterThan(0);
    for (const a of manifest.artifacts) {
      expect(entry(a.path), a.path).toBeDefined();
      expect(a.sha256).toBe(sha256(bytes(a.path)));
    }
  });
});

// ---------------------------------------------------------------------------------------------- SBOMs

describe('SBOMs', () => {
  const bom = (path: string) => JSON.parse(text(`sbom/${path}`));
  const names = (b: any) => {
    const out: any[] = [];
    const walk = (list: any[] = []) => list.forEach((c) => (out.push(c), walk(c.components)));
    walk(b.components);
    return out;
  };
  const find = (b: any, name: string) => names(b).find((c) => `${c.group ? `${c.group}/` : ''}${c.name}`.toLowerCase() === name.toLowerCase() || c.name.toLowerCase().replace(/_/g, '-') === name.toLowerCase());
  const hasLicence = (c: any) => (c.licenses ?? []).some((l: any) => l.expression || l.license?.id || l.license?.name);
  const FILES = ['orbit-sdk-typescript.cdx.json', 'orbit-sdk-python.cdx.json', 'orbit-sdk-go.cdx.json', 'orbit-sdk-php.cdx.json', 'orbit-reference-server.cdx.json', 'orbit-sdk-toolkit.cdx.json', 'orbit-java-client.cdx.json'];

  test.each(FILES)('%s is valid CycloneDX 1.6 JSON, deterministic (no serial number, the commit time), and in the manifest', async (file) => {
    const raw = text(`sbom/${file}`);
    expect(await new Validation.JsonStrictValidator(Spec.Version.v1dot6).validate(raw)).toBeNull();
    const b = JSON.parse(raw);
    expect(b.specVersion).toBe('1.6');
    expect(b.serialNumber).toBeUndefined();
    expect(b.metadata.timestamp).toBe(epochIso);
    expect(manifest.sboms.map((s: any) => s.path)).toContain(`sbom/${file}`);
    for (const c of names(b)) {
      expect(c.version, `${file}: ${c.name}`).toBeTruthy();
      expect(hasLicence(c), `${file}: ${c.name} has a licence`).toBe(true);
    }
  });

  test('Python: every Requires-Dist of the wheel is a component with its version and licence', async () => {
    const files = await artifactFilesOf('x.whl', bytes(artifact('python', 'wheel').path));
    const metadata = [...files].find(([p]) => /\.dist-info\/METADATA$/.test(p))![1].toString('utf8');
    const requires = [...metadata.matchAll(/^Requires-Dist: ([A-Za-z0-9._-]+)(?![^\n]*extra ==)/gm)].map((m) => m[1]!.toLowerCase());
    expect(requires.length).toBeGreaterThan(0);
    const b = bom('orbit-sdk-python.cdx.json');
    expect(b.metadata.component.name).toBe('orbit-sdk');
    for (const name of requires) expect(find(b, name), `${name} in the Python SBOM`).toBeDefined();
    console.log(`release test: SBOM python lists ${names(b).length} components for ${requires.join(', ')}`);
  });

  test('Java: every dependency of the pom but the compile-time annotations is a component with its version and licence', () => {
    const pom = text(artifact('java', 'pom').path);
    const dependencies = [...pom.matchAll(/<dependency>\s*<groupId>([^<]+)<\/groupId>\s*<artifactId>([^<]+)<\/artifactId>[\s\S]*?<\/dependency>/g)]
      .filter((m) => !m[0].includes('<scope>provided</scope>'))
      .map((m) => `${m[1]}/${m[2]}`);
    expect(dependencies.length).toBeGreaterThan(0);
    const b = bom('orbit-java-client.cdx.json');
    expect(`${b.metadata.component.group}/${b.metadata.component.name}`).toBe('example.orbit/orbit-java-client');
    for (const name of dependencies) expect(find(b, name), `${name} in the Java SBOM`).toBeDefined();
  });

  test('PHP: every Composer requirement but the platform is a component with its version and licence', () => {
    const composerJson = JSON.parse(text('php/composer.json'));
    const requires = Object.keys(composerJson.require).filter((n) => n.includes('/'));
    const b = bom('orbit-sdk-php.cdx.json');
    expect(`${b.metadata.component.group}/${b.metadata.component.name}`).toBe('orbit/orbit-sdk');
    for (const name of requires) expect(find(b, name), `${name} in the PHP SBOM`).toBeDefined();
  });

  test('TypeScript: exactly the package.json dependencies of the npm package (none)', async () => {
    const files = await artifactFilesOf('x.tgz', bytes(artifact('typescript', 'npm package').path));
    const pkg = JSON.parse(files.get('package/package.json')!.toString('utf8'));
    const b = bom('orbit-sdk-typescript.cdx.json');
    expect(b.metadata.component.name).toBe('orbit-sdk');
    expect(names(b).map((c) => c.name).sort()).toEqual(Object.keys(pkg.dependencies ?? {}).sort());
  });

  test('Go: the module itself, version and licence; every require of go.mod', () => {
    const b = bom('orbit-sdk-go.cdx.json');
    expect(b.metadata.component).toMatchObject({ name: 'github.com/orbit-platform/orbit-sdk-go/v3', version: `v${VERSION}` });
    expect(b.metadata.component.licenses[0].license.id).toBe('Apache-2.0');
    const goMod = text('go/go.mod');
    const requires = [...goMod.matchAll(/^\s*(?:require\s+)?([a-z0-9.-]+\.[a-z]+\/\S+)\s+v\S+/gm)].map((m) => m[1]!);
    for (const name of requires) expect(find(b, name), name).toBeDefined();
  });

  test('the toolkit and the bundled server: their runtime dependencies', () => {
    const toolkit = bom('orbit-sdk-toolkit.cdx.json');
    for (const name of Object.keys(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).dependencies)) expect(find(toolkit, name), name).toBeDefined();
    const server = bom('orbit-reference-server.cdx.json');
    for (const name of ['fastify', 'fastify-openapi-glue', 'yaml', 'ajv']) expect(find(server, name), name).toBeDefined();
    expect(server.metadata.properties.map((p: any) => p.value)).toContain('openapi/openapi.yaml');
  });
});

// ---------------------------------------------------------------------------------------------- safety

describe('safe and verifiable', () => {
  test('archiveProblems() finds nothing in the real archive', async () => {
    expect(await archiveProblems(ARCHIVE)).toEqual([]);
  });

  test('everything is inside one top folder named after the version', () => {
    expect(entries[0]?.path).toBe(`${NAME}/`);
    for (const e of entries) expect(e.path.startsWith(`${NAME}/`), e.path).toBe(true);
  });

  test('the readable SDK folders hold no tests, test doubles or VCS/generator leftovers', () => {
    const leftovers = entries
      .map((e) => e.path.slice(NAME.length + 1))
      .filter((p) => /^(go|php|python|typescript)\//.test(p))
      .filter((p) => /(^|\/)(tests?|testdata)\//.test(p) || /_test\.go$/.test(p) || /(^|\/)(phpunit\.xml(\.dist)?|\.gitignore|\.openapi-generator-ignore|git_push\.sh|go\.work)$/.test(p));
    expect(leftovers).toEqual([]);
  });

  test('manifest.json lists every file of the archive with its size and sha256, and nothing else', () => {
    const files = entries.filter((e) => e.type === 'File' && e.path !== `${NAME}/manifest.json`);
    const listed = new Map<string, { size: number; sha256: string }>(manifest.files.map((f: any) => [f.path, f]));
    expect([...listed.keys()].sort()).toEqual(files.map((f) => f.path.slice(NAME.length + 1)).sort());
    for (const f of files) {
      const item = listed.get(f.path.slice(NAME.length + 1))!;
      expect(item.size, f.path).toBe(f.size);
      expect(item.sha256, f.path).toBe(sha256(f.content!));
    }
    expect(manifest.version).toBe(VERSION);
    expect(manifest.sourceDateEpoch).toBe(Number(epoch));
  });

  test('verify-release passes the signed release with the allowed signer, naming it', async () => {
    const run = await exec(join(BIN, 'tsx'), ['scripts/verify-release.ts', join(work, 'signed', `${NAME}.tar.gz`), '--allowed-signers', ALLOWED]);
    expect(run.stdout).toMatch(/ok {3}sums: /);
    expect(run.stdout).toMatch(new RegExp(`ok {3}signature: .*${PRINCIPAL.replace(/\./g, '\\.')}`));
    expect(run.stdout).toMatch(/ok {3}safety: /);
    expect(run.stdout).toMatch(new RegExp(`ok {3}manifest: ${manifest.files.length} files match`));
    expect(run.stdout).toContain('is intact');
  });

  test('the publish rehearsal runs every registry dry run on the release and refuses a real publish', async () => {
    const rehearsal = await exec(join(BIN, 'tsx'), ['scripts/publish.ts', '--dry-run', join(work, 'signed', `${NAME}.tar.gz`)]);
    for (const registry of [/npm .*registry\.npmjs\.org.*npm publish --dry-run: clean/, /PyPI .*upload\.pypi\.org.*twine check --strict: PASSED/, /Go .*CheckZip: ok/, /Composer .*composer validate --strict: valid/, /Maven .*orbit-java-client-[\d.]+\.jar.*Maven Central as example\.orbit:orbit-java-client:.*pom coordinates match/]) {
      expect(rehearsal.stdout).toMatch(registry);
    }
    // The npm name comes from the package's own package.json (it was once read from npm's report and came out undefined).
    expect(rehearsal.stdout).toContain(` as orbit-sdk@${VERSION} `);
    const real = await execStatus(join(BIN, 'tsx'), ['scripts/publish.ts', join(work, 'signed', `${NAME}.tar.gz`)]);
    expect(real.code).toBe(2);
    expect(real.stderr).toContain('refusing to publish');
  });

  test('the archive README states every SDK, runtime floor and artifact; every fenced block is runnable or says why not', () => {
    const readme = text('README.md');
    for (const sdk of SDKS) expect(readme).toContain(`| ${sdk.folder} | ${sdk.runtime} |`);
    expect(readme).toContain(`Python ${/requires-python\s*=\s*">=(\d+\.\d+)"/.exec(text('python/pyproject.toml'))![1]} or later`);
    expect(readme).toContain(`Go ${/^go (\d+\.\d+)$/m.exec(text('go/go.mod'))![1]} or later`);
    for (const a of INSTALLABLE.filter(([, kind]) => kind !== 'sdist')) expect(readme).toContain(artifact(a[0], a[1]).path.replace(/^artifacts\/goproxy\/.*$/, 'artifacts/goproxy'));
    for (const block of fencedBlocks(readme)) expect(['sh', 'json'], `${block.section}: fence language`).toContain(block.language);
    expect(fencedBlocks(readme).filter((b) => !b.notRunnable).length).toBeGreaterThanOrEqual(5);
  });

  test('every Markdown link and anchor in the unpacked archive resolves (tests/docs/links.ts)', async () => {
    const run = await execStatus(join(BIN, 'tsx'), ['tests/docs/links.ts', '--archive', ARCHIVE]);
    expect(`${run.stdout}${run.stderr}`, 'links: ... 0 broken').toMatch(/, 0 broken/);
    expect(run.code).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------- installs

describe('installable from the archive alone, against the bundled reference server on Node 18', () => {
  const into = join(work, 'unpacked');
  const top = join(into, NAME);
  let readme = '';
  let server: RunningServer;
  let expectedPackages: string[] = [];
  let env: NodeJS.ProcessEnv;

  /** Runs the archive README's runnable block of `section` as written, from the folder holding the unpacked archive. */
  const runBlock = async (section: string, blockEnv: NodeJS.ProcessEnv) => {
    const block = fencedBlocks(readme).find((b) => b.section === section && !b.notRunnable);
    if (!block) throw new Error(`the archive README has no runnable block under **${section}**`);
    return exec('bash', ['-euo', 'pipefail', '-c', block.code], { cwd: into, env: blockEnv });
  };

  beforeAll(async () => {
    mkdirSync(into, { recursive: true });
    execFileSync('tar', ['-xzf', ARCHIVE, '-C', into]);
    readme = readFileSync(join(top, 'README.md'), 'utf8');
    ensureNode18();
    // The bundled server, from the unpacked archive, on the floor Node; the cwd holds nothing else.
    mkdirSync(join(work, 'server-cwd'));
    server = await startProcess(NODE18, [join(top, 'servers', 'orbit-reference-server.mjs')], { port: await freePort(), cwd: join(work, 'server-cwd'), baseEnv: isolatedEnv() });
    const answer = await (await fetch(`${server.url}/api/user/packages`)).json();
    expectedPackages = answer.items.map((p: any) => p.id);
    expect(expectedPackages.length).toBeGreaterThan(0);
    // Tools the README's blocks call by name: python3 is the floor Python; composer is Debian's on PHP 8.2.
    const shims = join(work, 'shims');
    mkdirSync(shims);
    writeFileSync(join(shims, 'python3'), `#!/bin/sh\nexec ${pyenvPython('3.8.18')} "$@"\n`, { mode: 0o755 });
    writeFileSync(join(shims, 'composer'), `#!/bin/sh\nexec ${PHP82} ${COMPOSER} "$@"\n`, { mode: 0o755 });
    // bun and deno are the pinned ones (tests/runtimes/package.json).
    writeFileSync(join(shims, 'bun'), `#!/bin/sh\nexec ${requirePinnedBinary('bun')} "$@"\n`, { mode: 0o755 });
    writeFileSync(join(shims, 'deno'), `#!/bin/sh\nexec ${requirePinnedBinary('deno')} "$@"\n`, { mode: 0o755 });
    env = isolatedEnv({
      PATH: `${shims}:${process.env.PATH}`,
      ORBIT_BASE_URL: server.url,
      // Python: the tested dependency versions, offline from the wheels the release's SBOM step fetched.
      PIP_NO_INDEX: '1',
      PIP_FIND_LINKS: join(CACHE, 'release-wheels'),
      PIP_CONSTRAINT: join(ROOT, 'scripts', 'requirements', 'python-dev.txt'),
      PIP_DISABLE_PIP_VERSION_CHECK: '1',
      PYTHONDONTWRITEBYTECODE: '1',
      // Go: a module cache of this test's own (the module comes from the archive's proxy folder, nothing else).
      GOMODCACHE: join(work, 'gomodcache'),
      GOPATH: join(work, 'gopath'),
      GOTOOLCHAIN: 'local',
      GOWORK: 'off',
      // Composer: no network, its home and cache in the temp folder.
      COMPOSER_HOME: join(work, 'composer-home'),
      COMPOSER_CACHE_DIR: join(work, 'composer-cache'),
      COMPOSER_DISABLE_NETWORK: '1',
      COMPOSER_NO_INTERACTION: '1',
      COMPOSER_ALLOW_SUPERUSER: '1',
      // Bun and Deno: quiet, their caches in the temp folder; no registry reachable (the install must not need one).
      ...BUN_ENV,
      ...DENO_ENV,
      DENO_DIR: join(work, 'deno-dir'),
      BUN_INSTALL_CACHE_DIR: join(work, 'bun-cache'),
      NPM_CONFIG_REGISTRY: 'http://127.0.0.1:9/',
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  // Issue 23: the portal, opened from the unpacked archive; its screenshot is kept in dist/release-test/.
  test('the API portal docs/index.html works offline in Chromium: every operation with samples in five languages, search, Try it, guides, nothing leaves localhost', async () => {
    const report = await checkPortal(join(top, 'docs'), server.url, join(ROOT, 'dist', 'release-test', 'portal-createPayment.png'));
    expect(report.outside).toEqual([]);
    expect(report.errors).toEqual([]);
    expect(report.operations).toBe(Object.values<any>(contract.paths).flatMap((item) => Object.values<any>(item).filter((op) => op?.operationId)).length);
    expect(Object.keys(report.pickers)).toHaveLength(report.operations);
    for (const [operation, labels] of Object.entries(report.pickers)) expect(labels.map((l) => l.replace(/: .*$/, '')), operation).toEqual(expect.arrayContaining([...SAMPLE_LANGUAGES]));
    expect(report.mismatches).toEqual([]);
    expect(report.search).toEqual({ query: 'Create a payment order', first: expect.stringContaining('Create a payment order'), hash: '#tag/payments/POST/api/pay/create' });
    expect(report.tryIt).toBe('200 OK');
    expect(report.banner.running).toContain('answers at http://127.0.0.1:4020');
    expect(report.banner.stopped).toContain('not running: start it with node orbit-sdk-');
    for (const [guide, heading] of Object.entries(report.guides)) expect(heading, guide).not.toBe('');
  }, 600_000);

  test('the bundled server passes a buyer scenario: SMS login, packages, an order paid by the signed notification, the order list', async () => {
    const world = { 'Orbit-Sandbox': 'release-scenario' };
    const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { ...world, ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = await response.json();
      expect(response.status, `${method} ${path}: ${JSON.stringify(answer)}`).toBeLessThan(300);
      return answer;
    };
    const phone = '+8613900139000';
    expect(await call('POST', '/api/auth/sms_send', { phone, scene: 'login' })).toMatchObject({ sent: true });
    const { code } = await call('GET', `/__sandbox/sms/${encodeURIComponent(phone)}`);
    const session = await call('POST', '/api/auth/unified_login', { mode: 'sms', phone, code });
    expect(session.access_token).toMatch(/^at_/);
    const auth = { Authorization: `Bearer ${session.access_token}` };
    const packages = await call('GET', '/api/user/packages');
    const credits = packages.items.find((p: any) => p.type === 'credits');
    const created = await call('POST', '/api/pay/create', { package_id: credits.id, provider: 'chatpay' }, { ...auth, 'Idempotency-Key': 'release-scenario-1' });
    expect(created.order.status).toBe('pending');
    const paid = await call('POST', `/__sandbox/orders/${created.order.order_no}/pay`);
    expect(paid.order.status).toBe('completed');
    const orders = await call('GET', '/api/user/orders', undefined, auth);
    expect(orders.items).toEqual([expect.objectContaining({ order_no: created.order.order_no, status: 'completed' })]);
  });

  test.concurrent('Python 3.8: the README installs the wheel into a venv; packages.list against the bundled server', async ({ expect }) => {
    const out = await runBlock('Python', env);
    expect(out.stdout).toContain(`orbit-sdk ${VERSION}`);
    writeFileSync(join(into, 'check.py'), [
      'import json, os, sys',
      'import orbit_sdk',
      'from orbit_sdk import Orbit',
      'client = Orbit(base_url=os.environ["ORBIT_BASE_URL"], max_retries=0)',
      'result = client.packages.list()',
      'print(json.dumps({"runtime": sys.version.split()[0], "module": orbit_sdk.__file__, "packages": [p.id for p in result.items]}))',
      '',
    ].join('\n'));
    const check = lastJson(await exec(join(into, 'orbit-python-demo', 'bin', 'python'), ['check.py'], { cwd: into, env }));
    expect(check.runtime).toBe('3.8.18');
    expect(check.module.startsWith(join(into, 'orbit-python-demo'))).toBe(true);
    expect(check.packages).toEqual(expectedPackages);
  });

  test.concurrent('Node 18: the README installs the npm package; packages.list from CommonJS and ESM against the bundled server', async ({ expect }) => {
    await runBlock('TypeScript / JavaScript', env);
    const dir = join(into, 'orbit-node-demo');
    expect(JSON.parse(readFileSync(join(dir, 'node_modules', 'orbit-sdk', 'package.json'), 'utf8')).version).toBe(VERSION);
    const body = (loader: string, resolve: string) => `${loader}
const client = new Orbit({ baseURL: process.env.ORBIT_BASE_URL, maxRetries: 0 });
const result = await client.packages.list();
console.log(JSON.stringify({ runtime: process.versions.node, module: ${resolve}, packages: result.items.map((p) => p.id) }));`;
    writeFileSync(join(dir, 'check.mjs'), body("import { Orbit } from 'orbit-sdk';", "import.meta.resolve('orbit-sdk')"));
    writeFileSync(join(dir, 'check.cjs'), `(async () => {${body("const { Orbit } = require('orbit-sdk');", "require.resolve('orbit-sdk')")}})().catch((e) => { console.error(e); process.exit(1); });`);
    for (const script of ['check.cjs', 'check.mjs']) {
      const check = lastJson(await exec(NODE18, [script], { cwd: dir, env }));
      expect(check.runtime, script).toBe(NODE18_VERSION);
      expect(check.module.replace(/^file:\/\//, '').startsWith(join(dir, 'node_modules', 'orbit-sdk')), script).toBe(true);
      expect(check.packages, script).toEqual(expectedPackages);
    }
    // Deno runs the same npm project as it is (the README's Deno block), with loopback network and the environment.
    expect((await runBlock('Deno', env)).stdout).toContain(`orbit-sdk ${VERSION}`);
    writeFileSync(join(dir, 'check-deno.mjs'), body("import { Orbit } from 'orbit-sdk';", "import.meta.resolve('orbit-sdk')").replace('process.versions.node', 'Deno.version.deno'));
    const deno = lastJson(await exec('deno', ['run', '--allow-env', '--allow-net=127.0.0.1', '--allow-read', 'check-deno.mjs'], { cwd: dir, env }));
    expect(deno.runtime).toBe(pinnedVersion('deno'));
    expect(deno.module.replace(/^file:\/\//, '').startsWith(join(dir, 'node_modules', 'orbit-sdk'))).toBe(true);
    expect(deno.packages).toEqual(expectedPackages);
  });

  test.concurrent('Bun: the README adds the npm package to a Bun project; packages.list against the bundled server', async ({ expect }) => {
    expect((await runBlock('Bun', env)).stdout).toContain(`orbit-sdk ${VERSION}`);
    const dir = join(into, 'orbit-bun-demo');
    expect(JSON.parse(readFileSync(join(dir, 'node_modules', 'orbit-sdk', 'package.json'), 'utf8')).version).toBe(VERSION);
    writeFileSync(join(dir, 'check.mjs'), `import { Orbit } from 'orbit-sdk';
const client = new Orbit({ baseURL: process.env.ORBIT_BASE_URL, maxRetries: 0 });
const result = await client.packages.list();
console.log(JSON.stringify({ runtime: Bun.version, module: import.meta.resolve('orbit-sdk'), packages: result.items.map((p) => p.id) }));`);
    const check = lastJson(await exec('bun', ['run', 'check.mjs'], { cwd: dir, env }));
    expect(check.runtime).toBe(pinnedVersion('bun'));
    expect(check.module.replace(/^file:\/\//, '').startsWith(join(dir, 'node_modules', 'orbit-sdk'))).toBe(true);
    expect(check.packages).toEqual(expectedPackages);
  });

  test.concurrent('Go: the README gets the module through GOPROXY=file:// (offline, fresh module); packages.list against the bundled server', async ({ expect }) => {
    await runBlock('Go', env);
    const dir = join(into, 'orbit-go-demo');
    const goSum = readFileSync(join(dir, 'go.sum'), 'utf8');
    // The go command computed the zip's hash itself; it is the one the manifest records.
    expect(goSum).toContain(artifact('go', 'module zip').details['go.sum']);
    writeFileSync(join(dir, 'main.go'), `package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"runtime"

	orbit "github.com/orbit-platform/orbit-sdk-go/v3"
	"github.com/orbit-platform/orbit-sdk-go/v3/option"
)

func main() {
	client, err := orbit.NewClient(option.WithBaseURL(os.Getenv("ORBIT_BASE_URL")), option.WithMaxRetries(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	list, err := client.Packages.List(context.Background(), &orbit.PackageListParams{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	packages := []string{}
	for _, p := range list.Items {
		packages = append(packages, p.ID)
	}
	out, _ := json.Marshal(map[string]interface{}{"runtime": runtime.Version(), "packages": packages})
	fmt.Println(string(out))
}
`);
    const goEnv = { ...env, GOPROXY: 'off', GOFLAGS: '-mod=mod', GONOSUMDB: 'github.com/orbit-platform/orbit-sdk-go' };
    const check = lastJson(await exec('go', ['run', '.'], { cwd: dir, env: goEnv }));
    expect(check.packages).toEqual(expectedPackages);
  });

  test.concurrent('PHP 7.4: the README installs the dist zip with Composer offline (Debian packages); packages->list against the bundled server', async ({ expect }) => {
    await runBlock("PHP offline, with Debian's packages", env);
    const dir = join(into, 'orbit-php-offline-demo');
    const lock = JSON.parse(readFileSync(join(dir, 'composer.lock'), 'utf8'));
    expect(lock.packages.map((p: any) => p.name)).toContain('orbit/orbit-sdk');
    expect(lock.packages.find((p: any) => p.name === 'orbit/orbit-sdk').version).toBe(VERSION);
    writeFileSync(join(dir, 'check.php'), [
      '<?php',
      "require __DIR__ . '/vendor/autoload.php';",
      '',
      'use Orbit\\Sdk\\Client;',
      '',
      "$client = new Client(['base_url' => getenv('ORBIT_BASE_URL'), 'max_retries' => 0]);",
      '$list = $client->packages->list();',
      "$packages = array_map(function ($p) { return $p['id']; }, $list->toArray()['items']);",
      "$file = (new ReflectionClass(Client::class))->getFileName();",
      "echo json_encode(['runtime' => PHP_VERSION, 'module' => $file, 'packages' => $packages]), PHP_EOL;",
      '',
    ].join('\n'));
    const check = lastJson(await exec(PHP74, ['check.php'], { cwd: dir, env }));
    expect(check.runtime).toMatch(/^7\.4\./);
    expect(check.module.startsWith(join(dir, 'vendor', 'orbit', 'orbit-sdk'))).toBe(true);
    expect(check.packages).toEqual(expectedPackages);
  });

  test('every other runnable README block runs as written (the manifest check of the unpacked files)', async () => {
    const others = fencedBlocks(readme).filter((b) => !b.notRunnable && !['Python', 'TypeScript / JavaScript', 'Bun', 'Deno', 'Go', "PHP offline, with Debian's packages"].includes(b.section));
    expect(others.length).toBeGreaterThan(0);
    for (const block of others) await exec('bash', ['-euo', 'pipefail', '-c', block.code], { cwd: into, env });
  });
});
