"""The package: the error family matches the runtime rules, modules import one way (no circle), and the
wheel (built offline with the pinned hatchling) carries the licence and PEP 639 metadata."""
import ast
import email
import pathlib
import subprocess
import sys
import zipfile

import orbit_sdk
from orbit_sdk import _constants as rules

SDK = pathlib.Path(__file__).resolve().parent.parent
PACKAGE = SDK / "orbit_sdk"


def test_one_error_family_named_by_the_rules():
    for name, parent in rules.CLIENT_ERROR_KINDS:
        cls = getattr(orbit_sdk, f"{name}Error")
        assert cls.kind == name and issubclass(cls, orbit_sdk.OrbitError)
        if parent:
            assert issubclass(cls, getattr(orbit_sdk, f"{parent}Error"))
    for _, _, name, _ in rules.ERROR_KINDS:
        cls = getattr(orbit_sdk, f"{name}Error")
        assert issubclass(cls, orbit_sdk.APIStatusError) and cls.kind == name
    assert issubclass(orbit_sdk.APIStatusError, orbit_sdk.APIError) and issubclass(orbit_sdk.APIError, orbit_sdk.OrbitError)
    public = [n for n in dir(orbit_sdk) if "exception" in n.lower() and not n.startswith("_")]
    assert public == []


def imports_of(path: pathlib.Path):
    """The orbit_sdk modules a module imports at load time (relative imports, outside TYPE_CHECKING)."""
    tree = ast.parse(path.read_text())
    package = ".".join(path.relative_to(SDK).with_suffix("").parts[:-1])
    out = set()
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package.split(".")[: len(package.split(".")) - node.level + 1]
            target = ".".join(base + ([node.module] if node.module else []))
            out.update([target] if node.module else [f"{target}.{a.name}" for a in node.names])
    return out


def test_imports_go_one_way_without_a_circle():
    modules = {".".join(p.relative_to(SDK).with_suffix("").parts).replace(".__init__", ""): p for p in PACKAGE.rglob("*.py")}
    graph = {name: {m for m in imports_of(path) if m in modules and m != name} for name, path in modules.items()}
    # The core never imports generated resources or the client; types import only the model base and each other.
    for name, deps in graph.items():
        if name.startswith("orbit_sdk._") and name not in ("orbit_sdk._client", "orbit_sdk._operations"):
            assert not any(d.startswith(("orbit_sdk.resources", "orbit_sdk._client", "orbit_sdk._operations")) for d in deps), (name, deps)
        if name.startswith("orbit_sdk.types."):
            assert all(d.startswith("orbit_sdk.types") or d == "orbit_sdk._models" for d in deps), (name, deps)
    state = {}

    def visit(node, trail):
        if state.get(node) == "done":
            return
        assert state.get(node) != "open", f"import circle: {' -> '.join(trail + [node])}"
        state[node] = "open"
        for dep in graph[node]:
            if dep != "orbit_sdk":
                visit(dep, trail + [node])
        state[node] = "done"

    for name in graph:
        visit(name, [])


def test_the_wheel_carries_the_licence_and_pep_639_metadata(tmp_path):
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--quiet", "-w", str(tmp_path), str(SDK)],
        check=True, env={"PIP_DISABLE_PIP_VERSION_CHECK": "1", "PATH": "/usr/bin:/bin", "PIP_NO_INDEX": "1"},
    )
    wheel = next(tmp_path.glob("orbit_sdk-*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        metadata = email.message_from_bytes(archive.read(next(n for n in names if n.endswith(".dist-info/METADATA"))))
        licence = next(n for n in names if n.endswith(".dist-info/licenses/LICENSE"))
        assert archive.read(licence) == (SDK / "LICENSE").read_bytes()
    assert metadata["License-Expression"] == "Apache-2.0"
    assert metadata["Version"] == rules.VERSION and metadata["Requires-Python"] == ">=3.8"
    assert "orbit_sdk/py.typed" in names and "orbit_sdk/lib/images.py" in names
    assert not [n for n in names if "/tests/" in n or n.startswith("tests/")]
