// The front's drift mode (mock-server/README.md, "Drift against a live deployment"), end to end on loopback:
// a reference server stands in for the live deployment, the front runs as `npm run mock -- --upstream` runs it
// (main.ts, a process of its own), and real requests go through it: a login, an error answer, a streamed chat,
// and the one drifting answer. The drift is deliberate and lives on the live side: the world the requests
// select (`Orbit-Sandbox: drift-live`) is the default world plus one recording, which answers the package list
// with a price that is not an integer and an X-RateLimit-Remaining that is not a number (the replay of plugins/replay.ts, which
// the last test checks on its own). Then: the report names exactly those two findings and nothing for the
// faithful answers; the recording holds no credential or personal value; and a reference server seeded with
// the recording (ORBIT_SANDBOX_SEED) replays those answers offline.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RunningServer, startProcess, startReference } from '../../../scripts/lib/servers.ts';
import { ROOT } from '../../../scripts/lib/paths.ts';
import type { CoverageReport } from '../../../tests/matrix/coverage.ts';
import { isRedacted, REDACTED } from '../../shared/redact.ts';
import { streamEvents } from '../drift-check.ts';

const LIVE_WORLD = 'drift-live';
const ACCOUNT = 'dev@orbit.example';
const PASSWORD = 'orbit-demo-2026';
const API_KEY = 'sk_test_DemoDeveloperKey000000000000000000000001';
const CHAT = { prompt: 'Write a haiku about tea.', max_tokens: 16, stream: true };

let dir: string;
let live: RunningServer;
let front: RunningServer;
let replica: RunningServer | undefined;
/** What the client got through the front. */
const got: { login?: { status: number; body: any }; chat?: { status: number; text: string; requestId: string | null } } = {};
let report: CoverageReport;

/** A JSON POST in the drifting world. */
const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'orbit-sandbox': LIVE_WORLD, ...headers },
  body: JSON.stringify(body),
});
const cell = (operationId: string, status: string) => report.cells.find((c) => c.operationId === operationId && c.status === status)!;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'orbit-drift-'));
  live = await startReference();
  // The drifting world: the default world's fixtures, and one recorded answer that breaks the contract.
  const world = await (await fetch(`${live.url}/__sandbox/world`)).json();
  const packages = await fetch(`${live.url}/api/user/packages`);
  const listing = await packages.json();
  listing.items[0].price.amount = 'free';
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
  for (const name of ['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Reset', 'Access-Control-Allow-Origin']) headers[name] = packages.headers.get(name)!;
  headers['X-RateLimit-Remaining'] = 'lots';
  world.recordings = [{ method: 'GET', path: '/api/user/packages', status: 200, headers, body: listing }];
  const put = await fetch(`${live.url}/__sandbox/world`, { method: 'PUT', headers: { 'content-type': 'application/json', 'orbit-sandbox': LIVE_WORLD }, body: JSON.stringify(world) });
  expect(put.status).toBe(200);

  const port = await freePort();
  const main = join(ROOT, 'mock-server', 'prism-front', 'main.ts');
  front = await startProcess(process.execPath, ['--import', 'tsx', main, '--upstream', live.url, '--drift-report', join(dir, 'report'), '--record', join(dir, 'drift-replay.json')], { port, probePath: '/__drift' });
});

afterAll(async () => {
  await Promise.all([front?.stop(), live?.stop(), replica?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('the front in drift mode', () => {
  it('forwards real requests and gives the client the live answers untouched, a stream as it comes', async () => {
    const login = await fetch(`${front.url}/api/user/login`, post({ account: ACCOUNT, password: PASSWORD }));
    got.login = { status: login.status, body: await login.json() };
    expect(got.login.status).toBe(200);
    expect(got.login.body.access_token).toMatch(/^at_/);

    expect((await fetch(`${front.url}/api/user/orders`, { headers: { 'orbit-sandbox': LIVE_WORLD } })).status).toBe(401);
    const drifting = await fetch(`${front.url}/api/user/packages`, { headers: { 'orbit-sandbox': LIVE_WORLD } });
    expect((await drifting.json()).items[0].price.amount).toBe('free');

    const chat = await fetch(`${front.url}/api/v1/chat/completions`, post(CHAT, { authorization: `Bearer ${API_KEY}` }));
    got.chat = { status: chat.status, text: await chat.text(), requestId: chat.headers.get('x-request-id') };
    expect(got.chat.status).toBe(200);
    expect(streamEvents(got.chat.text).at(-1)).toBe('[DONE]');

    // Streamed as it comes: the live side sends two events and then nothing more (a stall fault), and the
    // client still reads both through the front; a front that waited for the end would never pass them on.
    const fault = await fetch(`${live.url}/__sandbox/faults`, post({ operation_id: 'createChatCompletion', stall: true, after_events: 2 }));
    expect(fault.status).toBe(201);
    const stop = new AbortController();
    const stalled = await fetch(`${front.url}/api/v1/chat/completions`, { ...post(CHAT, { authorization: `Bearer ${API_KEY}` }), signal: stop.signal });
    const reader = stalled.body!.getReader();
    let text = '';
    while (streamEvents(text).length < 2) text += new TextDecoder().decode((await reader.read()).value);
    expect(streamEvents(text)).toHaveLength(2);
    stop.abort();
  });

  it('reports the drifting answer with its findings and the faithful ones clean (GET /__drift)', async () => {
    report = await (await fetch(`${front.url}/__drift`)).json();
    expect(report.servers).toEqual([live.url]);
    const drift = cell('listPackages', '200');
    expect(drift.reached).toBe(true);
    expect(drift.failures).toHaveLength(1);
    expect(drift.failures[0]!.request).toBe('GET /api/user/packages -> 200');
    expect(drift.failures[0]!.failure.split('\n').sort()).toEqual(['body/items/0/price/amount must be integer', 'header X-RateLimit-Remaining: "lots" must be integer']);
    for (const [operationId, status] of [['userLogin', '200'], ['listOrders', '401'], ['createChatCompletion', '200']]) {
      expect(cell(operationId!, status!), `${operationId} ${status}`).toMatchObject({ reached: true, failures: [] });
    }
    expect(cell('listOrders', '200').reached).toBe(false);
    expect(report.undocumented).toEqual([]);
    // The stalled chat never ended: it is neither counted nor recorded.
    expect(cell('createChatCompletion', '200').scenarios).toEqual(['1 seen']);
    // The coverage report's files, written on demand.
    expect(JSON.parse(readFileSync(join(dir, 'report', 'coverage.json'), 'utf8'))).toEqual(report);
    expect(readFileSync(join(dir, 'report', 'index.html'), 'utf8')).toContain('body/items/0/price/amount must be integer');
  });

  it('records the exchanges without any credential or personal value', async () => {
    const text = readFileSync(join(dir, 'drift-replay.json'), 'utf8');
    const doc = JSON.parse(text);
    expect(doc.recordings.map((r: any) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'POST /api/user/login 200',
      'GET /api/user/orders 401',
      'GET /api/user/packages 200',
      'POST /api/v1/chat/completions 200',
    ]);
    const user = got.login!.body.user;
    for (const secret of [ACCOUNT, PASSWORD, API_KEY, got.login!.body.access_token, got.login!.body.refresh_token, user.phone_masked, user.invite_code, user.nickname].filter(Boolean)) {
      expect(text).not.toContain(secret);
    }
    const named: string[] = [];
    const walk = (value: unknown): void => {
      if (!value || typeof value !== 'object') return;
      for (const [name, item] of Object.entries(value)) {
        if (isRedacted(name) && !(name === 'code' && (value as any).type)) {
          named.push(name);
          expect(item, name).toBe(REDACTED);
        } else walk(item);
      }
    };
    walk(doc.recordings);
    expect(named).toEqual(expect.arrayContaining(['account', 'password', 'access_token', 'refresh_token', 'nickname']));
    // The streamed chat as the client got it (its events, its request id).
    const chat = doc.recordings[3];
    expect(chat.events).toEqual(streamEvents(got.chat!.text));
    expect(chat.headers['X-Request-Id']).toBe(got.chat!.requestId);
  });

  it('a reference server seeded with the recording replays those answers offline', async () => {
    replica = await startReference({ env: { ORBIT_SANDBOX_SEED: join(dir, 'drift-replay.json') } });
    const world = { 'orbit-sandbox': 'drift-replay' };
    const call = (path: string, body: unknown, headers: Record<string, string> = {}) => fetch(`${replica!.url}${path}`, post(body, { ...world, ...headers }));

    // Another account and password: after redaction it is the same request, so the recorded answer.
    const login = await call('/api/user/login', { account: 'someone@else.example', password: 'another-one' });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ access_token: REDACTED, refresh_token: REDACTED, token_type: 'Bearer' });

    const chat = await call('/api/v1/chat/completions', CHAT, { authorization: 'Bearer sk_test_anything' });
    expect(chat.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(chat.headers.get('x-request-id')).toBe(got.chat!.requestId);
    expect(await chat.text()).toBe(got.chat!.text);

    const packages = await fetch(`${replica.url}/api/user/packages`, { headers: world });
    expect((await packages.json()).items[0].price.amount).toBe('free');

    // No recording for this query: the world answers by its own rules (the recording's world has no catalogue).
    const credits = await fetch(`${replica.url}/api/user/packages?type=credits`, { headers: world });
    expect(await credits.json()).toMatchObject({ items: [] });

    // The replayed recordings are part of the world's document: export -> import -> export is the same.
    const exported = await (await fetch(`${replica.url}/__sandbox/world`, { headers: world })).text();
    expect(JSON.parse(exported).recordings.filter((r: any) => r.replayed)).toHaveLength(3);
    const copy = { 'orbit-sandbox': 'drift-replay-copy', 'content-type': 'application/json' };
    expect((await fetch(`${replica.url}/__sandbox/world`, { method: 'PUT', headers: copy, body: exported })).status).toBe(200);
    expect(await (await fetch(`${replica.url}/__sandbox/world`, { headers: copy })).text()).toBe(exported);

    // Two recordings of one request answer in turn, then the last one again.
    const turns = { 'orbit-sandbox': 'drift-turns', 'content-type': 'application/json' };
    const recording = (n: number) => ({ method: 'GET', path: '/api/ai/router', query: 'action=models', status: 200, body: { items: [], n } });
    const put = await fetch(`${replica.url}/__sandbox/world`, { method: 'PUT', headers: turns, body: JSON.stringify({ format: 'orbit-sandbox-world/1', recordings: [recording(1), recording(2)] }) });
    expect(put.status).toBe(200);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await (await fetch(`${replica.url}/api/ai/router?action=models`, { headers: turns })).json()).n);
    expect(answers).toEqual([1, 2, 2]);
  });

  it('writes the report and the recording when the front stops', async () => {
    rmSync(join(dir, 'report'), { recursive: true });
    writeFileSync(join(dir, 'drift-replay.json'), '');
    await front.stop();
    expect(existsSync(join(dir, 'report', 'index.html'))).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'drift-replay.json'), 'utf8')).recordings).toHaveLength(4);
  });
});
