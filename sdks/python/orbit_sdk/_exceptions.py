# Hand-written. The SDK's one error family. Every failure a call raises is an OrbitError:
#
#   OrbitError
#   ├── APIError                      a call that went to the service and failed
#   │   ├── APIStatusError            an error answer; one subclass per status kind (_status_errors.py,
#   │   │                             generated from the runtime rules), e.g. NotFoundError
#   │   ├── APIConnectionError        no answer
#   │   │   └── APITimeoutError       no answer within the timeout
#   │   ├── APIResponseValidationError  an answer that cannot be decoded
#   │   └── APIUserAbortError         the caller closed a stream or body before it was read
#   └── InvalidArgumentError          refused before sending (nothing was sent)
#
# The class names of the client errors are the rules' `client_errors` names plus `Error`
# (tests/test_package.py checks that they match). The original exception of the HTTP library or of
# pydantic is always the `__cause__`.
from typing import TYPE_CHECKING, ClassVar, Dict, Optional

import httpx

from . import _constants as rules

if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "OrbitError",
    "APIError",
    "APIStatusError",
    "APIConnectionError",
    "APITimeoutError",
    "APIResponseValidationError",
    "APIUserAbortError",
    "InvalidArgumentError",
]


class OrbitError(Exception):
    """The root of every error the SDK raises."""

    #: The error kind of the runtime rules (`NotFound`, `APITimeout`, `InvalidArgument` ...).
    kind: ClassVar[str] = "Orbit"

    message: str

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class InvalidArgumentError(OrbitError):
    """A missing, malformed or out-of-range argument or option: refused before anything was sent."""

    kind: ClassVar[str] = "InvalidArgument"

    #: The parameter (as you spell it in Python) or option that was refused, when there is one.
    param: Optional[str]

    def __init__(self, message: str, *, param: Optional[str] = None) -> None:
        super().__init__(message)
        self.param = param


class APIError(OrbitError):
    """A call that reached for the service and failed (with or without an answer)."""

    kind: ClassVar[str] = "APIError"

    #: The HTTP request that failed (method, URL, headers).
    request: Optional[httpx.Request]
    #: The `X-Request-Id` of the answer, when one arrived.
    request_id: Optional[str]

    def __init__(self, message: str, *, request: Optional[httpx.Request] = None, request_id: Optional[str] = None) -> None:
        super().__init__(message)
        self.request = request
        self.request_id = request_id


class APIStatusError(APIError):
    """An error answer of the service (any status without a kind of its own is this class itself)."""

    #: The HTTP status.
    status_code: int
    #: `error.code` of the body, e.g. `order_not_found` (None when the body is not the documented shape).
    code: Optional[str]
    #: `error.type` of the body, e.g. `not_found_error`.
    type: Optional[str]
    #: `error.param`: the request field the error is about, when the service names one.
    param: Optional[str]
    #: The answer's headers (e.g. `retry-after`).
    headers: httpx.Headers
    #: The body as text, exactly as received.
    raw_body: str
    #: The decoded JSON body, or None when it is not JSON.
    body: object
    #: The HTTP response.
    response: httpx.Response

    def __init__(
        self,
        message: str,
        *,
        response: httpx.Response,
        body: object,
        code: Optional[str],
        type: Optional[str],
        param: Optional[str],
        request_id: Optional[str],
    ) -> None:
        super().__init__(message, request=response.request, request_id=request_id)
        self.response = response
        self.status_code = response.status_code
        self.headers = response.headers
        self.raw_body = response.text
        self.body = body
        self.code = code
        self.type = type
        self.param = param


class APIConnectionError(APIError):
    """No answer: the connection was refused, reset or dropped, or the name did not resolve."""

    kind: ClassVar[str] = "APIConnection"

    def __init__(self, message: str = "Connection error.", *, request: Optional[httpx.Request] = None, request_id: Optional[str] = None) -> None:
        super().__init__(message, request=request, request_id=request_id)


class APITimeoutError(APIConnectionError):
    """No answer within the timeout of the last attempt, or an answer read as it arrives (a stream, a binary
    answer) that stayed silent longer than the idle timeout (then `request_id` is the answer's)."""

    kind: ClassVar[str] = "APITimeout"

    def __init__(self, message: str = "Request timed out.", *, request: Optional[httpx.Request] = None, request_id: Optional[str] = None) -> None:
        super().__init__(message, request=request, request_id=request_id)


class APIUserAbortError(APIError):
    """The caller closed a stream or an answer before reading it to the end, then read on.

    (Cancelling an asyncio task raises `asyncio.CancelledError`, as asyncio requires; the SDK never
    swallows or converts it.)
    """

    kind: ClassVar[str] = "APIUserAbort"

    def __init__(self, message: str = "The caller closed the answer.", *, request: Optional[httpx.Request] = None) -> None:
        super().__init__(message, request=request)


class APIResponseValidationError(APIError):
    """An answer that cannot be decoded: not JSON, or not the documented shape."""

    kind: ClassVar[str] = "APIResponseValidation"

    status_code: int
    headers: httpx.Headers
    raw_body: str
    response: httpx.Response

    def __init__(self, message: str, *, response: httpx.Response, request_id: Optional[str]) -> None:
        super().__init__(message, request=response.request, request_id=request_id)
        self.response = response
        self.status_code = response.status_code
        self.headers = response.headers
        self.raw_body = response.text


def _error_fields(body: object) -> Dict[str, Optional[str]]:
    """`code`, `type`, `message`, `param` of an `{"error": {...}}` body; None for what is not there."""
    out: Dict[str, Optional[str]] = {"code": None, "type": None, "message": None, "param": None}
    error: "Any" = body.get("error") if isinstance(body, dict) else None
    if isinstance(error, dict):
        for key in out:
            value: object = error.get(key)
            if isinstance(value, str):
                out[key] = value
    return out


def _transport_failure(error: BaseException, request: Optional[httpx.Request], answer: Optional[httpx.Response] = None) -> APIError:
    """The SDK's error for a failure of the HTTP library while sending or reading (the original is the cause);
    `answer`: the answer whose body was being read as it arrived (its request id goes with the error)."""
    request_id = answer.headers.get(rules.REQUEST_ID_HEADER) if answer is not None else None
    if isinstance(error, httpx.TimeoutException):
        if answer is not None:
            return APITimeoutError("the answer stalled: nothing more arrived within the idle timeout (idle_timeout)", request=request, request_id=request_id)
        return APITimeoutError(request=request)
    if isinstance(error, httpx.StreamClosed):
        return APIUserAbortError("the answer was closed before it was read", request=request)
    return APIConnectionError(f"Connection error: {error}" if str(error) else "Connection error.", request=request, request_id=request_id)
