// `npm run verify-release -- <archive.tar.gz> [--allowed-signers FILE] [--sums FILE]`: checks a downloaded release
// without installing or running anything from it: SHA256SUMS (next to the archive) names it with its SHA-256;
// SHA256SUMS.sig, when present, is an orbit-release OpenSSH signature over SHA256SUMS (by a key of FILE when
// --allowed-signers is given, and then it must be present); the archive passes the release's safety rules; and
// every file matches manifest.json (nothing changed, missing or extra). Prints one line per check; exits 1 on
// any problem, 2 on a usage error.
import { resolve } from 'node:path';
import { verifyRelease } from './release/verify.ts';

const args = process.argv.slice(2);
const usage = 'usage: npx tsx scripts/verify-release.ts <orbit-sdk-X.Y.Z.tar.gz> [--allowed-signers FILE] [--sums FILE]';
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const value = args[i + 1];
  if (!value || value.startsWith('--')) {
    console.error(`verify-release: ${name} needs a file\n${usage}`);
    process.exit(2);
  }
  args.splice(i, 2);
  return resolve(value);
};
const allowedSigners = option('--allowed-signers');
const sums = option('--sums');
if (args.length !== 1 || args[0]!.startsWith('--')) {
  console.error(`verify-release: ${args.length ? `unexpected ${args.join(' ')}` : 'which archive?'}\n${usage}`);
  process.exit(2);
}
const archive = resolve(args[0]!);
const results = await verifyRelease(archive, { allowedSigners, sums });
for (const result of results) {
  const [first, ...rest] = result.lines;
  console.log(`verify-release: ${result.ok ? 'ok  ' : 'FAIL'} ${result.name}: ${first}`);
  for (const line of rest) console.log(`verify-release:      ${result.name}: ${line}`);
}
const failed = results.filter((r) => !r.ok).map((r) => r.name);
console.log(failed.length ? `verify-release: ${archive} FAILED (${failed.join(', ')})` : `verify-release: ${archive} is intact`);
process.exitCode = failed.length ? 1 : 0;
