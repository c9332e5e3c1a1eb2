// Tag `distribution`: referral data and withdrawal applications. A withdrawal checks and freezes the
// amount in one synchronous step (nothing awaits in between), so concurrent applications can never
// take the available earnings below zero.
import { iso } from '../clock.ts';
import { ctxOf, userOf, type Context } from '../context.ts';
import { ApiError, badRequest } from '../errors.ts';
import { CURRENCY, display, money } from '../services/money.ts';
import { maskPhone } from '../services/users.ts';
import type { User, Withdrawal } from '../store.ts';
import type { Schema } from '../../../shared/contract-types.ts';
import type { Handler } from './types.ts';

function withdrawalView(w: Withdrawal): Schema<'Withdrawal'> {
  return { id: w.id, amount: money(w.amountFen), method: w.method, account: w.account, status: w.status, created_at: iso(w.createdAt) };
}

function distributionView(ctx: Context, user: User): Schema<'Distribution'> {
  const { store, config } = ctx;
  const e = user.earnings;
  const invitees = [...store.users.values()].filter((u) => u.invitedBy === user.id).length;
  const recent = store.earnings
    .filter((x) => x.inviterId === user.id)
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, 20)
    .map((x): Schema<'DistributionEarning'> => {
      const who = store.users.get(x.inviteeId);
      const invitee = who?.phone ? maskPhone(who.phone) : who?.nickname ? `${who.nickname.slice(0, 1)}***` : undefined;
      return {
        id: x.id,
        order_no: x.orderNo,
        ...(invitee ? { invitee } : {}),
        order_amount: money(x.orderAmountFen),
        commission: money(x.commissionFen),
        created_at: iso(x.createdAt),
      };
    });
  const withdrawals = store.withdrawals
    .filter((w) => w.userId === user.id)
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, 20)
    .map(withdrawalView);
  return {
    invite_code: user.inviteCode,
    invite_url: `${config.inviteBaseUrl}${user.inviteCode}`,
    commission_rate_bps: config.commissionBps,
    invitee_count: invitees,
    min_withdrawal: money(config.minWithdrawalFen),
    earnings: {
      total: money(e.availableFen + e.frozenFen + e.withdrawnFen),
      available: money(e.availableFen),
      frozen: money(e.frozenFen),
      withdrawn: money(e.withdrawnFen),
    },
    recent_earnings: recent,
    withdrawals,
  };
}

export const getDistribution: Handler<'getDistribution'> = async (request) => distributionView(ctxOf(request), userOf(request));

export const applyWithdrawal: Handler<'applyWithdrawal'> = async (request, reply) => {
  const ctx = ctxOf(request);
  const user = userOf(request);
  const body = request.body;
  if (body.amount.currency !== CURRENCY) throw badRequest('invalid_parameter', `Only ${CURRENCY} is settled`, 'amount.currency');
  const amount = body.amount.amount;
  const { minWithdrawalFen } = ctx.config;
  if (amount < minWithdrawalFen) {
    throw new ApiError(402, 'insufficient_balance', `The smallest withdrawal is ${display(minWithdrawalFen)}`, 'amount');
  }
  if (amount > user.earnings.availableFen) {
    throw new ApiError(402, 'insufficient_balance', `Available earnings ${display(user.earnings.availableFen)} are less than ${display(amount)}`, 'amount');
  }
  user.earnings.availableFen -= amount;
  user.earnings.frozenFen += amount;
  const withdrawal: Withdrawal = { id: ctx.store.random.id('wd'), userId: user.id, amountFen: amount, method: body.method, account: body.account, status: 'pending', createdAt: ctx.clock.now() };
  if (body.real_name) withdrawal.realName = body.real_name;
  ctx.store.withdrawals.push(withdrawal);
  return reply.code(201).send(withdrawalView(withdrawal));
};
