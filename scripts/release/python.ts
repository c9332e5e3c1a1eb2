// The Python SDK's sdist and wheel: `python -m build --no-isolation` in the release venv (its pinned build
// backend, so no download decides the bytes), SOURCE_DATE_EPOCH set so the backend writes fixed timestamps,
// then `twine check --strict` on both. The wheel is built from the sdist (build's default), so the sdist is
// proven complete.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Artifact } from './artifact.ts';
import { stagePackage } from './package-files.ts';
import { RELEASE_PYTHON, RELEASE_VENV, requireTool, run } from './tools.ts';

/** The distribution file names PyPI expects for orbit-sdk <version>. */
export const pythonFiles = (version: string) => ({ wheel: `orbit_sdk-${version}-py3-none-any.whl`, sdist: `orbit_sdk-${version}.tar.gz` });

export function buildPython(version: string, epoch: string, work: string, out: string): Artifact[] {
  requireTool(RELEASE_PYTHON, 'release');
  const project = join(work, 'python');
  stagePackage('python', project);
  const env = { ...cleanPythonEnv(), SOURCE_DATE_EPOCH: epoch, PYTHONDONTWRITEBYTECODE: '1' };
  run(RELEASE_PYTHON, ['-m', 'build', '--no-isolation', '--outdir', out, project], { env });
  const { wheel, sdist } = pythonFiles(version);
  const built = readdirSync(out).sort();
  if (built.join(' ') !== [wheel, sdist].sort().join(' ')) throw new Error(`python -m build wrote ${built.join(', ')}; expected ${wheel} and ${sdist}`);
  run(join(RELEASE_VENV, 'bin', 'twine'), ['check', '--strict', join(out, sdist), join(out, wheel)], { env });
  const common = { sdk: 'python', registry: 'PyPI', checkedWith: 'twine check --strict' } as const;
  return [
    { ...common, path: sdist, kind: 'sdist' },
    { ...common, path: wheel, kind: 'wheel' },
  ];
}

/** The environment without the caller's Python settings (no PYTHONPATH or venv of the repository leaks in). */
export function cleanPythonEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(PYTHON|VIRTUAL_ENV|PIP_)/.test(key)));
}
