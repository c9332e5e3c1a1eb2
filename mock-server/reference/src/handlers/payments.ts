// Tag `payments`: create an order (priced from the package, never from the client) and start an H5 payment.
import { ctxOf, userOf } from '../context.ts';
import { conflict, notFound } from '../errors.ts';
import { createOrder, orderView, ownOrder } from '../services/orders.ts';
import { payappOrderString } from '../services/providers.ts';
import type { Answer } from '../../../shared/contract-types.ts';
import type { Handler } from './types.ts';

export const createPayment: Handler<'createPayment'> = async (request, reply) => {
  const ctx = ctxOf(request);
  const { package_id, provider } = request.body;
  const pkg = ctx.store.packages.find((p) => p.id === package_id && !p.withdrawn);
  if (!pkg) throw notFound('package_not_found', `No package ${package_id}`, 'package_id');
  const order = createOrder(ctx, userOf(request), pkg, provider);
  const body: Answer<'createPayment', 201> = { order: orderView(order) };
  if (provider === 'payapp') body.payapp_order_string = payappOrderString(ctx, order);
  return reply.code(201).send(body);
};

export const createChatpayH5Payment: Handler<'createChatpayH5Payment'> = async (request) => {
  const ctx = ctxOf(request);
  const { order_no } = request.body;
  const order = ownOrder(ctx, userOf(request), order_no);
  if (!order) throw notFound('order_not_found', `No order ${order_no}`, 'order_no');
  if (order.status !== 'pending') throw conflict('order_not_payable', `Order ${order_no} is ${order.status}; only pending orders can be paid`, 'order_no');
  if (order.provider !== 'chatpay') throw conflict('provider_mismatch', `Order ${order_no} was created for ${order.provider}`, 'order_no');
  const prepayId = `wx${ctx.store.random.string(30).toLowerCase()}`;
  return {
    order_no,
    h5_url: `https://pay.chatpay.example/h5?prepay_id=${prepayId}&order_no=${order_no}`,
    expires_at: orderView(order).expires_at,
  };
};
