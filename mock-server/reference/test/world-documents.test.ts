// Worlds as data: GET /__sandbox/world exports every piece of a world's state as a WorldDocument (checked
// against the sandbox file's schema), PUT /__sandbox/world imports one into another world, and
// ORBIT_SANDBOX_SEED starts a server from such documents. The rule under test: a world imported from a
// document answers every later request exactly as the original does (ids, tokens, codes, money, times,
// rate-limit counts, idempotent replays, faults drawn from their seeded sequences), and export → import →
// export gives the same document. Clocks are frozen: nothing depends on how fast the machine runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT } from '../../../scripts/lib/paths.ts';
import { startReference } from '../../../scripts/lib/servers.ts';
import { DEFAULT_WORLD_FILE, parseWorld, readSeeds, SEED_ENV } from '../src/seeds.ts';
import { DEMO_DEVELOPER, DEMO_DEVELOPER_USER, DEMO_PASSWORD, DEMO_USER } from '../src/store.ts';
import type { WorldDocument } from '../src/world-document.ts';
import { harness, randomPhone, type Harness, type Res } from './helpers.ts';

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Calls in one world; every API answer is checked against the contract by the harness. */
function within(h: Harness, name: string) {
  const headers = { 'orbit-sandbox': name };
  const call = (method: string, url: string, body?: unknown, token?: string, extra: Record<string, string> = {}) => h.call(method, url, { body, token, headers: { ...headers, ...extra } });
  return {
    call,
    get: (url: string, token?: string) => call('GET', url, undefined, token),
    post: (url: string, body?: unknown, token?: string, extra?: Record<string, string>) => call('POST', url, body, token, extra),
    exportWorld: async (): Promise<WorldDocument> => {
      const res = await call('GET', '/__sandbox/world');
      expect(res.status, res.body).toBe(200);
      // The answer is a document the schema and the reference check accept (what a seed file must be).
      return parseWorld(res.body);
    },
    importWorld: (doc: unknown) => h.call('PUT', '/__sandbox/world', { body: doc, headers }),
  };
}
type World = ReturnType<typeof within>;

/** What a client can see of an answer, without the request's own id (it names the request, not the world). */
function seen(res: Res) {
  const header = (name: string) => res.headers[name];
  return {
    status: res.status,
    body: res.body.replace(/"request_id":"req_[0-9A-Za-z]+"/g, '"request_id":"req_"'),
    headers: ['content-type', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'idempotent-replayed', 'retry-after'].map((n) => [n, header(n)]),
  };
}

async function login(w: World, phone = DEMO_USER.phone) {
  const res = await w.post('/api/auth/unified_login', { mode: 'password', phone, password: DEMO_PASSWORD });
  expect(res.status, res.body).toBe(200);
  return res.json() as { access_token: string; refresh_token: string; user: { id: string } };
}

async function smsLogin(w: World, phone: string, invite?: string) {
  expect((await w.post('/api/auth/sms_send', { phone })).status).toBe(200);
  const code = (await w.get(`/__sandbox/sms/${encodeURIComponent(phone)}`)).json().code;
  const res = await w.post('/api/auth/unified_login', { mode: 'sms', phone, code, ...(invite && { invite_code: invite }) });
  expect(res.status, res.body).toBe(200);
  return res.json() as { access_token: string; refresh_token: string; user: { id: string } };
}

const PENDING_PHONE = '+8613911112222';
const NEW_PHONE = '+8613933334444';
const OPENID = 'qa-openid-000001';
const DEDUCT_KEY = '7d9f1c2e-0000-4000-8000-00000000d001';

/** A world with something in every collection: sessions, codes, orders, money, keys, calls, records, faults. */
async function busyWorld(w: World) {
  expect((await w.post('/__sandbox/clock', { freeze: true, now: '2026-03-01T08:00:00.250Z' })).status).toBe(200);
  const demo = await login(w);
  const invitee = await smsLogin(w, randomPhone(), 'DEMO2026');
  const paid = (await w.post('/api/pay/create', { package_id: 'pkg_credit10000002', provider: 'chatpay' }, invitee.access_token)).json().order.order_no;
  expect((await w.post(`/__sandbox/orders/${paid}/pay`, {})).json().order.status).toBe('completed');
  const pending = (await w.post('/api/pay/create', { package_id: 'pkg_topup010000005', provider: 'payapp' }, invitee.access_token)).json().order.order_no;
  expect((await w.post('/api/user/distribution?action=withdraw_apply', { amount: { amount: 500, currency: 'CNY' }, method: 'chatpay', account: 'demo-account' }, demo.access_token)).status).toBe(201);
  expect((await w.post('/api/ai/deduct', { amount: { amount: 150, currency: 'CNY' }, reason: 'a tool call' }, demo.access_token, { 'idempotency-key': DEDUCT_KEY })).status).toBe(200);
  const chat = (await w.post('/api/ai/router', { messages: [{ role: 'user', content: 'Hello there' }] }, demo.access_token)).json();
  expect((await w.post('/api/v1/chat/completions', { prompt: 'Write a haiku about tea.', max_tokens: 8 }, DEMO_DEVELOPER.apiKey)).status).toBe(200);
  expect((await w.post('/api/auth/sms_send', { phone: PENDING_PHONE })).status).toBe(200);
  expect((await w.post('/__sandbox/miniapp/code', { openid: OPENID })).status).toBe(201);
  // A fault that applies to half of the requests, drawn from its seeded sequence, already part-way through it.
  expect((await w.post('/__sandbox/faults', { operation_id: 'listPackages', status: 503, probability: 0.5, seed: 7, times: 4 })).status).toBe(201);
  for (let i = 0; i < 3; i++) await w.get('/api/user/packages');
  return { demo, invitee, pending, conversation: chat.conversation_id as string };
}

/** The same calls on any world holding `busyWorld`'s state: what each answered. */
async function laterCalls(w: World, state: Awaited<ReturnType<typeof busyWorld>>) {
  const out: ReturnType<typeof seen>[] = [];
  const record = async (res: Promise<Res>) => {
    const r = await res;
    out.push(seen(r));
    return r;
  };
  for (let i = 0; i < 4; i++) await record(w.get('/api/user/packages'));
  // The code sent before the export logs a new account in (same user id, same tokens).
  const code = (await record(w.get(`/__sandbox/sms/${encodeURIComponent(PENDING_PHONE)}`))).json().code;
  await record(w.post('/api/auth/unified_login', { mode: 'sms', phone: PENDING_PHONE, code }));
  await record(w.post('/api/auth/unified_login', { mode: 'refresh', refresh_token: state.demo.refresh_token }));
  await record(w.post('/api/auth/unified_login', { mode: 'refresh', refresh_token: state.demo.refresh_token }));
  const miniapp = (await record(w.post('/api/auth/miniapp_login', { code: (await w.get('/__sandbox/world')).json().miniapp_codes[0].code }))).json();
  expect(miniapp.access_token).toMatch(/^at_/);
  await record(w.post(`/__sandbox/orders/${state.pending}/pay`, {}));
  await record(w.post('/api/pay/create', { package_id: 'pkg_vip30d00000001', provider: 'chatpay' }, state.invitee.access_token));
  await record(w.get('/api/user/orders', state.invitee.access_token));
  const fresh = await login(w);
  out.push(seen({ status: 200, headers: {}, body: JSON.stringify(fresh), raw: Buffer.alloc(0), json: () => fresh }));
  await record(w.post('/api/ai/deduct', { amount: { amount: 150, currency: 'CNY' }, reason: 'a tool call' }, fresh.access_token, { 'idempotency-key': DEDUCT_KEY }));
  await record(w.post('/api/ai/deduct', { amount: { amount: 99, currency: 'CNY' }, reason: 'another' }, fresh.access_token, { 'idempotency-key': DEDUCT_KEY }));
  await record(w.post('/api/user/distribution?action=withdraw_apply', { amount: { amount: 300, currency: 'CNY' }, method: 'payapp', account: 'demo-payapp' }, fresh.access_token));
  await record(w.get('/api/user/distribution', fresh.access_token));
  await record(w.post('/api/ai/router', { conversation_id: state.conversation, messages: [{ role: 'user', content: 'And again' }] }, fresh.access_token));
  const developer = (await record(w.post('/api/user/login', { account: DEMO_DEVELOPER_USER.email, password: DEMO_PASSWORD }))).json();
  const app = (await record(w.post('/api/developer/app', { name: 'Imported app', platform: 'ios' }, developer.access_token))).json();
  await record(w.post('/api/v1/chat/completions', { prompt: 'Say hi', max_tokens: 4 }, app.api_key));
  await record(w.get('/api/developer/stats', developer.access_token));
  await record(w.get('/__sandbox/faults'));
  await record(w.get('/__sandbox/clock'));
  return out;
}

/** The document without what real time writes (the request log's arrival times). */
function withoutArrivals(doc: WorldDocument) {
  const { requests, ...rest } = doc;
  return { ...rest, requests: requests?.entries.map(({ at_ms: _at, gap_ms: _gap, ...entry }) => entry) };
}

describe('a world exported and imported', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness();
  });
  afterAll(() => h.close());

  it('answers every later request exactly as the original, and both end in the same state', async () => {
    const original = within(h, 'journey-original');
    const state = await busyWorld(original);
    const doc = await original.exportWorld();
    for (const key of ['users', 'orders', 'access_tokens', 'refresh_tokens', 'sms', 'miniapp_codes', 'earnings', 'withdrawals', 'developers', 'api_keys', 'apps', 'calls', 'conversations', 'deductions', 'idempotency', 'rate_windows', 'faults'] as const) {
      expect(doc[key]?.length, key).toBeGreaterThan(0);
    }
    expect(doc.requests?.entries.length).toBeGreaterThan(0);
    expect(doc.clock).toEqual({ frozen_at: '2026-03-01T08:00:00.250Z' });

    const copy = within(h, 'journey-copy');
    const imported = await copy.importWorld(doc);
    expect(imported.status, imported.body).toBe(200);
    expect(imported.json()).toEqual(doc);

    const fromOriginal = await laterCalls(original, state);
    const fromCopy = await laterCalls(copy, state);
    // The calls did things worth comparing: new ids, a faulted and a served request, a replay, a refusal.
    const statuses = fromOriginal.map((r) => r.status);
    expect(statuses).toContain(503);
    expect(statuses).toContain(401);
    expect(statuses).toContain(409);
    expect(fromOriginal.some((r) => r.headers.some(([n, v]) => n === 'idempotent-replayed' && v === 'true'))).toBe(true);
    expect(fromCopy).toEqual(fromOriginal);
    expect(withoutArrivals(await copy.exportWorld())).toEqual(withoutArrivals(await original.exportWorld()));
  });

  it('round-trips: export, import into another world, export gives the same document', async () => {
    const a = within(h, 'round-a');
    await busyWorld(a);
    expect((await a.call('PUT', '/__sandbox/mode', { mode: 'next-minor' })).status).toBe(200);
    const first = await a.exportWorld();
    expect(first.mode).toBe('next-minor');
    const b = within(h, 'round-b');
    expect((await b.importWorld(first)).status).toBe(200);
    expect(await b.exportWorld()).toEqual(first);
    // Exporting changes nothing, and the text is the same byte for byte.
    expect((await a.get('/__sandbox/world')).body).toBe((await b.get('/__sandbox/world')).body);
  });

  it('is not changed by the sandbox calls that read it: exporting twice, with time passing, gives one document', async () => {
    const quiet = within(h, 'quiet');
    const first = await quiet.exportWorld();
    expect((await quiet.post('/__sandbox/clock', { advance_seconds: 120 })).status).toBe(200);
    const second = await quiet.exportWorld();
    expect(second.rate_windows).toEqual([]);
    expect({ ...second, clock: first.clock }).toEqual(first);
  });

  it('keeps a running clock running at the same distance from real time', async () => {
    const a = within(h, 'clock-a');
    expect((await a.post('/__sandbox/clock', { advance_seconds: 7200 })).status).toBe(200);
    const doc = await a.exportWorld();
    expect(doc.clock?.frozen_at).toBeUndefined();
    expect(doc.clock?.offset_ms).toBe(7_200_000);
    const b = within(h, 'clock-b');
    expect((await b.importWorld(doc)).status).toBe(200);
    expect((await b.get('/__sandbox/clock')).json()).toMatchObject({ frozen: false, offset_seconds: 7200 });
  });

  it('a minimal hand-written document is a world: what it leaves out is empty, real time, current, a fresh sequence', async () => {
    const w = within(h, 'minimal');
    const res = await w.importWorld({
      format: 'orbit-sandbox-world/1',
      users: [{ id: 'usr_FIXTURE000000001', phone: '+8613755556666', invite_code: 'FIXT2026', credits: 7, balance_fen: 1234, created_at: '2026-01-01T00:00:00Z', earnings: { available_fen: 0, frozen_fen: 0, withdrawn_fen: 0 } }],
      packages: [{ id: 'pkg_fixture0000001', type: 'credits', name: 'Fixture credits', price_fen: 100, credits: 10 }],
    });
    expect(res.status, res.body).toBe(200);
    const doc = res.json() as WorldDocument;
    expect(doc).toMatchObject({ clock: { offset_ms: 0 }, mode: 'current', orders: [], faults: [], requests: { entries: [], last_arrival_ms: {} } });
    expect(doc.random?.position).toBe(0);
    expect((await w.get('/api/user/packages')).json().items.map((p: { id: string }) => p.id)).toEqual(['pkg_fixture0000001']);
    const session = await smsLogin(w, '+8613755556666');
    expect(session.user).toMatchObject({ id: 'usr_FIXTURE000000001', credits: 7, balance: { amount: 1234 } });
  });
});

describe('a document the schema refuses', () => {
  let h: Harness;
  let doc: WorldDocument;
  beforeAll(async () => {
    h = await harness();
    doc = await within(h, 'source').exportWorld();
  });
  afterAll(() => h.close());

  const cases: [string, (d: WorldDocument) => unknown, string, string][] = [
    ['no format', ({ format: _f, ...rest }) => rest, 'missing_parameter', 'format'],
    ['another format', (d) => ({ ...d, format: 'orbit-sandbox-world/2' }), 'invalid_parameter', 'format'],
    ['an unknown field', (d) => ({ ...d, extra: 1 }), 'unknown_parameter', 'extra'],
    ['an unknown field in a record', (d) => ({ ...d, users: [{ ...d.users![0]!, nick: 'x' }] }), 'unknown_parameter', 'users.0.nick'],
    ['a value the contract does not know', (d) => ({ ...d, orders: [{ ...d.orders![0]!, status: 'refundd' }] }), 'invalid_parameter', 'orders.0.status'],
    ['negative money', (d) => ({ ...d, users: [{ ...d.users![0]!, balance_fen: -1 }] }), 'invalid_parameter', 'users.0.balance_fen'],
    ['a time that is not one', (d) => ({ ...d, users: [{ ...d.users![0]!, created_at: 'yesterday' }] }), 'invalid_parameter', 'users.0.created_at'],
    ['a reference to nobody', (d) => ({ ...d, orders: [{ ...d.orders![0]!, user_id: 'usr_NOBODY0000000001' }] }), 'invalid_parameter', 'orders.0.user_id'],
    ['two records with one key', (d) => ({ ...d, users: [d.users![0]!, ...d.users!] }), 'invalid_parameter', 'users.1.id'],
    ['a fault that cannot mean anything', (d) => ({ ...d, faults: [{ id: 'flt_x', times: 1, drop: true, hang: true }] }), 'invalid_parameter', 'faults.0.hang'],
  ];

  it.each(cases)('%s: 400 naming the field, the world left as it was', async (_name, edit, code, param) => {
    const target = within(h, 'target');
    const before = (await target.get('/__sandbox/world')).body;
    const res = await target.importWorld(edit(doc));
    expect(res.status, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ type: 'invalid_request_error', code, param, request_id: res.headers['x-request-id'] });
    expect((await target.get('/__sandbox/world')).body).toBe(before);
  });

  it('an empty body is refused too', async () => {
    const res = await h.call('PUT', '/__sandbox/world', { rawBody: '', headers: JSON_HEADERS, unchecked: true });
    expect(res.status).toBe(400);
    expect(res.json().error.code).toBe('invalid_json');
  });
});

describe('seed files (ORBIT_SANDBOX_SEED)', () => {
  let exported: WorldDocument;
  let original: Awaited<ReturnType<typeof busyWorld>>;
  let dir: string;
  beforeAll(async () => {
    const h = await harness();
    original = await busyWorld(within(h, 'fixture-source'));
    exported = await within(h, 'fixture-source').exportWorld();
    await h.close();
    dir = mkdtempSync(join(tmpdir(), 'orbit-seeds-'));
    writeFileSync(join(dir, 'qa-checkout.json'), JSON.stringify(exported, null, 2));
    writeFileSync(join(dir, DEFAULT_WORLD_FILE), JSON.stringify({ ...exported, clock: { frozen_at: '2026-03-01T09:00:00.000Z' } }));
    writeFileSync(join(dir, 'notes.txt'), 'not a seed');
  });

  it('start each named world and the default world from its file, and reset brings the file back', async () => {
    const h = await harness({ seeds: readSeeds(dir) });
    try {
      const seeded = within(h, 'qa-checkout');
      expect(await seeded.exportWorld()).toEqual(exported);
      // The session of the fixture is valid in the seeded world; the order list is the fixture's.
      const orders = await seeded.get('/api/user/orders', original.invitee.access_token);
      expect(orders.status).toBe(200);
      expect(orders.json().items.map((o: { order_no: string }) => o.order_no)).toContain(original.pending);
      await seeded.post('/api/pay/create', { package_id: 'pkg_credit10000002', provider: 'chatpay' }, original.invitee.access_token);
      expect((await seeded.post('/__sandbox/reset')).json()).toEqual({ reset: true });
      expect(await seeded.exportWorld()).toEqual(exported);
      // The default world is _default.json's (its clock too); a world without a file has the built-in fixtures.
      expect((await h.get('/__sandbox/clock')).json()).toMatchObject({ now: '2026-03-01T09:00:00Z', frozen: true });
      expect((await h.get('/api/user/orders', { token: original.invitee.access_token })).status).toBe(200);
      const plain = within(h, 'not-seeded');
      expect((await plain.get('/api/user/orders', original.invitee.access_token)).status).toBe(401);
      expect((await login(plain)).user.id).toBe(DEMO_USER.id);
    } finally {
      await h.close();
    }
  });

  it('refuse a broken file, naming it and the field, and two files for one world', () => {
    const bad = mkdtempSync(join(tmpdir(), 'orbit-seeds-bad-'));
    writeFileSync(join(bad, 'qa-broken.json'), JSON.stringify({ ...exported, orders: [{ ...exported.orders![0]!, amount_fen: 'ten' }] }));
    expect(() => readSeeds(bad)).toThrow(/ORBIT_SANDBOX_SEED: .*qa-broken\.json: .*orders\.0\.amount_fen/);
    writeFileSync(join(bad, 'qa-broken.json'), '{"format": "orbit-sandbox-world/1",');
    expect(() => readSeeds(bad)).toThrow(/qa-broken\.json: not JSON/);
    const twice = mkdtempSync(join(tmpdir(), 'orbit-seeds-twice-'));
    writeFileSync(join(twice, 'a.json'), JSON.stringify({ format: 'orbit-sandbox-world/1', name: 'shared' }));
    writeFileSync(join(twice, 'shared.json'), JSON.stringify({ format: 'orbit-sandbox-world/1' }));
    expect(() => readSeeds(twice)).toThrow(/shared\.json and .*a\.json both seed the world shared/);
    expect(() => readSeeds(join(twice, 'missing.json'))).toThrow(/missing\.json: no such file/);
    writeFileSync(join(twice, 'not a name.json'), JSON.stringify({ format: 'orbit-sandbox-world/1' }));
    expect(() => readSeeds(join(twice, 'not a name.json'))).toThrow(/is not a world name/);
  });

  it('npm run reference starts from them, and does not start from a broken one', async () => {
    const server = await startReference({ env: { [SEED_ENV]: join(dir, 'qa-checkout.json') } });
    try {
      const res = await fetch(`${server.url}/__sandbox/world`, { headers: { 'orbit-sandbox': 'qa-checkout' } });
      expect(await res.json()).toEqual(exported);
    } finally {
      await server.stop();
    }
    const bad = mkdtempSync(join(tmpdir(), 'orbit-seeds-start-'));
    writeFileSync(join(bad, 'qa.json'), JSON.stringify({ format: 'orbit-sandbox-world/1', mode: 'sideways' }));
    const refused = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(join(BIN, 'tsx'), [join(ROOT, 'mock-server/reference/src/main.ts')], { env: { ...process.env, PORT: '0', [SEED_ENV]: bad } });
      let out = '';
      child.stderr.on('data', (c) => (out += c));
      child.on('exit', (code) => resolve({ code, out }));
    });
    expect(refused.code).toBe(2);
    expect(refused.out).toMatch(/not started: ORBIT_SANDBOX_SEED: .*qa\.json: field mode/);
  });
});
