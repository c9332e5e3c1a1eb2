// The release archive: reproducible packing (sorted entries, fixed mtimes, no owners, fixed modes, gzip
// without a timestamp) and the safety rules every archive must pass.
import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { create, list, type ReadEntry } from 'tar';

/** Names that never belong in a release (dependencies, caches, VCS and build leftovers). */
export const FORBIDDEN_NAMES = new Set([
  'node_modules', 'vendor', '__pycache__', '.pytest_cache', '.mypy_cache', '.cache', '.git', '.DS_Store',
  '.openapi-generator', '.venv', 'venv', '.phpunit.result.cache', '.tox', 'coverage', '.idea', '.vscode',
]);
const FORBIDDEN_SUFFIXES = ['.pyc', '.pyo', '.log', '.swp', '.orig', '.rej', '.egg-info', '.pem', '.key', '.p12'];

/** Patterns that look like secrets. Example keys in the docs are `sk_test_...`, which are allowed. */
export const SECRET_PATTERNS: [string, RegExp][] = [
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['live API key', /\bsk_live_[0-9A-Za-z]{16,}/],
  ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['GitHub token', /\bgh[pousr]_[0-9A-Za-z]{36}\b/],
  ['npm token', /\bnpm_[0-9A-Za-z]{36}\b/],
];

export function isForbiddenPath(path: string): string | null {
  for (const part of path.split('/')) {
    if (FORBIDDEN_NAMES.has(part)) return `contains ${part}`;
    const suffix = FORBIDDEN_SUFFIXES.find((s) => part.endsWith(s));
    if (suffix) return `ends with ${suffix}`;
  }
  return null;
}

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Every file and folder below `dir`, as sorted POSIX paths relative to `base`, folders before their contents. */
export function walk(dir: string, base: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    const rel = relative(base, path).split(sep).join(posix.sep);
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) throw new Error(`refusing a link in the release: ${rel}`);
    if (stat.isDirectory()) out.push(`${rel}/`, ...walk(path, base));
    else out.push(rel);
  }
  return out;
}

/** Packs `root/<top>` into a .tgz whose bytes depend only on the files' paths and contents. */
export async function packReproducibly(root: string, top: string, file: string, mtime: Date): Promise<string[]> {
  const entries = [`${top}/`, ...walk(join(root, top), root)];
  for (const entry of entries) {
    const path = join(root, entry);
    chmodSync(path, entry.endsWith('/') ? 0o755 : 0o644);
    utimesSync(path, mtime, mtime);
  }
  await create(
    {
      cwd: root,
      file,
      gzip: { level: 9 }, // node's gzip header carries no timestamp and no file name
      portable: true, // no uid, gid, uname, gname, atime, ctime, dev, ino
      noDirRecurse: true, // the sorted list above is the whole order
      mtime,
    },
    entries,
  );
  normalizeGzipHeader(file);
  return entries;
}

/**
 * Pins the gzip header's platform-dependent bytes: MTIME (4-7) to 0 and OS (9) to 255 "unknown", which is what
 * Node's zlib writes today; a zlib built for another OS would write its own OS code (3 Unix, 19 macOS...). The
 * CRC covers only the uncompressed data, so the file stays valid.
 */
export function normalizeGzipHeader(file: string): void {
  const data = readFileSync(file);
  if (data[0] !== 0x1f || data[1] !== 0x8b || data[2] !== 8) throw new Error(`${file} is not a gzip file`);
  if ((data[3]! & 0x1e) !== 0) throw new Error(`${file}: gzip header has optional fields (FLG ${data[3]})`);
  if (data.readUInt32LE(4) === 0 && data[9] === 0xff) return;
  data.writeUInt32LE(0, 4);
  data[9] = 0xff;
  writeFileSync(file, data);
}

export interface ArchiveEntry {
  path: string;
  type: string;
  mode: number;
  size: number;
  content?: Buffer;
}

export async function readArchive(file: string): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  await list({
    file,
    onReadEntry: (entry: ReadEntry) => {
      const chunks: Buffer[] = [];
      const record: ArchiveEntry = { path: entry.path, type: entry.type, mode: entry.mode ?? 0, size: entry.size ?? 0 };
      entries.push(record);
      entry.on('data', (c: Buffer) => chunks.push(c));
      entry.on('end', () => (record.content = Buffer.concat(chunks)));
    },
  });
  return entries;
}

/** Everything wrong with an archive; empty when it is safe to publish. */
export async function archiveProblems(file: string): Promise<string[]> {
  const problems: string[] = [];
  const entries = await readArchive(file);
  const top = entries[0]?.path.split('/')[0];
  for (const entry of entries) {
    const { path } = entry;
    if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) problems.push(`absolute path: ${path}`);
    if (path.split('/').includes('..')) problems.push(`parent reference: ${path}`);
    if (path.split('/')[0] !== top) problems.push(`outside the top folder ${top}: ${path}`);
    if (entry.type !== 'File' && entry.type !== 'Directory') problems.push(`not a plain file or folder (${entry.type}): ${path}`);
    const expectedMode = entry.type === 'Directory' ? 0o755 : 0o644;
    if ((entry.mode & 0o7777) !== expectedMode) problems.push(`mode ${(entry.mode & 0o7777).toString(8)} on ${path}`);
    const forbidden = isForbiddenPath(path.replace(/\/$/, ''));
    if (forbidden) problems.push(`forbidden (${forbidden}): ${path}`);
    if (entry.content) {
      const text = entry.content.toString('latin1');
      for (const [what, pattern] of SECRET_PATTERNS) if (pattern.test(text)) problems.push(`looks like a ${what}: ${path}`);
    }
  }
  return problems;
}

export function fileDigest(path: string): { size: number; sha256: string } {
  const data = readFileSync(path);
  return { size: data.length, sha256: sha256(data) };
}
