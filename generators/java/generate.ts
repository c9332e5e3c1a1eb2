// The Java client (clients/java): openapi-generator's `java` generator, run through its npm wrapper
// (@openapitools/openapi-generator-cli; the generator's version is pinned in openapitools.json, its JAR kept in
// .cache/openapi-generator). Not one of the four official SDKs, so it reads the contract itself rather than the
// SDK model (generators/README.md says why those are not made this way). scripts/generate.ts writes the files.
//   config.yaml                 the generator's options (library, packages, the forward-compatibility settings)
//   templates/                  our pom template (the only template we replace)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { walk } from '../../scripts/lib/archive.ts';
import { BIN, CONTRACT, ROOT } from '../../scripts/lib/paths.ts';
import type { GeneratedFile } from '../lib/generator.ts';

const HERE = join(ROOT, 'generators', 'java');
/** Where the client lives, relative to the repository root. */
export const JAVA_CLIENT_DIR = 'clients/java';

/**
 * What clients/java carries of the generator's output: the Maven build and the sources. Left out: build files for
 * other tools (Gradle, sbt), CI and git files, an Android manifest, a copy of the contract (openapi/openapi.yaml is
 * the one copy), its README (clients/java/README.md is written by hand: it says what this client does not do) and
 * its bookkeeping (scripts/generate.ts keeps the file list). Selected here because 7.25.0 ignores
 * `--ignore-file-override` when options come from a config file.
 */
const KEPT = /^(pom\.xml|src\/main\/java\/.+\.java)$/;

/** Every file of clients/java the generator makes, from the contract (or another contract file, e.g. tests/shapes' fixture). */
export function javaClientFiles(contract: string = CONTRACT): GeneratedFile[] {
  const out = mkdtempSync(join(tmpdir(), 'orbit-java-client-'));
  try {
    execFileSync(
      join(BIN, 'openapi-generator-cli'),
      [
        'generate',
        '--generator-name', 'java',
        '--input-spec', relative(ROOT, contract),
        '--config', relative(ROOT, join(HERE, 'config.yaml')),
        '--template-dir', relative(ROOT, join(HERE, 'templates')),
        '--output', out,
        // The lint suite runs `openapi-generator-cli validate` with its reviewed findings (scripts/openapi-generator-validate.ts);
        // the generator's own copy of that check would stop on the same three false findings.
        '--skip-validate-spec',
        // No generated tests or Markdown docs: the smoke program (tests/java-smoke) is the client's test.
        '--global-property', 'apiTests=false,modelTests=false,apiDocs=false,modelDocs=false',
      ],
      // From the root: openapitools.json (the pinned version, the JAR's storageDir) is read from the working directory.
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, JAVA_TOOL_OPTIONS: '' } },
    );
    return walk(out, out)
      .filter((path) => KEPT.test(path))
      .sort()
      .map((path) => ({ path, content: readFileSync(join(out, path), 'utf8') }));
  } catch (error) {
    const e = error as { stderr?: Buffer; stdout?: Buffer; message: string };
    throw new Error(`openapi-generator failed for ${JAVA_CLIENT_DIR}:\n${e.stderr?.toString() || e.stdout?.toString() || e.message}`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
