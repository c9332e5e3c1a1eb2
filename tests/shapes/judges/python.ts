// The Python SDK's judges on its build from openapi/fixtures/shapes.yaml (tests/shapes/README.md): the judges
// of sdks/python (sdks/python/tests/judges/run.py: mypy --strict and pyright strict on a consumer program,
// the SDK's modules checked along; pyright --verifytypes orbit_sdk at 95 % or more) with the fixture's
// consumer (consumers/python) in place of the real contract's and without the README's blocks (they call
// the real contract's operations), then every generated module imported on the floor, Python 3.8 (pydantic
// builds each model and union there), and the consumer's use of the testing kit run there (fixtures of every
// answer type, the fake on the fixture's operations: no server needed). Commands run from the repository root.
export function judges(sdkDir: string): { name: string; command: string; args: string[]; cwd?: string; env?: Record<string, string> }[] {
  const judge = (name: string, which: string) => ({
    name,
    command: '.cache/venv/py3.11/bin/python',
    args: ['sdks/python/tests/judges/run.py', '--sdk', sdkDir, '--consumer', 'tests/shapes/consumers/python/consumer.py', '--no-readme', '--judge', which],
    env: { PYTHONDONTWRITEBYTECODE: '1' },
  });
  // Every module of orbit_sdk.types and orbit_sdk.resources, and the operations' descriptors.
  const imports = [
    'import importlib, pathlib, sys',
    'import orbit_sdk, orbit_sdk._operations',
    'root = pathlib.Path(sys.argv[1]) / "orbit_sdk"',
    'names = [f"orbit_sdk.{p.parent.name}.{p.stem}" for d in ("types", "resources") for p in sorted((root / d).glob("[!_]*.py"))]',
    'for name in names: importlib.import_module(name)',
    'print(f"{len(names)} modules imported on Python {sys.version.split()[0]}")',
  ].join('\n');
  return [
    judge('mypy --strict --python-version 3.8: the consumer, the SDK modules checked along', 'mypy'),
    judge('pyright strict (pythonVersion 3.8): the consumer', 'pyright'),
    judge('pyright --verifytypes orbit_sdk (at least 95 %)', 'verifytypes'),
    {
      name: 'Python 3.8: the testing kit built from the fixture (consumer.kit_usage: every fixture, the fake)',
      command: '.cache/venv/py3.8/bin/python',
      args: ['-c', 'import runpy; from orbit_sdk.testing import fixtures; [getattr(fixtures, n)() for n in fixtures.__all__]; runpy.run_path("tests/shapes/consumers/python/consumer.py", run_name="consumer")["kit_usage"]()'],
      env: { PYTHONPATH: sdkDir, PYTHONDONTWRITEBYTECODE: '1' },
    },
    {
      name: 'Python 3.8: every generated module imports (pydantic builds each model and union)',
      command: '.cache/venv/py3.8/bin/python',
      args: ['-c', imports, sdkDir],
      env: { PYTHONPATH: sdkDir, PYTHONDONTWRITEBYTECODE: '1' },
    },
  ];
}
