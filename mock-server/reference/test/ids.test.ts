// Request ids come from one pool of CSPRNG bytes (src/ids.ts, refilled when used up), a world's ids and
// credentials from its own sequence (src/world-random.ts): across many refills and blocks they keep their
// alphabet and length, use every character of it, and never repeat.
import { describe, expect, it } from 'vitest';
import { randomDigits, randomString, requestId } from '../src/ids.ts';
import { WorldRandom } from '../src/world-random.ts';

const world = new WorldRandom();
const inviteCode = () => world.inviteCode();
const apiKey = () => world.apiKey();

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

describe('random identifiers from the byte pool', () => {
  it('request ids keep their shape and never repeat over many pool refills', () => {
    // 5,000 ids of 24 characters draw far more than one 8 KiB pool of bytes.
    const ids = Array.from({ length: 5000 }, requestId);
    for (const id of ids) expect(id).toMatch(/^req_[0-9A-Za-z]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draws every character of the alphabet, and only those', () => {
    const seen = new Set(randomString(20_000));
    expect([...seen].sort().join('')).toBe([...ALNUM].sort().join(''));
    expect(new Set(randomDigits(2000))).toEqual(new Set('0123456789'));
    const invites = new Set(Array.from({ length: 500 }, inviteCode).join(''));
    expect([...invites].every((c) => /[0-9A-Z]/.test(c))).toBe(true);
    expect(invites.size).toBe(36);
  });

  it('credentials are as long as documented and distinct', () => {
    const keys = Array.from({ length: 500 }, apiKey);
    for (const key of keys) expect(key).toMatch(/^sk_test_[0-9A-Za-z]{40}$/);
    expect(new Set(keys).size).toBe(keys.length);
    expect(randomString(0)).toBe('');
  });
});
