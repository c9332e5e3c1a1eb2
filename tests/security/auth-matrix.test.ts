// The credential matrix: every secured operation of the contract (read from openapi/openapi.yaml, so a
// new operation is covered automatically) with a request the contract calls valid, sent
//   - without credentials                       -> 401 missing_token
//   - with malformed credentials                -> 401 invalid_token
//   - with an expired login token (clock moved) -> 401 token_expired
//   - with a revoked login token (refresh token reused -> family revoked) -> 401 invalid_token
//   - with the other scheme's credential (API key on user routes, login token on /api/v1/*) -> 401 invalid_token
// and, as the control that makes each refusal mean something, with the right credential: not 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, securedOperations, server, type Res, type SecuredOperation, type Server } from './support.ts';

const ops = securedOperations();
const loginOps = ops.filter((op) => op.security.includes('loginToken'));
const keyOps = ops.filter((op) => op.security.includes('apiKey'));

let s: Server;
let userToken: string;
let revokedToken: string;
let revokedOriginal: string;
beforeAll(async () => {
  s = await server();
  userToken = (await s.login()).access_token;
  // A login, renewed once (rotation), then its retired refresh token presented again: theft.
  const first = await s.login();
  const renewed = await s.post('/api/auth/unified_login', { mode: 'refresh', refresh_token: first.refresh_token });
  expect(renewed.status).toBe(200);
  const reuse = await s.post('/api/auth/unified_login', { mode: 'refresh', refresh_token: first.refresh_token });
  expect(reuse.status).toBe(401);
  expect(reuse.json().error).toMatchObject({ type: 'authentication_error', code: 'refresh_token_reused' });
  revokedToken = renewed.json().access_token;
  revokedOriginal = first.access_token;
  // The whole family is gone: its newest refresh token no longer renews either.
  const newest = await s.post('/api/auth/unified_login', { mode: 'refresh', refresh_token: renewed.json().refresh_token });
  expect(newest.status).toBe(401);
  expect(newest.json().error.code).toBe('invalid_token');
});
afterAll(() => s.close());

const send = (op: SecuredOperation, auth: { token?: string; authorization?: string } = {}): Promise<Res> =>
  s.call(op.method, op.url, { ...(op.body !== undefined && { body: op.body }), ...auth });

function expectRefused(res: Res, code: string, op: SecuredOperation) {
  expect(res.status, `${op.operationId}: ${res.body}`).toBe(401);
  expect(res.json().error, op.operationId).toMatchObject({ type: 'authentication_error', code });
  // Refused before anything ran: no idempotency record, nothing replayed.
  expect(res.headers['idempotent-replayed']).toBeUndefined();
}

const rightCredential = (op: SecuredOperation) => (op.security.includes('loginToken') ? userToken : DEMO.apiKey);

it('the contract has secured operations of both schemes', () => {
  expect(loginOps.length).toBeGreaterThanOrEqual(10);
  expect(keyOps.length).toBeGreaterThanOrEqual(3);
  expect(ops.every((op) => op.security.length === 1)).toBe(true);
});

describe.each(ops.map((op) => [`${op.method} ${op.path} (${op.operationId}, ${op.security[0]})`, op] as const))('%s', (_name, op) => {
  it('with the right credential: authenticated (not 401)', async () => {
    const res = await send(op, { token: rightCredential(op) });
    expect(res.status, res.body).not.toBe(401);
    expect(res.status, res.body).toBeLessThan(500);
  });

  it('without credentials: 401 missing_token', async () => {
    expectRefused(await send(op), 'missing_token', op);
  });

  it('with malformed credentials: 401 invalid_token', async () => {
    const right = rightCredential(op);
    const malformed = [
      'Bearer',
      'Bearer ',
      `Basic ${Buffer.from(`${DEMO.user.phone}:${DEMO.password}`).toString('base64')}`,
      right, // no scheme
      `Bearer ${right}x`, // one character too many
      `Bearer ${right.slice(0, -1)}`, // one too few
      `Bearer ${right.slice(0, 3)}${'A'.repeat(right.length - 3)}`, // right prefix, wrong secret
      `Bearer at_${'x'.repeat(600)}`,
      `Bearer ${right} ${right}`,
      'Bearer sk_live_0000000000000000000000000000000000000000',
    ];
    for (const authorization of malformed) {
      const res = await send(op, { authorization });
      expect(res.status, `${authorization.slice(0, 40)}: ${res.body}`).toBe(401);
      expect(res.json().error, authorization.slice(0, 40)).toMatchObject({ type: 'authentication_error', code: 'invalid_token' });
    }
  });

  it("with the other scheme's credential: 401 invalid_token", async () => {
    const other = op.security.includes('loginToken') ? [DEMO.apiKey, DEMO.appApiKey] : [userToken];
    for (const token of other) expectRefused(await send(op, { token }), 'invalid_token', op);
  });

  if (op.security.includes('loginToken')) {
    it('with a revoked login token (its refresh token was reused): 401 invalid_token', async () => {
      expectRefused(await send(op, { token: revokedToken }), 'invalid_token', op);
      expectRefused(await send(op, { token: revokedOriginal }), 'invalid_token', op);
    });
  }
});

describe('expired login tokens', () => {
  let t: Server;
  let expired: string;
  let fresh: string;
  beforeAll(async () => {
    t = await server();
    expired = (await t.login()).access_token;
    // Access tokens live 2 hours (expires_in 7200): one second before, still valid; at 7200 s, expired.
    t.ctx.clock.advance(7199);
    const op = loginOps.find((o) => o.operationId === 'getDistribution')!;
    expect((await t.call(op.method, op.url, { token: expired })).status).toBe(200);
    t.ctx.clock.advance(1);
    fresh = (await t.login()).access_token;
  });
  afterAll(() => t.close());

  it.each(loginOps.map((op) => [op.operationId, op] as const))('%s: 401 token_expired, a fresh login works', async (_id, op) => {
    const res = await t.call(op.method, op.url, { ...(op.body !== undefined && { body: op.body }), token: expired });
    expectRefused(res, 'token_expired', op);
    const ok = await t.call(op.method, op.url, { ...(op.body !== undefined && { body: op.body }), token: fresh });
    expect(ok.status, ok.body).not.toBe(401);
  });

  it('an expired token cannot be renewed by itself; only the refresh token renews', async () => {
    const res = await t.post('/api/auth/unified_login', { mode: 'refresh', refresh_token: expired.replace(/^at_/, 'rt_') });
    expect(res.status).toBe(401);
    expect(res.json().error.code).toBe('invalid_token');
  });
});

describe('API keys', () => {
  it('the application key authenticates /api/v1/* like the developer key', async () => {
    for (const op of keyOps) {
      const res = await send(op, { token: DEMO.appApiKey });
      expect(res.status, `${op.operationId}: ${res.body}`).toBe(200);
    }
  });
});
