// archiveProblems() can fail: small hand-made tarballs, each a clean archive plus one thing that must never be
// published, and each must be reported (by the rule for it, naming the entry). The clean one must pass, so a
// report is caused by the bad entry and not by how these tarballs are written.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { archiveProblems } from '../../scripts/lib/archive.ts';

interface RawEntry {
  path: string;
  type?: 'file' | 'dir' | 'symlink';
  mode?: number;
  content?: string;
  linkTarget?: string;
}

/** A ustar header, written by hand so nothing normalises the path, the type or the mode on the way. */
function header(entry: RawEntry, size: number): Buffer {
  const block = Buffer.alloc(512);
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, '0') + '\0';
  if (Buffer.byteLength(entry.path) > 100) throw new Error(`path too long for this writer: ${entry.path}`);
  block.write(entry.path, 0, 'utf8');
  const type = entry.type ?? 'file';
  block.write(octal(entry.mode ?? (type === 'dir' ? 0o755 : 0o644), 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii'); // uid
  block.write(octal(0, 8), 116, 'ascii'); // gid
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(0, 12), 136, 'ascii'); // mtime
  block.write('        ', 148, 'ascii'); // checksum placeholder
  block.write(type === 'dir' ? '5' : type === 'symlink' ? '2' : '0', 156, 'ascii');
  if (entry.linkTarget) block.write(entry.linkTarget, 157, 'utf8');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return block;
}

function tarball(entries: RawEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const data = Buffer.from(entry.type === 'file' || !entry.type ? entry.content ?? '' : '', 'utf8');
    blocks.push(header(entry, data.length), data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

const CLEAN: RawEntry[] = [
  { path: 'orbit-sdk-9.9.9/', type: 'dir' },
  { path: 'orbit-sdk-9.9.9/README.md', content: '# Orbit\n\nUse `new Orbit({ apiKey: "sk_test_0123456789abcdef" })`.\n' },
  { path: 'orbit-sdk-9.9.9/python/', type: 'dir' },
  { path: 'orbit-sdk-9.9.9/python/orbit_sdk/', type: 'dir' },
  { path: 'orbit-sdk-9.9.9/python/orbit_sdk/__init__.py', content: 'VERSION = "9.9.9"\n' },
];

const PEM = ['-----BEGIN RSA PRIVATE KEY-----', 'MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun', '-----END RSA PRIVATE KEY-----', ''].join('\n');

const BAD: { name: string; entries: RawEntry[]; report: RegExp }[] = [
  { name: 'an absolute path', entries: [{ path: '/etc/cron.d/orbit', content: '* * * * * root true\n' }], report: /^absolute path: \/etc\/cron\.d\/orbit$/ },
  { name: 'a parent reference (..)', entries: [{ path: 'orbit-sdk-9.9.9/../../.bashrc', content: 'echo hi\n' }], report: /^parent reference: orbit-sdk-9\.9\.9\/\.\.\/\.\.\/\.bashrc$/ },
  { name: 'an entry outside the top folder', entries: [{ path: 'other/README.md', content: 'x\n' }], report: /^outside the top folder orbit-sdk-9\.9\.9: other\/README\.md$/ },
  { name: 'a symlink', entries: [{ path: 'orbit-sdk-9.9.9/python/setup.py', type: 'symlink', linkTarget: '/etc/passwd' }], report: /^not a plain file or folder \(SymbolicLink\): orbit-sdk-9\.9\.9\/python\/setup\.py$/ },
  { name: 'a node_modules entry', entries: [{ path: 'orbit-sdk-9.9.9/typescript/node_modules/left-pad/index.js', content: 'module.exports = 1;\n' }], report: /^forbidden \(contains node_modules\): orbit-sdk-9\.9\.9\/typescript\/node_modules\/left-pad\/index\.js$/ },
  { name: 'a __pycache__ folder', entries: [{ path: 'orbit-sdk-9.9.9/python/orbit_sdk/__pycache__/', type: 'dir' }], report: /^forbidden \(contains __pycache__\): orbit-sdk-9\.9\.9\/python\/orbit_sdk\/__pycache__\/$/ },
  { name: 'a vendor folder', entries: [{ path: 'orbit-sdk-9.9.9/php/vendor/autoload.php', content: '<?php\n' }], report: /^forbidden \(contains vendor\): orbit-sdk-9\.9\.9\/php\/vendor\/autoload\.php$/ },
  { name: 'a PEM private key', entries: [{ path: 'orbit-sdk-9.9.9/go/testdata.txt', content: `fixture\n${PEM}` }], report: /^looks like a private key: orbit-sdk-9\.9\.9\/go\/testdata\.txt$/ },
  { name: 'a .pem file', entries: [{ path: 'orbit-sdk-9.9.9/php/server.pem', content: 'certificate\n' }], report: /^forbidden \(ends with \.pem\): orbit-sdk-9\.9\.9\/php\/server\.pem$/ },
  { name: 'a 0755 file', entries: [{ path: 'orbit-sdk-9.9.9/go/build.sh', mode: 0o755, content: '#!/bin/sh\n' }], report: /^mode 755 on orbit-sdk-9\.9\.9\/go\/build\.sh$/ },
  { name: 'a setuid file', entries: [{ path: 'orbit-sdk-9.9.9/go/run', mode: 0o4644, content: 'x\n' }], report: /^mode 4644 on orbit-sdk-9\.9\.9\/go\/run$/ },
  { name: 'a world-writable folder', entries: [{ path: 'orbit-sdk-9.9.9/docs/', type: 'dir', mode: 0o777 }], report: /^mode 777 on orbit-sdk-9\.9\.9\/docs\/$/ },
  { name: 'an sk_live_ key', entries: [{ path: 'orbit-sdk-9.9.9/README.live.md', content: 'export ORBIT_API_KEY=sk_live_4eC39HqLyjWDarjtT1zdp7dc\n' }], report: /^looks like a live API key: orbit-sdk-9\.9\.9\/README\.live\.md$/ },
  { name: 'an AWS access key', entries: [{ path: 'orbit-sdk-9.9.9/ci.env', content: 'AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\n' }], report: /^looks like a AWS access key: orbit-sdk-9\.9\.9\/ci\.env$/ },
];

const dir = mkdtempSync(join(tmpdir(), 'orbit-release-checker-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function problemsOf(name: string, entries: RawEntry[]): Promise<string[]> {
  const file = join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}.tar.gz`);
  writeFileSync(file, tarball(entries));
  return archiveProblems(file);
}

describe('archiveProblems', () => {
  test('passes a clean archive (sk_test_ example keys are allowed)', async () => {
    expect(await problemsOf('clean', CLEAN)).toEqual([]);
  });

  test.each(BAD)('reports $name', async ({ name, entries, report }) => {
    const problems = await problemsOf(name, [...CLEAN, ...entries]);
    expect(problems.length, `nothing reported for ${name}`).toBeGreaterThan(0);
    expect(problems.some((p) => report.test(p)), `expected a report matching ${report}, got:\n  ${problems.join('\n  ')}`).toBe(true);
  });

  test('reports every bad entry of one archive, not just the first', async () => {
    const problems = await problemsOf('all', [...CLEAN, ...BAD.flatMap((b) => b.entries)]);
    for (const { name, report } of BAD) expect(problems.some((p) => report.test(p)), name).toBe(true);
  });
});
