// The release's bills of materials (CycloneDX 1.6 JSON), one per SDK, one for the bundled reference server and
// one for the toolkit itself. Each lists the runtime dependencies with versions and licences, made by the
// ecosystem's maintained CycloneDX tool where one fits:
//   TypeScript  cyclonedx-npm on the published package (its package.json, dependencies locked offline)
//   Python      cyclonedx-py environment on a fresh Python 3.8 venv holding the wheel and its dependencies at
//               the versions the SDK is tested with (scripts/requirements/python-dev.txt as constraints)
//   Go          cyclonedx-gomod mod on the module's files (standard library only: the module itself)
//   PHP         no Packagist here, so no Composer plugin: generated below from composer.json and the Debian
//               packages that provide the dependencies (versions and licences from dpkg and copyright files)
//   server      generated below from esbuild's list of the packages inside the bundle
//   Java client generated below from Maven's resolved runtime classpath (cyclonedx-maven-plugin does not run offline)
//   toolkit     cyclonedx-npm on the repository (runtime dependencies only)
// Deterministic: no serial number, and metadata.timestamp is the commit time (SOURCE_DATE_EPOCH).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { BIN, ROOT } from '../lib/paths.ts';
import type { BundleResult } from './reference-server.ts';
import { debianComposerPackages } from './php-debian.ts';
import { cleanPythonEnv } from './python.ts';
import { CACHE, CYCLONEDX_GOMOD, pyenvPython, RELEASE_VENV, requireTool, run, runAsync } from './tools.ts';

type Bom = Record<string, any>;

export interface Sbom {
  /** Path inside the archive, e.g. sbom/orbit-sdk-python.cdx.json. */
  path: string;
  /** What it describes (name@version of its main component). */
  subject: string;
  /** How it was made. */
  tool: string;
  /** Its components (the runtime dependencies), as name@version licence. */
  components: string[];
}

const SPEC = '1.6';

/** Pins what changes between runs: no serial number; the commit time as the timestamp. */
function finish(bom: Bom, epoch: string): Bom {
  delete bom.serialNumber;
  const { timestamp: _replaced, ...metadata } = bom.metadata ?? {};
  bom.metadata = { timestamp: new Date(Number(epoch) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'), ...metadata };
  return bom;
}

function licenceOf(component: Bom): string {
  const entries: Bom[] = component.licenses ?? [];
  const ids = entries.map((l) => l.expression ?? l.license?.id).filter(Boolean);
  // A licence given only by name (e.g. a trove classifier) counts when nothing better is there.
  return (ids.length ? ids : entries.map((l) => l.license?.name).filter(Boolean)).join(' AND ') || 'unknown';
}

function write(out: string, path: string, tool: string, bom: Bom, epoch: string): Sbom {
  finish(bom, epoch);
  mkdirSync(join(out, path, '..'), { recursive: true });
  writeFileSync(join(out, path), JSON.stringify(bom, null, 2) + '\n');
  const main = bom.metadata.component ?? {};
  const flat: Bom[] = [];
  const walk = (list: Bom[] = []) => list.forEach((c) => (flat.push(c), walk(c.components)));
  walk(bom.components);
  return {
    path,
    subject: `${main.group ? `${main.group}/` : ''}${main.name}@${main.version}`,
    tool,
    components: [...new Set(flat.map((c) => `${c.group ? `${c.group}/` : ''}${c.name}@${c.version} ${licenceOf(c)}`))].sort(),
  };
}

const cyclonedxNpm = async (args: string[], cwd: string, epoch: string): Promise<Bom> =>
  JSON.parse(await runAsync(join(BIN, 'cyclonedx-npm'), ['--output-reproducible', '--sv', SPEC, '--output-format', 'JSON', '-o', '-', ...args], { cwd, env: { ...process.env, SOURCE_DATE_EPOCH: epoch } }));

/** TypeScript: the published package.json (from the tarball), its dependencies locked without installing them. */
export async function typescriptSbom(tarball: string, work: string, out: string, epoch: string): Promise<Sbom> {
  const dir = join(work, 'sbom-typescript');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1', 'package/package.json']);
  await runAsync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir });
  const bom = await cyclonedxNpm(['--package-lock-only', '--omit', 'dev', '--mc-type', 'library'], dir, epoch);
  return write(out, 'orbit-sdk-typescript.cdx.json', 'cyclonedx-npm 6.0.1', bom, epoch);
}

/**
 * Python: the wheel installed on the floor Python with the tested dependency versions. Their wheels are kept in
 * .cache/release-wheels, so after the first release this needs no network; the venv is kept for the same wheel
 * and constraints (a second release of the same sources only runs cyclonedx-py).
 */
export async function pythonSbom(wheel: string, pyproject: string, out: string, epoch: string): Promise<Sbom> {
  const constraints = join(ROOT, 'scripts', 'requirements', 'python-dev.txt');
  const key = createHash('sha256').update(readFileSync(wheel)).update(readFileSync(constraints)).digest('hex');
  const venv = join(CACHE, 'release-sbom-venv');
  const wheels = join(CACHE, 'release-wheels');
  const env = { ...cleanPythonEnv(), SOURCE_DATE_EPOCH: epoch, PIP_DISABLE_PIP_VERSION_CHECK: '1', PYTHONDONTWRITEBYTECODE: '1' };
  if (!existsSync(join(venv, key))) {
    rmSync(venv, { recursive: true, force: true });
    await runAsync(pyenvPython('3.8.18'), ['-m', 'venv', '--without-pip', venv], { env });
    const pip = join(RELEASE_VENV, 'bin', 'pip');
    const target = ['--python', join(venv, 'bin', 'python')];
    const install = () => runAsync(pip, [...target, 'install', '--quiet', '--no-input', '--no-index', '--find-links', wheels, '-c', constraints, wheel], { env });
    await install().catch(async () => {
      await runAsync(pip, [...target, 'download', '--quiet', '--no-input', '--dest', wheels, '-c', constraints, wheel], { env });
      await install();
    });
    writeFileSync(join(venv, key), `${wheel}\n`);
  }
  const bom = JSON.parse(
    await runAsync(requireTool(join(RELEASE_VENV, 'bin', 'cyclonedx-py'), 'release'), [
      'environment', '--pyproject', pyproject, '--mc-type', 'library', '--output-reproducible', '--sv', SPEC, '--of', 'JSON', '-o', '-', join(venv, 'bin', 'python'),
    ], { env }),
  );
  // The environment holds the SDK itself too; it is the main component, not one of its dependencies.
  bom.components = (bom.components ?? []).filter((c: Bom) => c.name !== bom.metadata?.component?.name);
  return write(out, 'orbit-sdk-python.cdx.json', 'cyclonedx-py 7.5.0 (cyclonedx-bom)', bom, epoch);
}

/** Go: the module's files (the staged module folder). */
export async function goSbom(moduleDir: string, module: string, version: string, out: string, epoch: string): Promise<Sbom> {
  const text = await runAsync(requireTool(CYCLONEDX_GOMOD, 'go'), ['mod', '-json', '-licenses', '-assert-licenses', '-type', 'library', '-noserial', '-output-version', SPEC, '-output', '-', moduleDir], {
    env: { ...process.env, GOWORK: 'off', GOFLAGS: '-mod=readonly', GOTOOLCHAIN: 'local', GOPROXY: 'off' },
  });
  // cyclonedx-gomod reads the main module's version from its git tags; the staged folder has none, so the
  // version is added to the main component and to its package URL (and every reference to it).
  const unversioned = `pkg:golang/${module}?`;
  const bom = JSON.parse(text.replaceAll(JSON.stringify(unversioned).slice(1, -1), `pkg:golang/${module}@v${version}?`));
  if (bom.metadata?.component?.name !== module) throw new Error(`cyclonedx-gomod described ${bom.metadata?.component?.name}, not ${module}`);
  bom.metadata.component = { ...bom.metadata.component, version: `v${version}` };
  return write(out, 'orbit-sdk-go.cdx.json', 'cyclonedx-gomod 1.10.0', bom, epoch);
}

const purlComposer = (name: string, version: string) => `pkg:composer/${name}@${version}`;
const licenceField = (id: string) => [/^[A-Za-z0-9.+-]+$/.test(id) ? { license: { id } } : { license: { name: id } }];

/** The first keys of the SBOMs made here (PHP, the server, Java), in the order the CycloneDX tools write them. */
const ENVELOPE = { $schema: `http://cyclonedx.org/schema/bom-${SPEC}.schema.json`, bomFormat: 'CycloneDX', specVersion: SPEC, version: 1 };

/** PHP: composer.json's requirements, resolved to the Debian packages the SDK is tested with. */
export function phpSbom(composerJson: string, out: string, epoch: string): Sbom {
  const manifest = JSON.parse(readFileSync(composerJson, 'utf8'));
  const packages = debianComposerPackages(manifest.require ?? {});
  const [group, name] = manifest.name.split('/');
  const version = manifest.extra?.orbit?.['sdk-version'] ?? manifest.version;
  const root = purlComposer(manifest.name, version);
  const bom: Bom = {
    ...ENVELOPE,
    metadata: {
      tools: { components: [{ type: 'application', name: 'orbit-release-sbom-php', version, description: 'scripts/release/sbom.ts: composer.json + Debian package data (no Packagist, so no Composer plugin)' }] },
      component: { type: 'library', 'bom-ref': root, group, name, version, licenses: licenceField(manifest.license), purl: root },
      properties: [{ name: 'orbit:php:platform', value: Object.entries(manifest.require ?? {}).filter(([n]) => !n.includes('/')).map(([n, v]) => `${n} ${v}`).join(', ') }],
    },
    components: packages.map((p) => {
      const [g, n] = p.name.split('/');
      return {
        type: 'library',
        'bom-ref': purlComposer(p.name, p.version),
        group: g,
        name: n,
        version: p.version,
        licenses: licenceField(p.license),
        purl: purlComposer(p.name, p.version),
        properties: [
          { name: 'orbit:debian:package', value: p.debianPackage },
          { name: 'orbit:debian:version', value: p.debianVersion },
        ],
      };
    }),
    dependencies: [
      { ref: root, dependsOn: Object.keys(manifest.require ?? {}).filter((n) => n.includes('/')).map((n) => purlComposer(n, packages.find((p) => p.name === n.toLowerCase())!.version)).sort() },
      ...packages.map((p) => ({ ref: purlComposer(p.name, p.version), dependsOn: p.requires.map((r) => purlComposer(r, packages.find((q) => q.name === r)!.version)) })),
    ],
  };
  return write(out, 'orbit-sdk-php.cdx.json', 'scripts/release/sbom.ts (composer.json + Debian packages)', bom, epoch);
}

/** The bundled reference server: exactly the npm packages esbuild put into the file. */
export function serverSbom(bundle: BundleResult, version: string, out: string, epoch: string): Sbom {
  const purl = (name: string, v: string) => `pkg:npm/${name.replace(/^@/, '%40')}@${v}`;
  const root = `pkg:generic/orbit-reference-server@${version}`;
  const bom: Bom = {
    ...ENVELOPE,
    metadata: {
      tools: { components: [{ type: 'application', name: 'esbuild', version: '0.25.12' }, { type: 'application', name: 'orbit-release-sbom-server', version, description: "scripts/release/sbom.ts: the packages in esbuild's metafile" }] },
      component: { type: 'application', 'bom-ref': root, name: 'orbit-reference-server', version, licenses: licenceField('Apache-2.0'), purl: root },
      properties: bundle.embedded.map((file) => ({ name: 'orbit:embedded-file', value: file })),
    },
    components: bundle.packages.map((p) => {
      const [group, name] = p.name.startsWith('@') ? p.name.split('/') : [undefined, p.name];
      return { type: 'library', 'bom-ref': purl(p.name, p.version), ...(group ? { group } : {}), name, version: p.version, ...(p.license ? { licenses: licenceField(p.license) } : {}), purl: purl(p.name, p.version) };
    }),
  };
  return write(out, 'orbit-reference-server.cdx.json', 'scripts/release/sbom.ts (esbuild metafile)', bom, epoch);
}

/** The toolkit: the repository's runtime dependencies (what `npm run reference` needs). */
export async function toolkitSbom(out: string, epoch: string): Promise<Sbom> {
  const bom = await cyclonedxNpm(['--omit', 'dev', '--mc-type', 'application'], ROOT, epoch);
  return write(out, 'orbit-sdk-toolkit.cdx.json', 'cyclonedx-npm 6.0.1', bom, epoch);
}

/** Licence names in Maven poms, as SPDX ids (a name not listed is kept as the pom says it). */
const MAVEN_LICENCES: [RegExp, string][] = [
  [/apache.*2\.0|^apache-2\.0$/i, 'Apache-2.0'],
  [/^mit( license)?$/i, 'MIT'],
  [/eclipse distribution license.*1\.0|^edl 1\.0$/i, 'BSD-3-Clause'],
  [/eclipse public license.*2\.0|^epl 2\.0$/i, 'EPL-2.0'],
  [/gpl2 w\/ cpe|gnu general public license.*2.*classpath/i, 'GPL-2.0-only WITH Classpath-exception-2.0'],
];

/** The licences a Maven pom declares, looking up its parents in the local repository when it declares none. */
function mavenLicences(repo: string, pomPath: string): string[] {
  for (let path: string | undefined = pomPath, depth = 0; path && existsSync(path) && depth < 8; depth++) {
    const pom: string = readFileSync(path, 'utf8');
    const names = [...(pom.match(/<licenses>([\s\S]*?)<\/licenses>/)?.[1] ?? '').matchAll(/<name>\s*([^<]+?)\s*<\/name>/g)].map((m) => m[1]!);
    if (names.length) return names.map((n) => MAVEN_LICENCES.find(([re]) => re.test(n))?.[1] ?? `name:${n}`);
    const parent: string | undefined = pom.match(/<parent>([\s\S]*?)<\/parent>/)?.[1];
    const tag = (name: string): string | undefined => parent?.match(new RegExp(`<${name}>([^<]+)</${name}>`))?.[1]?.trim();
    const [g, a, v]: (string | undefined)[] = [tag('groupId'), tag('artifactId'), tag('version')];
    path = g && a && v ? join(repo, ...g.split('.'), a, v, `${a}-${v}.pom`) : undefined;
  }
  return [];
}

/**
 * The Java client (clients/java): its runtime classpath as Maven resolved it (jars in the local repository, whose
 * folders name each coordinate), licences from the poms beside them, SHA-256 of each jar. Generated here because
 * cyclonedx-maven-plugin refuses to run offline.
 */
export function javaSbom(client: { groupId: string; artifactId: string; version: string; classpath: string[] }, repo: string, out: string, epoch: string): Sbom {
  const purl = (g: string, a: string, v: string) => `pkg:maven/${g}/${a}@${v}?type=jar`;
  const root = purl(client.groupId, client.artifactId, client.version);
  const components = client.classpath.map((jar) => {
    const parts = relative(repo, jar).split(sep);
    const [version, artifact] = [parts[parts.length - 2]!, parts[parts.length - 3]!];
    const group = parts.slice(0, -3).join('.');
    if (!group || basename(jar) !== `${artifact}-${version}.jar`) throw new Error(`${jar}: not a jar of the local Maven repository ${repo}`);
    const licences = mavenLicences(repo, join(dirname(jar), `${artifact}-${version}.pom`));
    return {
      type: 'library',
      'bom-ref': purl(group, artifact, version),
      group,
      name: artifact,
      version,
      // A known licence by its SPDX id (an expression when it has an exception), any other by the pom's name for it.
      ...(licences.length ? { licenses: licences.map((l) => (l.startsWith('name:') ? { license: { name: l.slice(5) } } : l.includes(' WITH ') ? { expression: l } : { license: { id: l } })) } : {}),
      hashes: [{ alg: 'SHA-256', content: createHash('sha256').update(readFileSync(jar)).digest('hex') }],
      purl: purl(group, artifact, version),
    };
  });
  const bom: Bom = {
    ...ENVELOPE,
    metadata: {
      tools: { components: [{ type: 'application', name: 'orbit-release-sbom-java', version: client.version, description: "scripts/release/sbom.ts: Maven's resolved runtime classpath (mvn dependency:build-classpath)" }] },
      component: { type: 'library', 'bom-ref': root, group: client.groupId, name: client.artifactId, version: client.version, licenses: licenceField('Apache-2.0'), purl: root },
    },
    components,
    dependencies: [{ ref: root, dependsOn: components.map((c) => c['bom-ref']) }],
  };
  return write(out, 'orbit-java-client.cdx.json', 'scripts/release/sbom.ts (mvn dependency:build-classpath)', bom, epoch);
}
