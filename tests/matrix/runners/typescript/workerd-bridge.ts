// The driver process of a workerd cell: starts `workerd serve <config>` (the Worker of worker.ts on a loopback
// port workerd picks and reports on its control descriptor), forwards each line of standard input to it as one
// POST, in order, one at a time, and writes each answer as one line on standard output; at end of input it
// stops workerd and exits 0. Everything workerd prints goes to standard error. Run bundled by
// tests/matrix/runtimes.ts: node workerd-bridge.mjs <workerd binary> <config.capnp>.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

const [workerdBinary, config] = process.argv.slice(2);
if (!workerdBinary || !config) {
  console.error('usage: workerd-bridge.mjs <workerd binary> <config.capnp>');
  process.exit(2);
}

const workerd = spawn(workerdBinary, ['serve', config, '--control-fd=3'], { stdio: ['ignore', 2, 2, 'pipe'] });
let stopping = false;
workerd.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`workerd-bridge: workerd exited (${signal ?? `code ${code}`}) before the end of input`);
  process.exit(1);
});

/** The port workerd listens on, from its first control message ({"event":"listen","socket":"http","port":N}). */
const port = await new Promise<number>((resolve) => {
  createInterface({ input: workerd.stdio[3] as Readable }).on('line', (line) => {
    const message = JSON.parse(line);
    if (message.event === 'listen' && message.socket === 'http') resolve(message.port);
  });
});

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function post(line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/', agent, headers: { 'content-type': 'application/json' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve(body) : reject(new Error(`workerd answered ${res.statusCode}: ${body.slice(0, 500)}`))));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(line);
  });
}

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  try {
    process.stdout.write((await post(line)).trim() + '\n');
  } catch (error) {
    console.error(`workerd-bridge: ${(error as Error).message}`);
    process.exit(1);
  }
}
stopping = true;
agent.destroy();
workerd.kill('SIGTERM');
await new Promise((resolve) => (workerd.exitCode !== null || workerd.signalCode !== null ? resolve(undefined) : workerd.once('exit', resolve)));
