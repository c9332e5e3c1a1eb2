// Worlds in a shared store (src/shared-store.ts), in process: two apps on one Redis (Debian's
// redis-server, started on a loopback port) are two replicas. Each test uses a world of its own.
// Restarts, crashes and load through nginx, with replicas as processes: shared-store.test.ts.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RunningRedis } from '../../../scripts/lib/servers.ts';
import { buildApp } from '../src/app.ts';
import { SharedWorlds, storeSpec } from '../src/shared-store.ts';
import { createContext, createShared } from '../src/context.ts';
import { DEMO_PASSWORD, DEMO_USER } from '../src/store.ts';
import { Harness } from './helpers.ts';

let redis: RunningRedis;
let a: Harness;
let b: Harness;
let direct: Redis;

const inWorld = (world: string) => ({ headers: { 'Orbit-Sandbox': world } });

beforeAll(async () => {
  redis = await startRedis();
  const store = storeSpec(redis.url);
  a = new Harness(await buildApp({ store }));
  b = new Harness(await buildApp({ store }));
  direct = new Redis(redis.url);
});

afterAll(async () => {
  direct?.disconnect();
  await a?.close();
  await b?.close();
  await redis?.stop();
});

async function login(h: Harness, world: string): Promise<string> {
  const res = await h.post('/api/auth/unified_login', { mode: 'password', phone: DEMO_USER.phone, password: DEMO_PASSWORD }, inWorld(world));
  expect(res.status, res.body).toBe(200);
  return res.json().access_token;
}

/** The order as the user's order list shows it. */
async function orderOf(h: Harness, world: string, token: string, orderNo: string): Promise<{ status: string }> {
  const res = await h.get('/api/user/orders', { ...inWorld(world), token });
  expect(res.status, res.body).toBe(200);
  return res.json().items.find((o: { order_no: string }) => o.order_no === orderNo);
}

describe('ORBIT_STORE', () => {
  it('takes memory or a redis URL, and refuses anything else naming what it takes', () => {
    expect(storeSpec(undefined)).toEqual({ kind: 'memory' });
    expect(storeSpec('memory')).toEqual({ kind: 'memory' });
    expect(storeSpec('redis://127.0.0.1:6379')).toEqual({ kind: 'redis', url: 'redis://127.0.0.1:6379' });
    expect(() => storeSpec('postgres://x')).toThrow(/ORBIT_STORE must be "memory" or a redis:\/\/host:port URL/);
  });

  it('a store that cannot be reached stops the app from starting, naming where it looked', async () => {
    const gone = await startRedis();
    await gone.stop();
    await expect(buildApp({ store: storeSpec(gone.url) })).rejects.toThrow(`the worlds' store at 127.0.0.1:${gone.port} cannot be reached`);
  });
});

describe('two replicas on one store', () => {
  it('serve one world: what one changes, the other answers from', async () => {
    const world = 'store-shared-1';
    expect((await a.post('/__sandbox/clock', { advance_seconds: 7200 }, inWorld(world))).status).toBe(200);
    const token = await login(a, world);
    const created = await a.post('/api/pay/create', { package_id: 'pkg_credit10000002', provider: 'chatpay' }, { ...inWorld(world), token });
    expect(created.status, created.body).toBe(201);
    const orderNo = created.json().order.order_no;

    // The token, the order and the clock, read through the other replica.
    expect((await b.get('/__sandbox/clock', inWorld(world))).json().offset_seconds).toBe(7200);
    expect((await orderOf(b, world, token, orderNo)).status).toBe('pending');
    // The request log too: both replicas' requests, in order.
    const log = (await b.get('/__sandbox/requests', inWorld(world))).json().items.map((e: { operation_id: string }) => e.operation_id);
    expect(log).toEqual(['unifiedLogin', 'createPayment', 'listOrders']);
  });

  it("the sandbox's pay (its own in-process request) runs inside the world its request holds", async () => {
    const world = 'store-shared-pay';
    const token = await login(a, world);
    const created = await a.post('/api/pay/create', { package_id: 'pkg_credit10000002', provider: 'chatpay' }, { ...inWorld(world), token });
    const orderNo = created.json().order.order_no;
    const paid = await a.post(`/__sandbox/orders/${orderNo}/pay`, {}, inWorld(world));
    expect(paid.status, paid.body).toBe(200);
    expect((await orderOf(b, world, token, orderNo)).status).toBe('completed');
  });

  it('a world exported from one replica is what the other exports after import and reset', async () => {
    const world = 'store-shared-doc';
    await login(a, world);
    const exported = (await a.get('/__sandbox/world', inWorld(world))).json();
    expect((await b.call('PUT', '/__sandbox/world', { ...inWorld('store-shared-doc-copy'), body: exported })).status).toBe(200);
    const copy = (await a.get('/__sandbox/world', inWorld('store-shared-doc-copy'))).json();
    expect(copy.users).toEqual(exported.users);
    expect(copy.access_tokens).toEqual(exported.access_tokens);
    expect((await b.post('/__sandbox/reset', undefined, inWorld(world))).status).toBe(200);
    expect((await a.get('/__sandbox/world', inWorld(world))).json().access_tokens).toEqual([]);
  });

  it("the store forgets a named world after the idle time, and keeps the default world", async () => {
    const world = 'store-shared-idle';
    await a.get('/api/user/packages', inWorld(world));
    const ttl = await direct.pttl(`orbit:world:${world}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(a.app.orbit.config.sandboxIdleSeconds * 1000);
    expect(await direct.pttl(`orbit:log:${world}`)).toBeGreaterThan(0);
    await a.get('/api/user/packages');
    expect(await direct.pttl('orbit:world:')).toBe(-1);
  });

  it('a world whose lock another holds past the wait answers 503 with Retry-After, in the error body', async () => {
    const world = 'store-shared-busy';
    const app = await buildApp({ store: storeSpec(redis.url), config: { storeWaitMs: 20 } });
    try {
      await direct.set(`orbit:lock:${world}`, 'someone-else', 'PX', 60_000);
      const res = await app.inject({ method: 'GET', url: '/api/user/packages', headers: { 'orbit-sandbox': world } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json().error).toMatchObject({ code: 'service_unavailable', type: 'api_error' });
      await direct.del(`orbit:lock:${world}`);
      expect((await app.inject({ method: 'GET', url: '/api/user/packages', headers: { 'orbit-sandbox': world } })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('a store that goes away while the server runs', () => {
  it('answers 503 at once (no hang), says so once in the log, and serves again when the store is back', async () => {
    const own = await startRedis();
    const logged: string[] = [];
    const app = await buildApp({ store: storeSpec(own.url), logger: { level: 'info', stream: { write: (line: string) => void logged.push(JSON.parse(line).msg) } } });
    const events = app.orbit.shared.events;
    const ask = () => app.inject({ method: 'GET', url: '/api/user/packages', headers: { 'orbit-sandbox': 'store-outage' } });
    try {
      expect((await ask()).statusCode).toBe(200);
      const gone = new Promise((resolve) => events.once('store-unreachable', resolve));
      await own.stop();
      await gone;
      const refused = await ask();
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json().error.code).toBe('service_unavailable');
      expect((await ask()).statusCode).toBe(503);
      // Once, however many requests and reconnection attempts failed.
      const said = logged.filter((m) => m?.includes('cannot be reached'));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(new RegExp(`^the worlds' store at 127\\.0\\.0\\.1:${own.port} cannot be reached \\(.+\\): requests answer 503 until it is back$`));

      const back = new Promise((resolve) => events.once('store-reachable', resolve));
      const again = await startRedis({ port: own.port });
      try {
        await back;
        expect((await ask()).statusCode).toBe(200);
        expect(logged).toContain(`the worlds' store at 127.0.0.1:${own.port} is reachable again`);
      } finally {
        await again.stop();
      }
    } finally {
      await app.close();
    }
  });
});

describe('a write whose lock has gone', () => {
  it('is refused (503) and the world keeps what the lock holder after it wrote', async () => {
    const shared = createShared({ config: { storeLockMs: 60_000 } });
    const inject = () => Promise.reject(new Error('not used'));
    const replica = () =>
      new SharedWorlds({
        url: redis.url,
        create: (name) => createContext(shared, name, inject),
        restore: () => {
          throw new Error('not used');
        },
        lockMs: () => shared.config.storeLockMs,
        waitMs: () => 10_000,
        idleSeconds: () => 60,
        cached: () => 10,
        events: shared.events,
        log: { warn: () => undefined, info: () => undefined },
      });
    const first = replica();
    const second = replica();
    await first.connect();
    await second.connect();
    try {
      const world = 'store-fenced';
      const slow = await first.open(world);
      slow.ctx.mode = 'next-minor';
      // Its lock expires (as when a replica stalls past ORBIT_STORE_LOCK_MS): another replica takes the world.
      await direct.del(`orbit:lock:${world}`);
      const fast = await second.open(world);
      fast.ctx.clock.advance(3600);
      await fast.commit();
      await expect(slow.commit()).rejects.toMatchObject({ status: 503, code: 'service_unavailable' });
      const stored = JSON.parse((await direct.hget(`orbit:world:${world}`, 'doc'))!);
      expect(stored.mode).toBe('current');
      expect(stored.clock.offset_ms).toBe(3_600_000);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
