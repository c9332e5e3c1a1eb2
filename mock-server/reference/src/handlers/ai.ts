// Tag `ai`: the model list, routed chat (credits, conversations) and the balance charge (deduct).
import { iso } from '../clock.ts';
import { ctxOf, userOf, type Context } from '../context.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { display, CURRENCY, money } from '../services/money.ts';
import { complete } from '../services/text.ts';
import { membershipActive } from '../services/users.ts';
import type { Conversation, Model } from '../store.ts';
import type { Schema } from '../../../shared/contract-types.ts';
import type { Handler } from './types.ts';

export function modelView(m: Model): Schema<'Model'> {
  return { id: m.id, name: m.name, type: m.type, owned_by: m.ownedBy, ...(m.contextWindow ? { context_window: m.contextWindow } : {}), available: m.available };
}

/** The model `id` of `type` (or, for `auto`, the first available one): 400 model_not_found / 503 model_unavailable. */
export function pickModel(ctx: Context, id: string, type: Model['type']): Model {
  if (id === 'auto') {
    const first = ctx.store.models.find((m) => m.type === type && m.available);
    if (!first) throw new ApiError(503, 'model_unavailable', `No ${type} model is available`, 'model', { 'Retry-After': '30' });
    return first;
  }
  const model = ctx.store.models.find((m) => m.id === id && m.type === type);
  if (!model) throw badRequest('model_not_found', `No ${type} model ${id}`, 'model');
  if (!model.available) throw new ApiError(503, 'model_unavailable', `Model ${id} is not available now`, 'model', { 'Retry-After': '30' });
  return model;
}

export const listModels: Handler<'listModels'> = async (request) => ({ items: ctxOf(request).store.models.map(modelView) });

export const routerChat: Handler<'routerChat'> = async (request) => {
  const ctx = ctxOf(request);
  const user = userOf(request);
  const body = request.body;
  const model = pickModel(ctx, body.model ?? 'auto', 'chat');
  let conversation: Conversation | undefined;
  if (body.conversation_id) {
    conversation = ctx.store.conversations.get(body.conversation_id);
    if (!conversation || conversation.userId !== user.id) {
      throw notFound('conversation_not_found', `No conversation ${body.conversation_id}`, 'conversation_id');
    }
  }
  const free = membershipActive(user, ctx.clock.now());
  if (!free && user.credits < 1) throw new ApiError(402, 'insufficient_credits', 'No credits left; buy credits or a membership');

  const history = [...(conversation?.messages ?? []), ...body.messages];
  const result = complete(model.id, history, body.max_tokens ?? 256);
  const content = result.content || '...';
  if (!conversation) {
    conversation = { id: ctx.store.random.id('conv'), userId: user.id, messages: [] };
    ctx.store.conversations.set(conversation.id, conversation);
  }
  conversation.messages = [...history, { role: 'assistant', content }];
  if (!free) user.credits -= 1;
  return {
    id: ctx.store.random.id('rt'),
    conversation_id: conversation.id,
    model: model.id,
    message: { role: 'assistant', content },
    usage: result.usage,
    credits_charged: free ? 0 : 1,
    credits_remaining: user.credits,
    created_at: iso(ctx.clock.now()),
  };
};

export const deductBalance: Handler<'deductBalance'> = async (request) => {
  const ctx = ctxOf(request);
  const user = userOf(request);
  const body = request.body;
  if (body.amount.currency !== CURRENCY) throw badRequest('invalid_parameter', `Only ${CURRENCY} is settled`, 'amount.currency');
  const amount = body.amount.amount;
  // Check and debit in one synchronous step: concurrent charges never take the balance below zero.
  if (user.balanceFen < amount) {
    throw new ApiError(402, 'insufficient_balance', `Balance ${display(user.balanceFen)} is less than ${display(amount)}`, 'amount');
  }
  user.balanceFen -= amount;
  const now = ctx.clock.now();
  const deduction = { id: ctx.store.random.id('ded'), userId: user.id, amountFen: amount, reason: body.reason, reference: body.reference, createdAt: now };
  ctx.store.deductions.push(deduction);
  return {
    id: deduction.id,
    amount: money(amount),
    balance: money(user.balanceFen),
    reason: body.reason,
    ...(body.reference ? { reference: body.reference } : {}),
    created_at: iso(now),
  };
};
