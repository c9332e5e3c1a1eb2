// Hand-written. A fresh sandbox world per test: a unique world name, an SDK client and a Sandbox client bound to
// it (the world header on every request), the world reset to the seed after the test. The server is
// ORBIT_SANDBOX_URL when set; else the bundled reference server ORBIT_REFERENCE_SERVER names (the release
// archive's servers/orbit-reference-server.mjs), started with node on a free loopback port once per process and
// stopped after the run; neither is an error naming both. Node.js's modules are loaded only when a server starts,
// so the entry stays importable on every runtime.
import { type ClientOptions, Orbit, OrbitError } from '../index';
import { uuid4 } from '../core/uuid';
import { nodeModule } from '../node/modules';
import { Sandbox, SANDBOX_WORLD_HEADER } from './generated/sandbox';

const SANDBOX_URL = 'ORBIT_SANDBOX_URL';
const REFERENCE_SERVER = 'ORBIT_REFERENCE_SERVER';

/** No reference server to run a world on, or it could not start. */
export class NoReferenceServerError extends OrbitError {
  override readonly name: string = 'NoReferenceServerError';
}

export interface World {
  /** The world's name, unique to it (the `Orbit-Sandbox` header). */
  readonly name: string;
  /** The address of the server the world lives on. */
  readonly baseURL: string;
  /** An SDK client bound to the world (no credentials: log in as the seeded demo user, or set them in `options`). */
  readonly client: Orbit;
  /** The sandbox's routes, acting on the world. */
  readonly sandbox: Sandbox;
  /** Resets the world to the seed (the helpers call it after each test). */
  close(): Promise<void>;
}

interface Running {
  url: string;
  stop(): Promise<void>;
}

let server: Promise<Running> | undefined;

// The little of Node.js the server start uses (the package's declarations take no @types/node).
interface Stream {
  on(event: 'data', listener: (chunk: { toString(): string }) => void): unknown;
  unref?(): void;
}
interface Child {
  stdout: Stream;
  stderr: Stream;
  exitCode: number | null;
  once(event: 'error', listener: (error: Error) => void): unknown;
  once(event: 'exit', listener: (code: number | null) => void): unknown;
  ref(): void;
  unref(): void;
  kill(): boolean;
}
interface NodeProcess {
  execPath: string;
  env: Record<string, string | undefined>;
}
interface Probe {
  once(event: 'error', listener: (error: Error) => void): Probe;
  listen(port: number, host: string, listener: () => void): unknown;
  address(): { port: number };
  close(listener: () => void): unknown;
}

const nodeProcess = (): NodeProcess | undefined => (globalThis as { process?: NodeProcess }).process;
const env = (name: string): string | undefined => nodeProcess()?.env[name] || undefined;

async function start(bundle: string): Promise<Running> {
  const [{ spawn }, { createServer }, { existsSync }] = await Promise.all([
    nodeModule<{ spawn(command: string, args: string[], options: object): Child }>('node:child_process'),
    nodeModule<{ createServer(): Probe }>('node:net'),
    nodeModule<{ existsSync(path: string): boolean }>('node:fs'),
  ]);
  if (!existsSync(bundle)) throw new NoReferenceServerError(`${REFERENCE_SERVER}=${bundle}: no such file`);
  const port = await new Promise<number>((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
  const node = nodeProcess()!;
  const child = spawn(node.execPath, [bundle], { env: { ...node.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let said = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: { toString(): string }) => {
      said += chunk.toString();
      // Ready when it says where it listens; its later output is read and dropped.
      if (said.includes('Orbit reference server on http://')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', (e) => reject(new NoReferenceServerError(`starting the reference server (node ${bundle}): ${e.message}`)));
    child.once('exit', (code) => reject(new NoReferenceServerError(`the reference server (node ${bundle}) ended before it listened (exit ${code}): ${said.slice(-4000)}`)));
  });
  // Not kept alive by the server: a test run that never calls stopReferenceServer() still ends.
  child.unref();
  child.stdout.unref?.();
  child.stderr.unref?.();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.ref(); // kept alive until it has ended, so the wait for its exit ends too
        child.kill();
      }),
  };
}

/** The reference server's address: ORBIT_SANDBOX_URL, else the bundled server started the first time. */
export async function referenceServerURL(): Promise<string> {
  const given = env(SANDBOX_URL);
  if (given) return given.replace(/\/+$/, '');
  const bundle = env(REFERENCE_SERVER);
  if (!bundle) {
    throw new NoReferenceServerError(
      `No reference server for the world: set ${SANDBOX_URL} to a running reference server's address (e.g. http://127.0.0.1:4020), or ${REFERENCE_SERVER} to the bundled server (servers/orbit-reference-server.mjs of the release archive) for the kit to start with node`,
    );
  }
  server ??= start(bundle).catch((e: unknown) => {
    server = undefined;
    throw e;
  });
  return (await server).url;
}

/** Stops the reference server this process started, if any (the helpers' after-all hook calls it). */
export async function stopReferenceServer(): Promise<void> {
  const running = server;
  server = undefined;
  if (running) await (await running.catch(() => undefined))?.stop();
}

/** A world's name of the sandbox's pattern: the hint made safe, and a random suffix. */
function unique(hint: string | undefined): string {
  const start = (hint ?? 'ts').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-._]+|[-._]+$/g, '').slice(0, 46) || 'ts';
  return `${start}-${uuid4().slice(0, 8)}`;
}

/**
 * A world of its own on the reference server (see `referenceServerURL()`), named after `name`. The SDK client takes
 * `options` but never reads ORBIT_* variables; close() resets the world.
 */
export async function createWorld(name?: string, options: Omit<ClientOptions, 'baseURL'> = {}): Promise<World> {
  const baseURL = await referenceServerURL();
  const world = unique(name);
  const client = new Orbit({
    accessToken: null,
    apiKey: null,
    maxRetries: 0,
    logLevel: 'off',
    timeout: 30_000,
    ...options,
    baseURL,
    defaultHeaders: { [SANDBOX_WORLD_HEADER]: world, ...options.defaultHeaders },
  });
  const sandbox = new Sandbox({ baseURL, world, fetch: options.fetch });
  return { name: world, baseURL, client, sandbox, close: async () => void (await sandbox.reset()) };
}

/** The hooks of a test framework: node:test's `{ beforeEach, afterEach, after }` or vitest's `{ beforeEach, afterEach, afterAll }`. */
export interface TestHooks {
  beforeEach(fn: () => Promise<void>): unknown;
  afterEach(fn: () => Promise<void>): unknown;
  after?(fn: () => Promise<void>): unknown;
  afterAll?(fn: () => Promise<void>): unknown;
}

/**
 * A fresh world for each test of the file (or `describe` block) it is called in: returns a getter of the current
 * test's world. With node:test, `useWorld({ beforeEach, afterEach, after })`; with vitest,
 * `useWorld({ beforeEach, afterEach, afterAll })`. The last hook stops the server the kit started.
 */
export function useWorld(hooks: TestHooks, name?: string, options?: Omit<ClientOptions, 'baseURL'>): () => World {
  let current: World | undefined;
  hooks.beforeEach(async () => {
    current = await createWorld(name, options);
  });
  hooks.afterEach(async () => {
    const world = current;
    current = undefined;
    await world?.close();
  });
  (hooks.afterAll ?? hooks.after)?.call(hooks, stopReferenceServer);
  return () => {
    if (!current) throw new OrbitError('useWorld(): the world exists only while a test runs (between beforeEach and afterEach)');
    return current;
  };
}
