"""The idle timeout between two pieces of an answer read as it arrives (x-sdk-runtime idle_timeout_seconds,
docs/sdk-design.md §4), sync and async: per client and per call, mapped onto httpx's per-read timeout once
the headers arrived (`timeout` bounds the wait for them), APITimeoutError with the answer's request id when a
stream stalls, never retried after a chunk reached the caller, retried like a timed-out attempt when the
stall came before the first chunk. The unit tests script the transport (a stall is httpx's own ReadTimeout at
a chosen place, nothing waits); the last ones prove httpx honours the mapping on a real loopback socket."""
import asyncio
import json
import socket
import threading
from typing import Any, AsyncIterator, Iterator, List, Optional, Union

import httpx
import pytest

from orbit_sdk import APITimeoutError, AsyncOrbit, InvalidArgumentError, Orbit
from orbit_sdk import _constants as rules

from .conftest import Double, json_answer
from .loopback import LoopbackServer
from .test_sessions_streams_pages import chunk

STALL = "stall"
TIMEOUT = httpx.Timeout(7.0, connect=3.0)
Piece = Union[bytes, str]


class Body(httpx.SyncByteStream, httpx.AsyncByteStream):
    """An answer's body piece by piece; STALL is a read that timed out. Records the read timeout in effect
    for each piece, as httpx hands it to the transport (the request's `timeout` extension)."""

    def __init__(self, request: httpx.Request, pieces: List[Piece], reads: List[Optional[float]]) -> None:
        self.request = request
        self.pieces = pieces
        self.reads = reads

    def _next(self) -> Iterator[bytes]:
        for piece in self.pieces:
            self.reads.append(self.request.extensions["timeout"]["read"])
            if piece == STALL:
                raise httpx.ReadTimeout("timed out", request=self.request)
            assert isinstance(piece, bytes)
            yield piece

    def __iter__(self) -> Iterator[bytes]:
        return self._next()

    async def __aiter__(self) -> AsyncIterator[bytes]:
        for piece in self._next():
            yield piece


class Service:
    """Answers each attempt with the next scripted body; records the read timeout while the headers were awaited."""

    def __init__(self, media_type: str, *bodies: List[Piece]) -> None:
        self.media_type = media_type
        self.bodies = list(bodies)
        self.header_reads: List[Optional[float]] = []
        self.body_reads: List[Optional[float]] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.header_reads.append(request.extensions["timeout"]["read"])
        pieces = self.bodies.pop(0) if len(self.bodies) > 1 else self.bodies[0]
        headers = {"content-type": self.media_type, "x-request-id": f"req_idle{len(self.header_reads)}"}
        return httpx.Response(200, headers=headers, stream=Body(request, pieces, self.body_reads))


def events(*texts: str) -> List[Piece]:
    return [chunk(text).encode() for text in texts]


DONE: List[Piece] = [b"data: [DONE]\n\n"]
AUDIO = "audio/wav"


def read_chunks(twin: Any, call: Any, into: List[str]) -> Any:
    """Makes the streamed call and reads its chunks' text into `into` (async: both in one event loop, where
    the stream's body was started); answers the stream."""

    async def collect() -> Any:
        stream = await call()
        async for item in stream:
            into.append(item.choices[0].delta.content)
        return stream

    if twin.mode == "async":
        return asyncio.run(collect())
    stream = call()
    for item in stream:
        into.append(item.choices[0].delta.content)
    return stream


def test_the_headers_wait_within_timeout_then_each_piece_within_the_idle_timeout(twin):
    service = Service("text/event-stream", events("Hel", "lo") + DONE)
    double = Double(service)
    client = twin.client(double, api_key="k", timeout=TIMEOUT)
    for options, idle in (({}, rules.IDLE_TIMEOUT_SECONDS), ({"idle_timeout": 2.5}, 2.5)):
        del service.header_reads[:], service.body_reads[:]
        got: List[str] = []
        read_chunks(twin, lambda: client.generation.create_chat_completion(prompt="hi", stream=True, **options), got)
        assert got == ["Hel", "lo"]
        assert service.header_reads == [TIMEOUT.read]
        assert service.body_reads == [idle] * 3


def test_a_clients_own_idle_timeout_and_its_copies(twin):
    service = Service("text/event-stream", events("a") + DONE)
    client = twin.client(Double(service), api_key="k", idle_timeout=4)
    assert client.idle_timeout == 4.0 and client.with_options(max_retries=0).idle_timeout == 4.0
    quick = client.with_options(idle_timeout=0.5)
    assert quick.idle_timeout == 0.5 and client.idle_timeout == 4.0
    read_chunks(twin, lambda: quick.generation.create_chat_completion(prompt="hi", stream=True), [])
    assert service.body_reads == [0.5, 0.5]


def test_a_stall_after_a_chunk_reached_the_caller_raises_api_timeout_and_is_never_retried(twin):
    service = Service("text/event-stream", events("Hel") + [STALL], events("never"))
    double = Double(service)
    client = twin.client(double, api_key="k", max_retries=2)
    got: List[str] = []
    with pytest.raises(APITimeoutError) as caught:
        read_chunks(twin, lambda: client.generation.create_chat_completion(prompt="hi", stream=True, idle_timeout=1.5), got)
    assert got == ["Hel"]
    assert caught.value.request_id == "req_idle1" and "idle timeout" in str(caught.value)
    assert len(double.requests) == 1 and double.sleeps == []


def test_a_stall_before_the_first_chunk_is_a_timed_out_attempt_and_is_retried(twin):
    service = Service("text/event-stream", [STALL], events("Hel", "lo") + DONE)
    double = Double(service)
    client = twin.client(double, api_key="k", timeout=TIMEOUT, max_retries=1)
    got: List[str] = []
    read_chunks(twin, lambda: client.generation.create_chat_completion(prompt="hi", stream=True, idle_timeout=1.5), got)
    assert got == ["Hel", "lo"]
    assert len(double.requests) == 2 and len(double.sleeps) == 1
    # The retry waited for its headers within `timeout` again, then for its pieces within the idle timeout.
    assert service.header_reads == [TIMEOUT.read, TIMEOUT.read]
    assert service.body_reads == [1.5, 1.5, 1.5, 1.5]


def test_a_stall_before_the_first_chunk_without_retries_left_raises_api_timeout(twin):
    double = Double(Service("text/event-stream", [STALL]))
    client = twin.client(double, api_key="k", max_retries=0)
    with pytest.raises(APITimeoutError):
        twin.run(lambda: client.generation.create_chat_completion(prompt="hi", stream=True))
    assert len(double.requests) == 1


def test_a_binary_answer_is_read_within_the_idle_timeout_and_a_stall_in_it_is_retried(twin):
    # A plain call reads the whole binary answer before answering: nothing of it reached the caller yet.
    service = Service(AUDIO, [b"RIFF", STALL], [b"RIFF", b"-wav"])
    double = Double(service)
    client = twin.client(double, api_key="k", timeout=TIMEOUT, max_retries=1)
    speech = twin.run(lambda: client.generation.create_speech(input="hello", idle_timeout=3.0))
    assert speech.content == b"RIFF-wav" and len(double.requests) == 2
    assert service.header_reads == [TIMEOUT.read, TIMEOUT.read] and service.body_reads == [3.0] * 4


def test_with_streaming_response_reads_within_the_idle_timeout_and_a_stall_raises_api_timeout(twin):
    service = Service(AUDIO, [b"RIFF", STALL])
    double = Double(service)
    client = twin.client(double, api_key="k", idle_timeout=6.0, max_retries=2)

    def sync_read() -> None:
        with client.generation.with_streaming_response.create_speech(input="hello") as response:
            assert service.body_reads == []  # nothing of the body read before the caller asks
            list(response.iter_bytes())

    async def async_read() -> None:
        async with client.generation.with_streaming_response.create_speech(input="hello") as response:
            assert service.body_reads == []
            async for _ in response.iter_bytes():
                pass

    with pytest.raises(APITimeoutError) as caught:
        asyncio.run(async_read()) if twin.mode == "async" else sync_read()
    assert caught.value.request_id == "req_idle1"
    assert service.body_reads == [6.0, 6.0] and len(double.requests) == 1


def test_a_json_answer_is_read_within_timeout_only(twin):
    service = Service("application/json", [json.dumps({"items": []}).encode()])
    client = twin.client(Double(service), timeout=TIMEOUT, idle_timeout=1.0)
    twin.run(lambda: client.packages.list())
    assert service.header_reads == [TIMEOUT.read] and service.body_reads == [TIMEOUT.read]


def test_a_per_call_idle_timeout_on_an_answer_read_whole_is_refused_not_dropped(twin):
    double = Double(json_answer(200, {}))
    client = twin.client(double, api_key="k")
    for call in (
        lambda: client.generation.create_chat_completion(prompt="hi", idle_timeout=2.0),  # type: ignore[call-overload]
        lambda: client.generation.with_raw_response.create_chat_completion(prompt="hi", idle_timeout=2.0),  # type: ignore[call-overload]
    ):
        with pytest.raises(InvalidArgumentError) as caught:
            twin.run(call)
        assert caught.value.param == "idle_timeout" and "read as it arrives" in str(caught.value)
    assert double.requests == []


@pytest.mark.parametrize("value", [0, -1, "soon", float("inf"), True])
def test_a_bad_idle_timeout_is_refused(twin, value):
    with pytest.raises(InvalidArgumentError) as caught:
        twin.client(Double(json_answer(200, {})), idle_timeout=value)
    assert caught.value.param == "idle_timeout"
    client = twin.client(Double(json_answer(200, {})), api_key="k")
    with pytest.raises(InvalidArgumentError):
        client.with_options(idle_timeout=value)
    with pytest.raises(InvalidArgumentError):
        twin.run(lambda: client.generation.create_speech(input="hello", idle_timeout=value))


# ---------------------------------------------------------------- on a real socket


class StallingServer(LoopbackServer):
    """A loopback HTTP server: each connection gets the next script of a server-sent event stream, which ends
    with the [DONE] event or stalls (keeps the connection open, writing nothing) until the client closes it.
    A stall the client never ends is closed by the server after GUARD seconds, which ends the stream without
    its [DONE]: the test then fails on what it got, never on how long it took."""

    GUARD = 20.0

    def __init__(self, *scripts: List[bytes]) -> None:
        self.scripts = list(scripts)
        self.stalls_ended: List[str] = []
        self.stall_ended = threading.Event()
        self.connections = 0
        super().__init__()

    def handle(self, conn: socket.socket) -> None:
        self.connections += 1
        script = self.scripts.pop(0) if len(self.scripts) > 1 else self.scripts[0]
        threading.Thread(target=self._answer, args=(conn, script), daemon=True).start()

    def _answer(self, conn: socket.socket, script: List[bytes]) -> None:
        with conn:
            received = b""
            while b"\r\n\r\n" not in received:
                received += conn.recv(65536)
            head = b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\nx-request-id: req_socket\r\nconnection: close\r\n\r\n"
            conn.sendall(head + b"".join(script))
            if script and script[-1] == DONE_EVENT:
                return
            conn.settimeout(self.GUARD)
            try:
                while conn.recv(65536):  # the rest of the request (its body), until the client closes
                    pass
                ended = True
            except ConnectionResetError:
                ended = True
            except socket.timeout:
                ended = False
            self.stalls_ended.append("client" if ended else "server")
            self.stall_ended.set()


DONE_EVENT = b"data: [DONE]\n\n"


@pytest.fixture
def stalling() -> Iterator[Any]:
    servers: List[StallingServer] = []

    def start(*scripts: List[bytes]) -> StallingServer:
        servers.append(StallingServer(*scripts))
        return servers[-1]

    yield start
    for server in servers:
        server.close()


def stream_on_a_socket(mode: str, url: str, got: List[str], **options: Any) -> None:
    """One streamed chat on a real connection, its chunks' text into `got` (async: all in one event loop).
    `timeout` sets no read limit at all: only the idle timeout can end a stall."""
    no_read_limit = httpx.Timeout(10.0, read=None)
    if mode == "sync":
        with Orbit(base_url=url, api_key="k", timeout=no_read_limit, **options) as client:
            client._sleep = lambda seconds: None
            for item in client.generation.create_chat_completion(prompt="hi", stream=True):
                got.append(item.choices[0].delta.content or "")
        return

    async def main() -> None:
        async def no_wait(seconds: float) -> None:
            return None

        async with AsyncOrbit(base_url=url, api_key="k", timeout=no_read_limit, **options) as client:
            client._sleep = no_wait
            async for item in await client.generation.create_chat_completion(prompt="hi", stream=True):
                got.append(item.choices[0].delta.content or "")

    asyncio.run(main())


def test_httpx_ends_a_stall_after_the_first_chunk_with_the_idle_timeout(twin, stalling):
    server = stalling([chunk("Hel").encode()])
    got: List[str] = []
    with pytest.raises(APITimeoutError) as caught:
        stream_on_a_socket(twin.mode, server.url, got, idle_timeout=0.2, max_retries=2)
    assert got == ["Hel"] and caught.value.request_id == "req_socket"
    assert server.connections == 1
    assert server.stall_ended.wait(StallingServer.GUARD + 10)
    assert server.stalls_ended == ["client"]


def test_httpx_retries_a_stall_before_the_first_chunk_and_the_retry_streams(twin, stalling):
    server = stalling([], [chunk("Hel").encode(), chunk("lo").encode(), DONE_EVENT])
    got: List[str] = []
    stream_on_a_socket(twin.mode, server.url, got, idle_timeout=0.2, max_retries=1)
    assert got == ["Hel", "lo"] and server.connections == 2
    assert server.stall_ended.wait(StallingServer.GUARD + 10)
    assert server.stalls_ended == ["client"]
