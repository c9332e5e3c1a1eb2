// Runs a command against a freshly started server and stops the server afterwards:
//   tsx scripts/with-server.ts mock -- <command...>        Prism mock of the contract
//   tsx scripts/with-server.ts reference -- <command...>   the reference server (mock-server/reference)
// The command sees ORBIT_BASE_URL pointing at the server (and ORBIT_MOCK_URL or ORBIT_REFERENCE_URL);
// its exit code is ours.
import { spawn } from 'node:child_process';
import { startPrism, startReference, type RunningServer } from './lib/servers.ts';

const KINDS = { mock: { start: () => startPrism(), variable: 'ORBIT_MOCK_URL', name: 'Prism' }, reference: { start: () => startReference(), variable: 'ORBIT_REFERENCE_URL', name: 'reference server' } };

const [kind, separator, ...command] = process.argv.slice(2);
if (!(kind && kind in KINDS) || separator !== '--' || command.length === 0) {
  console.error('usage: tsx scripts/with-server.ts mock|reference -- <command...>');
  process.exit(2);
}
const chosen = KINDS[kind as keyof typeof KINDS];

const server: RunningServer = await chosen.start();
const child = spawn(command[0]!, command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, ORBIT_BASE_URL: server.url, [chosen.variable]: server.url },
});
const code: number = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
await server.stop();
if (code !== 0) console.error(`with-server: command failed (exit ${code}); ${chosen.name} output:\n${server.output().slice(-4000)}`);
process.exit(code);
