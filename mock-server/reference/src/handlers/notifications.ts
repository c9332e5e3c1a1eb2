// Tag `notifications`: the payment providers' callbacks. Verified (time, signature, decryption),
// then checked against the order (exists, same amount); a success pays a pending order. Idempotent:
// a repeated notification for a settled order changes nothing and is acknowledged again.
import { ctxOf, type Context } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { contractValidator } from '../validation.ts';
import { yuanToFen } from '../services/money.ts';
import { settlePayment } from '../services/orders.ts';
import { verifyChatpay, verifyPayapp } from '../services/providers.ts';
import type { Schema } from '../../../shared/contract-types.ts';
import type { Handler } from './types.ts';

// In the next-minor answer mode a trade state or type the server does not know is a transaction too
// (src/next-minor-requests.ts): not a success, so it is acknowledged and changes nothing.
const isTransaction = { current: contractValidator('ChatpayTransaction'), 'next-minor': contractValidator('ChatpayTransaction', 'next-minor') };

function orderFor(ctx: Context, orderNo: string, param: string) {
  const order = ctx.store.orders.get(orderNo);
  if (!order) throw notFound('order_not_found', `No order ${orderNo}`, param);
  return order;
}

export const notifyChatpay: Handler<'notifyChatpay'> = async (request) => {
  const ctx = ctxOf(request);
  const body = request.body;
  const transaction = verifyChatpay(ctx, request.headers, request.rawBody ?? '', body.resource);
  if (!isTransaction[request.answerMode ?? 'current'](transaction)) {
    throw badRequest('undecryptable_resource', 'The decrypted resource is not a transaction', 'resource.ciphertext');
  }
  const t = transaction as Schema<'ChatpayTransaction'>;
  const order = orderFor(ctx, t.out_trade_no, 'out_trade_no');
  if (t.amount.total !== order.amountFen || t.amount.currency !== 'CNY') {
    throw badRequest('amount_mismatch', `Paid ${t.amount.total} ${t.amount.currency} fen, order amount is ${order.amountFen} fen`, 'amount.total');
  }
  if (body.event_type === 'TRANSACTION.SUCCESS' && t.trade_state === 'SUCCESS') settlePayment(ctx, order, t.transaction_id);
  return { code: 'SUCCESS', message: 'OK' };
};

export const notifyPayapp: Handler<'notifyPayapp'> = async (request, reply) => {
  const ctx = ctxOf(request);
  const fields = request.body;
  verifyPayapp(ctx, fields);
  const order = orderFor(ctx, fields.out_trade_no, 'out_trade_no');
  if (yuanToFen(fields.total_amount) !== order.amountFen) {
    throw badRequest('amount_mismatch', `Paid ${fields.total_amount} yuan, order amount is ${order.amountFen} fen`, 'total_amount');
  }
  if (fields.trade_status === 'TRADE_SUCCESS' || fields.trade_status === 'TRADE_FINISHED') settlePayment(ctx, order, fields.trade_no);
  return reply.type('text/plain; charset=utf-8').code(200).send('success');
};
