// The PHP SDK's Composer dependencies as Debian packages them (this machine has no Packagist): which Debian
// package holds each Composer package, its version, licence, autoloader and Composer dependencies. Everything
// is read from Debian's own records: pkg-php-tools' autoloader index (/usr/share/pkg-php-tools/autoloaders/<deb>
// holds "<vendor> <name> <autoload.php below /usr/share/php>"), dpkg's Version and Depends, and the package's
// machine-readable copyright file. Used for the PHP SBOM, the archive README's offline recipe and the release test.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const AUTOLOADERS = '/usr/share/pkg-php-tools/autoloaders';
export const DEBIAN_PHP_DIR = '/usr/share/php';

export interface DebianComposerPackage {
  /** Composer name, e.g. guzzlehttp/guzzle. */
  name: string;
  /** The upstream version Debian packages (epoch and Debian revision removed), e.g. 7.4.5. */
  version: string;
  debianPackage: string;
  /** The full Debian version, e.g. 7.4.5-1. */
  debianVersion: string;
  /** Absolute path of the package's Debian autoloader. */
  autoload: string;
  /** SPDX id (or Debian's name when it has no SPDX id) of the copyright file's `Files: *` licence. */
  license: string;
  /** Composer names of its dependencies that Debian also packages (PHP itself and extensions are not packages). */
  requires: string[];
}

/** Composer name -> [Debian package, autoloader] from pkg-php-tools' index. */
function composerIndex(): Map<string, { debianPackage: string; autoload: string }> {
  if (!existsSync(AUTOLOADERS)) throw new Error(`${AUTOLOADERS} is missing: Debian's PHP packages (scripts/bootstrap php) are not installed`);
  const index = new Map<string, { debianPackage: string; autoload: string }>();
  for (const debianPackage of readdirSync(AUTOLOADERS).sort()) {
    const [vendor, name, autoload] = readFileSync(join(AUTOLOADERS, debianPackage), 'utf8').trim().split(/\s+/);
    if (vendor && name && autoload) index.set(`${vendor}/${name}`.toLowerCase(), { debianPackage, autoload: join(DEBIAN_PHP_DIR, autoload) });
  }
  return index;
}

const dpkg = (pkg: string, field: string) => execFileSync('dpkg-query', ['-W', `-f=\${${field}}`, pkg], { encoding: 'utf8' }).trim();

/** Debian's licence short names that differ from SPDX ids. */
const SPDX: Record<string, string> = { expat: 'MIT', mit: 'MIT', 'bsd-3-clause': 'BSD-3-Clause', 'bsd-2-clause': 'BSD-2-Clause', 'apache-2.0': 'Apache-2.0', 'lgpl-3.0+': 'LGPL-3.0-or-later' };

/** The licence of the `Files: *` paragraph of a DEP-5 copyright file. */
function debianLicense(debianPackage: string): string {
  const file = `/usr/share/doc/${debianPackage}/copyright`;
  const text = readFileSync(file, 'utf8');
  const paragraph = text.split(/\n\s*\n/).find((p) => /^Files:\s*\*\s*$/m.test(p));
  const license = paragraph && /^License:\s*(\S.*)$/m.exec(paragraph)?.[1]?.trim();
  if (!license) throw new Error(`${file} has no "Files: *" paragraph with a License`);
  return SPDX[license.toLowerCase()] ?? license;
}

/**
 * Every Composer package Debian provides for `requires` (a composer.json `require`), with their Debian
 * dependencies, sorted by name. Platform requirements (php, ext-*) are skipped; a package Debian does not
 * provide is an error naming it.
 */
export function debianComposerPackages(requires: Record<string, string>): DebianComposerPackage[] {
  const index = composerIndex();
  const byDebian = new Map([...index].map(([name, entry]) => [entry.debianPackage, name]));
  const found = new Map<string, DebianComposerPackage>();
  const visit = (name: string) => {
    if (found.has(name)) return;
    const entry = index.get(name);
    if (!entry) throw new Error(`no Debian package provides the Composer package ${name} (looked in ${AUTOLOADERS})`);
    const depends = dpkg(entry.debianPackage, 'Depends')
      .split(',')
      .map((d) => d.trim().split(/[\s(|]/)[0]!)
      .filter(Boolean);
    const debianVersion = dpkg(entry.debianPackage, 'Version');
    if (!debianVersion) throw new Error(`Debian package ${entry.debianPackage} (for ${name}) is not installed`);
    const pkg: DebianComposerPackage = {
      name,
      version: debianVersion.replace(/^\d+:/, '').replace(/[-+~].*$/, ''),
      debianPackage: entry.debianPackage,
      debianVersion,
      autoload: entry.autoload,
      license: debianLicense(entry.debianPackage),
      requires: [...new Set(depends.map((d) => byDebian.get(d)).filter((n): n is string => !!n))].sort(),
    };
    found.set(name, pkg);
    pkg.requires.forEach(visit);
  };
  for (const name of Object.keys(requires).sort()) if (name.includes('/')) visit(name.toLowerCase());
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}
