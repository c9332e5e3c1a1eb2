// The contract's conventions: headers on every answer, the error body, strict validation (never a
// 500 for a client mistake), unknown routes, credentials of the right kind, rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../../openapi/lib/contract.ts';
import { DEMO_DEVELOPER } from '../src/store.ts';
import { harness, type Harness } from './helpers.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await harness();
  token = (await h.passwordLogin()).access_token;
});
afterAll(() => h.close());

describe('every answer', () => {
  it('carries X-Request-Id, rate-limit headers and CORS, also errors and unknown routes', async () => {
    for (const res of [await h.get('/api/user/packages'), await h.get('/api/user/orders'), await h.get('/nowhere', { unchecked: true })]) {
      expect(res.headers['x-request-id']).toMatch(/^req_[0-9A-Za-z]{24}$/);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(Number(res.headers['x-ratelimit-limit'])).toBeGreaterThan(0);
      expect(res.headers['x-ratelimit-remaining']).toMatch(/^\d+$/);
      expect(res.headers['x-ratelimit-reset']).toMatch(/^\d+$/);
    }
  });

  it('gives every request its own id, echoed in error bodies', async () => {
    const a = await h.get('/api/user/orders');
    const b = await h.get('/api/user/orders');
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    expect(a.json().error.request_id).toBe(a.headers['x-request-id']);
  });

  it('answers CORS preflights', async () => {
    const res = await h.call('OPTIONS', '/api/pay/create', { headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' }, unchecked: true });
    expect(res.status).toBe(204);
    // 3.4.0's values, from its operations (mock-server/shared/cors.ts): its methods are GET and POST; the
    // headers its operations declare are Idempotency-Key and notify_chatpay's signature headers.
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers':
        'Authorization, Content-Type, Idempotency-Key, Wechatpay-Timestamp, Wechatpay-Nonce, Wechatpay-Signature, Wechatpay-Serial, Wechatpay-Signature-Type, X-Orbit-Client',
      'access-control-max-age': '600',
    });
    expect(String(res.headers['access-control-expose-headers']).split(', ').sort()).toEqual(
      ['Idempotent-Replayed', 'Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-Request-Id'],
    );
    const elsewhere = await h.call('OPTIONS', '/api/nowhere', { headers: { 'access-control-request-method': 'POST' }, unchecked: true });
    expect(elsewhere.status).toBe(404);
  });
});

describe('unknown routes', () => {
  it('answer 404 route_not_found in the error body, also a known path with another method', async () => {
    for (const [method, url] of [['GET', '/api/unknown'], ['DELETE', '/api/user/orders'], ['GET', '/api/pay/create']] as const) {
      const res = await h.call(method, url, { unchecked: true });
      expect(res.status).toBe(404);
      expect(res.json().error).toMatchObject({ type: 'not_found_error', code: 'route_not_found' });
    }
  });
});

describe('validation', () => {
  it('refuses unknown body fields (not silently stripped): 400 unknown_parameter', async () => {
    const res = await h.post('/api/auth/sms_send', { phone: '+8613900000001', colour: 'red' });
    expect(res.status).toBe(400);
    expect(res.json().error).toMatchObject({ type: 'invalid_request_error', code: 'unknown_parameter', param: 'colour' });
    const nested = await h.post('/api/ai/router', { messages: [{ role: 'user', content: 'hi', mood: 'happy' }] }, { token });
    expect(nested.json().error).toMatchObject({ code: 'unknown_parameter', param: 'messages.0.mood' });
  });

  it('names the missing field: 400 missing_parameter', async () => {
    const res = await h.post('/api/user/orders', { action: 'cancel' }, { token });
    expect(res.status).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'missing_parameter', param: 'order_no' });
  });

  it('refuses malformed values: 400 invalid_parameter with the field', async () => {
    const res = await h.post('/api/auth/sms_send', { phone: '13800138000' });
    expect(res.json().error).toMatchObject({ code: 'invalid_parameter', param: 'phone' });
    const limit = await h.get('/api/user/orders?limit=101', { token });
    expect(limit.status).toBe(400);
    expect(limit.json().error).toMatchObject({ code: 'invalid_parameter', param: 'limit' });
  });

  it('does not coerce body types (a string is not an integer)', async () => {
    const res = await h.post('/api/ai/deduct', { amount: { amount: '1', currency: 'CNY' }, reason: 'x' }, { token });
    expect(res.status).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_parameter', param: 'amount.amount' });
  });

  it('coerces query types', async () => {
    const res = await h.get('/api/user/orders?page=1&limit=1', { token });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, limit: 1 });
  });

  it('answers malformed or empty JSON with 400 invalid_json', async () => {
    for (const rawBody of ['{"phone":', '', 'null x']) {
      const res = await h.call('POST', '/api/auth/sms_send', { rawBody });
      expect(res.status).toBe(400);
      expect(res.json().error.code).toBe('invalid_json');
    }
  });

  it('takes a Content-Type with no body as no body: a DELETE so sent answers, a required body is still refused', async () => {
    const cleared = await h.call('DELETE', '/__sandbox/faults', { rawBody: '', headers: { 'content-type': 'application/json' } });
    expect(cleared.status, cleared.body).toBe(200);
    const refused = await h.call('POST', '/api/auth/sms_send', { rawBody: '', headers: { 'content-type': 'application/json' } });
    expect(refused.status).toBe(400);
    expect(refused.json().error.code).toBe('invalid_json');
  });

  it('starts without warnings: every media type the documents name has a parser, answer-only ones refusing request bodies', async () => {
    const lines: string[] = [];
    const quiet = await harness({ logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } } });
    try {
      expect(lines.filter((l) => JSON.parse(l).level >= 40)).toEqual([]);
      const res = await quiet.call('POST', '/api/auth/sms_send', { rawBody: 'data: {}', headers: { 'content-type': 'text/event-stream' } });
      expect(res.status).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'invalid_parameter', param: 'Content-Type' });
    } finally {
      await quiet.close();
    }
  });

  it('answers a body of the wrong shape or media type with 400', async () => {
    for (const options of [{ rawBody: '[]' }, { rawBody: '"x"' }, { rawBody: 'phone=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, { rawBody: 'hi', headers: { 'content-type': 'text/plain' } }, {}]) {
      const res = await h.call('POST', '/api/auth/sms_send', options);
      expect(res.status, res.body).toBe(400);
      expect(res.json().error.type).toBe('invalid_request_error');
    }
  });

  it('refuses a malformed Idempotency-Key header', async () => {
    const res = await h.post('/api/ai/deduct', { amount: { amount: 1, currency: 'CNY' }, reason: 'x' }, { token, headers: { 'idempotency-key': 'has space' } });
    expect(res.status).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_parameter', param: 'Idempotency-Key' });
  });

  it('never answers 500 to garbage sent to any operation', async () => {
    const garbage: unknown[] = [{}, [], 'text', 0, null, { a: { b: [1, 2, { c: null }] } }, { messages: [{}] }, { amount: -1 }, { __proto__: { admin: true } }, { constructor: { prototype: { x: 1 } } }];
    for (const op of operations()) {
      for (const body of garbage) {
        for (const auth of [undefined, token, DEMO_DEVELOPER.apiKey]) {
          const res = await h.call(op.method.toUpperCase(), `${op.path}?page=-1&limit=abc&type=zzz&action=nope&from=2026-13-45`, {
            rawBody: op.method === 'get' ? undefined : JSON.stringify(body),
            headers: op.method === 'get' ? {} : { 'content-type': 'application/json' },
            token: auth,
          });
          expect(res.status, `${op.operationId}: ${res.body}`).toBeLessThan(500);
        }
      }
    }
  });
});

describe('odd requests', () => {
  it('a malformed URL gets the error body with the usual headers', async () => {
    const res = await h.get('/api/%zz', { unchecked: true });
    expect(res.status).toBe(400);
    expect(res.json().error).toMatchObject({ type: 'invalid_request_error', request_id: res.headers['x-request-id'] });
    expect(res.headers['x-ratelimit-limit']).toBeTruthy();
  });

  it('HEAD is not an operation of the contract', async () => {
    expect((await h.call('HEAD', '/api/user/packages', { unchecked: true })).status).toBe(404);
  });

  it('an absurdly deep body is 400 invalid_json before anything recurses into it, also with an Idempotency-Key', async () => {
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    const res = await h.call('POST', '/api/ai/deduct', { token, rawBody: `{"amount":{"amount":1,"currency":"CNY"},"reason":${deep}}`, headers: { 'idempotency-key': 'deep-1' } });
    expect(res.status).toBe(400);
    expect(res.json().error).toMatchObject({ type: 'invalid_request_error', code: 'invalid_json' });
    const whole = await h.call('POST', '/api/auth/sms_send', { rawBody: deep });
    expect(whole.status).toBe(400);
  });
});

describe('credentials', () => {
  it('requires one on protected operations: 401 missing_token', async () => {
    const res = await h.get('/api/user/distribution');
    expect(res.status).toBe(401);
    expect(res.json().error).toMatchObject({ type: 'authentication_error', code: 'missing_token' });
  });

  it('refuses unknown tokens and malformed headers: 401 invalid_token', async () => {
    expect((await h.get('/api/user/orders', { token: 'at_unknownunknownunknown' })).json().error.code).toBe('invalid_token');
    expect((await h.get('/api/user/orders', { headers: { authorization: 'Basic abc' } })).json().error.code).toBe('invalid_token');
  });

  it('refuses an API key on user routes and a login token on /api/v1/*', async () => {
    const withKey = await h.get('/api/user/orders', { token: DEMO_DEVELOPER.apiKey });
    expect(withKey.status).toBe(401);
    expect(withKey.json().error.code).toBe('invalid_token');
    const withLogin = await h.post('/api/v1/chat/completions', { prompt: 'hi' }, { token });
    expect(withLogin.status).toBe(401);
    expect(withLogin.json().error.code).toBe('invalid_token');
    expect((await h.post('/api/v1/chat/completions', { prompt: 'hi' }, { token: DEMO_DEVELOPER.apiKey })).status).toBe(200);
  });

  it('authenticates before validating (an anonymous bad request learns nothing)', async () => {
    const res = await h.post('/api/pay/create', { nonsense: true });
    expect(res.status).toBe(401);
  });
});

describe('rate limits', () => {
  it('answers 429 rate_limited with Retry-After past the limit, per credential, until the window resets', async () => {
    const small = await harness({ config: { rateLimit: 3, rateWindowSeconds: 60 } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await small.get('/api/user/packages')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await small.get('/api/user/packages');
      expect(limited.json().error).toMatchObject({ type: 'rate_limit_error', code: 'rate_limited' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.headers['x-ratelimit-remaining']).toBe('0');
      // Another credential has its own window.
      expect((await small.get('/api/user/orders', { token: 'at_someoneelse0000000000' })).status).toBe(401);
      small.clock.advance(61);
      expect((await small.get('/api/user/packages')).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});
