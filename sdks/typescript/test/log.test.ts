// The debug log switch: ORBIT_LOG / logLevel / logger, one line per attempt in the rules' format, the
// request headers at debug with the rules' sensitive headers redacted, and no credential ever logged.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTHORIZATION, ENV, IDEMPOTENCY_HEADER, LOG_FORMAT, LOG_REDACT_HEADERS, LOG_REDACTED } from '../src/generated/constants';
import { InvalidArgumentError, Orbit, type ClientOptions } from '../src/index';
import { answer, errorAnswer, NO_ORDERS, responseExample, SESSION, scriptedFetch, type FetchCall, type Scripted } from './helpers';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function logged(script: (call: FetchCall, i: number) => Scripted | Promise<Scripted>, options: ClientOptions = {}) {
  const lines: { level: string; line: string }[] = [];
  const scripted = scriptedFetch(script);
  const client = new Orbit({
    baseURL: 'http://orbit.test',
    fetch: scripted.fetch,
    logger: { info: (line) => lines.push({ level: 'info', line }), debug: (line) => lines.push({ level: 'debug', line }) },
    ...options,
  });
  return { client, lines, calls: scripted.calls };
}

const format = (values: Record<string, string | number>) => LOG_FORMAT.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

describe('log levels', () => {
  it('is off by default: nothing is logged', async () => {
    vi.stubEnv(ENV.log, '');
    const { client, lines } = logged(() => answer(200, { items: [] }));
    expect(client.logLevel).toBe('off');
    await client.packages.list();
    expect(lines).toEqual([]);
  });

  it('info: one line per attempt in the rules format (status, or timeout / connection_error; request id or -)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { client, lines } = logged(
      async (_call, i) => {
        if (i === 0) return 'drop';
        if (i === 1) return 'hang';
        await new Promise((resolve) => setTimeout(resolve, 42)); // the answer takes 42 ms on the fake clock
        return i === 2 ? errorAnswer(503, 'api_error', 'service_unavailable', { 'Retry-After': '0' }) : answer(200, NO_ORDERS, { 'X-Request-Id': 'req_LOG000000000001' });
      },
      { logLevel: 'info', maxRetries: 3, timeout: 1000 },
    );
    const call = client.orders.list({ page: 1 });
    await vi.runAllTimersAsync();
    await call;
    const line = (status: string | number, attempt: number, request_id: string, elapsed_ms: number) =>
      format({ level: 'info', method: 'GET', path: '/api/user/orders', status, attempt, request_id, elapsed_ms });
    expect(lines).toEqual([
      { level: 'info', line: line('connection_error', 1, '-', 0) },
      { level: 'info', line: line('timeout', 2, '-', 1000) },
      { level: 'info', line: line(503, 3, 'req_TEST0000000001', 42) },
      { level: 'info', line: line(200, 4, 'req_LOG000000000001', 42) },
    ]);
  });

  it(`${ENV.log} sets the level when the option does not; the option wins; an unknown level is refused`, async () => {
    vi.stubEnv(ENV.log, 'debug');
    expect(logged(() => 'drop').client.logLevel).toBe('debug');
    expect(logged(() => 'drop', { logLevel: 'off' }).client.logLevel).toBe('off');
    vi.stubEnv(ENV.log, 'verbose');
    expect(() => logged(() => 'drop')).toThrow(InvalidArgumentError);
    expect(() => logged(() => 'drop', { logLevel: 'loud' as 'info' })).toThrow(/logLevel must be one of off, info, debug/);
  });

  it('without a logger, lines go to standard error (console.error)', async () => {
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const scripted = scriptedFetch(() => answer(200, { items: [] }));
    await new Orbit({ baseURL: 'http://orbit.test', fetch: scripted.fetch, logLevel: 'info' }).packages.list();
    expect(stderr).toHaveBeenCalledTimes(1);
    expect(String(stderr.mock.calls[0]![0])).toContain('/api/user/packages');
  });
});

describe('debug', () => {
  it('adds the request headers of each attempt, the sensitive ones redacted', async () => {
    const { client, lines } = logged(() => answer(201, responseExample('createPayment')), { logLevel: 'debug', accessToken: 'at_secret00000000001' });
    await client.payments.create({ package_id: 'pkg_vip30d00000001', provider: 'chatpay' }, { headers: { Cookie: 'session=abc' } });
    expect(lines.map((l) => l.level)).toEqual(['debug', 'info']);
    const headers = JSON.parse(lines[0]!.line.slice(lines[0]!.line.indexOf('headers=') + 'headers='.length));
    expect(headers[AUTHORIZATION.header]).toBe(LOG_REDACTED);
    expect(headers[IDEMPOTENCY_HEADER]).toBe(LOG_REDACTED);
    expect(headers.Cookie).toBe(LOG_REDACTED);
    expect(headers.Accept).toBe('application/json');
    expect(LOG_REDACT_HEADERS).toEqual(expect.arrayContaining([AUTHORIZATION.header, IDEMPOTENCY_HEADER]));
  });

  it('never logs a login token, refresh token, API key, idempotency key or password', async () => {
    const OLD = SESSION(1);
    const NEW = SESSION(2);
    const PASSWORD = 'orbit-demo-2026';
    const API_KEY = 'sk_test_LogSecret000000000000000000000001';
    const CALLER_KEY = 'idem-log-secret-0001';
    let logins = 0;
    let dropped = false;
    const { client, lines, calls } = logged(
      (call) => {
        const auth = call.headers.get(AUTHORIZATION.header);
        if (call.url.pathname === '/api/user/login') return answer(200, OLD);
        if (call.url.pathname === '/api/auth/unified_login') return logins++ === 0 ? answer(200, NEW) : errorAnswer(401, 'authentication_error', 'refresh_token_reused');
        if (call.url.pathname === '/api/user/orders') return auth === `Bearer ${NEW.access_token}` ? answer(200, NO_ORDERS) : errorAnswer(401, 'authentication_error', 'token_expired');
        if (call.url.pathname === '/api/pay/create' && call.headers.get('x-fail') && !dropped) {
          dropped = true;
          return 'drop';
        }
        if (call.url.pathname === '/api/pay/create') return answer(201, responseExample('createPayment'));
        return answer(200, responseExample('createChatCompletion'));
      },
      { logLevel: 'debug', apiKey: API_KEY, accessToken: null, maxRetries: 1 },
    );
    await client.auth.userLogin({ account: '+8613800138000', password: PASSWORD });
    await client.orders.list(); // 401, renewal with the refresh token, replay
    await client.payments.create({ package_id: 'pkg_vip30d00000001', provider: 'chatpay' }, { idempotencyKey: CALLER_KEY });
    await client.payments.create({ package_id: 'pkg_vip30d00000001', provider: 'chatpay' }, { headers: { 'x-fail': '1' } }); // dropped, retried
    await client.generation.createChatCompletion({ prompt: 'hi' });
    await client.orders.list({}, { headers: { [AUTHORIZATION.header]: `Bearer ${OLD.access_token}` } }).catch(() => undefined);

    const generatedKeys = calls.map((c) => c.headers.get(IDEMPOTENCY_HEADER)).filter((k): k is string => !!k && k !== CALLER_KEY);
    expect(generatedKeys.length).toBeGreaterThan(0);
    const secrets = [OLD.access_token, OLD.refresh_token, NEW.access_token, NEW.refresh_token, API_KEY, CALLER_KEY, PASSWORD, ...generatedKeys];
    // The secrets did travel (the renewed refresh token only arrived), so the check below could have failed.
    const sent = calls.map((c) => JSON.stringify([...c.headers]) + JSON.stringify(c.body ?? null)).join('\n');
    for (const secret of secrets) if (secret !== NEW.refresh_token) expect(sent).toContain(secret);
    expect(client.refreshToken).toBe(NEW.refresh_token);
    expect(lines.length).toBe(calls.length * 2);
    for (const { line } of lines) for (const secret of secrets) expect(line).not.toContain(secret);
    console.log(`log redaction: ${lines.length} log lines at debug checked against ${secrets.length} secrets (login and refresh tokens, API key, idempotency keys, password): none appears`);
  });
});
