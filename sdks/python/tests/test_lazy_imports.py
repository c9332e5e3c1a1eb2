"""Importing the SDK stays cheap without losing a name: `import orbit_sdk` (and building a client) imports
no model module of orbit_sdk.types, no resource module and not even pydantic's model machinery; each loads
on first use (PEP 562 in the package `__init__`s, one cached property per resource on the clients). Checked
through `sys.modules` in a fresh interpreter each time; no timing."""
import importlib
import json
import os
import pathlib
import subprocess
import sys
from typing import Dict, List

import pytest

import orbit_sdk
import orbit_sdk.resources

SDK = pathlib.Path(__file__).resolve().parent.parent

# Runs the steps one after the other and prints, after each, which of the lazily loaded modules are in
# sys.modules.
PROBE = """
import json, sys
steps = json.loads(sys.argv[1])
seen = {}
for step in steps:
    exec(step)
    seen[step] = sorted(m for m in sys.modules if m.startswith(("orbit_sdk.types.", "orbit_sdk.resources.")) or m in ("orbit_sdk._operations", "pydantic.main"))
print(json.dumps(seen))
"""


def loaded_after(*steps: str) -> Dict[str, List[str]]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(SDK), os.environ.get("PYTHONPATH", "")])}
    out = subprocess.run([sys.executable, "-c", PROBE, json.dumps(steps)], env=env, check=True, stdout=subprocess.PIPE, text=True).stdout
    return json.loads(out)


def test_import_and_a_client_load_no_model_and_no_resource():
    seen = loaded_after(
        "import orbit_sdk",
        "from orbit_sdk import NotFoundError, Orbit, AsyncOrbit, types",
        "client = orbit_sdk.Orbit(base_url='http://127.0.0.1:9'); aclient = orbit_sdk.AsyncOrbit(base_url='http://127.0.0.1:9')",
        "client.with_raw_response; aclient.with_raw_response",
        "client.orders",
    )
    for step in list(seen)[:-1]:
        assert seen[step] == [], step
    after = seen["client.orders"]
    assert {"orbit_sdk.resources.orders", "orbit_sdk.types.order", "pydantic.main"} <= set(after)
    assert not any(m.startswith("orbit_sdk.resources.") and m != "orbit_sdk.resources.orders" for m in after)


@pytest.mark.parametrize(
    "step, module",
    [
        ("orbit_sdk.types.Order", "orbit_sdk.types.order"),
        ("from orbit_sdk.types import Order", "orbit_sdk.types.order"),
        ("from orbit_sdk.types import MoneyInputParam", "orbit_sdk.types.money_input_param"),
        ("import orbit_sdk.types.order_status", "orbit_sdk.types.order_status"),
        ("orbit_sdk.AsyncOrbit(base_url='http://127.0.0.1:9').with_raw_response.generation", "orbit_sdk.resources.generation"),
        ("from orbit_sdk.resources import PaymentsResource", "orbit_sdk.resources.payments"),
    ],
)
def test_a_name_loads_its_module_on_first_use(step: str, module: str):
    seen = loaded_after("import orbit_sdk", step)
    assert seen["import orbit_sdk"] == []
    assert module in seen[step]
    # A type loads its own module and the types it refers to, never a resource.
    if ".types." in module:
        assert not any(m.startswith("orbit_sdk.resources.") for m in seen[step])


@pytest.mark.parametrize("package", [orbit_sdk.types, orbit_sdk.resources], ids=lambda p: p.__name__)
def test_every_name_of_every_module_stays_exported(package):
    exported = set(package.__all__)
    assert exported <= set(dir(package))
    for path in sorted(pathlib.Path(package.__file__).parent.glob("[!_]*.py")):
        module = importlib.import_module(f"{package.__name__}.{path.stem}")
        for name in module.__all__:
            assert name in exported, f"{module.__name__}.{name}"
            assert getattr(package, name) is getattr(module, name)
    with pytest.raises(AttributeError, match="no attribute 'NoSuchType'"):
        getattr(package, "NoSuchType")
