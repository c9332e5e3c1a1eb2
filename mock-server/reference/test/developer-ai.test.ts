// Developer programme (register, apps, stats from real calls with revenue share) and AI services
// (model list, routed chat, v1 text/images/speech).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../src/ids.ts';
import { PNG_SIGNATURE } from '../src/services/media.ts';
import { DEMO_APP, DEMO_DEVELOPER, DEMO_DEVELOPER_USER, DEMO_PASSWORD } from '../src/store.ts';
import { harness, type Harness } from './helpers.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await harness();
});
beforeEach(async () => {
  h.reset();
  token = (await h.passwordLogin()).access_token;
});
afterAll(() => h.close());

const chat = (body: Record<string, unknown>, key = DEMO_DEVELOPER.apiKey) => h.post('/api/v1/chat/completions', body, { token: key });

describe('developer', () => {
  it('register answers the API key once and stores only its hash', async () => {
    const res = await h.post('/api/developer/register', { name: 'QA Studio', email: 'qa@studio.example', website: 'https://studio.example' }, { token });
    expect(res.status).toBe(201);
    const { developer, api_key, api_key_prefix } = res.json();
    expect(api_key).toMatch(/^sk_test_[0-9A-Za-z]{40}$/);
    expect(api_key_prefix).toBe(api_key.slice(0, 12));
    expect(developer).toMatchObject({ name: 'QA Studio', revenue_share_bps: 3000 });
    expect(developer.company).toBeUndefined();
    const stored = JSON.stringify([...h.ctx.store.apiKeys.values()]);
    expect(stored).not.toContain(api_key);
    expect(h.ctx.store.apiKeys.has(sha256(api_key))).toBe(true);
    // The key works on /api/v1/*.
    expect((await chat({ prompt: 'hello' }, api_key)).status).toBe(200);
    const again = await h.post('/api/developer/register', { name: 'QA Studio', email: 'qa@studio.example' }, { token });
    expect(again.status).toBe(409);
    expect(again.json().error.code).toBe('developer_exists');
  });

  it('apps and stats need a registered developer (403 developer_required)', async () => {
    for (const res of [await h.post('/api/developer/app', { name: 'X' }, { token }), await h.get('/api/developer/stats', { token })]) {
      expect(res.status).toBe(403);
      expect(res.json().error).toMatchObject({ type: 'permission_error', code: 'developer_required' });
    }
  });

  it('stats count the calls actually made with the developer\'s keys, per endpoint and key, with the revenue share', async () => {
    const dev = (await h.passwordLogin(DEMO_DEVELOPER_USER.phone, DEMO_PASSWORD)).access_token;
    const app = (await h.post('/api/developer/app', { name: 'Stats App', platform: 'server' }, { token: dev })).json();
    expect(app.id).toMatch(/^app_[0-9A-Za-z]{16}$/);
    expect(app.api_key).toMatch(/^sk_test_/);
    const empty = (await h.get('/api/developer/stats', { token: dev })).json();
    expect(empty.totals.calls).toBe(0);

    const text = (await chat({ prompt: 'one two three', max_tokens: 5 })).json();
    await h.post('/api/v1/images/generations', { prompt: 'a teapot', n: 2, size: '256x256' }, { token: app.api_key });
    await h.post('/api/v1/audio/speech', { input: 'x'.repeat(120) }, { token: DEMO_APP.apiKey });
    // Failed calls are not counted.
    await chat({ prompt: 'x', messages: [{ role: 'user', content: 'y' }] });

    const stats = (await h.get('/api/developer/stats', { token: dev })).json();
    expect(stats.revenue_share_bps).toBe(3000);
    expect(stats.totals).toMatchObject({ calls: 3, prompt_tokens: text.usage.prompt_tokens, completion_tokens: text.usage.completion_tokens, images: 2, speech_characters: 120 });
    // chat: 1 fen (8 tokens started) -> 0; images: 20 fen -> 6; speech: 3 fen (120 chars) -> 0.
    expect(stats.by_endpoint).toEqual([
      { endpoint: 'chat_completions', calls: 1, revenue_share: { amount: 0, currency: 'CNY' } },
      { endpoint: 'images', calls: 1, revenue_share: { amount: 6, currency: 'CNY' } },
      { endpoint: 'speech', calls: 1, revenue_share: { amount: 0, currency: 'CNY' } },
    ]);
    expect(stats.totals.revenue_share.amount).toBe(6);
    expect(stats.by_key).toEqual([
      { api_key_prefix: DEMO_DEVELOPER.apiKey.slice(0, 12), calls: 1 },
      { api_key_prefix: DEMO_APP.apiKey.slice(0, 12), app_id: DEMO_APP.id, calls: 1 },
      { api_key_prefix: app.api_key_prefix, app_id: app.id, calls: 1 },
    ]);
    // Another developer's calls never count here.
    const other = (await h.post('/api/developer/register', { name: 'Other', email: 'o@example.com' }, { token })).json();
    await chat({ prompt: 'hi' }, other.api_key);
    expect((await h.get('/api/developer/stats', { token: dev })).json().totals.calls).toBe(3);
  });

  it('stats honour the date range and refuse bad ranges (400 invalid_date_range)', async () => {
    h.clock.set(Date.parse('2026-05-10T12:00:00Z'));
    await chat({ prompt: 'may' });
    h.clock.set(Date.parse('2026-06-02T12:00:00Z'));
    const fresh = (await h.passwordLogin(DEMO_DEVELOPER_USER.phone, DEMO_PASSWORD)).access_token;
    const defaults = (await h.get('/api/developer/stats', { token: fresh })).json();
    expect(defaults).toMatchObject({ from: '2026-05-04', to: '2026-06-02' });
    expect(defaults.totals.calls).toBe(1);
    expect((await h.get('/api/developer/stats?from=2026-05-11&to=2026-05-31', { token: fresh })).json().totals.calls).toBe(0);
    expect((await h.get('/api/developer/stats?from=2026-05-10&to=2026-05-10', { token: fresh })).json().totals.calls).toBe(1);
    for (const q of ['from=2026-05-31&to=2026-05-01', 'from=2025-01-01&to=2026-05-01']) {
      const res = await h.get(`/api/developer/stats?${q}`, { token: fresh });
      expect(res.status).toBe(400);
      expect(res.json().error.code).toBe('invalid_date_range');
    }
  });
});

describe('models and routed chat', () => {
  it('lists the models', async () => {
    const res = await h.get('/api/ai/router?action=models');
    expect(res.status).toBe(200);
    expect(res.json().items.map((m: { id: string }) => m.id)).toContain('orbit-chat-1');
  });

  it('auto picks the first available chat model; named models must exist, be chat and be available', async () => {
    const auto = await h.post('/api/ai/router', { messages: [{ role: 'user', content: 'hi' }] }, { token });
    expect(auto.json().model).toBe('orbit-chat-1'); // orbit-chat-legacy comes first but is unavailable
    expect((await h.post('/api/ai/router', { model: 'orbit-chat-2', messages: [{ role: 'user', content: 'hi' }] }, { token })).json().model).toBe('orbit-chat-2');
    const image = await h.post('/api/ai/router', { model: 'orbit-image-1', messages: [{ role: 'user', content: 'hi' }] }, { token });
    expect(image.status).toBe(400);
    expect(image.json().error.code).toBe('model_not_found');
    const legacy = await h.post('/api/ai/router', { model: 'orbit-chat-legacy', messages: [{ role: 'user', content: 'hi' }] }, { token });
    expect(legacy.status).toBe(503);
    expect(legacy.json().error.code).toBe('model_unavailable');
    expect(legacy.headers['retry-after']).toBeTruthy();
  });

  it('keeps multi-turn context by conversation id, per user', async () => {
    const first = (await h.post('/api/ai/router', { messages: [{ role: 'user', content: 'My cat is called Mochi' }] }, { token })).json();
    expect(first.conversation_id).toMatch(/^conv_[0-9A-Za-z]{16}$/);
    expect(first.id).toMatch(/^rt_[0-9A-Za-z]{16}$/);
    const second = (await h.post('/api/ai/router', { conversation_id: first.conversation_id, messages: [{ role: 'user', content: 'What is its name?' }] }, { token })).json();
    expect(second.conversation_id).toBe(first.conversation_id);
    expect(second.message.content).toContain('Turn 2');
    expect(second.message.content).toContain('Mochi');
    const someone = (await h.smsLogin()).access_token;
    const foreign = await h.post('/api/ai/router', { conversation_id: first.conversation_id, messages: [{ role: 'user', content: 'hi' }] }, { token: someone });
    expect(foreign.status).toBe(404);
    expect(foreign.json().error.code).toBe('conversation_not_found');
  });

  it('costs one credit without membership, none with it; 402 insufficient_credits when out', async () => {
    const first = (await h.post('/api/ai/router', { messages: [{ role: 'user', content: 'hi' }] }, { token })).json();
    expect(first).toMatchObject({ credits_charged: 1, credits_remaining: 999 });
    const broke = await h.smsLogin();
    const refused = await h.post('/api/ai/router', { messages: [{ role: 'user', content: 'hi' }] }, { token: broke.access_token });
    expect(refused.status).toBe(402);
    expect(refused.json().error.code).toBe('insufficient_credits');
    await h.pay(await h.buy(broke.access_token, 'pkg_vip30d00000001'));
    const member = (await h.post('/api/ai/router', { messages: [{ role: 'user', content: 'hi' }] }, { token: broke.access_token })).json();
    expect(member).toMatchObject({ credits_charged: 0, credits_remaining: 0 });
  });

  it('respects max_tokens', async () => {
    const res = (await h.post('/api/ai/router', { max_tokens: 3, messages: [{ role: 'user', content: 'tell me a long story' }] }, { token })).json();
    expect(res.message.content.split(' ')).toHaveLength(3);
    expect(res.usage.completion_tokens).toBe(3);
  });
});

describe('v1 chat completions', () => {
  it('gives a deterministic reply derived from the prompt, counting usage', async () => {
    const a = (await chat({ prompt: 'Write a haiku about tea.' })).json();
    const b = (await chat({ prompt: 'Write a haiku about tea.' })).json();
    const c = (await chat({ prompt: 'Write a haiku about coffee.' })).json();
    expect(a.choices[0].message.content).toBe(b.choices[0].message.content);
    expect(a.choices[0].message.content).not.toBe(c.choices[0].message.content);
    expect(a.choices[0].message.content).toContain('Write a haiku about tea.');
    expect(a).toMatchObject({ object: 'chat.completion', model: 'orbit-chat-1', choices: [{ index: 0, finish_reason: 'stop' }] });
    expect(a.usage).toEqual({ prompt_tokens: 5, completion_tokens: a.choices[0].message.content.split(' ').length, total_tokens: 5 + a.usage.completion_tokens });
  });

  it('never exceeds max_tokens (finish_reason length)', async () => {
    const res = (await chat({ prompt: 'Write a haiku about tea.', max_tokens: 4 })).json();
    expect(res.choices[0].finish_reason).toBe('length');
    expect(res.usage.completion_tokens).toBe(4);
    expect(res.choices[0].message.content.split(' ')).toHaveLength(4);
  });

  it('accepts a whole conversation; prompt and messages together or neither is 400 invalid_prompt', async () => {
    const res = (await chat({ messages: [{ role: 'user', content: 'Name a green tea.' }, { role: 'assistant', content: 'Longjing.' }, { role: 'user', content: 'Where does it grow?' }] })).json();
    expect(res.choices[0].message.content).toContain('Turn 2');
    for (const body of [{ prompt: 'a', messages: [{ role: 'user', content: 'b' }] }, { max_tokens: 5 }]) {
      const bad = await chat(body);
      expect(bad.status).toBe(400);
      expect(bad.json().error.code).toBe('invalid_prompt');
    }
    expect((await chat({ prompt: 'x', model: 'no-such-model' })).json().error.code).toBe('model_not_found');
  });

  it('streams server-sent events that add up to the same reply, usage in the last chunk, then [DONE]', async () => {
    const plain = (await chat({ prompt: 'Stream me a reply please' })).json();
    const res = await chat({ prompt: 'Stream me a reply please', stream: true });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = res.body.split('\n\n').filter(Boolean).map((e) => e.replace(/^data: /, ''));
    expect(events.at(-1)).toBe('[DONE]');
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e));
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks[0].choices[0].delta.role).toBe('assistant');
    for (const c of chunks) expect(c).toMatchObject({ object: 'chat.completion.chunk', id: chunks[0].id });
    expect(chunks.map((c) => c.choices[0].delta.content).join('')).toBe(plain.choices[0].message.content);
    expect(chunks.at(-1).usage).toEqual(plain.usage);
    expect(chunks.at(-1).choices[0].finish_reason).toBe('stop');
  });
});

describe('v1 images', () => {
  const image = async (body: Record<string, unknown>) => (await h.post('/api/v1/images/generations', body, { token: DEMO_DEVELOPER.apiKey })).json();
  const png = (b64: string) => Buffer.from(b64, 'base64');

  it('returns real PNGs of the requested size, different per style and prompt', async () => {
    const res = await image({ prompt: 'A teapot on a windowsill', style: 'watercolor', n: 2, size: '256x256' });
    expect(res).toMatchObject({ model: 'orbit-image-1', style: 'watercolor' });
    expect(res.data).toHaveLength(2);
    const bytes = png(res.data[0].b64_json);
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
    expect(bytes.readUInt32BE(16)).toBe(256);
    expect(bytes.readUInt32BE(20)).toBe(256);
    expect(bytes.subarray(-8, -4).toString('ascii')).toBe('IEND');
    const styles = ['realistic', 'anime', 'watercolor', 'sketch', 'pixel_art', 'oil_painting'];
    const byStyle = await Promise.all(styles.map(async (style) => (await image({ prompt: 'same prompt', style, size: '256x256' })).data[0].b64_json));
    expect(new Set(byStyle).size).toBe(styles.length);
    const otherPrompt = (await image({ prompt: 'another prompt', style: 'anime', size: '256x256' })).data[0].b64_json;
    expect(otherPrompt).not.toBe(byStyle[1]);
    expect((await image({ prompt: 'same prompt', style: 'anime', size: '256x256' })).data[0].b64_json).toBe(byStyle[1]);
    expect(res.data[0].b64_json).not.toBe(res.data[1].b64_json);
  });

  it('answers data: URLs with response_format url; default size 512', async () => {
    const res = await image({ prompt: 'x', response_format: 'url' });
    expect(res.data[0].url).toMatch(/^data:image\/png;base64,/);
    expect(png(res.data[0].url.split(',')[1]).readUInt32BE(16)).toBe(512);
  });
});

describe('v1 speech', () => {
  const speech = (body: Record<string, unknown>) => h.post('/api/v1/audio/speech', body, { token: DEMO_DEVELOPER.apiKey });

  it('returns a real 16 kHz mono 16-bit WAV whose length follows the input and speed, per voice', async () => {
    const short = await speech({ input: 'Hello there' });
    expect(short.status).toBe(200);
    expect(short.headers['content-type']).toMatch(/^audio\/wav/);
    const wav = short.raw;
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(16000);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
    const long = (await speech({ input: 'Hello there, this is a much longer sentence to speak' })).raw;
    expect(long.length).toBeGreaterThan(wav.length * 3);
    const fast = (await speech({ input: 'Hello there', speed: 2 })).raw;
    expect(fast.length - 44).toBeCloseTo((wav.length - 44) / 2, -2);
    const otherVoice = (await speech({ input: 'Hello there', voice: 'cedar' })).raw;
    expect(otherVoice.length).toBe(wav.length);
    expect(otherVoice.equals(wav)).toBe(false);
  });

  it('records every call for the key\'s owner', async () => {
    const before = h.ctx.store.calls.length;
    await speech({ input: 'abc' });
    expect(h.ctx.store.calls.slice(before)).toMatchObject([{ developerId: DEMO_DEVELOPER.id, endpoint: 'speech', speechCharacters: 3 }]);
  });
});
