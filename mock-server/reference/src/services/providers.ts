// The two payment providers' notification formats, both directions: the sandbox builds and signs
// notifications as the provider would; the notify routes verify them as the service must.
//   chatpay (WeChat Pay API v3 style): RSA-SHA256 over `timestamp\nnonce\nbody\n` by the platform key,
//     `resource` encrypted with AEAD_AES_256_GCM under the 32-byte API v3 key.
//   payapp (Alipay style, JSON body): RSA2 (SHA256withRSA) over the sorted `k=v` pairs joined by `&`.
import { createCipheriv, createDecipheriv, createSign, createVerify } from 'node:crypto';
import { iso } from '../clock.ts';
import type { Context } from '../context.ts';
import { badRequest, unauthorized } from '../errors.ts';
import type { Schema } from '../../../shared/contract-types.ts';
import type { Order, Provider } from '../store.ts';
import { fenToYuan } from './money.ts';

export const STALE_SECONDS = 300;

export interface SignedNotification {
  provider: Provider;
  headers: Record<string, string>;
  /** The exact body bytes to send (signed as they are). */
  body: string;
}

export interface NotificationOptions {
  /** Amount to report, in fen (default: the order's amount). */
  amountFen?: number;
  /** Seconds the notification is old when sent (over 300 makes it stale). */
  ageSeconds?: number;
  /** Change the body after signing (the signature no longer verifies). */
  tamper?: boolean;
  /** Report a trade that did not succeed (acknowledged, changes nothing). */
  failed?: boolean;
}

// ---- chatpay -------------------------------------------------------------------------------------

export function encryptChatpayResource(apiV3Key: string, plaintext: string, associatedData: string, nonce: string): Schema<'ChatpayEncryptedResource'> {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce, original_type: 'transaction' };
}

export function signChatpay(ctx: Context, timestamp: string, nonce: string, body: string): string {
  return createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(ctx.keys.chatpayPlatform.privateKey, 'base64');
}

export function buildChatpayNotification(ctx: Context, order: Order, options: NotificationOptions = {}): SignedNotification {
  const { random } = ctx.store;
  const now = ctx.clock.now() - (options.ageSeconds ?? 0) * 1000;
  const amount = options.amountFen ?? order.amountFen;
  const transaction: Schema<'ChatpayTransaction'> = {
    mchid: ctx.config.chatpayMchId,
    appid: ctx.config.chatpayAppId,
    out_trade_no: order.orderNo,
    transaction_id: `4200${random.digits(24)}`,
    trade_type: 'MWEB',
    trade_state: options.failed ? 'PAYERROR' : 'SUCCESS',
    success_time: iso(now),
    amount: { total: amount, payer_total: amount, currency: 'CNY' },
  };
  const notification: Schema<'ChatpayNotification'> = {
    id: `EV-${random.digits(22)}`,
    create_time: iso(now),
    event_type: options.failed ? 'TRANSACTION.FAIL' : 'TRANSACTION.SUCCESS',
    resource_type: 'encrypt-resource',
    summary: options.failed ? 'Payment failed' : 'Payment succeeded',
    resource: encryptChatpayResource(ctx.keys.chatpayApiV3Key, JSON.stringify(transaction), 'transaction', random.string(12)),
  };
  const body = JSON.stringify(notification);
  const timestamp = String(Math.floor(now / 1000));
  const nonce = random.string(32);
  const signature = signChatpay(ctx, timestamp, nonce, body);
  const sent = options.tamper ? body.replace('"Payment', '"Tampered payment') : body;
  return {
    provider: 'chatpay',
    headers: {
      'Content-Type': 'application/json',
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': signature,
      'Wechatpay-Serial': ctx.keys.chatpaySerial,
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    },
    body: sent,
  };
}


/** Verifies a chatpay notification (contract order: time, serial and signature, decryption); answers the transaction. */
export function verifyChatpay(ctx: Context, headers: Record<string, string | string[] | undefined>, rawBody: string, resource: Schema<'ChatpayEncryptedResource'>): unknown {
  const timestamp = String(headers['wechatpay-timestamp']);
  if (Math.abs(ctx.clock.nowSeconds() - Number(timestamp)) > STALE_SECONDS) {
    throw unauthorized('stale_notification', 'The notification is older than 5 minutes', 'Wechatpay-Timestamp');
  }
  if (String(headers['wechatpay-serial']).toUpperCase() !== ctx.keys.chatpaySerial) {
    throw unauthorized('unknown_serial', 'No platform certificate with this serial', 'Wechatpay-Serial');
  }
  const valid = createVerify('RSA-SHA256')
    .update(`${timestamp}\n${String(headers['wechatpay-nonce'])}\n${rawBody}\n`)
    .verify(ctx.keys.chatpayPlatform.publicKey, String(headers['wechatpay-signature']), 'base64');
  if (!valid) throw unauthorized('invalid_signature', 'The notification signature does not verify', 'Wechatpay-Signature');
  try {
    const data = Buffer.from(resource.ciphertext ?? '', 'base64');
    if (data.length < 17) throw new Error('short');
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(ctx.keys.chatpayApiV3Key, 'utf8'), Buffer.from(resource.nonce ?? '', 'utf8'));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
    return JSON.parse(plain);
  } catch {
    throw badRequest('undecryptable_resource', 'The resource cannot be decrypted with the API v3 key', 'resource.ciphertext');
  }
}

// ---- payapp --------------------------------------------------------------------------------------

/** The signed content: every non-empty field except sign and sign_type, sorted, `k=v` joined by `&`. */
export function payappSigningContent(fields: Record<string, unknown>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && fields[k] !== undefined && fields[k] !== null && String(fields[k]) !== '')
    .sort()
    .map((k) => `${k}=${String(fields[k])}`)
    .join('&');
}

/** `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai (UTC+8, no daylight saving). */
export function shanghaiTime(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
}

export function parseShanghaiTime(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}+08:00`);
}

export function buildPayappNotification(ctx: Context, order: Order, options: NotificationOptions = {}): SignedNotification {
  const { random } = ctx.store;
  const now = ctx.clock.now() - (options.ageSeconds ?? 0) * 1000;
  const amount = fenToYuan(options.amountFen ?? order.amountFen);
  const fields: Omit<Schema<'PayappNotification'>, 'sign' | 'sign_type'> = {
    notify_time: shanghaiTime(now),
    notify_type: 'trade_status_sync',
    notify_id: random.string(34).toLowerCase(),
    app_id: ctx.config.payappAppId,
    charset: 'utf-8',
    version: '1.0',
    trade_no: `2026${random.digits(24)}`,
    out_trade_no: order.orderNo,
    trade_status: options.failed ? 'TRADE_CLOSED' : 'TRADE_SUCCESS',
    total_amount: amount,
    receipt_amount: amount,
    buyer_id: `2088${random.digits(12)}`,
    gmt_payment: shanghaiTime(now - 2000),
  };
  const sign = createSign('RSA-SHA256').update(payappSigningContent(fields), 'utf8').sign(ctx.keys.payapp.privateKey, 'base64');
  const body: Schema<'PayappNotification'> = { ...fields, sign_type: 'RSA2', sign };
  if (options.tamper) body.buyer_id = `2088${random.digits(12)}`;
  return { provider: 'payapp', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

/** Verifies a payapp notification (contract order: signature, app_id, time). */
export function verifyPayapp(ctx: Context, fields: Schema<'PayappNotification'>): void {
  const valid = createVerify('RSA-SHA256').update(payappSigningContent(fields), 'utf8').verify(ctx.keys.payapp.publicKey, fields.sign ?? '', 'base64');
  if (!valid || fields.sign_type !== 'RSA2') throw unauthorized('invalid_signature', 'The notification signature does not verify', 'sign');
  if (fields.app_id !== ctx.config.payappAppId) throw unauthorized('invalid_signature', 'The notification is for another payapp application', 'app_id');
  const at = parseShanghaiTime(fields.notify_time ?? '');
  if (!Number.isFinite(at) || Math.abs(ctx.clock.now() - at) > STALE_SECONDS * 1000) {
    throw unauthorized('stale_notification', 'The notification is older than 5 minutes', 'notify_time');
  }
}

/** The payapp order string the service signs (merchant key) for the payment app's SDK. */
export function payappOrderString(ctx: Context, order: Order): string {
  const fields: Record<string, string> = {
    app_id: ctx.config.payappAppId,
    biz_content: JSON.stringify({ out_trade_no: order.orderNo, total_amount: fenToYuan(order.amountFen), subject: order.package.name, product_code: 'QUICK_MSECURITY_PAY' }),
    charset: 'utf-8',
    method: 'payapp.trade.app.pay',
    notify_url: 'https://api.orbit.example/api/pay/notify_payapp',
    sign_type: 'RSA2',
    timestamp: shanghaiTime(ctx.clock.now()),
    version: '1.0',
  };
  const sign = createSign('RSA-SHA256').update(payappSigningContent(fields), 'utf8').sign(ctx.keys.merchant.privateKey, 'base64');
  return Object.entries({ ...fields, sign })
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
}

