// Issue 11: a runtime rule lives in one place. Changing one number of the contract's x-sdk-runtime and
// generating changes all four SDKs' constants modules (and, where the docs quote the rule, their docs),
// and nothing that is not generated: every file that differs is one the generators own.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GeneratedFile, Language, SdkGenerator } from '../lib/generator.ts';
import { LANGUAGES } from '../lib/generator.ts';
import { readContract } from '../../openapi/lib/contract.ts';
import { buildSdkModel } from '../model/index.ts';

const ROOT = join(import.meta.dirname, '..', '..');

const CONSTANTS: Record<Language, string> = {
  typescript: 'src/generated/constants.ts',
  python: 'orbit_sdk/_constants.py',
  php: 'src/Generated/Constants.php',
  go: 'constants.go',
};

async function generatorFor(language: Language): Promise<SdkGenerator> {
  return ((await import(`../${language}/generate.ts`)) as { generator: SdkGenerator }).generator;
}

async function filesOf(language: Language, doc: unknown): Promise<Map<string, string>> {
  const files: GeneratedFile[] = await (await generatorFor(language)).generate(buildSdkModel(doc));
  return new Map(files.map((f) => [f.path, f.content]));
}

function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((p) => before.get(p) !== after.get(p)).sort();
}

describe('one runtime rule, one place', () => {
  for (const language of LANGUAGES) {
    it(`${language}: the Retry-After cap and the retried statuses reach the constants module`, async () => {
      const original = readContract();
      const edited = readContract();
      edited['x-sdk-runtime'].retry.retry_after.max_seconds = 45;
      edited['x-sdk-runtime'].retry.statuses = [...edited['x-sdk-runtime'].retry.statuses, 418];
      const before = await filesOf(language, original);
      const after = await filesOf(language, edited);
      const diff = changed(before, after);
      expect(diff).toContain(CONSTANTS[language]);
      // Only files the generator writes can change; the hand-written core reads the constants.
      for (const path of diff) expect(after.has(path), `${path} is generated`).toBe(true);
      const constants = after.get(CONSTANTS[language])!;
      expect(constants).toMatch(/\b45\b/);
      expect(constants).toMatch(/\b418\b/);
      expect(before.get(CONSTANTS[language])).not.toMatch(/\b418\b/);
    }, 60_000);
  }
});

describe('no hand-written SDK code restates a rule', () => {
  // The values of the rules that are names (headers, environment variables, the redaction marker, the
  // User-Agent format; not log.redact_headers, which name standard headers such as Authorization that the
  // core sends for the security schemes). Numbers are checked above through regeneration; names are checked here, because
  // a core that spelled `Idempotency-Key` itself would keep working after the rule changed.
  const rules = buildSdkModel(readContract()).runtime;
  const names = [
    rules.idempotency.header,
    rules.requestIdHeader,
    rules.userAgent.header,
    rules.userAgent.browserHeader,
    rules.userAgent.format,
    rules.log.redacted,
    rules.log.format,
    ...Object.values(rules.environment),
  ];
  const comment = /^\s*(\/\/|#|\*|\/\*)/;

  for (const language of LANGUAGES) {
    it(`${language}: the hand-written core names no header, variable or format of the rules`, () => {
      const sdk = join(ROOT, 'sdks', language);
      const generated = new Set(readFileSync(join(sdk, '.generated-files'), 'utf8').split('\n').filter(Boolean));
      const handWritten = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: sdk, encoding: 'utf8' })
        .split('\n')
        .filter((f) => /\.(ts|py|php|go)$/.test(f) && !generated.has(f) && !/(^|\/)(tests?|testdata|scripts)\/|_test\.go$|\.config\.ts$/.test(f));
      expect(handWritten.length).toBeGreaterThan(3);
      const hits: string[] = [];
      for (const file of handWritten) {
        readFileSync(join(sdk, file), 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (comment.test(line)) return;
            for (const name of names) if (line.includes(name)) hits.push(`${file}:${i + 1}: ${name}`);
          });
      }
      expect(hits).toEqual([]);
    });
  }
});
