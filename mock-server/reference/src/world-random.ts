// Each world's own source of the random values it hands out: ids, order numbers, tokens, SMS and
// mini-program codes, API keys, the providers' transaction numbers and nonces, password salts. A world
// exported and imported must answer every later request exactly as the original would, ids included,
// so its randomness is part of its state: a 256-bit seed and how many bytes have been drawn. The bytes
// are HMAC-SHA256(seed, block number) (a deterministic random bit generator in the manner of NIST
// SP 800-90A's HMAC_DRBG), so a world made from the seed of the built-in fixtures gets a fresh seed from
// the operating system and its tokens stay unpredictable, while an imported world continues the
// sequence where its document left it. Request ids are not world state (they name a request to the
// server) and keep coming from src/ids.ts.
import { createHmac, randomBytes } from 'node:crypto';
import { stringFrom, UPPER_ALNUM } from './ids.ts';

const BLOCK_BYTES = 32;

export interface RandomState {
  /** 64 hex digits. */
  seed: string;
  /** Bytes drawn so far. */
  position: number;
}

export class WorldRandom {
  private readonly key: Buffer;
  private position: number;
  private block: Buffer | undefined;

  constructor(state: RandomState = { seed: randomBytes(BLOCK_BYTES).toString('hex'), position: 0 }) {
    this.key = Buffer.from(state.seed, 'hex');
    this.position = state.position;
  }

  /** Where the sequence stands, as a world document keeps it. */
  state(): RandomState {
    return { seed: this.key.toString('hex'), position: this.position };
  }

  /** The next byte of the sequence. */
  readonly byte = (): number => {
    const offset = this.position % BLOCK_BYTES;
    if (offset === 0 || !this.block) {
      const counter = Buffer.alloc(8);
      counter.writeBigUInt64BE(BigInt(Math.floor(this.position / BLOCK_BYTES)));
      this.block = createHmac('sha256', this.key).update(counter).digest();
    }
    this.position += 1;
    return this.block[offset]!;
  };

  bytes(length: number): Buffer {
    const out = Buffer.alloc(length);
    for (let i = 0; i < length; i++) out[i] = this.byte();
    return out;
  }

  /** `length` alphanumerics (or characters of `alphabet`), uniformly. */
  string(length: number, alphabet?: string): string {
    return stringFrom(this.byte, length, alphabet);
  }

  digits(length: number): string {
    return stringFrom(this.byte, length, '0123456789');
  }

  /** `prefix_` + 16 alphanumerics, e.g. `usr_4K6M8P0R2T4V6X8Z`. */
  id(prefix: string, length = 16): string {
    return `${prefix}_${this.string(length)}`;
  }

  /** `ORD` + UTC creation time `YYYYMMDDhhmmss` + 8 characters from [0-9A-Z]. */
  orderNo(createdMs: number): string {
    const stamp = new Date(createdMs).toISOString().replace(/[-:T]/g, '').slice(0, 14);
    return `ORD${stamp}${this.string(8, UPPER_ALNUM)}`;
  }

  /** An invite code: 8 characters from [0-9A-Z]. */
  inviteCode(): string {
    return this.string(8, UPPER_ALNUM);
  }

  /** A developer API key: `sk_test_` + 40 alphanumerics (the reference server never issues live keys). */
  apiKey(): string {
    return `sk_test_${this.string(40)}`;
  }
}
