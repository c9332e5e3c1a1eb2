// The testing kit (orbit-sdk/testing): fixtures from the contract's examples, checked against the contract;
// the fake running the SDK's real request core (renewal, retries, errors, pagination, streaming, binary
// answers), recording every call and failing loudly on a call nobody registered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthenticationError, ConflictError, InternalServerError, type Order } from '../src/index';
import { answers, FakeOrbit, fixtures, InvalidFixtureError, UnexpectedCallError } from '../src/testing';
import { model } from './helpers';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('fixtures', () => {
  it('has a builder for every answer type of the model, each giving the contract example', () => {
    const answerTypes = model.types.filter((t) => t.usage.output && t.kind !== 'union');
    expect(Object.keys(fixtures).sort()).toEqual(answerTypes.map((t) => t.name.camel).sort());
    for (const t of answerTypes) {
      const build = (fixtures as Record<string, () => unknown>)[t.name.camel]!;
      expect(build()).toEqual(t.example);
    }
  });

  it('replaces whole fields, leaves out a field given as undefined, and copies the example', () => {
    const order = fixtures.order({ status: 'cancelled', amount: fixtures.money({ amount: 100 }), transaction_id: undefined });
    expect(order.status).toBe('cancelled');
    expect(order.amount.amount).toBe(100);
    expect('transaction_id' in order).toBe(false);
    order.package.name = 'changed';
    expect(fixtures.order().package.name).not.toBe('changed');
  });

  it('refuses, at build time, a fixture the service could never send, naming the field', () => {
    const unknownStatus = () => fixtures.order({ status: 'lost' });
    expect(unknownStatus).toThrow(InvalidFixtureError);
    expect(unknownStatus).toThrow(/^Order\.status: must be one of/);
    try {
      fixtures.orderList({ items: [fixtures.order(), { ...fixtures.order(), order_no: 'nope' }] });
      expect.unreachable();
    } catch (e) {
      expect((e as InvalidFixtureError).field).toBe('OrderList.items[1].order_no');
    }
    expect(() => fixtures.order({ created_at: null as unknown as string })).toThrow(/Order\.created_at: cannot be null/);
    const { order_no: _, ...missing } = fixtures.order();
    expect(() => fixtures.orderList({ items: [missing as Order] })).toThrow(/OrderList\.items\[0\]\.order_no: is required/);
    expect(() => fixtures.money({ amount: 1.5 })).toThrow(/Money\.amount: must be a whole number/);
    expect(() => fixtures.orderStatus('lost')).toThrow(/^OrderStatus: must be one of/);
  });
});

describe('the fake', () => {
  it('runs the SDK renewal: a 401 token_expired, the registered unifiedLogin renewal, then the answer', async () => {
    const fake = new FakeOrbit({ accessToken: 'at_0000000000000000old', refreshToken: 'rt_000000000000000001' });
    const orders = fixtures.orderList({ items: [fixtures.order({ status: 'paid' })] });
    fake.on('orders.list', answers.sequence(answers.error({ status: 401, code: 'token_expired' }), orders));
    fake.on('auth.unifiedLogin', fixtures.authSession({ access_token: 'at_0000000000000000new', refresh_token: 'rt_000000000000000002' }));

    const result = await fake.client.orders.list({ limit: 5 });

    expect(result.items[0]!.status).toBe('paid');
    expect(fake.calls.map((c) => c.operation)).toEqual(['orders.list', 'auth.unifiedLogin', 'orders.list']);
    expect(fake.calls[0]!.headers['authorization']).toBe('Bearer at_0000000000000000old');
    expect(fake.calls[1]!.args).toEqual({ mode: 'refresh', refresh_token: 'rt_000000000000000001' });
    expect(fake.calls[2]!.headers['authorization']).toBe('Bearer at_0000000000000000new');
    expect(fake.calls[2]!.args).toEqual({ limit: 5 });
    expect(fake.client.refreshToken).toBe('rt_000000000000000002');
  });

  it('runs the SDK retries on a retryable status without waiting, and maps the last error', async () => {
    const fake = new FakeOrbit({ accessToken: 't', maxRetries: 2 });
    fake.on('orders.list', answers.sequence(answers.error({ status: 503, code: 'service_unavailable' }), fixtures.orderList()));
    expect((await fake.client.orders.list()).items).toHaveLength(fixtures.orderList().items.length);
    expect(fake.callsOf('orders.list')).toHaveLength(2);

    fake.on('orders.list', answers.error({ status: 500, code: 'internal_error', requestId: 'req_42' }));
    const error = await fake.client.orders.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error).toMatchObject({ status: 500, code: 'internal_error', type: 'api_error', requestId: 'req_42' });
    expect(fake.callsOf('orders.list')).toHaveLength(2 + 3);
  });

  it('tells orders.cancel from orders.delete by their fixed body value, and maps typed errors', async () => {
    const fake = new FakeOrbit({ accessToken: 't' });
    const orderNo = fixtures.order().order_no;
    fake.on('orders.cancel', fixtures.orderActionResult({ action: 'cancel' }));
    fake.on('orders.delete', answers.error({ status: 409, code: 'order_not_deletable', message: 'paid orders stay', param: 'order_no' }));
    expect((await fake.client.orders.cancel({ order_no: orderNo })).action).toBe('cancel');
    const error = await fake.client.orders.delete({ order_no: orderNo }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ code: 'order_not_deletable', type: 'conflict_error', param: 'order_no', message: 'paid orders stay' });
    expect(fake.calls.map((c) => [c.operation, c.args])).toEqual([
      ['orders.cancel', { order_no: orderNo }],
      ['orders.delete', { order_no: orderNo }],
    ]);
  });

  it('fails loudly on a call nobody registered, naming the operation and how to register it, without retrying', async () => {
    const fake = new FakeOrbit({ accessToken: 't' });
    const error = await fake.client.orders.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedCallError);
    expect((error as Error).message).toMatch(/No answer registered for orders\.list \(GET \/api\/user\/orders\): register one with fake\.on\('orders\.list'/);
    expect(fake.calls).toHaveLength(1);
    expect(fake.unexpected).toEqual(['orders.list']);
    fake.on('orders.list', answers.sequence(fixtures.orderList()));
    await fake.client.orders.list();
    await expect(fake.client.orders.list()).rejects.toThrow(/sequence registered has 1 answers/);
  });

  it('keeps the SDK argument checks: a refused argument sends nothing', async () => {
    const fake = new FakeOrbit({ accessToken: 't' });
    await expect(fake.client.orders.cancel({ order_no: 'bad' })).rejects.toThrow(/order_no/);
    expect(fake.calls).toHaveLength(0);
  });

  it('pages with the SDK auto-paging and answers with functions of the recorded call', async () => {
    const fake = new FakeOrbit({ accessToken: 't' });
    fake.on('orders.list', (call) =>
      fixtures.orderList({ items: [fixtures.order({ order_no: `ORD2026052600000${call.args['page']}ABCDEFGH` })], page: Number(call.args['page']), has_more: call.args['page'] === 1 }),
    );
    const seen: string[] = [];
    for await (const order of fake.client.orders.listAutoPaging()) seen.push(order.order_no);
    expect(seen).toEqual(['ORD20260526000001ABCDEFGH', 'ORD20260526000002ABCDEFGH']);
  });

  it('streams chunks as server-sent events and answers bytes', async () => {
    const fake = new FakeOrbit({ apiKey: 'sk-test' });
    fake.on('generation.createChatCompletion', answers.chunks([fixtures.chatCompletionChunk(), fixtures.chatCompletionChunk()]));
    const stream = await fake.client.generation.createChatCompletion({ prompt: 'hi', stream: true });
    let count = 0;
    for await (const chunk of stream) count += chunk.id ? 1 : 0;
    expect(count).toBe(2);
    fake.on('generation.createSpeech', answers.bytes(new Uint8Array([1, 2, 3]), 'audio/wav'));
    const audio = await fake.client.generation.createSpeech({ input: 'hello' });
    expect([...new Uint8Array(await audio.arrayBuffer())]).toEqual([1, 2, 3]);
    expect(fake.callsOf('generation.createSpeech')[0]!.headers['authorization']).toBe('Bearer sk-test');
  });

  it('reads no ORBIT_* variable', async () => {
    vi.stubEnv('ORBIT_ACCESS_TOKEN', 'from-env');
    vi.stubEnv('ORBIT_BASE_URL', 'http://127.0.0.1:1');
    vi.stubEnv('ORBIT_MAX_RETRIES', 'not a number');
    vi.stubEnv('ORBIT_TIMEOUT', '0.001');
    vi.stubEnv('ORBIT_API_KEY', 'sk-from-env');
    vi.stubEnv('ORBIT_LOG', 'debug');
    const fake = new FakeOrbit();
    expect(fake.client.logLevel).toBe('off');
    fake.on('orders.list', answers.error({ status: 401, code: 'missing_token' }));
    await expect(fake.client.orders.list()).rejects.toBeInstanceOf(AuthenticationError);
    expect(fake.calls[0]!.headers['authorization']).toBeUndefined();
    fake.on('generation.createSpeech', answers.bytes('audio'));
    await fake.client.generation.createSpeech({ input: 'hello' });
    expect(fake.callsOf('generation.createSpeech')[0]!.headers['authorization']).toBeUndefined();
  });
});
