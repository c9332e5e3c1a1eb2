import { resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

// Paths relative to the package folder, where tsup runs (as its own `entry`).
const ENTRIES = { index: 'src/index.ts', node: 'src/node.ts' };

/**
 * Each entry is its own file, and the other entry stays the other file: the Node.js entry takes the
 * main entry's classes from `./index.js` (one copy of each, so `instanceof` holds), and the main entry
 * loads `./node.js` lazily, only on Node.js, so its bundle (the size budget) carries none of it.
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
