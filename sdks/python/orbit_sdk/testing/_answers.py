# Hand-written. What the fake answers a call with, besides a fixture: an error answer, bytes, text, no content,
# server-sent chunks, JSON as given, or no answer at all. Each reaches the SDK as the service's would, so its error
# mapping, retries, streams and binary answers run as in production.
import builtins
from typing import Any, Dict, Mapping, Optional, Sequence

import pydantic

from .. import _constants as rules
from ._errors import InvalidFixtureError

__all__ = ["Answer"]


def _error_type(status: int) -> Optional[str]:
    """The rules' `error.type` of a status: its kind's, or its range's (5xx)."""
    for exact, first, _name, type_ in rules.ERROR_KINDS:
        if status == exact or (first is not None and first <= status < first + 100):
            return type_
    return None


class Answer:
    """One answer of the fake (`fake.on("orders.cancel", Answer.error(409, "order_not_cancellable"))`)."""

    __slots__ = ("kind", "data", "headers")

    #: fixture, error, json, bytes, text, empty, chunks or failure.
    kind: str
    data: Dict[str, Any]
    #: Headers of the answer besides its own (its media type, its request id), which these replace.
    headers: Dict[str, str]

    def __init__(self, kind: str, data: Dict[str, Any], headers: Optional[Mapping[str, str]] = None) -> None:
        self.kind = kind
        self.data = data
        self.headers = dict(headers or {})

    @classmethod
    def error(
        cls, status: int, code: str, *, message: Optional[str] = None, param: Optional[str] = None,
        request_id: Optional[str] = None, type: Optional[str] = None,
    ) -> "Answer":
        """An error answer: the contract's error body with the rules' `type` for the status (or `type`), `code`, and
        `message`, `param`, `request_id` (default: the answer's request id header). The SDK raises the error of the
        status's kind (NotFoundError ...), after its retries and session renewal."""
        error_type = type or _error_type(status)
        if not 400 <= status <= 599 or error_type is None:
            raise InvalidFixtureError(f"an error answer has a status from 400 to 599 with an error kind (or a `type`), not {status}")
        error = {"type": error_type, "code": code, "message": message or f"{code} (a fake answer)", "param": param, "request_id": request_id}
        return cls("error", {"status": status, "error": {key: value for key, value in error.items() if value is not None}})

    @classmethod
    def fixture(cls, fixture: pydantic.BaseModel) -> "Answer":
        """A fixture as an Answer, to give it headers (`Answer.fixture(fixtures.order()).with_headers(...)`)."""
        return cls("fixture", {"fixture": fixture})

    @classmethod
    def json(cls, body: object, status: Optional[int] = None) -> "Answer":
        """A JSON body exactly as given, unchecked (with the operation's success status unless given): what a newer
        service might send, such as a field or an enum value this contract does not have yet."""
        return cls("json", {"body": body, "status": status})

    @classmethod
    def bytes(cls, content: builtins.bytes, media_type: Optional[str] = None) -> "Answer":
        """The bytes of a binary answer, of the operation's media type unless given."""
        return cls("bytes", {"content": content, "media_type": media_type})

    @classmethod
    def text(cls, text: str) -> "Answer":
        """The text of a plain-text answer (a payment provider's acknowledgement)."""
        return cls("text", {"content": text.encode("utf-8"), "media_type": None})

    @classmethod
    def no_content(cls) -> "Answer":
        """The bodiless answer of an operation that answers none."""
        return cls("empty", {})

    @classmethod
    def chunks(cls, chunks: Sequence[pydantic.BaseModel], *, error: Optional["Answer"] = None) -> "Answer":
        """A stream: each chunk (a fixture of the operation's chunk type) as a server-sent event, then the rules'
        done marker, or, given an `Answer.error(...)`, an `error` event in its place."""
        if error is not None and error.kind != "error":
            raise InvalidFixtureError("a stream ends with its done marker or an Answer.error(...)")
        return cls("chunks", {"chunks": list(chunks), "error": error})

    @classmethod
    def connection_failure(cls, message: str = "Connection refused") -> "Answer":
        """No answer: the connection failed (retried by the rules, then APIConnectionError)."""
        return cls("failure", {"message": message, "timeout": False})

    @classmethod
    def timeout(cls) -> "Answer":
        """No answer within the timeout (retried by the rules, then APITimeoutError)."""
        return cls("failure", {"message": "timed out", "timeout": True})

    def with_headers(self, headers: Mapping[str, str]) -> "Answer":
        """This answer with more headers (`Retry-After`, `X-RateLimit-Remaining` ...)."""
        return Answer(self.kind, self.data, {**self.headers, **headers})

