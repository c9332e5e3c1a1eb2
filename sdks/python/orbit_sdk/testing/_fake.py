# Hand-written. The Orbit service, faked for unit tests of code that uses the SDK: a real Orbit (or AsyncOrbit)
# whose httpx transport answers the operations registered by their SDK name, routed by the operations' own
# descriptors (orbit_sdk/_operations.py: method, path template, fixed query and body values, so `orders.cancel` and
# `orders.delete` are told apart by their `action`). Everything between the test's code and HTTP is the SDK's own:
# argument checks, retries (without waiting: the client's sleep records each wait), error mapping, pagination,
# streams and session renewal run as in production.
import json
import re
import threading
import time
from email.message import EmailMessage
from email.parser import BytesParser
from email.policy import HTTP
from typing import Any, Callable, Dict, List, NamedTuple, Optional, Tuple, Union
from urllib.parse import unquote

import httpx
import pydantic

from .. import _constants as rules
from .. import _operations
from .._client import AsyncOrbit, Orbit
from .._types import Check, Operation
from ._answers import Answer
from ._clients import IsolatedAsyncOrbit, IsolatedOrbit
from ._errors import InvalidFixtureError, UnexpectedCallError

__all__ = ["FakeService", "Call", "UploadedFile", "Reply"]

#: What an operation answers: a fixture of its answer type or an Answer, or a function of the Call that gives one.
Reply = Union[pydantic.BaseModel, Answer, Callable[["Call"], Union[pydantic.BaseModel, Answer]]]

_OPERATIONS: Dict[str, Operation[Any]] = {op.name: op for op in vars(_operations).values() if isinstance(op, Operation)}
_PATTERNS = {
    name: re.compile("^(?:/.*)?" + re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>[^/]+)", re.escape(op.path)) + "$") for name, op in _OPERATIONS.items()
}


class UploadedFile(NamedTuple):
    """A file part of a multipart/form-data body, as the service received it."""

    filename: Optional[str]
    content_type: str
    content: bytes


class Call:
    """One request the fake received, as the service would have: each attempt is a call of its own (a retry, the
    replay after a session renewal)."""

    __slots__ = ("operation", "method", "path", "query", "body", "headers", "arguments", "request")

    #: The operation by its SDK name, e.g. `orders.cancel`.
    operation: str
    method: str
    #: The path as sent, e.g. `/api/user/orders`.
    path: str
    #: The query parameters as sent (text; a repeated one as a list).
    query: Dict[str, Union[str, List[str]]]
    #: The body: JSON decoded; multipart/form-data by part name (text, JSON decoded, an UploadedFile, a list of a
    #: repeated part); None without one.
    body: Any
    #: Every header, by its lower-case name.
    headers: Dict[str, str]
    #: The operation's arguments by their contract names (path, query and header parameters, body fields), typed
    #: as the contract types them, without the values the SDK fixes (`action`).
    arguments: Dict[str, Any]
    request: httpx.Request

    def __init__(self, operation: str, request: httpx.Request, query: Dict[str, Union[str, List[str]]], body: object, arguments: Dict[str, Any]) -> None:
        self.operation = operation
        self.method = request.method
        self.path = request.url.path
        self.query = query
        self.body = body
        self.headers = {name.lower(): value for name, value in request.headers.items()}
        self.arguments = arguments
        self.request = request

    def header(self, name: str) -> Optional[str]:
        """A header's value (any case), or None when it was not sent."""
        return self.headers.get(name.lower())

    def __repr__(self) -> str:
        return f"Call({self.operation}: {self.method} {self.path} {self.arguments!r})"


def _typed(value: Union[str, List[str]], check: Optional[Check]) -> object:
    """A parameter's text as the contract types it (integers, numbers, booleans, lists of them)."""
    if isinstance(value, list) or (check is not None and check.kind == "array"):
        return [_typed(item, check.items if check is not None else None) for item in (value if isinstance(value, list) else [value])]
    kind = check.kind if check is not None else "string"
    if kind == "integer" and re.fullmatch(r"-?[0-9]+", value):
        return int(value)
    if kind == "number" and re.fullmatch(r"-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?", value):
        return float(value)
    return {"true": True, "false": False}.get(value, value) if kind == "boolean" else value


def _parts(content: bytes, content_type: str, checks: Dict[str, Check]) -> Dict[str, object]:
    """A multipart/form-data body by part name (a list parameter's parts as a list)."""
    message = BytesParser(EmailMessage, policy=HTTP).parsebytes(b"Content-Type: " + content_type.encode("latin-1") + b"\r\n\r\n" + content)
    found: Dict[str, List[object]] = {}
    for part in message.iter_parts():
        name = str(part.get_param("name", header="content-disposition"))
        raw = part.get_payload(decode=True)
        payload = raw if isinstance(raw, bytes) else b""
        check = checks.get(name)
        if part.get_filename() is not None:
            value: object = UploadedFile(part.get_filename(), part.get_content_type(), payload)
        elif part.get_content_type() == "application/json":
            value = json.loads(payload)
        else:
            value = _typed(payload.decode("utf-8"), check.items if check is not None and check.kind == "array" else check)
        found.setdefault(name, []).append(value)
    return {name: values if len(values) > 1 or (name in checks and checks[name].kind == "array") else values[0] for name, values in found.items()}


class FakeService:
    """The Orbit service, faked: register answers by operation (`fake.on("orders.list", fixtures.order_list())`),
    make the SDK's client with `fake.client()` or `fake.async_client()`, assert on `fake.calls()`.

    One answer answers every call of its operation; several answer one call each, in order (a call after the last
    fails). A call nobody registered raises UnexpectedCallError at the call. The clients read no ORBIT_* variable,
    and their retries do not wait: each wait is recorded in `waits` (the rules' backoff, without jitter) and moves
    the fake's clock (which a Retry-After date is measured against)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._answers: Dict[str, List[Reply]] = {}
        self._answered: Dict[str, int] = {}
        self._calls: List[Call] = []
        self._waits: List[float] = []
        self._now = time.time()

    def on(self, operation: str, *answers: Reply) -> "FakeService":
        """Registers how `operation` (`orders.cancel`, `generation.create_chat_completion` ...) answers, replacing
        what was registered for it. Raises InvalidFixtureError for an operation the contract does not have or an
        answer it cannot give (a fixture of another type, bytes for a JSON answer ...)."""
        op = _OPERATIONS.get(operation)
        if op is None:
            raise InvalidFixtureError(f"no operation is named {operation!r} (the operations: {', '.join(_OPERATIONS)})")
        if not answers:
            raise InvalidFixtureError(f"on({operation!r}) needs at least one answer")
        for answer in answers:
            if not callable(answer):
                _fit(op, answer, None)
        with self._lock:
            self._answers[operation] = list(answers)
            self._answered[operation] = 0
        return self

    def client(self, **options: Any) -> Orbit:
        """An Orbit that calls this fake; `options` are Orbit's (access_token, refresh_token, max_retries ...)."""
        client = IsolatedOrbit(http_client=httpx.Client(transport=httpx.MockTransport(self._handle)), **{"base_url": rules.DEFAULT_BASE_URL, **options})
        client._sleep, client._random, client._now = self._wait, lambda: 0.0, self._clock
        return client

    def async_client(self, **options: Any) -> AsyncOrbit:
        """An AsyncOrbit that calls this fake; `options` are AsyncOrbit's."""
        client = IsolatedAsyncOrbit(http_client=httpx.AsyncClient(transport=httpx.MockTransport(self._handle)), **{"base_url": rules.DEFAULT_BASE_URL, **options})

        async def wait(seconds: float) -> None:
            self._wait(seconds)

        client._sleep, client._random, client._now = wait, lambda: 0.0, self._clock
        return client

    def calls(self, operation: Optional[str] = None) -> List[Call]:
        """The calls received so far, in order: all of them, or those of one operation."""
        with self._lock:
            return [call for call in self._calls if operation is None or call.operation == operation]

    @property
    def waits(self) -> List[float]:
        """The seconds the clients' retries waited so far (returned at once), in order."""
        with self._lock:
            return list(self._waits)

    def _wait(self, seconds: float) -> None:
        with self._lock:
            self._waits.append(seconds)
            self._now += seconds

    def _clock(self) -> float:
        return self._now

    def _handle(self, request: httpx.Request) -> httpx.Response:
        query: Dict[str, Union[str, List[str]]] = {}
        for name, value in request.url.params.multi_items():
            held = query.get(name)
            query[name] = value if held is None else [*held, value] if isinstance(held, list) else [held, value]
        content_type = request.headers.get("content-type", "")
        body: object = json.loads(request.content) if content_type.startswith("application/json") else None
        op, path_args = self._route(request, query, body)
        checks = {p.wire_name: p.check for p in [*op.params, *(p for v in op.variants for p in v.params)]}
        if content_type.startswith("multipart/form-data"):
            body = _parts(request.content, content_type, checks)
        arguments: Dict[str, Any] = {name: _typed(value, checks.get(name)) for name, value in path_args.items()}
        arguments.update((name, _typed(value, checks.get(name))) for name, value in query.items() if name not in op.fixed_query)
        arguments.update((p.wire_name, request.headers[p.wire_name]) for p in op.params if p.location == "header" and p.wire_name in request.headers)
        if isinstance(body, dict):
            arguments.update((name, value) for name, value in body.items() if name not in op.fixed_body)
        call = Call(op.name, request, query, body, arguments)
        streamed = op.stream is not None and isinstance(body, dict) and body.get(op.stream.param) is True
        with self._lock:
            self._calls.append(call)
            answers = self._answers.get(op.name)
            turn = self._answered.get(op.name, 0)
            self._answered[op.name] = turn + 1
            request_id = f"req_fake{len(self._calls):08d}"
        if answers is None:
            raise UnexpectedCallError(f"{op.name} ({op.method} {op.path}) was called, but no answer is registered for it: register one with fake.on({op.name!r}, {_example(op)})")
        if len(answers) > 1 and turn >= len(answers):
            raise UnexpectedCallError(f"{op.name} was called {turn + 1} times, but {len(answers)} answers are registered (one per call)")
        answer = answers[min(turn, len(answers) - 1)]
        if callable(answer):
            try:
                answer = answer(call)
            except Exception as error:  # the test's own function: its failure must not pass for a connection error
                raise UnexpectedCallError(f"{op.name}: the answer function raised {error!r}") from error
        try:
            _fit(op, answer, streamed)
        except InvalidFixtureError as error:
            raise UnexpectedCallError(str(error)) from error
        return _respond(op, answer if isinstance(answer, Answer) else Answer.fixture(answer), request, request_id)

    @staticmethod
    def _route(request: httpx.Request, query: Dict[str, Union[str, List[str]]], body: object) -> Tuple[Operation[Any], Dict[str, str]]:
        """The operation a request is (the most specific by fixed values) and its path arguments."""
        path = request.url.raw_path.decode("ascii").split("?")[0]
        best: Optional[Tuple[Operation[Any], Dict[str, str], int]] = None
        for name, op in _OPERATIONS.items():
            match = _PATTERNS[name].match(path) if op.method == request.method else None
            fixed_body = body if isinstance(body, dict) else {}
            if match is None or any(query.get(k) != v for k, v in op.fixed_query.items()) or any(fixed_body.get(k) != v for k, v in op.fixed_body.items()):
                continue
            fixed = len(op.fixed_query) + len(op.fixed_body)
            if best is None or fixed > best[2]:
                best = (op, {key: unquote(value) for key, value in match.groupdict().items()}, fixed)
        if best is None:
            raise UnexpectedCallError(f"{request.method} {path} is no operation of the contract")
        return best[0], best[1]


def _example(op: Operation[Any]) -> str:
    """How to register an answer of `op`, for UnexpectedCallError's message."""
    if op.answer == "json" and isinstance(op.result, type):
        return "fixtures." + re.sub(r"(?<!^)(?=[A-Z])", "_", op.result.__name__).lower() + "()"
    return {"binary": "Answer.bytes(b'...')", "text": "Answer.text('...')", "empty": "Answer.no_content()"}.get(op.answer, "Answer.json({...})")


def _fit(op: Operation[Any], answer: object, streamed: Optional[bool]) -> None:
    """Raises InvalidFixtureError unless `op` can give `answer` (`streamed`: whether the call asked for a stream;
    None: not known yet). Errors, JSON as given and failures fit every operation."""
    kind = answer.kind if isinstance(answer, Answer) else "fixture" if isinstance(answer, pydantic.BaseModel) else None
    if kind is None:
        raise InvalidFixtureError(f"{op.name}: an answer is a fixture, an Answer or a function of the Call, not {type(answer).__name__}")
    if isinstance(answer, Answer) and kind == "chunks":
        fits, models, expected = op.stream is not None and streamed is not False, answer.data["chunks"], op.stream and op.stream.chunk
    else:
        fits = {"fixture": "json", "bytes": "binary", "text": "text", "empty": "empty"}.get(kind, op.answer) == op.answer and not (streamed and kind == "fixture")
        models, expected = ([answer.data["fixture"] if isinstance(answer, Answer) else answer] if kind == "fixture" else []), op.result
    if not fits:
        gives = "a stream (Answer.chunks)" if streamed else f"{op.answer} ({_example(op)})"
        raise InvalidFixtureError(f"{op.name} answers {gives} here, not {kind}")
    for model in models:
        if isinstance(expected, type) and not isinstance(model, expected):
            raise InvalidFixtureError(f"{op.name} answers {expected.__name__}, not {type(model).__name__}")


def _json(value: object) -> bytes:
    if isinstance(value, pydantic.BaseModel):
        return value.model_dump_json(by_alias=True, exclude_unset=True).encode("utf-8")
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _respond(op: Operation[Any], answer: Answer, request: httpx.Request, request_id: str) -> httpx.Response:
    """The HTTP answer (or failure) of an Answer, with a request id of its own."""
    data, status, media_type, content = answer.data, op.status, "application/json", b""
    if answer.kind == "failure":
        raise (httpx.ReadTimeout if data["timeout"] else httpx.ConnectError)(data["message"], request=request)
    if answer.kind == "fixture":
        content = _json(data["fixture"])
    elif answer.kind == "json":
        status, content = data["status"] or status, _json(data["body"])
    elif answer.kind == "error":
        status, content = data["status"], _json({"error": {**data["error"], "request_id": data["error"].get("request_id", request_id)}})
    elif answer.kind in ("bytes", "text"):
        media_type, content = data["media_type"] or op.accept, data["content"]
    elif answer.kind == "chunks" and op.stream is not None:
        media_type = "text/event-stream"
        content = b"".join(b"data: " + _json(chunk) + b"\n\n" for chunk in data["chunks"])
        error: Optional[Answer] = data["error"]
        end = b"data: " + op.stream.done.encode("utf-8") if error is None else b"event: error\ndata: " + _json({"error": {**error.data["error"], "request_id": request_id}})
        content += end + b"\n\n"
    headers = httpx.Headers({rules.REQUEST_ID_HEADER: request_id, **({"Content-Type": media_type} if answer.kind != "empty" else {})})
    for name, value in answer.headers.items():
        headers[name] = value
    return httpx.Response(status, headers=headers, content=content)
