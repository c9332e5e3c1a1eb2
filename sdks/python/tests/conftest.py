"""Shared fixtures: the Prism mock (ORBIT_BASE_URL, started by scripts/with-server.ts) and a
scriptable local test double on a free 127.0.0.1 port."""
import json
import os
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Dict, List, Optional

import pytest

import orbit_sdk


class Reply:
    """One scripted answer of the test double."""

    def __init__(
        self,
        status: int = 200,
        body: Any = None,
        headers: Optional[Dict[str, str]] = None,
        delay: float = 0.0,
        drop: bool = False,
        events: Optional[List[str]] = None,
        gate: Optional[threading.Event] = None,
        raw: Optional[bytes] = None,
    ) -> None:
        self.status = status
        self.body = body
        self.headers = headers or {}
        self.delay = delay
        self.drop = drop
        self.events = events
        self.gate = gate
        self.raw = raw
        self.events_sent = 0


def error_body(kind: str, code: str, message: str = "failed", request_id: str = "req_TESTDOUBLE0001") -> Dict[str, Any]:
    return {"error": {"type": kind, "code": code, "message": message, "request_id": request_id}}


class Double:
    def __init__(self) -> None:
        self.routes: Dict[str, List[Reply]] = {}
        self.requests: List[Dict[str, Any]] = []
        self.lock = threading.Lock()
        double = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def _serve(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                path = self.path.split("?", 1)[0]
                with double.lock:
                    double.requests.append(
                        {"method": self.command, "path": self.path, "headers": dict(self.headers),
                         "json": json.loads(body) if body else None, "time": time.monotonic()}
                    )
                    queue = double.routes.get(path) or []
                    reply = queue.pop(0) if len(queue) > 1 else (queue[0] if queue else Reply(404, error_body("not_found_error", "route_not_found")))
                if reply.delay:
                    time.sleep(reply.delay)
                if reply.drop:
                    self.close_connection = True
                    self.connection.shutdown(socket.SHUT_RDWR)
                    return
                if reply.events is not None:
                    self.send_response(reply.status)
                    self.send_header("Content-Type", "text/event-stream")
                    self.send_header("X-Request-Id", "req_STREAM000001")
                    self.send_header("Connection", "close")
                    self.end_headers()
                    self.close_connection = True
                    for index, event in enumerate(reply.events):
                        if index == 1 and reply.gate is not None:
                            reply.gate.wait(5)
                        reply.events_sent = index + 1  # counted before it leaves, so a reader never sees it early
                        self.wfile.write(("data: " + event + "\n\n").encode())
                        self.wfile.flush()
                    return
                if reply.raw is not None:
                    payload = reply.raw
                    content_type = reply.headers.get("Content-Type", "application/octet-stream")
                else:
                    payload = json.dumps(reply.body).encode() if reply.body is not None else b""
                    content_type = "application/json"
                self.send_response(reply.status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(payload)))
                self.send_header("X-Request-Id", "req_TESTDOUBLE0001")
                for name, value in reply.headers.items():
                    if name != "Content-Type":
                        self.send_header(name, value)
                self.end_headers()
                self.wfile.write(payload)

            def do_GET(self) -> None:
                self._serve()

            def do_POST(self) -> None:
                self._serve()

        class Server(ThreadingHTTPServer):
            daemon_threads = True

            def handle_error(self, request: Any, client_address: Any) -> None:
                pass  # the client hung up (timeouts) - expected

        self.server = Server(("127.0.0.1", 0), Handler)
        self.url = "http://127.0.0.1:%d" % self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
        self.thread.start()

    def script(self, path: str, *replies: Reply) -> None:
        self.routes[path] = list(replies)

    def calls(self, path: str) -> List[Dict[str, Any]]:
        return [r for r in self.requests if r["path"].split("?", 1)[0] == path]

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def double():
    server = Double()
    yield server
    server.close()


@pytest.fixture
def client(double):
    """A client of the test double, with short timeouts and no waiting between retries unless a test wants it."""
    return orbit_sdk.Orbit(base_url=double.url, access_token="at_old0000000000000000", refresh_token="rt_old0000000000000000",
                           api_key="sk_test_" + "k" * 32, timeout=2)


@pytest.fixture(scope="session")
def mock_url() -> str:
    url = os.environ.get("ORBIT_MOCK_URL") or os.environ.get("ORBIT_BASE_URL")
    if not url:
        pytest.fail("ORBIT_BASE_URL is not set: run through `npx tsx scripts/with-server.ts mock -- ...`")
    return url
