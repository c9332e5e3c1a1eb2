// The request core's short cuts for the usual call (no extra headers of any kind, a path without
// parameters parsed once per client) send exactly what the general path sends: the same header names,
// spellings, values and order, and the same URL. A fetch stand-in records what the core hands to fetch.
import { describe, expect, it } from 'vitest';
import { AUTHORIZATION, IDEMPOTENCY_HEADER, USER_AGENT_HEADER } from '../src/generated/constants';
import { Orbit } from '../src/index';
import { answer, exampleAnswer } from './helpers';

interface Sent {
  url: string;
  method: string | undefined;
  /** The headers as the core passed them to fetch, in their order. */
  headers: [string, string][];
}

function recordingClient(options: ConstructorParameters<typeof Orbit>[0] = {}) {
  const sent: Sent[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    sent.push({ url: String(input), method: init.method, headers: Object.entries(init.headers as Record<string, string>) });
    return answer(200, exampleAnswer(init.method ?? 'GET', new URL(String(input)).pathname));
  };
  const client = new Orbit({ baseURL: 'http://orbit.test', maxRetries: 0, ...options, fetch: fetch as typeof globalThis.fetch });
  return { client, sent };
}

describe('the usual call sends what the general path sends', () => {
  it('a public GET: Accept and the telemetry header, in that order, with or without empty extra headers', async () => {
    const { client, sent } = recordingClient({ accessToken: 'at_x', apiKey: 'sk_test_x' });
    await client.packages.list();
    await client.packages.list({}, { headers: {} }); // extra headers given: the general path
    expect(sent[0]!.headers).toEqual([
      ['Accept', 'application/json'],
      [USER_AGENT_HEADER, client.userAgent],
    ]);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('a login-token GET adds the credential last, as the general path does', async () => {
    const { client, sent } = recordingClient({ accessToken: 'at_x' });
    await client.orders.list();
    await client.orders.list({}, { headers: {} });
    expect(sent[0]!.headers).toEqual([
      ['Accept', 'application/json'],
      [USER_AGENT_HEADER, client.userAgent],
      [AUTHORIZATION.header, `${AUTHORIZATION.scheme} at_x`],
    ]);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('a POST with a body names its content type after Accept; without a credential there is no Authorization', async () => {
    const { client, sent } = recordingClient({ accessToken: null });
    await client.auth.sendSmsCode({ phone: '+8613800138000' });
    await client.auth.sendSmsCode({ phone: '+8613800138000' }, { headers: {} });
    expect(sent[0]!.headers).toEqual([
      ['Accept', 'application/json'],
      ['Content-Type', 'application/json'],
      [USER_AGENT_HEADER, client.userAgent],
    ]);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('default headers, per-call headers and a money-moving key still take the general path', async () => {
    const { client, sent } = recordingClient({ accessToken: 'at_x', defaultHeaders: { 'X-Team': 'a' } });
    await client.orders.list({}, { headers: { 'x-team': 'b', 'X-Trace': 't' } });
    await client.payments.create({ package_id: 'pkg_vip30d00000001', provider: 'chatpay' }, { idempotencyKey: 'k-1' });
    expect(sent[0]!.headers).toEqual([
      ['Accept', 'application/json'],
      [USER_AGENT_HEADER, client.userAgent],
      ['X-Team', 'b'],
      ['X-Trace', 't'],
      [AUTHORIZATION.header, `${AUTHORIZATION.scheme} at_x`],
    ]);
    expect(Object.fromEntries(sent[1]!.headers)[IDEMPOTENCY_HEADER]).toBe('k-1');
  });

  it('a path parsed once per client: later calls get their own query, or none', async () => {
    const { client, sent } = recordingClient({ baseURL: 'http://orbit.test/prefix/' });
    await client.packages.list();
    await client.packages.list({ type: 'credits' }, { query: { debug: true } });
    await client.packages.list();
    expect(sent.map((s) => s.url)).toEqual([
      'http://orbit.test/prefix/api/user/packages',
      'http://orbit.test/prefix/api/user/packages?type=credits&debug=true',
      'http://orbit.test/prefix/api/user/packages',
    ]);
  });
});
