# Hand-written. The request core under every generated method (docs/sdk-design.md §4): configuration,
# argument checks, request building, credentials, retries with backoff and Retry-After, idempotency
# keys kept across retries, per-attempt timeouts and the idle timeout inside an answer read as it
# arrives, the one refresh-and-replay on 401 (one renewal for concurrent calls), decoding into
# models, errors, pagination, streaming, binary answers, multipart bodies and logging. Every rule's value comes from the
# generated `_constants`; generated code only describes operations (`Operation`) and calls `request`.
#
# `BaseClient` holds everything sync and async share; `SyncAPIClient` (httpx.Client) and
# `AsyncAPIClient` (httpx.AsyncClient) only differ in how they wait and send.
import email.utils
import json
import os
import platform
import random
import threading
import time
import uuid
from typing import TYPE_CHECKING, Any, Awaitable, Callable, ClassVar, Dict, List, Mapping, Optional, Tuple, Type, TypeVar, Union
from urllib.parse import quote

import httpx
import pydantic

from . import _constants as rules
from ._checks import Arguments, check_arguments
from ._exceptions import (
    APIConnectionError,
    APIError,
    APIResponseValidationError,
    APIStatusError,
    APITimeoutError,
    InvalidArgumentError,
    OrbitError,
    _error_fields,
    _transport_failure,
)
from ._files import MultipartBody
from ._logs import attempt_line, headers_line, logger, resolve_log_level
from ._pagination import AsyncPager, SyncPager
from ._response import APIResponse, AsyncAPIResponse, BinaryResponse
from ._status_errors import error_class_for
from ._streaming import AsyncStream, Stream
from ._types import Body, Headers, Operation, Query, RequestOptions, Timeout
from ._waits import AsyncFirstPieceHeld, SyncFirstPieceHeld, wait_for_headers, wait_for_pieces

# Kept out of `import orbit_sdk` (each costs more than the rest of the core): pydantic's models load with
# the first type, anyio with the first async client.
if TYPE_CHECKING:
    import anyio

    from ._models import BaseModel

__all__ = ["BaseClient", "SyncAPIClient", "AsyncAPIClient", "SessionHook"]

R = TypeVar("R")
M = TypeVar("M", bound="pydantic.BaseModel")
_Self = TypeVar("_Self", bound="BaseClient")

#: Called with the session whenever the client stores new tokens (a login or a refresh).
SessionHook = Callable[[Any], None]

USER_AGENT = (
    rules.USER_AGENT_FORMAT.replace("{language}", "python")
    .replace("{version}", rules.VERSION)
    .replace("{runtime}", platform.python_implementation())
    .replace("{runtime_version}", platform.python_version())
    .replace("{os}", platform.system() or "unknown")
)


def _env(environ: Mapping[str, str], name: str) -> Optional[str]:
    value = environ.get(name)
    return value if value else None


def _timeout(value: object, where: str) -> Timeout:
    """A timeout option: positive seconds, or an httpx.Timeout (used as it is)."""
    if isinstance(value, httpx.Timeout):
        return value
    return _seconds(value, where)


def _seconds(value: object, where: str) -> float:
    """Positive seconds (an int or a float; an environment variable's text)."""
    return float(_number(value, where, integer=False, positive=True))


def _number(value: object, where: str, *, integer: bool, positive: bool) -> Union[int, float]:
    """A number option: an int (or, for timeouts, a float), non-negative or positive. An environment
    variable's text is parsed first; a refusal names the value as given (the text, not what parsing made of it)."""
    given = value
    if isinstance(value, str):
        try:
            value = int(value) if integer else float(value)
        except ValueError:
            value = None
    ok = isinstance(value, int) if integer else isinstance(value, (int, float))
    if not ok or isinstance(value, bool) or value != value:  # noqa: PLR0124 (NaN)
        raise InvalidArgumentError(f"{where} must be {'an integer' if integer else 'a number of seconds'}, got {given!r}", param=where)
    assert isinstance(value, (int, float))
    if value < 0 or (positive and value == 0) or value == float("inf"):
        raise InvalidArgumentError(f"{where} must be {'positive' if positive else 'zero or more'}, got {given!r}", param=where)
    return value


class _Prepared:
    """One call's request parts; the same on every attempt (so is its idempotency key)."""

    __slots__ = ("op", "url", "path", "query", "headers", "content", "timeout", "max_retries", "api_key", "idle_timeout")

    def __init__(
        self,
        op: Operation[Any],
        url: str,
        path: str,
        query: List[Tuple[str, str]],
        headers: Dict[str, str],
        content: Union[bytes, MultipartBody, None],
        timeout: Timeout,
        max_retries: int,
        api_key: Optional[str],
        idle_timeout: float,
    ) -> None:
        self.op = op
        self.url = url
        self.path = path
        self.query = query
        self.headers = headers
        self.content = content
        self.timeout = timeout
        self.max_retries = max_retries
        #: The API key of this call only (None: the client's).
        self.api_key = api_key
        #: The longest silence between two pieces of an answer read as it arrives (seconds).
        self.idle_timeout = idle_timeout

    @property
    def replayable(self) -> bool:
        """Whether a second attempt can send the body again (not when a file part is a one-shot stream)."""
        return not isinstance(self.content, MultipartBody) or self.content.replayable


class _Session:
    """The login session a client shares with its copies (`with_options`): the tokens and the lock that lets
    one renewal run at a time. The refresh token rotates (a renewal retires it, and the service revokes the
    whole session when a retired one is used), so every copy must renew with the one current token."""

    __slots__ = ("access_token", "refresh_token", "lock", "async_lock")

    def __init__(self, access_token: Optional[str], refresh_token: Optional[str]) -> None:
        self.access_token = access_token
        self.refresh_token = refresh_token
        #: Orbit's; AsyncOrbit's is an anyio.Lock made on its first renewal (`async_lock`).
        self.lock = threading.Lock()
        self.async_lock: Any = None


def _query_value(value: object) -> Optional[List[str]]:
    """An `extra_query` value as query strings, or None when it is not one."""
    items = list(value) if isinstance(value, (list, tuple)) else [value]
    out: List[str] = []
    for item in items:
        if isinstance(item, bool):
            out.append("true" if item else "false")
        elif isinstance(item, (str, int, float)):
            out.append(str(item))
        else:
            return None
    return out


class BaseClient:
    """Configuration and every decision sync and async clients share."""

    #: Whether close() closes the connections (not a caller's http_client, not a copy's).
    _own_http: bool
    #: Where the ORBIT_* settings are read (the testing kit's clients read none: an empty mapping).
    _environ: ClassVar[Mapping[str, str]] = os.environ

    def __init__(
        self,
        *,
        base_url: Optional[str],
        access_token: Optional[str],
        refresh_token: Optional[str],
        api_key: Optional[str],
        timeout: Optional[Timeout],
        idle_timeout: Optional[float],
        max_retries: Optional[int],
        auto_refresh: bool,
        default_headers: Optional[Headers],
        log_level: Optional[str],
        on_session: Optional[SessionHook],
        refresh_operation: Callable[[], Operation[Any]],
    ) -> None:
        self._base_url = _base_url(base_url if base_url is not None else (_env(self._environ, rules.ENV_BASE_URL) or rules.DEFAULT_BASE_URL))
        self._session = _Session(access_token if access_token is not None else _env(self._environ, rules.ENV_ACCESS_TOKEN), refresh_token)
        self._api_key = api_key if api_key is not None else _env(self._environ, rules.ENV_API_KEY)
        env_timeout = _env(self._environ, rules.ENV_TIMEOUT)
        self._timeout: Timeout = (
            _timeout(timeout, "timeout") if timeout is not None
            else _timeout(env_timeout, rules.ENV_TIMEOUT) if env_timeout is not None
            else rules.TIMEOUT_SECONDS
        )
        self._idle_timeout = rules.IDLE_TIMEOUT_SECONDS if idle_timeout is None else _seconds(idle_timeout, "idle_timeout")
        env_retries = _env(self._environ, rules.ENV_MAX_RETRIES)
        self._max_retries = int(
            _number(max_retries, "max_retries", integer=True, positive=False) if max_retries is not None
            else _number(env_retries, rules.ENV_MAX_RETRIES, integer=True, positive=False) if env_retries is not None
            else rules.MAX_RETRIES
        )
        self._auto_refresh = _flag(auto_refresh, "auto_refresh")
        self._default_headers = self._check_headers(default_headers, "default_headers")
        self._log_level = resolve_log_level(log_level, self._environ)
        self._on_session = _hook(on_session)
        # A function, called on the first renewal: building a client loads no operation and no model.
        self._refresh_operation = refresh_operation
        # Injection points for tests (and for callers who need them): how the client waits, tells the
        # time (for Retry-After dates) and draws the jitter.
        self._now: Callable[[], float] = time.time
        self._random: Callable[[], float] = random.random

    def _copy_options(self: "_Self", options: Mapping[str, Any]) -> "_Self":
        """A copy with the given options (None keeps this client's) sharing this client's connections and,
        unless given its own tokens, its session: a login or renewal through either is used by both."""
        clone = object.__new__(type(self))
        # Private state only: the resources (cached properties) of this client would call this client.
        clone.__dict__.update({name: value for name, value in self.__dict__.items() if name.startswith("_")})
        clone._own_http = False  # the connections stay this client's to close
        given = {name: value for name, value in options.items() if value is not None}
        if "base_url" in given:
            clone._base_url = _base_url(given["base_url"])
        if "access_token" in given or "refresh_token" in given:
            # Tokens of its own: a session of its own (never a second holder of this session's refresh token).
            clone._session = _Session(given.get("access_token"), given.get("refresh_token"))
        if "api_key" in given:
            clone._api_key = given["api_key"]
        if "timeout" in given:
            clone._timeout = _timeout(given["timeout"], "timeout")
        if "idle_timeout" in given:
            clone._idle_timeout = _seconds(given["idle_timeout"], "idle_timeout")
        if "max_retries" in given:
            clone._max_retries = int(_number(given["max_retries"], "max_retries", integer=True, positive=False))
        if "auto_refresh" in given:
            clone._auto_refresh = _flag(given["auto_refresh"], "auto_refresh")
        if "default_headers" in given:
            clone._default_headers = {**self._default_headers, **self._check_headers(given["default_headers"], "default_headers")}
        if "log_level" in given:
            clone._log_level = resolve_log_level(given["log_level"], self._environ)
        if "on_session" in given:
            clone._on_session = _hook(given["on_session"])
        return clone

    # ------------------------------------------------------------------ configuration, read-only
    @property
    def base_url(self) -> str:
        return self._base_url

    @property
    def access_token(self) -> Optional[str]:
        """The login token: set by the login methods and by a refresh (shared with `with_options` copies)."""
        return self._session.access_token

    @property
    def refresh_token(self) -> Optional[str]:
        return self._session.refresh_token

    @property
    def api_key(self) -> Optional[str]:
        return self._api_key

    @property
    def timeout(self) -> Timeout:
        """Seconds each attempt may take (or the httpx.Timeout given)."""
        return self._timeout

    @property
    def idle_timeout(self) -> float:
        """Seconds an answer read as it arrives (a stream, a binary answer) may stay silent between two pieces."""
        return self._idle_timeout

    @property
    def max_retries(self) -> int:
        return self._max_retries

    @property
    def auto_refresh(self) -> bool:
        return self._auto_refresh

    # ------------------------------------------------------------------ building requests
    @staticmethod
    def _check_headers(headers: Optional[Headers], where: str) -> Dict[str, Optional[str]]:
        if headers is None:
            return {}
        if not isinstance(headers, Mapping):
            raise InvalidArgumentError(f"{where} must be a dict of header names to strings", param=where)
        for name, value in headers.items():
            if not isinstance(name, str) or not (value is None or isinstance(value, str)):
                raise InvalidArgumentError(f"{where} must map header names to strings (None removes one), got {name!r}: {value!r}", param=where)
        return dict(headers)

    def _prepare(self, op: Operation[Any], args: Mapping[str, object], options: RequestOptions, accept: str, *, as_it_arrives: bool) -> _Prepared:
        """The call's request parts; `as_it_arrives`: the caller reads the answer as it arrives (a stream,
        with_streaming_response), so an idle timeout applies to it (as to every binary answer)."""
        checked: Arguments = check_arguments(op, args)
        timeout = self._timeout if options.timeout is None else _timeout(options.timeout, "timeout")
        idle_timeout = self._idle_timeout
        if options.idle_timeout is not None:
            if not as_it_arrives and op.answer != "binary":
                # Honoured or refused, never dropped: a JSON answer read whole has `timeout` only.
                raise InvalidArgumentError(
                    f"{op.name}: idle_timeout applies to an answer read as it arrives (stream=True, a binary answer, with_streaming_response); this call reads its answer whole",
                    param="idle_timeout",
                )
            idle_timeout = _seconds(options.idle_timeout, "idle_timeout")
        max_retries = self._max_retries if options.max_retries is None else int(_number(options.max_retries, "max_retries", integer=True, positive=False))
        api_key = options.api_key
        if api_key is not None and (not isinstance(api_key, str) or not api_key):
            raise InvalidArgumentError(f"api_key must be a non-empty string, got {api_key!r}", param="api_key")
        path = op.path
        for name, value in checked.path.items():
            path = path.replace("{" + name + "}", quote(value, safe=""))
        query = [*op.fixed_query.items(), *checked.query]
        if options.extra_query is not None:
            query = _merge_query(op, query, options.extra_query)
        headers = httpx.Headers({"Accept": accept, rules.USER_AGENT_HEADER: USER_AGENT})
        content: Union[bytes, MultipartBody, None] = None
        if op.multipart:
            assert checked.body is not None
            content = MultipartBody(list(checked.body.items()))
            headers["Content-Type"] = content.content_type
            if content.length is not None:
                headers["Content-Length"] = str(content.length)
        elif options.extra_body is not None:
            content = _extra_body(op, checked.body, options.extra_body)
        elif checked.body is not None:
            content = json.dumps(checked.body, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
        if isinstance(content, bytes):
            headers["Content-Type"] = "application/json"
        for name, header in self._default_headers.items():
            if header is None:
                headers.pop(name, None)
            else:
                headers[name] = header
        headers.update(checked.headers)
        if op.idempotent:
            key = options.idempotency_key
            if key is not None and (not isinstance(key, str) or not key):
                raise InvalidArgumentError(f"idempotency_key must be a non-empty string, got {key!r}", param="idempotency_key")
            headers[rules.IDEMPOTENCY_HEADER] = key or str(uuid.uuid4())
        for name, header in self._check_headers(options.extra_headers, "extra_headers").items():
            if header is None:
                headers.pop(name, None)
            else:
                headers[name] = header
        return _Prepared(op, self._base_url + path, path, query, dict(headers.multi_items()), content, timeout, max_retries, api_key, idle_timeout)

    def _request_headers(self, prepared: _Prepared, access_token: Optional[str]) -> Dict[str, str]:
        """The prepared headers plus the operation's credential: `access_token`, the session's login token as
        this call read it (a renewal changes it), or the API key."""
        auth = prepared.op.auth
        credential = access_token if auth == "loginToken" else (prepared.api_key or self._api_key) if auth == "apiKey" else None
        if credential is None or any(name.lower() == "authorization" for name in prepared.headers):
            return prepared.headers
        headers = dict(prepared.headers)
        headers["Authorization"] = f"Bearer {credential}"
        return headers

    # ------------------------------------------------------------------ retries
    def _server_wait(self, headers: httpx.Headers) -> Optional[float]:
        """Seconds the answer asks to wait (the first valid header of the rules' sources), else None."""
        for source in rules.RETRY_AFTER_SOURCES:
            value = headers.get(source)
            if value is None:
                continue
            value = value.strip()
            if source == "retry-after-ms":
                try:
                    ms = float(value)
                except ValueError:
                    continue
                if ms >= 0 and ms != float("inf"):
                    return ms / 1000
                continue
            if value.isdigit() or _is_decimal(value):
                return float(value)
            try:
                date = email.utils.parsedate_to_datetime(value)
            except (TypeError, ValueError, IndexError):
                continue
            if date is None or date.tzinfo is None:
                continue
            return max(0.0, date.timestamp() - self._now())
        return None

    def _backoff(self, retry: int) -> float:
        """The wait before retry number `retry` (0 for the first) when the server names none."""
        base = min(rules.BACKOFF_INITIAL_SECONDS * rules.BACKOFF_MULTIPLIER**retry, rules.BACKOFF_MAX_SECONDS)
        return base * (1 - rules.BACKOFF_JITTER * self._random())

    def _retry_wait(self, response: httpx.Response, retry: int) -> Optional[float]:
        """How long to wait before retrying this answer, or None when it is not retried."""
        if response.status_code not in rules.RETRY_STATUSES:
            return None
        wait = self._server_wait(response.headers)
        if wait is None:
            return self._backoff(retry)
        if wait > rules.RETRY_AFTER_MAX_SECONDS:
            return None  # above the cap: fail at once with this answer's error
        return wait

    # ------------------------------------------------------------------ answers
    def _status_error(self, response: httpx.Response) -> APIStatusError:
        body: object = None
        try:
            body = json.loads(response.content) if response.content else None
        except ValueError:
            body = None
        fields = _error_fields(body)
        reason = fields["message"] or response.text[:200] or response.reason_phrase
        message = f"{response.status_code} {fields['code'] or response.reason_phrase}: {reason}"
        cls = error_class_for(response.status_code)
        return cls(message, response=response, body=body, request_id=response.headers.get(rules.REQUEST_ID_HEADER), **_kw(fields))

    def _error_event(self, response: httpx.Response) -> Callable[[str], APIError]:
        """Builds the error of an `error` event of a stream (its kind from the body's `error.type`)."""

        def build(data: str) -> APIError:
            try:
                body: object = json.loads(data)
            except ValueError:
                return APIResponseValidationError(f"a stream's error event is not JSON: {data[:200]}", response=response, request_id=response.headers.get(rules.REQUEST_ID_HEADER))
            fields = _error_fields(body)
            status = next((kind[0] or kind[1] for kind in rules.ERROR_KINDS if kind[3] == fields["type"]), None) or response.status_code
            cls = error_class_for(status)
            error = cls(f"{status} {fields['code']}: {fields['message']}", response=response, body=body, request_id=response.headers.get(rules.REQUEST_ID_HEADER), **_kw(fields))
            error.status_code = status
            return error

        return build

    def _decode(self, op: Operation[R], response: httpx.Response) -> R:
        request_id = response.headers.get(rules.REQUEST_ID_HEADER)
        if op.answer == "json":
            assert op.result is not None
            model: Any = op.result
            try:
                result = model.model_validate_json(response.content)
            except pydantic.ValidationError as error:
                first = error.errors()[0]
                where = ".".join(str(part) for part in first["loc"]) or "the body"
                raise APIResponseValidationError(
                    f"{op.name}: the answer is not a valid {model.__name__} ({where}: {first['msg']})", response=response, request_id=request_id
                ) from error
            result._request_id = request_id
            if op.session:
                self._store_session(result)
            return result  # type: ignore[no-any-return]
        if op.answer == "text":
            return response.text  # type: ignore[return-value]
        if op.answer == "binary":
            media_type = response.headers.get("content-type", "application/octet-stream").split(";")[0].strip()
            return BinaryResponse(response.content, media_type, request_id, response.headers)  # type: ignore[return-value]
        return None  # type: ignore[return-value]

    def _store_session(self, session: "BaseModel") -> None:
        shared = self._session
        shared.access_token = getattr(session, "access_token", None) or shared.access_token
        shared.refresh_token = getattr(session, "refresh_token", None) or shared.refresh_token
        if self._on_session is not None:
            self._on_session(session)

    def _refresh_arguments(self) -> Dict[str, object]:
        token = self._session.refresh_token or ""
        return {name: value.replace("{refresh_token}", token) for name, value in rules.REFRESH_BODY.items()}

    def _can_refresh(self, prepared: _Prepared, error: APIStatusError, replayed: bool) -> bool:
        return (
            not replayed
            and error.status_code == rules.REFRESH_ON_STATUS
            and prepared.op.auth == "loginToken"
            and self._auto_refresh
            and self._session.refresh_token is not None
        )

    # ------------------------------------------------------------------ logging
    def _log_headers(self, prepared: _Prepared, attempt: int, headers: Mapping[str, str]) -> None:
        if self._log_level >= 2:
            logger.debug(headers_line(prepared.op.method, prepared.path, attempt, headers))

    def _log_attempt(self, prepared: _Prepared, attempt: int, status: str, request_id: Optional[str], started: float) -> None:
        if self._log_level >= 1:
            elapsed = int((time.monotonic() - started) * 1000)
            # The attempt line is the info line at both levels; debug adds the headers line before it.
            logger.info(attempt_line(rules.LOG_LEVELS[1], prepared.op.method, prepared.path, status, attempt, request_id, elapsed))


def _kw(fields: Dict[str, Optional[str]]) -> Dict[str, Optional[str]]:
    return {"code": fields["code"], "type": fields["type"], "param": fields["param"]}


def _is_decimal(value: str) -> bool:
    whole, dot, fraction = value.partition(".")
    return bool(dot) and whole.isdigit() and fraction.isdigit()


def _accept(op: Operation[Any], stream: bool) -> str:
    if stream and op.stream is not None:
        return "text/event-stream"
    return op.accept


def _base_url(url: object) -> str:
    if not isinstance(url, str) or not url.startswith(("http://", "https://")):
        raise InvalidArgumentError(f"base_url must be an http:// or https:// address, got {url!r}", param="base_url")
    return url.rstrip("/")


def _flag(value: object, where: str) -> bool:
    if not isinstance(value, bool):
        raise InvalidArgumentError(f"{where} must be True or False, got {value!r}", param=where)
    return value


def _hook(value: object) -> Optional[SessionHook]:
    if value is not None and not callable(value):
        raise InvalidArgumentError("on_session must be a function", param="on_session")
    return value


def _merge_query(op: Operation[Any], query: List[Tuple[str, str]], extra: Query) -> List[Tuple[str, str]]:
    """`extra_query` over the method's query: a name given there replaces the method's values (None drops it)."""
    if not isinstance(extra, Mapping):
        raise InvalidArgumentError(f"{op.name}: extra_query must be a dict of parameter names to values", param="extra_query")
    out = [(name, value) for name, value in query if name not in extra]
    for name, value in extra.items():
        if value is None:
            continue
        values = _query_value(value)
        if not isinstance(name, str) or values is None:
            raise InvalidArgumentError(f"{op.name}: extra_query[{name!r}] must be a string, number, boolean or a list of them, got {value!r}", param="extra_query")
        out.extend((name, item) for item in values)
    return out


def _check_pager_query(op: Operation[Any], options: RequestOptions) -> None:
    """The pager sets the page number (or cursor) of each request; an extra_query one would fetch one page forever."""
    assert op.page is not None
    moves = op.page.page or op.page.cursor
    if options.extra_query is not None and moves in options.extra_query:
        raise InvalidArgumentError(f"{op.name}: extra_query cannot set `{moves}` when paging; pass {moves}= instead", param="extra_query")


def _not_replayed(error: APIError) -> APIError:
    """The failed attempt's own error, saying why it was not retried: a one-shot stream is sent once, never
    again truncated (the rule of multipart bodies)."""
    note = "not retried: the body's stream cannot be re-read (pass a path, bytes or a seekable file to let the SDK retry)"
    error.message = f"{error.message} ({note})"
    error.args = (error.message,)
    return error


def _first_page(op: Operation[Any], args: Mapping[str, object]) -> Tuple[Dict[str, object], int]:
    """The arguments of a pager's first page and its number (the caller's page, or 1)."""
    assert op.page is not None
    if op.page.page is None:
        return dict(args), 1
    first = args.get(op.page.page)
    number = first if isinstance(first, int) else 1
    return {**args, op.page.page: number}, number


def _extra_body(op: Operation[Any], body: Optional[Dict[str, Any]], extra: Body) -> bytes:
    """The JSON body with `extra_body`'s fields over the method's (top level; any JSON value, None is null)."""
    if body is None:
        raise InvalidArgumentError(f"{op.name}: extra_body is refused: this operation sends no body", param="extra_body")
    if not isinstance(extra, Mapping) or not all(isinstance(name, str) for name in extra):
        raise InvalidArgumentError(f"{op.name}: extra_body must be a dict of field names to JSON values", param="extra_body")
    try:
        return json.dumps({**body, **extra}, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode("utf-8")
    except (TypeError, ValueError) as error:
        raise InvalidArgumentError(f"{op.name}: extra_body is not JSON: {error}", param="extra_body") from error


def _retryable_failure(error: APIError) -> bool:
    return rules.RETRY_TIMEOUTS if isinstance(error, APITimeoutError) else rules.RETRY_CONNECTION_ERRORS


class SyncAPIClient(BaseClient):
    """The request core of `Orbit` (blocking, httpx.Client)."""

    def __init__(self, *, http_client: Optional[httpx.Client], **options: Any) -> None:
        super().__init__(**options)
        if http_client is not None and not isinstance(http_client, httpx.Client):
            raise InvalidArgumentError("http_client must be an httpx.Client", param="http_client")
        self._own_http = http_client is None
        self._http = http_client or httpx.Client(timeout=self._timeout)
        self._sleep: Callable[[float], None] = time.sleep

    def _copy(self: "_SyncSelf", http_client: Optional[httpx.Client], options: Mapping[str, Any]) -> "_SyncSelf":
        """`with_options`: see BaseClient._copy_options; `http_client` replaces the connections."""
        if http_client is not None and not isinstance(http_client, httpx.Client):
            raise InvalidArgumentError("http_client must be an httpx.Client", param="http_client")
        clone = self._copy_options(options)
        clone._http = http_client or self._http
        return clone

    def close(self) -> None:
        """Closes the connections (not those of an `http_client` you passed; a copy leaves them to the original)."""
        if self._own_http:
            self._http.close()

    def __enter__(self: "_SyncSelf") -> "_SyncSelf":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ the entry points generated code calls
    def request(self, op: Operation[R], args: Mapping[str, object], options: RequestOptions) -> R:
        """Calls `op` and answers its decoded result."""
        return self._decode(op, self._send(self._prepare(op, args, options, _accept(op, False), as_it_arrives=False), stream=False))

    def request_raw(self, op: Operation[R], args: Mapping[str, object], options: RequestOptions) -> APIResponse[R]:
        """Calls `op` and answers the HTTP response, body read; `.parse()` decodes it (with_raw_response)."""
        response = self._send(self._prepare(op, args, options, _accept(op, False), as_it_arrives=False), stream=False)
        return APIResponse(response, lambda: self._decode(op, response))

    def request_streamed(self, op: Operation[R], args: Mapping[str, object], options: RequestOptions) -> APIResponse[R]:
        """Calls `op` and answers the HTTP response once its headers arrived; the body is read as the caller
        asks (with_streaming_response); `.parse()` reads it all and decodes it."""
        response = self._send(self._prepare(op, args, options, _accept(op, False), as_it_arrives=True), stream=True)

        def parse() -> R:
            raw.read()
            return self._decode(op, response)

        raw = APIResponse(response, parse)
        return raw

    def request_stream(self, op: Operation[Any], chunk: Type[M], args: Mapping[str, object], options: RequestOptions) -> Stream[M]:
        """Calls `op` asking for server-sent events and answers the stream of its chunks."""
        return self.request_stream_raw(op, chunk, args, options).parse()

    def request_stream_raw(self, op: Operation[Any], chunk: Type[M], args: Mapping[str, object], options: RequestOptions) -> APIResponse[Stream[M]]:
        """Like request_stream, answering the HTTP response first; `.parse()` gives the stream."""
        assert op.stream is not None
        response = self._send(self._prepare(op, args, options, _accept(op, True), as_it_arrives=True), stream=True, first_chunk=True)
        done = op.stream.done
        return APIResponse(response, lambda: Stream(response, chunk, done, self._error_event(response), response.headers.get(rules.REQUEST_ID_HEADER)))

    def paginate(self, op: Operation[Any], item: Type[R], args: Mapping[str, object], options: RequestOptions) -> SyncPager[R]:
        """Every item of a paginated operation, fetched page by page as it is iterated."""
        assert op.page is not None
        check_arguments(op, args)
        _check_pager_query(op, options)
        first, number = _first_page(op, args)

        def fetch(page: Mapping[str, object]) -> Any:
            return self.request(op, {**first, **page}, options)

        return SyncPager(fetch, number, op.page)

    # ------------------------------------------------------------------ sending
    def _send(self, prepared: _Prepared, *, stream: bool, first_chunk: bool = False) -> httpx.Response:
        """The call's answer: read whole, or with `stream` once its headers arrived (with `first_chunk`, a
        stream of chunks, once its body's first piece arrived too)."""
        used = self._session.access_token
        try:
            return self._attempts(prepared, stream, first_chunk, used)
        except APIStatusError as error:
            if not self._can_refresh(prepared, error, False):
                raise
            if not prepared.replayable:
                raise _not_replayed(error)
            failure = self._renew(used)
            if failure is not None:
                raise error from failure  # the 401, with why the renewal failed as its cause
        # The replay (not a retry): once, with the renewed token and a fresh retry budget.
        return self._attempts(prepared, stream, first_chunk, self._session.access_token)

    def _renew(self, used: Optional[str]) -> Optional[OrbitError]:
        """Renews the session once for every call (of this client or a copy, in any thread) that failed with
        the token `used`: the first renews, the others wait on the lock and replay with its token (a second
        renewal would present the retired refresh token, which revokes the session). Answers the renewal's
        error, or None when the session was renewed."""
        session = self._session
        with session.lock:
            if session.access_token != used:
                return None  # another call renewed it meanwhile
            try:
                self.request(self._refresh_operation(), self._refresh_arguments(), RequestOptions())
            except OrbitError as error:
                return error
            return None

    def _attempts(self, prepared: _Prepared, stream: bool, first_chunk: bool, access_token: Optional[str]) -> httpx.Response:
        """Sends the call until an answer to return (after retries); see _send."""
        headers = self._request_headers(prepared, access_token)
        body = prepared.content
        request = self._http.build_request(
            prepared.op.method,
            prepared.url,
            params=tuple(prepared.query) or None,
            headers=headers,
            content=body.sync_content() if isinstance(body, MultipartBody) else body,
            timeout=prepared.timeout,
        )
        limits = request.extensions["timeout"]
        idle = stream or prepared.op.answer == "binary"
        retry = 0
        while True:
            attempt = retry + 1
            self._log_headers(prepared, attempt, headers)
            started = time.monotonic()
            wait_for_headers(request, limits)
            try:
                response = self._http.send(request, stream=True)
                try:
                    if response.status_code >= 400:
                        response.read()
                    else:
                        if idle:
                            wait_for_pieces(response, limits, prepared.idle_timeout)
                        if first_chunk:
                            SyncFirstPieceHeld.hold(response)
                        elif not stream:
                            response.read()
                except BaseException:
                    response.close()
                    raise
            except Exception as error:  # the HTTP library's own errors never escape (the cause is kept)
                failure = _transport_failure(error, request)
                self._log_attempt(prepared, attempt, "timeout" if isinstance(failure, APITimeoutError) else "connection_error", None, started)
                if retry < prepared.max_retries and _retryable_failure(failure):
                    if not prepared.replayable:
                        raise _not_replayed(failure) from error
                    self._sleep(self._backoff(retry))
                    retry += 1
                    continue
                raise failure from error
            self._log_attempt(prepared, attempt, str(response.status_code), response.headers.get(rules.REQUEST_ID_HEADER), started)
            if response.status_code < 400:
                return response
            wait = self._retry_wait(response, retry) if retry < prepared.max_retries else None
            if wait is None:
                raise self._status_error(response)
            if not prepared.replayable:
                raise _not_replayed(self._status_error(response))
            response.close()
            self._sleep(wait)
            retry += 1


class AsyncAPIClient(BaseClient):
    """The request core of `AsyncOrbit` (asyncio or trio, httpx.AsyncClient)."""

    def __init__(self, *, http_client: Optional[httpx.AsyncClient], **options: Any) -> None:
        super().__init__(**options)
        if http_client is not None and not isinstance(http_client, httpx.AsyncClient):
            raise InvalidArgumentError("http_client must be an httpx.AsyncClient", param="http_client")
        self._own_http = http_client is None
        self._http = http_client or httpx.AsyncClient(timeout=self._timeout)
        import anyio

        self._sleep: Callable[[float], Awaitable[None]] = anyio.sleep

    def _copy(self: "_AsyncSelf", http_client: Optional[httpx.AsyncClient], options: Mapping[str, Any]) -> "_AsyncSelf":
        """`with_options`: see BaseClient._copy_options; `http_client` replaces the connections."""
        if http_client is not None and not isinstance(http_client, httpx.AsyncClient):
            raise InvalidArgumentError("http_client must be an httpx.AsyncClient", param="http_client")
        clone = self._copy_options(options)
        clone._http = http_client or self._http
        return clone

    async def close(self) -> None:
        """Closes the connections (not those of an `http_client` you passed; a copy leaves them to the original)."""
        if self._own_http:
            await self._http.aclose()

    async def __aenter__(self: "_AsyncSelf") -> "_AsyncSelf":
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # ------------------------------------------------------------------ the entry points generated code calls
    async def request(self, op: Operation[R], args: Mapping[str, object], options: RequestOptions) -> R:
        """Calls `op` and answers its decoded result."""
        return self._decode(op, await self._send(self._prepare(op, args, options, _accept(op, False), as_it_arrives=False), stream=False))

    async def request_raw(self, op: Operation[R], args: Mapping[str, object], options: RequestOptions) -> APIResponse[R]:
        """Calls `op` and answers the HTTP response, body read; `.parse()` decodes it (with_raw_response)."""
        response = await self._send(self._prepare(op, args, options, _accept(op, False), as_it_arrives=False), stream=False)
        return APIResponse(response, lambda: self._decode(op, response))

    async def request_streamed(self, op: Operation[R], args: Mapping[str, object], options: RequestOptions) -> AsyncAPIResponse[R]:
        """Calls `op` and answers the HTTP response once its headers arrived; the body is read as the caller
        asks (with_streaming_response); `await .parse()` reads it all and decodes it."""
        response = await self._send(self._prepare(op, args, options, _accept(op, False), as_it_arrives=True), stream=True)

        async def parse() -> R:
            await raw.read()
            return self._decode(op, response)

        raw = AsyncAPIResponse(response, parse)
        return raw

    async def request_stream(self, op: Operation[Any], chunk: Type[M], args: Mapping[str, object], options: RequestOptions) -> AsyncStream[M]:
        """Calls `op` asking for server-sent events and answers the stream of its chunks."""
        return (await self.request_stream_raw(op, chunk, args, options)).parse()

    async def request_stream_raw(self, op: Operation[Any], chunk: Type[M], args: Mapping[str, object], options: RequestOptions) -> APIResponse[AsyncStream[M]]:
        """Like request_stream, answering the HTTP response first; `.parse()` gives the stream."""
        assert op.stream is not None
        response = await self._send(self._prepare(op, args, options, _accept(op, True), as_it_arrives=True), stream=True, first_chunk=True)
        done = op.stream.done
        return APIResponse(response, lambda: AsyncStream(response, chunk, done, self._error_event(response), response.headers.get(rules.REQUEST_ID_HEADER)))

    async def request_stream_streamed(self, op: Operation[Any], chunk: Type[M], args: Mapping[str, object], options: RequestOptions) -> AsyncAPIResponse[AsyncStream[M]]:
        """request_stream_raw for with_streaming_response: `await .parse()` gives the stream."""
        raw = await self.request_stream_raw(op, chunk, args, options)

        async def parse() -> AsyncStream[M]:
            return raw.parse()

        return AsyncAPIResponse(raw.http_response, parse)

    def paginate(self, op: Operation[Any], item: Type[R], args: Mapping[str, object], options: RequestOptions) -> AsyncPager[R]:
        """Every item of a paginated operation, fetched page by page as it is iterated."""
        assert op.page is not None
        check_arguments(op, args)
        _check_pager_query(op, options)
        first, number = _first_page(op, args)

        async def fetch(page: Mapping[str, object]) -> Any:
            return await self.request(op, {**first, **page}, options)

        return AsyncPager(fetch, number, op.page)

    # ------------------------------------------------------------------ sending
    async def _send(self, prepared: _Prepared, *, stream: bool, first_chunk: bool = False) -> httpx.Response:
        """The call's answer: read whole, or with `stream` once its headers arrived (with `first_chunk`, a
        stream of chunks, once its body's first piece arrived too)."""
        used = self._session.access_token
        try:
            return await self._attempts(prepared, stream, first_chunk, used)
        except APIStatusError as error:
            if not self._can_refresh(prepared, error, False):
                raise
            if not prepared.replayable:
                raise _not_replayed(error)
            failure = await self._renew(used)
            if failure is not None:
                raise error from failure  # the 401, with why the renewal failed as its cause
        return await self._attempts(prepared, stream, first_chunk, self._session.access_token)

    async def _renew(self, used: Optional[str]) -> Optional[OrbitError]:
        """Renews the session once for every call (of this client or a copy, in any task) that failed with the
        token `used`: the first renews, the others wait on the lock and replay with its token. Answers the
        renewal's error, or None when the session was renewed."""
        session = self._session
        if session.async_lock is None:
            import anyio

            session.async_lock = anyio.Lock()
        async with session.async_lock:
            if session.access_token != used:
                return None
            try:
                await self.request(self._refresh_operation(), self._refresh_arguments(), RequestOptions())
            except OrbitError as error:
                return error
            return None

    async def _attempts(self, prepared: _Prepared, stream: bool, first_chunk: bool, access_token: Optional[str]) -> httpx.Response:
        """Sends the call until an answer to return (after retries); see _send."""
        headers = self._request_headers(prepared, access_token)
        body = prepared.content
        request = self._http.build_request(
            prepared.op.method,
            prepared.url,
            params=tuple(prepared.query) or None,
            headers=headers,
            content=body.async_content() if isinstance(body, MultipartBody) else body,
            timeout=prepared.timeout,
        )
        limits = request.extensions["timeout"]
        idle = stream or prepared.op.answer == "binary"
        retry = 0
        while True:
            attempt = retry + 1
            self._log_headers(prepared, attempt, headers)
            started = time.monotonic()
            wait_for_headers(request, limits)
            try:
                response = await self._http.send(request, stream=True)
                try:
                    if response.status_code >= 400:
                        await response.aread()
                    else:
                        if idle:
                            wait_for_pieces(response, limits, prepared.idle_timeout)
                        if first_chunk:
                            await AsyncFirstPieceHeld.hold(response)
                        elif not stream:
                            await response.aread()
                except BaseException:
                    await response.aclose()
                    raise
            except Exception as error:  # never BaseException: cancellation propagates untouched
                failure = _transport_failure(error, request)
                self._log_attempt(prepared, attempt, "timeout" if isinstance(failure, APITimeoutError) else "connection_error", None, started)
                if retry < prepared.max_retries and _retryable_failure(failure):
                    if not prepared.replayable:
                        raise _not_replayed(failure) from error
                    await self._sleep(self._backoff(retry))
                    retry += 1
                    continue
                raise failure from error
            self._log_attempt(prepared, attempt, str(response.status_code), response.headers.get(rules.REQUEST_ID_HEADER), started)
            if response.status_code < 400:
                return response
            wait = self._retry_wait(response, retry) if retry < prepared.max_retries else None
            if wait is None:
                raise self._status_error(response)
            if not prepared.replayable:
                raise _not_replayed(self._status_error(response))
            await response.aclose()
            await self._sleep(wait)
            retry += 1


_SyncSelf = TypeVar("_SyncSelf", bound=SyncAPIClient)
_AsyncSelf = TypeVar("_AsyncSelf", bound=AsyncAPIClient)
