# Hand-written. The response behind a result: `client.with_raw_response.<resource>.<method>()` answers an
# APIResponse whose body was read; `client.with_streaming_response.<resource>.<method>()` is a context
# manager giving an APIResponse (AsyncAPIResponse for AsyncOrbit) whose body is read only as you ask,
# so a large answer (speech) goes to a file piece by piece. Binary answers of plain calls are
# BinaryResponse. Errors of the HTTP library while reading become the SDK's own (the cause kept).
import os
from typing import Any, AsyncIterator, Awaitable, Callable, Generic, Iterator, Optional, TypeVar, Union, cast

import httpx

from . import _constants as rules
from ._exceptions import _transport_failure

__all__ = ["APIResponse", "AsyncAPIResponse", "ResponseContextManager", "AsyncResponseContextManager", "BinaryResponse"]

R = TypeVar("R", covariant=True)
FilePath = Union[str, "os.PathLike[str]"]


class _ResponseBase:
    http_response: httpx.Response

    def __init__(self, response: httpx.Response) -> None:
        self.http_response = response
        self._parsed: Optional[object] = None
        self._done = False

    @property
    def status_code(self) -> int:
        return self.http_response.status_code

    @property
    def headers(self) -> httpx.Headers:
        return self.http_response.headers

    @property
    def request_id(self) -> Optional[str]:
        value: Optional[str] = self.http_response.headers.get(rules.REQUEST_ID_HEADER)
        return value

    @property
    def content(self) -> bytes:
        """The body's bytes once read (with_raw_response reads them; with_streaming_response after `read()`)."""
        return self.http_response.content

    @property
    def text(self) -> str:
        return self.http_response.text


class APIResponse(_ResponseBase, Generic[R]):
    """The HTTP answer of a call: status, headers, request id, body; `parse()` gives the method's result."""

    def __init__(self, response: httpx.Response, parse: Callable[[], R]) -> None:
        super().__init__(response)
        self._parse = parse

    def parse(self) -> R:
        """The result the method returns without `with_raw_response` (decoded once, then cached)."""
        if not self._done:
            self._parsed = self._parse()
            self._done = True
        return cast(R, self._parsed)

    def read(self) -> bytes:
        """Reads the whole body (if not read yet) and answers its bytes."""
        try:
            return self.http_response.read()
        except (httpx.HTTPError, httpx.StreamError) as error:
            raise _transport_failure(error, self.http_response.request, self.http_response) from error

    def iter_bytes(self, chunk_size: Optional[int] = None) -> Iterator[bytes]:
        """The body's bytes as they arrive, without holding the whole body."""
        try:
            yield from self.http_response.iter_bytes(chunk_size)
        except (httpx.HTTPError, httpx.StreamError) as error:
            raise _transport_failure(error, self.http_response.request, self.http_response) from error

    def iter_lines(self) -> Iterator[str]:
        """The body's text, line by line, as it arrives."""
        try:
            yield from self.http_response.iter_lines()
        except (httpx.HTTPError, httpx.StreamError) as error:
            raise _transport_failure(error, self.http_response.request, self.http_response) from error

    def stream_to_file(self, path: FilePath, *, chunk_size: Optional[int] = None) -> None:
        """Writes the body to `path` (created or replaced) piece by piece as it arrives."""
        with open(path, "wb") as file:
            for data in self.iter_bytes(chunk_size):
                file.write(data)

    def close(self) -> None:
        """Closes the connection of an answer not read to its end."""
        self.http_response.close()


class AsyncAPIResponse(_ResponseBase, Generic[R]):
    """The HTTP answer of an AsyncOrbit call in `with_streaming_response`: `await parse()` gives the result."""

    def __init__(self, response: httpx.Response, parse: Callable[[], Awaitable[R]]) -> None:
        super().__init__(response)
        self._parse = parse

    async def parse(self) -> R:
        """The result the method returns without `with_streaming_response` (decoded once, then cached)."""
        if not self._done:
            self._parsed = await self._parse()
            self._done = True
        return cast(R, self._parsed)

    async def read(self) -> bytes:
        """Reads the whole body (if not read yet) and answers its bytes."""
        try:
            return await self.http_response.aread()
        except (httpx.HTTPError, httpx.StreamError) as error:
            raise _transport_failure(error, self.http_response.request, self.http_response) from error

    async def iter_bytes(self, chunk_size: Optional[int] = None) -> AsyncIterator[bytes]:
        """The body's bytes as they arrive, without holding the whole body."""
        try:
            async for data in self.http_response.aiter_bytes(chunk_size):
                yield data
        except (httpx.HTTPError, httpx.StreamError) as error:
            raise _transport_failure(error, self.http_response.request, self.http_response) from error

    async def iter_lines(self) -> AsyncIterator[str]:
        """The body's text, line by line, as it arrives."""
        try:
            async for line in self.http_response.aiter_lines():
                yield line
        except (httpx.HTTPError, httpx.StreamError) as error:
            raise _transport_failure(error, self.http_response.request, self.http_response) from error

    async def stream_to_file(self, path: FilePath, *, chunk_size: Optional[int] = None) -> None:
        """Writes the body to `path` (created or replaced) piece by piece as it arrives."""
        with open(path, "wb") as file:
            async for data in self.iter_bytes(chunk_size):
                file.write(data)

    async def close(self) -> None:
        """Closes the connection of an answer not read to its end."""
        await self.http_response.aclose()


# Covariant: the manager of an APIResponse[ChatCompletion] is one of an APIResponse[ChatCompletion | Stream].
S = TypeVar("S", bound=APIResponse[Any], covariant=True)
A = TypeVar("A", bound=AsyncAPIResponse[Any], covariant=True)


class ResponseContextManager(Generic[S]):
    """`with client.with_streaming_response.<resource>.<method>(...) as response:` sends the call on entering
    and closes the connection on leaving, whether or not the body was read."""

    def __init__(self, send: Callable[[], S]) -> None:
        self._send = send
        self._response: Optional[S] = None

    def __enter__(self) -> S:
        self._response = self._send()
        return self._response

    def __exit__(self, *exc: object) -> None:
        if self._response is not None:
            self._response.close()


class AsyncResponseContextManager(Generic[A]):
    """`async with client.with_streaming_response.<resource>.<method>(...) as response:` sends the call on
    entering and closes the connection on leaving."""

    def __init__(self, send: Callable[[], Awaitable[A]]) -> None:
        self._send = send
        self._response: Optional[A] = None

    async def __aenter__(self) -> A:
        self._response = await self._send()
        return self._response

    async def __aexit__(self, *exc: object) -> None:
        if self._response is not None:
            await self._response.close()


class BinaryResponse:
    """A binary answer (e.g. speech): the bytes, their media type, the request id; `write_to_file()` saves it.

    It holds the whole answer; `client.with_streaming_response` writes a large one to a file as it arrives.
    """

    #: The bytes of the answer.
    content: bytes
    #: Their media type, e.g. `audio/wav`.
    media_type: str
    #: The answer's headers.
    headers: httpx.Headers
    #: The `X-Request-Id` of the answer.
    _request_id: Optional[str]

    def __init__(self, content: bytes, media_type: str, request_id: Optional[str], headers: httpx.Headers) -> None:
        self.content = content
        self.media_type = media_type
        self._request_id = request_id
        self.headers = headers

    def write_to_file(self, path: FilePath) -> None:
        """Writes the bytes to `path` (created or replaced)."""
        with open(path, "wb") as file:
            file.write(self.content)

    def __len__(self) -> int:
        return len(self.content)

    def __repr__(self) -> str:
        return f"<BinaryResponse {self.media_type} {len(self.content)} bytes>"
