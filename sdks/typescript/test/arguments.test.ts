// Arguments are checked against the contract before anything is sent: each refusal is an
// InvalidArgumentError naming the parameter, and no request goes out. Enum values are not checked.
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, Orbit, OrbitError } from '../src/index';
import { answer, exampleAnswer, scriptedFetch } from './helpers';

function setup() {
  const scripted = scriptedFetch((call) => answer(200, exampleAnswer(call.method, call.url.pathname)));
  const client = new Orbit({ baseURL: 'http://orbit.test', accessToken: 'at_x', apiKey: 'sk_test_x', maxRetries: 0, fetch: scripted.fetch });
  return { client, calls: scripted.calls };
}

/** Calls with arguments the types would refuse too (the check protects JavaScript callers and casts). */
async function refused(call: (c: any) => Promise<unknown>): Promise<InvalidArgumentError> {
  const { client, calls } = setup();
  const error = await call(client).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InvalidArgumentError);
  expect(error).toBeInstanceOf(OrbitError);
  expect((error as InvalidArgumentError).kind).toBe('InvalidArgument');
  expect(calls).toHaveLength(0);
  return error as InvalidArgumentError;
}

describe('arguments refused before sending', () => {
  it.each([
    ['a missing required parameter', (c: any) => c.orders.cancel({}), 'order_no', /is required/],
    ['an unknown parameter', (c: any) => c.orders.cancel({ order_no: 'ORD20260526083000K7Q2M9XA', reason: 'x' }), 'reason', /not a parameter/],
    ['the wrong JSON kind', (c: any) => c.orders.list({ page: '2' }), 'page', /must be a number/],
    ['a fraction where a whole number is due', (c: any) => c.orders.list({ page: 1.5 }), 'page', /whole number/],
    ['a broken pattern', (c: any) => c.orders.cancel({ order_no: 'x' }), 'order_no', /pattern/],
    ['a string too long', (c: any) => c.auth.userLogin({ account: '+8613800138000', password: 'x'.repeat(129) }), 'password', /at most 128/],
    ['a string too short', (c: any) => c.auth.userLogin({ account: '+8613800138000', password: 'short' }), 'password', /at least 8/],
    ['a number out of range', (c: any) => c.orders.list({ limit: 101 }), 'limit', /at most 100/],
    ['too few items', (c: any) => c.ai.chat({ messages: [] }), 'messages', /at least 1 items/],
    ['a nested value of the wrong kind', (c: any) => c.ai.deduct({ amount: { amount: '1', currency: 'CNY' }, reason: 'x' }), 'amount.amount', /must be a number/],
    ['an unknown nested field of a closed type', (c: any) => c.ai.deduct({ amount: { amount: 1, currency: 'CNY', cents: 1 }, reason: 'x' }), 'amount.cents', /not a parameter/],
    ['an item with a missing field', (c: any) => c.ai.chat({ messages: [{ role: 'user' }] }), 'messages[0].content', /is required/],
    ['neither of exactly-one-of', (c: any) => c.generation.createChatCompletion({ max_tokens: 5 }), 'prompt', /exactly one of prompt or messages/],
    ['both of exactly-one-of', (c: any) => c.generation.createChatCompletion({ prompt: 'x', messages: [{ role: 'user', content: 'y' }] }), 'messages', /not several/],
    ['a union without its discriminator', (c: any) => c.auth.unifiedLogin({ phone: '+8613800138000', password: 'orbit-demo-2026' }), 'mode', /is required/],
    ['an unknown union variant', (c: any) => c.auth.unifiedLogin({ mode: 'magic', phone: '+8613800138000' }), 'mode', /one of sms, password, refresh/],
    ["a field the chosen variant does not take", (c: any) => c.auth.unifiedLogin({ mode: 'refresh', refresh_token: 'rt_0123456789abcdef', phone: '+8613800138000' }), 'phone', /not a parameter/],
    ["a variant's own check", (c: any) => c.auth.unifiedLogin({ mode: 'sms', phone: '+8613800138000', code: '12' }), 'code', /pattern/],
    ['a header parameter', (c: any) => c.notifications.chatpay({ 'Wechatpay-Timestamp': 'now' }), 'Wechatpay-Timestamp', /pattern/],
    ['params that are not an object', (c: any) => c.orders.list('page=2'), 'params', /must be an object/],
    ['a bad timeout option', (c: any) => c.orders.list({}, { timeout: -1 }), 'timeout', /positive/],
    ['a bad maxRetries option', (c: any) => c.orders.list({}, { maxRetries: 1.5 }), 'maxRetries', /non-negative integer/],
  ])('%s', async (_what, call, param, message) => {
    const error = await refused(call);
    expect(error.param).toBe(param);
    expect(error.message).toMatch(message);
  });

  it('never echoes a refused value (it may be a secret)', async () => {
    const error = await refused((c) => c.auth.userLogin({ account: '+8613800138000', password: 'hunter2' }));
    expect(error.message).not.toContain('hunter2');
  });
});

describe('arguments that pass', () => {
  it('an enum value this version does not know is sent as given', async () => {
    const { client, calls } = setup();
    await client.orders.list({ status: 'disputed' });
    await client.generation.createImage({ prompt: 'x', size: '2048x2048', style: 'cubist' });
    expect(calls[0]!.url.searchParams.get('status')).toBe('disputed');
    expect(calls[1]!.body).toEqual({ prompt: 'x', size: '2048x2048', style: 'cubist' });
  });

  it('optional parameters left undefined or null are not sent; fixed values are', async () => {
    const { client, calls } = setup();
    await client.orders.list({ page: 2, status: undefined });
    await client.orders.cancel({ order_no: 'ORD20260526083000K7Q2M9XA' });
    await client.ai.listModels();
    expect(calls[0]!.url.search).toBe('?page=2');
    expect(calls[1]!.body).toEqual({ action: 'cancel', order_no: 'ORD20260526083000K7Q2M9XA' });
    expect(calls[2]!.url.search).toBe('?action=models');
  });

  it('path, query, header and body values travel where the contract says', async () => {
    const { client, calls } = setup();
    await client.distribution.applyWithdrawal({ amount: { amount: 1000, currency: 'CNY' }, method: 'payapp', account: 'a@b.example' });
    expect(calls[0]!.url.pathname + calls[0]!.url.search).toBe('/api/user/distribution?action=withdraw_apply');
    expect(calls[0]!.body).toEqual({ amount: { amount: 1000, currency: 'CNY' }, method: 'payapp', account: 'a@b.example' });
    await client.notifications.payapp({
      notify_time: '2026-05-26 16:31:00',
      notify_type: 'trade_status_sync',
      notify_id: 'ac05099524730693a8b330c5ecf72da9786',
      app_id: '2021000000000001',
      sign_type: 'RSA2',
      sign: 'UGF5YXBwIHNpZ25hdHVyZSBleGFtcGxlIG9ubHk=',
      trade_no: '2026052622001400000000000001',
      out_trade_no: 'ORD20260526083000K7Q2M9XA',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '29.90',
    });
    expect(calls[1]!.body.out_trade_no).toBe('ORD20260526083000K7Q2M9XA');
  });

  it('a union body is sent flat, discriminator included', async () => {
    const { client, calls } = setup();
    await client.auth.unifiedLogin({ mode: 'password', phone: '+8613800138000', password: 'orbit-demo-2026' });
    expect(calls[0]!.body).toEqual({ mode: 'password', phone: '+8613800138000', password: 'orbit-demo-2026' });
  });
});
