"""Packaging: PEP 621 metadata, the 3.8 floor, py.typed, one version everywhere, the generated layer."""
import re
from pathlib import Path

import orbit_sdk

SDK = Path(__file__).resolve().parents[1]


def test_pyproject_is_pep621_with_the_floor():
    text = (SDK / "pyproject.toml").read_text(encoding="utf-8")
    assert "[project]" in text and "[tool.poetry" not in text
    assert re.search(r'^name = "orbit-sdk"$', text, re.M)
    assert re.search(r'^version = "3.4.0"$', text, re.M)
    assert re.search(r'^requires-python = ">=3.8"$', text, re.M)
    assert '"py.typed"' in text
    for cruft in ("setup.py", "setup.cfg", "tox.ini", "requirements.txt", "git_push.sh", ".travis.yml", ".gitlab-ci.yml"):
        assert not (SDK / cruft).exists(), cruft


def test_typed_and_versioned():
    assert (SDK / "orbit_sdk" / "py.typed").exists()
    assert orbit_sdk.__version__ == "3.4.0"
    assert "orbit-sdk-python/3.4.0 (python " in orbit_sdk.Orbit(base_url="http://127.0.0.1:9").user_agent
    assert orbit_sdk.ApiClient().user_agent.startswith("orbit-sdk-python/3.4.0 (python ")


def test_changelog_records_order_management():
    text = (SDK / "CHANGELOG.md").read_text(encoding="utf-8")
    assert "## 3.4.0" in text and "2026-05-26" in text
    for method in ("orders.list", "orders.cancel", "orders.delete"):
        assert method in text


def test_low_level_layer_is_kept():
    from orbit_sdk import ApiClient, Configuration, OrdersApi

    api = OrdersApi(ApiClient(Configuration(host="http://127.0.0.1:9")))
    assert callable(api.list_orders) and callable(api.manage_order)
