// The Python versions the SDK is tested on, stated once for what the generator writes: the README's
// "tested" line and pyproject.toml's classifiers (exactly the tested versions). scripts/bootstrap installs
// these (PY_VERSIONS) and the suites and the matrix run them; generators/python/test checks the two lists agree.
export const TESTED_PYTHONS = ['3.8', '3.11', '3.13'] as const;

/** "3.8, 3.11 and 3.13" */
export const testedPythonsText = (): string => `${TESTED_PYTHONS.slice(0, -1).join(', ')} and ${TESTED_PYTHONS[TESTED_PYTHONS.length - 1]}`;

/** The classifier lines of pyproject.toml, one per tested version. */
export const pythonClassifiers = (): string => TESTED_PYTHONS.map((v) => `  "Programming Language :: Python :: ${v}",`).join('\n');
