// An SDK built from another contract, the way a maintainer's next release would build it: the SDK's
// hand-written files as they stand in sdks/<language> (its request core, lib, tests, package files), and
// its generator's files for that contract's model, in a folder of its own. The Java client likewise, from
// openapi-generator. Nothing here is written under sdks/ or clients/.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { javaClientFiles } from '../../generators/java/generate.ts';
import type { GeneratedFile, Language, SdkGenerator } from '../../generators/lib/generator.ts';
import type { SdkModel } from '../../generators/model/index.ts';
import { ROOT } from '../../scripts/lib/paths.ts';

const MANIFEST = '.generated-files';

function write(dir: string, files: GeneratedFile[]): void {
  for (const file of files) {
    const target = join(dir, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
}

/** The files of `folder` (relative to the repository) that git tracks or would track, less its generator's manifest. */
function handWritten(folder: string): string[] {
  const manifest = join(ROOT, folder, MANIFEST);
  const generated = new Set(existsSync(manifest) ? readFileSync(manifest, 'utf8').split('\n').filter(Boolean) : []);
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', folder], { cwd: ROOT, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter(Boolean)
    .map((path) => path.slice(folder.length + 1))
    .filter((path) => path !== MANIFEST && !generated.has(path) && existsSync(join(ROOT, folder, path)));
}

/** Builds `sdks/<language>` for `model` into `dir`: its hand-written files, then the generated ones. */
export async function buildSdk(language: Language, model: SdkModel, dir: string): Promise<void> {
  const folder = `sdks/${language}`;
  for (const path of handWritten(folder)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    copyFileSync(join(ROOT, folder, path), join(dir, path));
  }
  const module = await import(pathToFileURL(join(ROOT, 'generators', language, 'generate.ts')).href);
  const generator: SdkGenerator = module.generator;
  const files = await generator.generate(model);
  write(dir, [...files, { path: 'LICENSE', content: readFileSync(join(ROOT, 'LICENSE'), 'utf8') }]);
}

/** Builds the Java client of `contract` into `dir` (the pom and sources openapi-generator makes). */
export function buildJavaClient(contract: string, dir: string): void {
  write(dir, javaClientFiles(contract));
}
