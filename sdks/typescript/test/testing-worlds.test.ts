// The testing kit's typed sandbox and worlds (orbit-sdk/testing) against the bundled reference server, started
// by the kit as an integrator's tests would have it (ORBIT_REFERENCE_SERVER): one world per test through
// useWorld() with vitest's hooks, every route of the sandbox file called through the Sandbox client, and the
// client's methods compared with the file's operations.
import { execFileSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { operations as fileOperations, readContract, SANDBOX_CONTRACT_PATH } from '../../../openapi/lib/contract.ts';
import { NotFoundError } from '../src/index';
import { createWorld, NoReferenceServerError, Sandbox, sandboxOperations, stopReferenceServer, useWorld, type World } from '../src/testing';

const PHONE = '+8613800138000';
const ROOT = new URL('../../../', import.meta.url).pathname;

const doc = readContract(SANDBOX_CONTRACT_PATH);
const routeNames = Object.getOwnPropertyNames(Sandbox.prototype).filter((n) => n !== 'constructor');

describe('the Sandbox client', () => {
  it('has one method per operation of the sandbox file: its x-sdk-method, method and path', () => {
    const want = fileOperations(doc).map((o) => [doc.paths[o.path][o.method]['x-sdk-method'], o.method.toUpperCase(), o.path, o.operationId]);
    const have = Object.entries(sandboxOperations).map(([name, op]) => [name, op.method, op.path, op.id]);
    expect(have.sort()).toEqual(want.sort());
    expect(routeNames.sort()).toEqual(Object.keys(sandboxOperations).sort());
  });
});

describe('a world per test on the bundled reference server', () => {
  beforeAll(() => {
    vi.stubEnv('ORBIT_SANDBOX_URL', '');
    const out = execFileSync('npx', ['tsx', 'scripts/lib/reference-bundle.ts'], { cwd: ROOT, encoding: 'utf8' });
    vi.stubEnv('ORBIT_REFERENCE_SERVER', out.trim().split('\n').pop()!);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
  const world = useWorld({ beforeEach, afterEach, afterAll }, 'kit-test');

  async function login(w: World): Promise<void> {
    await w.client.auth.sendSmsCode({ phone: PHONE });
    await w.client.auth.unifiedLogin({ mode: 'sms', phone: PHONE, code: (await w.sandbox.lastSms({ phone: PHONE })).code });
  }

  it('pays an order through the sandbox, the SDK client bound to the world', async () => {
    const w = world();
    expect(w.name).toMatch(/^kit-test-[0-9a-f]{8}$/);
    await login(w);
    const pkg = (await w.client.packages.list()).items[0]!;
    const created = await w.client.payments.create({ package_id: pkg.id, provider: 'chatpay' });
    expect(created.order.status).toBe('pending');
    const paid = await w.sandbox.payOrder({ order_no: created.order.order_no });
    expect(paid.provider).toBe('chatpay');
    const listed = (await w.client.orders.list()).items.find((o) => o.order_no === created.order.order_no)!;
    expect(['paid', 'completed']).toContain(listed.status);
    const log = (await w.sandbox.listRequests()).items.map((e) => e.operation_id);
    expect(log.slice(0, 3)).toEqual(['sendSmsCode', 'unifiedLogin', 'listPackages']);
  });

  it('keeps worlds apart, and maps a sandbox error answer to the SDK error', async () => {
    const w = world();
    await w.client.auth.sendSmsCode({ phone: PHONE });
    const other = await createWorld('other');
    try {
      expect(other.name).not.toBe(w.name);
      await expect(other.sandbox.lastSms({ phone: PHONE })).rejects.toBeInstanceOf(NotFoundError);
      expect((await w.sandbox.lastSms({ phone: PHONE })).code).toBeTruthy();
    } finally {
      await other.close();
    }
  });

  it('answers every route of the sandbox through the Sandbox client', async () => {
    const { sandbox, client } = world();
    const called = new Set<string>();
    const box = new Proxy(sandbox, {
      get(target, name, receiver) {
        if (typeof name === 'string' && routeNames.includes(name)) called.add(name);
        return Reflect.get(target, name, receiver);
      },
    });
    await login(world());
    expect((await box.lastSms({ phone: PHONE })).phone).toBe(PHONE);
    expect((await box.miniappCode({ openid: `o_${'a'.repeat(26)}` })).code).toBeTruthy();
    const pkg = (await client.packages.list()).items[0]!;
    const { order } = await client.payments.create({ package_id: pkg.id, provider: 'payapp' });
    const notification = await box.signNotification({ order_no: order.order_no, provider: 'payapp' });
    expect(notification.path).toBe('/api/pay/notify_payapp');
    expect((await box.payOrder({ order_no: order.order_no, provider: 'payapp' })).provider).toBe('payapp');
    const frozen = await box.moveClock({ freeze: true });
    expect(frozen.frozen).toBe(true);
    expect((await box.getClock()).now).toBe(frozen.now);
    expect((await box.keys()).chatpay.mchid).toBeTruthy();
    const fault = await box.addFault({ operation_id: 'listOrders', status: 503, times: 1 });
    expect(fault.status).toBe(503);
    expect((await box.listFaults()).items.map((f) => f.id)).toEqual([fault.id]);
    expect((await box.clearFaults()).cleared).toBe(1);
    expect((await box.setMode({ mode: 'next-minor' })).mode).toBe('next-minor');
    expect((await box.getMode()).substitutes).toBeTruthy();
    expect((await box.listRequests({ operation_id: 'createPayment' })).items.length).toBeGreaterThan(0);
    expect((await box.clearRequests()).cleared).toBeGreaterThanOrEqual(1);
    const document = await box.exportWorld();
    expect((await box.importWorld(document)).format).toBe(document.format);
    expect((await box.reset()).reset).toBe(true);
    expect([...called].sort()).toEqual([...routeNames].sort());
  });
});

describe('no reference server', () => {
  it('is a clear error naming both variables', async () => {
    await stopReferenceServer();
    vi.stubEnv('ORBIT_SANDBOX_URL', '');
    vi.stubEnv('ORBIT_REFERENCE_SERVER', '');
    try {
      await expect(createWorld()).rejects.toThrow(NoReferenceServerError);
      await expect(createWorld()).rejects.toThrow(/ORBIT_SANDBOX_URL.*ORBIT_REFERENCE_SERVER/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
