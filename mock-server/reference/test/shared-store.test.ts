// Replicas on the shared store (ORBIT_STORE=redis://host:port, mock-server/deploy/README.md): Debian's
// redis-server and the reference servers as processes on loopback, nginx with the shipped configuration
// where a test goes through it. What the store promises, shown from the outside:
//   - a rolling restart of every replica under load loses no world and no request;
//   - a replica killed with SIGKILL loses nothing the store acknowledged, and its world is served again
//     by another replica once its lock has run out (ORBIT_STORE_LOCK_MS, small here);
//   - two replicas serving one world at once keep its rules atomic (an idempotency key, withdrawals, a
//     refresh token's rotation);
//   - without ORBIT_STORE the server keeps its worlds in memory and needs no Redis.
// No timing margins: every wait is for an answer, a process's exit, or a lock the server reports.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../scripts/lib/paths.ts';
import { withoutOrbitEnv } from '../../../scripts/lib/processes.ts';
import { freePort, startRedis, type RunningRedis } from '../../../scripts/lib/servers.ts';
import { startNginx, type RunningNginx } from '../../deploy/start-nginx.ts';
import { DEMO_PASSWORD, DEMO_USER } from '../src/store.ts';

const MAIN = join(ROOT, 'mock-server', 'reference', 'src', 'main.ts');
/** How long a killed replica's lock outlives it, and how long a request waits for a lock, in this test. */
const LOCK_MS = 500;
const WAIT_MS = 2000;
const MEMBERSHIP = { package_id: 'pkg_vip30d00000001', provider: 'chatpay' };

let redis: RunningRedis;
const running = new Set<Replica>();
const fronts: RunningNginx[] = [];

beforeAll(async () => {
  redis = await startRedis();
}, 60_000);

afterAll(async () => {
  for (const front of fronts) await front.stop();
  await Promise.all([...running].map((r) => r.stop()));
  await redis?.stop();
});

interface Replica {
  port: number;
  url: string;
  child: ChildProcess;
  /** How the process ended: its exit code, or the signal that ended it. */
  exit: Promise<number | NodeJS.Signals>;
  output: () => string;
  /** SIGTERM and wait for the exit (what a rolling restart does). */
  stop: () => Promise<number | NodeJS.Signals>;
}

/** A reference server as a process of its own on `port`, answering once this resolves. */
async function replica(port: number, env: Record<string, string> = { ORBIT_STORE: redis.url, ORBIT_STORE_LOCK_MS: String(LOCK_MS), ORBIT_STORE_WAIT_MS: String(WAIT_MS) }): Promise<Replica> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: withoutOrbitEnv({ HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ORBIT_RATE_LIMIT: '1000000000', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (c) => (log += c));
  child.stderr!.on('data', (c) => (log += c));
  const exit = new Promise<number | NodeJS.Signals>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code!)));
  const url = `http://127.0.0.1:${port}`;
  const r: Replica = {
    port,
    url,
    child,
    exit,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exit;
    },
  };
  running.add(r);
  void exit.then(() => running.delete(r));
  // Until it answers; at once when it exits.
  for (;;) {
    const ended = await Promise.race([exit, fetch(`${url}/api/user/packages`).then((res) => res.arrayBuffer().then(() => undefined), () => null)]);
    if (ended === undefined) return r;
    if (ended !== null) throw new Error(`the replica on ${port} exited (${ended}) before answering:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** One API request in `world`; a connection failure is an answer with status 0 and the error as body. */
async function call(base: string, world: string, method: string, path: string, { token, body, key }: { token?: string; body?: unknown; key?: string } = {}): Promise<Answer> {
  try {
    const res = await fetch(base + path, {
      method,
      headers: {
        'Orbit-Sandbox': world,
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(key && { 'idempotency-key': key }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    // A front's own error page (nginx's 502) is not JSON: kept as its text.
    return { status: res.status, headers: res.headers, body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
  } catch (error) {
    return { status: 0, headers: new Headers(), body: String((error as Error).cause ?? error) };
  }
}

/** The demo user's session in `world` (password login: an access and a refresh token). */
async function login(base: string, world: string): Promise<{ access_token: string; refresh_token: string }> {
  const session = await call(base, world, 'POST', '/api/auth/unified_login', { body: { mode: 'password', phone: DEMO_USER.phone, password: DEMO_PASSWORD } });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return session.body;
}

/** Every order number of the demo user in `world`, read page by page. */
async function orderNumbers(base: string, world: string, token: string): Promise<Set<string>> {
  const found = new Set<string>();
  for (let page = 1; ; page++) {
    const list = await call(base, world, 'GET', `/api/user/orders?limit=100&page=${page}`, { token });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    for (const order of list.body.items) found.add(order.order_no);
    if (!list.body.has_more) return found;
  }
}

/** Waits on a load: `tick()` after each of its answers, `until(holds)` resolves once `holds()` is true. */
function progress(): { tick: () => void; until: (holds: () => boolean) => Promise<void> } {
  const waiting = new Set<{ holds: () => boolean; resolve: () => void }>();
  return {
    tick: () => {
      for (const w of waiting) if (w.holds()) (waiting.delete(w), w.resolve());
    },
    until: (holds) => (holds() ? Promise.resolve() : new Promise<void>((resolve) => waiting.add({ holds, resolve }))),
  };
}

const ports = (n: number) => Promise.all(Array.from({ length: n }, () => freePort()));
const describeAnswer = (a: Answer) => `${a.status} ${typeof a.body === 'string' ? a.body : JSON.stringify(a.body?.error ?? a.body)}`;

describe('replicas on the shared store', () => {
  it('a rolling restart of every replica under load through nginx loses no world and no request', async () => {
    const replicas = await Promise.all((await ports(3)).map((port) => replica(port)));
    const front = await startNginx({ replicas: replicas.map((r) => `127.0.0.1:${r.port}`) });
    fronts.push(front);
    // Each client owns its worlds, so it can read its own write back: the order it just created is the
    // newest of its world, whichever replica answers the read.
    const CLIENTS = 6;
    const WORLDS_PER_CLIENT = 3;
    const worlds = Array.from({ length: CLIENTS }, (_, c) => Array.from({ length: WORLDS_PER_CLIENT }, (_, w) => `roll-${c}-${w}`));
    const tokens = new Map<string, string>();
    for (const world of worlds.flat()) tokens.set(world, (await login(front.url, world)).access_token);
    const seeded = await orderNumbers(front.url, worlds[0]![0]!, tokens.get(worlds[0]![0]!)!);

    const acknowledged = new Map<string, string[]>(worlds.flat().map((w) => [w, []]));
    const failures: string[] = [];
    let answered = 0;
    let done = false;
    const answers = progress();
    const client = async (mine: string[]) => {
      for (let i = 0; !done; i++) {
        const world = mine[i % mine.length]!;
        const token = tokens.get(world)!;
        const created = await call(front.url, world, 'POST', '/api/pay/create', { token, body: MEMBERSHIP, key: `${world}-${i}` });
        answered++;
        answers.tick();
        if (created.status !== 201) {
          failures.push(`${world} create: ${describeAnswer(created)}`);
          continue;
        }
        acknowledged.get(world)!.push(created.body.order.order_no);
        const newest = await call(front.url, world, 'GET', '/api/user/orders?limit=1', { token });
        answered++;
        answers.tick();
        if (newest.status !== 200) failures.push(`${world} list: ${describeAnswer(newest)}`);
        else if (newest.body.items[0]?.order_no !== created.body.order.order_no) failures.push(`${world}: the newest order is ${newest.body.items[0]?.order_no}, not ${created.body.order.order_no} just created`);
      }
    };
    const load = Promise.all(worlds.map(client));

    // One replica after the other: SIGTERM, its exit (drained: code 0), a new process on its port, answering.
    const answeredWhileAway: number[] = [];
    try {
      for (const [i, r] of replicas.entries()) {
        const before = answered;
        expect(await r.stop(), r.output()).toBe(0);
        replicas[i] = await replica(r.port);
        answeredWhileAway.push(answered - before);
      }
      // The load went on while each replica was away, and after the last one is back.
      const last = answered;
      await answers.until(() => answered >= last + 20);
    } finally {
      done = true;
      await load;
    }
    expect(failures).toEqual([]);
    for (const n of answeredWhileAway) expect(n).toBeGreaterThan(0);

    // Every acknowledged write is there, read through nginx and through each replica directly.
    for (const world of worlds.flat()) {
      const written = acknowledged.get(world)!;
      expect(written.length, world).toBeGreaterThan(0);
      for (const base of [front.url, ...replicas.map((r) => r.url)]) {
        const found = await orderNumbers(base, world, tokens.get(world)!);
        expect(written.filter((o) => !found.has(o)), `${world} through ${base}`).toEqual([]);
        expect(found.size, `${world} through ${base}`).toBe(seeded.size + written.length);
      }
    }
    await front.stop();
    fronts.splice(fronts.indexOf(front), 1);
    await Promise.all(replicas.map((r) => r.stop()));
  }, 240_000);

  it('a replica killed with SIGKILL loses nothing the store acknowledged; another replica serves its worlds after the lock time', async () => {
    const [pa, pb] = await ports(2);
    const [a, b] = await Promise.all([replica(pa!), replica(pb!)]);
    const worlds = Array.from({ length: 6 }, (_, i) => `crash-${i}`);
    const tokens = new Map<string, string>();
    for (const world of worlds) tokens.set(world, (await login(a.url, world)).access_token);

    // A request of world `held` waits on replica a (a delay fault: it holds the world's lock while it
    // waits; a hang would let go of it), so b cannot get the world (503) until a is gone.
    const held = 'crash-held';
    const heldToken = (await login(a.url, held)).access_token;
    const fault = await call(a.url, held, 'POST', '/__sandbox/faults', { body: { operation_id: 'getDistribution', delay_ms: 60_000 } });
    expect(fault.status, describeAnswer(fault)).toBe(201);
    const waiting = call(a.url, held, 'GET', '/api/user/distribution', { token: heldToken });
    for (;;) {
      const blocked = await call(b.url, held, 'GET', '/api/user/orders', { token: heldToken });
      if (blocked.status === 503) {
        expect(blocked.body.error).toMatchObject({ type: 'api_error', code: 'service_unavailable' });
        expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
        break;
      }
      expect(blocked.status, describeAnswer(blocked)).toBe(200);
    }

    // Load on both replicas: orders created in every world, alternately on a and b.
    const acknowledged = new Map<string, string[]>(worlds.map((w) => [w, []]));
    let acksOnA = 0;
    let acksAfterKill = 0;
    let killed = false;
    let stop = false;
    const answers = progress();
    const client = async (world: string, c: number) => {
      for (let i = 0; !stop; i++) {
        const base = (i + c) % 2 ? a.url : b.url;
        const created = await call(base, world, 'POST', '/api/pay/create', { token: tokens.get(world)!, body: MEMBERSHIP, key: `${world}-${i}` });
        if (created.status === 201) {
          acknowledged.get(world)!.push(created.body.order.order_no);
          if (base === a.url) acksOnA++;
          if (killed) acksAfterKill++;
        } else if (base === b.url) {
          throw new Error(`replica b answered ${describeAnswer(created)} in ${world}`);
        }
        answers.tick();
      }
    };
    const load = Promise.all(worlds.map(client));
    try {
      // A failed load ends the wait with its error.
      await Promise.race([answers.until(() => acksOnA >= 30), load]);
      a.child.kill('SIGKILL');
      expect(await a.exit).toBe('SIGKILL');
      killed = true;
      await Promise.race([answers.until(() => acksAfterKill >= 30), load]);
    } finally {
      stop = true;
      await load;
    }
    // The waiting request died with its replica; nothing answered it.
    expect((await waiting).status).toBe(0);

    // Every order a client got a 201 for is there, read through b.
    for (const world of worlds) {
      const found = await orderNumbers(b.url, world, tokens.get(world)!);
      expect(acknowledged.get(world)!.filter((o) => !found.has(o)), world).toEqual([]);
    }
    // The world whose lock died with a: served by b again (its lock ran out after ORBIT_STORE_LOCK_MS).
    const again = await call(b.url, held, 'GET', '/api/user/orders', { token: heldToken });
    expect(again.status, describeAnswer(again)).toBe(200);
    await b.stop();
  }, 180_000);

  describe('two replicas serving one world at once keep its rules atomic', () => {
    let a: Replica;
    let b: Replica;
    beforeAll(async () => {
      const [pa, pb] = await ports(2);
      [a, b] = await Promise.all([replica(pa!), replica(pb!)]);
    }, 60_000);
    afterAll(async () => {
      await a?.stop();
      await b?.stop();
    });
    const both = () => [a.url, b.url];
    const burst = <T>(n: number, make: (base: string, i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(both()[i % 2]!, i)));

    it('20 identical POSTs with one Idempotency-Key over both replicas: one order, every answer that order', async () => {
      const world = 'atomic-idempotency';
      const { access_token: token } = await login(a.url, world);
      const seeded = await orderNumbers(a.url, world, token);
      const answers = await burst(20, (base) => call(base, world, 'POST', '/api/pay/create', { token, body: MEMBERSHIP, key: 'one-key' }));
      for (const answer of answers) expect(answer.status, describeAnswer(answer)).toBe(201);
      const numbers = new Set(answers.map((x) => x.body.order.order_no));
      expect(numbers.size).toBe(1);
      expect(answers.filter((x) => x.headers.get('idempotent-replayed') === 'false')).toHaveLength(1);
      expect(answers.filter((x) => x.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
      for (const base of both()) expect(await orderNumbers(base, world, token)).toEqual(new Set([...numbers, ...seeded]));
    });

    it('30 withdrawals of 1.00 over both replicas against 12.99 available: exactly 12 succeed, never below zero', async () => {
      const world = 'atomic-withdrawals';
      const { access_token: token } = await login(a.url, world);
      const before = await call(a.url, world, 'GET', '/api/user/distribution', { token });
      const available = before.body.earnings.available.amount as number;
      expect(available).toBe(1299);
      const withdrawal = { amount: { amount: 100, currency: 'CNY' }, method: 'payapp', account: 'qa@example.com' };
      const answers = await burst(30, (base, i) => call(base, world, 'POST', '/api/user/distribution?action=withdraw_apply', { token, body: withdrawal, key: `wd-${i}` }));
      const accepted = answers.filter((x) => x.status === 201);
      for (const refused of answers.filter((x) => x.status !== 201)) {
        expect(refused.status, describeAnswer(refused)).toBe(402);
        expect(refused.body.error).toMatchObject({ type: 'payment_required_error', code: 'insufficient_balance' });
      }
      expect(accepted).toHaveLength(Math.floor(available / 100));
      for (const base of both()) {
        const after = (await call(base, world, 'GET', '/api/user/distribution', { token })).body;
        expect(after.earnings.available.amount).toBe(available - 100 * accepted.length);
        expect(after.earnings.frozen.amount).toBe(100 * accepted.length);
      }
    });

    it('10 refreshes of one refresh token over both replicas: one renewal; the next is a reuse that revokes the family, the rest find it revoked', async () => {
      const world = 'atomic-refresh';
      const session = await login(a.url, world);
      const answers = await burst(10, (base) => call(base, world, 'POST', '/api/auth/unified_login', { body: { mode: 'refresh', refresh_token: session.refresh_token } }));
      const renewed = answers.filter((x) => x.status === 200);
      expect(renewed, answers.map(describeAnswer).join('\n')).toHaveLength(1);
      const codes = answers.filter((x) => x.status !== 200).map((x) => [x.status, x.body.error.code]);
      expect(codes.filter(([, code]) => code === 'refresh_token_reused')).toEqual([[401, 'refresh_token_reused']]);
      expect(codes.filter(([, code]) => code !== 'refresh_token_reused')).toEqual(Array.from({ length: 8 }, () => [401, 'invalid_token']));
      // The reuse revoked the whole family, the renewed session included, on both replicas.
      for (const base of both()) {
        const orders = await call(base, world, 'GET', '/api/user/orders', { token: renewed[0]!.body.access_token });
        expect(orders.status, describeAnswer(orders)).toBe(401);
      }
    });
  });

  describe('the store is chosen by configuration', () => {
    it('without ORBIT_STORE the server keeps its worlds in memory and needs no Redis', async () => {
      // No ORBIT_* variable at all (replica() drops the caller's); info level for the line saying where the worlds are.
      const memory = await replica(await freePort(), { LOG_LEVEL: 'info' });
      try {
        const world = 'memory-only';
        const { access_token: token } = await login(memory.url, world);
        const seeded = await orderNumbers(memory.url, world, token);
        const created = await call(memory.url, world, 'POST', '/api/pay/create', { token, body: MEMBERSHIP });
        expect(created.status).toBe(201);
        expect(await orderNumbers(memory.url, world, token)).toEqual(new Set([created.body.order.order_no, ...seeded]));
        expect(memory.output()).toContain('; worlds in memory)');
      } finally {
        expect(await memory.stop()).toBe(0);
      }
    });

    it('with an ORBIT_STORE it cannot reach, the server does not start, and says why', async () => {
      const closed = await freePort();
      await expect(replica(await freePort(), { ORBIT_STORE: `redis://127.0.0.1:${closed}` })).rejects.toThrow(/exited \(2\)[\s\S]*not started: the worlds' store at 127\.0\.0\.1:\d+ cannot be reached/);
    });
  });
});
