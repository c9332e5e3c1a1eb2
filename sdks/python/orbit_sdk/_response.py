# Hand-written. What a call answers besides typed models: the raw response of
# `client.with_raw_response.<resource>.<method>()` and binary answers (speech).
import contextvars
import functools
import os
from typing import Awaitable, Callable, Generic, Optional, TypeVar, Union, cast

import httpx
from typing_extensions import ParamSpec

from . import _constants as rules

__all__ = ["APIResponse", "BinaryResponse", "to_raw_response_wrapper", "async_to_raw_response_wrapper"]

R = TypeVar("R")
P = ParamSpec("P")

# Set while a `with_raw_response` call runs: the request core answers an APIResponse instead of the
# decoded result. A context variable, so it follows the call across `await`s and never leaks into
# other threads or tasks.
RAW_RESPONSE: "contextvars.ContextVar[bool]" = contextvars.ContextVar("orbit_sdk_raw_response", default=False)


class APIResponse(Generic[R]):
    """The HTTP answer of a call, before decoding: status, headers, request id, body; `parse()` decodes it."""

    def __init__(self, response: httpx.Response, parse: Callable[[], R]) -> None:
        self.http_response = response
        self._parse = parse
        self._parsed: Optional[R] = None
        self._done = False

    @property
    def status_code(self) -> int:
        return self.http_response.status_code

    @property
    def headers(self) -> httpx.Headers:
        return self.http_response.headers

    @property
    def request_id(self) -> Optional[str]:
        return self.http_response.headers.get(rules.REQUEST_ID_HEADER)

    @property
    def content(self) -> bytes:
        """The body's bytes (not read for a streamed answer: use `parse()` to iterate it)."""
        return self.http_response.content

    @property
    def text(self) -> str:
        return self.http_response.text

    def parse(self) -> R:
        """The result the method returns without `with_raw_response` (decoded once, then cached)."""
        if not self._done:
            self._parsed = self._parse()
            self._done = True
        return cast(R, self._parsed)


class BinaryResponse:
    """A binary answer (e.g. speech): the bytes, their media type, the request id; `write_to_file()` saves it."""

    def __init__(self, content: bytes, media_type: str, request_id: Optional[str], headers: httpx.Headers) -> None:
        self.content = content
        self.media_type = media_type
        self._request_id = request_id
        self.headers = headers

    def write_to_file(self, path: Union[str, "os.PathLike[str]"]) -> None:
        """Writes the bytes to `path` (created or replaced)."""
        with open(path, "wb") as file:
            file.write(self.content)

    def __len__(self) -> int:
        return len(self.content)

    def __repr__(self) -> str:
        return f"<BinaryResponse {self.media_type} {len(self.content)} bytes>"


def to_raw_response_wrapper(func: Callable[P, R]) -> Callable[P, APIResponse[R]]:
    """The method `func` answering its raw APIResponse instead of the decoded result."""

    @functools.wraps(func)
    def wrapped(*args: P.args, **kwargs: P.kwargs) -> APIResponse[R]:
        token = RAW_RESPONSE.set(True)
        try:
            return cast(APIResponse[R], func(*args, **kwargs))
        finally:
            RAW_RESPONSE.reset(token)

    return wrapped


def async_to_raw_response_wrapper(func: Callable[P, Awaitable[R]]) -> Callable[P, Awaitable[APIResponse[R]]]:
    """The async method `func` answering its raw APIResponse instead of the decoded result."""

    @functools.wraps(func)
    async def wrapped(*args: P.args, **kwargs: P.kwargs) -> APIResponse[R]:
        token = RAW_RESPONSE.set(True)
        try:
            return cast(APIResponse[R], await func(*args, **kwargs))
        finally:
            RAW_RESPONSE.reset(token)

    return wrapped
