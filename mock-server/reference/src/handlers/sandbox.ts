// The QA sandbox (routes from mock-server/reference/sandbox.openapi.yaml, under /__sandbox/).
// Every route acts on the world the request selected (Orbit-Sandbox header; the default world without it).
import { iso } from '../clock.ts';
import { ctxOf, type AnswerMode } from '../context.ts';
import { notFound } from '../errors.ts';
import { faultFrom, faultView, type FaultInput } from '../faults.ts';
import { ADDED_FIELDS, enumTable } from '../next-minor.ts';
import { pem } from '../keys.ts';
import { orderView } from '../services/orders.ts';
import { buildChatpayNotification, buildPayappNotification, type NotificationOptions, type SignedNotification } from '../services/providers.ts';
import { exportWorld, importWorld, resetWorld } from '../world-document.ts';
import type { FastifyRequest } from 'fastify';
import type { Handler, OperationRequest } from './types.ts';

const MINIAPP_CODE_TTL_SECONDS = 300;

export const sandboxLastSms: Handler<'sandboxLastSms'> = async (request) => {
  const { phone } = request.params;
  const last = ctxOf(request).store.sms.get(phone)?.lastSent;
  if (!last) throw notFound('sms_not_found', `No code was sent to ${phone}`, 'phone');
  return { phone, code: last.code, scene: last.scene, sent_at: iso(last.sentAt), expires_at: iso(last.expiresAt) };
};

export const sandboxMiniappCode: Handler<'sandboxMiniappCode'> = async (request, reply) => {
  const ctx = ctxOf(request);
  const { openid } = request.body;
  const code = ctx.store.random.string(32);
  const expiresAt = ctx.clock.now() + MINIAPP_CODE_TTL_SECONDS * 1000;
  ctx.store.miniappCodes.set(code, { code, openid, expiresAt, used: false });
  return reply.code(201).send({ code, openid, expires_at: iso(expiresAt) });
};

export const sandboxReset: Handler<'sandboxReset'> = async (request) => {
  resetWorld(ctxOf(request));
  return { reset: true };
};

function signedNotification(request: OperationRequest<'sandboxSignNotification' | 'sandboxPayOrder'>): SignedNotification & { path: string } {
  const ctx = ctxOf(request);
  const { order_no } = request.params;
  const order = ctx.store.orders.get(order_no);
  if (!order) throw notFound('order_not_found', `No order ${order_no}`, 'order_no');
  const body = request.body ?? {};
  const options: NotificationOptions = { amountFen: body.amount, ageSeconds: body.age_seconds, tamper: body.tamper, failed: body.failed };
  const provider = body.provider ?? order.provider;
  const signed = provider === 'chatpay' ? buildChatpayNotification(ctx, order, options) : buildPayappNotification(ctx, order, options);
  return { ...signed, path: `/api/pay/notify_${provider}` };
}

export const sandboxSignNotification: Handler<'sandboxSignNotification'> = async (request) => signedNotification(request);

export const sandboxPayOrder: Handler<'sandboxPayOrder'> = async (request) => {
  const ctx = ctxOf(request);
  const signed = signedNotification(request);
  // Through the real notify route, in-process: the full pipeline (hooks, validation, verification) runs.
  const response = await ctx.inject({ method: 'POST', url: signed.path, headers: signed.headers, payload: signed.body });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  const order = ctx.store.orders.get(request.params.order_no)!;
  return {
    provider: signed.provider,
    notify_status: response.statusCode,
    notify_response: isJson ? response.json() : response.body,
    order: orderView(order),
  };
};

function clockView(request: FastifyRequest) {
  const { clock } = ctxOf(request);
  return { now: iso(clock.now()), offset_seconds: clock.offsetSeconds, frozen: clock.frozen };
}

export const sandboxGetClock: Handler<'sandboxGetClock'> = async (request) => clockView(request);

export const sandboxMoveClock: Handler<'sandboxMoveClock'> = async (request) => {
  const { clock } = ctxOf(request);
  const body = request.body;
  if (body.reset) clock.reset();
  if (body.freeze === true) clock.freeze();
  if (body.freeze === false) clock.unfreeze();
  if (body.now) clock.set(Date.parse(body.now));
  if (body.advance_seconds) clock.advance(body.advance_seconds);
  return clockView(request);
};

export const sandboxKeys: Handler<'sandboxKeys'> = async (request) => {
  const { keys, config } = ctxOf(request);
  return {
    warning: 'TEST KEYS generated when this process started. Never use them outside the sandbox.',
    chatpay: {
      mchid: config.chatpayMchId,
      appid: config.chatpayAppId,
      platform_serial: keys.chatpaySerial,
      platform_private_key: pem(keys.chatpayPlatform.privateKey),
      platform_public_key: pem(keys.chatpayPlatform.publicKey),
      api_v3_key: keys.chatpayApiV3Key,
    },
    payapp: { app_id: config.payappAppId, private_key: pem(keys.payapp.privateKey), public_key: pem(keys.payapp.publicKey) },
    merchant: { private_key: pem(keys.merchant.privateKey), public_key: pem(keys.merchant.publicKey) },
  };
};

export const sandboxListFaults: Handler<'sandboxListFaults'> = async (request) => ({ items: ctxOf(request).faults.map(faultView) });

export const sandboxAddFault: Handler<'sandboxAddFault'> = async (request, reply) => {
  const fault = faultFrom(ctxOf(request), request.body);
  ctxOf(request).faults.push(fault);
  return reply.code(201).send(faultView(fault));
};

export const sandboxClearFaults: Handler<'sandboxClearFaults'> = async (request) => {
  const faults = ctxOf(request).faults;
  const cleared = faults.length;
  faults.splice(0);
  return { cleared };
};

function modeView(request: FastifyRequest) {
  return {
    mode: ctxOf(request).mode,
    added_fields: Object.keys(ADDED_FIELDS),
    substitutes: enumTable().map(({ name, values, substitute }) => ({ enum: name, values, substitute })),
  };
}

export const sandboxGetMode: Handler<'sandboxGetMode'> = async (request) => modeView(request);

export const sandboxSetMode: Handler<'sandboxSetMode'> = async (request) => {
  ctxOf(request).mode = request.body.mode;
  return modeView(request);
};

export const sandboxListRequests: Handler<'sandboxListRequests'> = async (request) => {
  const { operation_id } = request.query;
  return { items: ctxOf(request).requests.list(operation_id) };
};

export const sandboxClearRequests: Handler<'sandboxClearRequests'> = async (request) => ({ cleared: ctxOf(request).requests.clear() });

export const sandboxExportWorld: Handler<'sandboxExportWorld'> = async (request) => exportWorld(ctxOf(request));

export const sandboxImportWorld: Handler<'sandboxImportWorld'> = async (request) => {
  const ctx = ctxOf(request);
  importWorld(ctx, request.body);
  return exportWorld(ctx);
};
