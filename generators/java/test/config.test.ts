// The Java client's generator settings that carry a promise of clients/java/README.md (the smoke program in
// tests/java-smoke proves the behaviour against the reference server; this names the settings behind it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../../../scripts/lib/paths.ts';

const config = parse(readFileSync(join(ROOT, 'generators', 'java', 'config.yaml'), 'utf8'));

describe('generators/java', () => {
  test('answers of a later minor release never fail a call; output is deterministic', () => {
    expect(config.enumUnknownDefaultCase).toBe(true);
    expect(config.disallowAdditionalPropertiesIfNotPresent).toBe(false);
    expect(config.hideGenerationTimestamp).toBe(true);
    // An unset list must not be sent as [] (the chat request refuses `messages` beside `prompt`).
    expect(config.containerDefaultToNull).toBe(true);
    // The library that applies each bearer scheme per operation and builds oneOf bodies.
    expect(config.library).toBe('okhttp-gson');
  });

  test('openapitools.json pins the generator and keeps its JAR in .cache', () => {
    const tools = JSON.parse(readFileSync(join(ROOT, 'openapitools.json'), 'utf8'));
    expect(tools['generator-cli'].version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(tools['generator-cli'].storageDir).toBe('.cache/openapi-generator');
  });

  test('clients/java: the pom targets Java 11; README and CHANGELOG are hand-written, everything else generated', () => {
    const pom = readFileSync(join(ROOT, 'clients', 'java', 'pom.xml'), 'utf8');
    expect(pom).toContain('<maven.compiler.release>11</maven.compiler.release>');
    const generated = readFileSync(join(ROOT, 'clients', 'java', '.generated-files'), 'utf8').split('\n').filter(Boolean);
    expect(generated).toContain('pom.xml');
    expect(generated).toContain('LICENSE');
    expect(generated).not.toContain('README.md');
    expect(generated).not.toContain('CHANGELOG.md');
    expect(generated.filter((p) => !/^src\/main\/java\/.+\.java$/.test(p)).sort()).toEqual(['LICENSE', 'pom.xml']);
  });
});
