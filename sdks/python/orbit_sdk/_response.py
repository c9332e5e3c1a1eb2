# Hand-written. What a call answers besides typed models: the raw response of
# `client.with_raw_response.<resource>.<method>()` and binary answers (speech).
import os
from typing import Callable, Generic, Optional, TypeVar, Union, cast

import httpx
from . import _constants as rules

__all__ = ["APIResponse", "BinaryResponse"]

R = TypeVar("R", covariant=True)

class APIResponse(Generic[R]):
    """The HTTP answer of a call, before decoding: status, headers, request id, body; `parse()` decodes it."""

    http_response: httpx.Response

    def __init__(self, response: httpx.Response, parse: Callable[[], R]) -> None:
        self.http_response = response
        self._parse = parse
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

    def write_to_file(self, path: Union[str, "os.PathLike[str]"]) -> None:
        """Writes the bytes to `path` (created or replaced)."""
        with open(path, "wb") as file:
            file.write(self.content)

    def __len__(self) -> int:
        return len(self.content)

    def __repr__(self) -> str:
        return f"<BinaryResponse {self.media_type} {len(self.content)} bytes>"
