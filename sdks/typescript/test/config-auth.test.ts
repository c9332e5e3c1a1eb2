// Configuration (options, environment, defaults, per-call overrides) and authentication (which
// credential goes where, login helpers storing tokens, one refresh + one replay on 401).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENV, MAX_RETRIES, TIMEOUT_SECONDS } from '../src/generated/constants';
import { AuthenticationError, DEFAULT_BASE_URL, InternalServerError, InvalidArgumentError, Orbit, type SessionTokens } from '../src/index';
import { apiError, exampleAnswer, json, NO_ORDERS, responseExample, SESSION, startDouble, type Double } from './helpers';

const OLD = SESSION(1);
const NEW = SESSION(2);

let double: Double | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  await double?.close();
  double = undefined;
});

const ok = (res: Parameters<typeof json>[0]) => json(res, 200, { items: [] }); // an empty PackageList

describe('configuration', () => {
  it(`reads ${ENV.baseUrl}, ${ENV.accessToken}, ${ENV.apiKey} and ${ENV.maxRetries} when no options are given`, async () => {
    double = await startDouble((_req, res) => apiError(res, 503, 'api_error', 'service_unavailable', { 'Retry-After': '0' }));
    vi.stubEnv(ENV.baseUrl, `${double.url}/`);
    vi.stubEnv(ENV.accessToken, 'at_fromenv0000000000001');
    vi.stubEnv(ENV.apiKey, 'sk_test_fromenv00000000000000000000000001');
    vi.stubEnv(ENV.maxRetries, '1');
    const client = new Orbit();
    expect(client.baseURL).toBe(double.url); // trailing slash dropped
    expect(client.maxRetries).toBe(1);
    await expect(client.orders.list()).rejects.toBeInstanceOf(InternalServerError);
    expect(double.requests).toHaveLength(2); // 1 retry from ORBIT_MAX_RETRIES
    expect(double.requests[0]!.headers.authorization).toBe('Bearer at_fromenv0000000000001');
    await expect(client.generation.createImage({ prompt: 'x' })).rejects.toBeInstanceOf(InternalServerError);
    expect(double.requests[2]!.headers.authorization).toBe('Bearer sk_test_fromenv00000000000000000000000001');
  });

  it(`reads ${ENV.timeout} in seconds`, () => {
    vi.stubEnv(ENV.timeout, '0.3');
    expect(new Orbit().timeout).toBe(300);
  });

  it("defaults: the contract's server and the rules' timeout and retries, auto refresh", () => {
    for (const name of Object.values(ENV)) vi.stubEnv(name, '');
    const client = new Orbit();
    expect(DEFAULT_BASE_URL).toBe('https://api.orbit.example');
    expect(client.baseURL).toBe('https://api.orbit.example');
    expect(client.timeout).toBe(TIMEOUT_SECONDS * 1000);
    expect(client.maxRetries).toBe(MAX_RETRIES);
    expect(client.logLevel).toBe('off');
    expect(client.autoRefresh).toBe(true);
    expect(client.accessToken).toBeNull();
    expect(client.apiKey).toBeNull();
  });

  it('options win over the environment', () => {
    vi.stubEnv(ENV.baseUrl, 'http://env.example');
    vi.stubEnv(ENV.maxRetries, '5');
    vi.stubEnv(ENV.accessToken, 'at_env');
    const client = new Orbit({ baseURL: 'http://option.example', maxRetries: 0, accessToken: null, timeout: 1234 });
    expect(client.baseURL).toBe('http://option.example');
    expect(client.maxRetries).toBe(0);
    expect(client.accessToken).toBeNull();
    expect(client.timeout).toBe(1234);
  });

  it('refuses invalid settings with InvalidArgumentError', () => {
    vi.stubEnv(ENV.maxRetries, 'two');
    expect(() => new Orbit()).toThrow(InvalidArgumentError);
    vi.stubEnv(ENV.maxRetries, '');
    vi.stubEnv(ENV.timeout, '-1');
    expect(() => new Orbit()).toThrow(InvalidArgumentError);
    vi.stubEnv(ENV.timeout, '');
    expect(() => new Orbit({ maxRetries: -1 })).toThrow(/maxRetries/);
    expect(() => new Orbit({ timeout: 0 })).toThrow(/timeout/);
  });

  it.each([
    ['api.orbit.example', 'no scheme'],
    ['//api.orbit.example', 'no scheme'],
    ['ftp://api.orbit.example', 'not http(s)'],
    ['http://exa mple.com', 'not a URL'],
    ['/api', 'a path'],
  ])(`refuses the base URL %j (%s) when the client is created, as option and as ${ENV.baseUrl} alike`, (url) => {
    const refused = (make: () => unknown, param: string) => {
      let error: unknown;
      try {
        make();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(InvalidArgumentError);
      expect(error).toMatchObject({ param, message: expect.stringContaining(JSON.stringify(url)) });
    };
    refused(() => new Orbit({ baseURL: url }), 'baseURL');
    refused(() => new Orbit({ baseURL: 'https://api.orbit.example' }).withOptions({ baseURL: url }), 'baseURL');
    vi.stubEnv(ENV.baseUrl, url);
    refused(() => new Orbit(), ENV.baseUrl);
  });

  it('takes every absolute http(s) base URL, with a path or a port', () => {
    for (const url of ['http://127.0.0.1:4010', 'https://api.orbit.example/v3', 'HTTPS://API.ORBIT.EXAMPLE']) expect(new Orbit({ baseURL: `${url}/` }).baseURL).toBe(url);
  });

  it('per-call options: headers (null removes), query, maxRetries, timeout', async () => {
    double = await startDouble((req, res) => (req.query.get('fail') ? apiError(res, 500, 'api_error', 'internal_error') : ok(res)));
    const client = new Orbit({ baseURL: double.url, accessToken: 'at_x', maxRetries: 2, defaultHeaders: { 'X-Team': 'a', 'X-Drop': 'd' } });
    await client.packages.list({ type: 'credits' }, { headers: { 'X-Trace': 't1', 'X-Team': 'b', 'X-Drop': null }, query: { debug: true } });
    const req = double.requests[0]!;
    expect(req.headers['x-trace']).toBe('t1');
    expect(req.headers['x-team']).toBe('b');
    expect(req.headers['x-drop']).toBeUndefined();
    expect(req.query.get('type')).toBe('credits');
    expect(req.query.get('debug')).toBe('true');
    await expect(client.packages.list({}, { maxRetries: 0, query: { fail: 1 } })).rejects.toBeInstanceOf(InternalServerError);
    expect(double.requests).toHaveLength(2); // no retry for this call
  });
});

describe('authentication', () => {
  it('sends the login token, the API key or nothing, as the contract says for each operation', async () => {
    double = await startDouble((req, res) => json(res, 200, exampleAnswer(req.method, req.path)));
    const client = new Orbit({ baseURL: double.url, accessToken: 'at_login', apiKey: 'sk_test_key' });
    await client.orders.list();
    await client.generation.createChatCompletion({ prompt: 'hi' });
    await client.ai.listModels();
    await client.packages.list();
    const auth = double.requests.map((r) => [r.path, r.headers.authorization]);
    expect(auth).toEqual([
      ['/api/user/orders', 'Bearer at_login'],
      ['/api/v1/chat/completions', 'Bearer sk_test_key'],
      ['/api/ai/router', undefined],
      ['/api/user/packages', undefined],
    ]);
    expect(double.requests[2]!.query.get('action')).toBe('models');
  });

  it('login helpers store the tokens on the client and report them to onSession', async () => {
    const session = responseExample('unifiedLogin');
    double = await startDouble((req, res) => (req.path === '/api/auth/unified_login' ? json(res, 200, session) : json(res, 200, NO_ORDERS)));
    const seen: SessionTokens[] = [];
    const client = new Orbit({ baseURL: double.url, onSession: (s) => seen.push(s) });
    await client.auth.unifiedLogin({ mode: 'sms', phone: '+8613800138000', code: '123456' });
    expect(client.accessToken).toBe(session.access_token);
    expect(client.refreshToken).toBe(session.refresh_token);
    expect(seen.map((s) => s.access_token)).toEqual([session.access_token]);
    await client.orders.list();
    expect(double.requests[1]!.headers.authorization).toBe(`Bearer ${session.access_token}`);
    client.clearSession();
    expect(client.accessToken).toBeNull();
  });

  it('withOptions() shares the login session unless given its own tokens', async () => {
    const session = responseExample('userLogin');
    double = await startDouble((_req, res) => json(res, 200, session));
    const client = new Orbit({ baseURL: double.url, timeout: 30_000 });
    const fast = client.withOptions({ timeout: 5_000 });
    expect(fast.timeout).toBe(5_000);
    expect(fast.baseURL).toBe(double.url);
    await fast.auth.userLogin({ account: '+8613800138000', password: 'correct horse battery' });
    expect(client.accessToken).toBe(session.access_token);
    const other = client.withOptions({ accessToken: 'at_other' });
    expect(other.accessToken).toBe('at_other');
    expect(client.accessToken).toBe(session.access_token);
  });

  /**
   * A service whose orders accept only the NEW token and whose refresh turns OLD into NEW. The renewal
   * answers once `holdRefreshFor` calls have been refused, so that concurrent calls really overlap.
   */
  async function refreshingService(refresh: 'ok' | 'reused' = 'ok', orders: 'ok' | 'always401' = 'ok', holdRefreshFor = 1) {
    let refused = 0;
    let allRefused!: () => void;
    const allRefusedPromise = new Promise<void>((resolve) => (allRefused = resolve));
    return startDouble(async (req, res) => {
      if (req.path === '/api/auth/unified_login') {
        await allRefusedPromise;
        if (refresh === 'ok' && req.json.mode === 'refresh' && req.json.refresh_token === OLD.refresh_token) return json(res, 200, NEW);
        return apiError(res, 401, 'authentication_error', 'refresh_token_reused');
      }
      if (orders === 'ok' && req.headers.authorization === `Bearer ${NEW.access_token}`) return json(res, 200, req.path === '/api/user/orders' ? NO_ORDERS : exampleAnswer(req.method, req.path));
      if (++refused >= holdRefreshFor) allRefused();
      return apiError(res, 401, 'authentication_error', 'token_expired');
    });
  }

  it('on 401 renews the session once with the refresh token and replays the call once', async () => {
    double = await refreshingService();
    const seen: string[] = [];
    const client = new Orbit({ baseURL: double.url, accessToken: OLD.access_token, refreshToken: OLD.refresh_token, onSession: (s) => seen.push(s.access_token) });
    const page = await client.orders.list();
    expect(page.total).toBe(0);
    expect(double.requests.map((r) => `${r.path} ${r.headers.authorization ?? ''}`)).toEqual([
      `/api/user/orders Bearer ${OLD.access_token}`,
      '/api/auth/unified_login ',
      `/api/user/orders Bearer ${NEW.access_token}`,
    ]);
    expect(double.requests[1]!.json).toEqual({ mode: 'refresh', refresh_token: OLD.refresh_token });
    expect(client.accessToken).toBe(NEW.access_token);
    expect(client.refreshToken).toBe(NEW.refresh_token);
    expect(seen).toEqual([NEW.access_token]);
  });

  it('concurrent 401s share one refresh', async () => {
    double = await refreshingService('ok', 'ok', 3);
    const client = new Orbit({ baseURL: double.url, accessToken: OLD.access_token, refreshToken: OLD.refresh_token });
    await Promise.all([client.orders.list(), client.orders.list(), client.distribution.retrieve()]);
    expect(double.requests.filter((r) => r.path === '/api/auth/unified_login')).toHaveLength(1);
  });

  it('20 calls at once on one client renew once, also those whose 401 arrives after the renewal ended', async () => {
    // The first ten 401s arrive while the renewal waits; the other ten only once it has answered, so a
    // client renewing whenever no renewal is in flight would present the rotated refresh token again.
    let refusedEarly = 0;
    let early!: () => void;
    const earlyDone = new Promise<void>((resolve) => (early = resolve));
    let renewed!: () => void;
    const renewedDone = new Promise<void>((resolve) => (renewed = resolve));
    double = await startDouble(async (req, res) => {
      if (req.path === '/api/auth/unified_login') {
        await earlyDone;
        json(res, 200, req.json.refresh_token === OLD.refresh_token ? NEW : { error: 'reused' });
        return void setTimeout(renewed, 20); // the answer is read and stored before the late 401s go out
      }
      if (req.headers.authorization === `Bearer ${NEW.access_token}`) return json(res, 200, exampleAnswer(req.method, req.path));
      if (++refusedEarly === 10) early();
      if (refusedEarly > 10) await renewedDone;
      return apiError(res, 401, 'authentication_error', 'token_expired');
    });
    const sessions: string[] = [];
    const client = new Orbit({ baseURL: double.url, accessToken: OLD.access_token, refreshToken: OLD.refresh_token, onSession: (s) => sessions.push(s.access_token) });
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.distribution.retrieve()));
    expect(answers).toHaveLength(20);
    expect(double.requests.filter((r) => r.path === '/api/auth/unified_login')).toHaveLength(1);
    expect(sessions).toEqual([NEW.access_token]);
    const calls = double.requests.filter((r) => r.path === '/api/user/distribution');
    expect(calls.map((r) => r.headers.authorization).sort()).toEqual([...Array(20).fill(`Bearer ${OLD.access_token}`), ...Array(20).fill(`Bearer ${NEW.access_token}`)].sort());
  });

  it('can be turned off per client and per call', async () => {
    double = await refreshingService();
    const off = new Orbit({ baseURL: double.url, accessToken: OLD.access_token, refreshToken: OLD.refresh_token, autoRefresh: false });
    await expect(off.orders.list()).rejects.toMatchObject({ status: 401, code: 'token_expired' });
    const on = new Orbit({ baseURL: double.url, accessToken: OLD.access_token, refreshToken: OLD.refresh_token });
    await expect(on.orders.list({}, { autoRefresh: false })).rejects.toBeInstanceOf(AuthenticationError);
    expect(double.requests.filter((r) => r.path === '/api/auth/unified_login')).toHaveLength(0);
  });

  it('a failed refresh throws the original 401 (cause: the refresh error), without looping', async () => {
    double = await refreshingService('reused');
    const client = new Orbit({ baseURL: double.url, accessToken: OLD.access_token, refreshToken: OLD.refresh_token });
    const error = await client.orders.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).code).toBe('token_expired');
    expect(((error as Error).cause as AuthenticationError).code).toBe('refresh_token_reused');
    expect(double.requests.map((r) => r.path)).toEqual(['/api/user/orders', '/api/auth/unified_login']);
  });

  it('a replay that still gets 401 is not refreshed again', async () => {
    double = await refreshingService('ok', 'always401');
    const client = new Orbit({ baseURL: double.url, accessToken: OLD.access_token, refreshToken: OLD.refresh_token });
    await expect(client.orders.list()).rejects.toBeInstanceOf(AuthenticationError);
    expect(double.requests.map((r) => r.path)).toEqual(['/api/user/orders', '/api/auth/unified_login', '/api/user/orders']);
  });

  it('public operations and API-key operations are never refreshed', async () => {
    double = await refreshingService();
    const client = new Orbit({ baseURL: double.url, accessToken: OLD.access_token, refreshToken: OLD.refresh_token, apiKey: 'sk_test_bad' });
    await expect(client.generation.createImage({ prompt: 'x' })).rejects.toBeInstanceOf(AuthenticationError);
    await expect(client.auth.userLogin({ account: '+8613800138000', password: 'wrong password' })).rejects.toBeInstanceOf(AuthenticationError);
    expect(double.requests.filter((r) => r.path === '/api/auth/unified_login')).toHaveLength(0);
  });
});
