// OpenSSH file signatures over SHA256SUMS (`ssh-keygen -Y`, namespace orbit-release): no extra service, and
// anyone with OpenSSH 8.2+ can check them against an allowed-signers file (one line per trusted key:
// `<principal> namespaces="orbit-release" <public key>`).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

export const NAMESPACE = 'orbit-release';

function sshKeygen(args: string[], input?: Buffer): { status: number | null; output: string } {
  const result = spawnSync('ssh-keygen', args, { input, encoding: 'utf8' });
  if (result.error) throw new Error(`ssh-keygen could not be started (OpenSSH 8.2 or later is needed): ${result.error.message}`);
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

/** Signs `file` with the private key `key`; writes `<file>.sig` and returns the signing key's fingerprint. */
export function signFile(file: string, key: string): { signature: string; fingerprint: string } {
  if (!existsSync(key)) throw new Error(`--sign: no private key at ${key}`);
  const signature = `${file}.sig`;
  rmSync(signature, { force: true });
  const signed = sshKeygen(['-Y', 'sign', '-q', '-f', key, '-n', NAMESPACE, file]);
  if (signed.status !== 0 || !existsSync(signature)) throw new Error(`ssh-keygen -Y sign -f ${key} failed:\n${signed.output}`);
  const fingerprint = sshKeygen(['-l', '-f', key]);
  return { signature, fingerprint: fingerprint.output.split(/\s+/)[1] ?? 'unknown' };
}

export type SignatureCheck = { ok: true; signer?: string; message: string } | { ok: false; message: string };

/**
 * Checks `signature` over `file`. With an allowed-signers file: signed by one of its keys for orbit-release.
 * Without one: the signature is intact, but nothing says who made it (the message says so).
 */
export function checkSignature(file: string, signature: string, allowedSigners?: string): SignatureCheck {
  const data = readFileSync(file);
  if (!allowedSigners) {
    const check = sshKeygen(['-Y', 'check-novalidate', '-n', NAMESPACE, '-s', signature], data);
    return check.status === 0
      ? { ok: true, message: `the signature is intact, but its signer was not checked (pass --allowed-signers FILE to check it): ${check.output}` }
      : { ok: false, message: `the signature does not match ${file} or is not an ${NAMESPACE} signature: ${check.output}` };
  }
  if (!existsSync(allowedSigners)) return { ok: false, message: `--allowed-signers: no file at ${allowedSigners}` };
  const found = sshKeygen(['-Y', 'find-principals', '-s', signature, '-f', allowedSigners]);
  const principals = found.status === 0 ? found.output.split('\n').map((l) => l.trim()).filter(Boolean) : [];
  if (!principals.length) return { ok: false, message: `the signature was made by a key that is not in ${allowedSigners} (wrong signer)` };
  const verified = sshKeygen(['-Y', 'verify', '-f', allowedSigners, '-I', principals[0]!, '-n', NAMESPACE, '-s', signature], data);
  return verified.status === 0
    ? { ok: true, signer: principals[0], message: verified.output }
    : { ok: false, message: `the signature of ${principals[0]} does not verify: ${verified.output}` };
}
