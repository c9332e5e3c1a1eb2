// verify-release can fail, and says why: small releases made here the way scripts/release.ts makes the real one
// (packReproducibly, manifest.json, SHA256SUMS, an OpenSSH signature over it), each good but for one thing. The
// command is run as a user runs it (`npx tsx scripts/verify-release.ts`), so the exit code and the messages are
// what is tested. The real archive passes it in archive.test.ts.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fileDigest, packReproducibly, sha256, walk } from '../../scripts/lib/archive.ts';
import { BIN } from '../../scripts/lib/paths.ts';
import { signFile } from '../../scripts/release/sign.ts';
import { execStatus } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'orbit-verify-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const NAME = 'orbit-sdk-9.9.9';
const WHEN = new Date(1_700_000_000 * 1000);

/** Makes a key pair and returns [private key, allowed-signers line]. */
function key(name: string, principal: string): [string, string] {
  const file = join(dir, name);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', principal, '-f', file]);
  return [file, `${principal} namespaces="orbit-release" ${readFileSync(`${file}.pub`, 'utf8').split(' ').slice(0, 2).join(' ')}\n`];
}
let releaseKey = '';
let otherKey = '';
const allowed = join(dir, 'allowed_signers');

const FILES: Record<string, string> = {
  'README.md': '# Orbit SDKs 9.9.9\n',
  'LICENSE': 'Apache License 2.0\n',
  'openapi.yaml': 'openapi: 3.0.3\n',
  'python/README.md': '# orbit-sdk\n',
  'artifacts/npm/orbit-sdk-9.9.9.txt': 'not really a tarball\n',
};

interface Variant {
  /** Change the staged files after manifest.json is written (tampering inside the archive). */
  afterManifest?: (stage: string) => void;
  /** Sign with this key; none = unsigned. */
  signWith?: string;
  /** Change the archive after SHA256SUMS was signed. */
  changeSumsAfterSigning?: boolean;
}

/**
 * A release in its own folder: <folder>/orbit-sdk-9.9.9.tar.gz, SHA256SUMS (always for the final archive, as an
 * attacker who replaced the archive would write it) and maybe SHA256SUMS.sig.
 */
async function makeRelease(folder: string, variant: Variant = {}): Promise<string> {
  const out = join(dir, folder);
  const stageRoot = join(out, 'stage');
  const stage = join(stageRoot, NAME);
  for (const [path, content] of Object.entries(FILES)) {
    mkdirSync(join(stage, path, '..'), { recursive: true });
    writeFileSync(join(stage, path), content);
  }
  const files = walk(stage, stage).filter((p) => !p.endsWith('/')).map((path) => ({ path, ...fileDigest(join(stage, path)) }));
  writeFileSync(join(stage, 'manifest.json'), JSON.stringify({ name: 'orbit-sdk', version: '9.9.9', artifacts: [], sboms: [], files }, null, 2));
  variant.afterManifest?.(stage);
  const archive = join(out, `${NAME}.tar.gz`);
  await packReproducibly(stageRoot, NAME, archive, WHEN);
  const sums = join(out, 'SHA256SUMS');
  writeFileSync(sums, `${sha256(readFileSync(archive))}  ${NAME}.tar.gz\n`);
  if (variant.signWith) signFile(sums, variant.signWith);
  if (variant.changeSumsAfterSigning) writeFileSync(sums, `${'0'.repeat(64)}  ${NAME}.tar.gz\n`);
  rmSync(stageRoot, { recursive: true, force: true });
  return archive;
}

async function verify(archive: string, ...extra: string[]) {
  const run = await execStatus(join(BIN, 'tsx'), ['scripts/verify-release.ts', archive, ...extra]);
  return { code: run.code, out: run.stdout + run.stderr };
}

beforeAll(() => {
  const [k1, line1] = key('release-key', 'releases@orbit.example');
  const [k2] = key('other-key', 'someone-else@example.com');
  releaseKey = k1;
  otherKey = k2;
  writeFileSync(allowed, line1);
});

describe('verify-release', () => {
  test('passes a good signed release, naming the signer', async () => {
    const archive = await makeRelease('good', { signWith: releaseKey });
    const { code, out } = await verify(archive, '--allowed-signers', allowed);
    expect(out).toMatch(/ok {3}sums: orbit-sdk-9\.9\.9\.tar\.gz sha256 [0-9a-f]{64} as SHA256SUMS says/);
    expect(out).toMatch(/ok {3}signature: .*releases@orbit\.example/);
    expect(out).toMatch(/ok {3}safety: /);
    expect(out).toMatch(/ok {3}manifest: 5 files match manifest\.json \(orbit-sdk 9\.9\.9\)/);
    expect(out).toContain('is intact');
    expect(code).toBe(0);
  });

  test('passes an unsigned release and says it is not signed; a signature without --allowed-signers is checked but its signer is not', async () => {
    const unsigned = await verify(await makeRelease('unsigned'));
    expect(unsigned.out).toMatch(/ok {3}signature: no SHA256SUMS\.sig: the release is not signed/);
    expect(unsigned.code).toBe(0);
    const signed = await verify(await makeRelease('signed-unchecked', { signWith: releaseKey }));
    expect(signed.out).toMatch(/ok {3}signature: the signature is intact, but its signer was not checked \(pass --allowed-signers FILE/);
    expect(signed.code).toBe(0);
  });

  test('fails a tampered file (SHA256SUMS rewritten to match), naming it', async () => {
    const archive = await makeRelease('tampered', { afterManifest: (stage) => writeFileSync(join(stage, 'openapi.yaml'), 'openapi: 3.0.3\nx-evil: true\n') });
    const { code, out } = await verify(archive);
    expect(out).toMatch(/FAIL manifest: changed: openapi\.yaml does not match manifest\.json \(size 28, expected 15; sha256 [0-9a-f]{64}, expected [0-9a-f]{64}\)/);
    expect(out).toMatch(/ok {3}sums: /);
    expect(out).toContain('FAILED (manifest)');
    expect(code).toBe(1);
  });

  test('fails an archive changed after SHA256SUMS was written', async () => {
    const archive = await makeRelease('changed-archive');
    writeFileSync(archive, Buffer.concat([readFileSync(archive), Buffer.from([0])]));
    const { code, out } = await verify(archive);
    expect(out).toMatch(/FAIL sums: orbit-sdk-9\.9\.9\.tar\.gz has SHA-256 [0-9a-f]{64}, but .*SHA256SUMS says [0-9a-f]{64}: the archive was changed/);
    expect(code).toBe(1);
  });

  test('fails a missing entry, naming it', async () => {
    const archive = await makeRelease('missing', { afterManifest: (stage) => rmSync(join(stage, 'python', 'README.md')) });
    const { code, out } = await verify(archive);
    expect(out).toContain('FAIL manifest: missing: python/README.md is in manifest.json but not in the archive');
    expect(code).toBe(1);
  });

  test('fails an extra file, naming it', async () => {
    const archive = await makeRelease('extra', { afterManifest: (stage) => writeFileSync(join(stage, 'python', 'sitecustomize.py'), 'import os\n') });
    const { code, out } = await verify(archive);
    expect(out).toContain('FAIL manifest: extra: python/sitecustomize.py is in the archive but not in manifest.json');
    expect(code).toBe(1);
  });

  test('fails a signature by a key that is not allowed (wrong signer)', async () => {
    const archive = await makeRelease('wrong-signer', { signWith: otherKey });
    const { code, out } = await verify(archive, '--allowed-signers', allowed);
    expect(out).toMatch(/FAIL signature: the signature was made by a key that is not in .*allowed_signers \(wrong signer\)/);
    expect(code).toBe(1);
  });

  test('fails a SHA256SUMS changed after it was signed', async () => {
    const archive = await makeRelease('sums-after-signing', { signWith: releaseKey, changeSumsAfterSigning: true });
    const { code, out } = await verify(archive, '--allowed-signers', allowed);
    expect(out).toMatch(/FAIL signature: the signature of releases@orbit\.example does not verify/);
    expect(out).toMatch(/FAIL sums: /);
    expect(code).toBe(1);
  });

  test('fails when --allowed-signers asks for a signature and there is none', async () => {
    const { code, out } = await verify(await makeRelease('no-signature'), '--allowed-signers', allowed);
    expect(out).toMatch(/FAIL signature: --allowed-signers was given but there is no signature/);
    expect(code).toBe(1);
  });

  test("fails an archive that breaks the safety rules (a link), by the checker's rule", async () => {
    // packReproducibly refuses links, so this archive is written by tar itself.
    const out = join(dir, 'unsafe');
    mkdirSync(join(out, 'stage', NAME, 'python'), { recursive: true });
    writeFileSync(join(out, 'stage', NAME, 'README.md'), '# x\n');
    symlinkSync('/etc/passwd', join(out, 'stage', NAME, 'python', 'setup.py'));
    const files = [{ path: 'README.md', ...fileDigest(join(out, 'stage', NAME, 'README.md')) }];
    writeFileSync(join(out, 'stage', NAME, 'manifest.json'), JSON.stringify({ name: 'orbit-sdk', version: '9.9.9', files }));
    const archive = join(out, `${NAME}.tar.gz`);
    execFileSync('tar', ['-czf', archive, '-C', join(out, 'stage'), NAME]);
    writeFileSync(join(out, 'SHA256SUMS'), `${sha256(readFileSync(archive))}  ${NAME}.tar.gz\n`);
    const { code, out: output } = await verify(archive);
    expect(output).toMatch(/FAIL safety: not a plain file or folder \(SymbolicLink\): orbit-sdk-9\.9\.9\/python\/setup\.py/);
    expect(code).toBe(1);
  });

  test('says how to call it when the archive is missing or an option has no value', async () => {
    const none = await verify(join(dir, 'nowhere.tar.gz'));
    expect(none.out).toContain('FAIL sums: no archive at');
    expect(none.code).toBe(1);
    const usage = await execStatus(join(BIN, 'tsx'), ['scripts/verify-release.ts', '--allowed-signers']);
    expect(usage.stderr).toContain('usage: npx tsx scripts/verify-release.ts');
    expect(usage.code).toBe(2);
  });
});

// Keep the helper honest: a good release copied elsewhere (SHA256SUMS beside it) still verifies.
test('a release verifies wherever it is copied to, with SHA256SUMS beside it', async () => {
  const archive = await makeRelease('to-copy');
  const elsewhere = join(dir, 'downloads');
  cpSync(join(dir, 'to-copy'), elsewhere, { recursive: true });
  const { code } = await verify(join(elsewhere, `${NAME}.tar.gz`));
  expect(code).toBe(0);
  expect(archive).not.toBe(join(elsewhere, `${NAME}.tar.gz`));
});
