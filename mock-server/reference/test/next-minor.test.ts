// Issue 12: the next-minor answer mode (docs/sdk-design.md §5). Per request (Orbit-Sandbox-Mode) or
// per world (PUT /__sandbox/mode), every JSON answer object gains unknown fields and every value of a
// multi-value enum is replaced by a value 3.4.0 does not know; literals and discriminators stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContract } from '../../../openapi/lib/contract.ts';
import { nextMinor } from '../src/next-minor.ts';
import { DEMO_DEVELOPER, SEED_ORDERS } from '../src/store.ts';
import { harness, type Harness } from './helpers.ts';

let h: Harness;
let token: string;
let table: { mode: string; added_fields: string[]; substitutes: { enum: string; values: unknown[]; substitute: unknown }[] };
const next = { 'orbit-sandbox-mode': 'next-minor' };
const sub = (name: string) => table.substitutes.find((row) => row.enum === name)!.substitute;

beforeAll(async () => {
  h = await harness();
  token = (await h.passwordLogin()).access_token;
  table = (await h.get('/__sandbox/mode')).json();
});
afterAll(() => h.close());

/** Every object in `value` has the added fields (objects under `except` keys aside). */
function everyObjectGained(value: unknown, path = '$', except: string[] = []): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => everyObjectGained(v, `${path}[${i}]`, except));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const missing = table.added_fields.filter((f) => !(f in record)).map((f) => `${path}: no ${f}`);
  return [
    ...missing,
    ...Object.entries(record)
      .filter(([k]) => !table.added_fields.includes(k) && !except.includes(k))
      .flatMap(([k, v]) => everyObjectGained(v, `${path}.${k}`, except)),
  ];
}

describe('GET /__sandbox/mode', () => {
  it('answers the mode, the added fields and a substitute for every multi-value enum of the contract', () => {
    expect(table.mode).toBe('current');
    expect(table.added_fields.length).toBeGreaterThan(0);
    expect(sub('OrderStatus')).toBe('disputed');
    // Derived from the contract: every component enum with more than one value has a row.
    const components = readContract().components.schemas as Record<string, { enum?: unknown[] }>;
    const multi = Object.entries(components).filter(([, s]) => (s.enum?.length ?? 0) > 1).map(([name]) => name);
    expect(multi.length).toBeGreaterThan(10);
    for (const name of multi) expect(table.substitutes.map((r) => r.enum), name).toContain(name);
    for (const row of table.substitutes) expect(row.values, row.enum).not.toContain(row.substitute);
  });
});

describe('an answer in next-minor mode', () => {
  it('gains the fields in every object and a substitute for every enum value (orders, nested package and money)', async () => {
    const plain = (await h.get('/api/user/orders', { token })).json();
    const res = await h.get('/api/user/orders', { token, headers: next, unchecked: true });
    expect(res.status).toBe(200);
    const body = res.json();
    expect(everyObjectGained(body)).toEqual([]);
    expect(body.total).toBe(plain.total);
    const completed = body.items.find((o: { order_no: string }) => o.order_no === SEED_ORDERS.demoCompleted);
    expect(completed.status).toBe('disputed');
    expect(completed.package.type).toBe(sub('PackageType'));
    expect(completed.provider).toBe(sub('PaymentProvider'));
    expect(completed.amount).toMatchObject({ amount: 990, currency: 'CNY' });
    // Everything that is not an enum value is as the contract's answer has it.
    expect(completed.order_no).toBe(SEED_ORDERS.demoCompleted);
    expect(completed.created_at).toBe(plain.items.find((o: { order_no: string }) => o.order_no === SEED_ORDERS.demoCompleted).created_at);
  });

  it('keeps literal (single-value) fields', async () => {
    const session = await h.post('/api/auth/unified_login', { mode: 'password', phone: '+8613800138000', password: 'orbit-demo-2026' }, { headers: next, unchecked: true });
    expect(session.json().token_type).toBe('Bearer');
    expect(session.json().user.membership.level).toBe(sub('MembershipLevel'));
    const chat = await h.post('/api/v1/chat/completions', { prompt: 'Write a haiku about tea.' }, { token: DEMO_DEVELOPER.apiKey, headers: next, unchecked: true });
    expect(chat.json()).toMatchObject({ object: 'chat.completion', choices: [{ message: { role: sub('ChatRole') }, finish_reason: sub('FinishReason') }] });
    expect(everyObjectGained(chat.json())).toEqual([]);
  });

  it('rewrites error bodies too', async () => {
    for (const res of [await h.get('/api/user/orders', { headers: next, unchecked: true }), await h.get('/api/nowhere', { headers: next, unchecked: true })]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      const { error } = res.json();
      expect(error.type).toBe(sub('ErrorType'));
      expect(error.code).toMatch(/^(missing_token|route_not_found)$/);
      expect(error.request_id).toBe(res.headers['x-request-id']);
      expect(everyObjectGained(res.json())).toEqual([]);
    }
  });

  it('rewrites each streamed chunk; the end marker stays', async () => {
    const res = await h.post('/api/v1/chat/completions', { prompt: 'Name three teas.', stream: true }, { token: DEMO_DEVELOPER.apiKey, headers: next, unchecked: true });
    const events = res.body.split('\n\n').filter(Boolean);
    expect(events.pop()).toBe('data: [DONE]');
    expect(events.length).toBeGreaterThan(1);
    const chunks = events.map((e) => JSON.parse(e.replace(/^data: /, '')));
    for (const chunk of chunks) {
      expect(chunk.object).toBe('chat.completion.chunk');
      expect(everyObjectGained(chunk)).toEqual([]);
    }
    expect(chunks[0].choices[0].delta.role).toBe(sub('ChatRole'));
    expect(chunks.at(-1).choices[0].finish_reason).toBe(sub('FinishReason'));
  });

  it('leaves binary answers and sandbox answers alone', async () => {
    const speech = await h.post('/api/v1/audio/speech', { input: 'hi' }, { token: DEMO_DEVELOPER.apiKey, headers: next });
    expect(speech.raw.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(Object.keys((await h.get('/__sandbox/clock', { headers: next })).json()).sort()).toEqual(['frozen', 'now', 'offset_seconds']);
  });
});

describe('the mode of a world', () => {
  it('PUT /__sandbox/mode switches one world; Orbit-Sandbox-Mode: current asks for the contract there', async () => {
    const a = { 'orbit-sandbox': 'mode-a' };
    const b = { 'orbit-sandbox': 'mode-b' };
    expect((await h.call('PUT', '/__sandbox/mode', { body: { mode: 'next-minor' }, headers: a })).json().mode).toBe('next-minor');
    expect((await h.get('/__sandbox/mode', { headers: b })).json().mode).toBe('current');
    expect((await h.get('/__sandbox/mode')).json().mode).toBe('current');
    const inA = (await h.get('/api/user/packages', { headers: a, unchecked: true })).json();
    expect(everyObjectGained(inA)).toEqual([]);
    expect(inA.items[0].type).toBe(sub('PackageType'));
    // Checked against the contract by the harness: the plain answers.
    expect((await h.get('/api/user/packages', { headers: b })).json().items[0].type).toBe('membership');
    expect((await h.get('/api/user/packages', { headers: { ...a, 'orbit-sandbox-mode': 'current' } })).json().items[0].type).toBe('membership');
    expect((await h.post('/__sandbox/reset', {}, { headers: a })).status).toBe(200);
    expect((await h.get('/__sandbox/mode', { headers: a })).json().mode).toBe('current');
  });

  it('refuses an unknown mode (400 invalid_parameter)', async () => {
    const res = await h.get('/api/user/packages', { headers: { 'orbit-sandbox-mode': 'next-major' } });
    expect(res.status).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_parameter', param: 'Orbit-Sandbox-Mode' });
    expect((await h.call('PUT', '/__sandbox/mode', { body: { mode: 'next-major' } })).status).toBe(400);
  });

  it('an idempotent replay is rewritten for the mode of the replay, not of the first answer', async () => {
    const body = { amount: { amount: 1, currency: 'CNY' }, reason: 'replay' };
    const headers = { 'idempotency-key': 'next-minor-replay' };
    const first = await h.post('/api/ai/deduct', body, { token, headers: { ...headers, ...next }, unchecked: true });
    expect(everyObjectGained(first.json())).toEqual([]);
    const replay = await h.post('/api/ai/deduct', body, { token, headers });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(Object.keys(replay.json())).not.toContain(table.added_fields[0]);
    expect(replay.json().id).toBe(first.json().id);
  });
});

describe('the rewrite', () => {
  it('keeps union discriminators and map keys; adds fields only to objects with declared properties', () => {
    const union = {
      oneOf: [
        { type: 'object', required: ['kind'], properties: { kind: { type: 'string', enum: ['a', 'b'] }, colour: { type: 'string', enum: ['red', 'blue'] } } },
        { type: 'object', required: ['kind'], properties: { kind: { type: 'string', enum: ['c'] } } },
      ],
      discriminator: { propertyName: 'kind' },
    };
    const out = nextMinor({ kind: 'a', colour: 'red' }, union) as Record<string, unknown>;
    expect(out.kind).toBe('a');
    expect(out.colour).toBe('next_minor_value');
    expect(Object.keys(out)).toEqual(expect.arrayContaining(table.added_fields));

    const map = { type: 'object', properties: { labels: { type: 'object', additionalProperties: { type: 'string', enum: ['on', 'off'] } } } };
    const mapped = nextMinor({ labels: { wifi: 'on' } }, map) as { labels: Record<string, unknown> };
    expect(mapped.labels).toEqual({ wifi: 'next_minor_value' });
  });
});
