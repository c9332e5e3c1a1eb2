// What `verify-release` checks, without installing or running anything from the archive:
//   sums       SHA256SUMS next to the archive names it with the archive's SHA-256
//   signature  SHA256SUMS.sig, when present (or when --allowed-signers asks for one), is an orbit-release OpenSSH
//              signature over SHA256SUMS, by a key of the allowed-signers file when one is given
//   safety     the archive passes archiveProblems() (no absolute or parent paths, links, modes, caches, keys),
//              and no registry artifact inside it holds an entry that would leave the folder it is unpacked into
//   manifest   manifest.json lists every file with its size and SHA-256: a changed file, a listed file that is
//              missing and a file that is not listed are each reported by name
// Every problem is reported, not only the first.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { archiveProblems, readArchive, sha256 } from '../lib/archive.ts';
import { artifactFilesOf } from './inspect.ts';
import { checkSignature } from './sign.ts';

export interface CheckResult {
  name: 'sums' | 'signature' | 'safety' | 'manifest';
  ok: boolean;
  /** One line per finding; for a passing check, what was checked. */
  lines: string[];
}

export interface VerifyOptions {
  allowedSigners?: string;
  /** SHA256SUMS to use (default: next to the archive). */
  sums?: string;
}

export async function verifyRelease(archive: string, options: VerifyOptions = {}): Promise<CheckResult[]> {
  if (!existsSync(archive)) return [{ name: 'sums', ok: false, lines: [`no archive at ${archive}`] }];
  const results: CheckResult[] = [];
  const data = readFileSync(archive);
  const digest = sha256(data);

  // sums
  const sums = options.sums ?? join(dirname(archive), 'SHA256SUMS');
  if (!existsSync(sums)) {
    results.push({ name: 'sums', ok: false, lines: [`no SHA256SUMS next to the archive (${sums})`] });
  } else {
    const line = readFileSync(sums, 'utf8').split('\n').find((l) => l.trim().split(/\s+\*?/)[1] === basename(archive));
    const listed = line?.trim().split(/\s+/)[0];
    if (!listed) results.push({ name: 'sums', ok: false, lines: [`${sums} has no line for ${basename(archive)}`] });
    else if (listed !== digest) results.push({ name: 'sums', ok: false, lines: [`${basename(archive)} has SHA-256 ${digest}, but ${sums} says ${listed}: the archive was changed or SHA256SUMS is for another archive`] });
    else results.push({ name: 'sums', ok: true, lines: [`${basename(archive)} sha256 ${digest} as SHA256SUMS says`] });

    // signature
    const signature = `${sums}.sig`;
    if (existsSync(signature)) {
      const check = checkSignature(sums, signature, options.allowedSigners);
      results.push({ name: 'signature', ok: check.ok, lines: [check.message] });
    } else if (options.allowedSigners) {
      results.push({ name: 'signature', ok: false, lines: [`--allowed-signers was given but there is no signature (${signature})`] });
    } else {
      results.push({ name: 'signature', ok: true, lines: ['no SHA256SUMS.sig: the release is not signed (nothing to check)'] });
    }
  }

  // safety
  const problems = await archiveProblems(archive);
  const entries = await readArchive(archive);
  const top = entries[0]?.path.split('/')[0] ?? '';
  let manifest: any;
  const manifestEntry = entries.find((e) => e.path === `${top}/manifest.json`);
  try {
    manifest = manifestEntry?.content ? JSON.parse(manifestEntry.content.toString('utf8')) : undefined;
  } catch (error) {
    manifest = undefined;
    problems.push(`manifest.json is not JSON: ${(error as Error).message}`);
  }
  for (const artifact of manifest?.artifacts ?? []) {
    const entry = entries.find((e) => e.path === `${top}/${artifact.path}`);
    if (!entry?.content || !/\.(zip|whl|jar|tgz|tar\.gz)$/.test(artifact.path)) continue;
    try {
      await artifactFilesOf(basename(artifact.path), entry.content);
    } catch (error) {
      problems.push(`${artifact.path}: ${(error as Error).message}`);
    }
  }
  results.push(problems.length ? { name: 'safety', ok: false, lines: problems } : { name: 'safety', ok: true, lines: [`${entries.length} entries: safe (paths, types, modes, no caches, dependencies or keys)`] });

  // manifest
  if (!manifest) {
    results.push({ name: 'manifest', ok: false, lines: [`no readable manifest.json in ${top}/`] });
    return results;
  }
  const findings: string[] = [];
  const files = new Map(entries.filter((e) => e.type === 'File').map((e) => [e.path.slice(top.length + 1), e]));
  const listed = new Set<string>();
  for (const file of manifest.files ?? []) {
    listed.add(file.path);
    const entry = files.get(file.path);
    if (!entry) findings.push(`missing: ${file.path} is in manifest.json but not in the archive`);
    else if (entry.size !== file.size || sha256(entry.content ?? '') !== file.sha256) findings.push(`changed: ${file.path} does not match manifest.json (size ${entry.size}, expected ${file.size}; sha256 ${sha256(entry.content ?? '')}, expected ${file.sha256})`);
  }
  for (const path of files.keys()) if (path !== 'manifest.json' && !listed.has(path)) findings.push(`extra: ${path} is in the archive but not in manifest.json`);
  for (const item of [...(manifest.artifacts ?? []), ...(manifest.sboms ?? [])]) {
    if (!listed.has(item.path)) findings.push(`manifest.json names ${item.path} but does not list it among the files`);
  }
  results.push(findings.length ? { name: 'manifest', ok: false, lines: findings } : { name: 'manifest', ok: true, lines: [`${listed.size} files match manifest.json (${manifest.name} ${manifest.version})`] });
  return results;
}
