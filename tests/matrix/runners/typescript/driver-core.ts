// The runtime-neutral core of the TypeScript SDK's matrix driver (docs/sdk-design.md §6): `handle(request)`
// maps one protocol request onto the SDK's public API (`new Orbit({...})`, `client[resource][method](params,
// options)`, `<method>AutoPaging`, `stream: true`, the SDK's error classes; for the anchor features
// `withOptions()`, a `fetch` wrapper as the interception point, `.withResponse()`, the page-level API and an
// `AbortSignal`; the idle timeout per client and per call, `concurrent` calls as promises in flight together
// on one client) and answers the protocol answer, a failed stream's with the chunks read before the error.
// It knows nothing of scenarios (tests/matrix/run.ts owns them) nor of how lines arrive: no node: import here,
// so the same module runs under the stdin loop of driver.ts (Node, Bun, Deno) and in a Cloudflare Worker
// (worker.ts, on workerd). Clients live as long as the module: one driver process (or Worker) per cell.
//
// Bundled with the SDK (tests/matrix/runtimes.ts builds it with esbuild, which sets globalThis.__ORBIT_SDK__
// to the main entry and globalThis.__ORBIT_SDK_NODE__ to the Node.js entry, `orbit-sdk/node`), or run
// directly with tsx, which imports the sources of ORBIT_SDK_DIR (default sdks/typescript) by a computed
// specifier so the repository's NodeNext typecheck does not compile the SDK with the wrong settings.

/* eslint-disable @typescript-eslint/no-explicit-any */
type Json = any;
const SDK_DIR: string | undefined = (globalThis as Json).process?.env?.ORBIT_SDK_DIR;
const sdkFile = (file: string) => (SDK_DIR ? new URL(file, `file://${SDK_DIR.replace(/\/?$/, '/')}`) : new URL(`../../../../sdks/typescript/${file}`, import.meta.url)).href;
const bundled = (globalThis as Json).__ORBIT_SDK__ !== undefined;
const sdk: Json = bundled ? (globalThis as Json).__ORBIT_SDK__ : await import(sdkFile('src/index.ts'));
/** `orbit-sdk/node` (fileFromPath): absent from the Worker's bundle, which never gets a file from a path. */
const sdkNode: Json = (globalThis as Json).__ORBIT_SDK_NODE__ ?? (bundled ? undefined : await import(sdkFile('src/node.ts')));
const { Orbit, OrbitError, APIUserAbortError, BinaryResponse, VERSION, toFile } = sdk;

interface CallRequest {
  id: number;
  op: 'call';
  client: string;
  clientOptions?: Record<string, Json>;
  resource: string;
  method: string;
  params?: Record<string, Json>;
  options?: {
    headers?: Record<string, string>;
    maxRetries?: number;
    timeout?: number;
    idleTimeout?: number;
    idempotencyKey?: string;
    apiKey?: string;
    extraQuery?: Record<string, Json>;
    extraBody?: Record<string, Json>;
  };
  stream?: boolean;
  autoPaging?: boolean;
  /** Answer `{status, headers, body}` through `.withResponse()`. */
  raw?: boolean;
  /** Walk the page-level API: `{pages: [{items, hasNextPage}]}`. */
  pages?: boolean;
  /** With `stream`: abort the call's signal after this many chunks. */
  cancelAfterChunks?: number;
  /** Added by the matrix: whether the method takes a params argument (methods without one take only options). */
  hasParams?: boolean;
  /** Make the same call this many times at once on the one client (promises), answering `{succeeded, errors}`. */
  concurrent?: number;
}

/** A failure with what the caller had received before it: the chunks of a stream that failed while being read. */
class FailedAfter extends Error {
  constructor(
    readonly error: unknown,
    readonly chunks: Json[],
  ) {
    super('failed while being read');
  }
}

const clients = new Map<string, Json>();
/** The clients made with `middleware: true`: their answers carry the attempts their fetch wrapper saw. */
const traced = new WeakSet<object>();
/** The attempts of the current call, as the fetch wrappers saw them (`status` null: no answer). */
let attempts: { method: string; path: string; status: number | null }[] = [];

/** The SDK's interception point: a `fetch` wrapper that records every attempt, retries included. */
const recordingFetch: typeof fetch = async (input, init) => {
  const attempt = { method: init?.method ?? 'GET', path: new URL(String(input)).pathname, status: null as number | null };
  attempts.push(attempt);
  const response = await fetch(input, init);
  attempt.status = response.status;
  return response;
};
/** The lines the SDK logged during the current call. */
let lines: string[] = [];
const record = (...args: unknown[]) => void lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
// The log sink, as a function and as a logger object, whichever the SDK calls.
const logger = Object.assign(record, { debug: record, info: record, warn: record, error: record });

function clientFor(request: CallRequest): Json {
  let client = clients.get(request.client);
  if (!client) {
    const { from, ...o } = request.clientOptions ?? {};
    const options: Record<string, Json> = {};
    if (o.baseUrl != null) options.baseURL = o.baseUrl;
    if (o.accessToken != null) options.accessToken = o.accessToken;
    if (o.apiKey != null) options.apiKey = o.apiKey;
    if (o.maxRetries != null) options.maxRetries = o.maxRetries;
    if (o.timeout != null) options.timeout = o.timeout * 1000;
    if (o.idleTimeout != null) options.idleTimeout = o.idleTimeout * 1000;
    if (o.autoRefresh != null) options.autoRefresh = o.autoRefresh;
    if (o.defaultHeaders != null) options.defaultHeaders = o.defaultHeaders;
    if (o.logLevel != null && o.logLevel !== 'off') {
      options.logLevel = o.logLevel;
      options.logger = logger;
    }
    if (o.middleware) options.fetch = recordingFetch;
    if (from != null) {
      // A copy with only the options given changed; it shares the parent's session.
      const parent = clients.get(from);
      if (!parent) throw new Error(`clientOptions.from names ${from}, a client not made yet`);
      client = parent.withOptions(options);
      if (traced.has(parent)) traced.add(client);
    } else {
      client = new Orbit(options);
    }
    if (o.middleware) traced.add(client);
    clients.set(request.client, client);
  }
  return client;
}

/** The error kind: the class name without the language's suffix (`NotFoundError` → `NotFound`); `APIError` stays. */
function kindOf(name: string): string {
  if (name === 'APIError' || !name.endsWith('Error')) return name;
  return name.slice(0, -'Error'.length);
}

function errorAnswer(error: Json): Json {
  const sdkError = error instanceof OrbitError;
  const name = String((typeof error?.name === 'string' && error.name) || error?.constructor?.name || typeof error);
  const status = typeof error?.status === 'number' ? error.status : null;
  return {
    kind: kindOf(name),
    class: name,
    sdkError,
    status,
    code: error?.code ?? null,
    type: error?.type ?? null,
    param: error?.param ?? null,
    requestId: error?.requestId ?? null,
    message: String(error?.message ?? error),
    rawBody: error?.rawBody ?? null,
  };
}

/** A file parameter of the second contract (tests/shapes/README.md): its bytes, name and media type, and how the caller hands it over. */
interface FileParam {
  name: string;
  content: string;
  type?: string;
  from: 'path' | 'bytes' | 'stream';
}

/**
 * The params with each `{"$file": …}` handed over as a TypeScript caller does: `fileFromPath()` (from
 * orbit-sdk/node) of a file written first, `toFile()` of bytes, `toFile()` of a web ReadableStream (read
 * once); anything else as given (`null` included: the SDK sends it for a nullable field).
 */
async function withFiles(params: Record<string, Json>): Promise<Record<string, Json>> {
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(params)) out[key] = value?.$file ? await file(value.$file as FileParam) : value;
  return out;
}

async function file(f: FileParam): Promise<Json> {
  const bytes = new TextEncoder().encode(f.content);
  const options = f.type ? { type: f.type } : {};
  if (f.from === 'bytes') return toFile(bytes, f.name, options);
  if (f.from === 'stream') {
    // Two chunks, pulled as the body is sent; a second read finds the stream used up.
    const half = Math.floor(bytes.length / 2);
    const chunks = [bytes.subarray(0, half), bytes.subarray(half)];
    return toFile(new ReadableStream<Uint8Array>({ pull: (controller) => (chunks.length ? controller.enqueue(chunks.shift()!) : controller.close()) }), f.name, options);
  }
  // A file on disk, in a folder of this driver removed at its exit. node:fs only here (by a computed
  // specifier), so the Worker build, which never gets a file, has no node: import.
  const [fs, path, os] = await Promise.all(['node:fs', 'node:path', 'node:os'].map((specifier) => import(specifier)));
  if (!files) {
    const dir: string = fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-driver-'));
    (globalThis as Json).process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    files = dir;
  }
  const target = path.join(files, f.name);
  fs.writeFileSync(target, bytes);
  if (!sdkNode) throw new Error('the driver was bundled without orbit-sdk/node (globalThis.__ORBIT_SDK_NODE__), which has fileFromPath()');
  return sdkNode.fileFromPath(target, options);
}

/** The folder of the files this driver wrote for `from: path`, made on first use. */
let files: string | undefined;

/** The answer as JSON with the contract's names: the object as received (unknown fields included). */
const plain = (value: Json) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

async function call(request: CallRequest): Promise<Json> {
  const client = clientFor(request);
  const resource = client[request.resource];
  // Items and pages both come from the method's pager.
  const name = request.autoPaging || request.pages ? `${request.method}AutoPaging` : request.method;
  const fn = resource?.[name];
  if (typeof fn !== 'function') throw new Error(`the SDK has no method client.${request.resource}.${name}()`);
  const o = request.options ?? {};
  const options: Record<string, Json> = {};
  if (o.headers) options.headers = o.headers;
  if (o.maxRetries != null) options.maxRetries = o.maxRetries;
  if (o.timeout != null) options.timeout = o.timeout * 1000;
  if (o.idleTimeout != null) options.idleTimeout = o.idleTimeout * 1000;
  if (o.idempotencyKey != null) options.idempotencyKey = o.idempotencyKey;
  if (o.apiKey != null) options.apiKey = o.apiKey;
  if (o.extraQuery != null) options.query = o.extraQuery;
  if (o.extraBody != null) options.body = o.extraBody;
  const cancel = request.stream && request.cancelAfterChunks != null ? new AbortController() : undefined;
  if (cancel) options.signal = cancel.signal;
  const given = await withFiles(request.params ?? {});
  const params = request.stream ? { ...given, stream: true } : given;
  const hasParams = request.hasParams ?? Object.keys(params).length > 0;
  const value = hasParams ? fn.call(resource, params, options) : fn.call(resource, options);

  if (request.autoPaging) {
    const items: Json[] = [];
    for await (const item of value) items.push(plain(item));
    return { result: { items }, requestId: null };
  }
  if (request.pages) {
    // The page-level API: hasNextPage(), then getNextPage(), from the first page asked for.
    let page = await value.firstPage();
    const pages = [{ items: plain(page.items), hasNextPage: page.hasNextPage() }];
    while (page.hasNextPage()) {
      page = await page.getNextPage();
      pages.push({ items: plain(page.items), hasNextPage: page.hasNextPage() });
    }
    return { result: { pages }, requestId: null };
  }
  if (request.raw) {
    const { data, response } = await value.withResponse();
    const { result, requestId } = await answerOf(request, data, cancel);
    return { result: { status: response.status, headers: Object.fromEntries(response.headers), body: result }, requestId };
  }
  return answerOf(request, await value, cancel);
}

/** The protocol result of a method's result: chunks of a stream, a binary summary, or the JSON as received. */
async function answerOf(request: CallRequest, data: Json, cancel: AbortController | undefined): Promise<{ result: Json; requestId: string | null }> {
  const requestId = data?._requestId ?? null;
  if (request.stream) {
    if (typeof data?.[Symbol.asyncIterator] !== 'function') throw new Error(`client.${request.resource}.${request.method}() with stream: true did not answer a stream`);
    const chunks: Json[] = [];
    if (!cancel) {
      try {
        for await (const chunk of data) chunks.push(plain(chunk));
      } catch (error) {
        throw new FailedAfter(error, chunks);
      }
      return { result: { chunks }, requestId: data?.requestId ?? requestId };
    }
    // Cancelled the TypeScript way: abort the signal the call was given. The SDK must then yield no
    // further chunk and raise nothing but its APIUserAbortError (any other error fails the step).
    try {
      if (request.cancelAfterChunks! <= 0) cancel.abort();
      for await (const chunk of data) {
        chunks.push(plain(chunk));
        if (chunks.length === request.cancelAfterChunks) cancel.abort();
      }
    } catch (error) {
      if (!(error instanceof APIUserAbortError) || !cancel.signal.aborted) throw error;
    }
    return { result: { chunks, cancelled: cancel.signal.aborted }, requestId: data?.requestId ?? requestId };
  }
  if (data instanceof BinaryResponse) {
    const bytes = await data.bytes();
    return { result: { binary: true, mediaType: data.contentType, base64: Buffer.from(bytes).toString('base64') }, requestId: data.requestId ?? null };
  }
  return { result: typeof data === 'string' ? data : plain(data), requestId };
}

/** The runtime this driver runs on, for `hello` (so a column proves which runtime answered). */
function runtimeName(): string {
  const g = globalThis as Json;
  if (g.Deno?.version?.deno) return `Deno ${g.Deno.version.deno}`;
  if (g.Bun?.version) return `Bun ${g.Bun.version}`;
  if (g.navigator?.userAgent === 'Cloudflare-Workers') return 'workerd';
  return `Node.js ${g.process?.versions?.node}`;
}

export async function handle(request: Json): Promise<Json> {
  if (request?.op === 'hello') {
    return { id: request.id, ok: true, result: { sdk: 'typescript', version: VERSION, runtime: runtimeName() } };
  }
  if (request?.op !== 'call') return { id: request?.id ?? null, ok: false, error: { kind: 'Protocol', sdkError: false, message: `unknown op ${request?.op}` }, log: [] };
  lines = [];
  attempts = [];
  // The attempts, for a client with the interception point installed.
  const seen = () => (traced.has(clients.get(request.client)) ? { attempts } : {});
  try {
    if (request.concurrent != null) {
      // The same call N times at once on the one client: N promises in flight together.
      const outcomes = await Promise.allSettled(Array.from({ length: request.concurrent }, () => call(request)));
      const errors = outcomes.flatMap((o) => (o.status === 'rejected' ? [errorAnswer(o.reason instanceof FailedAfter ? o.reason.error : o.reason)] : []));
      return { id: request.id, ok: true, result: { succeeded: outcomes.length - errors.length, errors }, requestId: null, log: lines, ...seen() };
    }
    const { result, requestId } = await call(request);
    return { id: request.id, ok: true, result, requestId, log: lines, ...seen() };
  } catch (error) {
    // A stream that failed while being read: the error, and every chunk the caller had received before it
    // (none when the call failed before a stream was handed over).
    if (error instanceof FailedAfter) return { id: request.id, ok: false, error: errorAnswer(error.error), chunks: error.chunks, log: lines, ...seen() };
    return { id: request.id, ok: false, error: errorAnswer(error), ...(request.stream ? { chunks: [] } : {}), log: lines, ...seen() };
  }
}
