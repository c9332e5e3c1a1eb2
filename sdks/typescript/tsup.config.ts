import { defineConfig } from 'tsup';

// ESM (dist/index.js) + CJS (dist/index.cjs) + types for each (index.d.ts / index.d.cts).
export default defineConfig({
  entry: { index: 'src/index.ts' },
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
});
