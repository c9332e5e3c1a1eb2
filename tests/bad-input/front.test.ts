// The mock's front (mock-server/prism-front) keeps the mock answering when Prism itself fails: it
// starts Prism again by itself, answers 503 in the contract's shape while it cannot reach it, and leaves
// no Prism behind when it is killed. Waits are for events (log lines, a process gone), never timed.
import { createServer as createNetServer, type Server as NetServer } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, test } from 'vitest';
import { createFront } from '../../mock-server/prism-front/front.ts';
import { deref, loadContract, schemaErrors } from '../../scripts/lib/contract.ts';
import { CONTRACT } from '../../scripts/lib/paths.ts';
import { freePort, startPrism, type RunningServer } from '../../scripts/lib/servers.ts';

const contract = loadContract();
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

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
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
    expect(alive(pid)).toBe(false);
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

  test('a front killed with SIGKILL leaves no Prism behind', async () => {
    const mock = await startPrism();
    cleanups.push(() => mock.stop());
    const prismPid = Number((await logged(mock, /Prism pid (\d+) ready/))[1]);
    process.kill(mock.pid, 'SIGKILL');
    while (alive(prismPid)) await pause();
    expect(alive(prismPid)).toBe(false);
  });
});
