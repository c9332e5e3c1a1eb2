// The Prism mock behind its front (front.ts), as `npm run mock` and scripts/lib/servers.ts startPrism()
// start it:  tsx mock-server/prism-front/main.ts [--contract FILE] [--dynamic]   (PORT, HOST from the env)
// Prism runs as a child on an internal port (prism-process.ts) and is started again if it ever exits;
// the front listens on PORT once Prism is ready. SIGTERM/SIGINT, or the parent process going away,
// stop both.
// Drift mode (drift.ts): `--upstream URL` (or ORBIT_MOCK_UPSTREAM) forwards to a live deployment instead of
// starting Prism, `--drift-report DIR` and `--record FILE` say where its report and recordings go (written
// on GET /__drift and when the front stops).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { CONTRACT } from '../../scripts/lib/paths.ts';
import { readContract, requestLimits } from '../../openapi/lib/contract.ts';
import { createDriftFront } from './drift.ts';
import { createFront } from './front.ts';
import { prismDocument } from './prism-document.ts';
import { PrismProcess } from './prism-process.ts';

const { values } = parseArgs({
  options: {
    contract: { type: 'string', default: CONTRACT },
    dynamic: { type: 'boolean', default: false },
    upstream: { type: 'string' },
    'drift-report': { type: 'string' },
    record: { type: 'string' },
  },
});
const contract = values.contract!;
const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';
const log = (line: string) => console.log(`prism-front: ${line}`);

/** Drift mode: the front before a live deployment; nothing to start but the front. */
async function startDrift(upstream: string): Promise<() => Promise<void>> {
  const drift = createDriftFront({ contract, upstream, reportDir: values['drift-report'], recordFile: values.record, log });
  await new Promise<void>((resolve) => drift.server.listen(port, host, resolve));
  log(`listening on http://${host}:${port} (drift mode: forwarding to ${upstream}, checked against ${contract})`);
  return async () => {
    drift.save();
    drift.server.close();
    drift.server.closeAllConnections();
  };
}

/** The mock: Prism behind the front. */
async function startMock(): Promise<() => Promise<void>> {
  const doc = readContract(contract);
  const limits = requestLimits(doc);
  // Prism serves a copy of the contract when it has what Prism reads wrong (prism-document.ts: multipart bodies,
  // which the front checks itself; nullable compositions). The copy lives as long as the front (removed on exit).
  const opened = prismDocument(doc);
  const copyDir = opened ? mkdtempSync(join(tmpdir(), 'orbit-prism-front-')) : undefined;
  const served = copyDir ? join(copyDir, basename(contract).replace(/\.ya?ml$/, '') + '.json') : contract;
  if (copyDir) {
    writeFileSync(served, JSON.stringify(opened));
    process.on('exit', () => rmSync(copyDir, { recursive: true, force: true }));
  }
  const prism = new PrismProcess({ contract: served, dynamic: values.dynamic!, maxHeaderBytes: 4 * limits.header_bytes, log });
  const server = createFront({ contract, upstream: () => prism.url(), log });

  await prism.url();
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  log(`listening on http://${host}:${port} (Prism of ${contract}${values.dynamic ? ', dynamic' : ''})`);
  return async () => {
    server.close();
    server.closeAllConnections();
    await prism.stop();
  };
}

const upstream = values.upstream ?? (process.env.ORBIT_MOCK_UPSTREAM || undefined);
const stop = upstream ? await startDrift(upstream) : await startMock();
let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
// Whoever started the front is gone (killed without a chance to stop it): stop too, Prism with it.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && void shutdown(), 1000).unref();
