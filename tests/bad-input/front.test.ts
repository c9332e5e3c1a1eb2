// The mock's front (mock-server/prism-front) keeps the mock answering when Prism itself fails: it
// starts Prism again by itself, answers 503 in the contract's shape while it cannot reach it, and leaves
// no Prism behind when it is killed. Waits are for events (log lines, a process gone), never timed.
import { createServer as createNetServer, type Server as NetServer } from 'node:net';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { createFront } from '../../mock-server/prism-front/front.ts';
import { deref, readContract } from '../../openapi/lib/contract.ts';
import { schemaErrors } from '../../openapi/lib/schema-errors.ts';
import { CONTRACT } from '../../scripts/lib/paths.ts';
import { isAlive } from '../../scripts/lib/processes.ts';
import { freePort, startPrism, type RunningServer } from '../../scripts/lib/servers.ts';

const contract = readContract();
const errorSchema = deref(contract.components.schemas.Error, contract);
const pause = () => new Promise((r) => setTimeout(r, 100));
const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Waits until the server's output matches (it prints as things happen). */
async function logged(server: RunningServer, pattern: RegExp): Promise<RegExpMatchArray> {
  for (;;) {
    const match = server.output().match(pattern);
    if (match) return match;
    await pause();
  }
}


async function listen(server: Server | NetServer): Promise<string> {
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((r) => server.close(r)));
  return `http://127.0.0.1:${port}`;
}

function expectUnavailable(status: number, headers: Headers, body: any) {
  expect(status).toBe(503);
  expect(schemaErrors(errorSchema, body)).toBeNull();
  expect(body.error).toMatchObject({ type: 'api_error', code: 'service_unavailable', request_id: headers.get('x-request-id') });
  expect(headers.get('retry-after')).toBe('1');
}

describe('the mock front', () => {
  test('starts Prism again by itself when Prism dies, and keeps answering', async () => {
    const mock = await startPrism();
    cleanups.push(() => mock.stop());
    const pid = Number((await logged(mock, /Prism pid (\d+) ready/))[1]);
    process.kill(pid, 'SIGKILL');
    // Right after the kill: either the answer of the new Prism, or a 503 in the contract's shape.
    const during = await fetch(`${mock.url}/api/user/packages`);
    const body = await during.json();
    if (during.status !== 200) expectUnavailable(during.status, during.headers, body);
    await logged(mock, /restarting \(restart #1\)[\s\S]*Prism pid \d+ ready/);
    expect((await fetch(`${mock.url}/api/user/packages`)).status).toBe(200);
    expect(isAlive(pid)).toBe(false);
  });

  test('answers 503 service_unavailable while Prism cannot be started', async () => {
    const front = createFront({ contract: CONTRACT, upstream: () => Promise.reject(new Error('Prism did not start')), log: () => undefined });
    const url = await listen(front);
    const answer = await fetch(`${url}/api/user/packages`);
    expectUnavailable(answer.status, answer.headers, await answer.json());
  });

  test('answers 503 when Prism drops the connection mid-request', async () => {
    const dropper = createNetServer((socket) => socket.destroy());
    const upstream = await listen(dropper);
    const logs: string[] = [];
    const front = createFront({ contract: CONTRACT, upstream: async () => upstream, log: (l) => logs.push(l) });
    const url = await listen(front);
    const answer = await fetch(`${url}/api/auth/sms_send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"phone":"+8613800138000"}' });
    expectUnavailable(answer.status, answer.headers, await answer.json());
    expect(logs.join('\n')).toContain('forwarding POST /api/auth/sms_send failed');
  });

  test('a connection Prism closes just as a request arrives on it fails no forward (the front keeps none open)', async () => {
    // A stand-in for Prism's HTTP server: it answers the first request on a connection and keeps the
    // connection open; a second request on the same connection finds it closed, with no answer. That
    // is what happens when the front reuses a kept-alive connection at the moment Prism's server closes
    // it as idle (Node's keep-alive timeout), which made about one forward per matrix run fail with 503.
    // Played by events (the request's arrival), not by time.
    const served = new WeakMap<Socket, number>();
    let connections = 0;
    const standIn = createHttpServer((req, res) => {
      const count = (served.get(req.socket) ?? 0) + 1;
      served.set(req.socket, count);
      if (count > 1) return void req.socket.destroy();
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive' });
        res.end('{"items":[]}');
      });
    });
    standIn.on('connection', () => connections++);
    const upstream = await listen(standIn);
    const logs: string[] = [];
    const front = createFront({ contract: CONTRACT, upstream: async () => upstream, log: (l) => logs.push(l) });
    const url = await listen(front);
    cleanups.push(() => void front.closeAllConnections());
    const answers: number[] = [];
    for (const request of [
      () => fetch(`${url}/api/user/packages`),
      () => fetch(`${url}/api/auth/sms_send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"phone":"+8613800138000"}' }),
      () => fetch(`${url}/api/user/packages?type=credits`),
    ]) {
      const answer = await request();
      await answer.arrayBuffer();
      answers.push(answer.status);
    }
    expect(logs.filter((l) => /forwarding .* failed/.test(l))).toEqual([]);
    expect(answers).toEqual([200, 200, 200]);
    expect(connections).toBe(3);
  });

  test('a front killed with SIGKILL leaves no Prism behind', async () => {
    const mock = await startPrism();
    cleanups.push(() => mock.stop());
    const prismPid = Number((await logged(mock, /Prism pid (\d+) ready/))[1]);
    process.kill(mock.pid, 'SIGKILL');
    while (isAlive(prismPid)) await pause();
    expect(isAlive(prismPid)).toBe(false);
  });
});
