// Issue 20: what the anchors (openai-node and its kin) let a user do, and the defects an outside
// integrator found. A fetch stand-in records what the core sends; nothing leaves the process.
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_ELSEWHERE, IDEMPOTENCY_HEADER } from '../src/generated/constants';
import { APIResponseValidationError, APIUserAbortError, BinaryResponse, InvalidArgumentError, Orbit, Page, Stream } from '../src/index';
import { answer, errorAnswer, responseExample, SESSION, scriptedFetch, type Scripted } from './helpers';

const ORDER_LIST = responseExample('listOrders');

function client(script: (index: number) => Scripted = () => answer(200, ORDER_LIST), options: ConstructorParameters<typeof Orbit>[0] = {}) {
  const { fetch, calls } = scriptedFetch((_, index) => script(index));
  return { client: new Orbit({ baseURL: 'http://orbit.test', accessToken: 'at_x', apiKey: 'sk_test_x', maxRetries: 0, ...options, fetch }), calls };
}

describe('an idempotency key where no money moves (defect 3)', () => {
  it('is refused before sending, naming the option, as the contract rule says', async () => {
    expect(IDEMPOTENCY_ELSEWHERE).toBe('refuse');
    const { client: c, calls } = client();
    const error = await c.orders.list({}, { idempotencyKey: 'k-1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as InvalidArgumentError).param).toBe('idempotencyKey');
    expect((error as Error).message).toContain('listOrders');
    expect(calls).toHaveLength(0);
  });

  it('is still sent by a money-moving operation', async () => {
    const { client: c, calls } = client(() => answer(200, responseExample('createPayment')));
    await c.payments.create({ package_id: 'pkg_vip30d00000001', provider: 'chatpay' }, { idempotencyKey: 'k-2' });
    expect(calls[0]!.headers.get(IDEMPOTENCY_HEADER)).toBe('k-2');
  });
});

describe('an answer of the wrong shape (defect 4)', () => {
  const rejected = (promise: Promise<unknown>) => promise.then(() => undefined, (e: unknown) => e) as Promise<APIResponseValidationError>;

  it('an orders list whose items is not a list fails list() and listAutoPaging() with APIResponseValidationError', async () => {
    const { client: c } = client(() => answer(200, { ...ORDER_LIST, items: 'none' }));
    const error = await rejected(c.orders.list());
    expect(error).toBeInstanceOf(APIResponseValidationError);
    expect(error.message).toMatch(/items: must be an array, got a string/);
    expect(error).toMatchObject({ status: 200, requestId: 'req_TEST0000000001', body: { ...ORDER_LIST, items: 'none' } });
    expect(await rejected(c.orders.listAutoPaging().toArray())).toBeInstanceOf(APIResponseValidationError);
  });

  it('checks every documented field down the tree: JSON kind and presence', async () => {
    const order = ORDER_LIST.items[0];
    const { amount, ...withoutAmount } = order;
    const cases: [unknown, RegExp][] = [
      [{ ...ORDER_LIST, items: [{ ...order, amount: { ...amount, amount: '100' } }] }, /items\[0\]\.amount\.amount: must be a number/],
      [{ ...ORDER_LIST, items: [withoutAmount] }, /items\[0\]\.amount: is required/],
      [{ ...ORDER_LIST, has_more: 'no' }, /has_more: must be true or false/],
      [[], /answer: must be an object/],
    ];
    for (const [body, message] of cases) {
      const { client: c } = client(() => answer(200, body));
      expect((await rejected(c.orders.list())).message).toMatch(message);
    }
  });

  it('lets through what a newer service adds: unknown fields and enum values', async () => {
    const newer = { ...ORDER_LIST, cursor: 'c1', items: [{ ...ORDER_LIST.items[0], status: 'disputed', dispute: {} }] };
    const { client: c } = client(() => answer(200, newer));
    expect(JSON.parse(JSON.stringify(await c.orders.list()))).toEqual(newer);
  });

  it('checks each streamed chunk', async () => {
    const chunk = { id: 'cmpl_1', object: 'chat.completion.chunk', model: 'orbit-chat-1', created_at: '2026-05-26T12:00:00Z', choices: [{ index: 0, delta: { content: 'hi' } }] };
    const sse = (...events: unknown[]) => new Response(events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('') + 'data: [DONE]\n\n', { headers: { 'Content-Type': 'text/event-stream' } });
    const { client: c } = client(() => sse(chunk, { ...chunk, choices: 'x' }));
    const stream = await c.generation.createChatCompletion({ prompt: 'hi', stream: true });
    const seen: unknown[] = [];
    const error = await rejected((async () => { for await (const got of stream) seen.push(got); })());
    expect(seen).toEqual([chunk]);
    expect(error).toBeInstanceOf(APIResponseValidationError);
    expect(error.message).toMatch(/choices: must be an array/);
  });
});

const chunkOf = (content: string) => ({ id: 'cmpl_1', object: 'chat.completion.chunk', model: 'orbit-chat-1', created_at: '2026-05-26T12:00:00Z', choices: [{ index: 0, delta: { content } }] });

describe('a copy of the client with other options (withOptions)', () => {
  it('shares the session both ways: a renewal through the copy is used by the original, and concurrent renewals are one', async () => {
    const OLD = SESSION(1);
    const NEW = SESSION(2);
    let refreshes = 0;
    const { fetch, calls } = scriptedFetch((call) => {
      if (call.url.pathname === '/api/auth/unified_login') {
        refreshes++;
        return call.body.refresh_token === OLD.refresh_token ? answer(200, NEW) : errorAnswer(401, 'authentication_error', 'refresh_token_reused');
      }
      return call.headers.get('authorization') === `Bearer ${NEW.access_token}` ? answer(200, ORDER_LIST) : errorAnswer(401, 'authentication_error', 'token_expired');
    });
    const original = new Orbit({ baseURL: 'http://orbit.test', accessToken: OLD.access_token, refreshToken: OLD.refresh_token, fetch });
    const copy = original.withOptions({ maxRetries: 0, timeout: 5_000, defaultHeaders: { 'X-Team': 'a' } });
    await Promise.all([copy.orders.list(), original.orders.list()]);
    expect(refreshes).toBe(1); // the rotating refresh token is used once, not once per client
    expect([original.accessToken, copy.accessToken, original.refreshToken]).toEqual([NEW.access_token, NEW.access_token, NEW.refresh_token]);
    await original.orders.list();
    expect(calls.at(-1)!.headers.get('authorization')).toBe(`Bearer ${NEW.access_token}`);
    expect(calls.filter((c) => c.headers.get('x-team') === 'a').length).toBeGreaterThan(0);
  });

  it('adds its default headers to the original\'s; null removes one', async () => {
    const { client: c, calls } = client(() => answer(200, ORDER_LIST), { defaultHeaders: { 'Orbit-Sandbox': 'run-1', 'X-Team': 'a' } });
    await c.withOptions({ defaultHeaders: { 'X-Trace': 't', 'X-Team': null } }).orders.list();
    await c.orders.list();
    expect([calls[0]!.headers.get('orbit-sandbox'), calls[0]!.headers.get('x-trace'), calls[0]!.headers.get('x-team')]).toEqual(['run-1', 't', null]);
    expect([calls[1]!.headers.get('x-trace'), calls[1]!.headers.get('x-team')]).toEqual([null, 'a']);
  });

  it('takes a per-call API key for the API-key operations only, leaving the client\'s', async () => {
    const { client: c, calls } = client(() => answer(200, responseExample('createChatCompletion')));
    await c.generation.createChatCompletion({ prompt: 'hi' }, { apiKey: 'sk_test_other' });
    await c.generation.createChatCompletion({ prompt: 'hi' });
    expect(calls.map((call) => call.headers.get('authorization'))).toEqual(['Bearer sk_test_other', 'Bearer sk_test_x']);
    const refused = await c.orders.list({}, { apiKey: 'sk_test_other' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ kind: 'InvalidArgument', param: 'apiKey' });
    expect(calls).toHaveLength(2);
  });
});

describe('fields newer than the SDK', () => {
  it('query and body options merge over the parameters of the same name', async () => {
    const { client: c, calls } = client(() => answer(200, responseExample('createChatCompletion')));
    await c.generation.createChatCompletion({ prompt: 'hi', temperature: 1 }, { query: { beta: 'true' }, body: { temperature: 0.2, seed: 7 } });
    expect(calls[0]!.url.search).toBe('?beta=true');
    expect(calls[0]!.body).toMatchObject({ prompt: 'hi', temperature: 0.2, seed: 7 });
  });

  it('an operation without a JSON body refuses extra body fields instead of dropping them', async () => {
    const { client: c, calls } = client();
    expect(await c.orders.list({}, { body: { x: 1 } }).catch((e: unknown) => e)).toMatchObject({ kind: 'InvalidArgument', param: 'body' });
    expect(calls).toHaveLength(0);
  });
});

describe('pages as well as items', () => {
  const page = (n: number, last: number) => ({ ...ORDER_LIST, page: n, limit: 1, total: last, has_more: n < last, items: [{ ...ORDER_LIST.items[0], order_no: `ORD2026052608300000000${n}` }] });

  it('firstPage(), hasNextPage(), getNextPage() and iterPages() walk the pages, each fetched when asked for', async () => {
    const { client: c, calls } = client(() => answer(200, page(Number(calls.at(-1)!.url.searchParams.get('page')), 3)));
    const pager = c.orders.listAutoPaging({ limit: 1 });
    let current = await pager.firstPage();
    expect(current).toBeInstanceOf(Page);
    expect(calls).toHaveLength(1);
    const seen = [current.items[0]!.order_no];
    while (current.hasNextPage()) {
      current = await current.getNextPage();
      seen.push(current.items[0]!.order_no);
    }
    expect(seen).toEqual(['ORD20260526083000000001', 'ORD20260526083000000002', 'ORD20260526083000000003']);
    expect(current.data.page).toBe(3);
    expect(current.data._requestId).toBe('req_TEST0000000001');
    await expect(current.getNextPage()).rejects.toBeInstanceOf(InvalidArgumentError);
    const numbers: number[] = [];
    for await (const p of pager.iterPages()) numbers.push(p.data.page);
    expect(numbers).toEqual([1, 2, 3]);
    expect(calls).toHaveLength(6);
  });
});

describe('the response behind every result', () => {
  it('withResponse() gives status and headers for JSON, streamed and binary results', async () => {
    const { client: c } = client((i) =>
      i === 0
        ? answer(200, ORDER_LIST, { 'X-RateLimit-Remaining': '9' })
        : i === 1
          ? new Response(`data: ${JSON.stringify(chunkOf('a'))}\n\ndata: [DONE]\n\n`, { headers: { 'Content-Type': 'text/event-stream', 'X-Request-Id': 'req_S' } })
          : new Response(new Uint8Array([82, 73, 70, 70]), { headers: { 'Content-Type': 'audio/wav', 'X-Request-Id': 'req_B' } }),
    );
    const json = await c.orders.list().withResponse();
    expect([json.response.status, json.response.headers.get('x-ratelimit-remaining'), json.data.total]).toEqual([200, '9', ORDER_LIST.total]);
    const streamed = await c.generation.createChatCompletion({ prompt: 'hi', stream: true }).withResponse();
    expect(streamed.data).toBeInstanceOf(Stream);
    expect([streamed.response.headers.get('content-type'), streamed.requestId]).toEqual(['text/event-stream', 'req_S']);
    const speech = await c.generation.createSpeech({ input: 'hi', voice: 'aurora' }).withResponse();
    expect(speech.data).toBeInstanceOf(BinaryResponse);
    expect([speech.response.status, speech.requestId, [...(await speech.data.bytes())]]).toEqual([200, 'req_B', [82, 73, 70, 70]]);
  });
});

describe('cancellation with an AbortSignal', () => {
  it('aborting an open stream stops its chunks at once and throws APIUserAbortError', async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const text of ['one', 'two', 'three']) controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunkOf(text))}\n\n`));
      }, // and never ends on its own
    });
    const { client: c } = client(() => new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }));
    const controller = new AbortController();
    const stream = await c.generation.createChatCompletion({ prompt: 'hi', stream: true }, { signal: controller.signal });
    const chunks: string[] = [];
    const error = await (async () => {
      for await (const chunk of stream) {
        chunks.push(chunk.choices[0]!.delta.content!);
        if (chunks.length === 1) controller.abort();
      }
    })().catch((e: unknown) => e);
    expect(chunks).toEqual(['one']); // the two chunks already received are not yielded
    expect(error).toBeInstanceOf(APIUserAbortError);
  });
});
