# Hand-written. The request core under every generated method (docs/sdk-design.md §4): configuration,
# argument checks, request building, credentials, retries with backoff and Retry-After, idempotency
# keys kept across retries, per-attempt timeouts, the one refresh-and-replay on 401, decoding into
# models, errors, pagination, streaming, binary answers and logging. Every rule's value comes from the
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
from typing import TYPE_CHECKING, Any, Awaitable, Callable, Dict, List, Mapping, Optional, Tuple, Type, TypeVar, Union
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
)
from ._logs import attempt_line, headers_line, logger, resolve_log_level
from ._pagination import AsyncPager, SyncPager
from ._response import APIResponse, BinaryResponse
from ._status_errors import error_class_for
from ._streaming import AsyncStream, Stream
from ._types import Headers, Operation, RequestOptions

# Kept out of `import orbit_sdk` (each costs more than the rest of the core): pydantic's models load with
# the first type, anyio with the first async client.
if TYPE_CHECKING:
    import anyio

    from ._models import BaseModel

__all__ = ["BaseClient", "SyncAPIClient", "AsyncAPIClient", "SessionHook"]

R = TypeVar("R")
M = TypeVar("M", bound="pydantic.BaseModel")

#: Called with the session whenever the client stores new tokens (a login or a refresh).
SessionHook = Callable[[Any], None]

USER_AGENT = (
    rules.USER_AGENT_FORMAT.replace("{language}", "python")
    .replace("{version}", rules.VERSION)
    .replace("{runtime}", platform.python_implementation())
    .replace("{runtime_version}", platform.python_version())
    .replace("{os}", platform.system() or "unknown")
)


def _env(name: str) -> Optional[str]:
    value = os.environ.get(name)
    return value if value else None


def _number(value: object, where: str, *, integer: bool, positive: bool) -> Union[int, float]:
    """A number option: an int (or, for timeouts, a float), non-negative or positive."""
    if isinstance(value, str):
        try:
            value = int(value) if integer else float(value)
        except ValueError:
            value = None
    ok = isinstance(value, int) if integer else isinstance(value, (int, float))
    if not ok or isinstance(value, bool) or value != value:  # noqa: PLR0124 (NaN)
        raise InvalidArgumentError(f"{where} must be {'an integer' if integer else 'a number of seconds'}, got {value!r}", param=where)
    assert isinstance(value, (int, float))
    if value < 0 or (positive and value == 0) or value == float("inf"):
        raise InvalidArgumentError(f"{where} must be {'positive' if positive else 'zero or more'}, got {value!r}", param=where)
    return value


class _Prepared:
    """One call's request parts; the same on every attempt (so is its idempotency key)."""

    __slots__ = ("op", "url", "path", "query", "headers", "content", "timeout", "max_retries")

    def __init__(self, op: Operation[Any], url: str, path: str, query: List[Tuple[str, str]], headers: Dict[str, str], content: Optional[bytes], timeout: float, max_retries: int) -> None:
        self.op = op
        self.url = url
        self.path = path
        self.query = query
        self.headers = headers
        self.content = content
        self.timeout = timeout
        self.max_retries = max_retries


class BaseClient:
    """Configuration and every decision sync and async clients share."""

    def __init__(
        self,
        *,
        base_url: Optional[str],
        access_token: Optional[str],
        refresh_token: Optional[str],
        api_key: Optional[str],
        timeout: Optional[float],
        max_retries: Optional[int],
        auto_refresh: bool,
        default_headers: Optional[Headers],
        log_level: Optional[str],
        on_session: Optional[SessionHook],
        refresh_operation: Callable[[], Operation[Any]],
    ) -> None:
        url = base_url if base_url is not None else (_env(rules.ENV_BASE_URL) or rules.DEFAULT_BASE_URL)
        if not isinstance(url, str) or not url.startswith(("http://", "https://")):
            raise InvalidArgumentError(f"base_url must be an http:// or https:// address, got {url!r}", param="base_url")
        self._base_url = url.rstrip("/")
        self._access_token = access_token if access_token is not None else _env(rules.ENV_ACCESS_TOKEN)
        self._refresh_token = refresh_token
        self._api_key = api_key if api_key is not None else _env(rules.ENV_API_KEY)
        env_timeout = _env(rules.ENV_TIMEOUT)
        self._timeout = float(
            _number(timeout, "timeout", integer=False, positive=True) if timeout is not None
            else _number(env_timeout, rules.ENV_TIMEOUT, integer=False, positive=True) if env_timeout is not None
            else rules.TIMEOUT_SECONDS
        )
        env_retries = _env(rules.ENV_MAX_RETRIES)
        self._max_retries = int(
            _number(max_retries, "max_retries", integer=True, positive=False) if max_retries is not None
            else _number(env_retries, rules.ENV_MAX_RETRIES, integer=True, positive=False) if env_retries is not None
            else rules.MAX_RETRIES
        )
        if not isinstance(auto_refresh, bool):
            raise InvalidArgumentError(f"auto_refresh must be True or False, got {auto_refresh!r}", param="auto_refresh")
        self._auto_refresh = auto_refresh
        self._default_headers = self._check_headers(default_headers, "default_headers")
        self._log_level = resolve_log_level(log_level)
        if on_session is not None and not callable(on_session):
            raise InvalidArgumentError("on_session must be a function", param="on_session")
        self._on_session = on_session
        # A function, called on the first renewal: building a client loads no operation and no model.
        self._refresh_operation = refresh_operation
        # Injection points for tests (and for callers who need them): how the client waits, tells the
        # time (for Retry-After dates) and draws the jitter.
        self._now: Callable[[], float] = time.time
        self._random: Callable[[], float] = random.random

    # ------------------------------------------------------------------ configuration, read-only
    @property
    def base_url(self) -> str:
        return self._base_url

    @property
    def access_token(self) -> Optional[str]:
        """The login token: set by the login methods and by a refresh."""
        return self._access_token

    @property
    def refresh_token(self) -> Optional[str]:
        return self._refresh_token

    @property
    def api_key(self) -> Optional[str]:
        return self._api_key

    @property
    def timeout(self) -> float:
        """Seconds each attempt may take."""
        return self._timeout

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

    def _prepare(self, op: Operation[Any], args: Mapping[str, object], options: RequestOptions, accept: str) -> _Prepared:
        checked: Arguments = check_arguments(op, args)
        timeout = self._timeout if options.timeout is None else float(_number(options.timeout, "timeout", integer=False, positive=True))
        max_retries = self._max_retries if options.max_retries is None else int(_number(options.max_retries, "max_retries", integer=True, positive=False))
        path = op.path
        for name, value in checked.path.items():
            path = path.replace("{" + name + "}", quote(value, safe=""))
        query = [*op.fixed_query.items(), *checked.query]
        headers = httpx.Headers({"Accept": accept, rules.USER_AGENT_HEADER: USER_AGENT})
        content: Optional[bytes] = None
        if checked.body is not None:
            content = json.dumps(checked.body, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
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
        return _Prepared(op, self._base_url + path, path, query, dict(headers.multi_items()), content, timeout, max_retries)

    def _request_headers(self, prepared: _Prepared) -> Dict[str, str]:
        """The prepared headers plus the operation's credential as it is now (a refresh changes it)."""
        auth = prepared.op.auth
        credential = self._access_token if auth == "loginToken" else self._api_key if auth == "apiKey" else None
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
        self._access_token = getattr(session, "access_token", None) or self._access_token
        self._refresh_token = getattr(session, "refresh_token", None) or self._refresh_token
        if self._on_session is not None:
            self._on_session(session)

    def _refresh_arguments(self) -> Dict[str, object]:
        token = self._refresh_token or ""
        return {name: value.replace("{refresh_token}", token) for name, value in rules.REFRESH_BODY.items()}

    def _can_refresh(self, prepared: _Prepared, error: APIStatusError, replayed: bool) -> bool:
        return (
            not replayed
            and error.status_code == rules.REFRESH_ON_STATUS
            and prepared.op.auth == "loginToken"
            and self._auto_refresh
            and self._refresh_token is not None
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


def _transport_failure(error: BaseException, request: httpx.Request) -> APIError:
    if isinstance(error, httpx.TimeoutException):
        return APITimeoutError(request=request)
    return APIConnectionError(f"Connection error: {error}" if str(error) else "Connection error.", request=request)


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
        self._session_lock = threading.Lock()

    def close(self) -> None:
        """Closes the connections (not those of an `http_client` you passed)."""
        if self._own_http:
            self._http.close()

    def __enter__(self: "_SyncSelf") -> "_SyncSelf":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ the entry points generated code calls
    def request(self, op: Operation[R], args: Mapping[str, object], options: RequestOptions) -> R:
        """Calls `op` and answers its decoded result."""
        return self._decode(op, self._send(self._prepare(op, args, options, _accept(op, False)), stream=False))

    def request_raw(self, op: Operation[R], args: Mapping[str, object], options: RequestOptions) -> APIResponse[R]:
        """Calls `op` and answers the HTTP response; `.parse()` decodes it (with_raw_response)."""
        response = self._send(self._prepare(op, args, options, _accept(op, False)), stream=False)
        return APIResponse(response, lambda: self._decode(op, response))

    def request_stream(self, op: Operation[Any], chunk: Type[M], args: Mapping[str, object], options: RequestOptions) -> Stream[M]:
        """Calls `op` asking for server-sent events and answers the stream of its chunks."""
        return self.request_stream_raw(op, chunk, args, options).parse()

    def request_stream_raw(self, op: Operation[Any], chunk: Type[M], args: Mapping[str, object], options: RequestOptions) -> APIResponse[Stream[M]]:
        """Like request_stream, answering the HTTP response first; `.parse()` gives the stream."""
        assert op.stream is not None
        response = self._send(self._prepare(op, args, options, _accept(op, True)), stream=True)
        done = op.stream.done
        return APIResponse(response, lambda: Stream(response, chunk, done, self._error_event(response), response.headers.get(rules.REQUEST_ID_HEADER)))

    def paginate(self, op: Operation[Any], item: Type[R], args: Mapping[str, object], options: RequestOptions) -> SyncPager[R]:
        """Every item of a paginated operation, fetched page by page as it is iterated."""
        assert op.page is not None
        check_arguments(op, args)
        page = op.page
        first = args.get(page.page)

        def fetch(number: int) -> Any:
            return self.request(op, {**args, page.page: number}, options)

        return SyncPager(fetch, first if isinstance(first, int) else 1, page.items, page.has_more)

    # ------------------------------------------------------------------ sending
    def _send(self, prepared: _Prepared, *, stream: bool) -> httpx.Response:
        used = self._access_token
        try:
            return self._attempts(prepared, stream)
        except APIStatusError as error:
            if not self._can_refresh(prepared, error, False) or not self._renew(used):
                raise
            # The replay (not a retry): once, with the renewed token and a fresh retry budget.
            return self._attempts(prepared, stream)

    def _renew(self, used: Optional[str]) -> bool:
        """Renews the session once for every call that failed with the token `used`."""
        with self._session_lock:
            if self._access_token != used:
                return True  # another call renewed it meanwhile
            try:
                self.request(self._refresh_operation(), self._refresh_arguments(), RequestOptions())
            except OrbitError:
                return False
            return True

    def _attempts(self, prepared: _Prepared, stream: bool) -> httpx.Response:
        headers = self._request_headers(prepared)
        request = self._http.build_request(
            prepared.op.method, prepared.url, params=tuple(prepared.query) or None, headers=headers, content=prepared.content, timeout=prepared.timeout
        )
        retry = 0
        while True:
            attempt = retry + 1
            self._log_headers(prepared, attempt, headers)
            started = time.monotonic()
            try:
                response = self._http.send(request, stream=True)
                try:
                    if not stream or response.status_code >= 400:
                        response.read()
                except BaseException:
                    response.close()
                    raise
            except Exception as error:  # the HTTP library's own errors never escape (the cause is kept)
                failure = _transport_failure(error, request)
                self._log_attempt(prepared, attempt, "timeout" if isinstance(failure, APITimeoutError) else "connection_error", None, started)
                if retry < prepared.max_retries and _retryable_failure(failure):
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
        self._session_lock: Optional[anyio.Lock] = None

    async def close(self) -> None:
        """Closes the connections (not those of an `http_client` you passed)."""
        if self._own_http:
            await self._http.aclose()

    async def __aenter__(self: "_AsyncSelf") -> "_AsyncSelf":
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # ------------------------------------------------------------------ the entry points generated code calls
    async def request(self, op: Operation[R], args: Mapping[str, object], options: RequestOptions) -> R:
        """Calls `op` and answers its decoded result."""
        return self._decode(op, await self._send(self._prepare(op, args, options, _accept(op, False)), stream=False))

    async def request_raw(self, op: Operation[R], args: Mapping[str, object], options: RequestOptions) -> APIResponse[R]:
        """Calls `op` and answers the HTTP response; `.parse()` decodes it (with_raw_response)."""
        response = await self._send(self._prepare(op, args, options, _accept(op, False)), stream=False)
        return APIResponse(response, lambda: self._decode(op, response))

    async def request_stream(self, op: Operation[Any], chunk: Type[M], args: Mapping[str, object], options: RequestOptions) -> AsyncStream[M]:
        """Calls `op` asking for server-sent events and answers the stream of its chunks."""
        return (await self.request_stream_raw(op, chunk, args, options)).parse()

    async def request_stream_raw(self, op: Operation[Any], chunk: Type[M], args: Mapping[str, object], options: RequestOptions) -> APIResponse[AsyncStream[M]]:
        """Like request_stream, answering the HTTP response first; `.parse()` gives the stream."""
        assert op.stream is not None
        response = await self._send(self._prepare(op, args, options, _accept(op, True)), stream=True)
        done = op.stream.done
        return APIResponse(response, lambda: AsyncStream(response, chunk, done, self._error_event(response), response.headers.get(rules.REQUEST_ID_HEADER)))

    def paginate(self, op: Operation[Any], item: Type[R], args: Mapping[str, object], options: RequestOptions) -> AsyncPager[R]:
        """Every item of a paginated operation, fetched page by page as it is iterated."""
        assert op.page is not None
        check_arguments(op, args)
        page = op.page
        first = args.get(page.page)

        async def fetch(number: int) -> Any:
            return await self.request(op, {**args, page.page: number}, options)

        return AsyncPager(fetch, first if isinstance(first, int) else 1, page.items, page.has_more)

    # ------------------------------------------------------------------ sending
    async def _send(self, prepared: _Prepared, *, stream: bool) -> httpx.Response:
        used = self._access_token
        try:
            return await self._attempts(prepared, stream)
        except APIStatusError as error:
            if not self._can_refresh(prepared, error, False) or not await self._renew(used):
                raise
            return await self._attempts(prepared, stream)

    async def _renew(self, used: Optional[str]) -> bool:
        """Renews the session once for every call that failed with the token `used` (one shared renewal)."""
        if self._session_lock is None:
            import anyio

            self._session_lock = anyio.Lock()
        async with self._session_lock:
            if self._access_token != used:
                return True
            try:
                await self.request(self._refresh_operation(), self._refresh_arguments(), RequestOptions())
            except OrbitError:
                return False
            return True

    async def _attempts(self, prepared: _Prepared, stream: bool) -> httpx.Response:
        headers = self._request_headers(prepared)
        request = self._http.build_request(
            prepared.op.method, prepared.url, params=tuple(prepared.query) or None, headers=headers, content=prepared.content, timeout=prepared.timeout
        )
        retry = 0
        while True:
            attempt = retry + 1
            self._log_headers(prepared, attempt, headers)
            started = time.monotonic()
            try:
                response = await self._http.send(request, stream=True)
                try:
                    if not stream or response.status_code >= 400:
                        await response.aread()
                except BaseException:
                    await response.aclose()
                    raise
            except Exception as error:  # never BaseException: cancellation propagates untouched
                failure = _transport_failure(error, request)
                self._log_attempt(prepared, attempt, "timeout" if isinstance(failure, APITimeoutError) else "connection_error", None, started)
                if retry < prepared.max_retries and _retryable_failure(failure):
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
            await response.aclose()
            await self._sleep(wait)
            retry += 1


_SyncSelf = TypeVar("_SyncSelf", bound=SyncAPIClient)
_AsyncSelf = TypeVar("_AsyncSelf", bound=AsyncAPIClient)
