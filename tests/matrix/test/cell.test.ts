// One cell end to end against a stand-in driver (a few lines of Node written to a temp file, not an SDK
// driver): the orchestrator builds the protocol requests, summarises streams and bytes, checks error
// kinds, captures and interpolates, and turns every driver misbehaviour into a failure that says what
// happened.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSdkModel } from '../../../generators/model/index.ts';
import { runCell, type Cell, type CellEnvironment } from '../cell.ts';
import { ruleVariables, SEEDED_GIVENS } from '../givens.ts';
import { operationIndex } from '../operations.ts';
import type { Runtime } from '../runtimes.ts';
import type { LoadedScenario, Step } from '../scenarios.ts';

const model = loadSdkModel();
const dir = mkdtempSync(join(tmpdir(), 'matrix-cell-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in driver: answers hello as `sdk`, and each call by its method name; records the requests. */
function standIn(sdk: string, extra = ''): Runtime {
  const file = join(dir, `driver-${Math.random().toString(36).slice(2)}.cjs`);
  writeFileSync(
    file,
    `
    const rl = require('node:readline').createInterface({ input: process.stdin });
    const say = (x) => process.stdout.write(JSON.stringify(x) + '\\n');
    ${extra}
    rl.on('line', (line) => {
      const r = JSON.parse(line);
      if (r.op === 'hello') return say({ id: r.id, ok: true, result: { sdk: ${JSON.stringify(sdk)}, version: ${JSON.stringify(model.version)}, runtime: 'stand-in' } });
      const answers = {
        createChatCompletion: { ok: true, result: { chunks: [
          { choices: [{ delta: { content: 'Steam ' } }] },
          { choices: [{ delta: { content: 'rises' }, finish_reason: 'stop' }], usage: { total_tokens: 3 } } ] } },
        createSpeech: { ok: true, result: { binary: true, mediaType: 'audio/wav', base64: Buffer.from('RIFFxxxx').toString('base64') } },
        cancel: { ok: false, error: { kind: 'NotFound', class: 'NotFoundError', sdkError: true, status: 404, code: 'order_not_found', requestId: 'req_0123456789abcdef' } },
        list: { ok: true, result: { echo: r }, requestId: 'req_0123456789abcdef', log: ['a line'] },
        listModels: { ok: false, error: { kind: 'TypeError', class: 'TypeError', sdkError: false, message: 'fetch failed' } },
      };
      say({ id: r.id, log: [], ...answers[r.method] });
    });`,
  );
  return { id: 'stand-in', sdk: 'typescript', label: 'stand-in', driver: file, command: () => [process.execPath, [file]], env: {} };
}

function cellOf(runtime: Runtime, steps: Step[], clients: LoadedScenario['scenario']['clients'] = {}): Cell {
  const scenario: LoadedScenario = {
    file: 'x.json',
    scenario: { name: 'x', description: 'x', targets: ['mock', 'reference'], clients, steps },
    injectsFaults: false,
    givens: [],
  };
  return { id: 'c1', scenario, runtime, target: 'mock', mode: 'normal' };
}

const env: CellEnvironment = {
  rules: model.runtime,
  version: model.version,
  index: operationIndex(model),
  baseUrl: () => 'http://127.0.0.1:9',
  worldPrefix: 'test',
  givens: SEEDED_GIVENS,
  ruleVariables: ruleVariables(model.runtime),
  runtimeProblems: new Map(),
};

describe('a cell', () => {
  it('summarises streams and bytes, checks error kinds, captures and sends the protocol requests', async () => {
    const result = await runCell(
      cellOf(
        standIn('typescript'),
        [
          { name: 'stream', call: 'generation.createChatCompletion', stream: true, params: { prompt: 'tea' }, expect: { result: { chunks: 2, text: 'Steam rises', finish_reason: 'stop', 'usage.total_tokens': 3 } }, capture: { text: 'text' } },
          { name: 'bytes', call: 'generation.createSpeech', params: { input: 'hi' }, expect: { result: { binary: true, length: 8, head: 'RIFF', mediaType: 'audio/wav' } } },
          { name: 'typed error', call: 'orders.cancel', params: { order_no: '${text}' }, expect: { error: { status: 404, code: 'order_not_found' } } },
          {
            name: 'echo',
            client: 'keyed',
            call: 'orders.list',
            params: { limit: 2, status: '${text}' },
            headers: { Prefer: 'code=200' },
            maxRetries: 1,
            timeout: 2.5,
            expect: {
              requestId: true,
              log: { $len: 1 },
              result: {
                'echo.op': 'call',
                'echo.resource': 'orders',
                'echo.method': 'list',
                'echo.operationId': 'listOrders',
                'echo.hasParams': true,
                'echo.params': { limit: 2, status: 'Steam rises' },
                'echo.options': { maxRetries: 1, timeout: 2.5, headers: { Prefer: 'code=200', 'X-Matrix-Step': 'c1|3' } },
                'echo.clientOptions': { baseUrl: 'http://127.0.0.1:9', apiKey: SEEDED_GIVENS.api_key, accessToken: null, maxRetries: 0, timeout: 30, logLevel: 'debug' },
                'echo.stream': false,
                'echo.autoPaging': false,
              },
            },
          },
        ],
        { keyed: { apiKey: '${given.api_key}', logLevel: 'debug' } },
      ),
      env,
    );
    expect(result.failures).toEqual([]);
    expect(result.status).toBe('pass');
    expect(result.hello).toEqual({ sdk: 'typescript', version: model.version, runtime: 'stand-in' });
  });

  it('fails an error of the wrong kind, and anything outside the SDK error family', async () => {
    const wrongKind = await runCell(cellOf(standIn('typescript'), [{ name: 'a', call: 'orders.cancel', params: { order_no: 'x' }, expect: { error: { status: 409 } } }]), env);
    expect(wrongKind.failures.join()).toMatch(/expected status 409.*expected the error kind Conflict/s);
    const escaped = await runCell(cellOf(standIn('typescript'), [{ name: 'a', call: 'ai.listModels', expect: { error: { kind: 'APIConnection' } } }]), env);
    expect(escaped.failures.join()).toMatch(/not of the SDK's error family: TypeError/);
  });

  it('fails every cell of a driver that answers hello as another SDK, or crashes', async () => {
    const other = await runCell(cellOf(standIn('python'), [{ name: 'a', call: 'orders.list' }]), env);
    expect(other.failures.join()).toMatch(/hello failed.*expected ok with sdk "typescript"/);
    const crash = await runCell(cellOf(standIn('typescript', "process.stdin.once('data', () => { console.error('driver bug'); process.exit(7); });"), [{ name: 'a', call: 'orders.list' }]), env);
    expect(crash.failures.join()).toMatch(/exited \(code 7\).*driver bug/);
  });

  it('fails at once, without starting anything, for a runtime that cannot run', async () => {
    const runtime = standIn('typescript');
    const result = await runCell(cellOf(runtime, [{ name: 'a', call: 'orders.list' }]), { ...env, runtimeProblems: new Map([[runtime.id, 'no driver: x does not exist']]) });
    expect(result).toMatchObject({ status: 'fail', failures: ['no driver: x does not exist'] });
  });
});
