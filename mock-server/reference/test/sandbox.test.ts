// The QA sandbox: reset to the seed, clock, keys, faults; its routes come from sandbox.openapi.yaml only.
import { createPublicKey, createVerify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, readContract, SANDBOX_CONTRACT_PATH } from '../../../openapi/lib/contract.ts';
import { harness, type Harness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

describe('sandbox', () => {
  it('is described in its own OpenAPI file, which the contract does not mention', async () => {
    const contract = JSON.stringify(readContract());
    expect(contract).not.toContain('__sandbox');
    const sandboxOps = operations(readContract(SANDBOX_CONTRACT_PATH));
    expect(sandboxOps.every((o) => o.path.startsWith('/__sandbox/'))).toBe(true);
    expect(sandboxOps.map((o) => o.operationId)).toContain('sandboxPayOrder');
  });

  it('reset restores the seed and real time', async () => {
    const token = (await h.passwordLogin()).access_token;
    await h.buy(token);
    await h.post('/api/ai/deduct', { amount: { amount: 500, currency: 'CNY' }, reason: 'x' }, { token });
    await h.post('/__sandbox/clock', { advance_seconds: 3600 });
    expect((await h.post('/__sandbox/reset')).json()).toEqual({ reset: true });
    expect(h.clock.offsetSeconds).toBe(0);
    // Sessions are forgotten too.
    expect((await h.get('/api/user/orders', { token })).status).toBe(401);
    const fresh = (await h.passwordLogin()).access_token;
    const list = (await h.get('/api/user/orders', { token: fresh })).json();
    expect(list.total).toBe(2);
    expect((await h.passwordLogin()).user.balance.amount).toBe(11000);
  });

  it('moves the clock', async () => {
    const before = (await h.get('/__sandbox/clock')).json();
    const after = (await h.post('/__sandbox/clock', { advance_seconds: 7200 })).json();
    expect(after.offset_seconds - before.offset_seconds).toBe(7200);
    expect((await h.post('/__sandbox/clock', { now: '2030-01-01T00:00:00Z' })).json().now).toMatch(/^2030-01-01T00:00:0/);
    expect((await h.post('/__sandbox/clock', { reset: true })).json().offset_seconds).toBe(0);
  });

  it('shows test keys that verify what the sandbox signs', async () => {
    const keys = (await h.get('/__sandbox/keys')).json();
    expect(keys.warning).toMatch(/TEST KEYS/);
    expect(keys.chatpay.api_v3_key).toHaveLength(32);
    const token = (await h.passwordLogin()).access_token;
    const n = await h.notification(await h.buy(token));
    const ok = createVerify('RSA-SHA256')
      .update(`${n.headers['Wechatpay-Timestamp']}\n${n.headers['Wechatpay-Nonce']}\n${n.body}\n`)
      .verify(createPublicKey(keys.chatpay.platform_public_key), n.headers['Wechatpay-Signature']!, 'base64');
    expect(ok).toBe(true);
  });

  it('answers 404 for unknown orders and codes never sent', async () => {
    expect((await h.post('/__sandbox/orders/ORD20990101000000ZZZZZZZZ/pay', {})).status).toBe(404);
    expect((await h.get('/__sandbox/sms/%2B8613999999999')).status).toBe(404);
  });

  it('queues faults: 503/429 with Retry-After in the contract shape, then normal service', async () => {
    await h.post('/__sandbox/faults', { operation_id: 'listPackages', status: 503, retry_after: 7, times: 2 });
    await h.post('/__sandbox/faults', { path: '/api/ai/router', status: 429, retry_after: 3 });
    expect((await h.get('/__sandbox/faults')).json().items).toHaveLength(2);
    for (let i = 0; i < 2; i++) {
      const res = await h.get('/api/user/packages');
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('7');
      expect(res.json().error).toMatchObject({ type: 'api_error', code: 'service_unavailable' });
    }
    expect((await h.get('/api/user/packages')).status).toBe(200);
    const limited = await h.get('/api/ai/router?action=models');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('3');
    expect((await h.get('/api/ai/router?action=models')).status).toBe(200);
  });

  // Delay, drop, hang, every status and Retry-After form, and the request log: faults.test.ts.

  it('freezes the clock on request: it moves only when told', async () => {
    const frozen = (await h.post('/__sandbox/clock', { reset: true, freeze: true })).json();
    expect(frozen.frozen).toBe(true);
    const moved = (await h.post('/__sandbox/clock', { advance_seconds: 60 })).json();
    expect(Date.parse(moved.now) - Date.parse(frozen.now)).toBe(60_000);
    expect((await h.get('/__sandbox/clock')).json().now).toBe(moved.now);
    expect((await h.post('/__sandbox/clock', { freeze: false })).json().frozen).toBe(false);
    expect((await h.post('/__sandbox/reset')).json()).toEqual({ reset: true });
    expect((await h.get('/__sandbox/clock')).json()).toMatchObject({ offset_seconds: 0, frozen: false });
  });

  it('validates its own requests too', async () => {
    const res = await h.post('/__sandbox/faults', { status: 418 });
    expect(res.status).toBe(400);
    expect(res.json().error.code).toBe('invalid_parameter');
    expect((await h.post('/__sandbox/miniapp/code', {})).json().error).toMatchObject({ code: 'missing_parameter', param: 'openid' });
  });
});
