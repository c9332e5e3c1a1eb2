# Hand-written. A world of the reference server per test: its own users, orders, balances, clock and faults,
# shared with no other test, reset when the test ends. The server is ORBIT_SANDBOX_URL when set; else the bundled
# reference server that ORBIT_REFERENCE_SERVER names (the release archive's servers/orbit-reference-server.mjs),
# started with node once per process on a free loopback port and stopped when the process ends (the pytest plugin
# stops it after the run; the server also ends when its standard input, held by this process, closes).
import atexit
import os
import re
import secrets
import socket
import subprocess
import threading
from typing import Any, Dict, List, Optional, Tuple, TypeVar

import httpx

from .._client import AsyncOrbit, Orbit
from ._clients import IsolatedAsyncOrbit, IsolatedOrbit
from ._errors import NoReferenceServerError
from .sandbox import Sandbox

__all__ = ["World", "AsyncWorld", "reference_server_url", "stop_reference_server"]

SANDBOX_URL = "ORBIT_SANDBOX_URL"
REFERENCE_SERVER = "ORBIT_REFERENCE_SERVER"
# Ends the server when its standard input closes (this process ended, however it ended), then runs the bundle.
_WATCHDOG = 'process.stdin.on("end", () => process.exit(0)); process.stdin.resume(); import(require("url").pathToFileURL(process.argv[1]).href);'

_Self = TypeVar("_Self", bound="World")
_lock = threading.Lock()
_server: Optional["subprocess.Popen[str]"] = None
_server_url = ""


def reference_server_url() -> str:
    """The reference server's address: ORBIT_SANDBOX_URL, else the bundled server ORBIT_REFERENCE_SERVER names,
    started the first time (NoReferenceServerError when neither is set or the server cannot start)."""
    given = os.environ.get(SANDBOX_URL)
    if given:
        return given.rstrip("/")
    global _server, _server_url
    with _lock:
        if _server is None or _server.poll() is not None:
            _server, _server_url = _start()
            atexit.register(stop_reference_server)
        return _server_url


def _start() -> Tuple["subprocess.Popen[str]", str]:
    bundle = os.environ.get(REFERENCE_SERVER)
    if not bundle:
        raise NoReferenceServerError(
            f"no reference server for the world: set {SANDBOX_URL} to a running reference server's address (e.g. "
            f"http://127.0.0.1:4020), or {REFERENCE_SERVER} to the bundled server (servers/orbit-reference-server.mjs "
            "of the release archive) for the kit to start with node"
        )
    if not os.path.isfile(bundle):
        raise NoReferenceServerError(f"{REFERENCE_SERVER}={bundle}: no such file")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {**os.environ, "PORT": str(port), "HOST": "127.0.0.1"}
    try:
        process = subprocess.Popen(
            ["node", "-e", _WATCHDOG, bundle], env=env, text=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT
        )
    except OSError as error:
        raise NoReferenceServerError(f"starting the reference server (node {bundle}): {error}") from error
    assert process.stdout is not None
    said: List[str] = []
    for line in process.stdout:  # ready when it says where it listens; its later lines are read and dropped
        if "Orbit reference server on http://" in line:
            threading.Thread(target=process.stdout.read, daemon=True).start()
            return process, f"http://127.0.0.1:{port}"
        said.append(line)
    process.wait()
    raise NoReferenceServerError(f"the reference server (node {bundle}) ended before it listened (exit {process.returncode}): {''.join(said)[-4000:]}")


def stop_reference_server() -> None:
    """Stops the reference server this process started, if any (the pytest plugin calls it after the run)."""
    global _server
    with _lock:
        process, _server = _server, None
    if process is not None and process.poll() is None:
        assert process.stdin is not None
        process.stdin.close()
        process.wait()


def _unique(hint: Optional[str]) -> str:
    """A world's name of the sandbox's pattern (a letter or digit, then up to 63 of letters, digits, '.', '_', '-'):
    the hint made safe, and a random suffix."""
    start = re.sub(r"[^A-Za-z0-9._-]+", "-", hint or "py").strip("-._")[:46] or "py"
    return f"{start}-{secrets.token_hex(4)}"


class World:
    """A world of its own on the reference server, for one test: `client`, an Orbit, and `sandbox`, a Sandbox, both
    bound to it (every request carries its name); close() (or the end of its `with` block) resets it to the seed.

        with World("checkout") as world:
            world.client.auth.send_sms_code(phone=phone)
            code = world.sandbox.last_sms(phone=phone).code
    """

    #: The reference server's address.
    base_url: str
    #: The world's name, unique to it.
    name: str
    #: An SDK client of the world.
    client: Orbit
    #: The world's sandbox: SMS codes, payments, the clock, faults, the request log.
    sandbox: Sandbox

    def __init__(self, name: Optional[str] = None, *, base_url: Optional[str] = None, **options: Any) -> None:
        """A world named after `name` (made unique) on the server at `base_url` (default: reference_server_url());
        `options` are the client's (access_token, max_retries ...). Its clients read no ORBIT_* variable."""
        self.base_url = base_url or reference_server_url()
        self.name = _unique(name)
        self.sandbox = Sandbox(self.base_url, world=self.name)
        options["default_headers"] = {Sandbox.world_header: self.name, **(options.get("default_headers") or {})}
        self.client = self._client(options)

    def _client(self, options: Dict[str, Any]) -> Any:
        return IsolatedOrbit(base_url=self.base_url, **options)

    def close(self) -> None:
        """Resets the world to the seed and closes its clients."""
        try:
            self.sandbox.reset()
        finally:
            self.sandbox.close()
            self.client.close()

    def __enter__(self: _Self) -> _Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class AsyncWorld(World):
    """A World whose `client` is an AsyncOrbit (its methods awaited), for use in one event loop (the test's). Its
    connections are not kept alive, so none outlives that loop, and close() (blocking, like the sandbox's calls:
    short calls to a local server) can run in a fixture's teardown after the loop is gone."""

    client: AsyncOrbit  # type: ignore[assignment]

    def _client(self, options: Dict[str, Any]) -> Any:
        http = httpx.AsyncClient(limits=httpx.Limits(max_keepalive_connections=0))
        return IsolatedAsyncOrbit(base_url=self.base_url, http_client=http, **options)

    def close(self) -> None:
        """Resets the world to the seed."""
        self.sandbox.reset()
        self.sandbox.close()
