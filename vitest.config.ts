import { defineConfig } from 'vitest/config';

// One vitest run per project; `npm test` runs them through scripts/test-suites.ts.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'generators', include: ['generators/**/*.test.ts'] } },
      { test: { name: 'docs', include: ['tests/docs/**/*.test.ts'] } },
      { test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 90_000 } },
      { test: { name: 'reference', include: ['mock-server/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 90_000 } },
      { test: { name: 'security', include: ['tests/security/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 90_000 } },
      // Bad input against the Prism mock (behind mock-server/prism-front) and the reference server; the front itself.
      { test: { name: 'bad-input', include: ['tests/bad-input/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 } },
      { test: { name: 'sdk-typescript', include: ['sdks/typescript/test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 90_000 } },
      // The matrix's own code (scenario language, validation, driver protocol); the matrix itself is tests/matrix/run.ts.
      { test: { name: 'matrix', include: ['tests/matrix/test/**/*.test.ts'] } },
      // The release archive (issues 7, 16): two release runs, artifacts, SBOMs, verify-release, installs from the
      // archive against its bundled server; minutes, one file at a time.
      { test: { name: 'release', include: ['tests/release/**/*.test.ts'], testTimeout: 300_000, hookTimeout: 300_000, fileParallelism: false } },
      // The hosted-CI workflow: one job per suite, actionlint.
      { test: { name: 'ci-workflow', include: ['tests/ci/**/*.test.ts'] } },
    ],
  },
});
