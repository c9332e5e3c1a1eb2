// Proxies on Node.js (README, Proxies): with HTTP_PROXY / HTTPS_PROXY set, every call goes through the proxy
// (`http://` addresses as absolute-form requests, `https://` ones through a CONNECT tunnel, TLS checked against
// the host's name), NO_PROXY's hosts directly; proxyFetch() of orbit-sdk/node sets one in code. The proxy is
// the `proxy` package (the matrix's too) on loopback, recording what passes; the HTTPS target has a
// certificate made for the test, trusted through NODE_EXTRA_CA_CERTS by a child process.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProxy } from 'proxy';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APIConnectionError, APIError, APIUserAbortError, InvalidArgumentError, Orbit } from '../src/index';
import { proxyFetch } from '../src/node';
import { json, REQUEST_ID, startDouble, type Double } from './helpers';
import { ROOT } from '../../../scripts/lib/paths.ts';

const PROXY_VARIABLES = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY', 'no_proxy', 'NO_PROXY'];

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
}

/** A forward proxy on loopback (CONNECT too) that records every request and tunnel, before passing it on. */
async function startProxy(credentials?: string): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const server = createProxy(createServer());
  const seen: Seen[] = [];
  const record = (req: IncomingMessage) => void seen.push({ method: req.method!, url: req.url!, authorization: req.headers['proxy-authorization'] });
  server.prependListener('request', record);
  server.prependListener('connect', record);
  if (credentials) (server as unknown as { authenticate: (req: IncomingMessage) => boolean }).authenticate = (req) => req.headers['proxy-authorization'] === `Basic ${btoa(credentials)}`;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'cmpl_9G1J3L5N7Q9S1U3W', object: 'chat.completion.chunk', model: 'orbit-chat-1', created_at: '2026-05-26T12:00:00Z', choices: [{ index: 0, delta: { content } }] })}\n\n`;

/** A service: packages, a chat stream that sends its second chunk only once told to, and speech bytes. */
function service(): Promise<Double & { release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return startDouble(async (req, res) => {
    if (req.path === '/api/v1/chat/completions') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'X-Request-Id': REQUEST_ID });
      res.write(chunk('first'));
      await released;
      res.write(chunk('second'));
      return res.end('data: [DONE]\n\n');
    }
    if (req.path === '/api/v1/audio/speech') {
      res.writeHead(200, { 'Content-Type': 'audio/wav', 'X-Request-Id': REQUEST_ID });
      return res.end(Buffer.from('RIFF....WAVE'));
    }
    json(res, 200, { items: [] });
  }).then((double) => Object.assign(double, { release }));
}

let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
let target: (Double & { release: () => void }) | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  target?.release();
  await Promise.all([proxy && stop(proxy.server), target?.close()]);
  proxy = undefined;
  target = undefined;
});

/** The environment of a test: no proxy variable but those given. */
function environment(values: Record<string, string>): void {
  for (const name of PROXY_VARIABLES) vi.stubEnv(name, values[name] ?? '');
}

describe('proxies from the environment (Node.js)', () => {
  it('HTTP_PROXY: every call goes through the proxy, a streamed answer as it arrives, a binary one whole', async () => {
    proxy = await startProxy();
    target = await service();
    environment({ HTTP_PROXY: proxy.url });
    const client = new Orbit({ baseURL: target.url, apiKey: 'sk_test_key', maxRetries: 0 });
    expect(await client.packages.list()).toEqual({ items: [] });
    const stream = await client.generation.createChatCompletion({ prompt: 'haiku', stream: true });
    const got: string[] = [];
    for await (const c of stream) {
      got.push(c.choices[0]!.delta.content!);
      target.release(); // the rest only once the first chunk arrived: a proxy path that buffered would hang here
    }
    expect(got).toEqual(['first', 'second']);
    const speech = await client.generation.createSpeech({ input: 'Hello there' });
    expect(new TextDecoder().decode(await speech.bytes())).toBe('RIFF....WAVE');
    expect(proxy.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      `GET ${target.url}/api/user/packages`,
      `POST ${target.url}/api/v1/chat/completions`,
      `POST ${target.url}/api/v1/audio/speech`,
    ]);
    expect(target.requests.map((r) => r.headers.authorization)).toEqual([undefined, 'Bearer sk_test_key', 'Bearer sk_test_key']); // packages are public
  });

  it('the lower-case name wins, as in curl and Node.js itself', async () => {
    proxy = await startProxy();
    target = await service();
    environment({ http_proxy: proxy.url, HTTP_PROXY: 'http://127.0.0.1:9' });
    await new Orbit({ baseURL: target.url, maxRetries: 0 }).packages.list();
    expect(proxy.seen).toHaveLength(1);
  });

  it.each([
    ['its host', (port: number) => '127.0.0.1'],
    ['its host and port', (port: number) => `example.test, 127.0.0.1:${port}`],
    ['every host', () => '*'],
  ])('NO_PROXY naming %s: the call goes directly', async (_what, noProxy) => {
    proxy = await startProxy();
    target = await service();
    environment({ HTTP_PROXY: proxy.url, NO_PROXY: noProxy(Number(new URL(target.url).port)) });
    expect(await new Orbit({ baseURL: target.url, maxRetries: 0 }).packages.list()).toEqual({ items: [] });
    expect(proxy.seen).toEqual([]);
    expect(target.requests).toHaveLength(1);
  });

  it('NO_PROXY naming another port, another host or part of an address leaves the call to the proxy', async () => {
    proxy = await startProxy();
    target = await service();
    environment({ HTTP_PROXY: proxy.url, no_proxy: `127.0.0.1:1, 0.0.1, localhost` });
    await new Orbit({ baseURL: target.url, maxRetries: 0 }).packages.list();
    expect(proxy.seen).toHaveLength(1);
  });

  it("credentials in the proxy's URL go as Proxy-Authorization; a proxy that refuses answers the call's error", async () => {
    proxy = await startProxy('ops:s3cret/1');
    target = await service();
    const { port } = new URL(proxy.url);
    environment({ HTTP_PROXY: `http://ops:s3cret%2F1@127.0.0.1:${port}` });
    await new Orbit({ baseURL: target.url, maxRetries: 0 }).packages.list();
    expect(proxy.seen[0]!.authorization).toBe(`Basic ${btoa('ops:s3cret/1')}`);
    environment({ HTTP_PROXY: `http://ops:wrong@127.0.0.1:${port}` });
    const error = await new Orbit({ baseURL: target.url, maxRetries: 0 }).packages.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toMatchObject({ status: 407 });
  });

  it('a proxy URL the SDK cannot use is refused with InvalidArgumentError, nothing sent, not retried', async () => {
    target = await service();
    environment({ HTTPS_PROXY: 'socks5://127.0.0.1:1080', HTTP_PROXY: 'socks5://127.0.0.1:1080' });
    const error = await new Orbit({ baseURL: target.url, maxRetries: 2 }).packages.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error).toMatchObject({ param: 'HTTP_PROXY', message: expect.stringContaining('"socks5://127.0.0.1:1080"') });
    expect(target.requests).toHaveLength(0);
  });

  it('a proxy that cannot be reached is a connection error, retried like one', async () => {
    target = await service();
    const closed = await startProxy();
    await stop(closed.server);
    environment({ HTTP_PROXY: closed.url });
    vi.spyOn(Math, 'random').mockReturnValue(1); // the shortest backoff
    const error = await new Orbit({ baseURL: target.url, maxRetries: 1 }).packages.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(target.requests).toHaveLength(0);
  });

  it('aborting a streamed call through the proxy stops it at once and closes the connection', async () => {
    proxy = await startProxy();
    target = await service();
    environment({ HTTP_PROXY: proxy.url });
    const controller = new AbortController();
    const stream = await new Orbit({ baseURL: target.url, apiKey: 'sk_test_key', maxRetries: 0 }).generation.createChatCompletion({ prompt: 'haiku', stream: true }, { signal: controller.signal });
    const got: string[] = [];
    const error = await (async () => {
      for await (const c of stream) {
        got.push(c.choices[0]!.delta.content!);
        controller.abort();
      }
    })().catch((e: unknown) => e);
    expect(got).toEqual(['first']);
    expect(error).toBeInstanceOf(APIUserAbortError);
  });

  it("a client given its own fetch uses it, and no proxy variable leaves the runtime's fetch as it is", async () => {
    proxy = await startProxy();
    target = await service();
    environment({ HTTP_PROXY: proxy.url });
    await new Orbit({ baseURL: target.url, fetch: (input, init) => fetch(input, init) }).packages.list();
    expect(proxy.seen).toEqual([]);
    environment({});
    const spied = vi.spyOn(globalThis, 'fetch');
    await new Orbit({ baseURL: target.url }).packages.list();
    expect(spied).toHaveBeenCalledTimes(1);
    expect(proxy.seen).toEqual([]);
  });
});

describe('proxyFetch() of orbit-sdk/node: a proxy set in code', () => {
  it('its options win over the environment, NO_PROXY included', async () => {
    proxy = await startProxy();
    target = await service();
    environment({ HTTP_PROXY: 'http://127.0.0.1:9', NO_PROXY: '127.0.0.1' });
    const client = new Orbit({ baseURL: target.url, fetch: proxyFetch({ httpProxy: proxy.url, noProxy: '' }), maxRetries: 0 });
    await client.packages.list();
    expect(proxy.seen.map((s) => s.url)).toEqual([`${target.url}/api/user/packages`]);
  });

  it('refuses a proxy it cannot use when made', () => {
    expect(() => proxyFetch({ httpsProxy: 'ftp://proxy.example' })).toThrow(InvalidArgumentError);
    expect(() => proxyFetch({ httpProxy: 'proxy.example:3128' })).not.toThrow(); // http:// as curl reads it
  });
});

describe('HTTPS through a CONNECT tunnel, in a process of its own', () => {
  let dir: string;
  let https: Server;
  const sni: (string | false)[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'orbit-proxy-'));
    // A certificate for localhost, which the child process trusts (NODE_EXTRA_CA_CERTS) and nothing else does.
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    https = createHttpsServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (req, res) => {
      sni.push((req.socket as unknown as { servername: string | false }).servername);
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Request-Id': REQUEST_ID });
      res.end(JSON.stringify({ items: [] }));
    });
    await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await stop(https);
    rmSync(dir, { recursive: true, force: true });
  });

  /** Runs `code` (an ES module importing the SDK's sources as `sdk`) with tsx and `env`; its output and exit code. */
  function child(code: string, env: Record<string, string>): Promise<{ code: number | null; out: string }> {
    const program = `const sdk = await import(${JSON.stringify(join(ROOT, 'sdks/typescript/src/index.ts'))});\n${code}`;
    return new Promise((resolve) => {
      const p = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], { cwd: ROOT, env: { PATH: process.env['PATH'] ?? '', ...env } });
      let out = '';
      p.stdout.on('data', (d: Buffer) => (out += d));
      p.stderr.on('data', (d: Buffer) => (out += d));
      const killer = setTimeout(() => p.kill('SIGKILL'), 30_000);
      p.on('exit', (exitCode) => {
        clearTimeout(killer);
        resolve({ code: exitCode, out });
      });
    });
  }

  it('HTTPS_PROXY: calls to an https:// address go through one kept-alive tunnel, TLS checked against the host name; the process still ends by itself', async () => {
    proxy = await startProxy();
    const base = `https://localhost:${(https.address() as AddressInfo).port}`;
    const result = await child(
      `const client = new sdk.Orbit({ baseURL: ${JSON.stringify(base)}, maxRetries: 0 });
       console.log(JSON.stringify([await client.packages.list(), await client.packages.list()]));`,
      { HTTPS_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: join(dir, 'cert.pem') },
    );
    expect(result).toEqual({ code: 0, out: '[{"items":[]},{"items":[]}]\n' });
    expect(proxy.seen.map((s) => `${s.method} ${s.url}`)).toEqual([`CONNECT localhost:${new URL(base).port}`]);
    expect(sni.splice(0)).toEqual(['localhost', 'localhost']);
  });

  it('a certificate the process does not trust fails the call (the tunnel does not weaken TLS)', async () => {
    proxy = await startProxy();
    const base = `https://localhost:${(https.address() as AddressInfo).port}`;
    const result = await child(
      `const error = await new sdk.Orbit({ baseURL: ${JSON.stringify(base)}, maxRetries: 0 }).packages.list().catch((e) => e);
       console.log(error.name, String(error.cause?.message ?? error.cause));`,
      { HTTPS_PROXY: proxy.url },
    );
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^APIConnectionError .*(self[- ]signed|certificate)/i);
    expect(sni.splice(0)).toEqual([]);
  });
});
