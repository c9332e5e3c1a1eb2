// The orchestrator's side of the driver protocol (docs/sdk-design.md §6): one driver process per cell,
// one JSON request per line on its standard input, exactly one JSON answer per line on its standard
// output, in order. Anything else on standard output is a protocol error; standard error is kept for
// the failure message.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Json } from './language.ts';

export class DriverFailure extends Error {}

interface Pending {
  id: number;
  resolve: (answer: Json) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export class DriverProcess {
  private readonly child: ChildProcess;
  private readonly pending: Pending[] = [];
  private stderr = '';
  private nextId = 1;
  private exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  private readonly exit: Promise<void>;

  constructor(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
    this.child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stderr!.on('data', (chunk) => {
      this.stderr += chunk;
      if (this.stderr.length > 64_000) this.stderr = this.stderr.slice(-32_000);
    });
    this.child.stdin!.on('error', () => { /* a driver that exited early: reported by its exit */ });
    createInterface({ input: this.child.stdout! }).on('line', (line) => this.onLine(line));
    this.exit = new Promise((resolve) => {
      this.child.on('error', (error) => {
        this.exited = { code: null, signal: null };
        this.stderr += `\n${error.message}`;
        this.failAll(`could not start ${command}: ${error.message}`);
        resolve();
      });
      this.child.on('exit', (code, signal) => {
        this.exited = { code, signal };
        // Let the last lines of stdout arrive before failing what is still pending.
        setImmediate(() => {
          this.failAll(`the driver exited (${signal ?? `code ${code}`}) without answering`);
          resolve();
        });
      });
    });
  }

  /** The last lines the driver wrote to standard error. */
  stderrTail(lines = 12): string {
    return this.stderr.trim().split('\n').slice(-lines).join(' | ').slice(0, 2000);
  }

  private failAll(why: string): void {
    for (const p of this.pending.splice(0)) {
      clearTimeout(p.timer);
      p.reject(new DriverFailure(`${why}${this.stderr.trim() ? `; stderr: ${this.stderrTail()}` : ''}`));
    }
  }

  private onLine(line: string): void {
    if (line.trim() === '') return;
    const head = this.pending[0];
    let answer: Json;
    try {
      answer = JSON.parse(line);
    } catch {
      const why = `the driver wrote a line that is not JSON on standard output (only answers belong there): ${line.slice(0, 300)}`;
      this.failAll(why);
      this.kill();
      return;
    }
    if (!head) return;
    if (answer?.id !== head.id) {
      this.failAll(`the driver answered id ${JSON.stringify(answer?.id)} where ${head.id} was due`);
      this.kill();
      return;
    }
    this.pending.shift();
    clearTimeout(head.timer);
    head.resolve(answer);
  }

  /** Sends one request (its id is added) and waits for its answer, at most `timeoutMs`. */
  request(request: Record<string, Json>, timeoutMs: number): Promise<Json> {
    if (this.exited) return Promise.reject(new DriverFailure(`the driver is not running; stderr: ${this.stderrTail()}`));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.failAll(`no answer to request ${id} (${String(request.op)}) within ${timeoutMs} ms`);
        this.kill();
      }, timeoutMs);
      this.pending.push({ id, resolve, reject, timer });
      this.child.stdin!.write(JSON.stringify({ id, ...request }) + '\n');
    });
  }

  private kill(): void {
    if (!this.exited) this.child.kill('SIGKILL');
  }

  /**
   * CPU seconds the driver and the processes it started used so far (Linux /proc; 0 elsewhere or once it
   * exited), for diagnostics: the workerd column's driver is a bridge whose workerd does the work.
   */
  cpuSeconds(): number {
    return this.child.pid ? treeCpuSeconds(this.child.pid) : 0;
  }

  /** Ends the input (the driver exits 0 at end of input); kills it if it does not exit within `graceMs`. */
  async close(graceMs = 10_000): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    this.child.stdin!.end();
    const timer = setTimeout(() => this.kill(), graceMs);
    await this.exit;
    clearTimeout(timer);
    return this.exited!;
  }
}

/** CPU seconds of a process, its reaped children and, recursively, its living children (Linux /proc). */
function treeCpuSeconds(pid: number): number {
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  const fields = read(`/proc/${pid}/stat`).split(') ')[1]?.split(' ') ?? [];
  const own = fields.length > 14 ? (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100 : 0;
  const children = read(`/proc/${pid}/task/${pid}/children`).trim().split(' ').filter(Boolean);
  return own + children.reduce((sum, child) => sum + treeCpuSeconds(Number(child)), 0);
}
