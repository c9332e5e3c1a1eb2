"""Multipart/form-data bodies (docs/sdk-design.md, "Shapes"), sync and async: file parts from a path, bytes or
a stream with text, repeated and JSON parts; a retry resends the body only when its files can be re-read; a
one-shot stream is sent once and a retry is refused with the attempt's own error; files are streamed in
chunks, never held whole (a loopback server that counts the bytes it receives, and a counting reader)."""
import asyncio
import io
import json
import os
import socket
import tracemalloc
from typing import Any, Callable, List, Optional

import httpx
import pytest

from orbit_sdk import APIConnectionError, AsyncOrbit, AuthenticationError, InternalServerError, InvalidArgumentError, Orbit
from orbit_sdk._files import CHUNK
from orbit_sdk._types import RequestOptions

from .conftest import Double, error_answer, json_answer
from .loopback import LoopbackServer
from .shapes import ATTACHMENT, UPLOAD, parts, upload

STORED = json_answer(201, ATTACHMENT)


class OneShot(io.RawIOBase):
    """A stream that can be read once (as a pipe, a socket or stdin): not seekable."""

    def __init__(self, data: bytes) -> None:
        self._data = io.BytesIO(data)

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        chunk = self._data.read(len(buffer))
        buffer[: len(chunk)] = chunk
        return len(chunk)


def send(twin: Any, client: Any, **args: Any) -> Any:
    return twin.run(lambda: client.request(UPLOAD, {"widget_id": "wgt_1", "purpose": "manual", **args}, RequestOptions()))


def test_file_parts_from_bytes_a_path_and_a_file_with_text_repeated_and_json_parts(twin, tmp_path):
    path = tmp_path / "notes.txt"
    path.write_bytes(b"hello widget")
    double = Double(STORED)
    client = twin.client(double)
    result = send(
        twin, client, file=path, note="first", tags=["a", "b"], copies=[b"raw bytes", ("photo.png", io.BytesIO(b"\x89PNG"), "image/png")], meta={"k": [1]}, public=False
    )
    assert result.id == "att_1"
    request = double.requests[0]
    assert request.headers["content-type"].startswith("multipart/form-data; boundary=")
    assert int(request.headers["content-length"]) == len(request.content)
    assert parts(request) == [
        ({"content-type": "text/plain", "name": "file", "filename": "notes.txt"}, b"hello widget"),
        ({"content-type": "", "name": "purpose"}, b"manual"),
        ({"content-type": "", "name": "note"}, b"first"),
        ({"content-type": "", "name": "tags"}, b"a"),
        ({"content-type": "", "name": "tags"}, b"b"),
        ({"content-type": "application/octet-stream", "name": "copies", "filename": "upload"}, b"raw bytes"),
        ({"content-type": "image/png", "name": "copies", "filename": "photo.png"}, b"\x89PNG"),
        ({"content-type": "application/json", "name": "meta"}, b'{"k":[1]}'),
        ({"content-type": "", "name": "public"}, b"false"),
    ]


def test_a_file_object_is_sent_from_where_it_stood_under_its_own_name(twin, tmp_path):
    path = tmp_path / "log.txt"
    path.write_bytes(b"skip:keep")
    with open(path, "rb") as file:
        file.read(5)
        double = Double(STORED)
        send(twin, twin.client(double), file=file)
    assert parts(double.requests[0])[0] == ({"content-type": "text/plain", "name": "file", "filename": "log.txt"}, b"keep")


@pytest.mark.parametrize("source", ["bytes", "path", "seekable file"])
def test_a_retry_resends_a_body_whose_files_can_be_re_read(twin, tmp_path, source):
    path = tmp_path / "data.bin"
    path.write_bytes(b"0123456789" * 1000)
    file = open(path, "rb")
    file.read(10)  # a seekable file is re-read from where it stood, not from 0
    value = {"bytes": b"0123456789" * 1000, "path": path, "seekable file": file}[source]
    double = Double(error_answer(503), STORED)
    try:
        send(twin, twin.client(double), file=value)
    finally:
        file.close()
    assert len(double.requests) == 2
    first, second = (parts(r)[0][1] for r in double.requests)
    assert first == second == (b"0123456789" * 1000)[10 if source == "seekable file" else 0 :]


def test_a_one_shot_stream_is_sent_once(twin):
    double = Double(STORED)
    send(twin, twin.client(double), file=("log.txt", OneShot(b"line one\n"), "text/plain"))
    request = double.requests[0]
    assert request.headers["transfer-encoding"] == "chunked"  # its length is unknown before it is read
    assert "content-length" not in request.headers
    assert parts(request)[0] == ({"content-type": "text/plain", "name": "file", "filename": "log.txt"}, b"line one\n")


RETRIED_FAILURES = [
    ("a retried status", lambda: error_answer(503), InternalServerError),
    ("no answer", lambda: httpx.ConnectError("connection refused"), APIConnectionError),
]


@pytest.mark.parametrize("what,failure,error", RETRIED_FAILURES, ids=[f[0] for f in RETRIED_FAILURES])
def test_a_retry_of_a_one_shot_stream_is_refused_with_the_attempts_own_error(twin, what, failure, error):
    double = Double(failure(), STORED)
    with pytest.raises(error) as caught:
        send(twin, twin.client(double), file=OneShot(b"once"))
    assert "not retried: the body's stream cannot be re-read" in str(caught.value)
    assert len(double.requests) == 1  # never sent twice, never truncated
    assert double.sleeps == []


def test_a_session_renewal_does_not_replay_a_one_shot_stream(twin):
    double = Double(error_answer(401, "token_expired"), STORED)
    client = twin.client(double, access_token="acc-1", refresh_token="rt_0000000000000000ref1")
    with pytest.raises(AuthenticationError) as caught:
        twin.run(lambda: client.request(upload("loginToken"), {"widget_id": "wgt_1", "purpose": "manual", "file": OneShot(b"once")}, RequestOptions()))
    assert "cannot be re-read" in str(caught.value)
    assert len(double.requests) == 1  # no renewal, no replay


BAD_FILES = [
    ("a str (a path must be a pathlib.Path)", "notes.txt", "path (pathlib.Path, not a str)"),
    ("a file in text mode", io.StringIO("text"), "text mode"),
    ("a missing path", None, "cannot be read"),
    ("a tuple of four", ("a", b"b", "c", "d"), "tuple of 4"),
    ("a name that is not a str", (5, b"b"), "name the file with a str"),
    ("a number", 5, "got int"),
]


@pytest.mark.parametrize("what,value,message", BAD_FILES, ids=[b[0] for b in BAD_FILES])
def test_a_value_that_is_no_file_is_refused_before_sending(twin, tmp_path, what, value, message):
    double = Double(STORED)
    with pytest.raises(InvalidArgumentError) as caught:
        send(twin, twin.client(double), file=tmp_path / "missing.txt" if value is None else value)
    assert caught.value.param == "file"
    assert message in str(caught.value)
    assert double.requests == []


# ---------------------------------------------------------------- streamed, never whole in memory
class Sink(LoopbackServer):
    """A loopback HTTP server that reads a request body piece by piece (Content-Length or chunked), counts its
    bytes and keeps none of them, then answers 201 with an Attachment."""

    def __init__(self) -> None:
        self.received: List[int] = []
        super().__init__(backlog=4)

    def handle(self, conn: socket.socket) -> None:
        with conn, conn.makefile("rb") as stream:
            headers = {}
            stream.readline()
            for line in iter(stream.readline, b"\r\n"):
                name, _, value = line.decode().partition(":")
                headers[name.strip().lower()] = value.strip()
            total = 0
            if "content-length" in headers:
                left = int(headers["content-length"])
                while left:
                    got = len(stream.read(min(left, CHUNK)))
                    total, left = total + got, left - got
            else:
                while True:
                    left = int(stream.readline().split(b";")[0], 16)
                    if left == 0:
                        stream.readline()  # the empty trailer
                        break
                    while left:
                        got = len(stream.read(min(left, CHUNK)))
                        total, left = total + got, left - got
                    stream.readline()  # the CRLF after each chunk
            self.received.append(total)
            body = json.dumps(ATTACHMENT).encode()
            conn.sendall(b"HTTP/1.1 201 Created\r\ncontent-type: application/json\r\nconnection: close\r\ncontent-length: %d\r\n\r\n%s" % (len(body), body))


class Generated(io.RawIOBase):
    """`size` bytes made as they are read, counting the reads: the largest read shows what the SDK holds."""

    def __init__(self, size: int, seekable: bool) -> None:
        self.size = size
        self.position = 0
        self.largest_read = 0
        self._seekable = seekable

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return self._seekable

    def seek(self, offset: int, whence: int = 0) -> int:
        if not self._seekable:
            raise io.UnsupportedOperation("seek")
        self.position = {0: offset, 1: self.position + offset, 2: self.size + offset}[whence]
        return self.position

    def tell(self) -> int:
        return self.position

    def readinto(self, buffer: Any) -> int:
        n = min(len(buffer), self.size - self.position)
        self.largest_read = max(self.largest_read, len(buffer))
        buffer[:n] = b"x" * n
        self.position += n
        return n

    def read(self, size: int = -1) -> bytes:
        wanted = self.size - self.position if size is None or size < 0 else size
        self.largest_read = max(self.largest_read, wanted)
        out = bytearray(min(wanted, self.size - self.position))
        self.readinto(out)
        return bytes(out)


SIZE = 24 * 1024 * 1024


def peak_while(call: Callable[[], Any]) -> int:
    tracemalloc.start()
    try:
        call()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.parametrize("mode", ["sync", "async"])
@pytest.mark.parametrize("source", ["one-shot stream", "seekable stream", "path"])
def test_a_large_file_is_streamed_in_chunks_never_held_whole(tmp_path, mode, source):
    sink = Sink()
    reader: Optional[Generated] = None
    if source == "path":
        value: Any = tmp_path / "large.bin"
        with open(value, "wb") as out:
            for _ in range(SIZE // CHUNK):
                out.write(b"y" * CHUNK)
    else:
        value = reader = Generated(SIZE, seekable=source == "seekable stream")

    def upload_file(file: Any) -> Any:
        args = {"widget_id": "wgt_1", "purpose": "manual", "file": file}
        if mode == "sync":
            with Orbit(base_url=sink.url, max_retries=0) as client:
                return client.request(UPLOAD, args, RequestOptions())

        async def run() -> Any:
            async with AsyncOrbit(base_url=sink.url, max_retries=0) as client:
                return await client.request(UPLOAD, args, RequestOptions())

        return asyncio.run(run())

    try:
        upload_file(OneShot(b"warm"))  # the first call imports what the SDK loads lazily: not the file's memory
        peak = peak_while(lambda: upload_file(value))
    finally:
        sink.close()
    assert len(sink.received) == 2 and sink.received[1] > SIZE  # every byte arrived (and the part framing)
    if reader is not None:
        assert reader.position == SIZE
        assert reader.largest_read <= CHUNK
    assert peak < SIZE // 16, f"peak {peak} bytes while sending {SIZE}"
