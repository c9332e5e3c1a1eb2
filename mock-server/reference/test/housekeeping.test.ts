// The housekeeping every request runs (Store.expireOrders, Store.pruneIdempotency) skips its scan while
// nothing can have changed; these cases are the ones where something did, and it must still act.
import { describe, expect, it } from 'vitest';
import { Clock } from '../src/clock.ts';
import { defaultConfig } from '../src/config.ts';
import { Store, type Order } from '../src/store.ts';

const T0 = Date.parse('2026-11-28T00:00:00Z');

function world() {
  const clock = new Clock(() => T0);
  clock.freeze();
  const store = new Store(clock, defaultConfig());
  const add = (orderNo: string, expiresAt: number): Order => {
    const order: Order = { ...[...store.orders.values()][0]!, orderNo, status: 'pending', createdAt: expiresAt - 1_800_000, updatedAt: expiresAt - 1_800_000, expiresAt };
    delete order.cancelledAt;
    store.orders.set(orderNo, order);
    return order;
  };
  return { clock, store, add };
}

describe('order expiry before each request', () => {
  it('cancels a pending order once the clock reaches its expiry, and not before', () => {
    const { clock, store, add } = world();
    const order = add('ORD1', T0 + 1000);
    store.expireOrders();
    clock.advance(0.999);
    store.expireOrders();
    expect(order.status).toBe('pending');
    clock.advance(0.001);
    store.expireOrders();
    expect(order).toMatchObject({ status: 'cancelled', cancelledAt: T0 + 1000, updatedAt: T0 + 1000 });
  });

  it('sees an order added after a scan that found nothing pending, even at the same instant', () => {
    const { store, add } = world();
    store.expireOrders();
    // Already expired when added (as after the clock was set back and forth): the next scan cancels it.
    const order = add('ORD2', T0 - 1);
    store.expireOrders();
    expect(order.status).toBe('cancelled');
  });

  it('uses the earliest pending expiry, also when an order was removed and another added', () => {
    const { clock, store, add } = world();
    const late = add('ORD3', T0 + 60_000);
    store.expireOrders();
    store.orders.delete('ORD3');
    const early = add('ORD4', T0 + 1000);
    clock.advance(1);
    store.expireOrders();
    expect(early.status).toBe('cancelled');
    expect(late.status).toBe('pending');
  });

  it('starts over after a reset', () => {
    const { clock, store, add } = world();
    add('ORD5', T0 + 60_000);
    store.expireOrders();
    store.reset();
    const order = add('ORD6', T0 - 1);
    clock.advance(0);
    store.expireOrders();
    expect(order.status).toBe('cancelled');
  });
});

describe('idempotency records older than 24 hours', () => {
  it('are dropped once the cutoff passes them, including records added after a scan', () => {
    const { clock, store } = world();
    store.idempotency.set('a', { fingerprint: 'x', state: 'done', createdAt: T0 });
    store.pruneIdempotency();
    clock.advance(24 * 3600);
    store.pruneIdempotency();
    expect(store.idempotency.has('a')).toBe(true);
    // Added with an old creation time (the clock was set back when it ran): pruned at the next scan.
    store.idempotency.set('b', { fingerprint: 'y', state: 'done', createdAt: T0 - 1 });
    store.pruneIdempotency();
    expect(store.idempotency.has('b')).toBe(false);
    store.pruneIdempotency();
    expect(store.idempotency.has('a')).toBe(true);
    clock.advance(0.001);
    store.pruneIdempotency();
    expect(store.idempotency.has('a')).toBe(false);
  });
});
