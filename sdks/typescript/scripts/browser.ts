// Proves the built package in a browser: headless Debian Chromium (scripts/bootstrap browser), driven by
// playwright-core, opens test/browser/index.html from a small static server on its own 127.0.0.1 port,
// and the page runs test/browser/checks.js with the ESM bundle (dist/index.js) against a Prism mock, the
// reference server and a loopback echo double: three other origins, so every call is a real cross-origin
// fetch with real CORS preflights and exposed headers. Node prints one line per check and fails on any.
//   npx tsx sdks/typescript/scripts/browser.ts
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { BIN, ROOT } from '../../../scripts/lib/paths.ts';
import { freePort, startPrism, startProcess, type RunningServer } from '../../../scripts/lib/servers.ts';
import { ensureTypescriptBuild } from '../../../scripts/lib/typescript-build.ts';

const SDK = join(ROOT, 'sdks', 'typescript');
const PAGE_DIR = join(SDK, 'test', 'browser');
const CHROMIUM = '/usr/bin/chromium';
// Without the background-networking flags Chromium keeps calling home (updates, sync, QUIC probes).
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SDK_VERSION = JSON.parse(readFileSync(join(SDK, 'package.json'), 'utf8')).version as string;
const DEMO = { phone: '+8613800138000', password: 'orbit-demo-2026', apiKey: 'sk_test_DemoDeveloperKey000000000000000000000001' };
const started = Date.now();

interface Result { name: string; ok: boolean; error?: string; ms?: number }

async function listen(server: Server): Promise<string> {
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return `http://127.0.0.1:${port}`;
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

// The page's origin: the test page, its script and the built ESM bundle, nothing else.
const files: Record<string, [path: string, type: string]> = {
  '/': [join(PAGE_DIR, 'index.html'), 'text/html; charset=utf-8'],
  '/checks.js': [join(PAGE_DIR, 'checks.js'), 'text/javascript; charset=utf-8'],
  '/orbit-sdk.js': [join(SDK, 'dist', 'index.js'), 'text/javascript; charset=utf-8'],
};
const staticServer = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (path === '/favicon.ico') return res.writeHead(204).end(); // not a 404 in the page's console
  const file = files[path];
  if (!file) return res.writeHead(404).end();
  res.writeHead(200, { 'Content-Type': file[1], 'Cache-Control': 'no-store' }).end(readFileSync(file[0]));
});

// A loopback double on a fourth origin that records what the browser really sent: the preflight and
// the call. It answers CORS as the contract's convention says.
const echoed: { method: string; headers: IncomingHttpHeaders }[] = [];
const echoServer = createServer((req, res) => {
  echoed.push({ method: req.method ?? '', headers: req.headers });
  const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'X-Request-Id' };
  if (req.method === 'OPTIONS') {
    return res.writeHead(204, {
      ...cors,
      'Access-Control-Allow-Methods': 'GET, POST',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, X-Orbit-Client',
      'Access-Control-Max-Age': '600',
    }).end();
  }
  res.writeHead(200, { ...cors, 'Content-Type': 'application/json', 'X-Request-Id': 'req_000000000000000000000001' });
  res.end('{"items":[]}');
});

ensureTypescriptBuild('browser');
const results: Result[] = [];
const diagnostics: string[] = [];
let prism: RunningServer | undefined;
let reference: RunningServer | undefined;
let context: BrowserContext | undefined;
const profile = mkdtempSync(join(tmpdir(), 'orbit-chromium-'));
let chromiumVersion = '?';
try {
  const [pageURL, echoURL] = await Promise.all([listen(staticServer), listen(echoServer)]);
  // Both at once; settled before going on, so whichever started is stopped below even if the other failed.
  const starts = await Promise.allSettled([
    startPrism().then((server) => (prism = server)),
    freePort().then(async (port) => {
      // Request logging at info: the preflights it answered are read back from its output below.
      reference = await startProcess(join(BIN, 'tsx'), ['mock-server/reference/src/main.ts'], { port, env: { LOG_LEVEL: 'info' } });
    }),
  ]);
  for (const start of starts) if (start.status === 'rejected') throw start.reason;
  if (!prism || !reference) throw new Error('the servers did not start');
  context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: 30_000 });
  const page = context.pages()[0] ?? (await context.newPage());
  chromiumVersion = context.browser()?.version() ?? (await (await context.newCDPSession(page)).send('Browser.getVersion')).product.replace(/^.*\//, '');
  page.on('pageerror', (error) => diagnostics.push(`page error: ${error.message}`));
  page.on('console', (message) => diagnostics.push(`console.${message.type()}: ${message.text()}`));
  page.on('requestfailed', (request) => diagnostics.push(`request failed: ${request.method()} ${request.url()}: ${request.failure()?.errorText}`));
  await page.goto(pageURL);
  const loaded = await page.waitForFunction(() => typeof (window as { orbitChecks?: unknown }).orbitChecks === 'function', undefined, { timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  if (!loaded) {
    results.push({ name: 'the page loads the ESM bundle and its checks', ok: false, error: 'window.orbitChecks never appeared (see the page errors below)' });
  } else {
    const config = { prism: prism.url, reference: reference.url, echo: echoURL, demo: DEMO };
    const fromPage = await page.evaluate((cfg) => (window as unknown as { orbitChecks: (c: typeof cfg) => Promise<Result[]> }).orbitChecks(cfg), config);
    results.push(...fromPage);
    if (!fromPage.length) results.push({ name: 'the page ran its checks', ok: false, error: 'window.orbitChecks returned no results' });

    // What the echo double received from the browser (server side, not what the page believes).
    const preflight = echoed.find((r) => r.method === 'OPTIONS');
    const call = echoed.find((r) => r.method === 'GET');
    const check = (name: string, fn: () => void) => {
      try {
        fn();
        results.push({ name, ok: true });
      } catch (error) {
        results.push({ name, ok: false, error: (error as Error).message });
      }
    };
    check('echo (server side): the browser sent X-Orbit-Client, and User-Agent is the browser\'s own', () => {
      if (!call) throw new Error(`no GET reached the echo double (${echoed.map((r) => r.method).join(', ') || 'nothing'})`);
      const ua = call.headers['user-agent'] ?? '';
      // Chrome's reduced User-Agent: only the major version, e.g. Chrome/156.0.0.0.
      const uaVersion = /Chrome\/([\d.]+)/.exec(ua)?.[1];
      if (ua.includes('orbit-sdk') || !uaVersion || uaVersion.split('.')[0] !== chromiumVersion.split('.')[0]) throw new Error(`User-Agent ${JSON.stringify(ua)}`);
      const expected = `orbit-sdk-typescript/${SDK_VERSION} (chrome ${uaVersion}; linux)`;
      if (call.headers['x-orbit-client'] !== expected) throw new Error(`X-Orbit-Client ${JSON.stringify(call.headers['x-orbit-client'])}, expected ${JSON.stringify(expected)}`);
      if (call.headers.origin !== pageURL) throw new Error(`Origin ${call.headers.origin}, expected ${pageURL}`);
    });
    check('echo (server side): the preflight asked for x-orbit-client', () => {
      if (!preflight) throw new Error('no preflight reached the echo double');
      const asked = String(preflight.headers['access-control-request-headers'] ?? '').split(',').map((h) => h.trim().toLowerCase());
      if (!asked.includes('x-orbit-client')) throw new Error(`Access-Control-Request-Headers ${JSON.stringify(asked)}`);
    });

    // The reference server's request log (Fastify/pino, one JSON object a line): the preflights it answered.
    check('reference (server side): the browser preflighted the login and orders.list, answered 204', () => {
      const requests = new Map<string, { method: string; url: string; status?: number }>();
      for (const line of reference!.output().split('\n')) {
        let entry: { reqId?: string; req?: { method: string; url: string }; res?: { statusCode: number } };
        try {
          entry = JSON.parse(line);
        } catch {
          continue;
        }
        if (entry.reqId && entry.req) requests.set(entry.reqId, { method: entry.req.method, url: entry.req.url });
        if (entry.reqId && entry.res && requests.has(entry.reqId)) requests.get(entry.reqId)!.status = entry.res.statusCode;
      }
      const seen = [...requests.values()].map((r) => `${r.method} ${r.url.split('?')[0]} ${r.status}`);
      for (const want of ['OPTIONS /api/user/login 204', 'POST /api/user/login 200', 'OPTIONS /api/user/orders 204', 'GET /api/user/orders 200']) {
        if (!seen.includes(want)) throw new Error(`no "${want}" in the reference server's log: ${seen.join(', ')}`);
      }
    });
  }
} catch (error) {
  results.push({ name: 'the suite ran to the end', ok: false, error: String((error as Error)?.stack ?? error) });
} finally {
  await context?.close().catch(() => {});
  rmSync(profile, { recursive: true, force: true });
  await Promise.all([prism?.stop(), reference?.stop(), close(staticServer), close(echoServer)]);
}

const failed = results.filter((r) => !r.ok);
console.log(`browser: ${chromiumVersion} (${CHROMIUM}, headless), orbit-sdk ${SDK_VERSION} dist/index.js`);
for (const r of results) {
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${r.ms !== undefined ? ` (${r.ms} ms)` : ''}`);
  if (!r.ok) console.log(`       ${String(r.error).split('\n').join('\n       ')}`);
}
if (failed.length && diagnostics.length) console.log(`browser: what the page reported:\n  ${diagnostics.join('\n  ')}`);
if (failed.some((r) => r.name.startsWith('reference')) && reference) console.log(`browser: reference server output:\n${reference.output().slice(-3000)}`);
console.log(`browser: ${results.length - failed.length} passed, ${failed.length} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(failed.length ? 1 : 0);
