// The reference server as one self-contained file for the release archive (issue 15): esbuild bundles
// mock-server/reference/src/main.ts with its npm dependencies into an ES module for Node 18+, and the files
// the server reads at run time are embedded in it, so `node orbit-reference-server.mjs` needs nothing else.
//
// How the embedding works (the server and its packages keep reading files the ordinary way, unaware of it):
//  - in every bundled module that uses `import.meta.url` (the server's sources, and ES module packages such as
//    @seriousme/openapi-schema-validator that read their JSON schemas next to themselves), `import.meta.url`
//    becomes a fixed virtual URL, file:///orbit-reference-server/<the file's path in the repository>, so relative
//    reads name virtual paths that are the same on every machine (the bytes do not depend on the checkout);
//  - in those modules, `node:fs` and `node:fs/promises` are a thin module that answers reads below that virtual
//    root from the embedded files and hands everything else to the real module;
//  - embedded are the contract, every data file of mock-server/reference (not tests, not sources) and the .json
//    files of each package that reads files that way. A read of a virtual path that is not embedded fails with a
//    message naming the file and this script.
// A first esbuild pass finds the modules; the second writes the bundle with the files they need.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { ROOT } from '../lib/paths.ts';

export const SERVER_FILE = 'orbit-reference-server.mjs';
const SERVER_DIR = join(ROOT, 'mock-server', 'reference');
const ENTRY = join(SERVER_DIR, 'src', 'main.ts');
const VIRTUAL_ROOT = '/orbit-reference-server';
const FILES_MODULE = 'orbit-embedded-files';

const repoPath = (file: string) => relative(ROOT, file).split(sep).join(posix.sep);
const virtualUrl = (file: string) => `file://${VIRTUAL_ROOT}/${repoPath(file)}`;

/** Every file below `dir` that `keep` accepts (never tests or nested node_modules), sorted. */
function filesBelow(dir: string, keep: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!['test', 'tests', 'node_modules'].includes(name)) out.push(...filesBelow(path, keep));
    } else if (keep(name)) out.push(path);
  }
  return out;
}

/** The package folder a file inside node_modules belongs to (the innermost node_modules names it). */
function packageDir(file: string): string | undefined {
  return /^((?:.*\/)?node_modules\/(?:@[^/]+\/)?[^/]+)\/(?!.*\/node_modules\/)/.exec(file)?.[1];
}

const usesOwnUrl = (file: string) => /\.(m?[jt]s)$/.test(file) && readFileSync(file, 'utf8').includes('import.meta.url');

/** The stand-in for node:fs or node:fs/promises in the modules that read files next to themselves. */
function fsModule(promises: boolean): string {
  const real = promises ? 'node:fs/promises' : 'node:fs';
  const lookup = `import { EMBEDDED } from ${JSON.stringify(FILES_MODULE)};
const ROOT = ${JSON.stringify(VIRTUAL_ROOT + '/')};
function embedded(path) {
  const key = path instanceof URL ? decodeURIComponent(path.pathname) : String(path);
  if (!key.startsWith(ROOT)) return undefined;
  if (!Object.prototype.hasOwnProperty.call(EMBEDDED, key)) {
    const error = new Error("ENOENT: orbit-reference-server.mjs does not embed " + key.slice(ROOT.length) + " (scripts/release/reference-server.ts chooses what it embeds)");
    error.code = 'ENOENT';
    throw error;
  }
  return EMBEDDED[key];
}
function decode(text, options) {
  const encoding = typeof options === 'string' ? options : options && options.encoding;
  return encoding ? text : Buffer.from(text, 'utf8');
}`;
  const reads = promises
    ? `export async function readFile(path, options) {
  const text = embedded(path);
  return text === undefined ? real.readFile(path, options) : decode(text, options);
}
export default { ...real, readFile };`
    : `export function readFileSync(path, options) {
  const text = embedded(path);
  return text === undefined ? real.readFileSync(path, options) : decode(text, options);
}
export function existsSync(path) {
  try {
    return embedded(path) !== undefined || real.existsSync(path);
  } catch {
    return false;
  }
}
export default { ...real, readFileSync, existsSync };`;
  return `import * as real from ${JSON.stringify(real)};\nexport * from ${JSON.stringify(real)};\n${lookup}\n${reads}\n`;
}

function embedPlugin(readers: Set<string>, files: Record<string, string>): Plugin {
  return {
    name: 'orbit-embed',
    setup(b) {
      b.onResolve({ filter: /^(node:)?fs(\/promises)?$/ }, (args) =>
        readers.has(args.importer) ? { path: args.path.replace(/^node:/, ''), namespace: 'orbit-fs' } : undefined,
      );
      b.onResolve({ filter: new RegExp(`^${FILES_MODULE}$`) }, () => ({ path: FILES_MODULE, namespace: 'orbit-files' }));
      b.onLoad({ filter: /.*/, namespace: 'orbit-fs' }, (args) => ({ contents: fsModule(args.path === 'fs/promises'), loader: 'js', resolveDir: ROOT }));
      b.onLoad({ filter: /.*/, namespace: 'orbit-files' }, () => ({ contents: `export const EMBEDDED = ${JSON.stringify(files, null, 1)};\n`, loader: 'js' }));
      b.onLoad({ filter: /\.(m?[jt]s)$/ }, (args) => {
        if (!readers.has(args.path)) return undefined;
        return {
          contents: readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(virtualUrl(args.path))),
          loader: args.path.endsWith('.ts') ? 'ts' : 'js',
        };
      });
    },
  };
}

export interface BundleResult {
  /** The bundle's size in bytes. */
  size: number;
  /** The npm packages inside the bundle, as name@version, sorted. */
  packages: { name: string; version: string; license: string }[];
  /** The embedded files, as repository paths. */
  embedded: string[];
}

const options = (plugins: Plugin[], outfile: string): BuildOptions => ({
  absWorkingDir: ROOT,
  entryPoints: [ENTRY],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node18',
  metafile: true,
  legalComments: 'eof',
  logLevel: 'silent',
  plugins,
  // Bundled CommonJS packages (fastify, pino...) call require() for Node's built-in modules.
  banner: {
    js: [
      '#!/usr/bin/env node',
      '// Orbit reference server, one self-contained file for Node 18+: `node orbit-reference-server.mjs`,',
      '// PORT (default 4020) and HOST (default 127.0.0.1). Built by scripts/release.ts from mock-server/.',
      "import { createRequire as __orbitCreateRequire } from 'node:module';",
      'const require = __orbitCreateRequire(import.meta.url);',
    ].join('\n'),
  },
});

/** Writes the bundle to `outfile`; its bytes depend only on the sources, the contract and node_modules. */
export async function bundleReferenceServer(outfile: string): Promise<BundleResult> {
  // Pass 1: which modules end up in the bundle, and which of them locate files through import.meta.url.
  const probe = await build({ ...options([], outfile), write: false });
  const inputs = Object.keys(probe.metafile!.inputs).filter((i) => !i.includes(':')).map((i) => join(ROOT, i));
  const readers = new Set(inputs.filter(usesOwnUrl));
  const embeddedPaths = [
    join(ROOT, 'openapi', 'openapi.yaml'),
    ...filesBelow(SERVER_DIR, (name) => !/\.(ts|md)$/.test(name)),
    ...[...new Set([...readers].map(packageDir).filter((d): d is string => !!d))].sort().flatMap((dir) => filesBelow(dir, (name) => name.endsWith('.json'))),
  ];
  const files = Object.fromEntries(embeddedPaths.map((f) => [`${VIRTUAL_ROOT}/${repoPath(f)}`, readFileSync(f, 'utf8')]));
  // Pass 2: the bundle.
  const result = await build(options([embedPlugin(readers, files)], outfile));
  return { size: statSync(outfile).size, packages: bundledPackages(result.metafile!), embedded: embeddedPaths.map(repoPath) };
}

/** Every npm package that contributed to the bundle (once per name@version), with its licence (for the server's SBOM). */
function bundledPackages(metafile: Metafile): BundleResult['packages'] {
  const found = new Map<string, BundleResult['packages'][number]>();
  for (const input of Object.keys(metafile.inputs)) {
    const dir = packageDir(input);
    if (!dir) continue;
    const pkg = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
    const key = `${pkg.name}@${pkg.version}`;
    if (!found.has(key)) found.set(key, { name: pkg.name, version: pkg.version, license: typeof pkg.license === 'string' ? pkg.license : '' });
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}
