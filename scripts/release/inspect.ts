// Reading the registry artifacts without their ecosystems' tools: the files inside a zip (wheel, Go module zip,
// Composer dist) or a gzipped tarball (npm package, sdist), and the two facts every artifact must carry: the
// licence text and the SDK's release notes for this version.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { readArchive } from '../lib/archive.ts';

/** Refuses a path inside an artifact that would leave the folder it is unpacked into. */
export function checkEntryPath(name: string): string {
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.split(/[\\/]/).includes('..')) throw new Error(`unsafe path inside an artifact: ${name}`);
  return name;
}

/** Every file of a zip, by its path inside the zip (stored and deflated entries; no zip64, no encryption). */
export function readZip(data: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let end = data.length - 22;
  while (end >= 0 && data.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip file (no end of central directory)');
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    if (data.readUInt32LE(offset) !== 0x02014b50) throw new Error(`zip central directory entry ${i} is damaged`);
    const method = data.readUInt16LE(offset + 10);
    const compressedSize = data.readUInt32LE(offset + 20);
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    const local = data.readUInt32LE(offset + 42);
    const name = checkEntryPath(data.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    if (data.readUInt32LE(local) !== 0x04034b50) throw new Error(`zip local header of ${name} is damaged`);
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const raw = data.subarray(start, start + compressedSize);
    if (method === 0) files.set(name, Buffer.from(raw));
    else if (method === 8) files.set(name, inflateRawSync(raw));
    else throw new Error(`zip entry ${name} uses compression method ${method}`);
  }
  return files;
}

/** Every file of a .zip/.whl/.jar or .tgz/.tar.gz artifact, by its path inside it. */
export async function artifactFiles(file: string): Promise<Map<string, Buffer>> {
  if (/\.(zip|whl|jar)$/.test(file)) return readZip(readFileSync(file));
  if (/\.(tgz|tar\.gz)$/.test(file)) {
    const files = new Map<string, Buffer>();
    for (const entry of await readArchive(file)) if (entry.type === 'File') files.set(checkEntryPath(entry.path), entry.content ?? Buffer.alloc(0));
    return files;
  }
  throw new Error(`${file}: not an artifact this release knows (.zip, .whl, .jar, .tgz, .tar.gz)`);
}

/** The same for bytes in memory (e.g. an artifact inside the release archive). */
export async function artifactFilesOf(name: string, data: Buffer): Promise<Map<string, Buffer>> {
  if (/\.(zip|whl|jar)$/.test(name)) return readZip(data);
  const file = join(tmpdir(), `orbit-artifact-${process.pid}-${Date.now()}-${name.replace(/[^A-Za-z0-9.]/g, '_')}`);
  writeFileSync(file, data);
  try {
    return await artifactFiles(file);
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * The section of a changelog for `version`: from its `## <version>` (or `## [<version>]`) heading to the next `## `
 * heading, trimmed; undefined when the changelog has none.
 */
export function releaseNotes(changelog: string, version: string): string | undefined {
  const lines = changelog.split('\n');
  const escaped = version.replace(/\./g, '\\.');
  const start = lines.findIndex((l) => new RegExp(`^## \\[?v?${escaped}\\]?(\\s|$)`).test(l));
  if (start < 0) return undefined;
  let end = lines.findIndex((l, i) => i > start && /^## /.test(l));
  if (end < 0) end = lines.length;
  return lines.slice(start, end).join('\n').trim();
}

export interface ArtifactFacts {
  /** The path of the licence file inside the artifact, if any. */
  license?: string;
  /** Where the release notes for the version are: a changelog file inside, or the package's long description. */
  releaseNotes?: string;
}

/**
 * Where an artifact carries its licence text and its release notes for `version`. The licence must be
 * `licenseText` itself (the root LICENSE every SDK copies); the notes must be the SDK changelog's section.
 */
export function artifactFacts(files: Map<string, Buffer>, licenseText: string, notes: string): ArtifactFacts {
  const facts: ArtifactFacts = {};
  const normalise = (s: string) => s.replace(/\r\n/g, '\n').trim();
  for (const [path, content] of [...files].sort(([a], [b]) => a.split('/').length - b.split('/').length || a.localeCompare(b))) {
    const base = path.split('/').pop()!;
    if (!facts.license && /^LICEN[CS]E(\.(txt|md))?$/i.test(base) && normalise(content.toString('utf8')) === normalise(licenseText)) facts.license = path;
    if (!facts.releaseNotes && /^CHANGELOG(\.md)?$/i.test(base) && normalise(content.toString('utf8')).includes(normalise(notes))) facts.releaseNotes = path;
    // A wheel has no room for loose files: the notes belong in its long description (METADATA's body).
    if (!facts.releaseNotes && /\.dist-info\/METADATA$/.test(path) && normalise(content.toString('utf8')).includes(normalise(notes))) facts.releaseNotes = `${path} (description)`;
  }
  return facts;
}
