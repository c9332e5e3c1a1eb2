// Issue 20: what the anchors (openai-node and its kin) let a user do, and the defects an outside
// integrator found. A fetch stand-in records what the core sends; nothing leaves the process.
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_ELSEWHERE, IDEMPOTENCY_HEADER } from '../src/generated/constants';
import { InvalidArgumentError, Orbit } from '../src/index';
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
