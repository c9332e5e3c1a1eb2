import { defineConfig } from 'vitest/config';

// One vitest run per project; `npm test` runs them through scripts/test-suites.ts.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 90_000 } },
      { test: { name: 'reference', include: ['mock-server/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 90_000 } },
      { test: { name: 'security', include: ['tests/security/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 90_000 } },
      { test: { name: 'sdk-typescript', include: ['sdks/typescript/test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 90_000 } },
    ],
  },
});
