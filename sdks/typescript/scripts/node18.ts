// Proves the built package on Node 18: runs test/node18/smoke.cjs (CommonJS) and smoke.mjs (ESM)
// under a real Node 18 binary against the Prism mock, and the testing kit's test/node18/testing.test.mjs with
// `node --test` (its worlds on the bundled reference server, which the kit starts). The binary comes from the npm registry's
// `node-<os>-<arch>` package (scripts/lib/node18.ts).
//   npx tsx sdks/typescript/scripts/node18.ts
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../../scripts/lib/paths.ts';
import { ensureNode18 } from '../../../scripts/lib/node18.ts';
import { startPrism } from '../../../scripts/lib/servers.ts';
import { ensureReferenceBundle } from '../../../scripts/lib/reference-bundle.ts';
import { ensureTypescriptBuild } from '../../../scripts/lib/typescript-build.ts';

const SDK = join(ROOT, 'sdks', 'typescript');

const binary = ensureNode18();
ensureTypescriptBuild('node18');
const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
console.log(`node18: ${binary.replace(ROOT + '/', '')} is ${version}`);

const prism = await startPrism();
let failed = false;
try {
  for (const script of ['smoke.cjs', 'smoke.mjs']) {
    const result = spawnSync(binary, ['--no-warnings', join('test', 'node18', script)], {
      cwd: SDK,
      env: { ...process.env, ORBIT_BASE_URL: prism.url, ORBIT_ACCESS_TOKEN: '', ORBIT_API_KEY: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    if (result.status !== 0) failed = true;
  }
} finally {
  await prism.stop();
}
const bundle = await ensureReferenceBundle();
const kit = spawnSync(binary, ['--no-warnings', '--test', join('test', 'node18', 'testing.test.mjs')], {
  cwd: SDK,
  env: { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('ORBIT_'))), ORBIT_REFERENCE_SERVER: bundle },
  encoding: 'utf8',
  timeout: 120_000,
});
process.stdout.write(kit.stdout);
process.stderr.write(kit.stderr);
if (kit.status !== 0) failed = true;
if (failed) {
  console.error('node18: FAILED');
  process.exit(1);
}
console.log(`node18: the CommonJS and ESM builds work on Node ${version}`);
