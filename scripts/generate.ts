// `npm run generate [-- <language>...] [--check]`: regenerates the SDKs under sdks/ from openapi/openapi.yaml,
// and (on a full run) the servers' contract types (openapi/lib/generate-types.ts).
// One SDK model (generators/model) feeds every language's generator (generators/<language>/generate.ts).
// Writes only what changed, removes files an earlier run generated and this one did not, and keeps the
// list of generated files in sdks/<language>/.generated-files; a file not on that list is hand-written
// and is never overwritten. `--check` writes nothing and fails when a committed SDK differs from what
// the contract generates (CI's drift guard).
// The Java client (clients/java, openapi-generator: generators/java) is written the same way, with its own
// clients/java/.generated-files; `npm run generate -- java` regenerates only it.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type GeneratedFile, type Language, LANGUAGES, type SdkGenerator } from '../generators/lib/generator.ts';
import { ContractRefused, loadSdkModel, type SdkModel } from '../generators/model/index.ts';
import { repoFile, TYPES_TARGETS, typesSource } from '../openapi/lib/generate-types.ts';
import { JAVA_CLIENT_DIR, javaClientFiles } from '../generators/java/generate.ts';
import { ROOT } from './lib/paths.ts';

const MANIFEST = '.generated-files';
const args = process.argv.slice(2);
const check = args.includes('--check');
const asked = args.filter((a) => !a.startsWith('--'));
for (const a of asked) if (!LANGUAGES.includes(a as Language) && a !== 'java') throw new Error(`generate: unknown language ${a} (${LANGUAGES.join(', ')}, java)`);
const languages = asked.length ? (asked.filter((a) => a !== 'java') as Language[]) : LANGUAGES;
const javaClient = !asked.length || asked.includes('java');

function readManifest(sdkDir: string): Set<string> {
  const path = join(sdkDir, MANIFEST);
  return new Set(existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter(Boolean) : []);
}

function normalise(content: string): string {
  return content.replace(/[ \t]+$/gm, '').replace(/\n*$/, '\n');
}

async function generatorFor(language: Language): Promise<SdkGenerator> {
  const module = await import(pathToFileURL(join(ROOT, 'generators', language, 'generate.ts')).href);
  const generator: SdkGenerator | undefined = module.generator;
  if (!generator || generator.language !== language) throw new Error(`generators/${language}/generate.ts must export \`generator\` (an SdkGenerator for ${language})`);
  return generator;
}

/** Applies one language's files to its folder (sdks/<language>, clients/java); answers the changes (made, or that would be made with --check). */
function apply(language: string, files: GeneratedFile[], folder = `sdks/${language}`): string[] {
  const sdkDir = join(ROOT, folder);
  const previous = readManifest(sdkDir);
  const current = new Map<string, string>();
  for (const file of files) {
    if (file.path.startsWith('/') || file.path.split('/').includes('..')) throw new Error(`${language}: generated path escapes the SDK: ${file.path}`);
    if (file.path === MANIFEST) throw new Error(`${language}: ${MANIFEST} is the generator's own list`);
    if (current.has(file.path)) throw new Error(`${language}: ${file.path} generated twice`);
    current.set(file.path, normalise(file.content));
  }
  const changes: string[] = [];
  for (const [path, content] of [...current].sort(([a], [b]) => a.localeCompare(b))) {
    const target = join(sdkDir, path);
    const existing = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
    if (existing === content) continue;
    if (existing !== undefined && !previous.has(path)) {
      throw new Error(`${language}: ${folder}/${path} is hand-written (not in ${MANIFEST}); the generator must not overwrite it`);
    }
    changes.push(`${folder}/${path}${existing === undefined ? ' (new)' : ''}`);
    if (!check) {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
  }
  const stale = [...previous].filter((p) => !current.has(p)).sort();
  for (const path of stale) {
    const target = join(sdkDir, path);
    if (!existsSync(target)) continue;
    changes.push(`${folder}/${path} (no longer generated)`);
    if (check) continue;
    rmSync(target);
    // Remove folders the deletion emptied, up to the SDK's root.
    for (let dir = dirname(target); dir !== sdkDir && relative(sdkDir, dir) && readdirSync(dir).length === 0; dir = dirname(dir)) rmdirSync(dir);
  }
  const manifest = `${[...current.keys()].sort().join('\n')}\n`;
  const manifestPath = join(sdkDir, MANIFEST);
  if ((existsSync(manifestPath) ? readFileSync(manifestPath, 'utf8') : '') !== manifest) {
    changes.push(`${folder}/${MANIFEST}`);
    if (!check) writeFileSync(manifestPath, manifest);
  }
  return changes;
}

const started = performance.now();
// Only the SDKs need the SDK model: `-- java` (openapi-generator reads the contract itself) runs whatever
// the model refuses, and a refused contract lists every refusal at once (generators/model/refusals.ts).
let model: SdkModel | undefined;
try {
  model = languages.length ? loadSdkModel() : undefined;
} catch (error) {
  if (!(error instanceof ContractRefused)) throw error;
  console.error(`generate: ${error.message}`);
  process.exit(1);
}
let drift = 0;
for (const language of languages) {
  const t0 = performance.now();
  const generator = await generatorFor(language);
  // Every SDK package ships the toolkit's licence (registries and pkg.go.dev read it from the package).
  const files = [...(await generator.generate(model!)), { path: 'LICENSE', content: readFileSync(join(ROOT, 'LICENSE'), 'utf8') }];
  const changes = apply(language, files);
  const ms = Math.round(performance.now() - t0);
  if (check && changes.length) {
    drift += changes.length;
    console.error(`generate: ${language}: the committed SDK differs from what the contract generates:\n  ${changes.join('\n  ')}`);
  } else {
    console.log(`generate: ${language}: ${files.length} files, ${changes.length ? `${check ? 'would change' : 'changed'} ${changes.length}` : 'no changes'} (${ms} ms)`);
  }
}
// The servers' types (openapi-typescript), checked for drift with the SDKs; not per language, so only on a full run.
if (!asked.length) {
  for (const target of TYPES_TARGETS) {
    const content = await typesSource(target);
    const path = repoFile(target.output);
    if ((existsSync(path) ? readFileSync(path, 'utf8') : undefined) === content) continue;
    if (check) {
      drift += 1;
      console.error(`generate: ${target.output} differs from what openapi-typescript makes of ${target.source}`);
    } else {
      writeFileSync(path, content);
      console.log(`generate: ${target.output} written from ${target.source}`);
    }
  }
}
if (javaClient) {
  const t0 = performance.now();
  // Like the SDKs, the client package carries the toolkit's licence.
  const files = [...javaClientFiles(), { path: 'LICENSE', content: readFileSync(join(ROOT, 'LICENSE'), 'utf8') }];
  const changes = apply('java', files, JAVA_CLIENT_DIR);
  const ms = Math.round(performance.now() - t0);
  if (check && changes.length) {
    drift += changes.length;
    console.error(`generate: java: the committed client differs from what the contract generates:\n  ${changes.join('\n  ')}`);
  } else {
    console.log(`generate: java: ${files.length} files, ${changes.length ? `${check ? 'would change' : 'changed'} ${changes.length}` : 'no changes'} (${ms} ms)`);
  }
}
// .gitattributes marks every generated file `linguist-generated` (hosting sites fold them in diffs and leave
// them out of language statistics), made from the .generated-files manifests as they now stand and the
// servers' generated types: one list, so the drift check covers it.
{
  const manifests = [...LANGUAGES.map((l) => `sdks/${l}`), JAVA_CLIENT_DIR];
  const paths = manifests.flatMap((folder) => [`${folder}/${MANIFEST}`, ...[...readManifest(join(ROOT, folder))].map((p) => `${folder}/${p}`)]);
  paths.push(...TYPES_TARGETS.map((t) => t.output));
  const content = [
    '# Generated by scripts/generate.ts from the .generated-files manifests; do not edit. Regenerate with `npm run generate`.',
    ...[...new Set(paths)].sort().map((p) => `/${p.replace(/ /g, '[[:space:]]')} linguist-generated=true`),
    '',
  ].join('\n');
  const target = join(ROOT, '.gitattributes');
  if ((existsSync(target) ? readFileSync(target, 'utf8') : '') !== content) {
    if (check) {
      drift += 1;
      console.error('generate: .gitattributes differs from the generated-file manifests');
    } else {
      writeFileSync(target, content);
      console.log('generate: .gitattributes written from the generated-file manifests');
    }
  }
}
if (drift) {
  console.error('generate: run `npm run generate` and commit the result.');
  process.exit(1);
}
console.log(`generate: ${check ? 'committed SDKs match the contract' : 'done'} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
