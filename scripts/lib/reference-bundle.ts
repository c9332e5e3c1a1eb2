// The reference server as the release archive carries it (`servers/orbit-reference-server.mjs`, one file
// for Node 18+, scripts/release/reference-server.ts), built once into .cache for the tests of the SDKs'
// testing kits: they start "the bundled reference server" as an integrator would, from ORBIT_REFERENCE_SERVER.
// Rebuilt when anything it is made of (mock-server/, the contract) is newer than the bundle.
//   npx tsx scripts/lib/reference-bundle.ts    prints the bundle's path (building it first when stale)
import { existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleReferenceServer, SERVER_FILE } from '../release/reference-server.ts';
import { CONTRACT, ROOT } from './paths.ts';

const BUNDLE = join(ROOT, '.cache', 'reference-server', SERVER_FILE);

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((m, name) => (name === 'node_modules' || name === 'test' ? m : Math.max(m, newest(join(path, name)))), 0);
}

/** The path of the bundled reference server, built first when missing or older than its sources. */
export async function ensureReferenceBundle(): Promise<string> {
  const sources = Math.max(newest(join(ROOT, 'mock-server')), newest(CONTRACT));
  if (existsSync(BUNDLE) && statSync(BUNDLE).mtimeMs >= sources) return BUNDLE;
  mkdirSync(join(ROOT, '.cache', 'reference-server'), { recursive: true });
  // Several suites may build at once: each writes its own file and renames it into place (atomic), so
  // none ever runs a half-written bundle.
  const partial = `${BUNDLE}.${process.pid}.tmp`;
  await bundleReferenceServer(partial);
  renameSync(partial, BUNDLE);
  return BUNDLE;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await ensureReferenceBundle());
