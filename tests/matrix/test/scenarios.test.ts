// Scenario validation against the schema and the SDK model (tests/matrix/scenarios.ts), and the real
// scenario files.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSdkModel } from '../../../generators/model/index.ts';
import { operationIndex, resolveCall } from '../operations.ts';
import { loadScenarios } from '../scenarios.ts';

const model = loadSdkModel();
const index = operationIndex(model);
const dir = mkdtempSync(join(tmpdir(), 'matrix-scenarios-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function problemsOf(steps: unknown[], extra: Record<string, unknown> = {}): string[] {
  const name = `s-${Math.random().toString(36).slice(2, 8)}`;
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify({ name, description: 'd', targets: ['reference'], steps, ...extra }));
  return loadScenarios(model, index, [file]).problems;
}

describe('the operation index from the SDK model', () => {
  it('finds methods by resource and name, and actions by operation', () => {
    expect(resolveCall(index, { call: 'orders.cancel' })).toMatchObject({ operationId: 'manageOrder', fixed: { action: 'cancel' } });
    expect(resolveCall(index, { operation: 'manageOrder', action: 'delete' })).toMatchObject({ method: 'delete' });
    expect(resolveCall(index, { operation: 'manageOrder' })).toMatch(/several methods/);
    expect(resolveCall(index, { call: 'orders.nothing' })).toMatch(/no SDK method/);
  });
});

describe('scenario validation', () => {
  it('the scenario files of the repository are valid', () => {
    expect(loadScenarios(model, index).problems).toEqual([]);
  });
  it('checks a union body by its discriminator', () => {
    expect(problemsOf([{ name: 'a', call: 'auth.unifiedLogin', params: { mode: 'sms', phone: '+8613800138000', code: '123456' } }])).toEqual([]);
    expect(problemsOf([{ name: 'a', call: 'auth.unifiedLogin', params: { mode: 'sms', phone: '+8613800138000', password: 'x', code: '1' } }]).join()).toMatch(/no parameter "password"/);
    expect(problemsOf([{ name: 'a', call: 'auth.unifiedLogin', params: { mode: 'sms', phone: '+8613800138000' } }]).join()).toMatch(/needs "code"/);
    expect(problemsOf([{ name: 'a', call: 'auth.unifiedLogin', params: { phone: '+8613800138000' } }]).join()).toMatch(/union body/);
  });
  it('lets a step that expects InvalidArgument break the contract, and nothing else', () => {
    const step = { name: 'a', call: 'auth.unifiedLogin', params: { mode: 'magic' } };
    expect(problemsOf([{ ...step, expect: { error: { kind: 'InvalidArgument' } } }])).toEqual([]);
    expect(problemsOf([{ ...step, expect: { error: { status: 400 } } }]).join()).toMatch(/not one of/);
  });
  it('checks exactly-one-of groups, fixed values, streams, paging and idempotency keys', () => {
    expect(problemsOf([{ name: 'a', call: 'generation.createChatCompletion', params: { prompt: 'a', messages: [] } }]).join()).toMatch(/exactly one of/);
    expect(problemsOf([{ name: 'a', call: 'orders.cancel', params: { order_no: 'ORD', action: 'cancel' } }]).join()).toMatch(/no parameter "action"/);
    expect(problemsOf([{ name: 'a', call: 'packages.list', stream: true }]).join()).toMatch(/does not stream/);
    expect(problemsOf([{ name: 'a', call: 'packages.list', autoPaging: true }]).join()).toMatch(/does not page/);
    expect(problemsOf([{ name: 'a', call: 'packages.list', idempotencyKey: 'k' }]).join()).toMatch(/takes no Idempotency-Key/);
  });
  it('checks error kinds, matchers, variables and sandbox steps', () => {
    expect(problemsOf([{ name: 'a', call: 'packages.list', expect: { error: { kind: 'Teapot' } } }]).join()).toMatch(/not a kind/);
    expect(problemsOf([{ name: 'a', call: 'packages.list', expect: { error: { status: 404, kind: 'Conflict' } } }]).join()).toMatch(/give status 404 the kind NotFound/);
    expect(problemsOf([{ name: 'a', call: 'packages.list', expect: { result: { x: { $almost: 1 } } } }]).join()).toMatch(/unknown matcher/);
    expect(problemsOf([{ name: 'a', call: 'orders.cancel', params: { order_no: '${later}' } }]).join()).toMatch(/before any step captures/);
    expect(problemsOf([{ name: 'a', sandbox: 'faults', params: { operation_id: 'noSuchOperation', status: 503 } }]).join()).toMatch(/not an operation/);
    expect(problemsOf([{ name: 'a', call: 'packages.list', params: { type: '${given.nobody}' } }]).join()).toMatch(/unknown \$\{given.nobody\}/);
    expect(problemsOf([{ name: 'a', call: 'packages.list' }], { clients: { default: { logLevel: 'loud' } } }).join()).toMatch(/logLevel loud/);
  });
  it('lets faults and the request log run on the mock, and limits the other sandbox steps to the reference server', () => {
    const both = { targets: ['mock', 'reference'] };
    expect(problemsOf([{ name: 'a', sandbox: 'faults', params: { operation_id: 'listPackages', status: 503 } }, { name: 'b', sandbox: 'requests' }], both)).toEqual([]);
    expect(problemsOf([{ name: 'a', sandbox: 'reset' }], both).join()).toMatch(/sandbox step reset needs the reference server/);
    expect(problemsOf([{ name: 'a', sandbox: 'reset', targets: ['reference'] }], both)).toEqual([]);
    expect(problemsOf([{ name: 'a', sandbox: 'clock', params: { advance_seconds: 60 } }], both).join()).toMatch(/sandbox step clock needs the reference server/);
  });
  it('runs a scenario without the reference server only when it says why (mockOnly), and then on the mock alone', () => {
    const step = [{ name: 'a', call: 'packages.list' }];
    expect(problemsOf(step, { targets: ['mock'] }).join()).toMatch(/must run on the reference target/);
    expect(problemsOf(step, { targets: ['mock'], mockOnly: 'asks the mock with Prefer' })).toEqual([]);
    expect(problemsOf(step, { targets: ['mock', 'reference'], mockOnly: 'asks the mock with Prefer' }).join()).toMatch(/mockOnly scenario has the targets \["mock"\]/);
  });
  it('checks the anchor features: copies of clients, pages, raw answers, cancelled streams, refused idempotency keys', () => {
    const list = { name: 'a', client: 'user', call: 'orders.list' };
    expect(problemsOf([list, { ...list, client: 'copy' }], { clients: { copy: { from: 'user', maxRetries: 1 } } })).toEqual([]);
    expect(problemsOf([{ ...list, client: 'copy' }, list], { clients: { copy: { from: 'user' } } }).join()).toMatch(/copy of user, which no step uses before/);
    expect(problemsOf([list], { clients: { user: { from: 'user' } } }).join()).toMatch(/copy of itself/);
    expect(problemsOf([{ name: 'a', call: 'packages.list', pages: true }]).join()).toMatch(/does not page/);
    expect(problemsOf([{ ...list, pages: true, raw: true }]).join()).toMatch(/walks the page API alone/);
    expect(problemsOf([{ ...list, autoPaging: true, raw: true }]).join()).toMatch(/auto-paging makes several/);
    expect(problemsOf([{ ...list, cancelAfterChunks: 1 }]).join()).toMatch(/needs "stream": true/);
    expect(problemsOf([{ ...list, extraQuery: { status: '${later}' } }]).join()).toMatch(/before any step captures/);
    // x-sdk-runtime idempotency.elsewhere: refuse — only a step that expects the refusal may pass one.
    expect(problemsOf([{ ...list, idempotencyKey: 'k', expect: { error: { kind: 'InvalidArgument' } } }])).toEqual([]);
    expect(problemsOf([{ ...list, expect: { attempts: { $almost: 1 } } }]).join()).toMatch(/unknown matcher/);
    expect(problemsOf([{ ...list, expectOnResend: { result: { x: { $almost: 1 } } } }]).join()).toMatch(/unknown matcher/);
    expect(problemsOf([{ ...list, expectOnResend: { result: { x: '${later}' } } }]).join()).toMatch(/before any step captures/);
  });
});
