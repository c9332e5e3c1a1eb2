// The SDK model of the real contract, and the contract mistakes the model refuses.
import { describe, expect, it } from 'vitest';
import { readContract } from '../../../openapi/lib/contract.ts';
import { buildSdkModel, errorKindFor, loadSdkModel, type Method } from '../index.ts';

const model = loadSdkModel();
const methods = model.resources.flatMap((r) => r.methods);
const method = (resource: string, name: string): Method => {
  const m = methods.find((x) => x.resource === resource && x.name.original === name);
  if (!m) throw new Error(`no ${resource}.${name}`);
  return m;
};

/** The contract, changed by `edit`, turned into a model. */
function withContract(edit: (doc: any) => void) {
  const doc = readContract();
  edit(doc);
  return () => buildSdkModel(doc);
}

describe('the SDK model of openapi/openapi.yaml', () => {
  it('has every operation, with actions as methods of their own', () => {
    const operations = new Set(methods.map((m) => m.operationId));
    expect(operations.size).toBe(22);
    expect(methods).toHaveLength(23);
    expect(model.resources.map((r) => r.tag)).toEqual(['auth', 'packages', 'distribution', 'orders', 'payments', 'notifications', 'developer', 'ai', 'generation']);
    expect(method('orders', 'cancel').fixedBody).toEqual({ action: 'cancel' });
    expect(method('orders', 'delete').params.map((p) => p.wireName)).toEqual(['order_no']);
  });

  it('fills fixed query parameters in and keeps them away from the caller', () => {
    expect(method('ai', 'listModels').fixedQuery).toEqual({ action: 'models' });
    expect(method('ai', 'listModels').params).toEqual([]);
    expect(method('distribution', 'applyWithdrawal').fixedQuery).toEqual({ action: 'withdraw_apply' });
  });

  it('marks the money-moving operations idempotent and hides the key parameter', () => {
    expect(methods.filter((m) => m.idempotent).map((m) => m.operationId)).toEqual(['applyWithdrawal', 'createPayment', 'deductBalance']);
    for (const m of methods) expect(m.params.some((p) => p.wireName === 'Idempotency-Key')).toBe(false);
  });

  it('describes the login body as a union of strict variants', () => {
    const login = method('auth', 'unifiedLogin');
    expect(login.body?.kind).toBe('union');
    if (login.body?.kind !== 'union') return;
    expect(login.body.discriminator).toBe('mode');
    expect(login.body.variants.map((v) => [v.value, v.type, v.params.filter((p) => p.required).map((p) => p.wireName)])).toEqual([
      ['sms', 'SmsLoginRequest', ['mode', 'phone', 'code']],
      ['password', 'PasswordLoginRequest', ['mode', 'phone', 'password']],
      ['refresh', 'RefreshLoginRequest', ['mode', 'refresh_token']],
    ]);
    expect(login.session).toBe(true);
    expect(model.refreshMethod).toBe(login);
  });

  it('states exactly-one-of groups, streams, pages and binary answers', () => {
    const chat = method('generation', 'createChatCompletion');
    expect(chat.body).toMatchObject({ kind: 'object', type: 'ChatCompletionRequest', exactlyOneOf: [['prompt'], ['messages']] });
    expect(chat.stream).toMatchObject({ param: 'stream', mediaType: 'text/event-stream', done: '[DONE]', chunk: { kind: 'named', name: 'ChatCompletionChunk' } });
    expect(chat.stream?.example).toMatch(/^data: \{/);
    expect(method('orders', 'list').pagination).toEqual({ style: 'page', items: 'items', page: 'page', limit: 'limit', hasMore: 'has_more', item: { kind: 'named', name: 'Order' } });
    expect(method('generation', 'createSpeech').response).toMatchObject({ kind: 'binary', mediaType: 'audio/wav' });
    expect(method('notifications', 'payapp').response).toMatchObject({ kind: 'text', mediaType: 'text/plain' });
  });

  it('inlines scalar schemas with their constraints and keeps the alias', () => {
    const orderNo = method('orders', 'cancel').params[0]!;
    expect(orderNo).toMatchObject({ wireName: 'order_no', location: 'body', type: { kind: 'string' }, alias: 'OrderNo', required: true });
    expect(orderNo.constraints.pattern).toBe('^ORD[0-9]{14}[0-9A-Z]{8}$');
  });

  it('knows which types travel in requests, answers or both', () => {
    const usage = (name: string) => model.types.find((t) => t.name.original === name)?.usage;
    expect(usage('Order')).toEqual({ input: false, output: true });
    expect(usage('MoneyInput')).toEqual({ input: true, output: false });
    expect(usage('ChatMessage')).toEqual({ input: true, output: true });
    expect(usage('OrderStatus')).toEqual({ input: true, output: true });
    expect(usage('ErrorDetail')).toEqual({ input: false, output: true });
    expect(model.types.some((t) => t.name.original === 'ChatpayTransaction')).toBe(false);
  });

  it('gives every answer type an example from the contract (test fixtures start from it)', () => {
    const answers = model.types.filter((t) => t.usage.output);
    expect(answers.filter((t) => t.example === undefined).map((t) => t.name.original)).toEqual([]);
    // The first example that reaches the type: here the order inside the first list answer.
    expect(model.types.find((t) => t.name.original === 'Order')?.example).toMatchObject({ order_no: expect.stringMatching(/^ORD/) });
    expect(model.types.find((t) => t.name.original === 'ErrorDetail')?.example).toMatchObject({ type: 'invalid_request_error' });
    expect(model.types.find((t) => t.name.original === 'ChatCompletionChunk')?.example).toMatchObject({ object: 'chat.completion.chunk' });
  });

  it('maps error statuses to the kinds of the runtime rules', () => {
    expect(errorKindFor(model.runtime, 404)?.name).toBe('NotFound');
    expect(errorKindFor(model.runtime, 503)?.name).toBe('InternalServer');
    expect(errorKindFor(model.runtime, 418)).toBeUndefined();
    const cancel = method('orders', 'cancel');
    expect(cancel.errors.find((e) => e.status === 409)).toMatchObject({ kind: { name: 'Conflict' }, codes: ['order_not_cancellable', 'order_not_deletable'] });
  });

  it('reads the runtime rules', () => {
    expect(model.runtime).toMatchObject({
      timeoutSeconds: 60,
      maxRetries: 2,
      retry: { statuses: [408, 429, 500, 502, 503, 504], backoff: { initialSeconds: 0.5, multiplier: 2, maxSeconds: 8, jitter: 0.25 }, retryAfter: { sources: ['retry-after-ms', 'retry-after'], maxSeconds: 60, aboveMax: 'fail' } },
      idempotency: { header: 'Idempotency-Key', key: 'uuid4' },
      session: { schema: 'AuthSession', refresh: { onStatus: 401, operation: 'unifiedLogin', body: { mode: 'refresh', refresh_token: '{refresh_token}' } } },
      log: { levels: ['off', 'info', 'debug'], redacted: '[redacted]' },
    });
    expect(model.runtime.log.format).toContain('{request_id}');
    expect(model.runtime.clientErrors.map((e) => [e.name, e.parent])).toEqual([
      ['APIConnection', undefined],
      ['APITimeout', 'APIConnection'],
      ['APIUserAbort', undefined],
      ['APIResponseValidation', undefined],
      ['InvalidArgument', undefined],
    ]);
  });

  it('attaches a runnable example (or the reason there is none) to every method', () => {
    expect(method('orders', 'cancel').docExample.setup).toEqual([
      { resource: 'payments', method: 'create', params: { package_id: 'pkg_vip30d00000001', provider: 'chatpay' }, as: 'payment' },
    ]);
    expect(method('orders', 'cancel').docExample.call.params).toEqual({ order_no: { from: 'payment', path: ['order', 'order_no'] } });
    expect(method('packages', 'list').docExample).toEqual({ runnable: true, setup: [], call: { resource: 'packages', method: 'list', params: { type: 'all' } } });
    expect(method('notifications', 'chatpay').docExample).toMatchObject({ runnable: false, reason: expect.stringContaining('signed') });
  });
});

describe('contract mistakes the model refuses', () => {
  it('an inline object without a name', () => {
    expect(withContract((doc) => (doc.components.schemas.Order.properties.package = { type: 'object', properties: { id: { type: 'string' } } }))).toThrow(/components.schemas.Order.package: an inline object has no name/);
  });
  it('an inline enum of several values', () => {
    expect(withContract((doc) => (doc.components.schemas.Order.properties.provider = { type: 'string', enum: ['a', 'b'] }))).toThrow(/components.schemas.Order.provider: an inline enum of several values has no name/);
  });
  it('a fixed parameter with a default', () => {
    expect(withContract((doc) => (doc.paths['/api/ai/router'].get.parameters[0].schema.default = 'models'))).toThrow(/must not have a default/);
  });
  it('a union variant whose discriminator is not its fixed value', () => {
    expect(withContract((doc) => (doc.components.schemas.SmsLoginRequest.properties.mode.enum = ['password']))).toThrow(/must require mode as the single-value enum \[sms\]/);
  });
  it('an unknown Retry-After source, and a missing rules block', () => {
    expect(withContract((doc) => (doc['x-sdk-runtime'].retry.retry_after.sources = ['retry-after-minutes']))).toThrow(/unknown header/);
    expect(withContract((doc) => delete doc['x-sdk-runtime'])).toThrow(/x-sdk-runtime block/);
  });
  it('a log format without a field, and a client error with an unknown parent', () => {
    expect(withContract((doc) => (doc['x-sdk-runtime'].log.format = '{method} {path}'))).toThrow(/does not show the field status/);
    expect(withContract((doc) => (doc['x-sdk-runtime'].client_errors[1].parent = 'Nope'))).toThrow(/parent Nope is not a client error/);
  });
  it('an x-sdk-actions value outside the field enum', () => {
    expect(withContract((doc) => (doc.paths['/api/user/orders'].post['x-sdk-actions'][0].value = 'archive'))).toThrow(/not in OrderAction/);
  });
  it('two methods of one resource with one name', () => {
    expect(withContract((doc) => (doc.paths['/api/user/packages'].get.tags = ['orders']))).toThrow(/two methods named list/);
  });
});
