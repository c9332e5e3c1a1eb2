// The mock's front on another contract (openapi/fixtures/shapes.yaml, the shapes a next release may add), as
// tests/shapes starts it (startPrism({ contract })): CORS preflights from the contract's operations, the same
// answer the reference server gives (for the fixture and for 3.4.0, whose values stay GET, POST); the media
// types an operation declares (a multipart upload with a file part and an array of parts reaches Prism's
// answer), anything else refused in the contract's error body; a nullable reference read as the SDK model and
// the reference server read it; its sandbox (faults, request log) as on the real contract.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFront } from '../../mock-server/prism-front/front.ts';
import { prismDocument } from '../../mock-server/prism-front/prism-document.ts';
import { buildApp } from '../../mock-server/reference/src/app.ts';
import { apiHandlers } from '../../mock-server/reference/src/handlers/index.ts';
import type { AnyHandler } from '../../mock-server/reference/src/handlers/types.ts';
import { deref, operations, readContract } from '../../openapi/lib/contract.ts';
import { schemaErrors } from '../../openapi/lib/schema-errors.ts';
import { CONTRACT, ROOT } from '../../scripts/lib/paths.ts';
import { freePort, startPrism, type RunningServer } from '../../scripts/lib/servers.ts';

const FIXTURE = join(ROOT, 'openapi', 'fixtures', 'shapes.yaml');
const fixture = readContract(FIXTURE);
const errorSchema = deref(fixture.components.schemas.Error, fixture);
const TOKEN = { authorization: 'Bearer at_0000000000000000' };
const UPLOAD = '/api/widgets/wgt_0000000000000001/attachments';

let mock: RunningServer;
let realFront: { url: string; close: () => Promise<void> };
let reference: { fixture: FastifyInstance; real: FastifyInstance };
beforeAll(async () => {
  const stub: AnyHandler = async () => ({});
  const handlers = Object.fromEntries(operations(fixture).filter((o) => !apiHandlers[o.operationId]).map((o) => [o.operationId, stub]));
  // The front on the real contract answers preflights without Prism (a preflight never reaches it).
  const front = createFront({ contract: CONTRACT, upstream: () => Promise.reject(new Error('no Prism here')), log: () => undefined });
  const port = await freePort();
  await new Promise<void>((resolve) => front.listen(port, '127.0.0.1', resolve));
  realFront = { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => (front.closeAllConnections(), front.close(() => r()))) };
  [mock, reference] = await Promise.all([
    startPrism({ contract: FIXTURE }),
    Promise.all([buildApp({ contract: FIXTURE, handlers }), buildApp()]).then(([f, r]) => ({ fixture: f, real: r })),
  ]);
});
afterAll(async () => {
  await Promise.all([mock?.stop(), realFront?.close(), reference?.fixture.close(), reference?.real.close()]);
});

const CORS_HEADERS = ['access-control-allow-origin', 'access-control-expose-headers', 'access-control-allow-methods', 'access-control-allow-headers', 'access-control-max-age'];

/** A preflight's status and CORS headers, from the front (over HTTP) and from the reference server (inject). */
async function preflights(frontUrl: string, app: FastifyInstance, path: string, method: string, asked = 'authorization, content-type, x-orbit-client') {
  const headers = { origin: 'https://app.example', 'access-control-request-method': method, 'access-control-request-headers': asked };
  const viaFront = await fetch(frontUrl + path, { method: 'OPTIONS', headers });
  const viaReference = await app.inject({ method: 'OPTIONS', url: path, headers });
  const pick = (get: (name: string) => unknown): Record<string, unknown> => Object.fromEntries(CORS_HEADERS.map((h) => [h, get(h) ?? null]));
  const fromFront: Record<string, unknown> = { status: viaFront.status, ...pick((h) => viaFront.headers.get(h)) };
  const fromReference: Record<string, unknown> = { status: viaReference.statusCode, ...pick((h) => viaReference.headers[h]) };
  return { front: fromFront, reference: fromReference };
}

describe('CORS preflights, the same from both servers', () => {
  test('on the fixture: PUT, PATCH and DELETE operations, templated paths', async () => {
    for (const [path, method] of [
      ['/api/widgets/wgt_0000000000000001/labels/colour', 'PUT'],
      ['/api/widgets/wgt_0000000000000001', 'PATCH'],
      ['/api/widgets/wgt_0000000000000001', 'DELETE'],
      [UPLOAD, 'POST'],
    ] as const) {
      const { front, reference: ref } = await preflights(mock.url, reference.fixture, path, method);
      expect(front, `${method} ${path}`).toEqual({
        status: 204,
        'access-control-allow-origin': '*',
        'access-control-expose-headers': 'X-Request-Id, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Idempotent-Replayed',
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers': 'Authorization, Content-Type, X-Orbit-Client',
        'access-control-max-age': '600',
      });
      expect(ref, `${method} ${path}`).toEqual(front);
    }
  });

  test("on the real contract: 3.4.0's methods stay GET, POST", async () => {
    const { front, reference: ref } = await preflights(realFront.url, reference.real, '/api/pay/create', 'POST');
    expect(front).toMatchObject({
      status: 204,
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers':
        'Authorization, Content-Type, Idempotency-Key, Wechatpay-Timestamp, Wechatpay-Nonce, Wechatpay-Signature, Wechatpay-Serial, Wechatpay-Signature-Type, X-Orbit-Client',
    });
    expect(ref).toEqual(front);
  });

  test('the sandbox header when asked, on the sandbox paths with their methods; 404 off the contract', async () => {
    const asked = 'content-type, orbit-sandbox';
    const sandbox = await preflights(mock.url, reference.fixture, '/__sandbox/faults', 'POST', asked);
    expect(sandbox.front).toMatchObject({ status: 204, 'access-control-allow-methods': 'GET, POST, PUT, DELETE', 'access-control-allow-headers': 'Authorization, Content-Type, X-Orbit-Client, Orbit-Sandbox' });
    expect(sandbox.reference).toEqual(sandbox.front);
    const widget = await preflights(mock.url, reference.fixture, '/api/widgets', 'GET', asked);
    expect(widget.front['access-control-allow-headers']).toBe('Authorization, Content-Type, X-Orbit-Client, Orbit-Sandbox');
    expect(widget.reference).toEqual(widget.front);
    for (const path of ['/api/widgets/wgt_0000000000000001/labels', '/api/user/orders']) {
      const off = await preflights(mock.url, reference.fixture, path, 'PUT');
      expect(off.front.status, path).toBe(404);
      expect(off.reference.status, path).toBe(404);
    }
  });

  test('answers carry the convention, not Prism\'s own CORS (which echoes the origin with credentials)', async () => {
    const answer = await fetch(`${mock.url}/api/widgets/wgt_0000000000000001`, { headers: { ...TOKEN, origin: 'https://app.example' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('access-control-expose-headers')).toBe('X-Request-Id, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Idempotent-Replayed');
  });
});

function upload(parts: (form: FormData) => void, headers: Record<string, string> = {}): Promise<Response> {
  const form = new FormData();
  parts(form);
  return fetch(mock.url + UPLOAD, { method: 'POST', body: form, headers: { ...TOKEN, ...headers } });
}

const file = (form: FormData) => form.append('file', new Blob(['hello widget'], { type: 'text/plain' }), 'notes.txt');

async function refusal(answer: Response) {
  const body = await answer.json();
  expect(answer.status, JSON.stringify(body)).toBe(400);
  expect(schemaErrors(errorSchema, body)).toBeNull();
  expect(body.error.request_id).toBe(answer.headers.get('x-request-id'));
  return body.error;
}

describe('the media types an operation declares', () => {
  test('a multipart upload with a file part, text parts and an array of parts gets the operation\'s answer', async () => {
    const answer = await upload((form) => {
      file(form);
      form.append('purpose', 'manual');
      form.append('note', 'first');
      form.append('tags', 'a');
      form.append('tags', 'b');
    });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ id: 'att_0000000000000001', filename: 'notes.txt' });
  });

  test('a multipart body that breaks the schema: the contract\'s 400 naming the part', async () => {
    expect(await refusal(await upload((form) => form.append('purpose', 'manual')))).toMatchObject({ code: 'missing_parameter', param: 'file' });
    expect(await refusal(await upload((form) => (file(form), form.append('purpose', 'poster'))))).toMatchObject({ code: 'invalid_parameter', param: 'purpose' });
    expect(await refusal(await upload((form) => (file(form), form.append('purpose', 'manual'), form.append('colour', 'red'))))).toMatchObject({ code: 'unknown_parameter', param: 'colour' });
    expect(await refusal(await upload((form) => (file(form), form.append('purpose', 'manual'), form.append('purpose', 'photo'))))).toMatchObject({ code: 'invalid_parameter', param: 'purpose' });
    const many = (form: FormData) => (file(form), form.append('purpose', 'manual'), Array.from({ length: 11 }, (_, i) => form.append('tags', `t${i}`)));
    expect(await refusal(await upload(many))).toMatchObject({ code: 'invalid_parameter', param: 'tags' });
  });

  test('other media types, a multipart body without its boundary or broken: 400 invalid_parameter', async () => {
    const send = (body: string, type: string) => fetch(mock.url + UPLOAD, { method: 'POST', body, headers: { ...TOKEN, 'content-type': type } });
    expect(await refusal(await send('{"purpose":"manual"}', 'application/json'))).toMatchObject({ code: 'invalid_parameter', param: 'Content-Type', message: 'Send the request body as multipart/form-data' });
    expect(await refusal(await send('--b\r\n', 'multipart/form-data'))).toMatchObject({ code: 'invalid_parameter', param: 'Content-Type' });
    expect(await refusal(await send('not multipart at all', 'multipart/form-data; boundary=b'))).toMatchObject({ code: 'invalid_parameter' });
    // A JSON operation still refuses a multipart body (and any media type it does not declare).
    const form = new FormData();
    form.append('name', 'x');
    for (const body of [form, new URLSearchParams({ name: 'x' })]) {
      const toJsonOperation = await fetch(`${mock.url}/api/widgets`, { method: 'POST', body, headers: TOKEN });
      expect(await refusal(toJsonOperation)).toMatchObject({ code: 'invalid_parameter', param: 'Content-Type', message: 'Send the request body as application/json (UTF-8)' });
    }
  });
});

describe('what Prism reads wrong, said for Prism in the copy it serves', () => {
  test('a nullable enum field takes null or one of its values, and the body is still validated (bare Prism validates none)', async () => {
    const patch = (body: object) => fetch(`${mock.url}/api/widgets/wgt_0000000000000001`, { method: 'PATCH', headers: { ...TOKEN, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    for (const body of [{ priority: null }, { priority: 2 }, { nickname: null }]) expect((await patch(body)).status, JSON.stringify(body)).toBe(200);
    for (const body of [{ priority: 9 }, { priority: 'high' }, { colour: 'red' }, { name: 5 }]) expect((await patch(body)).status, JSON.stringify(body)).toBe(400);
  });

  test('the copy: a nullable enum without its listed null, a nullable reference as anyOf null; the real contract needs none', () => {
    const ref = { $ref: '#/components/schemas/Level' };
    const doc = {
      paths: {},
      components: {
        schemas: {
          Level: { type: 'integer', nullable: true, enum: [1, 2, null], example: null },
          Patch: { type: 'object', properties: { level: { type: 'integer', nullable: true, allOf: [ref], description: 'd' }, example: { type: 'string', nullable: true } } },
        },
      },
    };
    expect(prismDocument(doc).components.schemas).toEqual({
      Level: { type: 'integer', nullable: true, enum: [1, 2], example: null },
      Patch: { type: 'object', properties: { level: { description: 'd', anyOf: [{ type: 'null' }, { type: 'integer', allOf: [ref] }] }, example: { type: 'string', nullable: true } } },
    });
    expect(prismDocument(readContract(CONTRACT))).toBeUndefined();
  });
});

describe('the sandbox on the fixture', () => {
  test('a queued fault answers the upload, and the request log records it', async () => {
    const world = { 'orbit-sandbox': 'front-contracts' };
    const queued = await fetch(`${mock.url}/__sandbox/faults`, { method: 'POST', headers: { ...world, 'content-type': 'application/json' }, body: JSON.stringify({ operation_id: 'uploadWidgetAttachment', status: 503 }) });
    expect(queued.status).toBe(201);
    const faulted = await upload((form) => (file(form), form.append('purpose', 'manual')), world);
    expect(faulted.status).toBe(503);
    expect((await faulted.json()).error.code).toBe('service_unavailable');
    const log = await (await fetch(`${mock.url}/__sandbox/requests?operation_id=uploadWidgetAttachment`, { headers: world })).json();
    expect(log.items.map((r: { method: string; path: string; status: number }) => `${r.method} ${r.path} ${r.status}`)).toEqual([`POST ${UPLOAD} 503`]);
  });
});
