// Starting and stopping the servers tests talk to: always on 127.0.0.1, on a free port unless one is given.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, CONTRACT, ROOT } from './paths.ts';

export interface RunningServer {
  url: string;
  port: number;
  /** The server process (e.g. to read its memory from /proc/<pid>/status). */
  pid: number;
  /** Everything the process printed so far (for diagnosing failures and reading proxy violations). */
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before listening:\n${output()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`server at ${url} did not answer within ${timeoutMs} ms:\n${output()}`);
}

/** SIGTERM, and SIGKILL if the process is still there 5 s later; resolves once it has exited. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => (clearTimeout(timer), resolve()));
    child.kill('SIGTERM');
  });
}

/** Spawns `command args` with PORT set, waits until `url` answers HTTP, and returns a handle. */
export async function startProcess(
  command: string,
  args: string[],
  {
    port,
    env = {},
    timeoutMs = 60_000,
    probePath = '/',
    cwd = ROOT,
    baseEnv = process.env,
  }: { port: number; env?: Record<string, string>; timeoutMs?: number; probePath?: string; cwd?: string; baseEnv?: NodeJS.ProcessEnv },
): Promise<RunningServer> {
  const child = spawn(command, args, {
    cwd,
    env: { ...baseEnv, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const output = () => log;
  const stop = () => stopChild(child);
  try {
    await waitForHttp(url + probePath, child, output, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, pid: child.pid!, output, stop };
}

export interface ReferenceOptions {
  port?: number;
  /** Extra environment (the knobs of mock-server/README.md, e.g. ORBIT_RATE_LIMIT, ORBIT_SANDBOX_WORLDS). */
  env?: Record<string, string>;
}

/**
 * Starts the reference server (mock-server/reference) as a process on a free loopback port, sandbox on.
 * One process (node --import tsx, no tsx wrapper), so `pid` is the server's own: a test that kills it
 * with SIGKILL kills the server, not a wrapper that would leave it running.
 */
export async function startReference(options: ReferenceOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  return startProcess(process.execPath, ['--import', 'tsx', join(ROOT, 'mock-server', 'reference', 'src', 'main.ts')], {
    port,
    env: { LOG_LEVEL: 'warn', ...options.env },
    probePath: '/api/user/packages',
  });
}

export const REDIS_SERVER = '/usr/bin/redis-server';

/** A running Redis (`url`: redis://127.0.0.1:<port>, what ORBIT_STORE takes). */
export type RunningRedis = RunningServer;

/**
 * Starts Debian's redis-server (installed by `scripts/bootstrap deploy`) on a free loopback port, in a
 * directory of its own that `stop()` removes: no snapshot, an append-only file synced every second
 * (what the deployment README recommends), nothing shared with another test's server.
 */
export async function startRedis(options: { port?: number } = {}): Promise<RunningRedis> {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: run scripts/bootstrap deploy`);
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'orbit-redis-'));
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'everysec', '--protected-mode', 'yes'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  // Ready when it accepts a connection and answers PING.
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`redis-server exited with ${child.exitCode}:\n${log}`);
    }
    if (await pings(port)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server on ${port} did not answer within 20 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, port, pid: child.pid!, output: () => log, stop };
}

function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

export interface PrismOptions {
  port?: number;
  contract?: string;
  /** `proxy` forwards to `upstream` and validates both directions against the contract. */
  upstream?: string;
  /** With a proxy: turn every contract violation into an error answer (prism's --errors). */
  errors?: boolean;
  /** Generate responses from the schemas instead of serving the examples. */
  dynamic?: boolean;
  /**
   * The mock behind its front (mock-server/prism-front: parsing limits, the contract's error bodies,
   * Prism restarted if it dies); default true. `false` starts bare Prism (to compare). Not for a proxy.
   */
  front?: boolean;
}

/** Starts Prism (the mock, or the validation proxy in front of `upstream`). */
export async function startPrism(options: PrismOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const contract = options.contract ?? CONTRACT;
  if (!options.upstream && options.front !== false) {
    // One process (node --import tsx, no tsx wrapper), so `pid` is the front's own.
    const front = ['--import', 'tsx', join(ROOT, 'mock-server', 'prism-front', 'main.ts'), '--contract', contract, ...(options.dynamic ? ['--dynamic'] : [])];
    return startProcess(process.execPath, front, { port });
  }
  const args = options.upstream
    ? ['proxy', contract, options.upstream, ...(options.errors ? ['--errors'] : [])]
    : ['mock', contract, ...(options.dynamic ? ['--dynamic'] : [])];
  args.push('-h', '127.0.0.1', '-p', String(port));
  // Prism answers 404 on "/", which is enough to know it listens.
  return startProcess(join(BIN, 'prism'), args, { port });
}
