// Every operation of the contract, called through the SDK against the Prism mock (started here on a
// free port), with the decoded result checked against the contract's example. The list of methods
// comes from the contract, so a new operation fails here until it has a case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism, type RunningServer } from '../../../scripts/lib/servers.ts';
import { BinaryResponse, Orbit, operations, Stream, type ChatCompletionChunk } from '../src/index';
import { contractMethods, responseExample } from './helpers';

const ACCESS_TOKEN = 'at_Zt8pQ2mW5xR7kL9vN3bC6dF1gH4jK0sY';
const API_KEY = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc4eC39HqLyjWDarjt';
const ORDER_NO = 'ORD20260526083000K7Q2M9XA';
const PRISM_REQUEST_ID = 'req_5Q7S9U1W3Y5A7C9E';

let prism: RunningServer;
let client: Orbit;

beforeAll(async () => {
  prism = await startPrism();
  client = new Orbit({ baseURL: prism.url, accessToken: ACCESS_TOKEN, apiKey: API_KEY, maxRetries: 0 });
});

afterAll(async () => {
  await prism?.stop();
});

/** Each case calls one SDK method and returns [decoded result, expected result]. */
type Case = () => Promise<[unknown, unknown]>;

const cases: Record<string, Case> = {
  'auth.sendSmsCode': async () => [await client.auth.sendSmsCode({ phone: '+8613800138000', scene: 'login' }), responseExample('sendSmsCode')],
  'auth.unifiedLogin': async () => {
    const c = new Orbit({ baseURL: prism.url, maxRetries: 0 });
    const session = await c.auth.unifiedLogin({ mode: 'password', phone: '+8613800138000', password: 'correct horse battery' });
    expect(c.accessToken).toBe(session.access_token);
    expect(c.refreshToken).toBe(session.refresh_token);
    return [session, responseExample('unifiedLogin')];
  },
  'auth.miniappLogin': async () => {
    const c = new Orbit({ baseURL: prism.url, maxRetries: 0 });
    const session = await c.auth.miniappLogin({ code: '0a3Xk8Ga1s2bQz0mN7pL9rT4vW6yB2cD' });
    expect(c.accessToken).toBe(session.access_token);
    return [session, responseExample('miniappLogin')];
  },
  'auth.userLogin': async () => {
    const c = new Orbit({ baseURL: prism.url, maxRetries: 0 });
    const session = await c.auth.userLogin({ account: '+8613800138000', password: 'correct horse battery' });
    expect(c.accessToken).toBe(session.access_token);
    return [session, responseExample('userLogin')];
  },
  'packages.list': async () => [await client.packages.list({ type: 'all' }), responseExample('listPackages')],
  'distribution.retrieve': async () => [await client.distribution.retrieve(), responseExample('getDistribution')],
  'distribution.applyWithdrawal': async () => [
    await client.distribution.applyWithdrawal({ amount: { amount: 1000, currency: 'CNY' }, method: 'payapp', account: 'user@example.com', real_name: 'Li Lei' }),
    responseExample('applyWithdrawal'),
  ],
  'orders.list': async () => [await client.orders.list({ page: 1, limit: 1, status: 'completed' }), responseExample('listOrders')],
  'orders.cancel': async () => [await client.orders.cancel({ order_no: ORDER_NO }), responseExample('manageOrder', 'cancelled')],
  'orders.delete': async () => [
    await client.orders.delete({ order_no: ORDER_NO }, { headers: { Prefer: 'example=deleted' } }),
    responseExample('manageOrder', 'deleted'),
  ],
  'payments.create': async () => [await client.payments.create({ package_id: 'pkg_vip30d00000001', provider: 'chatpay' }), responseExample('createPayment')],
  'payments.chatpayH5': async () => [
    await client.payments.chatpayH5({ order_no: ORDER_NO, h5_type: 'wap', client_ip: '203.0.113.7' }),
    responseExample('createChatpayH5Payment'),
  ],
  'notifications.chatpay': async () => [
    await client.notifications.chatpay({
      'Wechatpay-Timestamp': '1779784260',
      'Wechatpay-Nonce': '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
      'Wechatpay-Signature': 'V2VjaGF0cGF5IHNpZ25hdHVyZSBleGFtcGxlIG9ubHk=',
      'Wechatpay-Serial': '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      id: 'EV-2026052608310000000001',
      create_time: '2026-05-26T08:31:00Z',
      event_type: 'TRANSACTION.SUCCESS',
      resource_type: 'encrypt-resource',
      resource: {
        algorithm: 'AEAD_AES_256_GCM',
        original_type: 'transaction',
        associated_data: 'transaction',
        nonce: 'fdasflkja484',
        ciphertext: 'c2FtcGxlIGNpcGhlcnRleHQgLSBub3QgYSByZWFsIHBheWxvYWQgLSAxNiBieXRlIHRhZw==',
      },
    }),
    responseExample('notifyChatpay'),
  ],
  'notifications.payapp': async () => [
    await client.notifications.payapp({
      notify_time: '2026-05-26 16:31:00',
      notify_type: 'trade_status_sync',
      notify_id: 'ac05099524730693a8b330c5ecf72da9786',
      app_id: '2021000000000001',
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      sign: 'UGF5YXBwIHNpZ25hdHVyZSBleGFtcGxlIG9ubHk=',
      trade_no: '2026052622001400000000000001',
      out_trade_no: ORDER_NO,
      trade_status: 'TRADE_SUCCESS',
      total_amount: '29.90',
    }),
    responseExample('notifyPayapp'),
  ],
  'developer.register': async () => [
    await client.developer.register({ name: 'Acme Studio', email: 'dev@acme.example', company: 'Acme Ltd', website: 'https://acme.example' }),
    responseExample('registerDeveloper'),
  ],
  'developer.createApp': async () => [
    await client.developer.createApp({ name: 'Acme Writer', description: 'Drafts product copy.', platform: 'web' }),
    responseExample('createDeveloperApp'),
  ],
  'developer.stats': async () => [await client.developer.stats({ from: '2026-05-01', to: '2026-05-31' }), responseExample('getDeveloperStats')],
  'ai.listModels': async () => [await client.ai.listModels(), responseExample('listModels')],
  'ai.chat': async () => [
    await client.ai.chat({ model: 'auto', messages: [{ role: 'user', content: 'Suggest a name for a tea shop.' }] }),
    responseExample('routerChat'),
  ],
  'ai.deduct': async () => [
    await client.ai.deduct({ amount: { amount: 150, currency: 'CNY' }, reason: 'Image upscale', reference: 'job_42' }),
    responseExample('deductBalance'),
  ],
  'generation.createChatCompletion': async () => {
    const completion = await client.generation.createChatCompletion({ prompt: 'Write a haiku about tea.', max_tokens: 64 });
    expect(completion).toEqual(responseExample('createChatCompletion', 'haiku', 'application/json'));
    // The same operation streamed: the SSE example decoded into chunks, ending at [DONE].
    const stream = await client.generation.createChatCompletion({ prompt: 'Write a haiku about tea.', max_tokens: 64, stream: true });
    expect(stream).toBeInstanceOf(Stream);
    const chunks: ChatCompletionChunk[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    const sse: string = responseExample('createChatCompletion', 'stream', 'text/event-stream');
    const expected = sse
      .split('\n')
      .filter((l) => l.startsWith('data: ') && l !== 'data: [DONE]')
      .map((l) => JSON.parse(l.slice(6)));
    expect(chunks.map((c) => c.choices[0]?.delta.content).join('')).toBe('Steam over still leaves');
    return [chunks, expected];
  },
  'generation.createImage': async () => {
    const images = await client.generation.createImage({ prompt: 'A teapot on a windowsill', style: 'watercolor', n: 1, size: '256x256', response_format: 'b64_json' });
    const png = images.data[0]!.bytes!;
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return [images, responseExample('createImage')];
  },
  'generation.createSpeech': async () => {
    const audio = await client.generation.createSpeech({ input: 'Hello there', voice: 'aurora', response_format: 'wav', speed: 1.0 });
    expect(audio).toBeInstanceOf(BinaryResponse);
    expect(audio.contentType).toBe('audio/wav');
    expect(audio.requestId).toBe(PRISM_REQUEST_ID);
    return [new TextDecoder().decode(await audio.bytes()), responseExample('createSpeech')];
  },
};

const methods = contractMethods();

describe('every contract operation against the Prism mock', () => {
  it('the contract methods, the generated methods and the cases are the same set', () => {
    const contractKeys = methods.map((m) => m.key).sort();
    expect(Object.keys(operations).sort()).toEqual(contractKeys);
    expect(Object.keys(cases).sort()).toEqual(contractKeys);
    for (const m of methods) expect(operations[m.key as keyof typeof operations].id).toBe(m.operationId);
  });

  it.each(methods)('$key ($operationId)', async ({ key }) => {
    const run = cases[key];
    if (!run) throw new Error(`no test case for ${key}: add one to sdks/typescript/test/operations.test.ts`);
    const [result, expected] = await run();
    expect(result).toEqual(expected);
    if (result && typeof result === 'object' && !Array.isArray(result)) {
      expect((result as { _requestId?: string })._requestId).toBe(PRISM_REQUEST_ID);
    }
  });
});
