// Orders and their state machine (see the contract's `orders` tag):
//   (new) -> pending (pay create) -> paid (verified notification) -> completed (package granted)
//   pending -> cancelled (the user's cancel, or automatically at expires_at, 30 minutes)
// Completing an invitee's order earns the inviter `commissionBps` of its amount.
import { iso } from '../clock.ts';
import type { Context } from '../context.ts';
import type { Order, Package, Provider, User } from '../store.ts';
import type { Schema } from '../../../shared/contract-types.ts';
import { money } from './money.ts';

export const ORDER_TTL_SECONDS = 30 * 60;

export function orderView(order: Order): Schema<'Order'> {
  return {
    order_no: order.orderNo,
    status: order.status,
    package: { ...order.package },
    amount: money(order.amountFen),
    provider: order.provider,
    ...(order.transactionId ? { transaction_id: order.transactionId } : {}),
    created_at: iso(order.createdAt),
    updated_at: iso(order.updatedAt),
    expires_at: iso(order.expiresAt),
    ...(order.paidAt !== undefined && { paid_at: iso(order.paidAt) }),
    ...(order.completedAt !== undefined && { completed_at: iso(order.completedAt) }),
    ...(order.cancelledAt !== undefined && { cancelled_at: iso(order.cancelledAt) }),
    ...(order.refundedAt !== undefined && { refunded_at: iso(order.refundedAt) }),
  };
}

export function createOrder(ctx: Context, user: User, pkg: Package, provider: Provider): Order {
  const now = ctx.clock.now();
  let number = ctx.store.random.orderNo(now);
  for (let i = 0; i < 10 && ctx.store.orders.has(number); i++) number = ctx.store.random.orderNo(now);
  const order: Order = {
    orderNo: number,
    userId: user.id,
    status: 'pending',
    package: { id: pkg.id, type: pkg.type, name: pkg.name },
    amountFen: pkg.priceFen,
    provider,
    createdAt: now,
    updatedAt: now,
    expiresAt: now + ORDER_TTL_SECONDS * 1000,
    deleted: false,
  };
  ctx.store.orders.set(order.orderNo, order);
  return order;
}

/** The order `orderNo` if it exists, is not deleted and belongs to `user`; otherwise undefined (404). */
export function ownOrder(ctx: Context, user: User, number: string): Order | undefined {
  const order = ctx.store.orders.get(number);
  return order && !order.deleted && order.userId === user.id ? order : undefined;
}

function grant(ctx: Context, user: User, order: Order): void {
  const pkg = ctx.store.packages.find((p) => p.id === order.package.id);
  if (!pkg) return;
  const now = ctx.clock.now();
  if (pkg.type === 'membership' && pkg.membershipDays) {
    const from = Math.max(now, user.membershipExpiresAt ?? 0);
    user.membershipExpiresAt = from + pkg.membershipDays * 86_400_000;
  } else if (pkg.type === 'credits' && pkg.credits) {
    user.credits += pkg.credits;
  } else if (pkg.type === 'balance' && pkg.balanceGrantFen) {
    user.balanceFen += pkg.balanceGrantFen;
  }
}

function payCommission(ctx: Context, invitee: User, order: Order): void {
  const inviter = invitee.invitedBy ? ctx.store.users.get(invitee.invitedBy) : undefined;
  if (!inviter) return;
  const commission = Math.floor((order.amountFen * ctx.config.commissionBps) / 10_000);
  if (commission <= 0) return;
  inviter.earnings.availableFen += commission;
  ctx.store.earnings.push({
    id: ctx.store.random.id('ern'),
    inviterId: inviter.id,
    inviteeId: invitee.id,
    orderNo: order.orderNo,
    orderAmountFen: order.amountFen,
    commissionFen: commission,
    createdAt: ctx.clock.now(),
  });
}

/**
 * A verified successful payment: a pending order becomes paid, its package is granted, it completes
 * and the inviter earns the commission. Anything else (already settled, cancelled) changes nothing.
 * Answers whether the order changed.
 */
export function settlePayment(ctx: Context, order: Order, transactionId: string): boolean {
  if (order.status !== 'pending') return false;
  const user = ctx.store.users.get(order.userId);
  if (!user) return false;
  const now = ctx.clock.now();
  Object.assign(order, { status: 'paid', transactionId: transactionId.slice(0, 64), paidAt: now, updatedAt: now });
  grant(ctx, user, order);
  Object.assign(order, { status: 'completed', completedAt: now, updatedAt: now });
  payCommission(ctx, user, order);
  return true;
}
