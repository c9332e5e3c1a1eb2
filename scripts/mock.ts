// `npm run mock`: the Prism mock serving a contract's examples on 127.0.0.1:$PORT (default 4010) until stopped,
// behind its front (mock-server/prism-front): bad input gets the contract's error body, and Prism is started
// again by itself if it ever exits (mock-server/README.md, "The mock's front").
//   npm run mock [-- --contract FILE]      the contract: FILE, else $ORBIT_CONTRACT, else openapi/openapi.yaml
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startPrism } from './lib/servers.ts';
import { CONTRACT } from './lib/paths.ts';

const { values } = parseArgs({ options: { contract: { type: 'string' } } });
const contract = resolve(values.contract ?? process.env.ORBIT_CONTRACT ?? CONTRACT);
const port = Number(process.env.PORT ?? 4010);
const server = await startPrism({ port, contract, dynamic: process.env.PRISM_DYNAMIC === '1' });
console.log(`Prism mock of ${relative(process.cwd(), contract)} listening on ${server.url}`);
console.log('Pick a response with the Prefer header, e.g. "Prefer: code=409" or "Prefer: example=order_not_deletable".');
const shutdown = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
