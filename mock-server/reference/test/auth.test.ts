// Login rules: SMS codes (validity, resend and daily limits, five wrong attempts, same answer for
// unknown numbers), the three unified_login modes, miniapp_login, /api/user/login, token expiry,
// refresh rotation and reuse detection.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USER } from '../src/store.ts';
import { harness, randomPhone, type Harness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
beforeEach(async () => {
  h.reset();
});
afterAll(() => h.close());

describe('sms_send', () => {
  it('sends a 6-digit code valid 5 minutes', async () => {
    const phone = randomPhone();
    const res = await h.post('/api/auth/sms_send', { phone });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ sent: true, expires_in: 300, resend_after: 60 });
    const code = await h.lastCode(phone);
    expect(code).toMatch(/^[0-9]{6}$/);
    h.clock.advance(301);
    const late = await h.post('/api/auth/unified_login', { mode: 'sms', phone, code });
    expect(late.status).toBe(401);
    expect(late.json().error).toMatchObject({ code: 'invalid_code', param: 'code' });
  });

  it('allows one send per number per 60 seconds (429 sms_rate_limited + Retry-After)', async () => {
    const phone = randomPhone();
    expect((await h.post('/api/auth/sms_send', { phone })).status).toBe(200);
    h.clock.advance(20);
    const again = await h.post('/api/auth/sms_send', { phone });
    expect(again.status).toBe(429);
    expect(again.json().error).toMatchObject({ type: 'rate_limit_error', code: 'sms_rate_limited', param: 'phone' });
    expect(again.headers['retry-after']).toBe('40');
    // Another number is not affected.
    expect((await h.post('/api/auth/sms_send', { phone: randomPhone() })).status).toBe(200);
    h.clock.advance(41);
    expect((await h.post('/api/auth/sms_send', { phone })).status).toBe(200);
  });

  it('caps sends per number per UTC day at 10', async () => {
    h.clock.set(Date.parse('2026-05-26T00:00:00Z'));
    const phone = randomPhone();
    for (let i = 0; i < 10; i++) {
      expect((await h.post('/api/auth/sms_send', { phone })).status).toBe(200);
      h.clock.advance(61);
    }
    const capped = await h.post('/api/auth/sms_send', { phone });
    expect(capped.status).toBe(429);
    expect(capped.json().error.code).toBe('sms_rate_limited');
    // Retry-After points at the next UTC midnight.
    const midnight = Date.parse('2026-05-27T00:00:00Z');
    expect(Number(capped.headers['retry-after'])).toBe(Math.ceil((midnight - h.clock.now()) / 1000));
    h.clock.set(midnight + 1000);
    expect((await h.post('/api/auth/sms_send', { phone })).status).toBe(200);
  });

  it('answers identically for known and unknown numbers (and limits them identically)', async () => {
    const known = await h.post('/api/auth/sms_send', { phone: DEMO_USER.phone, scene: 'reset_password' });
    const unknown = await h.post('/api/auth/sms_send', { phone: randomPhone(), scene: 'reset_password' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toBe(known.body);
    const knownAgain = await h.post('/api/auth/sms_send', { phone: DEMO_USER.phone, scene: 'reset_password' });
    const unknownPhone = randomPhone();
    await h.post('/api/auth/sms_send', { phone: unknownPhone, scene: 'reset_password' });
    const unknownAgain = await h.post('/api/auth/sms_send', { phone: unknownPhone, scene: 'reset_password' });
    expect(unknownAgain.status).toBe(knownAgain.status);
    expect(unknownAgain.json().error.code).toBe(knownAgain.json().error.code);
    // A reset code for an unknown number is not really sent.
    expect((await h.get(`/__sandbox/sms/${encodeURIComponent(unknownPhone)}`)).status).toBe(404);
  });

  it('burns the code after five wrong attempts', async () => {
    const phone = randomPhone();
    await h.post('/api/auth/sms_send', { phone });
    const code = await h.lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await h.post('/api/auth/unified_login', { mode: 'sms', phone, code: wrong });
      expect(res.status).toBe(401);
      expect(res.json().error.code).toBe('invalid_code');
    }
    const right = await h.post('/api/auth/unified_login', { mode: 'sms', phone, code });
    expect(right.status).toBe(401);
    expect(right.json().error.code).toBe('invalid_code');
  });

  it('accepts the right code after four wrong ones, once', async () => {
    const phone = randomPhone();
    await h.post('/api/auth/sms_send', { phone });
    const code = await h.lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await h.post('/api/auth/unified_login', { mode: 'sms', phone, code: wrong });
    expect((await h.post('/api/auth/unified_login', { mode: 'sms', phone, code })).status).toBe(200);
    expect((await h.post('/api/auth/unified_login', { mode: 'sms', phone, code })).status).toBe(401);
  });

  it('replaces the previous code with a new one', async () => {
    const phone = randomPhone();
    await h.post('/api/auth/sms_send', { phone });
    const first = await h.lastCode(phone);
    h.clock.advance(61);
    await h.post('/api/auth/sms_send', { phone });
    const second = await h.lastCode(phone);
    if (first !== second) expect((await h.post('/api/auth/unified_login', { mode: 'sms', phone, code: first })).status).toBe(401);
    expect((await h.post('/api/auth/unified_login', { mode: 'sms', phone, code: second })).status).toBe(200);
  });
});

describe('unified_login', () => {
  it('mode sms signs an unknown number up, attributed to the inviter', async () => {
    const session = await h.smsLogin(randomPhone(), DEMO_USER.inviteCode);
    expect(session.access_token).toMatch(/^at_[0-9A-Za-z]{16,64}$/);
    expect(session.refresh_token).toMatch(/^rt_[0-9A-Za-z]{16,64}$/);
    expect(session.user.id).toMatch(/^usr_[0-9A-Za-z]{16}$/);
    expect(h.ctx.store.users.get(session.user.id)!.invitedBy).toBe(DEMO_USER.id);
  });

  it('mode sms logs a known number into its account', async () => {
    const session = await h.smsLogin(DEMO_USER.phone);
    expect(session.user.id).toBe(DEMO_USER.id);
  });

  it('mode password: right password logs in, wrong or unknown account is 401 invalid_credentials', async () => {
    const session = await h.passwordLogin();
    expect(session).toMatchObject({ token_type: 'Bearer', expires_in: 7200, refresh_expires_in: 2592000 });
    expect(session.user).toMatchObject({ id: DEMO_USER.id, phone_masked: '138****8000', invite_code: DEMO_USER.inviteCode });
    for (const [phone, password] of [[DEMO_USER.phone, 'wrong-password'], [randomPhone(), DEMO_PASSWORD]]) {
      const res = await h.post('/api/auth/unified_login', { mode: 'password', phone, password });
      expect(res.status).toBe(401);
      expect(res.json().error.code).toBe('invalid_credentials');
    }
  });

  it('requires the fields of the chosen mode (400 missing_parameter names the first)', async () => {
    for (const [body, param] of [
      [{ mode: 'sms', phone: DEMO_USER.phone }, 'code'],
      [{ mode: 'sms', code: '123456' }, 'phone'],
      [{ mode: 'password', phone: DEMO_USER.phone }, 'password'],
      [{ mode: 'refresh' }, 'refresh_token'],
    ] as const) {
      const res = await h.post('/api/auth/unified_login', body);
      expect(res.status).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'missing_parameter', param });
    }
  });

  it('mode refresh rotates: a new pair, the old refresh token retired', async () => {
    const first = await h.passwordLogin();
    const second = (await h.post('/api/auth/unified_login', { mode: 'refresh', refresh_token: first.refresh_token })).json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect((await h.get('/api/user/orders', { token: second.access_token })).status).toBe(200);
    const third = await h.post('/api/auth/unified_login', { mode: 'refresh', refresh_token: second.refresh_token });
    expect(third.status).toBe(200);
  });

  it('refuses a reused refresh token and revokes its whole family', async () => {
    const first = await h.passwordLogin();
    const second = (await h.post('/api/auth/unified_login', { mode: 'refresh', refresh_token: first.refresh_token })).json();
    const reuse = await h.post('/api/auth/unified_login', { mode: 'refresh', refresh_token: first.refresh_token });
    expect(reuse.status).toBe(401);
    expect(reuse.json().error).toMatchObject({ code: 'refresh_token_reused', param: 'refresh_token' });
    // Every token of that login is dead now: both access tokens and the newest refresh token.
    for (const token of [first.access_token, second.access_token]) {
      const res = await h.get('/api/user/orders', { token });
      expect(res.status).toBe(401);
      expect(res.json().error.code).toBe('invalid_token');
    }
    expect((await h.post('/api/auth/unified_login', { mode: 'refresh', refresh_token: second.refresh_token })).status).toBe(401);
    // Another login of the same user is unaffected.
    const other = await h.passwordLogin();
    expect((await h.get('/api/user/orders', { token: other.access_token })).status).toBe(200);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    const unknown = await h.post('/api/auth/unified_login', { mode: 'refresh', refresh_token: 'rt_doesnotexist0000000000' });
    expect(unknown.status).toBe(401);
    const session = await h.passwordLogin();
    h.clock.advance(30 * 86400 + 1);
    const expired = await h.post('/api/auth/unified_login', { mode: 'refresh', refresh_token: session.refresh_token });
    expect(expired.status).toBe(401);
    expect(expired.json().error.code).toBe('invalid_token');
  });

  it('expires access tokens after 2 hours (401 token_expired); a refresh renews', async () => {
    const session = await h.passwordLogin();
    h.clock.advance(7199);
    expect((await h.get('/api/user/orders', { token: session.access_token })).status).toBe(200);
    h.clock.advance(2);
    const expired = await h.get('/api/user/orders', { token: session.access_token });
    expect(expired.status).toBe(401);
    expect(expired.json().error.code).toBe('token_expired');
    const renewed = (await h.post('/api/auth/unified_login', { mode: 'refresh', refresh_token: session.refresh_token })).json();
    expect((await h.get('/api/user/orders', { token: renewed.access_token })).status).toBe(200);
  });
});

describe('miniapp_login', () => {
  it('exchanges a sandbox code for a session; the same openid is the same account', async () => {
    const code = (await h.post('/__sandbox/miniapp/code', { openid: 'oQA-tester-0001' })).json().code;
    const first = await h.post('/api/auth/miniapp_login', { code, invite_code: DEMO_USER.inviteCode });
    expect(first.status).toBe(200);
    const user = first.json().user;
    expect(user.phone_masked).toBeUndefined();
    expect(h.ctx.store.users.get(user.id)!.invitedBy).toBe(DEMO_USER.id);
    const again = (await h.post('/__sandbox/miniapp/code', { openid: 'oQA-tester-0001' })).json().code;
    expect((await h.post('/api/auth/miniapp_login', { code: again })).json().user.id).toBe(user.id);
  });

  it('refuses used, expired and unknown codes: 401 invalid_miniapp_code', async () => {
    const code = (await h.post('/__sandbox/miniapp/code', { openid: 'oQA-tester-0002' })).json().code;
    expect((await h.post('/api/auth/miniapp_login', { code })).status).toBe(200);
    const used = await h.post('/api/auth/miniapp_login', { code });
    expect(used.status).toBe(401);
    expect(used.json().error).toMatchObject({ code: 'invalid_miniapp_code', param: 'code' });
    const late = (await h.post('/__sandbox/miniapp/code', { openid: 'oQA-tester-0002' })).json().code;
    h.clock.advance(301);
    expect((await h.post('/api/auth/miniapp_login', { code: late })).status).toBe(401);
    expect((await h.post('/api/auth/miniapp_login', { code: 'neverIssued123' })).status).toBe(401);
  });
});

describe('/api/user/login', () => {
  it('logs in by phone or e-mail; wrong credentials are 401 invalid_credentials', async () => {
    for (const account of [DEMO_USER.phone, DEMO_USER.email, DEMO_USER.email.toUpperCase()]) {
      const res = await h.post('/api/user/login', { account, password: DEMO_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.json().user.id).toBe(DEMO_USER.id);
    }
    for (const [account, password] of [[DEMO_USER.email, 'not-the-password'], ['nobody@orbit.example', DEMO_PASSWORD]]) {
      const res = await h.post('/api/user/login', { account, password });
      expect(res.status).toBe(401);
      expect(res.json().error.code).toBe('invalid_credentials');
    }
  });
});
