// Opaque identifiers with a type prefix (never sequential), as the contract's conventions require.
import { createHash, randomFillSync } from 'node:crypto';

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const UPPER_ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

// Every request takes a request id: one randomBytes call (a native job and a new Buffer) each was a
// measurable share of the request path, so bytes come from one pool of CSPRNG output, refilled when
// used up. Each byte is used once, so ids and credentials are as unpredictable as before.
const pool = Buffer.alloc(8192);
let poolAt = pool.length;

function randomByte(): number {
  if (poolAt === pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  return pool[poolAt++]!;
}

/** `length` characters drawn uniformly from `alphabet` (rejection sampling, no modulo bias). */
export function randomString(length: number, alphabet: string = ALNUM): string {
  const size = alphabet.length;
  const limit = 256 - (256 % size);
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < limit) out += alphabet[byte % size];
  }
  return out;
}

export const randomDigits = (length: number): string => randomString(length, '0123456789');

/** `prefix_` + 16 alphanumerics, e.g. `usr_4K6M8P0R2T4V6X8Z`. */
export const newId = (prefix: string, length = 16): string => `${prefix}_${randomString(length)}`;

/** `req_` + 24 alphanumerics. */
export const requestId = (): string => newId('req', 24);

/** `ORD` + UTC creation time `YYYYMMDDhhmmss` + 8 random characters from [0-9A-Z]. */
export function orderNo(createdMs: number): string {
  const stamp = new Date(createdMs).toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `ORD${stamp}${randomString(8, UPPER_ALNUM)}`;
}

/** An invite code: 8 characters from [0-9A-Z]. */
export const inviteCode = (): string => randomString(8, UPPER_ALNUM);

/** A developer API key: `sk_test_` + 40 alphanumerics (the reference server never issues live keys). */
export const apiKey = (): string => `sk_test_${randomString(40)}`;

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** JSON with object keys sorted, so equal bodies hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
