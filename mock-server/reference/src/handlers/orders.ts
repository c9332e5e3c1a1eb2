// Tag `orders`: list, cancel, delete. A user never sees or touches another user's order (404).
import { ctxOf, userOf } from '../context.ts';
import { conflict, notFound } from '../errors.ts';
import { orderView, ownOrder } from '../services/orders.ts';
import type { Handler } from './types.ts';

export const listOrders: Handler<'listOrders'> = async (request) => {
  const ctx = ctxOf(request);
  const user = userOf(request);
  const { page = 1, limit = 20, status } = request.query;
  // Newest first; orders created in the same millisecond keep their creation order (the store's
  // insertion order, reversed; the sort is stable), never an order of their random suffixes.
  const mine = [...ctx.store.orders.values()]
    .filter((o) => o.userId === user.id && !o.deleted && (!status || o.status === status))
    .reverse()
    .sort((a, b) => b.createdAt - a.createdAt);
  const start = (page - 1) * limit;
  return {
    items: mine.slice(start, start + limit).map(orderView),
    page,
    limit,
    total: mine.length,
    has_more: start + limit < mine.length,
  };
};

export const manageOrder: Handler<'manageOrder'> = async (request) => {
  const ctx = ctxOf(request);
  const { action, order_no } = request.body;
  const order = ownOrder(ctx, userOf(request), order_no);
  if (!order) throw notFound('order_not_found', `No order ${order_no}`, 'order_no');
  const now = ctx.clock.now();
  if (action === 'cancel') {
    if (order.status !== 'pending') {
      throw conflict('order_not_cancellable', `Order ${order_no} is ${order.status}; only pending orders can be cancelled`, 'order_no');
    }
    Object.assign(order, { status: 'cancelled', cancelledAt: now, updatedAt: now });
    return { action, deleted: false, order: orderView(order) };
  }
  if (order.status !== 'cancelled' && order.status !== 'completed') {
    throw conflict('order_not_deletable', `Order ${order_no} is ${order.status}; only cancelled or completed orders can be deleted`, 'order_no');
  }
  order.deleted = true;
  return { action, deleted: true, order: orderView(order) };
};
