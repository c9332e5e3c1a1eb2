// `npm run generate`: regenerates every SDK under sdks/ from openapi/openapi.yaml.
//   PHP, Python, Go: one JVM start (openapi-generator's batch mode over generators/<lang>/config.yaml),
//   then each language's generators/<lang>/postprocess.ts; TypeScript: generators/typescript/generate.ts.
// `--check` regenerates and then fails if the committed SDKs differ (CI's drift guard).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, rmdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROOT } from './lib/paths.ts';

export const OPENAPI_GENERATOR_VERSION = '7.12.0';
const JAR = join(ROOT, '.cache', 'openapi-generator', `openapi-generator-cli-${OPENAPI_GENERATOR_VERSION}.jar`);
const JVM_LANGUAGES = ['go', 'php', 'python'] as const;
const check = process.argv.includes('--check');

function step<T>(name: string, run: () => T): T {
  const started = performance.now();
  process.stdout.write(`generate: ${name} ... `);
  try {
    const result = run();
    console.log(`done (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    return result;
  } catch (error) {
    console.log('FAILED');
    console.error(`generate: step "${name}" failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}\n${result.stdout}\n${result.stderr}`.trim());
  }
}

function generatedFiles(sdkDir: string): Set<string> {
  const manifest = join(sdkDir, '.openapi-generator', 'FILES');
  if (!existsSync(manifest)) return new Set();
  return new Set(readFileSync(manifest, 'utf8').split('\n').map((line) => line.trim()).filter(Boolean));
}

/**
 * Deletes what the previous run generated and this one did not (an operation or model removed from the
 * contract), comparing the two .openapi-generator/FILES lists. Runs only after a successful generation,
 * so a failed run leaves the previous output in place.
 */
function removeStaleOutput(sdkDir: string, previous: Set<string>): number {
  const current = generatedFiles(sdkDir);
  const dirs = new Set<string>();
  let removed = 0;
  for (const file of previous) {
    // The ignore file holds our customisation; it is only ever written by hand.
    if (current.has(file) || file === '.openapi-generator-ignore') continue;
    const path = join(sdkDir, file);
    if (relative(sdkDir, path).startsWith('..')) throw new Error(`FILES entry escapes ${sdkDir}: ${file}`);
    if (existsSync(path)) {
      rmSync(path);
      removed++;
    }
    for (let dir = dirname(path); dir.startsWith(sdkDir) && dir !== sdkDir; dir = dirname(dir)) dirs.add(dir);
  }
  // Deepest first, so emptied parents go too; folders that still hold other files stay.
  for (const dir of [...dirs].sort((a, b) => b.length - a.length)) {
    if (existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
  }
  return removed;
}

const languages = JVM_LANGUAGES.filter((lang) => existsSync(join(ROOT, 'generators', lang, 'config.yaml')));
if (languages.length > 0) {
  if (!existsSync(JAR)) {
    console.error(`generate: ${relative(ROOT, JAR)} is missing; run \`bash scripts/bootstrap java\` first.`);
    process.exit(1);
  }
  const previous = new Map(languages.map((lang) => [lang, generatedFiles(join(ROOT, 'sdks', lang))]));
  step(`openapi-generator ${OPENAPI_GENERATOR_VERSION} batch (${languages.join(', ')})`, () =>
    run('java', ['-jar', JAR, 'batch', '--fail-fast', ...languages.map((lang) => `generators/${lang}/config.yaml`)]),
  );
  step(`remove files no longer generated (${languages.join(', ')})`, () => {
    for (const lang of languages) removeStaleOutput(join(ROOT, 'sdks', lang), previous.get(lang)!);
  });
  for (const lang of languages) {
    const hook = join('generators', lang, 'postprocess.ts');
    if (existsSync(join(ROOT, hook))) step(`post-process ${lang}`, () => run(join(ROOT, 'node_modules', '.bin', 'tsx'), [hook]));
  }
}

if (existsSync(join(ROOT, 'generators', 'typescript', 'generate.ts'))) {
  step('typescript', () => run(join(ROOT, 'node_modules', '.bin', 'tsx'), ['generators/typescript/generate.ts']));
}

if (check) {
  const drift = execFileSync('git', ['status', '--porcelain', '--', 'sdks'], { cwd: ROOT, encoding: 'utf8' }).trim();
  if (drift) {
    console.error('generate: the committed SDKs differ from what the contract generates (run `npm run generate` and commit):');
    console.error(drift);
    process.exit(1);
  }
  console.log('generate: committed SDKs match the contract (no drift)');
}
