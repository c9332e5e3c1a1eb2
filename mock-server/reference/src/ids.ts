// Opaque identifiers with a type prefix (never sequential), as the contract's conventions require. What a
// world hands out comes from the world's own sequence (src/world-random.ts); request ids and the process's
// sandbox keys from here.
import { createHash, randomFillSync } from 'node:crypto';

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const UPPER_ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

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

/** `length` characters drawn uniformly from `alphabet` with bytes of `byte` (rejection sampling, no modulo bias). */
export function stringFrom(byte: () => number, length: number, alphabet: string = ALNUM): string {
  const size = alphabet.length;
  const limit = 256 - (256 % size);
  let out = '';
  while (out.length < length) {
    const b = byte();
    if (b < limit) out += alphabet[b % size];
  }
  return out;
}

/** `length` characters drawn uniformly from `alphabet`, from the process's pool (not a world's: src/world-random.ts). */
export const randomString = (length: number, alphabet: string = ALNUM): string => stringFrom(randomByte, length, alphabet);

/** `prefix_` + `length` alphanumerics from the process's pool. */
export const randomDigits = (length: number): string => randomString(length, '0123456789');

/** `prefix_` + `length` alphanumerics from the process's pool. */
export const newId = (prefix: string, length = 16): string => `${prefix}_${randomString(length)}`;

/** `req_` + 24 alphanumerics. */
export const requestId = (): string => newId('req', 24);

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
