# Hand-written (listed in .openapi-generator-ignore): streamed (server-sent events) and binary answers.
import json
import os
from typing import IO, Any, Callable, Dict, Generic, Iterator, Mapping, Optional, TypeVar, Union

T = TypeVar("T")

__all__ = ["Stream", "BinaryResponse", "Headers", "decode_image"]


class Headers(Dict[str, str]):
    """Response headers; lookups ignore case (``headers["x-request-id"]``)."""

    def __init__(self, items: Any = ()) -> None:
        super().__init__()
        for key, value in dict(items).items():
            self[key] = value

    def __setitem__(self, key: str, value: str) -> None:
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key: str) -> str:
        return super().__getitem__(key.lower())

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and super().__contains__(key.lower())

    def get(self, key: str, default: Any = None) -> Any:  # type: ignore[override]
        return super().get(key.lower(), default)


class Stream(Generic[T]):
    """Chunks of a streamed answer (``text/event-stream``), yielded as they arrive.

    Iterate it (``for chunk in stream``); it ends at the ``[DONE]`` event. Use it as a context
    manager, or call ``close()``, to release the connection early. ``request_id`` and ``headers``
    come from the response headers.
    """

    def __init__(
        self,
        response: Any,
        decode: Callable[[Dict[str, Any]], T],
        *,
        done: str = "[DONE]",
        on_error: Optional[Callable[[BaseException], BaseException]] = None,
    ) -> None:
        self.response = response
        self.headers = Headers(response.headers)
        self.request_id: Optional[str] = self.headers.get("X-Request-Id")
        self._decode = decode
        self._done = done
        self._on_error = on_error
        self._iterator = self._iterate()

    def __iter__(self) -> Iterator[T]:
        return self._iterator

    def __next__(self) -> T:
        return next(self._iterator)

    def __enter__(self) -> "Stream[T]":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def close(self) -> None:
        try:
            self.response.release_conn()
        finally:
            self.response.close()

    def _lines(self) -> Iterator[bytes]:
        # http.client's response reads (chunked or not) as soon as a line is complete; urllib3's own
        # read(amt) would wait for `amt` bytes.
        fp = getattr(self.response, "_fp", None)
        if fp is not None and hasattr(fp, "readline"):
            while True:
                line = fp.readline()
                if not line:
                    return
                yield line
        else:  # pragma: no cover - other response objects
            buffer = b""
            for data in self.response.stream(1024):
                buffer += data
                while b"\n" in buffer:
                    line, buffer = buffer.split(b"\n", 1)
                    yield line + b"\n"
            if buffer:
                yield buffer

    def _events(self) -> Iterator[str]:
        data: list = []
        for raw in self._lines():
            line = raw.decode("utf-8").rstrip("\r\n")
            if line == "":
                if data:
                    yield "\n".join(data)
                    data = []
                continue
            if line.startswith(":"):
                continue
            field, _, value = line.partition(":")
            if value.startswith(" "):
                value = value[1:]
            if field == "data":
                data.append(value)
        if data:
            yield "\n".join(data)

    def _iterate(self) -> Iterator[T]:
        try:
            for event in self._events():
                if event.strip() == self._done:
                    break
                yield self._decode(json.loads(event))
        except Exception as error:  # connection dropped or timed out mid-stream
            if self._on_error is not None:
                mapped = self._on_error(error)
                if mapped is not error:
                    raise mapped from error
            raise
        finally:
            self.close()


class BinaryResponse:
    """A binary answer (e.g. speech audio): ``content`` holds the bytes.

    ``write_to_file(path)`` saves them, ``stream_to(fileobj)`` copies them to an open binary file
    or stream, ``iter_bytes()`` yields them in pieces. ``media_type``, ``headers`` and
    ``request_id`` describe the response.
    """

    def __init__(self, content: bytes, headers: Mapping[str, str]) -> None:
        self.content = bytes(content)
        self.headers = Headers(headers)
        self.request_id: Optional[str] = self.headers.get("X-Request-Id")
        self.media_type: Optional[str] = self.headers.get("Content-Type")

    def read(self) -> bytes:
        return self.content

    def __bytes__(self) -> bytes:
        return self.content

    def __len__(self) -> int:
        return len(self.content)

    def iter_bytes(self, chunk_size: int = 65536) -> Iterator[bytes]:
        for start in range(0, len(self.content), chunk_size):
            yield self.content[start:start + chunk_size]

    def write_to_file(self, path: Union[str, "os.PathLike[str]"]) -> None:
        with open(path, "wb") as handle:
            handle.write(self.content)

    def stream_to(self, fileobj: IO[bytes], chunk_size: int = 65536) -> int:
        written = 0
        for piece in self.iter_bytes(chunk_size):
            fileobj.write(piece)
            written += len(piece)
        return written

    def __repr__(self) -> str:
        return f"<BinaryResponse {self.media_type} {len(self.content)} bytes>"


def decode_image(image: Any) -> bytes:
    """The PNG bytes of one generated image (an ``ImageData`` or its dict): decodes ``b64_json``,
    or a ``data:image/png;base64,...`` ``url``. Other URLs must be fetched by the caller."""
    import base64

    b64 = getattr(image, "b64_json", None) if not isinstance(image, dict) else image.get("b64_json")
    url = getattr(image, "url", None) if not isinstance(image, dict) else image.get("url")
    if b64:
        return base64.b64decode(b64)
    if url and url.startswith("data:") and ";base64," in url:
        return base64.b64decode(url.split(";base64,", 1)[1])
    raise ValueError("the image carries no inline data (fetch its url)")
