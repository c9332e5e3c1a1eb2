// A shared deployment of the reference server (issue 22): the sandbox's deployment key beyond loopback,
// and graceful restarts (SIGTERM drains the requests in flight, streams included). Over real HTTP on
// loopback: the drain is about connections, which `inject` does not have. No timing margins: the
// request in flight is held by a delay fault whose sleep the test releases itself.
import { spawn } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, ROOT } from '../../../scripts/lib/paths.ts';
import { freePort, startReference } from '../../../scripts/lib/servers.ts';
import { buildApp } from '../src/app.ts';
import { drainWithin, trackInFlight } from '../src/drain.ts';
import { isLoopbackHost, sandboxKeyFor, SANDBOX_KEY_HEADER } from '../src/sandbox-key.ts';
import { DEMO_DEVELOPER } from '../src/store.ts';

const KEY = 'qa-deployment-key-7f3a9c2e51';
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

describe('the sandbox deployment key', () => {
  it('is needed beyond loopback, and not on it', () => {
    for (const host of ['127.0.0.1', '127.3.4.5', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.0.2.10', 'sandbox.example']) expect(isLoopbackHost(host), host).toBe(false);
    expect(sandboxKeyFor('127.0.0.1', {})).toEqual({});
    expect(sandboxKeyFor('0.0.0.0', {})).toMatchObject({ refuse: expect.stringContaining('ORBIT_SANDBOX_KEY') });
    expect(sandboxKeyFor('0.0.0.0', { ORBIT_SANDBOX_KEY: 'short' })).toMatchObject({ refuse: expect.stringContaining('16 characters') });
    expect(sandboxKeyFor('0.0.0.0', { ORBIT_SANDBOX_KEY: KEY })).toEqual({ key: KEY });
    expect(sandboxKeyFor('127.0.0.1', { ORBIT_SANDBOX_KEY: KEY })).toEqual({ key: KEY });
  });

  it('refuses a missing or wrong key with the contract 401 body, logs the refusal without the key, and leaves the API alone', async () => {
    let logged = '';
    const stream = new Writable({ write: (chunk, _enc, done) => ((logged += chunk), done()) });
    const app = await buildApp({ sandboxKey: KEY, logger: { level: 'warn', stream } });
    apps.push(app);
    const missing = await app.inject({ method: 'POST', url: '/__sandbox/reset', headers: { 'orbit-sandbox': 'w1' } });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error).toMatchObject({ type: 'authentication_error', code: 'sandbox_key_required', param: SANDBOX_KEY_HEADER, request_id: expect.stringMatching(/^req_/) });
    const wrong = await app.inject({ method: 'GET', url: '/__sandbox/keys', headers: { [SANDBOX_KEY_HEADER]: `${KEY}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('sandbox_key_invalid');
    expect(wrong.body).not.toContain(DEMO_DEVELOPER.apiKey);
    const right = await app.inject({ method: 'GET', url: '/__sandbox/clock', headers: { [SANDBOX_KEY_HEADER]: KEY } });
    expect(right.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user/packages' })).statusCode).toBe(200);
    expect(logged).toContain('sandbox request refused');
    expect(logged).toContain('sandbox_key_invalid');
    expect(logged).not.toContain(KEY);
  });

  it('on loopback without a key, the sandbox answers as before', async () => {
    const app = await buildApp();
    apps.push(app);
    expect((await app.inject({ method: 'GET', url: '/__sandbox/clock' })).statusCode).toBe(200);
  });

  it('the server does not start beyond loopback without a key, and enforces a key it is given', async () => {
    const refused = await new Promise<{ code: number | null; out: string }>((resolve) => {
      // Exits before listening: nothing binds beyond loopback.
      const child = spawn(join(BIN, 'tsx'), [join(ROOT, 'mock-server/reference/src/main.ts')], { env: { ...process.env, HOST: '0.0.0.0', PORT: '0', ORBIT_SANDBOX_KEY: '' } });
      let out = '';
      child.stderr.on('data', (c) => (out += c));
      child.on('exit', (code) => resolve({ code, out }));
    });
    expect(refused.code).toBe(2);
    expect(refused.out).toContain('needs ORBIT_SANDBOX_KEY');
    const server = await startReference({ env: { ORBIT_SANDBOX_KEY: KEY } });
    try {
      expect((await fetch(`${server.url}/__sandbox/clock`)).status).toBe(401);
      expect((await fetch(`${server.url}/__sandbox/clock`, { headers: { [SANDBOX_KEY_HEADER]: KEY } })).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

/** One HTTP/1.1 request: on `agent`'s kept-alive connection, or on a connection of its own (closed after). */
function request(base: string, path: string, { method = 'GET', body, agent }: { method?: string; body?: unknown; agent?: Agent } = {}): Promise<{ status: number; connection?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, agent: agent ?? false, headers: body === undefined ? {} : { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body: text }));
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe('graceful restarts', () => {
  it('a drain lets a streamed chat in flight finish, answers a request on an idle kept-alive connection, refuses new connections, then ends', async () => {
    const sleeps: (() => void)[] = [];
    const app = await buildApp({ sleep: () => new Promise<void>((resolve) => sleeps.push(resolve)) });
    apps.push(app);
    // A grace no test waits for: the drain can only end because the clients closed their connections.
    const inflight = trackInFlight(app.server, { idleGraceMs: 600_000 });
    const port = await freePort();
    await app.listen({ port, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${port}`;
    const kept = new Agent({ keepAlive: true, maxSockets: 1 });
    const before = await request(base, '/api/user/packages', { agent: kept });
    expect(before.status).toBe(200);
    expect(before.connection).toBe('keep-alive');
    const fault = await request(base, '/__sandbox/faults', { method: 'POST', body: { operation_id: 'createChatCompletion', delay_ms: 1000 } });
    expect(fault.status).toBe(201);
    const streamed = fetch(`${base}/api/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEMO_DEVELOPER.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'Write a haiku about tea.', max_tokens: 64, stream: true }),
    });
    while (sleeps.length === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(inflight.count()).toBe(1);

    let ended = false;
    const drained = drainWithin(inflight, 600_000).then((left) => ((ended = true), left));
    await expect(request(base, '/api/user/packages')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // The client's idle connection is still open: a request sent on it is answered, not reset, and
    // told to go elsewhere next time (what nginx does with a POST it could not retry).
    const onIdle = await request(base, '/api/user/packages', { agent: kept });
    expect(onIdle.status).toBe(200);
    expect(onIdle.connection).toBe('close');
    expect(ended).toBe(false);
    sleeps[0]!();
    const answer = await streamed;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('connection')).toBe('close');
    const text = await answer.text();
    expect(text.trim().endsWith('data: [DONE]')).toBe(true);
    expect(text.match(/^data: \{/gm)!.length).toBeGreaterThanOrEqual(2);
    expect(await drained).toBe(0);
    kept.destroy();
  });

  it('a connection its client leaves idle is closed by the draining server after the grace', async () => {
    const app = await buildApp();
    apps.push(app);
    const inflight = trackInFlight(app.server, { idleGraceMs: 50 });
    const port = await freePort();
    await app.listen({ port, host: '127.0.0.1' });
    const kept = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await request(`http://127.0.0.1:${port}`, '/api/user/packages', { agent: kept })).status).toBe(200);
    const [socket] = Object.values(kept.freeSockets).flat();
    const closed = new Promise<void>((resolve) => socket!.once('close', () => resolve()));
    expect(await drainWithin(inflight, 600_000)).toBe(0);
    await closed;
    kept.destroy();
  });

  it('a drain that reaches its bound says how many requests it cut', async () => {
    const app = await buildApp({ sleep: () => new Promise<void>(() => undefined) });
    apps.push(app);
    const inflight = trackInFlight(app.server);
    const port = await freePort();
    await app.listen({ port, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${port}`;
    await request(base, '/__sandbox/faults', { method: 'POST', body: { operation_id: 'listPackages', delay_ms: 1000 } });
    const held = request(base, '/api/user/packages').catch((error: Error) => error);
    while (inflight.count() === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(await drainWithin(inflight, 0)).toBe(1);
    await app.close();
    apps.splice(apps.indexOf(app), 1);
    expect(await held).toBeInstanceOf(Error);
  });

  it('SIGTERM to the server process drains and exits 0', async () => {
    const port = await freePort();
    const child = spawn(join(BIN, 'tsx'), [join(ROOT, 'mock-server/reference/src/main.ts')], { env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info' } });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      // Listening: the line main.ts logs once the port is bound.
      await new Promise<void>((resolve, reject) => {
        const seen = () => /Orbit reference server on http/.test(out) && (child.stdout.off('data', seen), resolve());
        child.stdout.on('data', seen);
        void exited.then((code) => reject(new Error(`the server exited (${code}) before listening: ${out}`)));
      });
      expect((await request(`http://127.0.0.1:${port}`, '/api/user/packages')).status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(out).toMatch(/SIGTERM: draining \d+ request\(s\) in flight/);
      expect(out).toContain('drained');
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
