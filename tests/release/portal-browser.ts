// The API portal of an unpacked archive (docs/, scripts/lib/portal.ts) in Chromium through
// playwright-core, opened from file:// as a reader would. Every request the page makes is seen by a
// route: the page's own files and the local reference server's address pass (that address is sent on to
// the test's reference server, which listens on a free port); anything else is refused and reported.
// Checks: every operation of the contract with its samples in the five languages (each sample's text as
// the portal's contract copy carries it), search finds an operation by its name, Try it answers from the
// local server, the banner says whether the server runs, the guides render, no console error.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { LOCAL_SERVER } from '../../scripts/lib/portal.ts';

const CHROMIUM = '/usr/bin/chromium';
// Without the background-networking flags Chromium keeps calling home (updates, sync, QUIC probes).
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface PortalReport {
  /** Requests to anything but the portal's files and the local server (refused). */
  outside: string[];
  /** Console errors and page errors. */
  errors: string[];
  /** Per operation: the labels its sample picker offers. */
  pickers: Record<string, string[]>;
  /** Per operation: whether the code shown for each sample equals the sample in the contract copy. */
  mismatches: string[];
  operations: number;
  /** What searching for an operation's summary listed first, and where choosing it led. */
  search: { query: string; first: string; hash: string };
  /** The status Try it showed for the public listPackages operation. */
  tryIt: string;
  banner: { running: string; stopped: string };
  /** Each guide page's first heading. */
  guides: Record<string, string>;
}

/** The label of each sample in the portal's contract copy, per operationId, with its section id and source. */
interface Expected {
  id: string;
  summary: string;
  samples: { label: string; source: string }[];
}

async function open(context: BrowserContext, url: string, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()} (${m.location().url})`));
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  await page.goto(url);
  return page;
}

/**
 * Runs the checks on `docs` (an unpacked archive's docs/ folder) with the reference server at `server`,
 * and keeps a screenshot of one operation at `screenshot`.
 */
export async function checkPortal(docs: string, server: string, screenshot: string): Promise<PortalReport> {
  const report: PortalReport = { outside: [], errors: [], pickers: {}, mismatches: [], operations: 0, search: { query: '', first: '', hash: '' }, tryIt: '', banner: { running: '', stopped: '' }, guides: {} };
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: 30_000 });
  let serverUp = true;
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    await context.route('**/*', async (route) => {
      const url = route.request().url();
      if (url.startsWith('file://')) return route.continue();
      if (url.startsWith(`${LOCAL_SERVER}/`)) {
        if (!serverUp) return route.abort('connectionrefused');
        return route.fulfill({ response: await route.fetch({ url: server + url.slice(LOCAL_SERVER.length) }) });
      }
      report.outside.push(url);
      return route.abort('blockedbyclient');
    });
    const index = pathToFileURL(join(docs, 'index.html')).href;
    const page = await open(context, index, report.errors);
    await page.locator('#local-server.running').waitFor();
    report.banner.running = (await page.locator('#local-server').innerText()).trim();

    const expected: Expected[] = await page.evaluate(() => {
      const contract = (window as any).ORBIT_PORTAL.contract;
      const out: Expected[] = [];
      for (const [path, item] of Object.entries<any>(contract.paths)) {
        for (const [method, op] of Object.entries<any>(item)) {
          if (!op?.operationId) continue;
          out.push({ id: `api-1/tag/${op.tags[0]}/${method.toUpperCase()}${path}`, summary: op.summary, samples: op['x-codeSamples'] });
        }
      }
      return out;
    });
    report.operations = expected.length;
    for (const op of expected) {
      await page.goto(`${index}#${op.id.replace(/^api-1\//, '')}`);
      const section = page.locator(`section[id="${op.id}"]`);
      const picker = section.locator('[data-testid="client-picker"]');
      await picker.waitFor();
      const key = op.id.replace(/^api-1\/tag\/[^/]+\//, '');
      // The first sample shows without choosing; each other one after choosing it in the picker.
      for (const [i, sample] of op.samples.entries()) {
        await picker.click();
        const options = page.locator('[role="listbox"] [role="option"]');
        if (i === 0) report.pickers[key] = (await options.allInnerTexts()).map((t) => t.trim());
        await options.filter({ hasText: new RegExp(`^${sample.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
        const shown = (await section.locator('.request-card pre').first().innerText()).trim();
        if (shown !== sample.source.trim()) report.mismatches.push(`${key} ${sample.label}: shown ${JSON.stringify(shown.slice(0, 120))}`);
      }
      if (key === 'POST/api/pay/create') {
        mkdirSync(dirname(screenshot), { recursive: true });
        await picker.click();
        await page.locator('[role="listbox"] [role="option"]').filter({ hasText: /^Go$/ }).click();
        await section.screenshot({ path: screenshot });
      }
    }

    // Search: the operation's summary finds it, and choosing the hit shows it.
    const target = expected.find((e) => e.id.endsWith('/POST/api/pay/create'))!;
    report.search.query = target.summary;
    await page.goto(index);
    await page.locator('button:has-text("Search")').first().click();
    await page.keyboard.type(target.summary);
    const hit = page.locator('[role="dialog"] [role="option"], [role="dialog"] a, [role="dialog"] li').filter({ hasText: target.summary }).first();
    await hit.waitFor();
    report.search.first = (await page.locator('[role="dialog"] [role="option"], [role="dialog"] a, [role="dialog"] li').first().innerText()).replace(/\s+/g, ' ').trim();
    await hit.click();
    await page.waitForURL((url) => url.hash.includes('/POST/api/pay/create'));
    report.search.hash = new URL(page.url()).hash;

    // Try it on a public operation: the client sends it to the local server and shows the answer's status.
    const packages = expected.find((e) => e.id.endsWith('/GET/api/user/packages'))!;
    await page.goto(`${index}#${packages.id.replace(/^api-1\//, '')}`);
    await page.locator(`section[id="${packages.id}"] button:has-text("Test Request")`).click();
    await page.locator('button:has-text("Send get request")').first().click();
    const status = page.locator('.scalar-client').getByText(/^\d{3} [A-Za-z ]+$/).first();
    await status.waitFor();
    report.tryIt = (await status.innerText()).trim();
    await page.close();

    // The guides: each page of docs/guides/ renders its first heading.
    for (const guide of ['guides/README.html', 'guides/typescript/README.html', 'guides/typescript/api.html', 'guides/python/api.html', 'guides/php/api.html', 'guides/go/api.html']) {
      const guidePage = await open(context, pathToFileURL(join(docs, guide)).href, report.errors);
      report.guides[guide] = (await guidePage.locator('main h1').first().innerText()).trim();
      await guidePage.close();
    }

    // With the server gone, the banner says how to start it (the failed probe is the one expected error).
    serverUp = false;
    const stoppedErrors: string[] = [];
    const stopped = await open(context, index, stoppedErrors);
    await stopped.locator('#local-server:not(.running)').filter({ hasText: 'not running' }).waitFor();
    report.banner.stopped = (await stopped.locator('#local-server').innerText()).trim();
    report.errors.push(...stoppedErrors.filter((e) => !e.includes('ERR_CONNECTION_REFUSED')));
    await context.close();
  } finally {
    await browser.close();
  }
  return report;
}
