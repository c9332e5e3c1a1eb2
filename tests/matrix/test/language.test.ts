// The scenario language of the matrix (tests/matrix/language.ts): the one implementation every SDK is
// judged by, so its matchers, error-kind rule and next-minor matching are tested here on their own.
import { describe, expect, it } from 'vitest';
import { loadSdkModel } from '../../../generators/model/index.ts';
import { check, interpolate, kindForStatus, logLinePattern, lookup, match, minBackoffMs, MissingVariable, summarizeBinary, summarizeStream, type MatchContext } from '../language.ts';

const rules = loadSdkModel().runtime;
const ctx: MatchContext = { rules };
const ok = (actual: unknown, expected: unknown, c: MatchContext = ctx) => match(actual, expected, 'x', c);

describe('paths and interpolation', () => {
  it('reads dot paths with array indices', () => {
    expect(lookup({ a: [{ b: 1 }] }, 'a.0.b')).toBe(1);
    expect(lookup({ a: [] }, 'a.x')).toBeUndefined();
    expect(lookup(5, '')).toBe(5);
  });
  it('keeps the type of a whole ${…} and writes strings into text', () => {
    const vars = { n: 3, o: { id: 'ord' }, given: { k: 'sk_1' } };
    expect(interpolate({ a: '${n}', b: 'n=${n}', c: ['${o.id}'], d: '${given.k}' }, vars)).toEqual({ a: 3, b: 'n=3', c: ['ord'], d: 'sk_1' });
    expect(() => interpolate('${missing}', vars)).toThrow(MissingVariable);
    expect(() => interpolate('${o.nothing}', vars)).toThrow(MissingVariable);
  });
});

describe('matchers', () => {
  it('compares scalars and arrays exactly and objects partially', () => {
    expect(ok({ a: 1, b: 2 }, { a: 1 })).toEqual([]);
    expect(ok([1, 2], [1, 2])).toEqual([]);
    expect(ok([1, 2], [1])).toHaveLength(1);
    expect(ok('a', 'b')).toHaveLength(1);
    expect(ok(undefined, null)).toEqual([]);
  });
  it('applies every operator', () => {
    expect(ok('abc', { $match: '^a' })).toEqual([]);
    expect(ok(5, { $gte: 5, $lte: 5 })).toEqual([]);
    expect(ok(4, { $gte: 5 })).toHaveLength(1);
    expect(ok([1, 2], { $len: 2, $contains: 2, $notContains: 3 })).toEqual([]);
    expect(ok(undefined, { $exists: false })).toEqual([]);
    expect(ok('x', { $ne: 'y' })).toEqual([]);
    expect(ok('x', { $ne: 'x' })).toHaveLength(1);
    expect(ok([{ k: 'a' }, { k: 'a' }], { $same: 'k', $every: { k: { $match: '\\S' } } })).toEqual([]);
    expect(ok([{ k: 'a' }, { k: 'b' }], { $same: 'k' })).toHaveLength(1);
    expect(ok([{ k: 'a' }, {}], { $same: 'k' })).toHaveLength(1);
    expect(ok([], { $every: {} })).toHaveLength(1);
    expect(ok(1, { $sometimes: 1 })).toEqual(['x: unknown matcher $sometimes']);
  });
  it('bounds waits from below by the rules', () => {
    const first = minBackoffMs(rules, 0);
    expect(first).toBeGreaterThan(0);
    expect(minBackoffMs(rules, 1)).toBeGreaterThanOrEqual(first);
    expect(ok(first, { $atLeastBackoff: 0 })).toEqual([]);
    expect(ok(first - 1, { $atLeastBackoff: 0 })).toHaveLength(1);
  });
  it('builds log lines from the rules and finds redacted headers', () => {
    const line = rules.log.format
      .replace('{level}', 'info')
      .replace('{method}', 'GET')
      .replace('{path}', '/api/user/packages')
      .replace('{status}', '200')
      .replace('{attempt}', '1')
      .replace('{request_id}', 'req_abcdefgh12')
      .replace('{elapsed_ms}', '12');
    expect(logLinePattern(rules, { level: 'info', status: 200 }).test(line)).toBe(true);
    expect(logLinePattern(rules, { status: 503 }).test(line)).toBe(false);
    expect(logLinePattern(rules, { request_id: { $match: 'req_[0-9a-z]+' } }).test(line)).toBe(true);
    expect(logLinePattern(rules, { request_id: { $match: 'nope' } }).test(line)).toBe(false);
    expect(() => logLinePattern(rules, { colour: 'red' })).toThrow(/not a field/);
    expect(ok(`Authorization: ${rules.log.redacted}`, { $redacted: 'Authorization' })).toEqual([]);
    expect(ok(`{"authorization":"${rules.log.redacted}"}`, { $redacted: 'Authorization' })).toEqual([]);
    expect(ok('Authorization: Bearer at_123', { $redacted: 'Authorization' })).toHaveLength(1);
  });
  it('in next-minor mode a known enum value also matches its substitute, but never proves an absence', () => {
    const nm: MatchContext = { rules, substitutes: new Map([['pending', new Set(['disputed'])]]) };
    expect(ok('disputed', 'pending', nm)).toEqual([]);
    expect(ok('disputed', 'pending')).toHaveLength(1);
    expect(ok([{ status: 'disputed' }], { $contains: { status: 'pending' } }, nm)).toEqual([]);
    expect(ok([{ status: 'disputed' }], { $notContains: { status: 'pending' } }, nm)).toEqual([]);
    expect(ok('disputed', { $ne: 'pending' }, nm)).toEqual([]);
    expect(ok('other', 'pending', nm)).toHaveLength(1);
  });
});

describe('outcomes', () => {
  const status = (s: number) => ({ kind: kindForStatus(rules, s), sdkError: true, status: s, code: 'c', requestId: 'req_0123456789ab' });
  it('derives the error kind from the status by the rules', () => {
    expect(kindForStatus(rules, 404)).toBe('NotFound');
    expect(kindForStatus(rules, 503)).toBe('InternalServer');
    expect(kindForStatus(rules, 418)).toBe('APIError');
    expect(check({ ok: false, error: status(404) }, { error: { status: 404, code: 'c' } }, ctx)).toEqual([]);
    expect(check({ ok: false, error: { ...status(404), kind: 'APIError' } }, { error: { status: 404 } }, ctx)[0]).toMatch(/kind NotFound/);
    expect(check({ ok: false, error: { ...status(404), requestId: null } }, { error: { status: 404 } }, ctx)[0]).toMatch(/request id/);
  });
  it('checks failures without an answer by kind', () => {
    const timeout = { kind: 'APITimeout', sdkError: true, status: null };
    expect(check({ ok: false, error: timeout }, { error: { kind: 'APITimeout' } }, ctx)).toEqual([]);
    expect(check({ ok: false, error: status(504) }, { error: { kind: 'APITimeout' } }, ctx).length).toBeGreaterThan(0);
  });
  it('fails anything that is not of the SDK error family, expected or not', () => {
    const escaped = { kind: 'TypeError', sdkError: false, message: 'fetch failed' };
    expect(check({ ok: false, error: escaped }, { error: { kind: 'APIConnection' } }, ctx)[0]).toMatch(/not of the SDK's error family/);
    expect(check({ ok: false, error: escaped }, undefined, ctx)[0]).toMatch(/not of the SDK's error family/);
  });
  it('matches results, logs and request ids', () => {
    expect(check({ ok: true, result: { a: { b: 1 } } }, { result: { 'a.b': 1 } }, ctx)).toEqual([]);
    expect(check({ ok: true, result: {} }, { error: { status: 400 } }, ctx)[0]).toMatch(/succeeded/);
    expect(check({ ok: true, result: {}, log: ['x'] }, { log: { $len: 1 } }, ctx)).toEqual([]);
    expect(check({ ok: true, result: {}, requestId: null }, { requestId: true }, ctx)).toHaveLength(1);
  });
});

describe('summaries built from raw driver answers', () => {
  it('summarises a chunk stream', () => {
    const chunks = [
      { choices: [{ delta: { content: 'Steam ' } }] },
      { choices: [{ delta: { content: 'rises' }, finish_reason: 'stop' }], usage: { total_tokens: 3 } },
    ];
    expect(summarizeStream(chunks)).toEqual({ chunks: 2, text: 'Steam rises', finish_reason: 'stop', usage: { total_tokens: 3 } });
    expect(summarizeStream([])).toEqual({ chunks: 0, text: '', finish_reason: null, usage: null });
  });
  it('summarises bytes', () => {
    expect(summarizeBinary({ mediaType: 'audio/wav', base64: Buffer.from('RIFF1234').toString('base64') })).toEqual({ binary: true, mediaType: 'audio/wav', length: 8, head: 'RIFF' });
  });
});
