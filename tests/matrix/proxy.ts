// The forward proxy of the proxy scenarios: the `proxy` package (an HTTP proxy with CONNECT tunnels, the
// kind HTTP_PROXY / HTTPS_PROXY name) on loopback. The SDKs address the test servers as
// `<anything>.orbit.test:<port>`, a name no resolver knows (RFC 2606 reserves .test): only the proxy can
// reach it, mapping every `.orbit.test` name to 127.0.0.1. So a call that answers went through the proxy,
// and a call that bypasses it (NO_PROXY) cannot connect. Traffic stays on loopback.
import dns from 'node:dns';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxy } from 'proxy';

/** The host name the SDKs of a proxy scenario are given (docs/sdk-design.md §6). */
export const PROXIED_HOST = 'sdk.orbit.test';
const SUFFIX = '.orbit.test';
const WORLD_HEADER = 'orbit-sandbox';

export interface ProxiedRequest {
  method: string;
  /** The request's path (absolute-form requests), or `host:port` of a CONNECT tunnel. */
  path: string;
}

let patched = false;
/** `*.orbit.test` resolves to 127.0.0.1 in this process (the proxy's own lookups); every other name as before. */
function resolveTestNames(): void {
  if (patched) return;
  patched = true;
  const original = dns.lookup;
  const lookup = function (this: unknown, host: string, options: unknown, callback?: unknown) {
    if (typeof host !== 'string' || !host.endsWith(SUFFIX)) return (original as Function).apply(this, arguments);
    const cb = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void;
    const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
    process.nextTick(() => (all ? cb(null, [{ address: '127.0.0.1', family: 4 }]) : cb(null, '127.0.0.1', 4)));
  };
  (dns as { lookup: unknown }).lookup = lookup;
}

export class ForwardProxy {
  private server: Server | undefined;
  /** What went through, per sandbox world (the `Orbit-Sandbox` header; CONNECT tunnels under ''). */
  private readonly log = new Map<string, ProxiedRequest[]>();
  url = '';

  async start(): Promise<void> {
    resolveTestNames();
    const server = createProxy(createServer());
    // Seen before the package forwards it: an absolute-form request or a CONNECT.
    const record = (req: IncomingMessage) => {
      const world = String(req.headers[WORLD_HEADER] ?? '');
      const path = req.method === 'CONNECT' ? String(req.url) : new URL(String(req.url), 'http://x').pathname;
      (this.log.get(world) ?? this.log.set(world, []).get(world)!).push({ method: String(req.method), path });
    };
    server.prependListener('request', record);
    server.prependListener('connect', record);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  requests(world: string): ProxiedRequest[] {
    return this.log.get(world) ?? [];
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}

/** `url` with its host replaced by the name only the proxy resolves. */
export function proxiedUrl(url: string): string {
  const u = new URL(url);
  u.hostname = PROXIED_HOST;
  return u.toString().replace(/\/$/, '');
}
