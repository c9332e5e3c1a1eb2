// The contract-coverage report (tests/matrix/coverage.ts, coverage-html.ts): what counts as reached,
// failures with their request, the gate and its exceptions; the generated coverage scenarios are up to
// date; and the HTML page in Chromium shows the numbers of coverage.json.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { loadSdkModel } from '../../../generators/model/index.ts';
import type { Cell, CellResult } from '../cell.ts';
import { Coverage, mockShortfall, readExceptions, writeCoverage, type CoverageReport } from '../coverage.ts';
import { coverageScenarios } from '../coverage-scenarios.ts';
import type { Runtime } from '../runtimes.ts';
import type { LoadedScenario } from '../scenarios.ts';

const model = loadSdkModel();
const dir = mkdtempSync(join(tmpdir(), 'matrix-coverage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const runtime = (id: string, sdk: string) => ({ id, sdk, label: id }) as unknown as Runtime;
const scenario = (name: string) => ({ scenario: { name, steps: [] } }) as unknown as LoadedScenario;
const cell = (id: string, name: string, rt: Runtime, target: Cell['target'] = 'reference'): Cell => ({ id, scenario: scenario(name), runtime: rt, target, mode: 'normal' });
const result = (c: Cell, failures: string[] = []): CellResult => ({ cell: c, status: failures.length ? 'fail' : 'pass', failures, ms: 5 });
const ts = runtime('ts-node20', 'typescript');
const go = runtime('go', 'go');

/** Every documented answer of every operation, reached by `sdk`'s cell of scenario `name`. */
function everything(coverage: Coverage, c: Cell, except: string[] = []): void {
  const exchanges = model.resources
    .flatMap((r) => r.methods)
    .flatMap((m) => [m.response.status, ...m.errors.map((e) => e.status)].map((status) => ({ operation_id: m.operationId, method: m.httpMethod, path: m.path, status })))
    .filter((e) => !except.includes(`${e.operation_id} ${e.status}`));
  coverage.add(c, result(c), exchanges);
}

describe('the coverage report', () => {
  test('a documented answer is reached per SDK and server by the scenarios that got it; failures keep the request and what went wrong', () => {
    const coverage = new Coverage(model);
    const a = cell('c1', 'catalogue', ts);
    const b = cell('c2', 'error-typed-statuses', go);
    coverage.add(a, result(a), [{ operation_id: 'listPackages', method: 'GET', path: '/api/user/packages', status: 200 }]);
    coverage.add(b, result(b, ['step 2 "list": expected status 404, got 200']), [
      { operation_id: 'listPackages', method: 'GET', path: '/api/user/packages', status: 200 },
      { operation_id: 'listPackages', method: 'GET', path: '/api/user/packages', status: 418 },
      { operation_id: 'listPackages', method: 'GET', path: '/api/user/packages', status: 'dropped' },
    ]);
    const report = coverage.report({ servers: ['reference'], sdks: ['typescript', 'go'], gateApplies: false, exceptions: {} });
    const find = (sdk: string, status: string) => report.cells.find((c) => c.operationId === 'listPackages' && c.status === status && c.sdk === sdk && c.server === 'reference')!;
    expect(find('typescript', '200')).toMatchObject({ reached: true, scenarios: ['catalogue'], failures: [] });
    expect(find('go', '200')).toMatchObject({ reached: true, scenarios: ['error-typed-statuses'], failures: [{ scenario: 'error-typed-statuses', runtime: 'go', request: 'GET /api/user/packages -> 200', failure: 'step 2 "list": expected status 404, got 200' }] });
    expect(find('go', '503').reached).toBe(false);
    expect(report.undocumented).toEqual([{ operationId: 'listPackages', status: '418', sdk: 'go', server: 'reference', scenarios: ['error-typed-statuses'] }]);
    const documented = model.resources.flatMap((r) => r.methods).filter((m, i, all) => all.findIndex((x) => x.operationId === m.operationId) === i);
    const total = documented.reduce((sum, m) => sum + new Set([m.response.status, ...m.errors.map((e) => e.status)]).size, 0);
    expect(report.summary.typescript!.reference).toEqual({ reached: 1, total });
    expect(report.gate).toMatchObject({ applied: false, passed: true });
  });

  test("the mock's column: every documented answer through each SDK whose floor runtime ran, no exceptions", () => {
    const coverage = new Coverage(model);
    everything(coverage, cell('c1', 'coverage-prefer', ts, 'mock'));
    everything(coverage, cell('c2', 'coverage-prefer', go, 'mock'), ['listModels 400', 'listModels 200']);
    const report = coverage.report({ servers: ['mock', 'reference'], sdks: ['typescript', 'go'], gateApplies: true, exceptions: {} });
    expect(mockShortfall(report, ['typescript'])).toEqual([]);
    expect(mockShortfall(report, ['typescript', 'go']).sort()).toEqual(['go: listModels 200', 'go: listModels 400']);
    expect(mockShortfall(coverage.report({ servers: ['reference'], sdks: ['go'], gateApplies: true, exceptions: {} }), ['go'])).toEqual([]);
  });

  test('the gate: every documented answer on the reference server by every SDK, or an exception with its reason; an exception no longer needed is stale', () => {
    const coverage = new Coverage(model);
    everything(coverage, cell('c1', 'all', ts));
    everything(coverage, cell('c2', 'all', go), ['listModels 400']);
    const options = { servers: ['reference'], sdks: ['typescript', 'go'], gateApplies: true };
    expect(coverage.report({ ...options, exceptions: {} }).gate).toMatchObject({ applied: true, passed: false, missing: ['listModels 400 (not reached by go)'] });
    expect(coverage.report({ ...options, exceptions: { 'listModels 400': 'a reason of ten characters or more' } }).gate).toMatchObject({ passed: true, missing: [], excepted: { 'listModels 400': 'a reason of ten characters or more' } });
    const stale = coverage.report({ ...options, exceptions: { 'listModels 400': 'a reason of ten characters or more', 'listPackages 200': 'every SDK reaches it', 'noSuchOperation 200': 'gone from the contract' } }).gate;
    expect(stale).toMatchObject({ passed: false, stale: ['listPackages 200', 'noSuchOperation 200'] });
  });

  test('the exceptions file names documented answers, each with its reason', () => {
    const exceptions = readExceptions();
    const documented = new Set(model.resources.flatMap((r) => r.methods).flatMap((m) => [m.response.status, ...m.errors.map((e) => e.status)].map((s) => `${m.operationId} ${s}`)));
    for (const [name, why] of Object.entries(exceptions)) {
      expect(documented.has(name), name).toBe(true);
      expect(why.length, name).toBeGreaterThan(20);
    }
  });

  test('the generated coverage scenarios are up to date (npx tsx tests/matrix/coverage-scenarios.ts)', () => {
    for (const [file, content] of coverageScenarios(model)) expect(readFileSync(file, 'utf8'), file).toBe(content);
  });

  test('index.html renders in Chromium and shows the numbers of coverage.json', async () => {
    const coverage = new Coverage(model);
    everything(coverage, cell('c1', 'all', ts), ['listModels 400', 'createSpeech 503']);
    const failed = cell('c2', 'broken', go);
    coverage.add(failed, result(failed, ['step 1 "list": expected status 200, got 500']), [{ operation_id: 'listPackages', method: 'GET', path: '/api/user/packages', status: 500 }]);
    const out = join(dir, 'report');
    writeCoverage(out, coverage.report({ servers: ['mock', 'reference'], sdks: ['typescript', 'go'], gateApplies: true, exceptions: { 'listModels 400': 'a reason of ten characters or more' } }), 'Coverage test');
    const report: CoverageReport = JSON.parse(readFileSync(join(out, 'coverage.json'), 'utf8'));
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      const outside: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      await page.route('**/*', (route) => (route.request().url().startsWith('file://') ? route.continue() : (outside.push(route.request().url()), route.abort())));
      await page.goto(pathToFileURL(join(out, 'index.html')).href);
      // Heat map: one row per operation, and its reached counts add up to the report's.
      expect(await page.locator('table.heatmap tbody tr').count()).toBe(report.operations.length);
      const heat = await page.locator('td.heat').evaluateAll((tds) => tds.map((td) => [Number(td.getAttribute('data-reached')), Number(td.getAttribute('data-total'))]));
      expect(heat.reduce((s, [r]) => s + r!, 0)).toBe(report.cells.filter((c) => c.reached).length);
      expect(heat.reduce((s, [, t]) => s + t!, 0)).toBe(report.cells.length);
      // One summary line per SDK with each server's numbers.
      for (const sdk of report.sdks) {
        for (const server of report.servers) {
          const span = page.locator(`li.sdk-summary[data-sdk="${sdk}"] span[data-server="${server}"]`);
          expect(await span.getAttribute('data-reached')).toBe(String(report.summary[sdk]![server]!.reached));
          expect(await span.innerText()).toContain(`${report.summary[sdk]![server]!.reached}/${report.summary[sdk]![server]!.total}`);
        }
      }
      // Every cell of the detail table, reached or not, and the failure with its request.
      expect(await page.locator('table.detail td[data-reached="true"]').count()).toBe(report.cells.filter((c) => c.reached).length);
      expect(await page.locator('table.detail td[data-reached="false"]').count()).toBe(report.cells.filter((c) => !c.reached).length);
      expect(await page.locator('td.failed .failure code').first().textContent()).toBe('GET /api/user/packages -> 500');
      expect(await page.locator('.gate').getAttribute('data-gate')).toBe('failed');
      // The excepted answer, unreached on the reference server by both SDKs, is shown as excepted with its reason.
      expect(await page.locator('table.detail td.excepted').count()).toBe(2);
      expect(await page.locator('table.detail td.excepted').first().getAttribute('title')).toBe('excepted: a reason of ten characters or more');
      expect(errors).toEqual([]);
      expect(outside).toEqual([]);
      await page.screenshot({ path: join(out, 'screenshot.png'), fullPage: false });
    } finally {
      await browser.close();
    }
  }, 60_000);
});
