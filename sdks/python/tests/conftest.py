"""Shared test helpers: a scripted in-process test double (httpx.MockTransport), fake waits and clocks,
and sync/async twins of every client so each behaviour test runs through both request cores."""
import asyncio
import json
import os
import socket
import threading
from typing import Any, Callable, Dict, Iterator, List, Optional, Union

import httpx
import pytest

from orbit_sdk import AsyncOrbit, Orbit

Answer = Union[httpx.Response, Exception, Callable[[httpx.Request], httpx.Response]]

ORDER = {
    "order_no": "ORD20260101000000DEMO0001", "status": "completed",
    "package": {"id": "pkg_vip30d00000001", "type": "membership", "name": "VIP 30 days"},
    "amount": {"amount": 2990, "currency": "CNY"}, "provider": "chatpay",
    "created_at": "2026-01-01T00:00:00Z", "updated_at": "2026-01-01T00:00:00Z", "expires_at": "2026-01-01T00:30:00Z",
}


def json_answer(status: int, body: Any, headers: Optional[Dict[str, str]] = None) -> httpx.Response:
    merged = {"content-type": "application/json", "x-request-id": f"req_test{status}", **(headers or {})}
    return httpx.Response(status, headers=merged, content=json.dumps(body).encode())


def error_answer(status: int, code: str = "some_code", type_: str = "some_type", headers: Optional[Dict[str, str]] = None) -> httpx.Response:
    return json_answer(status, {"error": {"type": type_, "code": code, "message": f"message {code}", "param": "p", "request_id": "req_err"}}, headers)


def order_list(items: List[Dict[str, Any]], page: int = 1, has_more: bool = False) -> httpx.Response:
    return json_answer(200, {"items": items, "page": page, "limit": 20, "total": len(items), "has_more": has_more})


class Double:
    """The test double: answers requests from a script (last answer repeats) and records them."""

    def __init__(self, *answers: Answer) -> None:
        self.answers: List[Answer] = list(answers)
        self.requests: List[httpx.Request] = []
        self.sleeps: List[float] = []

    def _answer(self, request: httpx.Request) -> httpx.Response:
        request.read()
        self.requests.append(request)
        answer = self.answers.pop(0) if len(self.answers) > 1 else self.answers[0]
        if isinstance(answer, Exception):
            raise answer
        if callable(answer) and not isinstance(answer, httpx.Response):
            return answer(request)
        return httpx.Response(answer.status_code, headers=answer.headers, content=answer.content)

    def sync_client(self, **options: Any) -> Orbit:
        options.setdefault("base_url", "http://double.test")
        client = Orbit(http_client=httpx.Client(transport=httpx.MockTransport(self._answer)), **options)
        client._sleep = self.sleeps.append
        client._random = lambda: 0.0
        return client

    def async_client(self, **options: Any) -> AsyncOrbit:
        options.setdefault("base_url", "http://double.test")

        async def answer(request: httpx.Request) -> httpx.Response:
            await request.aread()  # a streamed body (multipart) is an async stream here
            return self._answer(request)

        async def sleep(seconds: float) -> None:
            self.sleeps.append(seconds)

        client = AsyncOrbit(http_client=httpx.AsyncClient(transport=httpx.MockTransport(answer)), **options)
        client._sleep = sleep
        client._random = lambda: 0.0
        return client

    def body(self, index: int = -1) -> Any:
        return json.loads(self.requests[index].content)


class Twin:
    """Runs one call through the sync client or the async client, so a test reads the same for both."""

    def __init__(self, mode: str) -> None:
        self.mode = mode

    def client(self, double: Double, **options: Any) -> Any:
        return double.sync_client(**options) if self.mode == "sync" else double.async_client(**options)

    def run(self, call: Callable[[], Any]) -> Any:
        result = call()
        if self.mode == "async":
            return asyncio.run(_awaited(result))
        return result


async def _awaited(value: Any) -> Any:
    return await value


@pytest.fixture(params=["sync", "async"])
def twin(request: Any) -> Twin:
    return Twin(request.param)


@pytest.fixture
def mock_url() -> str:
    url = os.environ.get("ORBIT_BASE_URL") or os.environ.get("ORBIT_MOCK_URL")
    if not url:
        raise RuntimeError("ORBIT_BASE_URL is not set: run the suite through scripts/with-server.ts mock")
    return url


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: Any) -> None:
    """Tests never see the ORBIT_* settings of the shell (the mock URL is read before, by mock_url)."""
    for name in ("ORBIT_ACCESS_TOKEN", "ORBIT_API_KEY", "ORBIT_TIMEOUT", "ORBIT_MAX_RETRIES", "ORBIT_LOG"):
        monkeypatch.delenv(name, raising=False)


class SocketServer:
    """A loopback TCP server that accepts connections and either never answers or drops them."""

    def __init__(self, behaviour: str) -> None:
        self.behaviour = behaviour
        self.connections = 0
        self._sock = socket.socket()
        self._sock.bind(("127.0.0.1", 0))
        self._sock.listen(16)
        self._open: List[socket.socket] = []
        self._stop = False
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._sock.getsockname()[1]}"

    def _serve(self) -> None:
        while not self._stop:
            try:
                conn, _ = self._sock.accept()
            except OSError:
                return
            self.connections += 1
            conn.recv(65536)
            if self.behaviour == "drop":
                conn.close()
            else:
                self._open.append(conn)

    def close(self) -> None:
        self._stop = True
        self._sock.close()
        for conn in self._open:
            conn.close()


@pytest.fixture
def socket_server() -> Iterator[Callable[[str], SocketServer]]:
    servers: List[SocketServer] = []

    def start(behaviour: str) -> SocketServer:
        server = SocketServer(behaviour)
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.close()
