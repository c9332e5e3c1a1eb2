// Concurrent load through the mock's front, to prove every well-formed request gets Prism's answer
// (no `503 The mock could not answer` from a failed forward). Loopback only, bounded:
//   npx tsx mock-server/prism-front/load.ts [--rounds 30] [--steady 10] [--burst 10] [--pace-ms 5]
// It starts the Prism mock behind its front on a free port (startPrism) and stops it afterwards.
// `steady` workers keep sending a fixed mix of the contract's operations (each pausing `pace-ms`
// between requests, so the front stays busy without taking the machine); every round, `burst` more
// requests go at once, then nothing more of the burst for about the time after which Prism's HTTP
// server closes an idle kept-alive connection (measured first on a bare Prism, the same program the
// front starts: Node announces `Keep-Alive: timeout=5` and closes after about 6 s), swept in 2 ms
// steps across 50 ms around it. A front that kept connections to Prism open between forwards would
// send each burst on connections Prism was closing at that moment: the race that failed a forward
// with 503 about once per full matrix run. Prints the statuses; exits 1 on any answer of 500 or
// more, or any connection error.
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { parseArgs } from 'node:util';
import { startPrism } from '../../scripts/lib/servers.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '30' },
    steady: { type: 'string', default: '10' },
    burst: { type: 'string', default: '10' },
    'pace-ms': { type: 'string', default: '5' },
  },
});
const rounds = Number(values.rounds);
const steadyWorkers = Number(values.steady);
const burst = Number(values.burst);
const paceMs = Number(values['pace-ms']);

const json = { 'content-type': 'application/json' };
const auth = { authorization: 'Bearer at_load' };
const MIX: { method: string; path: string; headers?: Record<string, string>; body?: unknown }[] = [
  { method: 'GET', path: '/api/user/packages' },
  { method: 'GET', path: '/api/user/packages?type=credits' },
  { method: 'POST', path: '/api/auth/sms_send', headers: json, body: { phone: '+8613800138000' } },
  { method: 'POST', path: '/api/user/login', headers: json, body: { account: 'demo@orbit.example', password: 'orbit-demo-2026' } },
  { method: 'GET', path: '/api/user/orders?page=1&limit=20', headers: auth },
  { method: 'POST', path: '/api/pay/create', headers: { ...json, ...auth }, body: { package_id: 'pkg_credit10000002', provider: 'chatpay' } },
  { method: 'GET', path: '/api/ai/router?action=models' },
];

// A connection per request on this side, so only the front's connections to Prism are under test.
const agent = new Agent({ keepAlive: false });

function send(base: string, item: (typeof MIX)[number]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const body = item.body === undefined ? undefined : JSON.stringify(item.body);
    const req = request(base + item.path, { method: item.method, headers: item.headers, agent }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Milliseconds from an answer until a bare Prism closes the idle kept-alive connection. */
async function prismIdleCloseMs(): Promise<number> {
  const bare = await startPrism({ front: false });
  try {
    return await new Promise<number>((resolve, reject) => {
      const socket = connect(bare.port, '127.0.0.1');
      let answeredAt = 0;
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk;
        if (!answeredAt && text.includes('\r\n\r\n')) answeredAt = performance.now();
      });
      socket.on('end', () => (socket.destroy(), resolve(Math.round(performance.now() - answeredAt))));
      socket.on('error', reject);
      socket.write('GET /api/user/packages HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    });
  } finally {
    await bare.stop();
  }
}

const idleMs = await prismIdleCloseMs();
const server = await startPrism();
const statuses = new Map<string, number>();
const failures: string[] = [];
let sent = 0;
let stop = false;

async function one(item: (typeof MIX)[number]): Promise<void> {
  sent++;
  try {
    const { status, body } = await send(server.url, item);
    statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
    if (status >= 500) failures.push(`${item.method} ${item.path} -> ${status} ${body.slice(0, 200)}`);
  } catch (error) {
    statuses.set('error', (statuses.get('error') ?? 0) + 1);
    failures.push(`${item.method} ${item.path} -> ${(error as Error).message}`);
  }
}

const started = performance.now();
const steady = Array.from({ length: steadyWorkers }, async (_, w) => {
  for (let i = w; !stop; i++) {
    await one(MIX[i % MIX.length]!);
    await new Promise((r) => setTimeout(r, paceMs));
  }
});
const sweepFrom = idleMs - 24;
for (let round = 0; round < rounds; round++) {
  await Promise.all(Array.from({ length: burst }, (_, i) => one(MIX[(round + i) % MIX.length]!)));
  if (round < rounds - 1) await new Promise((r) => setTimeout(r, sweepFrom + 2 * (round % 25)));
}
stop = true;
await Promise.all(steady);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const shown = [...statuses].sort().map(([s, c]) => `${s}: ${c}`).join(', ');
console.log(
  `load: ${sent} requests in ${seconds} s, ${steadyWorkers} steady + bursts of ${burst} (${steadyWorkers + burst} at a time), ` +
    `${rounds} rounds ${sweepFrom}-${sweepFrom + 48} ms apart (Prism closes an idle connection after ${idleMs} ms); ${shown}; failures: ${failures.length}`,
);
for (const line of failures.slice(0, 10)) console.log(`  ${line}`);
for (const line of server.output().split('\n').filter((l) => /forwarding .* failed|restarting/.test(l)).slice(0, 10)) console.log(`  ${line}`);
await server.stop();
process.exit(failures.length > 0 ? 1 : 0);
