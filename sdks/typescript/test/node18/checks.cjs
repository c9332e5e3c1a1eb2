// Plain JavaScript checks of the built SDK, run under Node 18 by scripts/node18.ts for both the
// CommonJS (dist/index.cjs, dist/node.cjs) and the ESM (dist/index.js, dist/node.js) build, `sdk` the main
// entry and `sdkNode` the Node.js entry (orbit-sdk/node). ORBIT_BASE_URL points at Prism.
'use strict';
const http = require('node:http');
const assert = require('node:assert/strict');

module.exports = async function run(sdk, label, sdkNode) {
  const { Orbit, NotFoundError, APITimeoutError, BinaryResponse, InvalidArgumentError, UploadFile } = sdk;
  let passed = 0;
  let failed = 0;
  async function check(name, fn) {
    try {
      await fn();
      passed++;
      console.log(`  ok   ${label}: ${name}`);
    } catch (error) {
      failed++;
      console.log(`  FAIL ${label}: ${name}\n       ${String(error && error.stack ? error.stack : error).split('\n').join('\n       ')}`);
    }
  }

  const client = new Orbit({ accessToken: 'at_Zt8pQ2mW5xR7kL9vN3bC6dF1gH4jK0sY', apiKey: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc4eC39HqLyjWDarjt', maxRetries: 0 });

  await check('runs on Node 18', () => assert.match(process.versions.node, /^18\./));
  await check('orbit-sdk/node: fileFromPath() gives the main entry\'s UploadFile (one copy of the class)', async () => {
    const file = sdkNode.fileFromPath(__filename, { type: 'text/javascript' });
    assert.ok(file instanceof UploadFile);
    assert.equal(file.name, 'checks.cjs');
    assert.equal(typeof sdk.fileFromPath, 'undefined');
  });
  await check('base URL from ORBIT_BASE_URL', () => assert.equal(client.baseURL, process.env.ORBIT_BASE_URL));
  await check('ai.listModels (public, fixed query action=models)', async () => {
    const models = await client.ai.listModels();
    assert.equal(models.items[0].id, 'orbit-chat-1');
    assert.equal(models._requestId, 'req_5Q7S9U1W3Y5A7C9E');
  });
  await check('auth.userLogin stores the session', async () => {
    const c = new Orbit({ maxRetries: 0 });
    const session = await c.auth.userLogin({ account: '+8613800138000', password: 'correct horse battery' });
    assert.equal(c.accessToken, session.access_token);
  });
  await check('orders.list / cancel / delete', async () => {
    const page = await client.orders.list({ page: 1, limit: 1 });
    assert.equal(page.items[0].order_no, 'ORD20260526083000K7Q2M9XA');
    const cancelled = await client.orders.cancel({ order_no: 'ORD20260526083000K7Q2M9XA' });
    assert.equal(cancelled.order.status, 'cancelled');
    const deleted = await client.orders.delete({ order_no: 'ORD20260526083000K7Q2M9XA' }, { headers: { Prefer: 'example=deleted' } });
    assert.equal(deleted.deleted, true);
  });
  await check('payments.create (money-moving, sends an Idempotency-Key)', async () => {
    const created = await client.payments.create({ package_id: 'pkg_vip30d00000001', provider: 'chatpay' });
    assert.equal(created.order.status, 'pending');
  });
  await check('generation.createChatCompletion streams SSE chunks', async () => {
    const stream = await client.generation.createChatCompletion({ prompt: 'Write a haiku about tea.', stream: true });
    let text = '';
    for await (const chunk of stream) text += chunk.choices[0].delta.content || '';
    assert.equal(text, 'Steam over still leaves');
  });
  await check('generation.createSpeech returns bytes', async () => {
    const audio = await client.generation.createSpeech({ input: 'Hello there' });
    assert.ok(audio instanceof BinaryResponse);
    const bytes = await audio.bytes();
    assert.equal(Buffer.from(bytes).subarray(0, 4).toString(), 'RIFF');
  });
  await check('speech into a Node.js Writable and a file (the Node.js code the main entry loads when used)', async () => {
    const { PassThrough } = require('node:stream');
    const fs = require('node:fs');
    const os = require('node:os');
    const path = require('node:path');
    const sink = new PassThrough();
    const parts = [];
    sink.on('data', (part) => parts.push(part));
    const written = await (await client.generation.createSpeech({ input: 'Hello there' })).pipeTo(sink);
    assert.equal(Buffer.concat(parts).length, written);
    assert.equal(Buffer.concat(parts).subarray(0, 4).toString(), 'RIFF');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-node18-'));
    try {
      const file = path.join(dir, 'hello.wav');
      assert.equal(await (await client.generation.createSpeech({ input: 'Hello there' })).writeToFile(file), written);
      assert.equal(fs.readFileSync(file).subarray(0, 4).toString(), 'RIFF');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  await check('generation.createImage decodes the PNG', async () => {
    const images = await client.generation.createImage({ prompt: 'A teapot on a windowsill' });
    assert.deepEqual([...images.data[0].bytes.subarray(1, 4)], [0x50, 0x4e, 0x47]);
  });
  await check('a 404 becomes NotFoundError with code and request id', async () => {
    await assert.rejects(client.orders.cancel({ order_no: 'ORD20260526083000K7Q2M9XA' }, { headers: { Prefer: 'code=404' } }), (error) => {
      assert.ok(error instanceof NotFoundError);
      assert.equal(error.status, 404);
      assert.equal(error.code, 'order_not_found');
      assert.equal(error.requestId, 'req_5Q7S9U1W3Y5A7C9E');
      return true;
    });
  });

  // Answers of the documented shape (the SDK checks it), for the local doubles below.
  const money = (amount) => ({ amount, currency: 'CNY' });
  const order = (order_no, status) => ({
    order_no,
    status,
    package: { id: 'pkg_vip30d00000001', type: 'membership', name: 'VIP 30 days' },
    amount: money(2990),
    provider: 'chatpay',
    created_at: '2026-05-26T08:30:00Z',
    updated_at: '2026-05-26T08:30:00Z',
    expires_at: '2026-05-26T09:00:00Z',
  });
  const user = { id: 'usr_4K6M8P0R2T4V6X8Z', membership: { active: false, level: 'free' }, credits: 0, balance: money(0), invite_code: 'K7Q2M9XA', created_at: '2026-05-01T00:00:00Z' };
  const earnings = { total: money(0), available: money(0), frozen: money(0), withdrawn: money(0) };
  const distribution = { invite_code: 'K7Q2M9XA', invite_url: 'https://orbit.example/i/K7Q2M9XA', commission_rate_bps: 1000, invitee_count: 0, min_withdrawal: money(1000), earnings, recent_earnings: [], withdrawals: [] };

  // A local double for what Prism cannot show: the User-Agent, a retry and a timeout.
  let hits = 0;
  let userAgent = '';
  let keys = [];
  const server = http.createServer((req, res) => {
    hits++;
    userAgent = req.headers['user-agent'];
    if (req.headers['idempotency-key']) keys.push(req.headers['idempotency-key']);
    if (req.url.startsWith('/slow')) return setTimeout(() => res.end('{}'), 1000);
    if (hits === 1) {
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '0' });
      return res.end('{"error":{"type":"api_error","code":"service_unavailable","message":"down","request_id":"req_000000000001"}}');
    }
    res.writeHead(201, { 'Content-Type': 'application/json', 'X-Request-Id': 'req_000000000002' });
    res.end(JSON.stringify({ order: order('ORD20260526083000K7Q2M9XA', 'pending') }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const local = new Orbit({ baseURL: `http://127.0.0.1:${server.address().port}`, accessToken: 'at_x', maxRetries: 2 });
  await check('User-Agent names node 18 and the OS', async () => {
    await local.payments.create({ package_id: 'pkg_vip30d00000001', provider: 'chatpay' });
    assert.equal(userAgent, `orbit-sdk-typescript/3.4.0 (node ${process.versions.node}; ${process.platform === 'win32' ? 'windows' : process.platform})`);
  });
  await check('503 is retried with the same Idempotency-Key (a UUID)', () => {
    assert.equal(hits, 2);
    assert.equal(keys.length, 2);
    assert.equal(keys[0], keys[1]);
    assert.match(keys[0], /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
  await check('timeout raises APITimeoutError', async () => {
    await assert.rejects(
      local.withOptions({ baseURL: `${local.baseURL}/slow`, maxRetries: 0, timeout: 200 }).ai.listModels(),
      (error) => error instanceof APITimeoutError,
    );
  });
  await check('an invalid argument is refused before sending (InvalidArgumentError)', async () => {
    const before = hits;
    await assert.rejects(local.orders.cancel({ order_no: 'x' }), (error) => error instanceof InvalidArgumentError && error.param === 'order_no');
    assert.equal(hits, before);
  });
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));

  // A second double for the behaviours that span several requests: refresh-and-replay, Retry-After, paging.
  const seen = { refreshBodies: [], authorizations: [], modelHits: [], pages: [] };
  const json = (res, status, body, headers = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'X-Request-Id': 'req_000000000003', ...headers });
    res.end(JSON.stringify(body));
  };
  const stateful = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url, 'http://127.0.0.1');
      if (url.pathname === '/api/auth/unified_login') {
        seen.refreshBodies.push(JSON.parse(body));
        return json(res, 200, { access_token: 'at_renewed', token_type: 'Bearer', expires_in: 7200, expires_at: '2026-05-26T10:30:00Z', refresh_token: 'rt_renewed', refresh_expires_in: 2592000, user });
      }
      if (url.pathname === '/api/user/distribution') {
        seen.authorizations.push(req.headers.authorization);
        if (req.headers.authorization !== 'Bearer at_renewed') {
          return json(res, 401, { error: { type: 'authentication_error', code: 'token_expired', message: 'expired', request_id: 'req_000000000004' } });
        }
        return json(res, 200, distribution);
      }
      if (url.pathname === '/api/ai/router') {
        seen.modelHits.push(Date.now());
        if (seen.modelHits.length === 1) return json(res, 429, { error: { type: 'rate_limit_error', code: 'rate_limited', message: 'slow down', request_id: 'req_000000000005' } }, { 'Retry-After': '1' });
        return json(res, 200, { items: [] });
      }
      if (url.pathname === '/api/user/orders') {
        const page = Number(url.searchParams.get('page') || 1);
        seen.pages.push(page);
        const items = [1, 2].map((i) => order(`ORD2026052608300${page}K7Q2M9X${i}`, 'completed'));
        return json(res, 200, { items: page < 3 ? items : items.slice(0, 1), page, limit: 2, total: 5, has_more: page < 3 });
      }
      json(res, 404, { error: { type: 'not_found_error', code: 'route_not_found', message: 'no route', request_id: 'req_000000000006' } });
    });
  });
  await new Promise((resolve) => stateful.listen(0, '127.0.0.1', resolve));
  const statefulURL = `http://127.0.0.1:${stateful.address().port}`;
  await check('a 401 renews the session once with the refresh token and replays the call', async () => {
    const client = new Orbit({ baseURL: statefulURL, accessToken: 'at_expired', refreshToken: 'rt_current00000000000001', maxRetries: 0 });
    const distribution = await client.distribution.retrieve();
    assert.equal(distribution.invite_code, 'K7Q2M9XA');
    assert.deepEqual(seen.refreshBodies, [{ mode: 'refresh', refresh_token: 'rt_current00000000000001' }]);
    assert.deepEqual(seen.authorizations, ['Bearer at_expired', 'Bearer at_renewed']);
  });
  await check('a 429 is retried after its Retry-After', async () => {
    const client = new Orbit({ baseURL: statefulURL, maxRetries: 1 });
    await client.ai.listModels();
    assert.equal(seen.modelHits.length, 2);
    assert.ok(seen.modelHits[1] - seen.modelHits[0] >= 900, `retried after ${seen.modelHits[1] - seen.modelHits[0]} ms`);
  });
  await check('listAutoPaging walks every order across pages', async () => {
    const client = new Orbit({ baseURL: statefulURL, accessToken: 'at_renewed' });
    const orders = [];
    for await (const order of client.orders.listAutoPaging({ limit: 2 })) orders.push(order.order_no);
    assert.equal(orders.length, 5);
    assert.deepEqual(seen.pages, [1, 2, 3]);
  });
  // A forward proxy (absolute-form requests only: the double is http://) that records what passes through it:
  // HTTP_PROXY reaches Node.js's fetch only through the SDK's Node.js code, which the build loads lazily.
  const proxied = [];
  const forward = http.createServer((req, res) => {
    proxied.push(`${req.method} ${req.url}`);
    const target = new URL(req.url);
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: target.pathname + target.search, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((resolve) => forward.listen(0, '127.0.0.1', resolve));
  await check('HTTP_PROXY from the environment: calls go through the proxy (the lazily loaded Node.js code)', async () => {
    process.env.HTTP_PROXY = `http://127.0.0.1:${forward.address().port}`;
    try {
      const viaProxy = new Orbit({ baseURL: statefulURL, maxRetries: 0 });
      const page = await viaProxy.orders.list({ limit: 2 }, { headers: { Authorization: 'Bearer at_renewed' } });
      assert.equal(page.items.length, 2);
      assert.deepEqual(proxied, [`GET ${statefulURL}/api/user/orders?limit=2`]);
    } finally {
      delete process.env.HTTP_PROXY;
    }
  });
  forward.closeAllConnections();
  await new Promise((resolve) => forward.close(resolve));

  stateful.closeAllConnections();
  await new Promise((resolve) => stateful.close(resolve));
  return { passed, failed };
};
