// Breaking-change guard: compares the working contract with the released baseline using oasdiff and
// fails on any breaking change (oasdiff level ERR) that the CHANGELOG does not record. A change is recorded
// by a bullet under a "### Breaking" heading naming its oasdiff id in backticks and its operation, e.g.
//   - `response-required-property-removed` GET /api/user/orders: `provider` is no longer returned
// Usage: tsx scripts/breaking-check.ts [--base FILE] [--revision FILE] [--changelog FILE]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CONTRACT, ROOT } from './lib/paths.ts';

export const OASDIFF_VERSION = 'v1.30.0';
export const OASDIFF = join(ROOT, '.cache', 'bin', `oasdiff-${OASDIFF_VERSION}`);
const ERR = 3;

export interface BreakingChange {
  id: string;
  text: string;
  level: number;
  operation: string;
  path: string;
}

/** The bullets of every "### Breaking" section. */
export function recordedBreakingChanges(changelog: string): string[] {
  const lines: string[] = [];
  let inside = false;
  for (const line of changelog.split('\n')) {
    if (/^#{1,3} /.test(line)) inside = /^### Breaking\b/i.test(line);
    else if (inside && /^\s*[-*] /.test(line)) lines.push(line);
  }
  return lines;
}

export function unrecorded(changes: BreakingChange[], changelog: string): BreakingChange[] {
  const recorded = recordedBreakingChanges(changelog);
  return changes
    .filter((c) => c.level >= ERR)
    .filter((c) => !recorded.some((line) => line.includes(`\`${c.id}\``) && line.includes(`${c.operation} ${c.path}`)));
}

export function breakingChanges(base: string, revision: string): BreakingChange[] {
  if (!existsSync(OASDIFF)) throw new Error(`${OASDIFF} is missing; run \`bash scripts/bootstrap go\``);
  const result = spawnSync(OASDIFF, ['breaking', base, revision, '--format', 'json'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`oasdiff failed (${result.status}): ${result.stderr}`);
  return JSON.parse(result.stdout || '[]');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      base: { type: 'string', default: join(ROOT, 'openapi', 'baseline', 'openapi-3.4.0.yaml') },
      revision: { type: 'string', default: CONTRACT },
      changelog: { type: 'string', default: join(ROOT, 'CHANGELOG.md') },
    },
  });
  const changes = breakingChanges(values.base!, values.revision!);
  const missing = unrecorded(changes, readFileSync(values.changelog!, 'utf8'));
  for (const c of changes) console.log(`${c.level >= ERR ? 'breaking' : 'warning '} ${c.id} ${c.operation} ${c.path}: ${c.text}`);
  if (missing.length) {
    console.error(`\nbreaking-check: ${missing.length} breaking change(s) against the baseline are not recorded in the CHANGELOG.`);
    console.error('Record each under a "### Breaking" heading of the next major version, e.g.:');
    for (const c of missing) console.error(`  - \`${c.id}\` ${c.operation} ${c.path}: ${c.text}`);
    process.exit(1);
  }
  console.log(`breaking-check: ${changes.filter((c) => c.level >= ERR).length} breaking change(s), all recorded; contract compatible with the baseline otherwise`);
}
