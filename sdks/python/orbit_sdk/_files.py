# Hand-written. The file parts of a multipart/form-data body (docs/sdk-design.md, "Shapes"): what a caller
# may pass as a file (openai-python's `FileTypes`: bytes, a binary file object, a path, or a tuple that
# names the file and its media type) and the encoder that streams the body part after part, a file in
# chunks of CHUNK bytes, never whole in memory, in the blocking client and under asyncio alike.
#
# httpx's own multipart encoder is not used: it seeks a file object back to 0 rather than to where the
# caller's file stood, opens no path, and on a second attempt sends what is left of a one-shot stream (a
# truncated body) where the SDK must refuse the retry before sending (`MultipartBody.replayable`).
import io
import json
import mimetypes
import os
import uuid
from typing import IO, TYPE_CHECKING, AsyncIterator, Iterator, List, Optional, Tuple, Union

__all__ = ["FileContent", "FileTypes", "FilePart", "MultipartBody", "file_part"]

#: The size of each read of a file: the most of it the SDK holds at once.
CHUNK = 64 * 1024

if TYPE_CHECKING:
    #: A file's content: bytes, a binary file object (`open(path, "rb")`, `io.BytesIO`, a socket's file) or a path.
    FileContent = Union[IO[bytes], bytes, "os.PathLike[str]"]
else:
    FileContent = Union[IO[bytes], bytes, os.PathLike]

#: A file part: its content, or `(filename, content)`, or `(filename, content, media type)`.
FileTypes = Union[FileContent, Tuple[Optional[str], FileContent], Tuple[Optional[str], FileContent, Optional[str]]]

_ESCAPES = {ord('"'): "%22", ord("\r"): "%0D", ord("\n"): "%0A"}


class _Source:
    """Where a file part's bytes come from."""

    #: Whether a second attempt can send the same bytes again.
    replayable = True
    #: The number of bytes, when known before reading.
    size: Optional[int] = None
    #: The file name when the caller names none.
    name = "upload"

    def chunks(self) -> Iterator[bytes]:
        """The bytes, in chunks of at most CHUNK (read on each attempt)."""
        raise NotImplementedError

    def achunks(self) -> AsyncIterator[bytes]:
        """The bytes for AsyncOrbit: files are read in a worker thread, never blocking the event loop."""
        raise NotImplementedError


class _Bytes(_Source):
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.size = len(data)

    def chunks(self) -> Iterator[bytes]:
        yield self.data

    async def achunks(self) -> AsyncIterator[bytes]:
        yield self.data


class _Path(_Source):
    """A path: opened on each attempt, read in chunks, closed when the part is sent (or the attempt fails)."""

    def __init__(self, path: "os.PathLike[str]") -> None:
        self.path = os.fspath(path)
        self.name = os.path.basename(self.path) or "upload"
        self.size = os.stat(self.path).st_size  # raises OSError before anything is sent

    def chunks(self) -> Iterator[bytes]:
        with open(self.path, "rb") as file:
            yield from _read(file)

    async def achunks(self) -> AsyncIterator[bytes]:
        import anyio.to_thread

        file = await anyio.to_thread.run_sync(open, self.path, "rb")
        try:
            while True:
                chunk = await anyio.to_thread.run_sync(file.read, CHUNK)
                if not chunk:
                    return
                yield chunk
        finally:
            file.close()


class _Stream(_Source):
    """A binary file object: re-read from where it stood when it is seekable, else sent once (one-shot)."""

    def __init__(self, file: "IO[bytes]") -> None:
        self.file = file
        name = getattr(file, "name", None)
        if isinstance(name, str) and name:
            self.name = os.path.basename(name) or "upload"
        self.start: Optional[int] = None
        try:
            if file.seekable():
                self.start = file.tell()
                self.size = file.seek(0, os.SEEK_END) - self.start
                file.seek(self.start)
        except (AttributeError, OSError, ValueError):
            self.start = None
            self.size = None
        self.replayable = self.start is not None
        self.read_once = False

    def _rewind(self) -> None:
        if self.start is not None:
            self.file.seek(self.start)
        elif self.read_once:
            # Never reached through the SDK (a retry is refused first): a second read would send a truncated file.
            raise RuntimeError("a one-shot stream cannot be re-read")
        self.read_once = True

    def chunks(self) -> Iterator[bytes]:
        self._rewind()
        yield from _read(self.file)

    async def achunks(self) -> AsyncIterator[bytes]:
        import anyio.to_thread

        self._rewind()
        while True:
            chunk = await anyio.to_thread.run_sync(self.file.read, CHUNK)
            if not chunk:
                return
            yield chunk


def _read(file: "IO[bytes]") -> Iterator[bytes]:
    while True:
        chunk = file.read(CHUNK)
        if not chunk:
            return
        yield chunk


class FilePart:
    """A checked file argument: the source of its bytes, its file name and its media type."""

    __slots__ = ("source", "filename", "content_type")

    def __init__(self, source: _Source, filename: str, content_type: str) -> None:
        self.source = source
        self.filename = filename
        self.content_type = content_type


def file_part(value: object) -> "Union[FilePart, str]":
    """The file part of a caller's value, or why it is not one (the request core raises InvalidArgumentError)."""
    filename: object = None
    content_type: object = None
    content = value
    if isinstance(value, tuple):
        if len(value) not in (2, 3):
            return f"must be (filename, content) or (filename, content, media type), got a tuple of {len(value)}"
        filename, content = value[0], value[1]
        content_type = value[2] if len(value) == 3 else None
        if filename is not None and not isinstance(filename, str):
            return f"must name the file with a str, got {type(filename).__name__}"
        if content_type is not None and not isinstance(content_type, str):
            return f"must give the media type as a str, got {type(content_type).__name__}"
    source: _Source
    if isinstance(content, (bytes, bytearray, memoryview)):
        source = _Bytes(bytes(content))
    elif isinstance(content, os.PathLike):
        try:
            source = _Path(content)
        except OSError as error:
            return f"cannot be read: {error.strerror or error} ({os.fspath(content)!r})"
    elif isinstance(content, io.TextIOBase):
        return "is a file opened in text mode: open it in binary mode ('rb')"
    elif callable(getattr(content, "read", None)):
        source = _Stream(content)  # type: ignore[arg-type]
    elif isinstance(content, str):
        return "must be bytes, a binary file, a path (pathlib.Path, not a str) or a (filename, content[, media type]) tuple, got str"
    else:
        return f"must be bytes, a binary file, a path or a (filename, content[, media type]) tuple, got {type(content).__name__}"
    name = filename if isinstance(filename, str) and filename else source.name
    media = content_type if isinstance(content_type, str) and content_type else mimetypes.guess_type(name)[0] or "application/octet-stream"
    return FilePart(source, name, media)


class MultipartBody:
    """A multipart/form-data body: its parts in order, streamed on each attempt (see `replayable`)."""

    def __init__(self, fields: List[Tuple[str, object]]) -> None:
        boundary = uuid.uuid4().hex
        self.content_type = f"multipart/form-data; boundary={boundary}"
        self._parts: List[Tuple[bytes, Union[bytes, _Source]]] = []
        for name, value in fields:
            for item in value if isinstance(value, list) else [value]:
                self._parts.append(_part(boundary, name, item))
        self._end = f"--{boundary}--\r\n".encode()
        sizes = [len(body) if isinstance(body, bytes) else body.size for _, body in self._parts]
        #: The body's length, or None when a one-shot stream's is unknown (then it is sent chunked).
        self.length: Optional[int] = None
        if all(size is not None for size in sizes):
            self.length = sum(len(head) + (size or 0) + 2 for (head, _), size in zip(self._parts, sizes)) + len(self._end)
        #: False when a part is a one-shot stream: the body can be sent once, and a retry is refused.
        self.replayable = all(isinstance(body, bytes) or body.replayable for _, body in self._parts)

    def __iter__(self) -> Iterator[bytes]:
        for head, body in self._parts:
            yield head
            if isinstance(body, bytes):
                yield body
            else:
                yield from body.chunks()
            yield b"\r\n"
        yield self._end

    async def __aiter__(self) -> AsyncIterator[bytes]:
        for head, body in self._parts:
            yield head
            if isinstance(body, bytes):
                yield body
            else:
                async for chunk in body.achunks():
                    yield chunk
            yield b"\r\n"
        yield self._end

    def sync_content(self) -> "_SyncContent":
        """The body for httpx.Client (an iterable httpx may iterate on each attempt)."""
        return _SyncContent(self)

    def async_content(self) -> "_AsyncContent":
        """The body for httpx.AsyncClient."""
        return _AsyncContent(self)


class _SyncContent:
    # Only __iter__: httpx takes an object with both for a blocking stream and refuses it in AsyncClient.
    def __init__(self, body: MultipartBody) -> None:
        self._body = body

    def __iter__(self) -> Iterator[bytes]:
        return iter(self._body)


class _AsyncContent:
    def __init__(self, body: MultipartBody) -> None:
        self._body = body

    def __aiter__(self) -> AsyncIterator[bytes]:
        return self._body.__aiter__()


def _part(boundary: str, name: str, value: object) -> Tuple[bytes, Union[bytes, _Source]]:
    """One part's head (boundary and headers) and body: a file, a JSON object or map, or a scalar's text."""
    disposition = f'--{boundary}\r\nContent-Disposition: form-data; name="{name.translate(_ESCAPES)}"'
    if isinstance(value, FilePart):
        head = f'{disposition}; filename="{value.filename.translate(_ESCAPES)}"\r\nContent-Type: {value.content_type}\r\n\r\n'
        return head.encode(), value.source
    if isinstance(value, dict):
        data = json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()
        return f"{disposition}\r\nContent-Type: application/json\r\n\r\n".encode(), data
    text = ("true" if value else "false") if isinstance(value, bool) else str(value)
    return f"{disposition}\r\n\r\n".encode(), text.encode()
