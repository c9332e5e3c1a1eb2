"""Proxies as users set them (parity-proxy-environment, parity-proxy-bypassed): the client the SDK creates
reads HTTP_PROXY / HTTPS_PROXY / NO_PROXY (and their lower-case forms) from the environment, as httpx does
(`trust_env`), sync and async; an httpx client of your own sets a proxy explicitly. The proxy here is a
loopback server that answers every request itself and records its request line, so a host name no resolver
knows (`sdk.orbit.test`) answers only through it."""
import asyncio
import json
import socket
from typing import Any, Iterator, List

import httpx
import pytest

from orbit_sdk import APIConnectionError, AsyncOrbit, Orbit

from .loopback import LoopbackServer

PROXY_VARIABLES = ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY", "http_proxy", "https_proxy", "all_proxy", "no_proxy")


class RecordingServer(LoopbackServer):
    """Answers `{"items": []}` to any request (a CONNECT: 403, so no tunnel opens) and records request lines."""

    def __init__(self) -> None:
        self.lines: List[str] = []
        super().__init__()

    def handle(self, conn: socket.socket) -> None:
        with conn:
            received = b""
            while b"\r\n\r\n" not in received:
                data = conn.recv(65536)
                if not data:
                    break
                received += data
            line = received.split(b"\r\n", 1)[0].decode()
            self.lines.append(line)
            if line.startswith("CONNECT "):
                conn.sendall(b"HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\nconnection: close\r\n\r\n")
                return
            body = json.dumps({"items": []}).encode()
            conn.sendall(b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nconnection: close\r\ncontent-length: %d\r\n\r\n%s" % (len(body), body))


@pytest.fixture
def servers(monkeypatch: Any) -> Iterator[Any]:
    for name in PROXY_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    started: List[RecordingServer] = []

    def start() -> RecordingServer:
        started.append(RecordingServer())
        return started[-1]

    yield start
    for server in started:
        server.close()


def list_packages(mode: str, **options: Any) -> Any:
    if mode == "sync":
        with Orbit(max_retries=0, **options) as client:
            return client.packages.list()

    async def main() -> Any:
        async with AsyncOrbit(max_retries=0, **options) as client:
            return await client.packages.list()

    return asyncio.run(main())


@pytest.mark.parametrize("variable", ["HTTP_PROXY", "http_proxy", "ALL_PROXY"])
def test_the_environments_proxy_carries_every_call(twin, servers, monkeypatch, variable):
    proxy = servers()
    monkeypatch.setenv(variable, proxy.url)
    assert list_packages(twin.mode, base_url="http://sdk.orbit.test").items == []
    assert proxy.lines == ["GET http://sdk.orbit.test/api/user/packages HTTP/1.1"]


def test_https_proxy_tunnels_an_https_base_url(twin, servers, monkeypatch):
    proxy = servers()
    monkeypatch.setenv("HTTPS_PROXY", proxy.url)
    with pytest.raises(APIConnectionError):  # the proxy refuses the tunnel: the SDK's own error
        list_packages(twin.mode, base_url="https://sdk.orbit.test")
    assert proxy.lines == ["CONNECT sdk.orbit.test:443 HTTP/1.1"]


def test_no_proxy_sends_a_listed_host_directly(twin, servers, monkeypatch):
    proxy, origin = servers(), servers()
    monkeypatch.setenv("HTTP_PROXY", proxy.url)
    monkeypatch.setenv("NO_PROXY", "127.0.0.1")
    assert list_packages(twin.mode, base_url=origin.url).items == []
    assert origin.lines == ["GET /api/user/packages HTTP/1.1"] and proxy.lines == []


def test_a_proxy_set_explicitly_on_your_own_httpx_client(twin, servers):
    proxy = servers()
    http = httpx.Client(mounts={"http://": httpx.HTTPTransport(proxy=proxy.url)}) if twin.mode == "sync" else httpx.AsyncClient(mounts={"http://": httpx.AsyncHTTPTransport(proxy=proxy.url)})
    assert list_packages(twin.mode, base_url="http://sdk.orbit.test", http_client=http).items == []
    assert proxy.lines == ["GET http://sdk.orbit.test/api/user/packages HTTP/1.1"]
