// Prism behind the front: one child process on an internal loopback port, started again whenever it
// exits unexpectedly, so the mock keeps answering without anyone restarting it by hand. Requests that
// arrive while Prism (re)starts wait for it to listen (an event, Prism's own "listening" line); a start
// that fails is retried with a growing pause and answers 503 meanwhile.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const PRISM = join(HERE, '..', '..', 'node_modules', '.bin', 'prism');
const LISTENING = /Prism is listening on/;

export interface PrismProcessOptions {
  contract: string;
  dynamic: boolean;
  /** Larger than the front's own header limit, so Prism takes whatever the front forwards. */
  maxHeaderBytes: number;
  log: (line: string) => void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export class PrismProcess {
  private child: ChildProcess | undefined;
  private ready: Promise<string> | undefined;
  private stopping = false;
  private failedStarts = 0;
  /** How many times Prism exited and was started again (the bad-input suite expects 0). */
  restarts = 0;

  constructor(private readonly options: PrismProcessOptions) {}

  /** The base URL of a listening Prism; rejects when this start attempt failed. */
  url(): Promise<string> {
    if (!this.ready) this.ready = this.start();
    return this.ready;
  }

  /** Prism is gone or unusable: forget it, so the next request starts it again (once). */
  private forget(child: ChildProcess): void {
    if (this.child === child) {
      this.child = undefined;
      this.ready = undefined;
    }
  }

  private async start(): Promise<string> {
    if (this.failedStarts > 0) {
      // A crash loop (e.g. a contract Prism cannot load) must not spin: 0.5 s, 1 s, 2 s … at most 10 s.
      await new Promise((r) => setTimeout(r, Math.min(10_000, 250 * 2 ** this.failedStarts)));
    }
    const port = await freePort();
    // CORS is the front's (shared/cors.ts, as on the reference server), not Prism's own (which echoes any request).
    const args = ['mock', this.options.contract, '-h', '127.0.0.1', '-p', String(port), '--cors=false', ...(this.options.dynamic ? ['--dynamic'] : [])];
    const nodeOptions = [process.env.NODE_OPTIONS ?? '', `--max-http-header-size=${this.options.maxHeaderBytes}`, `--require=${join(HERE, 'parent-watch.cjs')}`];
    const child = spawn(PRISM, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: nodeOptions.join(' ').trim() } });
    this.child = child;
    this.options.log(`Prism pid ${child.pid} starting on 127.0.0.1:${port}`);
    return new Promise<string>((resolve, reject) => {
      let listening = false;
      const onOutput = (chunk: Buffer) => {
        process.stdout.write(chunk);
        if (!listening && LISTENING.test(chunk.toString())) {
          listening = true;
          this.failedStarts = 0;
          this.options.log(`Prism pid ${child.pid} ready`);
          resolve(`http://127.0.0.1:${port}`);
        }
      };
      child.stdout!.on('data', onOutput);
      child.stderr!.on('data', onOutput);
      child.on('exit', (code, signal) => {
        this.forget(child);
        if (this.stopping) return;
        if (!listening) {
          this.failedStarts++;
          this.options.log(`Prism pid ${child.pid} exited (code ${code}, signal ${signal}) before listening`);
          reject(new Error('Prism did not start'));
          return;
        }
        this.restarts++;
        this.options.log(`Prism pid ${child.pid} exited (code ${code}, signal ${signal}); restarting (restart #${this.restarts})`);
        this.url().catch(() => undefined);
      });
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => (clearTimeout(timer), resolve()));
      child.kill('SIGTERM');
    });
  }
}
