"""`import orbit_sdk` stays cheap: the models, the low-level API classes and pydantic are imported on first
use (PEP 562 module `__getattr__` in orbit_sdk/__init__.py and orbit_sdk/models/__init__.py), while the public
names resolve exactly as before and type checkers still see every export."""
import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import orbit_sdk
from orbit_sdk import models

from conftest import Reply

SDK = Path(__file__).resolve().parents[1]


def run_fresh(code: str) -> str:
    """Runs `code` in a fresh interpreter that imports this checkout's orbit_sdk; returns its stdout."""
    env = dict(os.environ, PYTHONPATH=str(SDK))
    result = subprocess.run([sys.executable, "-c", code], cwd=str(SDK), env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_import_loads_no_model_no_api_class_and_no_pydantic():
    loaded = json.loads(run_fresh("import json, sys, orbit_sdk; print(json.dumps(sorted(sys.modules)))"))
    assert [m for m in loaded if m.startswith("orbit_sdk.models.")] == [], "import orbit_sdk imports models eagerly"
    assert [m for m in loaded if m.startswith("orbit_sdk.api")] == [], "import orbit_sdk imports the low-level API layer"
    assert [m for m in loaded if m == "pydantic" or m.startswith("pydantic.")] == [], "import orbit_sdk imports pydantic"


def test_every_export_resolves_to_the_same_object():
    assert len(orbit_sdk.__all__) == len(set(orbit_sdk.__all__))
    assert len(models.__all__) == len(set(models.__all__)) == len(list((SDK / "orbit_sdk" / "models").glob("[!_]*.py")))
    for name in models.__all__:
        cls = getattr(models, name)
        assert cls.__name__ == name and cls.__module__.startswith("orbit_sdk.models.")
        assert getattr(orbit_sdk, name) is cls, name
        assert name in orbit_sdk.__all__ and name in dir(orbit_sdk) and name in dir(models)
    for name in orbit_sdk.__all__:
        assert getattr(orbit_sdk, name) is not None, name
    from orbit_sdk import ApiClient, ApiResponse, Order, OrdersApi
    from orbit_sdk.models.order import Order as OrderDirect

    assert Order is OrderDirect is orbit_sdk.models.Order
    assert OrdersApi.__module__ == "orbit_sdk.api.orders_api" and ApiClient is orbit_sdk.api_client.ApiClient
    assert ApiResponse is orbit_sdk.api_response.ApiResponse and orbit_sdk.rest.RESTClientObject
    for module in (orbit_sdk, models):
        with pytest.raises(AttributeError):
            getattr(module, "NoSuchModel")
    star = {}
    exec("from orbit_sdk.models import *", star)
    assert set(models.__all__) <= set(star)


def test_type_checkers_see_every_lazy_export():
    """What a type checker reads: the imports under `if TYPE_CHECKING:` cover every lazily exported name."""
    for init in (SDK / "orbit_sdk" / "__init__.py", SDK / "orbit_sdk" / "models" / "__init__.py"):
        tree = ast.parse(init.read_text(encoding="utf-8"))
        eager, typed = set(), set()
        for node in tree.body:
            if isinstance(node, ast.If) and getattr(node.test, "id", None) == "TYPE_CHECKING":
                typed |= {alias.asname or alias.name for n in node.body if isinstance(n, ast.ImportFrom) for alias in n.names}
            elif isinstance(node, ast.ImportFrom):
                eager |= {alias.asname or alias.name for alias in node.names}
        exported = set(ast.literal_eval(next(
            n.value for n in tree.body if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", None) == "__all__")))
        assert exported - eager - typed == set(), init


def test_first_call_in_a_fresh_process_decodes_and_stores_the_session(double):
    """The first answer of a process imports only the models it needs, and a login still stores its tokens."""
    user = {"id": "usr_4K6M8P0R2T4V6X8Z", "membership": {"active": False, "level": "free"}, "credits": 0,
            "balance": {"amount": 0, "currency": "CNY"}, "invite_code": "K7Q2M9XA", "created_at": "2026-05-01T00:00:00Z"}
    double.script("/api/auth/unified_login", Reply(200, {
        "access_token": "at_new0000000000000001", "token_type": "Bearer", "expires_in": 7200,
        "expires_at": "2026-05-26T10:30:00Z", "refresh_token": "rt_new0000000000000001", "refresh_expires_in": 2592000,
        "user": user}))
    out = json.loads(run_fresh(
        "import json, sys, orbit_sdk\n"
        "c = orbit_sdk.Orbit(base_url=%r, max_retries=0)\n"
        "s = c.auth.login_with_password(phone='+8613800138000', password='correct horse')\n"
        "print(json.dumps({'type': type(s).__name__, 'is_model': isinstance(s, orbit_sdk.AuthSession),\n"
        "  'user': type(s.user).__name__, 'tokens': [c.access_token, c.refresh_token],\n"
        "  'models': sorted(m for m in sys.modules if m.startswith('orbit_sdk.models.'))}))" % double.url))
    assert out["type"] == "AuthSession" and out["is_model"] and out["user"] == "User"
    assert out["tokens"] == ["at_new0000000000000001", "rt_new0000000000000001"]
    assert "orbit_sdk.models.auth_session" in out["models"] and "orbit_sdk.models.order" not in out["models"]
    assert len(out["models"]) < len(models.__all__) // 2, out["models"]
