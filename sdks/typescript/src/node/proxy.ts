// Hand-written. Proxies on Node.js. Node.js's fetch ignores HTTP_PROXY, HTTPS_PROXY and NO_PROXY unless the
// process was started with NODE_USE_ENV_PROXY=1 (Bun's and Deno's fetch honour them), while users expect the
// environment's proxy to apply, as it does for curl and the other Orbit SDKs. proxyFetch() is a fetch that
// honours them with the rules of Node.js's own proxy support (undici's EnvHttpProxyAgent, which
// NODE_USE_ENV_PROXY turns on), built on node:http, node:https and node:tls: an `http://` address through
// the proxy as an absolute-form request, an `https://` one through a CONNECT tunnel, both over kept-alive
// connections. The main entry uses it on Node.js when a proxy variable is set (src/core/node-runtime.ts);
// `orbit-sdk/node` exports it for a proxy set in code.
import { InvalidArgumentError } from '../index';
import { nodeModule } from './modules';

/** Where proxyFetch() sends requests; each option left out comes from the environment. */
export interface ProxyOptions {
  /** The proxy of `http://` addresses. Default: `http_proxy`, else `HTTP_PROXY`. */
  httpProxy?: string | undefined;
  /** The proxy of `https://` addresses. Default: `https_proxy`, else `HTTPS_PROXY`, else the `http://` addresses' proxy. */
  httpsProxy?: string | undefined;
  /**
   * The hosts reached directly, separated by commas or spaces: `api.orbit.example` (and its subdomains),
   * `.orbit.example` or `*.orbit.example` (a domain), `host:8443` (that port only), `*` (every host).
   * Default: `no_proxy`, else `NO_PROXY`.
   */
  noProxy?: string | undefined;
}

/** The little of Node.js's http, https, tls and net modules this file uses. */
interface Socket {
  destroy(error?: Error): void;
}
interface IncomingMessage extends AsyncIterable<Uint8Array> {
  statusCode?: number;
  statusMessage?: string;
  rawHeaders: string[];
  destroy(error?: Error): void;
}
interface ClientRequest {
  once(event: 'response', listener: (response: IncomingMessage) => void): this;
  once(event: 'connect', listener: (response: IncomingMessage, socket: Socket) => void): this;
  once(event: 'error', listener: (error: Error) => void): this;
  once(event: 'drain', listener: () => void): this;
  write(chunk: Uint8Array): boolean;
  end(chunk?: Uint8Array): void;
  destroy(error?: Error): void;
}
interface RequestOptions {
  host: string;
  port: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  agent: unknown;
  servername?: string;
}
type AgentClass = new (options: { keepAlive: boolean }) => { createConnection?: unknown };
interface HttpModule {
  request(options: RequestOptions): ClientRequest;
  Agent: AgentClass;
}
interface TlsModule {
  connect(options: { socket: Socket; servername?: string; ALPNProtocols: string[] }): Socket;
}

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };
const portOf = (url: URL) => Number(url.port) || DEFAULT_PORTS[url.protocol] || 0;
/** An answer's status whose body is always empty (the Response constructor refuses one). */
const NULL_BODY = [101, 103, 204, 205, 304];

const env = (name: string): string | undefined => {
  const value = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[name]?.trim();
  return value ? value : undefined;
};

/** A proxy's URL, `http://` when it names no scheme (as curl and Go read one); another scheme is refused. */
function proxyURL(value: string | undefined, name: string): URL | undefined {
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`);
  } catch {
    // refused below
  }
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new InvalidArgumentError(`${name} must be the URL of an http:// or https:// proxy, got ${JSON.stringify(value)}`, { param: name });
  }
  return url;
}

/** The entries of a NO_PROXY value: a host (and its subdomains) and a port (0: any). */
function noProxyEntries(value: string): { host: string; port: number }[] {
  return value
    .split(/[,\s]/)
    .filter(Boolean)
    .map((entry) => {
      const withPort = /^(.+):(\d+)$/.exec(entry);
      return { host: (withPort ? withPort[1]! : entry).replace(/^\*?\./, '').toLowerCase(), port: withPort ? Number(withPort[2]) : 0 };
    });
}

/**
 * A fetch that sends each request through the proxy its address takes (see ProxyOptions), or directly
 * with the global fetch when none applies. Pass it as the client's `fetch` to set a proxy in code.
 */
export function proxyFetch(options: ProxyOptions = {}): typeof fetch {
  const http = proxyURL(options.httpProxy ?? env('http_proxy') ?? env('HTTP_PROXY'), options.httpProxy !== undefined ? 'httpProxy' : 'HTTP_PROXY');
  const https = proxyURL(options.httpsProxy ?? env('https_proxy') ?? env('HTTPS_PROXY'), options.httpsProxy !== undefined ? 'httpsProxy' : 'HTTPS_PROXY') ?? http;
  const noProxy = options.noProxy ?? env('no_proxy') ?? env('NO_PROXY') ?? '';
  const bypass = noProxyEntries(noProxy);
  const direct = (url: URL): boolean => {
    if (noProxy.trim() === '*') return true;
    // IPv6 addresses keep their brackets, as NO_PROXY writes them.
    const host = url.host.replace(/:\d*$/, '').toLowerCase();
    const port = portOf(url);
    // A name matches its subdomains too; an IP address only itself (127.0.0.1 is no subdomain of 0.0.1).
    const ip = /^[\d.]+$|^\[/.test(host);
    return bypass.some((entry) => (!entry.port || entry.port === port) && (host === entry.host || (!ip && host.endsWith(`.${entry.host}`))));
  };
  let connections: Promise<Connections> | undefined;
  return async (input, init = {}) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input));
    const proxy = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : undefined;
    if (!proxy || direct(url)) return globalThis.fetch(input, init);
    connections ??= openConnections();
    return send(await connections, proxy, url, request, init);
  };
}

const VARIABLES = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY', 'no_proxy', 'NO_PROXY'];
let environment: { settings: string; fetch: typeof fetch } | undefined;
/** The fetch of the environment's proxy settings as they are now (one for as long as they do not change). */
export function environmentFetch(): typeof fetch {
  const settings = VARIABLES.map((name) => env(name) ?? '').join('\n');
  if (environment?.settings !== settings) environment = { settings, fetch: proxyFetch() };
  return environment.fetch;
}

/** Node.js's modules, and the kept-alive connections through each proxy, by proxy and target. */
interface Connections {
  http: HttpModule;
  https: HttpModule;
  tls: TlsModule;
  agents: Map<string, unknown>;
}

async function openConnections(): Promise<Connections> {
  const [http, https, tls] = await Promise.all([nodeModule<HttpModule>('node:http'), nodeModule<HttpModule>('node:https'), nodeModule<TlsModule>('node:tls')]);
  return { http, https, tls, agents: new Map() };
}

const basic = (proxy: URL): Record<string, string> =>
  proxy.username || proxy.password
    ? { 'proxy-authorization': `Basic ${btoa(`${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`)}` }
    : {};

/** A socket to `url`'s host and port through the proxy's CONNECT tunnel, TLS once the tunnel stands. */
function tunnel(c: Connections, proxy: URL, url: URL, done: (error: Error | null, socket?: Socket) => void): void {
  const target = `${url.hostname}:${portOf(url)}`;
  const connect = (proxy.protocol === 'https:' ? c.https : c.http).request({
    host: proxy.hostname.replace(/^\[|\]$/g, ''),
    port: portOf(proxy),
    method: 'CONNECT',
    path: target,
    headers: { host: target, ...basic(proxy) },
    agent: false,
  });
  const refused = (answer: IncomingMessage) => done(new Error(`the proxy ${proxy.host} answered ${answer.statusCode} ${answer.statusMessage ?? ''} to CONNECT ${target}`));
  // A tunnel is a 2xx answer; any other is an ordinary answer (407: the proxy wants credentials).
  connect.once('response', (answer) => {
    answer.destroy();
    refused(answer);
  });
  connect.once('connect', (answer, socket) => {
    if (answer.statusCode !== 200) {
      socket.destroy();
      return refused(answer);
    }
    const servername = /^[\d.]+$|^\[/.test(url.hostname) ? undefined : url.hostname;
    done(null, c.tls.connect({ socket, servername, ALPNProtocols: ['http/1.1'] }));
  });
  connect.once('error', (error) => done(new Error(`the proxy ${proxy.host} cannot be reached: ${error.message}`, { cause: error })));
  connect.end();
}

/** The agent of a proxy and a target origin: kept-alive connections to the proxy, or tunnels through it. */
function agentFor(c: Connections, proxy: URL, url: URL): unknown {
  const key = `${proxy.href} ${url.protocol === 'https:' ? url.origin : ''}`;
  let agent = c.agents.get(key);
  if (!agent) {
    if (url.protocol === 'https:') {
      const tunnelled = new c.https.Agent({ keepAlive: true });
      tunnelled.createConnection = (_options: unknown, done: (error: Error | null, socket?: Socket) => void) => void tunnel(c, proxy, url, done);
      agent = tunnelled;
    } else {
      agent = new (proxy.protocol === 'https:' ? c.https : c.http).Agent({ keepAlive: true });
    }
    c.agents.set(key, agent);
  }
  return agent;
}

async function send(c: Connections, proxy: URL, url: URL, request: Request | undefined, init: RequestInit): Promise<Response> {
  const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers ?? request?.headers);
  const signal = init.signal ?? request?.signal;
  const source = init.body ?? request?.body;
  // The body as fetch would send it (and its media type, for a Blob or a form), read as it is sent.
  const body = source == null ? undefined : new Response(source as BodyInit);
  if (body && !headers.has('content-type') && body.headers.has('content-type')) headers.set('content-type', body.headers.get('content-type')!);
  const bytes = typeof source === 'string' || source instanceof ArrayBuffer || ArrayBuffer.isView(source) ? new Uint8Array(await body!.arrayBuffer()) : undefined;
  if (bytes) headers.set('content-length', String(bytes.length));
  else if (source instanceof Blob) headers.set('content-length', String(source.size));
  headers.set('host', url.host);
  const own: Record<string, string> = {};
  headers.forEach((value, name) => (own[name] = value));
  const tunnelled = url.protocol === 'https:';
  const options: RequestOptions = tunnelled
    ? { host: url.hostname.replace(/^\[|\]$/g, ''), port: portOf(url), method, path: url.pathname + url.search, headers: own, agent: agentFor(c, proxy, url) }
    : {
        host: proxy.hostname.replace(/^\[|\]$/g, ''),
        port: portOf(proxy),
        method,
        path: url.origin + url.pathname + url.search,
        headers: { ...own, ...basic(proxy) },
        agent: agentFor(c, proxy, url),
      };
  const aborted = () => signal?.reason ?? new DOMException('This operation was aborted', 'AbortError');
  if (signal?.aborted) throw aborted();
  const outgoing = (tunnelled || proxy.protocol === 'https:' ? c.https : c.http).request(options);
  const onAbort = () => outgoing.destroy(aborted());
  signal?.addEventListener('abort', onAbort, { once: true });
  const answered = new Promise<IncomingMessage>((resolve, reject) => {
    outgoing.once('response', resolve);
    outgoing.once('error', reject);
  });
  // Awaited below, once the body is sent; a failure while sending must not count as unhandled meanwhile.
  answered.catch(() => undefined);
  try {
    if (bytes) outgoing.end(bytes);
    else if (body?.body) {
      const reader = body.body.getReader();
      for (let r = await reader.read(); !r.done; r = await reader.read()) {
        if (!outgoing.write(r.value)) await Promise.race([new Promise<void>((resolve) => outgoing.once('drain', resolve)), answered]);
      }
      outgoing.end();
    } else outgoing.end();
    const answer = await answered;
    const status = answer.statusCode ?? 502;
    const received = new Headers();
    for (let i = 0; i < answer.rawHeaders.length; i += 2) received.append(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!);
    const empty = method === 'HEAD' || NULL_BODY.includes(status);
    const chunks = answer[Symbol.asyncIterator]();
    const stream = empty
      ? null
      : new ReadableStream<Uint8Array>({
          async pull(out) {
            try {
              const next = await chunks.next();
              if (next.done) {
                signal?.removeEventListener('abort', onAbort);
                out.close();
              } else out.enqueue(next.value);
            } catch (error) {
              signal?.removeEventListener('abort', onAbort);
              out.error(signal?.aborted ? aborted() : error);
            }
          },
          cancel: () => answer.destroy(),
        });
    if (empty) {
      answer.destroy();
      signal?.removeEventListener('abort', onAbort);
    }
    return new Response(stream, { status, statusText: answer.statusMessage ?? '', headers: received });
  } catch (error) {
    signal?.removeEventListener('abort', onAbort);
    outgoing.destroy();
    throw signal?.aborted ? aborted() : error;
  }
}
