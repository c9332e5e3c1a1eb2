// The TypeScript SDK's judges on its build from openapi/fixtures/shapes.yaml (tests/shapes/README.md): the
// same judges the suite sdk-typescript-package runs on sdks/typescript (scripts/check-package.ts) — `tsc
// --strict` on the SDK's source, the tsup build (ESM, CJS and their declarations), publint --strict,
// are-the-types-wrong on the packed tarball, bundles without static imports and no runtime dependency —
// every fixture of the testing kit built (orbit-sdk/testing generated for this contract), plus the consumer
// program (consumers/typescript) type-checked with `tsc --strict` against the build's
// declarations (an .mts file, so that the repository's own typecheck, which has no `orbit-sdk` to resolve,
// leaves it to this judge). The SDK's own tests and its README's examples are the real contract's, so they stay with
// sdks/typescript (the core's tests of the shapes, test/shapes.test.ts, build the fixture's descriptors
// themselves). Commands run from the repository root.
import { join } from 'node:path';
import { ROOT } from '../../../scripts/lib/paths.ts';

const BIN = join(ROOT, 'node_modules', '.bin');
const CONSUMER = 'tests/shapes/consumers/typescript';

export function judges(sdkDir: string): { name: string; command: string; args: string[]; cwd?: string; env?: Record<string, string> }[] {
  const consumer = `${sdkDir}-consumer`;
  // The consumer's compiler options: strict, resolving `orbit-sdk` to the build's declarations, Node's types.
  const tsconfig = JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      strict: true,
      noUncheckedIndexedAccess: true,
      noEmit: true,
      skipLibCheck: false,
      types: ['node'],
      typeRoots: [join(ROOT, 'node_modules', '@types')],
      paths: { 'orbit-sdk': [join(sdkDir, 'dist', 'index.d.ts')], 'orbit-sdk/node': [join(sdkDir, 'dist', 'node.d.ts')], 'orbit-sdk/testing': [join(sdkDir, 'dist', 'testing.d.ts')] },
    },
    files: ['consumer.mts'],
  });
  return [
    { name: "tsc --strict: the SDK's source", command: join(BIN, 'tsc'), args: ['-p', join(sdkDir, 'tsconfig.build.json'), '--noEmit'] },
    {
      // tsup.config.ts imports tsup: the build resolves it, and TypeScript, from the repository's node_modules.
      name: 'build (tsup: ESM, CJS, d.ts, d.cts)',
      command: 'bash',
      args: ['-c', 'set -euo pipefail; ln -sfn "$1/node_modules" "$2/node_modules"; cd "$2" && "$0"', join(BIN, 'tsup'), ROOT, sdkDir],
    },
    {
      name: 'publint --strict',
      command: 'bash',
      args: ['-c', 'out="$("$0" --strict "$1" 2>&1)"; echo "$out"; grep -q "All good" <<< "$out"', join(BIN, 'publint'), sdkDir],
    },
    {
      name: 'are-the-types-wrong (attw --pack)',
      command: 'bash',
      args: ['-c', 'out="$("$0" --pack "$1" --format table-flipped --no-color 2>&1)"; echo "$out"; grep -q "No problems found" <<< "$out"', join(BIN, 'attw'), sdkDir],
    },
    {
      name: 'no runtime dependency; bundles without static imports (browser-safe, self-contained)',
      command: 'bash',
      args: [
        '-c',
        [
          'set -euo pipefail',
          `node -e 'const p = require(process.argv[1]); for (const f of ["dependencies", "peerDependencies", "optionalDependencies"]) if (p[f] && Object.keys(p[f]).length) { console.error("package.json has " + f); process.exit(1); }' "$0/package.json"`,
          `if grep -nE "^\\s*import\\s[^(]*from\\s|^\\s*import\\s+['\\"]" "$0/dist/index.js"; then echo "dist/index.js imports statically"; exit 1; fi`,
          `if grep -nE "\\brequire\\(\\s*['\\"]" "$0/dist/index.cjs"; then echo "dist/index.cjs requires"; exit 1; fi`,
        ].join('\n'),
        sdkDir,
      ],
    },
    {
      // The kit generates for this contract too: each of its fixtures passes the check of its own contract.
      name: "the testing kit: every fixture of the build's answer types built and checked",
      command: 'node',
      args: ['-e', 'import(process.argv[1]).then((kit) => { const names = Object.keys(kit.fixtures); for (const n of names) kit.fixtures[n](); console.log(names.length + " fixtures built: " + names.join(", ")); })', join(sdkDir, 'dist', 'testing.js')],
    },
    {
      name: "tsc --strict: the consumer against the build's declarations",
      command: 'bash',
      args: ['-c', 'set -euo pipefail; rm -rf "$1" && mkdir -p "$1" && cp "$2/consumer.mts" "$1/" && printf "%s" "$3" > "$1/tsconfig.json" && "$0" -p "$1/tsconfig.json"', join(BIN, 'tsc'), consumer, CONSUMER, tsconfig],
    },
  ];
}
