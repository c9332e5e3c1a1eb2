// `npm run mock`: the Prism mock serving a contract's examples on 127.0.0.1:$PORT (default 4010) until stopped,
// behind its front (mock-server/prism-front): bad input gets the contract's error body, and Prism is started
// again by itself if it ever exits (mock-server/README.md, "The mock's front").
//   npm run mock [-- --contract FILE]      the contract: FILE, else $ORBIT_CONTRACT, else openapi/openapi.yaml
// Drift mode (mock-server/README.md, "Drift against a live deployment"): the front before a live deployment
// instead of Prism, checking its answers against the contract:
//   npm run mock -- --upstream URL [--drift-report DIR] [--record FILE]    (or ORBIT_MOCK_UPSTREAM=URL)
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startPrism, startProcess } from './lib/servers.ts';
import { CONTRACT, ROOT } from './lib/paths.ts';

const { values } = parseArgs({ options: { contract: { type: 'string' }, upstream: { type: 'string' }, 'drift-report': { type: 'string' }, record: { type: 'string' } } });
const contract = resolve(values.contract ?? process.env.ORBIT_CONTRACT ?? CONTRACT);
const upstream = values.upstream ?? (process.env.ORBIT_MOCK_UPSTREAM || undefined);
const port = Number(process.env.PORT ?? 4010);
let server;
if (upstream) {
  // The front alone (mock-server/prism-front/main.ts in drift mode); its files are written where they were named from.
  const files = [...(values['drift-report'] ? ['--drift-report', resolve(values['drift-report'])] : []), ...(values.record ? ['--record', resolve(values.record)] : [])];
  const front = ['--import', 'tsx', resolve(ROOT, 'mock-server', 'prism-front', 'main.ts'), '--contract', contract, '--upstream', upstream, ...files];
  server = await startProcess(process.execPath, front, { port, probePath: '/__drift' });
  console.log(`Drift front of ${upstream} (checked against ${relative(process.cwd(), contract)}) listening on ${server.url}`);
  console.log(`The report so far: ${server.url}/__drift${values['drift-report'] ? ` (also written to ${values['drift-report']})` : ''}; stop with Ctrl-C to write the files.`);
} else {
  server = await startPrism({ port, contract, dynamic: process.env.PRISM_DYNAMIC === '1' });
  console.log(`Prism mock of ${relative(process.cwd(), contract)} listening on ${server.url}`);
  console.log('Pick a response with the Prefer header, e.g. "Prefer: code=409" or "Prefer: example=order_not_deletable".');
}
const running = server;
const shutdown = async () => {
  await running.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
