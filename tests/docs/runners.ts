// How each lane runs a block on its floor runtime (docs/sdk-design.md §7): what is prepared once per lane
// (a build, a module, an autoloader) and the command(s) that run one block. Every block gets a folder of
// its own as working directory; the orchestrator (examples.ts) resets the reference server and logs in
// before each command.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import { readContract } from '../../openapi/lib/contract.ts';
import { ROOT } from '../../scripts/lib/paths.ts';
import { runCaptured } from '../../scripts/lib/processes.ts';
import { goModulePath } from '../../scripts/release/go.ts';
import { debianComposerPackages, DEBIAN_PHP_DIR } from '../../scripts/release/php-debian.ts';
import { ensureNode18, PHP74 } from '../../scripts/release/tools.ts';
import { ensureTypescriptBuild } from '../../scripts/lib/typescript-build.ts';
import { BUN_ENV, DENO_ENV, requirePinnedBinary } from '../../scripts/lib/pinned-runtimes.ts';
import type { DocBlock } from './blocks.ts';
import { isGoTestFile, type Lane } from './classify.ts';

/** One run of a block: a command, or a failure found while preparing (e.g. a Go block that does not compile). */
export type Execution = { label: string; command: string; args: string[]; cwd: string; env: Record<string, string> } | { label: string; failure: string };

export interface PreparedLane {
  /** The runtime(s), as printed in the report (e.g. `Node v18.20.8 + v20.20.2`). */
  runtime: string;
  /** The runs of one block (TypeScript runs each block on two Nodes); every one must exit 0. */
  executions(block: DocBlock, index: number): Execution[];
}

export const PYTHON38 = join(ROOT, '.cache', 'venv', 'py3.8', 'bin', 'python');
const SDKS = join(ROOT, 'sdks');

/** A block's own working directory inside the lane's folder. */
function blockDir(work: string, index: number): string {
  const dir = join(work, `block-${String(index).padStart(3, '0')}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

const version = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8' }).trim();

// ------------------------------------------------------------------------------------------ TypeScript

/** A `js` block that only uses require() is CommonJS; everything else is an ES module. */
const isCommonJs = (block: DocBlock) => /^(js|javascript)$/.test(block.language) && /\brequire\(/.test(block.code) && !/^\s*(import|export)\s/m.test(block.code);

function prepareTypescript(work: string): PreparedLane {
  ensureTypescriptBuild('docs');
  // `import … from 'orbit-sdk'` resolves to the built package through node_modules, as in a user's project.
  mkdirSync(join(work, 'node_modules'), { recursive: true });
  symlinkSync(join(SDKS, 'typescript'), join(work, 'node_modules', 'orbit-sdk'), 'dir');
  // The project's package.json names it, as `npm install` writes it; Deno resolves node_modules only through that.
  const sdkVersion = JSON.parse(readFileSync(join(SDKS, 'typescript', 'package.json'), 'utf8')).version;
  writeFileSync(join(work, 'package.json'), JSON.stringify({ private: true, dependencies: { 'orbit-sdk': sdkVersion } }, null, 2));
  const nodes = [ensureNode18(), process.execPath];
  const versions = nodes.map((node) => version(node, ['--version']));
  // The TypeScript README's blocks (how an integrator installs and uses the package) also run on Bun and Deno,
  // importing the same built package through node_modules; Deno with loopback network and file access only.
  const bun = requirePinnedBinary('bun');
  const deno = requirePinnedBinary('deno');
  const bunVersion = `Bun ${version(bun, ['--version'])}`;
  const denoVersion = `Deno ${version(deno, ['--version']).split(' ')[1]}`;
  const alsoOnBunAndDeno = (block: DocBlock) => block.file === 'sdks/typescript/README.md';
  return {
    runtime: `Node ${versions.join(' + ')}; ${bunVersion} + ${denoVersion} for sdks/typescript/README.md`,
    executions(block, index) {
      // Inside the lane folder, so node_modules/orbit-sdk is found from the block's folder.
      const dir = blockDir(work, index);
      const file = join(dir, isCommonJs(block) ? 'example.cjs' : 'example.mjs');
      const loader = /^(js|javascript|mjs)$/.test(block.language) ? 'js' : 'ts';
      try {
        writeFileSync(file, isCommonJs(block) ? block.code : transformSync(block.code, { loader, format: 'esm', target: 'node18' }).code);
      } catch (error) {
        return [{ label: 'esbuild', failure: `does not compile:\n${(error as Error).message}` }];
      }
      const runs: Execution[] = nodes.map((node, i) => ({ label: `Node ${versions[i]}`, command: node, args: [file], cwd: dir, env: {} }));
      if (alsoOnBunAndDeno(block)) {
        runs.push({ label: bunVersion, command: bun, args: ['run', file], cwd: dir, env: BUN_ENV });
        runs.push({ label: denoVersion, command: deno, args: ['run', '--allow-env', '--allow-net=127.0.0.1', '--allow-read', '--allow-write', '--no-lock', file], cwd: dir, env: DENO_ENV });
      }
      return runs;
    },
  };
}

// ------------------------------------------------------------------------------------------ Python

function preparePython(work: string): PreparedLane {
  if (!existsSync(PYTHON38)) throw new Error(`${PYTHON38} is missing (scripts/bootstrap python)`);
  return {
    runtime: version(PYTHON38, ['-c', 'import platform; print("Python " + platform.python_version())']),
    executions(block, index) {
      const dir = blockDir(work, index);
      writeFileSync(join(dir, 'example.py'), block.code);
      const env = { PYTHONPATH: join(SDKS, 'python'), PYTHONDONTWRITEBYTECODE: '1', PYTHONNOUSERSITE: '1' };
      return [{ label: 'Python 3.8', command: PYTHON38, args: ['example.py'], cwd: dir, env }];
    },
  };
}

// ------------------------------------------------------------------------------------------ PHP

/**
 * A `vendor/autoload.php` like the one `composer require orbit/orbit-sdk` writes with the README's offline
 * recipe: Debian's autoloaders of the SDK's requirements (and of its suggestions, e.g. psr/log, which a
 * README example asks the reader to `composer require`), then composer.json's PSR-4 map onto sdks/php.
 */
function phpAutoload(): string {
  const composer = JSON.parse(readFileSync(join(SDKS, 'php', 'composer.json'), 'utf8'));
  const autoloads = new Set(debianComposerPackages(composer.require ?? {}).map((p) => p.autoload));
  for (const name of Object.keys(composer.suggest ?? {})) {
    try {
      for (const p of debianComposerPackages({ [name]: '*' })) autoloads.add(p.autoload);
    } catch {
      // A suggestion Debian does not package: no example may need it.
    }
  }
  const psr4 = Object.entries((composer.autoload?.['psr-4'] ?? {}) as Record<string, string>).map(([prefix, dir]) => [prefix, join(SDKS, 'php', dir, '/')]);
  return `<?php
// Written by tests/docs/runners.ts: the SDK's dependencies from Debian, the SDK from sdks/php (composer.json's PSR-4 map).
set_include_path(${JSON.stringify(DEBIAN_PHP_DIR)} . PATH_SEPARATOR . get_include_path());
${[...autoloads].map((file) => `require_once ${JSON.stringify(file)};`).join('\n')}
spl_autoload_register(static function (string $class): void {
    foreach (${phpArray(psr4)} as $prefix => $dir) {
        if (strncmp($class, $prefix, strlen($prefix)) === 0) {
            $file = $dir . str_replace('\\\\', '/', substr($class, strlen($prefix))) . '.php';
            if (is_file($file)) {
                require $file;
            }
        }
    }
});
`;
}

const phpString = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const phpArray = (pairs: string[][]) => `[${pairs.map(([k, v]) => `${phpString(k!)} => ${phpString(v!)}`).join(', ')}]`;

function preparePhp(work: string): PreparedLane {
  if (!existsSync(PHP74)) throw new Error(`${PHP74} is missing (scripts/bootstrap php)`);
  mkdirSync(join(work, 'vendor'), { recursive: true });
  writeFileSync(join(work, 'vendor', 'autoload.php'), phpAutoload());
  return {
    runtime: `PHP ${version(PHP74, ['-r', 'echo PHP_VERSION;'])}`,
    executions(block, index) {
      // The block's folder holds its own vendor/ (a link to the lane's), as a project would.
      const dir = blockDir(work, index);
      symlinkSync(join(work, 'vendor'), join(dir, 'vendor'), 'dir');
      writeFileSync(join(dir, 'example.php'), block.code);
      return [{ label: 'PHP 7.4', command: PHP74, args: ['-d', 'error_reporting=-1', '-d', 'display_errors=stderr', 'example.php'], cwd: dir, env: {} }];
    },
  };
}

// ------------------------------------------------------------------------------------------ Go

/** Go's environment for the docs module: offline, this toolchain, the SDK from sdks/go, the usual build cache. */
export function goEnv(): Record<string, string> {
  return { GOFLAGS: '-mod=mod -buildvcs=false', GOPROXY: 'off', GOTOOLCHAIN: 'local', GOWORK: 'off', GONOSUMDB: '*', GOCACHE: version('go', ['env', 'GOCACHE']) };
}

/**
 * One module (`go 1.16`, the SDK's floor, so the blocks may use nothing newer) with one `package main` per
 * block, requiring the SDK's module path replaced by sdks/go; built in one `go build` (one build cache, the
 * SDK compiled once), then each block's binary runs like `go run` would run it. A test file (a testing
 * kit's example) is built by `go test -c` and its test binary runs as `go test` would run it.
 */
async function prepareGo(work: string, blocks: DocBlock[]): Promise<PreparedLane> {
  const module = goModulePath(readFileSync(join(SDKS, 'go', 'go.mod'), 'utf8'));
  const sdkVersion: string = readContract().info.version;
  writeFileSync(join(work, 'go.mod'), `module orbit-docs-examples\n\ngo 1.16\n\nrequire ${module} v${sdkVersion}\n\nreplace ${module} => ${join(SDKS, 'go')}\n`);
  const names = blocks.map((_, i) => `b${String(i).padStart(3, '0')}`);
  // A test file (package …_test, a testing kit's example) is its package's example_test.go, built by `go test -c`.
  const tests = new Set(names.filter((_, i) => isGoTestFile(blocks[i]!.code)));
  const fileOf = (name: string) => (tests.has(name) ? 'example_test.go' : 'main.go');
  blocks.forEach((block, i) => {
    mkdirSync(join(work, names[i]!), { recursive: true });
    writeFileSync(join(work, names[i]!, fileOf(names[i]!)), block.code);
  });
  const env = { ...process.env, ...goEnv() };
  const build = async (packages: string[]) =>
    packages.length === 1 && tests.has(packages[0]!.slice(2))
      ? runCaptured('go', ['test', '-c', '-o', join(work, 'bin', packages[0]!.slice(2)), packages[0]!], { cwd: work, env, timeoutMs: 600_000 })
      : runCaptured('go', ['build', '-o', join(work, 'bin') + '/', ...packages], { cwd: work, env, timeoutMs: 600_000 });
  const compileErrors = new Map<string, string>();
  const programs = names.filter((n) => !tests.has(n));
  const all = programs.length ? await build(programs.map((n) => `./${n}`)) : { code: 0, stdout: '', stderr: '' };
  if (all.code !== 0) {
    // Attribute the errors: every package alone (the cache makes the good ones cheap).
    for (const name of programs) {
      const one = await build([`./${name}`]);
      if (one.code !== 0) compileErrors.set(name, `${one.stdout}${one.stderr}`.trim() || `go build exited with ${one.code}`);
    }
    if (!compileErrors.size) throw new Error(`go build failed, but no block alone does:\n${all.stderr}`);
  }
  for (const name of tests) {
    const one = await build([`./${name}`]);
    if (one.code !== 0) compileErrors.set(name, `${one.stdout}${one.stderr}`.trim() || `go test -c exited with ${one.code}`);
  }
  // Point the compiler's positions at the document: bNNN/main.go:L:C -> README.md:<fence line + L>:C.
  for (const [name, text] of compileErrors) {
    const block = blocks[names.indexOf(name)]!;
    compileErrors.set(name, text.replace(new RegExp(`(\\./)?${name}/${fileOf(name).replace('.', '\\.')}:(\\d+)`, 'g'), (_, _dot, line: string) => `${block.file}:${block.line + Number(line)}`));
  }
  return {
    runtime: `${version('go', ['env', 'GOVERSION'])} (module go 1.16)`,
    executions(_block, index) {
      const name = names[index]!;
      const failure = compileErrors.get(name);
      if (failure) return [{ label: 'go build', failure: `does not compile:\n${failure}` }];
      return [{ label: tests.has(name) ? 'Go (go test)' : 'Go', command: join(work, 'bin', name), args: tests.has(name) ? ['-test.v'] : [], cwd: blockDir(work, index), env: {} }];
    },
  };
}

// ------------------------------------------------------------------------------------------ shell

function prepareShell(work: string): PreparedLane {
  return {
    runtime: version('bash', ['-c', 'echo "bash $BASH_VERSION"']),
    executions(block, index) {
      const dir = blockDir(work, index);
      // HOME is the empty block folder, so no ~/.curlrc or profile takes part.
      return [{ label: 'bash', command: 'bash', args: ['--noprofile', '--norc', '-euo', 'pipefail', '-c', block.code], cwd: dir, env: { HOME: dir } }];
    },
  };
}

/** Prepares a lane in `work` (an empty folder) for `blocks`, in the order they will run. */
export async function prepareLane(lane: Lane, work: string, blocks: DocBlock[]): Promise<PreparedLane> {
  switch (lane) {
    case 'ts':
      return prepareTypescript(work);
    case 'python':
      return preparePython(work);
    case 'php':
      return preparePhp(work);
    case 'go':
      return prepareGo(work, blocks);
    case 'sh':
      return prepareShell(work);
  }
}
