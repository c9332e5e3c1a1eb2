// The README's runtime table: per runtime the version tested (the pins of tests/runtimes/package.json, read
// through scripts/lib/pinned-runtimes.ts, the same ones the matrix runs), how it is tested (its column of the
// SDK matrix, tests/matrix/runtimes.ts) and what differs there. tests/matrix/test/runtime-table.test.ts
// checks that every TypeScript column of the matrix has its row and no row lacks a column.
import { pinnedVersion } from '../../scripts/lib/pinned-runtimes.ts';

// Measured with the matrix's parity-connection-dropped (and a two-request probe): on these runtimes a GET whose
// reused keep-alive connection is closed without an answer is sent again by fetch itself, below the SDK, so
// the server sees two attempts where maxRetries allows one (undici, Node's fetch, does not do this).
const HIDDEN_RETRY = 'its `fetch` itself sends a GET again when a reused connection closes without an answer, so with `maxRetries: 0` the server can see two attempts';

/** One row per TypeScript column of the matrix (its id), plus Chromium, which is not a column. */
export const RUNTIME_ROWS: { column: string | null; runtime: string; version: () => string; how: string; differs: string }[] = [
  {
    column: 'ts-node18', runtime: 'Node.js 18', version: () => pinnedVersion('node18'),
    how: 'matrix column `ts-node18`; suite `sdk-typescript-node18` (the built CommonJS and ESM bundles); the docs suite',
    differs: 'the floor: the oldest Node.js the package supports (`engines`)',
  },
  { column: 'ts-node20', runtime: 'Node.js 20', version: () => pinnedVersion('node20'), how: 'matrix column `ts-node20`', differs: '' },
  { column: 'ts-node22', runtime: 'Node.js 22', version: () => pinnedVersion('node22'), how: 'matrix column `ts-node22`; the toolkit runs on Node 22 or newer, so the SDK\'s own suites and the docs suite do too', differs: '' },
  { column: 'ts-node24', runtime: 'Node.js 24', version: () => pinnedVersion('node24'), how: 'matrix column `ts-node24`', differs: '' },
  {
    column: 'ts-bun', runtime: 'Bun', version: () => pinnedVersion('bun'),
    how: 'matrix column `ts-bun`; the docs suite runs this README\'s examples on it; the release suite the archive\'s install lines',
    differs: `its own \`fetch\` takes the proxy from the environment (see Proxies); ${HIDDEN_RETRY}`,
  },
  {
    column: 'ts-deno', runtime: 'Deno', version: () => pinnedVersion('deno'),
    how: 'matrix column `ts-deno` (`deno run --allow-net=127.0.0.1 --allow-env`); the docs suite runs this README\'s examples on it; the release suite the archive\'s install lines',
    differs: `\`ORBIT_*\` variables are read only with \`--allow-env\`; its own \`fetch\` takes the proxy from the environment (see Proxies); \`writeToFile()\` needs \`--allow-write\`; ${HIDDEN_RETRY}`,
  },
  {
    column: 'ts-workerd', runtime: 'Cloudflare Workers (workerd)', version: () => `workerd ${pinnedVersion('workerd')}`,
    how: 'matrix column `ts-workerd`: a Worker that imports the built package (`dist/index.js`), its compatibility date the workerd release\'s',
    differs: 'no `ORBIT_*` variables (a Worker\'s bindings are not `process.env`: pass `baseURL`, `accessToken`, `apiKey` as options); no proxy from the environment, which a Worker does not have (its requests go where the platform sends them), so the matrix skips this column\'s proxy scenarios; `writeToFile()` writes into workerd\'s in-memory `node:fs`, which lasts one request: read the answer with `bytes()`, `blob()` or the stream; ' + HIDDEN_RETRY,
  },
  {
    column: null, runtime: 'Chromium', version: () => 'Debian\'s `chromium` package',
    how: 'suite `sdk-typescript-browser` (`scripts/browser.ts`): the ESM bundle in headless Chromium, real cross-origin calls to the Prism mock and the reference server; not a matrix column (one browser per cell would not fit the matrix\'s time budget on two cores)',
    differs: 'the SDK sends its identity in `X-Orbit-Client` (a page cannot set `User-Agent`); no `ORBIT_*` variables, and the browser\'s own proxy settings; `writeToFile()` throws: use `bytes()`, `blob()` or the stream; answers\' headers are readable only where the server exposes them (CORS)',
  },
];

export function runtimeTable(): string {
  return [
    '| runtime | version tested | how | what differs |',
    '|---|---|---|---|',
    ...RUNTIME_ROWS.map((r) => `| ${r.runtime} | ${r.version()} | ${r.how} | ${r.differs || '—'} |`),
  ].join('\n');
}
