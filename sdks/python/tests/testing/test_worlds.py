"""The testing kit's typed sandbox and worlds, against the bundled reference server started as an integrator's tests
start it (ORBIT_REFERENCE_SERVER names the release archive's one-file server; here the bundle
scripts/lib/reference-bundle.ts builds), through the pytest plugin's fixtures."""
import asyncio
import json
import os
import pathlib
import socket
import subprocess
import sys
from typing import Any, Callable, Dict, Iterator, List, Set

import pytest

from orbit_sdk import NotFoundError, Orbit
from orbit_sdk.testing import AsyncWorld, Sandbox, World, sandbox
from orbit_sdk.types import OrderStatus

pytest_plugins = ["orbit_sdk.testing.pytest_plugin"]

ROOT = pathlib.Path(__file__).resolve().parents[4]
PHONE, PASSWORD = "+8613800138000", "orbit-demo-2026"


@pytest.fixture(scope="session", autouse=True)
def reference_server() -> Iterator[None]:
    """The bundled reference server for the worlds, unless the run names one already."""
    if not os.environ.get("ORBIT_SANDBOX_URL") and not os.environ.get("ORBIT_REFERENCE_SERVER"):
        bundle = subprocess.run(["npx", "tsx", "scripts/lib/reference-bundle.ts"], cwd=ROOT, check=True, stdout=subprocess.PIPE, text=True)
        os.environ["ORBIT_REFERENCE_SERVER"] = bundle.stdout.strip().splitlines()[-1]
    yield


def _login(client: Orbit, world: World) -> None:
    client.auth.send_sms_code(phone=PHONE)
    client.auth.unified_login(mode="sms", phone=PHONE, code=world.sandbox.last_sms(phone=PHONE).code)


def test_a_world_pays_an_order_through_the_sandbox(orbit_world: World) -> None:
    client = orbit_world.client
    _login(client, orbit_world)
    package = client.packages.list().items[0]
    created = client.payments.create(package_id=package.id, provider="chatpay")
    assert created.order.status is OrderStatus.PENDING
    paid = orbit_world.sandbox.pay_order(order_no=created.order.order_no)
    assert paid.provider == "chatpay" and paid.notify_status == 200
    listed = {order.order_no: order.status for order in client.orders.list().items}
    assert listed[created.order.order_no] in (OrderStatus.PAID, OrderStatus.COMPLETED)
    operations = [entry.operation_id for entry in orbit_world.sandbox.list_requests().items]
    assert operations[:3] == ["sendSmsCode", "unifiedLogin", "listPackages"] and "createPayment" in operations


def test_worlds_are_isolated_and_a_closed_world_is_reset() -> None:
    with World("isolated") as other:
        other.client.auth.send_sms_code(phone=PHONE)
        world = World("isolated")
        world.client.auth.send_sms_code(phone=PHONE)
        assert world.sandbox.last_sms(phone=PHONE).code
        assert world.name != other.name and world.name.startswith("isolated-")
        world.close()
        with Sandbox(world.base_url, world=world.name) as after:
            with pytest.raises(NotFoundError):
                after.last_sms(phone=PHONE)
        assert other.sandbox.last_sms(phone=PHONE).code  # the other world kept its own


def _file_operations() -> List[List[str]]:
    """The sandbox OpenAPI file's operations (method, path, x-sdk-method), read from the file, not from the kit."""
    script = (
        "import {readContract, SANDBOX_CONTRACT_PATH} from './openapi/lib/contract.ts';"
        "const out = []; for (const [path, item] of Object.entries(readContract(SANDBOX_CONTRACT_PATH).paths))"
        " for (const [method, op] of Object.entries(item)) if (['get','put','post','delete','patch'].includes(method))"
        " out.push([method.toUpperCase(), path, op['x-sdk-method'] ?? '']); console.log(JSON.stringify(out));"
    )
    listed = subprocess.run(["npx", "tsx", "-e", script], cwd=ROOT, check=True, stdout=subprocess.PIPE, text=True)
    return json.loads(listed.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def _snake(name: str) -> str:
    return "".join(f"_{c.lower()}" if c.isupper() else c for c in name)


ROUTES = {name for name in vars(Sandbox) if not name.startswith("_") and callable(getattr(Sandbox, name)) and name not in ("close",)}


def test_the_sandbox_client_has_one_method_per_operation_of_the_sandbox_file() -> None:
    operations = _file_operations()
    assert operations and all(method for _, _, method in operations), "every operation of the file names its x-sdk-method"
    assert {_snake(method) for _, _, method in operations} == ROUTES
    descriptors = {op.name: op for op in vars(sandbox).values() if isinstance(op, sandbox.Operation)}
    for http_method, path, method in operations:
        op = descriptors[f"sandbox.{_snake(method)}"]
        assert (op.method, op.path) == (http_method, path)


def test_every_route_answers_through_the_sandbox_client(orbit_world: World) -> None:
    box, client, called = orbit_world.sandbox, orbit_world.client, set()  # type: Sandbox, Orbit, Set[str]

    def call(name: str, *args: Any, **kwargs: Any) -> Any:
        called.add(name)
        return getattr(box, name)(*args, **kwargs)

    _login(client, orbit_world)
    assert call("last_sms", phone=PHONE).phone == PHONE
    assert call("miniapp_code", openid="o_" + "a" * 26).code
    order = client.payments.create(package_id=client.packages.list().items[0].id, provider="payapp").order
    notification = call("sign_notification", order_no=order.order_no, provider="payapp")
    assert notification.path == "/api/pay/notify_payapp" and notification.body
    assert call("pay_order", order_no=order.order_no, provider="payapp").provider == "payapp"
    frozen = call("move_clock", freeze=True)
    assert frozen.frozen and call("get_clock").now == frozen.now
    assert call("keys").chatpay.mchid
    fault = call("add_fault", operation_id="listOrders", status=503, times=1)
    assert fault.status == 503 and [f.id for f in call("list_faults").items] == [fault.id]
    assert call("clear_faults").cleared == 1
    assert call("set_mode", mode="next-minor").mode == "next-minor" and call("get_mode").substitutes
    assert call("list_requests", operation_id="createPayment").items
    assert call("clear_requests").cleared >= 1
    document = call("export_world")
    assert call("import_world", **document.to_dict()).format == document.format
    assert call("reset").reset
    assert called == ROUTES, f"routes without a call here: {sorted(ROUTES - called)}"


def test_an_async_world_serves_an_asyncio_test(async_orbit_world: AsyncWorld) -> None:
    async def main() -> Dict[str, Any]:
        client = async_orbit_world.client
        await client.auth.send_sms_code(phone=PHONE)
        code = async_orbit_world.sandbox.last_sms(phone=PHONE).code
        session = await client.auth.unified_login(mode="sms", phone=PHONE, code=code)
        orders = await client.orders.list(limit=1)
        return {"user": session.user.id, "orders": orders.total}

    seen = asyncio.run(main())
    assert seen["user"].startswith("usr_") and seen["orders"] >= 0


def _python(code: str, **env: str) -> "subprocess.CompletedProcess[str]":
    clean = {k: v for k, v in os.environ.items() if k not in ("ORBIT_SANDBOX_URL", "ORBIT_REFERENCE_SERVER")}
    return subprocess.run([sys.executable, "-c", code], env={**clean, **env}, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def test_without_a_server_a_world_says_how_to_name_one() -> None:
    ran = _python("from orbit_sdk.testing import World\nWorld()")
    assert ran.returncode != 0
    assert "NoReferenceServerError" in ran.stdout and "ORBIT_SANDBOX_URL" in ran.stdout and "ORBIT_REFERENCE_SERVER" in ran.stdout
    missing = _python("from orbit_sdk.testing import World\nWorld()", ORBIT_REFERENCE_SERVER="/nowhere/server.mjs")
    assert "ORBIT_REFERENCE_SERVER=/nowhere/server.mjs: no such file" in missing.stdout


def test_import_orbit_sdk_does_not_import_the_kit_or_pytest() -> None:
    ran = _python(
        "import sys, orbit_sdk\norbit_sdk.Orbit(base_url='http://127.0.0.1:9').close()\n"
        "print(sorted(m for m in sys.modules if m.startswith('orbit_sdk.testing') or m.split('.')[0] == 'pytest'))"
    )
    assert ran.returncode == 0 and ran.stdout.strip() == "[]", ran.stdout
    kit = _python("import sys, orbit_sdk.testing\nprint('pytest' in sys.modules)")
    assert kit.stdout.strip() == "False", "only orbit_sdk.testing.pytest_plugin imports pytest"


def test_the_plugin_starts_the_server_once_for_the_run_and_stops_it_after(tmp_path: pathlib.Path) -> None:
    (tmp_path / "test_two.py").write_text(
        'pytest_plugins = ["orbit_sdk.testing.pytest_plugin"]\n\n'
        "def test_one(orbit_world):\n    print('SERVER', orbit_world.base_url)\n\n"
        "def test_two(orbit_world):\n    print('SERVER', orbit_world.base_url)\n"
    )
    ran = subprocess.run(
        [sys.executable, "-m", "pytest", "test_two.py", "-q", "-p", "no:cacheprovider", "-s"],
        env={**os.environ, "ORBIT_SANDBOX_URL": "", "PYTHONPATH": str(ROOT / "sdks" / "python")}, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=tmp_path,
    )
    assert ran.returncode == 0 and "2 passed" in ran.stdout, ran.stdout
    servers = {line.split()[1] for line in ran.stdout.splitlines() if line.startswith("SERVER ")}
    assert len(servers) == 1  # one server for the run's two tests
    host, port = servers.pop()[len("http://"):].split(":")
    with pytest.raises(ConnectionRefusedError):  # stopped (and waited for) before the run ended
        socket.create_connection((host, int(port))).close()
