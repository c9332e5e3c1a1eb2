// The bad-input corpus: requests a server must refuse with a 4xx in the contract's error shape, and
// survive. Each case targets an operation that would otherwise succeed (valid credentials, a valid
// body around the bad part), so a server that ignores the problem answers 2xx and fails the case.
// Sizes come from the contract's x-request-limits, so the cases stay just past the limits if they move.
import { requestLimits } from '../../openapi/lib/contract.ts';

export interface BadInput {
  name: string;
  method: string;
  /** Path and query, sent exactly as written (no re-encoding). */
  target: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** Which credential the case sends (each server supplies a valid one). */
  auth?: 'loginToken' | 'apiKey';
  /** Instead of an HTTP request: these bytes on a raw connection (malformed HTTP). */
  raw?: Buffer;
}

const limits = requestLimits();
const JSON_TYPE = { 'content-type': 'application/json' };
const PHONE = '+8613800138000';
const text = (s: string) => Buffer.from(s, 'utf8');
const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));
/** A valid deduct body whose `reason` is replaced by the given JSON text. */
const deductWithReason = (reasonJson: string | Buffer) => bytes('{"amount":{"amount":1,"currency":"CNY"},"reason":', ...(typeof reasonJson === 'string' ? [reasonJson] : [[...reasonJson]]), '}');

const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

const post = (name: string, target: string, body: Buffer, extra: Partial<BadInput> = {}): BadInput => ({ name, method: 'POST', target, headers: JSON_TYPE, body, ...extra });
const sms = (name: string, body: Buffer, headers: Record<string, string> = JSON_TYPE) => post(name, '/api/auth/sms_send', body, { headers });
const deduct = (name: string, body: Buffer) => post(name, '/api/ai/deduct', body, { auth: 'loginToken' });
const orders = (name: string, query: string): BadInput => ({ name, method: 'GET', target: `/api/user/orders?${query}`, auth: 'loginToken' });

export const corpus: BadInput[] = [
  // Nesting past json_depth (a lenient parser takes 10,000 levels and spends them in every later step).
  sms('deep nesting: 10,000 arrays as the body', text(deep(10_000))),
  sms('deep nesting: 10,000 objects as the body', text(deepObject(10_000))),
  deduct('deep nesting: one level past the limit inside a field', deductWithReason(deep(limits.json_depth))),
  // Huge bodies, queries and headers.
  deduct('huge body: one byte past body_bytes', deductWithReason(JSON.stringify('x'.repeat(limits.body_bytes)))),
  { name: 'huge query: 64 KB', method: 'GET', target: `/api/user/packages?type=all&pad=${'a'.repeat(64 * 1024)}` },
  orders('10,000 repeated parameters', Array.from({ length: 10_000 }, () => 'page=1').join('&')),
  orders('1,000 repeated parameters (under the header limit)', Array.from({ length: 1000 }, () => 'page=1').join('&')),
  { name: 'huge header: a 20 KB Authorization', method: 'GET', target: '/api/user/orders', headers: { authorization: `Bearer at_${'a'.repeat(20 * 1024)}` } },
  { name: 'huge header: one 64 KB header', method: 'GET', target: '/api/user/packages', headers: { 'x-pad': 'a'.repeat(64 * 1024) } },
  { name: 'huge header: 400 headers of 100 bytes', method: 'GET', target: '/api/user/packages', headers: Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`x-pad-${i}`, 'a'.repeat(100)])) },
  // Encodings.
  deduct('invalid UTF-8: a stray 0xFF in a free-text field', deductWithReason(bytes('"tea ', [0xff, 0xfe], '"'))),
  deduct('invalid UTF-8: an overlong "/" (C0 AF)', deductWithReason(bytes('"a', [0xc0, 0xaf], '"'))),
  deduct('invalid UTF-8: an encoded surrogate (ED A0 80)', deductWithReason(bytes('"a', [0xed, 0xa0, 0x80], '"'))),
  deduct('invalid UTF-8: a truncated sequence at the end', deductWithReason(bytes('"a', [0xe6, 0x97], '"'))),
  orders('invalid UTF-8: percent-encoded in a query value', 'status=%FF'),
  sms('UTF-8 byte order mark before a valid body', bytes([0xef, 0xbb, 0xbf], JSON.stringify({ phone: PHONE }))),
  // Keys.
  sms('non-ASCII key (kills bare Prism 5.14.2, #1934)', text(`{"phone":"${PHONE}","ł":1}`)),
  sms('emoji key', text(`{"phone":"${PHONE}","😀":1}`)),
  sms('control character in a key', text(`{"phone":"${PHONE}","a\\u0000b":1}`)),
  deduct('non-ASCII key in a nested object', text('{"amount":{"amount":1,"currency":"CNY","ł":1},"reason":"tea"}')),
  sms('__proto__ key', text(`{"phone":"${PHONE}","__proto__":{"polluted":true}}`)),
  sms('duplicate key, both values valid', text(`{"phone":"${PHONE}","phone":"${PHONE}"}`)),
  deduct('duplicate key in a nested object', text('{"amount":{"amount":1,"currency":"CNY","currency":"CNY"},"reason":"tea"}')),
  // Content types.
  sms('text/plain with a valid JSON body', text(JSON.stringify({ phone: PHONE })), { 'content-type': 'text/plain' }),
  sms('form-urlencoded body', text(`phone=${encodeURIComponent(PHONE)}`), { 'content-type': 'application/x-www-form-urlencoded' }),
  sms('multipart body', text(`--b\r\nContent-Disposition: form-data; name="phone"\r\n\r\n${PHONE}\r\n--b--\r\n`), { 'content-type': 'multipart/form-data; boundary=b' }),
  sms('no Content-Type with a JSON body', text(JSON.stringify({ phone: PHONE })), {}),
  sms('application/json in another charset', text(JSON.stringify({ phone: PHONE })), { 'content-type': 'application/json; charset=iso-8859-1' }),
  sms('a JSON-like media type (vnd.api+json)', text(JSON.stringify({ phone: PHONE })), { 'content-type': 'application/vnd.api+json' }),
  // Malformed JSON.
  sms('malformed JSON: cut short', text('{"phone":')),
  sms('malformed JSON: trailing comma', text(`{"phone":"${PHONE}",}`)),
  sms('malformed JSON: single quotes', text(`{'phone':'${PHONE}'}`)),
  sms('malformed JSON: NaN', text(`{"phone":"${PHONE}","scene":NaN}`)),
  sms('empty body with a JSON Content-Type', Buffer.alloc(0)),
  // Integer forms a lenient parser turns into numbers (the contract says plain decimal).
  ...['0x10', '0b11', '1e1', '+5', '%205', '5.0', '0o7', '-0', '01', '%EF%BC%95'].map((value) => orders(`integer form page=${value}`, `page=${value}`)),
  orders('integer form limit=0x10', 'limit=0x10'),
  // Routes the contract does not declare.
  { name: 'unknown path', method: 'GET', target: '/api/nope' },
  { name: 'unknown path under a known prefix', method: 'GET', target: '/api/user/orders/extra' },
  { name: 'undeclared method on a known path', method: 'DELETE', target: '/api/user/orders', auth: 'loginToken' },
  { name: 'undeclared method PUT with a body', method: 'PUT', target: '/api/pay/create', headers: JSON_TYPE, body: text('{}'), auth: 'loginToken' },
  { name: 'the root path', method: 'GET', target: '/' },
  // Not HTTP at all.
  { name: 'malformed request line', method: 'GET', target: '/', raw: text('GET /api/user/packages HTTP/9.9 garbage\r\n\r\n') },
  { name: 'header without a colon', method: 'GET', target: '/', raw: text('GET /api/user/packages HTTP/1.1\r\nHost: x\r\nbroken header\r\n\r\n') },
];
