// Proof of conformance: the reference server, started as `npm run reference` starts it (a real
// process), behind Prism's validation proxy (`prism proxy openapi/openapi.yaml <reference> --errors`).
// Every operation of the contract is called through the proxy on a success path AND an error path;
// any violation (Prism's problem+json answer or an `sl-violations` header, in the request or the
// response) fails the test. The operations are read from the contract, so a new operation fails this
// test until it is covered here. Sandbox calls (codes, payments, faults) go to the server directly.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../../../scripts/lib/paths.ts';
import { freePort, startPrism, startProcess, type RunningServer } from '../../../scripts/lib/servers.ts';
import { operations } from '../../../openapi/lib/contract.ts';
import { DEMO_DEVELOPER, DEMO_DEVELOPER_USER, DEMO_PASSWORD, DEMO_USER } from '../src/store.ts';
import { contractProblems } from './contract-check.ts';

let reference: RunningServer;
let prism: RunningServer;
const touched = new Map<string, Set<number>>();
const violations: string[] = [];
const routes = new Map(operations().map((o) => [`${o.method.toUpperCase()} ${o.path}`, o.operationId]));

beforeAll(async () => {
  reference = await startProcess(join(BIN, 'tsx'), ['mock-server/reference/src/main.ts'], {
    port: await freePort(),
    env: { LOG_LEVEL: 'warn' },
    probePath: '/api/user/packages',
  });
  prism = await startPrism({ upstream: reference.url, errors: true });
}, 120_000);

afterAll(async () => {
  await prism?.stop();
  await reference?.stop();
});

interface Options {
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** A request through the validation proxy; records the operation and status, collects violations. */
async function via(method: string, path: string, options: Options = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !Object.keys(headers).some((k) => k.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  const res = await fetch(prism.url + path, { method, headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  const operationId = routes.get(`${method} ${path.split('?')[0]}`) ?? `${method} ${path}`;
  if (!touched.has(operationId)) touched.set(operationId, new Set());
  touched.get(operationId)!.add(res.status);
  const sl = res.headers.get('sl-violations');
  if (sl) violations.push(`${operationId} ${res.status}: sl-violations ${sl}`);
  if ((res.headers.get('content-type') ?? '').includes('problem+json')) violations.push(`${operationId} ${res.status}: Prism answered ${text.slice(0, 500)}`);
  return { status: res.status, headers: res.headers, text, bytes, json: () => JSON.parse(text) };
}

/** QA plumbing straight to the reference server (the contract, and so Prism, has no sandbox). */
async function sandbox(method: string, path: string, body?: unknown) {
  const res = await fetch(reference.url + path, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res.json();
}

const phone = `+86137${String(Date.now()).slice(-8)}`;

describe('every operation through prism proxy --errors', () => {
  let user: string; // demo user's access token
  let dev: string; // demo developer's access token
  let fresh: string; // a new user's access token
  let pendingChatpay: string;
  let pendingPayapp: string;

  it('auth', async () => {
    expect((await via('POST', '/api/auth/sms_send', { body: { phone, scene: 'login' } })).status).toBe(200);
    const again = await via('POST', '/api/auth/sms_send', { body: { phone } });
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBeTruthy();
    const { code } = await sandbox('GET', `/__sandbox/sms/${encodeURIComponent(phone)}`);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await via('POST', '/api/auth/unified_login', { body: { mode: 'sms', phone, code: wrongCode } })).status).toBe(401);
    const sms = await via('POST', '/api/auth/unified_login', { body: { mode: 'sms', phone, code, invite_code: DEMO_USER.inviteCode } });
    expect(sms.status).toBe(200);
    fresh = sms.json().access_token;
    const pw = await via('POST', '/api/auth/unified_login', { body: { mode: 'password', phone: DEMO_USER.phone, password: DEMO_PASSWORD } });
    expect(pw.status).toBe(200);
    const refreshed = await via('POST', '/api/auth/unified_login', { body: { mode: 'refresh', refresh_token: pw.json().refresh_token } });
    expect(refreshed.status).toBe(200);
    // Reusing the retired refresh token revokes that login's family (so log in afresh below).
    expect((await via('POST', '/api/auth/unified_login', { body: { mode: 'refresh', refresh_token: pw.json().refresh_token } })).status).toBe(401);
    user = (await via('POST', '/api/auth/unified_login', { body: { mode: 'password', phone: DEMO_USER.phone, password: DEMO_PASSWORD } })).json().access_token;
    // (A body the contract refuses, e.g. mode refresh without refresh_token, Prism itself answers 422: not a server answer.)
    expect((await via('POST', '/api/auth/unified_login', { body: { mode: 'refresh', refresh_token: 'rt_NeverIssuedNeverIssued0001' } })).status).toBe(401);

    const mini = await sandbox('POST', '/__sandbox/miniapp/code', { openid: 'oConformance01' });
    expect((await via('POST', '/api/auth/miniapp_login', { body: { code: mini.code } })).status).toBe(200);
    expect((await via('POST', '/api/auth/miniapp_login', { body: { code: mini.code } })).status).toBe(401);

    expect((await via('POST', '/api/user/login', { body: { account: DEMO_USER.email, password: DEMO_PASSWORD } })).status).toBe(200);
    expect((await via('POST', '/api/user/login', { body: { account: DEMO_USER.email, password: 'wrong-password' } })).status).toBe(401);
    const devLogin = await via('POST', '/api/user/login', { body: { account: DEMO_DEVELOPER_USER.phone, password: DEMO_PASSWORD } });
    dev = devLogin.json().access_token;
  });

  it('packages and models (errors through sandbox faults)', async () => {
    for (const type of ['all', 'membership', 'credits', 'balance']) expect((await via('GET', `/api/user/packages?type=${type}`)).status).toBe(200);
    expect((await via('GET', '/api/ai/router?action=models')).status).toBe(200);
    await sandbox('POST', '/__sandbox/faults', { operation_id: 'listPackages', status: 429, retry_after: 2 });
    await sandbox('POST', '/__sandbox/faults', { operation_id: 'listModels', status: 503, retry_after: 2 });
    expect((await via('GET', '/api/user/packages')).status).toBe(429);
    expect((await via('GET', '/api/ai/router?action=models')).status).toBe(503);
  });

  it('payments, notifications and orders', async () => {
    const created = await via('POST', '/api/pay/create', { body: { package_id: 'pkg_credit10000002', provider: 'chatpay' }, token: user, headers: { 'Idempotency-Key': 'conformance-create-1' } });
    expect(created.status).toBe(201);
    pendingChatpay = created.json().order.order_no;
    const replay = await via('POST', '/api/pay/create', { body: { package_id: 'pkg_credit10000002', provider: 'chatpay' }, token: user, headers: { 'Idempotency-Key': 'conformance-create-1' } });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await via('POST', '/api/pay/create', { body: { package_id: 'pkg_topup010000005', provider: 'chatpay' }, token: user, headers: { 'Idempotency-Key': 'conformance-create-1' } })).status).toBe(409);
    expect((await via('POST', '/api/pay/create', { body: { package_id: 'pkg_retired0000009', provider: 'chatpay' }, token: user })).status).toBe(404);
    const payapp = await via('POST', '/api/pay/create', { body: { package_id: 'pkg_vip30d00000001', provider: 'payapp' }, token: fresh });
    expect(payapp.status).toBe(201);
    pendingPayapp = payapp.json().order.order_no;

    expect((await via('POST', '/api/pay/chatpay_h5', { body: { order_no: pendingChatpay, h5_type: 'wap', client_ip: '203.0.113.7' }, token: user })).status).toBe(200);
    expect((await via('POST', '/api/pay/chatpay_h5', { body: { order_no: pendingPayapp }, token: fresh })).status).toBe(409);
    expect((await via('POST', '/api/pay/chatpay_h5', { body: { order_no: pendingPayapp }, token: user })).status).toBe(404);

    // chatpay: error paths first (tampered, stale, wrong amount), then success, then a repeat.
    for (const [options, status] of [[{ tamper: true }, 401], [{ age_seconds: 600 }, 401], [{ amount: 1 }, 400]] as const) {
      const n = await sandbox('POST', `/__sandbox/orders/${pendingChatpay}/notification`, options);
      expect((await via('POST', n.path, { rawBody: n.body, headers: n.headers })).status).toBe(status);
    }
    const good = await sandbox('POST', `/__sandbox/orders/${pendingChatpay}/notification`, {});
    const accepted = await via('POST', good.path, { rawBody: good.body, headers: good.headers });
    expect(accepted.status).toBe(200);
    expect(accepted.json().code).toBe('SUCCESS');
    expect((await via('POST', good.path, { rawBody: good.body, headers: good.headers })).status).toBe(200);

    // payapp likewise.
    for (const [options, status] of [[{ tamper: true }, 401], [{ age_seconds: 600 }, 401], [{ amount: 1 }, 400]] as const) {
      const n = await sandbox('POST', `/__sandbox/orders/${pendingPayapp}/notification`, options);
      expect((await via('POST', n.path, { rawBody: n.body, headers: n.headers })).status).toBe(status);
    }
    const goodPayapp = await sandbox('POST', `/__sandbox/orders/${pendingPayapp}/notification`, {});
    const ok = await via('POST', goodPayapp.path, { rawBody: goodPayapp.body, headers: goodPayapp.headers });
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('success');

    const list = await via('GET', '/api/user/orders?page=1&limit=2&status=completed', { token: user });
    expect(list.status).toBe(200);
    expect(list.json().items[0].order_no).toBe(pendingChatpay);
    expect((await via('GET', '/api/user/orders', { token: 'at_notavalidtoken00000000' })).status).toBe(401);

    const toCancel = (await via('POST', '/api/pay/create', { body: { package_id: 'pkg_credit10000002', provider: 'payapp' }, token: user })).json().order.order_no;
    expect((await via('POST', '/api/user/orders', { body: { action: 'delete', order_no: toCancel }, token: user })).status).toBe(409);
    expect((await via('POST', '/api/user/orders', { body: { action: 'cancel', order_no: toCancel }, token: user })).status).toBe(200);
    expect((await via('POST', '/api/user/orders', { body: { action: 'cancel', order_no: toCancel }, token: user })).status).toBe(409);
    expect((await via('POST', '/api/user/orders', { body: { action: 'delete', order_no: toCancel }, token: user })).status).toBe(200);
    expect((await via('POST', '/api/user/orders', { body: { action: 'delete', order_no: toCancel }, token: user })).status).toBe(404);
    expect((await via('POST', '/api/user/orders', { body: { action: 'cancel', order_no: pendingPayapp }, token: user })).status).toBe(404);
  });

  it('distribution', async () => {
    const d = await via('GET', '/api/user/distribution', { token: user });
    expect(d.status).toBe(200);
    expect(d.json().recent_earnings.length).toBeGreaterThanOrEqual(2); // the seed's and the new invitee's
    expect((await via('GET', '/api/user/distribution', { token: DEMO_DEVELOPER.apiKey })).status).toBe(401);
    const body = { amount: { amount: 500, currency: 'CNY' }, method: 'payapp', account: 'qa@example.com', real_name: 'Li Lei' };
    expect((await via('POST', '/api/user/distribution?action=withdraw_apply', { body, token: user, headers: { 'Idempotency-Key': 'conformance-wd' } })).status).toBe(201);
    expect((await via('POST', '/api/user/distribution?action=withdraw_apply', { body: { ...body, amount: { amount: 99_999_999, currency: 'CNY' } }, token: user })).status).toBe(402);
  });

  it('developer', async () => {
    const reg = await via('POST', '/api/developer/register', { body: { name: 'Conformance', email: 'c@example.com', company: 'QA Ltd', website: 'https://qa.example' }, token: fresh });
    expect(reg.status).toBe(201);
    expect((await via('POST', '/api/developer/register', { body: { name: 'Again', email: 'c@example.com' }, token: fresh })).status).toBe(409);
    expect((await via('POST', '/api/developer/app', { body: { name: 'Writer', description: 'Drafts.', platform: 'web' }, token: fresh })).status).toBe(201);
    expect((await via('POST', '/api/developer/app', { body: { name: 'Nope' }, token: user })).status).toBe(403);
    await via('POST', '/api/v1/chat/completions', { body: { prompt: 'count me' }, token: reg.json().api_key });
    const stats = await via('GET', '/api/developer/stats', { token: fresh });
    expect(stats.status).toBe(200);
    expect(stats.json().totals.calls).toBe(1);
    expect((await via('GET', '/api/developer/stats?from=2026-05-31&to=2026-05-01', { token: dev })).status).toBe(400);
    expect((await via('GET', '/api/developer/stats?from=2026-05-01&to=2026-05-31', { token: user })).status).toBe(403);
  });

  it('routed chat and deduct', async () => {
    const first = await via('POST', '/api/ai/router', { body: { model: 'auto', messages: [{ role: 'user', content: 'Suggest a name for a tea shop.' }] }, token: user });
    expect(first.status).toBe(200);
    expect((await via('POST', '/api/ai/router', { body: { conversation_id: first.json().conversation_id, max_tokens: 8, messages: [{ role: 'user', content: 'Shorter?' }] }, token: user })).status).toBe(200);
    expect((await via('POST', '/api/ai/router', { body: { conversation_id: first.json().conversation_id, messages: [{ role: 'user', content: 'mine?' }] }, token: dev })).status).toBe(404);
    expect((await via('POST', '/api/ai/router', { body: { model: 'orbit-chat-legacy', messages: [{ role: 'user', content: 'hi' }] }, token: user })).status).toBe(503);
    expect((await via('POST', '/api/ai/router', { body: { model: 'orbit-image-1', messages: [{ role: 'user', content: 'hi' }] }, token: user })).status).toBe(400);
    const broke = (await via('POST', '/api/auth/miniapp_login', { body: { code: (await sandbox('POST', '/__sandbox/miniapp/code', { openid: 'oConformance02' })).code } })).json().access_token;
    expect((await via('POST', '/api/ai/router', { body: { messages: [{ role: 'user', content: 'hi' }] }, token: broke })).status).toBe(402);

    const charge = { amount: { amount: 150, currency: 'CNY' }, reason: 'Image upscale', reference: 'job_42' };
    expect((await via('POST', '/api/ai/deduct', { body: charge, token: user, headers: { 'Idempotency-Key': 'conformance-deduct' } })).status).toBe(200);
    const replayed = await via('POST', '/api/ai/deduct', { body: charge, token: user, headers: { 'Idempotency-Key': 'conformance-deduct' } });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect((await via('POST', '/api/ai/deduct', { body: { ...charge, reason: 'Other' }, token: user, headers: { 'Idempotency-Key': 'conformance-deduct' } })).status).toBe(409);
    expect((await via('POST', '/api/ai/deduct', { body: { amount: { amount: 1, currency: 'CNY' }, reason: 'x' }, token: broke })).status).toBe(402);
  });

  it('generation', async () => {
    const key = DEMO_DEVELOPER.apiKey;
    const text = await via('POST', '/api/v1/chat/completions', { body: { prompt: 'Write a haiku about tea.', max_tokens: 64 }, token: key });
    expect(text.status).toBe(200);
    // A streamed answer goes straight to the server and each event is checked in-process against the
    // contract: the contract puts the chunk schema on text/event-stream (each event's data), which
    // Prism applies to the whole stream ("Response body must be object") — a Prism limitation.
    const streamBody = { model: 'orbit-chat-1', max_tokens: 128, stream: true, messages: [{ role: 'user', content: 'Name a green tea.' }, { role: 'assistant', content: 'Longjing.' }, { role: 'user', content: 'Where does it grow?' }] };
    const streamed = await fetch(`${reference.url}/api/v1/chat/completions`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(streamBody) });
    const streamedText = await streamed.text();
    expect(streamed.status).toBe(200);
    expect(streamedText.trim().endsWith('data: [DONE]')).toBe(true);
    expect(contractProblems({ method: 'POST', url: '/api/v1/chat/completions', statusCode: streamed.status, headers: Object.fromEntries(streamed.headers), body: streamedText })).toEqual([]);
    // (prompt and messages together break the contract's oneOf: Prism refuses that itself with 422.)
    expect((await via('POST', '/api/v1/chat/completions', { body: { prompt: 'a', model: 'orbit-chat-9' }, token: key })).status).toBe(400);
    expect((await via('POST', '/api/v1/chat/completions', { body: { prompt: 'a' }, token: user })).status).toBe(401);

    const images = await via('POST', '/api/v1/images/generations', { body: { prompt: 'A teapot on a windowsill', style: 'watercolor', n: 1, size: '256x256', response_format: 'b64_json' }, token: key });
    expect(images.status).toBe(200);
    expect((await via('POST', '/api/v1/images/generations', { body: { prompt: 'x', response_format: 'url', size: '256x256' }, token: key })).status).toBe(200);
    expect((await via('POST', '/api/v1/images/generations', { body: { prompt: 'x' }, token: user })).status).toBe(401);

    const speech = await via('POST', '/api/v1/audio/speech', { body: { input: 'Hello there', voice: 'aurora', response_format: 'wav', speed: 1.0 }, token: key });
    expect(speech.status).toBe(200);
    expect(speech.bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect((await via('POST', '/api/v1/audio/speech', { body: { input: 'x' }, token: user })).status).toBe(401);
    await sandbox('POST', '/__sandbox/faults', { operation_id: 'createSpeech', status: 503, retry_after: 1 });
    expect((await via('POST', '/api/v1/audio/speech', { body: { input: 'x' }, token: key })).status).toBe(503);
  });

  it('(the proxy does report violations: a request outside the contract is refused with problem+json)', async () => {
    const res = await fetch(`${prism.url}/api/auth/sms_send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"phone":"not-a-phone"}' });
    expect(res.headers.get('content-type')).toContain('problem+json');
  });

  it('touched every operation of the contract on a success and an error path, with zero violations', () => {
    const missing: string[] = [];
    for (const op of operations()) {
      const statuses = [...(touched.get(op.operationId) ?? [])];
      if (!statuses.some((s) => s >= 200 && s < 300)) missing.push(`${op.operationId}: no success`);
      if (!statuses.some((s) => s >= 400)) missing.push(`${op.operationId}: no error path`);
    }
    expect(missing).toEqual([]);
    expect([...touched.keys()].filter((k) => !operations().some((o) => o.operationId === k))).toEqual([]);
    expect(violations).toEqual([]);
  });
});
