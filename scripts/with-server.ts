// Runs a command against a freshly started server and stops the server afterwards:
//   tsx scripts/with-server.ts mock -- <command...>        Prism mock of the contract
// The command sees ORBIT_BASE_URL (and ORBIT_MOCK_URL) pointing at the server; its exit code is ours.
import { spawn } from 'node:child_process';
import { startPrism, type RunningServer } from './lib/servers.ts';

const [kind, separator, ...command] = process.argv.slice(2);
if (kind !== 'mock' || separator !== '--' || command.length === 0) {
  console.error('usage: tsx scripts/with-server.ts mock -- <command...>');
  process.exit(2);
}

const server: RunningServer = await startPrism();
const child = spawn(command[0]!, command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, ORBIT_BASE_URL: server.url, ORBIT_MOCK_URL: server.url },
});
const code: number = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
await server.stop();
if (code !== 0) console.error(`with-server: command failed (exit ${code}); Prism output:\n${server.output().slice(-4000)}`);
process.exit(code);
