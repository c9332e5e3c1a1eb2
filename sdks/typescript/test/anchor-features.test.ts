// Issue 20: what the anchors (openai-node and its kin) let a user do, and the defects an outside
// integrator found. A fetch stand-in records what the core sends; nothing leaves the process.
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_ELSEWHERE, IDEMPOTENCY_HEADER } from '../src/generated/constants';
import { APIResponseValidationError, InvalidArgumentError, Orbit } from '../src/index';
import { answer, responseExample, scriptedFetch, type Scripted } from './helpers';

const ORDER_LIST = responseExample('listOrders');

function client(script: (index: number) => Scripted = () => answer(200, ORDER_LIST), options: ConstructorParameters<typeof Orbit>[0] = {}) {
  const { fetch, calls } = scriptedFetch((_, index) => script(index));
  return { client: new Orbit({ baseURL: 'http://orbit.test', accessToken: 'at_x', apiKey: 'sk_test_x', maxRetries: 0, ...options, fetch }), calls };
}

describe('an idempotency key where no money moves (defect 3)', () => {
  it('is refused before sending, naming the option, as the contract rule says', async () => {
    expect(IDEMPOTENCY_ELSEWHERE).toBe('refuse');
    const { client: c, calls } = client();
    const error = await c.orders.list({}, { idempotencyKey: 'k-1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as InvalidArgumentError).param).toBe('idempotencyKey');
    expect((error as Error).message).toContain('listOrders');
    expect(calls).toHaveLength(0);
  });

  it('is still sent by a money-moving operation', async () => {
    const { client: c, calls } = client(() => answer(200, responseExample('createPayment')));
    await c.payments.create({ package_id: 'pkg_vip30d00000001', provider: 'chatpay' }, { idempotencyKey: 'k-2' });
    expect(calls[0]!.headers.get(IDEMPOTENCY_HEADER)).toBe('k-2');
  });
});

describe('an answer of the wrong shape (defect 4)', () => {
  const rejected = (promise: Promise<unknown>) => promise.then(() => undefined, (e: unknown) => e) as Promise<APIResponseValidationError>;

  it('an orders list whose items is not a list fails list() and listAutoPaging() with APIResponseValidationError', async () => {
    const { client: c } = client(() => answer(200, { ...ORDER_LIST, items: 'none' }));
    const error = await rejected(c.orders.list());
    expect(error).toBeInstanceOf(APIResponseValidationError);
    expect(error.message).toMatch(/items: must be an array, got a string/);
    expect(error).toMatchObject({ status: 200, requestId: 'req_TEST0000000001', body: { ...ORDER_LIST, items: 'none' } });
    expect(await rejected(c.orders.listAutoPaging().toArray())).toBeInstanceOf(APIResponseValidationError);
  });

  it('checks every documented field down the tree: JSON kind and presence', async () => {
    const order = ORDER_LIST.items[0];
    const { amount, ...withoutAmount } = order;
    const cases: [unknown, RegExp][] = [
      [{ ...ORDER_LIST, items: [{ ...order, amount: { ...amount, amount: '100' } }] }, /items\[0\]\.amount\.amount: must be a number/],
      [{ ...ORDER_LIST, items: [withoutAmount] }, /items\[0\]\.amount: is required/],
      [{ ...ORDER_LIST, has_more: 'no' }, /has_more: must be true or false/],
      [[], /answer: must be an object/],
    ];
    for (const [body, message] of cases) {
      const { client: c } = client(() => answer(200, body));
      expect((await rejected(c.orders.list())).message).toMatch(message);
    }
  });

  it('lets through what a newer service adds: unknown fields and enum values', async () => {
    const newer = { ...ORDER_LIST, cursor: 'c1', items: [{ ...ORDER_LIST.items[0], status: 'disputed', dispute: {} }] };
    const { client: c } = client(() => answer(200, newer));
    expect(JSON.parse(JSON.stringify(await c.orders.list()))).toEqual(newer);
  });

  it('checks each streamed chunk', async () => {
    const chunk = { id: 'cmpl_1', object: 'chat.completion.chunk', model: 'orbit-chat-1', created_at: '2026-05-26T12:00:00Z', choices: [{ index: 0, delta: { content: 'hi' } }] };
    const sse = (...events: unknown[]) => new Response(events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('') + 'data: [DONE]\n\n', { headers: { 'Content-Type': 'text/event-stream' } });
    const { client: c } = client(() => sse(chunk, { ...chunk, choices: 'x' }));
    const stream = await c.generation.createChatCompletion({ prompt: 'hi', stream: true });
    const seen: unknown[] = [];
    const error = await rejected((async () => { for await (const got of stream) seen.push(got); })());
    expect(seen).toEqual([chunk]);
    expect(error).toBeInstanceOf(APIResponseValidationError);
    expect(error.message).toMatch(/choices: must be an array/);
  });
});
