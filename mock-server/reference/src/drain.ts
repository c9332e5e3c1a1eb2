// Graceful restarts: on SIGTERM or SIGINT the server stops accepting connections, lets the requests in
// flight finish (streamed chats included), answers every request from then on with `Connection: close`
// (those in flight too, where their headers are not sent yet), and exits once nothing is in flight and
// every connection is closed, or when the bound (ORBIT_DRAIN_SECONDS, default 30) runs out, whichever
// is first. Counting happens on the Node server's own events: one counter and one `close` listener per
// request and per connection, nothing in Fastify's hook chain.
//
// Rule: the client closes an idle keep-alive connection, never the draining server. A front (nginx)
// may send its next request on an idle connection at the very moment the server closes it; the request
// is then lost in the wire, and for a POST the front must not retry it elsewhere (it may have run), so
// the client would get a 502. A connection the drain finds idle is therefore left open: a request that
// still comes on it is answered (with `Connection: close`, so the client opens its next one elsewhere),
// and the client closes it when its own keep-alive timeout ends. Only a connection idle for
// IDLE_GRACE_MS since the drain began is closed by the server: longer than the front's keep-alive
// timeout for its replicas (mock-server/deploy/nginx-config.ts derives it from this figure), so it is
// not the front's, and a direct client that keeps an idle connection longer does not hold the exit up
// to the bound.
import { Server as NetServer, type Socket } from 'node:net';
import type { Server, ServerResponse } from 'node:http';

export const DRAIN_ENV = 'ORBIT_DRAIN_SECONDS';
export const DEFAULT_DRAIN_SECONDS = 30;
/** How long a draining server leaves a connection idle before closing it itself. */
export const IDLE_GRACE_MS = 3000;

export interface InFlight {
  /** Requests whose answer has not finished (or whose connection has not closed). */
  count(): number;
  /** Stops accepting connections and resolves once nothing is in flight and every connection is closed. */
  drain(): Promise<void>;
}

export function trackInFlight(server: Server, { idleGraceMs = IDLE_GRACE_MS }: { idleGraceMs?: number } = {}): InFlight {
  /** Every open connection, with the answers in flight on it. */
  const connections = new Map<Socket, Set<ServerResponse>>();
  let inflight = 0;
  let draining = false;
  let drained: (() => void) | undefined;
  const graceTimers = new Map<Socket, NodeJS.Timeout>();

  const settle = () => {
    if (draining && inflight === 0 && connections.size === 0) drained?.();
  };
  /** While draining, an idle connection is the client's to close, for the grace. */
  const idle = (socket: Socket) => {
    if (!draining || graceTimers.has(socket) || socket.destroyed) return;
    const timer = setTimeout(() => socket.destroy(), idleGraceMs);
    timer.unref();
    graceTimers.set(socket, timer);
  };

  server.on('connection', (socket: Socket) => {
    connections.set(socket, new Set());
    idle(socket);
    socket.once('close', () => {
      clearTimeout(graceTimers.get(socket));
      graceTimers.delete(socket);
      connections.delete(socket);
      settle();
    });
  });
  server.on('request', (req, res) => {
    inflight++;
    const socket = req.socket;
    clearTimeout(graceTimers.get(socket));
    graceTimers.delete(socket);
    connections.get(socket)?.add(res);
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inflight--;
      const answers = connections.get(socket);
      answers?.delete(res);
      if (answers?.size === 0) idle(socket);
      settle();
    });
  });

  return {
    count: () => inflight,
    drain: () => {
      draining = true;
      // Stop listening only. Not `server.close()`: since Node 19 it also closes every idle connection,
      // which is the race the rule above avoids. The listening socket is the net.Server's own.
      NetServer.prototype.close.call(server);
      for (const [socket, answers] of connections) {
        for (const res of answers) if (!res.headersSent) res.setHeader('Connection', 'close');
        if (answers.size === 0) idle(socket);
      }
      const done = new Promise<void>((resolve) => (drained = resolve));
      settle();
      return done;
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
