// Issue 15: `Orbit-Sandbox: <name>` selects a world of its own, created from the seed on first use;
// two worlds never see each other's state; worlds expire when idle and are capped. Real time for the
// expiry is injected (a number the test moves), and requests held in flight use an injected sleep the
// test releases: nothing here waits for real time to pass.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEVELOPER, DEMO_PASSWORD, DEMO_USER, SEED_ORDERS } from '../src/store.ts';
import { harness, randomPhone, type Harness } from './helpers.ts';

const world = (name: string) => ({ 'orbit-sandbox': name });

/** Requests in one world (the harness checks every API answer against the contract). */
function within(h: Harness, name: string) {
  const headers = world(name);
  return {
    get: (url: string, token?: string, extra: Record<string, string> = {}) => h.get(url, { token, headers: { ...headers, ...extra } }),
    post: (url: string, body?: unknown, token?: string, extra: Record<string, string> = {}) => h.post(url, body, { token, headers: { ...headers, ...extra } }),
    call: (method: string, url: string, body?: unknown) => h.call(method, url, { body, headers }),
    login: async () => {
      const res = await h.post('/api/auth/unified_login', { mode: 'password', phone: DEMO_USER.phone, password: DEMO_PASSWORD }, { headers });
      expect(res.status, res.body).toBe(200);
      return res.json().access_token as string;
    },
  };
}

describe('two worlds', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness();
  });
  afterAll(() => h.close());

  it('start from the seed and keep their own orders, sessions and balances', async () => {
    const a = within(h, 'qa-alice');
    const b = within(h, 'qa-bob');
    const tokenA = await a.login();
    const created = await a.post('/api/pay/create', { package_id: 'pkg_credit10000002', provider: 'chatpay' }, tokenA);
    expect(created.status).toBe(201);
    const orderNo = created.json().order.order_no;
    expect((await a.get('/api/user/orders', tokenA)).json().total).toBe(3);
    expect((await a.post('/api/ai/deduct', { amount: { amount: 500, currency: 'CNY' }, reason: 'a' }, tokenA)).json().balance.amount).toBe(10500);

    // B has the seed: two orders, the seed balance; A's session and A's order do not exist there.
    expect((await b.get('/api/user/orders', tokenA)).status).toBe(401);
    const tokenB = await b.login();
    const listB = (await b.get('/api/user/orders', tokenB)).json();
    expect(listB.total).toBe(2);
    expect(listB.items.map((o: { order_no: string }) => o.order_no).sort()).toEqual([SEED_ORDERS.demoCancelled, SEED_ORDERS.demoCompleted].sort());
    expect((await b.post(`/__sandbox/orders/${orderNo}/pay`, {})).status).toBe(404);
    expect((await b.post('/api/ai/deduct', { amount: { amount: 1, currency: 'CNY' }, reason: 'b' }, tokenB)).json().balance.amount).toBe(10999);

    // The default world (no header) saw none of it.
    expect(h.ctx.store.orders.has(orderNo)).toBe(false);
    expect(h.app.worlds.has('qa-alice') && h.app.worlds.has('qa-bob')).toBe(true);
    // The sandbox pays A's order in A (its in-process notification stays in A).
    expect((await a.post(`/__sandbox/orders/${orderNo}/pay`, {})).json()).toMatchObject({ notify_status: 200, order: { status: 'completed' } });
  });

  it('keep their own SMS codes and limits', async () => {
    const a = within(h, 'sms-a');
    const b = within(h, 'sms-b');
    const phone = randomPhone();
    expect((await a.post('/api/auth/sms_send', { phone })).status).toBe(200);
    expect((await a.post('/api/auth/sms_send', { phone })).status).toBe(429);
    expect((await b.get(`/__sandbox/sms/${encodeURIComponent(phone)}`)).status).toBe(404);
    expect((await b.post('/api/auth/sms_send', { phone })).status).toBe(200);
    const codeA = (await a.get(`/__sandbox/sms/${encodeURIComponent(phone)}`)).json().code;
    const codeB = (await b.get(`/__sandbox/sms/${encodeURIComponent(phone)}`)).json().code;
    // A's code logs in only in A (and a wrong code in B does not burn A's).
    if (codeA !== codeB) expect((await b.post('/api/auth/unified_login', { mode: 'sms', phone, code: codeA })).status).toBe(401);
    expect((await a.post('/api/auth/unified_login', { mode: 'sms', phone, code: codeA })).status).toBe(200);
  });

  it('keep their own clocks', async () => {
    const a = within(h, 'clock-a');
    const b = within(h, 'clock-b');
    const token = await a.login();
    const defaultNow = h.ctx.clock.now(); // the harness froze the default world's clock
    expect((await a.post('/__sandbox/clock', { advance_seconds: 7200 })).json().offset_seconds).toBe(7200);
    expect((await a.get('/api/user/orders', token)).json().error.code).toBe('token_expired');
    expect((await b.get('/__sandbox/clock')).json().offset_seconds).toBe(0);
    expect(h.ctx.clock.now()).toBe(defaultNow);
  });

  it('keep their own faults', async () => {
    const a = within(h, 'fault-a');
    const b = within(h, 'fault-b');
    expect((await a.post('/__sandbox/faults', { operation_id: 'listPackages', status: 503, times: 2 })).status).toBe(201);
    expect((await b.get('/__sandbox/faults')).json().items).toEqual([]);
    expect((await b.get('/api/user/packages')).status).toBe(200);
    expect((await h.get('/api/user/packages')).status).toBe(200);
    expect((await a.get('/api/user/packages')).status).toBe(503);
  });

  it('keep their own idempotency keys', async () => {
    const a = within(h, 'idem-a');
    const b = within(h, 'idem-b');
    const key = { 'idempotency-key': 'same-key-in-two-worlds' };
    const [tokenA, tokenB] = [await a.login(), await b.login()];
    expect((await a.post('/api/ai/deduct', { amount: { amount: 100, currency: 'CNY' }, reason: 'a' }, tokenA, key)).status).toBe(200);
    // The same user and key with another body: a conflict in A, a first use in B.
    expect((await a.post('/api/ai/deduct', { amount: { amount: 200, currency: 'CNY' }, reason: 'a' }, tokenA, key)).status).toBe(409);
    const inB = await b.post('/api/ai/deduct', { amount: { amount: 200, currency: 'CNY' }, reason: 'a' }, tokenB, key);
    expect(inB.status).toBe(200);
    expect(inB.headers['idempotent-replayed']).toBe('false');
  });

  it('keep their own API keys', async () => {
    const a = within(h, 'keys-a');
    const b = within(h, 'keys-b');
    const fresh = (await (async () => {
      const phone = randomPhone();
      await a.post('/api/auth/sms_send', { phone });
      const code = (await a.get(`/__sandbox/sms/${encodeURIComponent(phone)}`)).json().code;
      return (await a.post('/api/auth/unified_login', { mode: 'sms', phone, code })).json().access_token as string;
    })());
    const key = (await a.post('/api/developer/register', { name: 'A', email: 'a@example.com' }, fresh)).json().api_key as string;
    expect((await a.post('/api/v1/chat/completions', { prompt: 'hi' }, key)).status).toBe(200);
    const inB = await b.post('/api/v1/chat/completions', { prompt: 'hi' }, key);
    expect(inB.status).toBe(401);
    expect(inB.json().error.code).toBe('invalid_token');
    expect((await b.post('/api/v1/chat/completions', { prompt: 'hi' }, DEMO_DEVELOPER.apiKey)).status).toBe(200);
  });

  it('keep their own rate-limit counters', async () => {
    const small = await harness({ config: { rateLimit: 3 } });
    try {
      const send = (name: string) => within(small, name).post('/api/v1/chat/completions', { prompt: 'hi' }, DEMO_DEVELOPER.apiKey);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await send('rate-a')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await send('rate-b')).status).toBe(200);
      expect((await small.post('/api/v1/chat/completions', { prompt: 'hi' }, { token: DEMO_DEVELOPER.apiKey })).status).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('reset only the selected world', async () => {
    const a = within(h, 'reset-a');
    const b = within(h, 'reset-b');
    const [tokenA, tokenB] = [await a.login(), await b.login()];
    expect((await a.post('/__sandbox/reset', {})).json()).toEqual({ reset: true });
    expect((await a.get('/api/user/orders', tokenA)).status).toBe(401);
    expect((await b.get('/api/user/orders', tokenB)).status).toBe(200);
  });

  it('refuse a malformed name with 400 invalid_parameter (the error body, CORS and request id as always)', async () => {
    for (const name of ['', '-leading-dash', 'has space', 'x'.repeat(65), 'ünïcode']) {
      const res = await h.get('/api/user/packages', { headers: { 'orbit-sandbox': name } });
      expect(res.status, name).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'invalid_parameter', param: 'Orbit-Sandbox' });
    }
  });
});

describe('without the sandbox (ORBIT_SANDBOX=0)', () => {
  it('the server is just the service: Orbit-Sandbox and Orbit-Sandbox-Mode mean nothing', async () => {
    const plain = await harness({ sandbox: false });
    try {
      const res = await plain.get('/api/user/packages', { headers: { 'orbit-sandbox': 'ignored', 'orbit-sandbox-mode': 'next-major' } });
      expect(res.status).toBe(200);
      expect(res.json().items[0].type).toBe('membership');
      expect(plain.app.worlds.size).toBe(0);
      expect((await plain.get('/__sandbox/mode', { unchecked: true })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('bounds', () => {
  let h: Harness;
  let now = 1_000_000;
  const evicted: [string, string][] = [];
  const held: (() => void)[] = [];
  beforeAll(async () => {
    h = await harness({
      config: { sandboxWorlds: 3, sandboxIdleSeconds: 60 },
      realNow: () => now,
      // A delay fault holds its request until the test lets it go.
      sleep: () => new Promise<void>((resolve) => held.push(resolve)),
    });
    h.app.orbit.shared.events.on('world-evicted', (name: string, reason: string) => evicted.push([name, reason]));
  });
  afterEach(() => {
    for (const release of held.splice(0)) release();
  });
  afterAll(() => h.close());

  const ordersIn = async (name: string) => {
    const w = within(h, name);
    return (await w.get('/api/user/orders', await w.login())).json().total as number;
  };
  const buyIn = async (name: string) => {
    const w = within(h, name);
    expect((await w.post('/api/pay/create', { package_id: 'pkg_topup010000005', provider: 'payapp' }, await w.login())).status).toBe(201);
  };

  it('forget a world idle for the idle time (real time), keep one used within it', async () => {
    await buyIn('idle-1');
    now += 59_000;
    expect(await ordersIn('idle-1')).toBe(3); // used again: its idle time starts over
    now += 59_000;
    await buyIn('idle-2');
    expect(evicted).toEqual([]);
    now += 1_000; // idle-1 unused for 60 s now; any request expires it
    expect(await ordersIn('idle-2')).toBe(3);
    expect(evicted).toEqual([['idle-1', 'idle']]);
    expect(h.app.worlds.has('idle-1')).toBe(false);
    // The name starts again from the seed.
    expect(await ordersIn('idle-1')).toBe(2);
    evicted.splice(0);
  });

  it('at the cap, evict the least recently used idle world; refuse (503) when every world is busy', async () => {
    now += 3_600_000; // every earlier world expires at the next request
    await buyIn('cap-1');
    expect(evicted.map(([, reason]) => reason)).toEqual(['idle', 'idle']);
    evicted.splice(0);
    await buyIn('cap-2');
    await buyIn('cap-3');
    now += 1_000;
    expect(await ordersIn('cap-1')).toBe(3); // cap-1 is now the most recently used; cap-2 the least
    await buyIn('cap-4');
    expect(evicted).toEqual([['cap-2', 'cap']]);
    expect(await ordersIn('cap-1')).toBe(3);
    expect(await ordersIn('cap-3')).toBe(3);
    evicted.splice(0);

    // Hold one request in flight in each of the three worlds (a delay fault and the held sleep).
    const pending = [];
    for (const name of ['cap-1', 'cap-3', 'cap-4']) {
      const w = within(h, name);
      expect((await w.post('/__sandbox/faults', { operation_id: 'listPackages', delay_ms: 1000 })).status).toBe(201);
      pending.push(w.get('/api/user/packages'));
    }
    while (held.length < 3) await new Promise((resolve) => setImmediate(resolve));
    const refused = await h.get('/api/user/packages', { headers: world('cap-5') });
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json().error).toMatchObject({ type: 'api_error', code: 'service_unavailable', param: 'Orbit-Sandbox' });
    expect(evicted).toEqual([]);

    for (const release of held.splice(0)) release();
    expect((await Promise.all(pending)).map((r) => r.status)).toEqual([200, 200, 200]);
    await new Promise((resolve) => setImmediate(resolve)); // the answers' close events release the worlds
    expect((await h.get('/api/user/packages', { headers: world('cap-5') })).status).toBe(200);
    expect(evicted).toEqual([['cap-1', 'cap']]);
  });
});
