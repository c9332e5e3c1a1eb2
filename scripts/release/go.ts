// The Go SDK as the module proxy serves it: golang.org/x/mod/zip (scripts/release/gomodzip, the code the go
// command itself uses) writes <module>/@v/{list, vX.Y.Z.info, .mod, .zip} from the SDK's files and checks the
// zip with CheckZip. `GOPROXY=file://<folder>` serves that folder to the go command as it is; the zip has no
// timestamps, so its bytes depend on the files only. The module zip carries the tests too, as one made from a
// tag would: pkg.go.dev shows the Example functions of example_test.go.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Artifact } from './artifact.ts';
import { stagePackage } from './package-files.ts';
import { GOMODZIP_DIR, run } from './tools.ts';

export interface GoModuleReport {
  module: string;
  version: string;
  zip: string;
  files: string[];
  omitted?: string[];
  zipHash: string;
  goModHash?: string;
}

/** The SDK's module path, from its go.mod. */
export function goModulePath(goMod: string): string {
  const path = /^module\s+(\S+)\s*$/m.exec(goMod)?.[1];
  if (!path) throw new Error('go.mod has no module line');
  return path;
}

/** The folder of a module version inside a proxy folder (paths are lower case here; the proxy escapes capitals). */
export const goProxyDir = (module: string) => `${module.replace(/[A-Z]/g, (c) => `!${c.toLowerCase()}`)}/@v`;

function gomodzip(args: string[]): GoModuleReport {
  const env = { ...process.env, GOWORK: 'off', GOFLAGS: '-mod=readonly', GOTOOLCHAIN: 'local' };
  return JSON.parse(run('go', ['run', '.', ...args], { cwd: GOMODZIP_DIR, env }).trim());
}

/** Writes the module version into `proxy` (a GOPROXY=file:// folder). Paths in the result are relative to it. */
export function buildGo(version: string, epoch: string, work: string, proxy: string): { artifacts: Artifact[]; report: GoModuleReport } {
  const dir = join(work, 'go');
  // Generator bookkeeping is not part of the module.
  stagePackage('go', dir, (path) => path !== '.generated-files');
  const module = goModulePath(readFileSync(join(dir, 'go.mod'), 'utf8'));
  const time = new Date(Number(epoch) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const report = gomodzip(['create', '-module', module, '-version', `v${version}`, '-time', time, '-dir', dir, '-out', proxy]);
  if (report.omitted?.length) throw new Error(`these files of sdks/go cannot be in a module zip:\n  ${report.omitted.join('\n  ')}`);
  const at = goProxyDir(module);
  const common = { sdk: 'go', registry: 'Go module proxy', checkedWith: 'golang.org/x/mod/zip CheckZip' } as const;
  const artifacts: Artifact[] = [
    { ...common, path: `${at}/list`, kind: 'version list' },
    { ...common, path: `${at}/v${version}.info`, kind: 'module info' },
    { ...common, path: `${at}/v${version}.mod`, kind: 'module go.mod', details: { 'go.sum': `${module} v${version}/go.mod ${report.goModHash}` } },
    { ...common, path: `${at}/v${version}.zip`, kind: 'module zip', details: { 'go.sum': `${module} v${version} ${report.zipHash}` } },
  ];
  return { artifacts, report };
}

/** CheckZip on a module zip (publish rehearsal and verification). */
export function checkGoZip(module: string, version: string, zip: string): GoModuleReport {
  return gomodzip(['check', '-module', module, '-version', `v${version}`, zip]);
}
