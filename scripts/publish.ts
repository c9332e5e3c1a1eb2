// `npm run publish -- --dry-run [archive]`: the publish rehearsal. Verifies the release archive (default
// dist/orbit-sdk-<version>.tar.gz) like verify-release, unpacks it, runs every registry's own dry run or
// validation on the artifact inside, offline, and prints what would be uploaded where:
//   npm       npm publish --dry-run on the tarball
//   PyPI      twine check --strict on the wheel and the sdist
//   Go        golang.org/x/mod/zip CheckZip on the module zip (Go has no upload: the proxy serves a tag)
//   Composer  composer validate --strict on the unpacked dist zip
//   Maven     the Java client's jar opens and its pom names the coordinates manifest.json records (Maven has no
//             offline validator)
// Without --dry-run it refuses: nothing here holds registry credentials, and a real upload is the release
// manager's, with the commands it prints.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readContract } from '../openapi/lib/contract.ts';
import { ROOT } from './lib/paths.ts';
import { javaCoordinates } from './lib/java-client.ts';
import { validateDist } from './release/composer.ts';
import { checkGoZip } from './release/go.ts';
import { readZip } from './release/inspect.ts';
import { npmPublishDryRun } from './release/npm.ts';
import { cleanPythonEnv } from './release/python.ts';
import { RELEASE_VENV, requireTool, run } from './release/tools.ts';
import { verifyRelease } from './release/verify.ts';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const positional = args.filter((a) => !a.startsWith('--'));
const version: string = readContract().info.version;
const archive = resolve(positional[0] ?? join(ROOT, 'dist', `orbit-sdk-${version}.tar.gz`));

if (!dryRun) {
  console.error(`publish: refusing to publish for real. This toolkit only rehearses (--dry-run): it holds no registry credentials
(npm token, PyPI API token, a Composer repository or the SDK repositories' push rights), and uploading is the
release manager's step. Rehearse with:
  npx tsx scripts/publish.ts --dry-run ${positional[0] ?? ''}`.trimEnd());
  process.exit(2);
}

const fail = (message: string): never => {
  console.error(`publish: ${message}`);
  process.exit(1);
};
if (!existsSync(archive)) fail(`no archive at ${archive} (run \`npm run release\` first)`);

const results = await verifyRelease(archive);
const broken = results.filter((r) => !r.ok);
if (broken.length) fail(`the archive does not verify, nothing to rehearse:\n  ${broken.flatMap((r) => r.lines.map((l) => `${r.name}: ${l}`)).join('\n  ')}`);
console.log(`publish: ${archive} verifies (${results.map((r) => r.name).join(', ')})`);

const work = mkdtempSync(join(tmpdir(), 'orbit-publish-'));
try {
  execFileSync('tar', ['-xzf', archive, '-C', work]);
  const top = join(work, `orbit-sdk-${version}`);
  const manifest = JSON.parse(readFileSync(join(top, 'manifest.json'), 'utf8'));
  const artifact = (sdk: string, kind: string) => {
    const found = manifest.artifacts.find((a: any) => a.sdk === sdk && a.kind === kind);
    if (!found) fail(`manifest.json lists no ${kind} for ${sdk}`);
    return { ...found, file: join(top, found.path) };
  };
  const plan: string[] = [];

  const npm = artifact('typescript', 'npm package');
  npmPublishDryRun(npm.file);
  // The name from the package's own manifest (npm's dry-run report is for people and changes its layout).
  const name: string = JSON.parse(execFileSync('tar', ['-xzOf', npm.file, 'package/package.json'], { encoding: 'utf8' })).name;
  plan.push(`npm       ${npm.path} -> https://registry.npmjs.org/ as ${name}@${version} (npm publish --access public ${npm.path}); npm publish --dry-run: clean`);

  const wheel = artifact('python', 'wheel');
  const sdist = artifact('python', 'sdist');
  run(requireTool(join(RELEASE_VENV, 'bin', 'twine'), 'release'), ['check', '--strict', sdist.file, wheel.file], { env: cleanPythonEnv() });
  plan.push(`PyPI      ${sdist.path}, ${wheel.path} -> https://upload.pypi.org/legacy/ as orbit-sdk ${version} (twine upload both); twine check --strict: PASSED`);

  const zip = artifact('go', 'module zip');
  const module = manifest.sdks.go.package as string;
  const report = checkGoZip(module, version, zip.file);
  plan.push(
    `Go        ${zip.path} (${report.files.length} files, ${report.zipHash}) -> no upload: tag v${version} in the module's repository; ` +
      `proxy.golang.org then serves these bytes for ${module}@v${version} (the go.sum hash must stay ${report.zipHash}); CheckZip: ok`,
  );

  const dist = artifact('php', 'dist zip');
  validateDist(dist.file, join(work, 'composer-dist'));
  plan.push(`Composer  ${dist.path} -> a Composer repository as orbit/orbit-sdk ${version} (Packagist reads the tag v${version} of the PHP SDK repository instead); composer validate --strict: valid`);

  const jar = artifact('java', 'jar');
  const pom = artifact('java', 'pom');
  const { groupId, artifactId, version: javaVersion } = javaCoordinates(readFileSync(pom.file, 'utf8'));
  const gav = `${groupId}:${artifactId}:${javaVersion}`;
  if (gav !== jar.details?.coordinates) fail(`${pom.path} names ${gav}, manifest.json records ${jar.details?.coordinates}`);
  const classes = [...readZip(readFileSync(jar.file)).keys()].filter((p) => p.endsWith('.class')).length;
  plan.push(
    `Maven     ${jar.path}, ${pom.path} -> Maven Central as ${gav} (this folder layout is a deployment bundle; Central also ` +
      `wants a sources jar, a javadoc jar and .asc signatures, which the release manager adds); jar: ${classes} classes, pom coordinates match`,
  );

  console.log('publish: dry run, nothing uploaded. Would publish:');
  for (const line of plan) console.log(`  ${line}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
