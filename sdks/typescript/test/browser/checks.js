// Checks of the built ESM bundle (dist/index.js) in a real browser, run by scripts/browser.ts: every
// request is a real cross-origin fetch from this page's origin to the servers, so CORS (preflights,
// exposed headers) is exercised as in a web app. Node calls window.orbitChecks(config) through
// page.evaluate and prints the results; nothing here decides the exit status on its own.
import * as sdk from 'orbit-sdk';

const { Orbit, NotFoundError, BinaryResponse, OrbitError } = sdk;

class CheckError extends Error {}
function assert(condition, message) {
  if (!condition) throw new CheckError(message);
}
function equal(actual, expected, what) {
  assert(actual === expected, `${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/** Runs every check; resolves with [{ name, ok, error?, ms }] and never rejects. */
async function orbitChecks({ prism, reference, echo, demo }) {
  const results = [];
  async function check(name, fn) {
    const start = performance.now();
    let timer;
    try {
      // A hung request fails its check instead of stalling the others.
      await Promise.race([fn(), new Promise((_, reject) => (timer = setTimeout(() => reject(new CheckError('no result within 15 s')), 15_000)))]);
      results.push({ name, ok: true, ms: Math.round(performance.now() - start) });
    } catch (error) {
      const detail = error instanceof CheckError ? error.message : `${error && error.name}: ${error && error.message}${error && error.stack ? `\n${error.stack}` : ''}`;
      results.push({ name, ok: false, error: detail, ms: Math.round(performance.now() - start) });
    } finally {
      clearTimeout(timer);
    }
  }

  await check('the page is a browser on another origin than the APIs', () => {
    assert(typeof window === 'object' && typeof document === 'object', 'no window/document');
    assert(typeof process === 'undefined', 'a Node.js process global leaked into the page');
    for (const url of [prism, reference, echo]) assert(new URL(url).origin !== location.origin, `${url} is same-origin with the page`);
  });

  // Against Prism (the contract's examples).
  const mock = new Orbit({ baseURL: prism, maxRetries: 0 });
  await check('Prism: ai.listModels (public) with the request id from the exposed header', async () => {
    const models = await mock.ai.listModels();
    equal(models.items[0].id, 'orbit-chat-1', 'first model');
    equal(models._requestId, 'req_5Q7S9U1W3Y5A7C9E', '_requestId');
  });
  await check('Prism: auth.userLogin stores the token, then orders.list sends it', async () => {
    const session = await mock.auth.userLogin({ account: demo.phone, password: 'correct horse battery' });
    assert(session.access_token, 'no access_token');
    equal(mock.accessToken, session.access_token, 'stored token');
    const page = await mock.orders.list({ page: 1, limit: 1 });
    equal(page.items[0].order_no, 'ORD20260526083000K7Q2M9XA', 'first order');
  });

  // Against the reference server (real rules, real CORS preflights).
  const client = new Orbit({ baseURL: reference, maxRetries: 0 });
  await check('reference: password login of the demo user, then orders.list (preflight for Authorization)', async () => {
    await client.auth.userLogin({ account: demo.phone, password: demo.password });
    assert(/^at_/.test(client.accessToken ?? ''), `access token ${client.accessToken}`);
    const page = await client.orders.list({ limit: 10 });
    const numbers = page.items.map((order) => order.order_no);
    assert(numbers.includes('ORD20260101000000DEMO0001'), `orders: ${numbers.join(', ')}`);
    assert(/^req_[A-Za-z0-9]{24}$/.test(page._requestId ?? ''), `_requestId ${page._requestId} (X-Request-Id not exposed?)`);
  });
  await check('reference: cancelling an unknown order throws NotFoundError with requestId from X-Request-Id', async () => {
    let caught;
    try {
      await client.orders.cancel({ order_no: 'ORD20260101000000NOPE9999' });
    } catch (error) {
      caught = error;
    }
    assert(caught instanceof NotFoundError, `expected NotFoundError, got ${caught && caught.name}: ${caught && caught.message}`);
    equal(caught.status, 404, 'status');
    equal(caught.code, 'order_not_found', 'code');
    const header = caught.headers.get('x-request-id');
    assert(/^req_[A-Za-z0-9]{24}$/.test(header ?? ''), `X-Request-Id readable by the page: ${header}`);
    equal(caught.requestId, header, 'requestId');
    equal(caught.body.error.request_id, header, 'request_id of the body');
  });
  await check('reference: streamed chat completion arrives in several chunks', async () => {
    const dev = new Orbit({ baseURL: reference, apiKey: demo.apiKey, maxRetries: 0 });
    const stream = await dev.generation.createChatCompletion({ prompt: 'Write a haiku about tea.', max_tokens: 16, stream: true });
    let chunks = 0;
    let text = '';
    for await (const chunk of stream) {
      chunks++;
      text += chunk.choices[0].delta.content || '';
    }
    assert(chunks > 1, `${chunks} chunk(s)`);
    assert(text.includes('You said: "Write a haiku about tea."'), `text ${JSON.stringify(text)}`);
  });
  await check('reference: speech arrives as WAV bytes (BinaryResponse, bytes and blob)', async () => {
    const dev = new Orbit({ baseURL: reference, apiKey: demo.apiKey, maxRetries: 0 });
    const audio = await dev.generation.createSpeech({ input: 'Hello there' });
    assert(audio instanceof BinaryResponse, 'not a BinaryResponse');
    equal(audio.contentType, 'audio/wav', 'content type');
    const bytes = await audio.bytes();
    const ascii = (from, to) => String.fromCharCode(...bytes.subarray(from, to));
    equal(ascii(0, 4), 'RIFF', 'bytes 0-3');
    equal(ascii(8, 12), 'WAVE', 'bytes 8-11');
    // 16 kHz, 16-bit mono, 60 ms per character: 11 characters are 21 120 bytes of samples.
    equal(bytes.length, 44 + 21120, 'length');
    const again = await dev.generation.createSpeech({ input: 'Hi' });
    const blob = await again.blob();
    equal(blob.type, 'audio/wav', 'blob type');
    assert(blob.size > 44, `blob size ${blob.size}`);
  });
  await check('reference: speech piped into a web WritableStream; writeToFile (Node only) rejects', async () => {
    const dev = new Orbit({ baseURL: reference, apiKey: demo.apiKey, maxRetries: 0 });
    let received = 0;
    const written = await (await dev.generation.createSpeech({ input: 'Hello there' })).pipeTo(
      new WritableStream({ write: (chunk) => void (received += chunk.byteLength) }),
    );
    equal(written, 44 + 21120, 'bytes reported by pipeTo');
    equal(received, written, 'bytes the WritableStream received');
    const audio = await dev.generation.createSpeech({ input: 'Hi' });
    let rejection;
    await audio.writeToFile('hi.wav').catch((error) => (rejection = error));
    assert(rejection, 'writeToFile resolved in a browser');
    assert(rejection instanceof OrbitError, `writeToFile rejected with ${rejection && rejection.name}, not OrbitError`);
  });

  // Against the loopback echo double: the telemetry header (what it received is checked by Node).
  await check('echo: a call with the telemetry header passes its preflight', async () => {
    const local = new Orbit({ baseURL: echo, maxRetries: 0 });
    assert(/^orbit-sdk-typescript\/\d+\.\d+\.\d+ \(chrome [\d.]+; linux\)$/.test(local.userAgent), `client header ${local.userAgent}`);
    const models = await local.ai.listModels();
    equal(models.items.length, 0, 'items');
  });
  return results;
}

window.orbitChecks = orbitChecks;
document.getElementById('status').textContent = 'ready';
