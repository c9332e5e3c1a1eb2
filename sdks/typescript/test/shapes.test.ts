// The request core's shapes (docs/sdk-design.md, "Shapes"), tested on the core itself with operation
// descriptors written here as a fixture contract's generator writes them (the real contract has none of
// these operations): null versus a field left out, the multipart encoder and its file sources, a file
// streamed without being held whole, which bodies may be sent again on a retry or a session renewal,
// the first-match rule of unions without a discriminator, integer enums, and cursor pages.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { asInvalidArgument, checkValue, prepareRequest } from '../src/core/arguments';
import type { OperationSpec, SchemaSpec } from '../src/core/operation';
import { multipart } from '../src/core/uploads';
import {
  APIConnectionError,
  AuthenticationError,
  AutoPager,
  InternalServerError,
  InvalidArgumentError,
  Orbit,
  toFile,
  UploadFile,
} from '../src/index';
import { fileFromPath } from '../src/node';
import { answer, errorAnswer, SESSION } from './helpers';
import { schemas as requestSchemas } from '../../../generators/typescript/checks.ts';
import { descriptors } from '../../../generators/typescript/resources.ts';
import { loadSdkModel } from '../../../generators/model/index.ts';
import { ROOT } from '../../../scripts/lib/paths.ts';

const tmp = mkdtempSync(join(tmpdir(), 'orbit-shapes-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The fixture contract's descriptors, as the generator makes them (openapi/fixtures/shapes.yaml). */
const model = loadSdkModel(join(ROOT, 'openapi', 'fixtures', 'shapes.yaml'));
const fixture = descriptors(model);
const WIDGET = 'wgt_0000000000000001';
const ops = {
  update: fixture.operations['widgets.update'] as unknown as OperationSpec,
  // Answers are checked against the real contract's answer types, which the fixture's `Attachment` is not among.
  // The generated descriptor names the encoder (`multipart: true` in the generator's data).
  upload: { ...fixture.operations['widgets.uploadAttachment'], multipart, result: undefined } as unknown as OperationSpec,
};
const schemas = fixture.schemas as unknown as Record<string, SchemaSpec>;
const answers = fixture.answers as unknown as Record<string, SchemaSpec>;
/** `Size` (a number or a `SizeLabel`) as a request would check it: the fixture sends it only in answers. */
const sizes = Object.fromEntries(requestSchemas(model, new Set(['Size']), false)) as unknown as Record<string, SchemaSpec>;

/** The message of the refusal `check` throws, as the InvalidArgumentError of a value at `root`; 'ok' when it passes. */
function refusal(check: () => void, root = ''): string {
  try {
    check();
    return 'ok';
  } catch (error) {
    return asInvalidArgument(error, root).message;
  }
}
/** A widget as the fixture contract's example answers it. */
const fixtureWidget = { id: 'wgt_0000000000000001', created_at: '2026-01-02T03:04:05Z', name: 'Round blue widget', priority: 2, shape: { radius: 1.5 }, labels: {} };

/** What a fetch received: the method, the headers and the whole body as text (read as fetch would send it). */
interface Received {
  method: string;
  headers: Headers;
  body: string;
  init: RequestInit;
}

/** A fetch that reads each request's body to its end, then answers what `script` says. */
function reading(script: (i: number) => Response | 'drop') {
  const received: Received[] = [];
  const fetch = async (_input: string | URL | Request, init: RequestInit = {}) => {
    const body = init.body === undefined ? '' : await new Response(init.body).text();
    received.push({ method: init.method ?? 'GET', headers: new Headers(init.headers), body, init });
    const outcome = script(received.length - 1);
    if (outcome === 'drop') throw new TypeError('fetch failed', { cause: new Error('socket hang up') });
    return outcome;
  };
  return { fetch: fetch as typeof globalThis.fetch, received };
}

/** A call of `spec` through the core of a client over `fetch`. */
function call(spec: OperationSpec, params: unknown, fetch: typeof globalThis.fetch, options: ConstructorParameters<typeof Orbit>[0] = {}) {
  const client = new Orbit({ baseURL: 'http://orbit.test', accessToken: 'at_x', fetch, ...options });
  return client.request<unknown>(spec, params);
}

const failure = (promise: PromiseLike<unknown>) => Promise.resolve(promise).then(() => undefined, (error: unknown) => error as Error);

/** The parts of a multipart body, parsed by the platform's own form-data reader. */
async function formParts(body: string | Blob | ReadableStream<Uint8Array>, type: string) {
  const form = await new Response(body, { headers: { 'content-type': type } }).formData();
  return Promise.all(
    [...form.entries()].map(async ([name, value]) => (typeof value === 'string' ? { name, value } : { name, filename: value.name, type: value.type, value: await value.text() })),
  );
}

describe('null versus a field left out', () => {
  it('null is sent for a nullable field; a field left out is not sent', () => {
    const cleared = prepareRequest(ops.update, { widget_id: WIDGET, name: 'Renamed', nickname: null }, schemas);
    expect(JSON.stringify(cleared.body)).toBe('{"name":"Renamed","nickname":null}');
    expect(prepareRequest(ops.update, { widget_id: WIDGET, priority: null }, schemas).body).toEqual({ priority: null });
    expect(prepareRequest(ops.update, { widget_id: WIDGET, nickname: undefined }, schemas).body).toEqual({});
    expect(prepareRequest(ops.update, { widget_id: WIDGET, nickname: 'Boxy', priority: 1 }, schemas).body).toEqual({ nickname: 'Boxy', priority: 1 });
  });

  it('null for a field that is not nullable means the same as leaving it out', () => {
    expect(prepareRequest(ops.update, { widget_id: WIDGET, name: null }, schemas).body).toEqual({});
  });

  it("a nullable field's value is still checked", () => {
    expect(() => prepareRequest(ops.update, { widget_id: WIDGET, nickname: 'x'.repeat(65) }, schemas)).toThrow(/nickname: must be at most 64/);
  });

  it('a required nullable field takes null, and is required all the same', () => {
    const spec: OperationSpec = { id: 'op', method: 'POST', path: '/x', auth: null, params: [{ name: 'ends_at', required: true, nullable: true }], body: true };
    expect(prepareRequest(spec, { ends_at: null }, schemas).body).toEqual({ ends_at: null });
    expect(() => prepareRequest(spec, {}, schemas)).toThrow(/ends_at: is required/);
  });

  it('an answer may carry null in a nullable field, even a required one', () => {
    const widget = { ...fixtureWidget, nickname: null, archived_at: null };
    expect(refusal(() => checkValue(widget, { ref: 'Widget' }, answers))).toBe('ok');
    expect(refusal(() => checkValue({ ...widget, archived_at: 3 }, { ref: 'Widget' }, answers))).toBe('archived_at: must be a string, got a number');
    const required = { W: { fields: [{ name: 'ends_at', required: true, nullable: true }] } };
    expect(refusal(() => checkValue({ ends_at: null }, { ref: 'W' }, required))).toBe('ok');
    expect(refusal(() => checkValue({}, { ref: 'W' }, required))).toBe('ends_at: is required');
  });
});

describe('unions without a discriminator: the first variant whose shape the value has', () => {
  const request = (value: unknown, type = 'Shape') => refusal(() => checkValue(value, { ref: type }, type === 'Size' ? sizes : schemas), 'shape');

  it('an object is the first variant whose required fields it holds, then checked as that variant', () => {
    expect(request({ radius: 1.5 })).toBe('ok');
    expect(request({ width: 2, height: 1 })).toBe('ok');
    expect(request({ radius: -1 })).toBe('shape.radius: must be at least 0');
    // Circle comes first and is closed: the rectangle's fields are not Circle's.
    expect(request({ radius: 1, width: 2, height: 1 })).toBe('shape.width: is not a parameter of this call');
  });

  it('a request value no variant matches is refused before sending', () => {
    expect(request({ width: 2 })).toBe('shape: must be one of Circle, Rectangle (Shape), got an object');
    expect(request('round')).toBe('shape: must be one of Circle, Rectangle (Shape), got a string');
  });

  it('scalars by their JSON kind, enums by their values', () => {
    expect(request(3, 'Size')).toBe('ok');
    expect(request('large', 'Size')).toBe('ok');
    expect(request('huge', 'Size')).toBe('shape: must be one of integer, SizeLabel (Size), got a string');
  });

  it('an answer keeps a value no variant matches as it came (a variant newer than the SDK)', () => {
    const shape = (value: unknown, type: string) => refusal(() => checkValue(value, { ref: type }, answers), 'shape');
    expect(shape('huge', 'Size')).toBe('ok');
    expect(shape({ sides: 5 }, 'Shape')).toBe('ok');
    // A value that has a variant's shape has that variant's documented types.
    expect(shape({ radius: 'big' }, 'Shape')).toBe('shape.radius: must be a number, got a string');
  });
});

describe('integer enums', () => {
  it('a value this version does not know passes, in answers and in requests', async () => {
    expect(refusal(() => checkValue({ ...fixtureWidget, priority: 7 }, { ref: 'Widget' }, answers))).toBe('ok');
    expect(refusal(() => checkValue({ ...fixtureWidget, priority: 'high' }, { ref: 'Widget' }, answers))).toBe('priority: must be a number, got a string');
    expect(prepareRequest(ops.update, { widget_id: WIDGET, priority: 7 }, schemas).body).toEqual({ priority: 7 });
    expect(() => prepareRequest(ops.update, { widget_id: WIDGET, priority: 'high' }, schemas)).toThrow(/priority: must be a number/);
  });
});

describe('the multipart encoder', () => {
  it('a file part with its name and type, text parts, one part per array item, JSON for an object', async () => {
    const form = multipart({
      file: toFile(new TextEncoder().encode('hello widget'), 'notes.txt', { type: 'text/plain' }),
      purpose: 'manual',
      tags: ['a', 'b'],
      flag: true,
      count: 3,
      meta: { colour: 'blue' },
      skipped: undefined,
    });
    expect(form.once).toBe(false);
    expect(form.type).toMatch(/^multipart\/form-data; boundary=orbit-[0-9a-f-]{36}$/);
    const boundary = form.type.split('boundary=')[1];
    const raw = await new Response(await form.open()).text();
    expect(raw).toBe(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="notes.txt"',
        'Content-Type: text/plain',
        '',
        'hello widget',
        `--${boundary}`,
        'Content-Disposition: form-data; name="purpose"',
        '',
        'manual',
        ...['a', 'b'].flatMap((t) => [`--${boundary}`, 'Content-Disposition: form-data; name="tags"', '', t]),
        `--${boundary}`,
        'Content-Disposition: form-data; name="flag"',
        '',
        'true',
        `--${boundary}`,
        'Content-Disposition: form-data; name="count"',
        '',
        '3',
        `--${boundary}`,
        'Content-Disposition: form-data; name="meta"',
        'Content-Type: application/json',
        '',
        '{"colour":"blue"}',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    );
    // And the platform's own multipart reader reads the same parts back.
    expect(await formParts(await form.open(), form.type)).toEqual([
      { name: 'file', filename: 'notes.txt', type: 'text/plain', value: 'hello widget' },
      { name: 'purpose', value: 'manual' },
      { name: 'tags', value: 'a' },
      { name: 'tags', value: 'b' },
      { name: 'flag', value: 'true' },
      { name: 'count', value: '3' },
      { name: 'meta', value: '{"colour":"blue"}' },
    ]);
  });

  it('every kind of file source; names and types from the source or given', async () => {
    const path = join(tmp, 'from-path.txt');
    writeFileSync(path, 'from a path');
    const form = multipart({
      blob: new Blob(['from a blob'], { type: 'text/plain' }),
      file: new File(['from a file'], 'named.txt', { type: 'text/markdown' }),
      bytes: new TextEncoder().encode('from bytes'),
      buffer: new TextEncoder().encode('from an ArrayBuffer').buffer,
      web: toFile(new Blob(['from a web stream']).stream(), 'web.txt'),
      node: toFile(Readable.from(['from a ', 'Node.js stream']), 'node.txt', { type: 'text/plain' }),
      path: fileFromPath(path),
      renamed: fileFromPath(path, { name: 'other.txt', type: 'text/plain' }),
    });
    expect(form.once).toBe(true);
    expect(await formParts(await form.open(), form.type)).toEqual([
      { name: 'blob', filename: 'file', type: 'text/plain', value: 'from a blob' },
      { name: 'file', filename: 'named.txt', type: 'text/markdown', value: 'from a file' },
      { name: 'bytes', filename: 'file', type: 'application/octet-stream', value: 'from bytes' },
      { name: 'buffer', filename: 'file', type: 'application/octet-stream', value: 'from an ArrayBuffer' },
      { name: 'web', filename: 'web.txt', type: 'application/octet-stream', value: 'from a web stream' },
      { name: 'node', filename: 'node.txt', type: 'text/plain', value: 'from a Node.js stream' },
      { name: 'path', filename: 'from-path.txt', type: 'application/octet-stream', value: 'from a path' },
      { name: 'renamed', filename: 'other.txt', type: 'text/plain', value: 'from a path' },
    ]);
  });

  it('text and Blobs only: one Blob, which every fetch sends as it is; anything else: a stream', async () => {
    const blobs = multipart({ file: new File(['from a file'], 'a.txt'), purpose: 'manual' });
    const body = await blobs.open();
    expect(body).toBeInstanceOf(Blob);
    expect(await formParts(body, blobs.type)).toEqual([
      { name: 'file', filename: 'a.txt', type: 'application/octet-stream', value: 'from a file' },
      { name: 'purpose', value: 'manual' },
    ]);
    expect(await multipart({ file: new Uint8Array([1]) }).open()).toBeInstanceOf(ReadableStream);
  });

  it('quotes and line breaks in names are escaped, as browsers do', async () => {
    const form = multipart({ 'a"b': toFile(new Uint8Array([1]), 'x"y\r\nz.bin') });
    const raw = await new Response(await form.open()).text();
    expect(raw).toContain('Content-Disposition: form-data; name="a%22b"; filename="x%22y%0D%0Az.bin"');
  });

  it('a file parameter refuses what is not a file; a path that is no readable file is refused before sending', async () => {
    const { fetch, received } = reading(() => answer(204, ''));
    const notFile = await failure(call(ops.upload, { widget_id: WIDGET, file: 'notes.txt', purpose: 'manual' }, fetch));
    expect(notFile).toBeInstanceOf(InvalidArgumentError);
    expect(notFile!.message).toBe('file: must be a file (an Uploadable), got a string');
    const missing = await failure(call(ops.upload, { widget_id: WIDGET, file: fileFromPath(join(tmp, 'missing.txt')), purpose: 'manual' }, fetch));
    expect(missing).toBeInstanceOf(InvalidArgumentError);
    expect(missing!.message).toContain('missing.txt cannot be read');
    const folder = await failure(call(ops.upload, { widget_id: WIDGET, file: fileFromPath(tmp), purpose: 'manual' }, fetch));
    expect(folder).toBeInstanceOf(InvalidArgumentError);
    expect(received).toHaveLength(0);
  });

  it('a call sends the parts with the multipart media type and a streamed body', async () => {
    const { fetch, received } = reading(() => answer(204, ''));
    await call(ops.upload, { widget_id: WIDGET, file: toFile(new TextEncoder().encode('hello'), 'a.txt'), purpose: 'manual', tags: ['x'] }, fetch);
    expect(received[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]!.init.body).toBeInstanceOf(ReadableStream);
    expect((received[0]!.init as { duplex?: string }).duplex).toBe('half');
    expect(await formParts(received[0]!.body, received[0]!.headers.get('content-type')!)).toEqual([
      { name: 'file', filename: 'a.txt', type: 'application/octet-stream', value: 'hello' },
      { name: 'purpose', value: 'manual' },
      { name: 'tags', value: 'x' },
    ]);
  });
});

describe('extra body fields of a multipart call', () => {
  it('the request option `body` adds parts, as it adds JSON fields elsewhere', async () => {
    const { fetch, received } = reading(() => answer(204, ''));
    const client = new Orbit({ baseURL: 'http://orbit.test', accessToken: 'at_x', fetch });
    await client.request(ops.upload, { widget_id: WIDGET, file: toFile(new Uint8Array([104, 105]), 'hi.txt'), purpose: 'manual' }, { body: { colour: 'blue', sizes: [1, 2] } });
    expect(await formParts(received[0]!.body, received[0]!.headers.get('content-type')!)).toEqual([
      { name: 'file', filename: 'hi.txt', type: 'application/octet-stream', value: 'hi' },
      { name: 'purpose', value: 'manual' },
      { name: 'colour', value: 'blue' },
      { name: 'sizes', value: '1' },
      { name: 'sizes', value: '2' },
    ]);
  });
});

describe('a file is streamed, never held whole', () => {
  it('64 MiB from a counting source reach the server while the SDK holds at most a few chunks of them', async () => {
    const CHUNK = 64 * 1024;
    const TOTAL = 64 * 1024 * 1024;
    let produced = 0;
    let received = 0;
    let ahead = 0;
    // A source that makes each chunk when it is asked for and records how far it is ahead of the server.
    async function* source(): AsyncGenerator<Uint8Array> {
      while (produced < TOTAL) {
        ahead = Math.max(ahead, produced - received);
        produced += CHUNK;
        yield new Uint8Array(CHUNK).fill(0x61);
      }
    }
    const server = createServer((req, res) => {
      req.on('data', (chunk: Buffer) => (received += chunk.length));
      req.on('end', () => {
        res.writeHead(204, { 'X-Request-Id': 'req_TEST0000000001' });
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const client = new Orbit({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, accessToken: 'at_x', maxRetries: 0 });
      await client.request(ops.upload, { widget_id: WIDGET, file: toFile(source(), 'big.bin'), purpose: 'other' });
    } finally {
      server.closeAllConnections();
      server.close();
    }
    expect(produced).toBe(TOTAL);
    expect(received).toBeGreaterThan(TOTAL);
    // The sockets' and fetch's buffers are all that lies between the source and the server (about 5 MiB here).
    expect(ahead).toBeLessThan(TOTAL / 4);
  });
});

describe('a body sent again on a retry only when its source can be read again', () => {
  const unavailable = () => errorAnswer(503, 'api_error', 'unavailable', { 'retry-after-ms': '0' });
  const bytes = new TextEncoder().encode('hello widget');

  it.each([
    ['bytes', () => toFile(bytes, 'a.txt')],
    ['a Blob', () => new File([bytes], 'a.txt')],
    ['a path', () => fileFromPath(join(tmp, 'a.txt'))],
  ])('%s: retried, each attempt sends the whole file', async (_what, file) => {
    writeFileSync(join(tmp, 'a.txt'), bytes);
    const { fetch, received } = reading((i) => (i === 0 ? unavailable() : answer(204, '')));
    await call(ops.upload, { widget_id: WIDGET, file: file(), purpose: 'manual' }, fetch);
    expect(received).toHaveLength(2);
    for (const r of received) expect((await formParts(r.body, r.headers.get('content-type')!))[0]).toMatchObject({ filename: 'a.txt', value: 'hello widget' });
    expect(received[1]!.body).toBe(received[0]!.body);
  });

  const stream = () => toFile(Readable.from([bytes]), 'a.txt');

  it('a stream: a status the SDK would retry raises that answer\'s error, saying why it was not sent again', async () => {
    const { fetch, received } = reading(() => unavailable());
    const error = await failure(call(ops.upload, { widget_id: WIDGET, file: stream(), purpose: 'manual' }, fetch));
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as InternalServerError).status).toBe(503);
    expect(error!.message).toBe("unavailable happened Not retried: the body's stream cannot be re-read.");
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toContain('hello widget');
  });

  it('a stream: a connection failure raises the connection error, saying why it was not sent again', async () => {
    const { fetch, received } = reading(() => 'drop');
    const error = await failure(call(ops.upload, { widget_id: WIDGET, file: toFile(new Blob([bytes]).stream(), 'a.txt'), purpose: 'manual' }, fetch));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error!.message).toMatch(/^Connection error: fetch failed Not retried: the body's stream cannot be re-read/);
    expect(received).toHaveLength(1);
  });

  it('a stream: a refused login token is not renewed and replayed', async () => {
    const { fetch, received } = reading(() => errorAnswer(401, 'authentication_error', 'token_expired'));
    const error = await failure(call(ops.upload, { widget_id: WIDGET, file: stream(), purpose: 'manual' }, fetch, { refreshToken: SESSION(1).refresh_token }));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error!.message).toMatch(/cannot be re-read/);
    expect(received).toHaveLength(1);
  });

  it('a stream with retries off fails as any call does', async () => {
    const { fetch } = reading(() => unavailable());
    const error = await failure(call(ops.upload, { widget_id: WIDGET, file: stream(), purpose: 'manual' }, fetch, { maxRetries: 0 }));
    expect(error!.message).toBe('unavailable happened');
  });

  it('a stream is sent once when the first attempt succeeds', async () => {
    const { fetch, received } = reading(() => answer(204, ''));
    await call(ops.upload, { widget_id: WIDGET, file: stream(), purpose: 'manual' }, fetch);
    expect(received).toHaveLength(1);
  });
});

describe('cursor pages', () => {
  const widget = (n: number) => ({ id: `wgt_${String(n).padStart(16, '0')}` });
  /** Five widgets, two a page, after the cursor asked for. */
  function pages() {
    const asked: (string | undefined)[] = [];
    const all = [1, 2, 3, 4, 5].map(widget);
    const fetchPage = async (cursor: string | undefined) => {
      asked.push(cursor);
      const from = cursor === undefined ? 0 : all.findIndex((w) => w.id === cursor) + 1;
      return { object: 'list', data: all.slice(from, from + 2), has_more: from + 2 < all.length };
    };
    return { asked, pager: (first?: string) => new AutoPager<{ id: string }, { data: { id: string }[] }>(fetchPage, first, { items: 'data', hasMore: 'has_more', cursor: 'id' }) };
  }

  it("auto-paging asks for each next page after the last item's cursor, while has_more", async () => {
    const { asked, pager } = pages();
    expect((await pager().toArray()).map((w) => w.id)).toEqual([1, 2, 3, 4, 5].map((n) => widget(n).id));
    expect(asked).toEqual([undefined, widget(2).id, widget(4).id]);
  });

  it('the page API: firstPage(), hasNextPage(), getNextPage(), from the cursor given', async () => {
    const { asked, pager } = pages();
    const first = await pager(widget(1).id).firstPage();
    expect(first.items.map((w) => w.id)).toEqual([widget(2).id, widget(3).id]);
    expect(first.hasNextPage()).toBe(true);
    const second = await first.getNextPage();
    expect(second.items.map((w) => w.id)).toEqual([widget(4).id, widget(5).id]);
    expect(second.hasNextPage()).toBe(false);
    await expect(second.getNextPage()).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(asked).toEqual([widget(1).id, widget(3).id]);
  });
});

describe('UploadFile', () => {
  it('toFile() reads nothing and keeps the source; the media type defaults to application/octet-stream', () => {
    const source = new Blob(['x']);
    const file = toFile(source, 'x.bin');
    expect(file).toBeInstanceOf(UploadFile);
    expect(file.source).toBe(source);
    expect(file.type).toBe('application/octet-stream');
    expect(toFile(new File(['x'], 'named.txt', { type: 'text/plain' })).name).toBe('named.txt');
  });
});
