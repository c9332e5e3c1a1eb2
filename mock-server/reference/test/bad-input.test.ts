// Issue 14: inputs that must not knock the reference server over or get an answer outside the
// contract. Each answer is a 400 in the contract's error shape (checked against the contract by the
// harness), and the server still answers normally afterwards. The header-section limits need a real
// socket (Node's HTTP parser refuses them before Fastify sees them); the rest go through inject.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { BODY_LIMIT, MAX_JSON_DEPTH } from '../src/plugins/body.ts';
import { harness, randomPhone, type Harness } from './helpers.ts';
import { contractProblems } from './contract-check.ts';

let h: Harness;
let token: string;
let base: string;
beforeAll(async () => {
  h = await harness();
  token = (await h.passwordLogin()).access_token;
  base = await h.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => h.close());

function expectError(res: { status: number; json: () => any; headers: Record<string, unknown> }, code: string) {
  expect(res.status).toBe(400);
  expect(res.json().error).toMatchObject({ type: 'invalid_request_error', code, request_id: res.headers['x-request-id'] });
}

describe('integer query parameters', () => {
  it('accept only plain decimal digits (0x10, 0b11, 1e1, +5, " 5", 5.0, 0o7, 01, -0 are 400 invalid_parameter)', async () => {
    for (const name of ['page', 'limit']) {
      for (const value of ['0x10', '0b11', '1e1', '%2B5', '%205', '5.0', '0o7', '', '5%20', '1_0', '01', '-0', '%EF%BC%95']) {
        const res = await h.get(`/api/user/orders?${name}=${value}`, { token });
        expectError(res, 'invalid_parameter');
        expect(res.json().error.param, `${name}=${value}`).toBe(name);
      }
    }
    const plain = await h.get('/api/user/orders?page=2&limit=5', { token });
    expect(plain.status).toBe(200);
    expect(plain.json()).toMatchObject({ page: 2, limit: 5 });
  });
});

describe('header sections over the limit', () => {
  const cases: [string, string, Record<string, string>][] = [
    ['a 64 KB query', `/api/user/orders?q=${'a'.repeat(64 * 1024)}`, {}],
    ['10,000 repeated parameters', `/api/user/orders?${Array.from({ length: 10_000 }, () => 'page=1').join('&')}`, {}],
    ['a 20 KB Authorization', '/api/user/orders', { authorization: `Bearer ${'a'.repeat(20 * 1024)}` }],
  ];
  it.each(cases)('%s: 400 request_too_large with the error body, X-Request-Id and CORS headers', async (_name, path, headers) => {
    const res = await fetch(base + path, { headers });
    const body = await res.json();
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-request-id')).toMatch(/^req_[0-9A-Za-z]{24}$/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
    expect(body).toEqual({ error: { type: 'invalid_request_error', code: 'request_too_large', message: expect.any(String), request_id: res.headers.get('x-request-id') } });
    // The answer is one the contract documents for the operation (400, the error body).
    expect(contractProblems({ method: 'GET', url: '/api/user/orders', statusCode: res.status, headers: Object.fromEntries(res.headers), body: JSON.stringify(body) })).toEqual([]);
    expect((await fetch(`${base}/api/user/packages`)).status).toBe(200);
  });

  it('a body one byte over the limit is read to its end before the 400, so the sender gets the answer, not a reset', async () => {
    // Sent in pieces, each after the last one left: an answer sent (and the connection closed) while
    // the client still writes makes the kernel reset the connection, which may lose the answer (EPIPE).
    const url = new URL(base);
    const total = BODY_LIMIT + 1;
    const piece = Buffer.alloc(256 * 1024, 0x39);
    let sent = 0;
    let answeredAt = -1;
    const answer = await new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: url.hostname, port: url.port, method: 'POST', path: '/api/auth/sms_send', agent: false, headers: { 'content-type': 'application/json', 'content-length': String(total) } },
        (res) => {
          answeredAt = sent;
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: Buffer.concat(chunks).toString() }));
        },
      );
      req.on('error', reject);
      const writeNext = () => {
        if (sent === total) return req.end();
        const n = Math.min(piece.length, total - sent);
        req.write(piece.subarray(0, n), (error) => {
          if (error) return reject(error);
          sent += n;
          writeNext();
        });
      };
      writeNext();
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.code).toBe('request_too_large');
    expect(answeredAt).toBe(total); // the answer came after the last byte
    expect(answer.connection).not.toBe('close'); // read to its end, the connection can stay open
    expect((await fetch(`${base}/api/user/packages`)).status).toBe(200);
  });
});

describe('bodies', () => {
  const phone = randomPhone();
  const json = 'application/json';
  const cases: [string, string | Buffer, string, string][] = [
    ['malformed JSON', '{"phone":', json, 'invalid_json'],
    ['a UTF-8 byte order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ phone }))]), json, 'invalid_json'],
    ['invalid UTF-8', Buffer.concat([Buffer.from('{"phone":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]), json, 'invalid_json'],
    ['a duplicate key', `{"phone":"${phone}","phone":"${randomPhone()}"}`, json, 'invalid_json'],
    ['a duplicate key spelt with an escape', `{"phone":"${phone}","\\u0070hone":"${phone}"}`, json, 'invalid_json'],
    ['10,000 levels of nesting', `{"phone":${'['.repeat(10_000)}${']'.repeat(10_000)}}`, json, 'invalid_json'],
    [`${MAX_JSON_DEPTH + 1} levels of nesting`, `{"phone":${'{"a":'.repeat(MAX_JSON_DEPTH)}1${'}'.repeat(MAX_JSON_DEPTH)}}`, json, 'invalid_json'],
    ['a 9 MB body', `{"phone":"${'9'.repeat(9 * 1024 * 1024)}"}`, json, 'request_too_large'],
    ['another charset', JSON.stringify({ phone }), `${json}; charset=iso-8859-1`, 'invalid_parameter'],
    ['a form', `phone=${encodeURIComponent(phone)}`, 'application/x-www-form-urlencoded', 'invalid_parameter'],
    ['plain text', JSON.stringify({ phone }), 'text/plain', 'invalid_parameter'],
    ['XML', `<phone>${phone}</phone>`, 'application/xml', 'invalid_parameter'],
    ['multipart', `--b\r\nContent-Disposition: form-data; name="phone"\r\n\r\n${phone}\r\n--b--\r\n`, 'multipart/form-data; boundary=b', 'invalid_parameter'],
  ];
  it.each(cases)('%s: 400 in the error shape', async (_name, rawBody, contentType, code) => {
    const res = await h.call('POST', '/api/auth/sms_send', { rawBody, headers: { 'content-type': contentType } });
    expectError(res, code);
    expect((await h.post('/api/auth/sms_send', { phone: randomPhone() })).status).toBe(200);
  });

  it('nesting up to the limit and non-ASCII keys are ordinary JSON (refused by the schema, not the parser)', async () => {
    const nested = await h.call('POST', '/api/auth/sms_send', { rawBody: `{"phone":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}` });
    expectError(nested, 'invalid_parameter');
    const unicode = await h.call('POST', '/api/auth/sms_send', { rawBody: JSON.stringify({ phone: randomPhone(), ł: 1 }) });
    expectError(unicode, 'unknown_parameter');
    expect(unicode.json().error.param).toBe('ł');
    // The same key in two different objects is not a duplicate.
    const fine = await h.post('/api/ai/router', { messages: [{ role: 'user', content: 'a' }, { role: 'user', content: 'b' }] }, { token });
    expect(fine.status).toBe(200);
  });

  it('a huge body over a real socket gets its answer and the process keeps answering', async () => {
    const res = await fetch(`${base}/api/auth/sms_send`, { method: 'POST', headers: { 'content-type': json }, body: `{"phone":"${'9'.repeat(20 * 1024 * 1024)}"}` });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('request_too_large');
    expect((await fetch(`${base}/api/user/packages`)).status).toBe(200);
  });
});
