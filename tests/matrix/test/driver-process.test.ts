// The orchestrator's side of the driver protocol (tests/matrix/driver-process.ts) against small stand-in
// drivers written inline: answers in order, and every way a driver can break the protocol fails with a
// message that says so.
import { describe, expect, it } from 'vitest';
import { DriverFailure, DriverProcess } from '../driver-process.ts';

/** A driver as a Node program given as text: `handle(request)` answers one line (or does something else). */
function driver(handle: string): DriverProcess {
  const program = `
    const rl = require('node:readline').createInterface({ input: process.stdin });
    const handle = ${handle};
    rl.on('line', (line) => handle(JSON.parse(line)));
  `;
  return new DriverProcess(process.execPath, ['-e', program], { cwd: process.cwd(), env: process.env });
}

describe('DriverProcess', () => {
  it('sends numbered requests and reads the answers in order; exits 0 at end of input', async () => {
    const d = driver(`(r) => console.log(JSON.stringify({ id: r.id, ok: true, result: r.op }))`);
    const [a, b] = await Promise.all([d.request({ op: 'hello' }, 10_000), d.request({ op: 'call' }, 10_000)]);
    expect(a).toEqual({ id: 1, ok: true, result: 'hello' });
    expect(b).toEqual({ id: 2, ok: true, result: 'call' });
    expect(await d.close()).toMatchObject({ code: 0 });
  });
  it('fails on a line that is not JSON', async () => {
    const d = driver(`(r) => console.log('hello from the SDK')`);
    await expect(d.request({ op: 'hello' }, 10_000)).rejects.toThrow(/not JSON on standard output/);
    await d.close();
  });
  it('fails on an answer out of order', async () => {
    const d = driver(`(r) => console.log(JSON.stringify({ id: r.id + 7, ok: true }))`);
    await expect(d.request({ op: 'hello' }, 10_000)).rejects.toThrow(/answered id 8 where 1 was due/);
    await d.close();
  });
  it('fails when the driver exits without answering, with its standard error', async () => {
    const d = driver(`(r) => { console.error('Traceback: boom'); process.exit(3); }`);
    const failure = d.request({ op: 'hello' }, 10_000);
    await expect(failure).rejects.toThrow(DriverFailure);
    await expect(failure).rejects.toThrow(/exited \(code 3\).*Traceback: boom/);
    expect(await d.close()).toMatchObject({ code: 3 });
  });
  it('fails a driver that never answers after the request time limit, and stops it', async () => {
    const d = driver(`(r) => {}`);
    await expect(d.request({ op: 'hello' }, 300)).rejects.toThrow(/no answer to request 1 \(hello\) within 300 ms/);
    expect((await d.close()).signal).toBe('SIGKILL');
  });
  it('fails at once when the command does not exist', async () => {
    const d = new DriverProcess('/nonexistent/driver', [], { cwd: process.cwd(), env: process.env });
    await expect(d.request({ op: 'hello' }, 10_000)).rejects.toThrow(DriverFailure);
    await d.close();
  });
});
