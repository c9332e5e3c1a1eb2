import { resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

// Paths relative to the package folder, where tsup runs (as its own `entry`). `node-runtime` is no entry of
// package.json's exports: the main entry loads it itself. `testing` is the testing kit (orbit-sdk/testing),
// whose code no other entry imports.
const ENTRIES = { index: 'src/index.ts', node: 'src/node.ts', 'node-runtime': 'src/node-runtime.ts', testing: 'src/testing.ts' };

/**
 * Each entry is its own file, and an import of another entry stays an import of that file: the Node.js
 * code takes the main entry's classes from `./index.js` (one copy of each, so `instanceof` holds), and the
 * main entry loads `./node-runtime.js` lazily, only where a call needs it, so its bundle (the size budget)
 * carries none of it.
 */
const entriesApart: Plugin = {
  name: 'entries-apart',
  setup(build) {
    // tsup builds CJS as ESM first (for its tree shaking), so the format shows only in the file extension.
    const ext = build.initialOptions.outExtension?.['.js'] ?? '.js';
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = resolve(args.resolveDir, args.path);
      for (const [name, source] of Object.entries(ENTRIES)) {
        if (target === resolve(source).replace(/\.ts$/, '')) return { path: `./${name}${ext}`, external: true };
      }
      return undefined;
    });
  },
};

// ESM (dist/*.js) + CJS (dist/*.cjs) + types for each (*.d.ts / *.d.cts).
export default defineConfig({
  entry: ENTRIES,
  format: ['esm', 'cjs'],
  dts: true,
  target: 'es2020',
  platform: 'neutral',
  sourcemap: false,
  clean: true,
  splitting: false,
  treeshake: true,
  outDir: 'dist',
  tsconfig: 'tsconfig.build.json',
  esbuildPlugins: [entriesApart],
});
