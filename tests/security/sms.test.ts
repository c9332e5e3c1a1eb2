// The SMS code cannot be brute-forced: five wrong attempts burn it (also when they arrive at once),
// a new code needs a new send, and sends are limited to one per 60 seconds and ten per UTC day per
// number, so at most 50 guesses a day reach a number's codes (against 1,000,000 possible codes).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomPhone, server, type Server } from './support.ts';

let s: Server;
beforeAll(async () => {
  s = await server();
});
beforeEach(async () => {
  await s.reset();
  // Mid-morning UTC (frozen: the clock moves only when a test moves it).
  s.ctx.clock.set(Date.parse('2026-05-26T08:00:00Z'));
});
afterAll(() => s.close());

const send = (phone: string) => s.post('/api/auth/sms_send', { phone, scene: 'login' });
const login = (phone: string, code: string) => s.post('/api/auth/unified_login', { mode: 'sms', phone, code });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function expectInvalidCode(res: { status: number; json: () => any }) {
  expect(res.status).toBe(401);
  expect(res.json().error).toMatchObject({ type: 'authentication_error', code: 'invalid_code', param: 'code' });
}

describe('wrong attempts', () => {
  it('four wrong attempts leave the code usable (the control)', async () => {
    const phone = randomPhone();
    expect((await send(phone)).status).toBe(200);
    const code = await s.lastCode(phone);
    for (let i = 0; i < 4; i++) expectInvalidCode(await login(phone, wrong(code)));
    expect((await login(phone, code)).status).toBe(200);
    // Used once: gone.
    expectInvalidCode(await login(phone, code));
  });

  it('five wrong attempts burn the code: the right one is then refused too', async () => {
    const phone = randomPhone();
    expect((await send(phone)).status).toBe(200);
    const code = await s.lastCode(phone);
    for (let i = 0; i < 5; i++) expectInvalidCode(await login(phone, wrong(code)));
    expectInvalidCode(await login(phone, code));
    // Only a new send (after the 60 s resend limit) gives a usable code.
    s.ctx.clock.advance(60);
    expect((await send(phone)).status).toBe(200);
    const next = await s.lastCode(phone);
    expect((await login(phone, next)).status).toBe(200);
  });

  it('30 wrong guesses at once still burn the code after five', async () => {
    const phone = randomPhone();
    expect((await send(phone)).status).toBe(200);
    const code = await s.lastCode(phone);
    const guesses = Array.from({ length: 30 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((g) => login(phone, g)));
    for (const a of answers) expectInvalidCode(a);
    expectInvalidCode(await login(phone, code));
  });

  it('the code of one number does not log another in, and an expired code is refused', async () => {
    const [a, b] = [randomPhone(), randomPhone()];
    expect((await send(a)).status).toBe(200);
    expect((await send(b)).status).toBe(200);
    expectInvalidCode(await login(b, await s.lastCode(a)));
    const code = await s.lastCode(a);
    s.ctx.clock.advance(300); // valid 5 minutes
    expectInvalidCode(await login(a, code));
  });
});

describe('send limits', () => {
  function expectLimited(res: { status: number; headers: Record<string, unknown>; json: () => any }, retryAfter?: number) {
    expect(res.status).toBe(429);
    expect(res.json().error).toMatchObject({ type: 'rate_limit_error', code: 'sms_rate_limited', param: 'phone' });
    const header = Number(res.headers['retry-after']);
    expect(header).toBeGreaterThanOrEqual(1);
    if (retryAfter !== undefined) expect(header).toBe(retryAfter);
  }

  it('one send per number per 60 seconds; the earlier code stays the one to use', async () => {
    const phone = randomPhone();
    expect((await send(phone)).status).toBe(200);
    const code = await s.lastCode(phone);
    expectLimited(await send(phone), 60);
    s.ctx.clock.advance(59);
    expectLimited(await send(phone), 1);
    expect(await s.lastCode(phone)).toBe(code);
    s.ctx.clock.advance(1);
    expect((await send(phone)).status).toBe(200);
  });

  it('ten sends per number per UTC day: at most 50 wrong guesses a day, then 429 until midnight', async () => {
    const phone = randomPhone();
    let guesses = 0;
    for (let i = 0; i < 10; i++) {
      expect((await send(phone)).status, `send ${i + 1}`).toBe(200);
      const code = await s.lastCode(phone);
      for (let j = 0; j < 5; j++, guesses++) expectInvalidCode(await login(phone, wrong(code)));
      expectInvalidCode(await login(phone, code)); // burnt
      s.ctx.clock.advance(61);
    }
    expect(guesses).toBe(50);
    const limited = await send(phone);
    const secondsToMidnight = Math.ceil((Date.parse('2026-05-27T00:00:00Z') - s.ctx.clock.now()) / 1000);
    expectLimited(limited);
    expect(Number(limited.headers['retry-after'])).toBe(secondsToMidnight);
    // Another number is not affected; the next UTC day the number can receive codes again.
    expect((await send(randomPhone())).status).toBe(200);
    s.ctx.clock.set(Date.parse('2026-05-27T00:00:01Z'));
    expect((await send(phone)).status).toBe(200);
  });

  it('the limits are the same for numbers without an account (no account discovery)', async () => {
    const unknown = randomPhone();
    const first = await s.post('/api/auth/sms_send', { phone: unknown, scene: 'reset_password' });
    expect(first.status).toBe(200);
    expect(first.json()).toEqual({ sent: true, expires_in: 300, resend_after: 60 });
    expectLimited(await s.post('/api/auth/sms_send', { phone: unknown, scene: 'reset_password' }), 60);
  });
});
