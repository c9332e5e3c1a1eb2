// Graceful restarts (issue 22): on SIGTERM or SIGINT the server stops accepting connections, lets the
// requests in flight finish (streamed chats included), answers each of them with `Connection: close`
// where its headers are not sent yet, closes every connection as soon as it is idle, and exits once
// nothing is in flight, or when the bound (ORBIT_DRAIN_SECONDS, default 30) runs out, whichever is
// first. Counting happens on the Node server's own `request` event: one counter and one `close`
// listener per request, nothing in Fastify's hook chain.
import type { Server } from 'node:http';

export const DRAIN_ENV = 'ORBIT_DRAIN_SECONDS';
export const DEFAULT_DRAIN_SECONDS = 30;

export interface InFlight {
  /** Requests whose answer has not finished (or whose connection has not closed). */
  count(): number;
  /** Stops accepting connections and resolves once nothing is in flight. */
  drain(): Promise<void>;
}

export function trackInFlight(server: Server): InFlight {
  let inflight = 0;
  let draining = false;
  let idle: (() => void) | undefined;
  server.on('request', (_req, res) => {
    inflight++;
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inflight--;
      if (!draining) return;
      server.closeIdleConnections();
      if (inflight === 0) idle?.();
    });
  });
  return {
    count: () => inflight,
    drain: () => {
      draining = true;
      server.close();
      server.closeIdleConnections();
      return inflight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (idle = resolve));
    },
  };
}

/** The drain bound from the environment, in milliseconds. */
export function drainBoundMs(env: NodeJS.ProcessEnv): number {
  const seconds = Number(env[DRAIN_ENV]);
  return (env[DRAIN_ENV] !== undefined && Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_DRAIN_SECONDS) * 1000;
}

/** Drains `inflight` for at most `boundMs`; answers how many requests were still in flight when it ended. */
export async function drainWithin(inflight: InFlight, boundMs: number): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, boundMs)));
  await Promise.race([inflight.drain(), bound]);
  clearTimeout(timer);
  return inflight.count();
}
