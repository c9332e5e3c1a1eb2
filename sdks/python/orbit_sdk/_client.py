# Hand-written (listed in .openapi-generator-ignore): the runtime core of the Orbit client.
#
# Configuration, authentication (login token / API key, refresh-and-replay), retries with
# exponential backoff and jitter honouring Retry-After, idempotency keys, timeouts, typed errors,
# pagination, streaming and binary answers. The per-operation methods are generated into
# orbit_sdk/_resources.py from the contract and all end up in `Orbit._request`.
import datetime
import email.utils
import enum
import json
import os
import platform
import random
import sys
import threading
import time
import uuid
from typing import TYPE_CHECKING, Any, Dict, Iterator, List, Mapping, Optional, Tuple, Union
from urllib.parse import quote, urlencode

import urllib3

from orbit_sdk import _resources
from orbit_sdk._errors import (
    APIConnectionError,
    APIError,
    APIStatusError,
    APITimeoutError,
    error_for_status,
)
from orbit_sdk._operations import Operation
from orbit_sdk._resources import OPERATIONS, Resources
from orbit_sdk._streaming import BinaryResponse, Headers, Stream
from orbit_sdk._version import __version__
from orbit_sdk.configuration import Configuration

if TYPE_CHECKING:  # imported on first use, to keep pydantic and the models out of `import orbit_sdk`
    from orbit_sdk.api_client import ApiClient
    from orbit_sdk.models.auth_session import AuthSession

__all__ = ["Orbit", "Auth", "DEFAULT_TIMEOUT", "DEFAULT_MAX_RETRIES"]

#: Seconds to wait for a connection and for each read, unless configured otherwise.
DEFAULT_TIMEOUT = 60.0
#: Retries after the first attempt (connection errors, timeouts, 408, 429, 5xx).
DEFAULT_MAX_RETRIES = 2
INITIAL_RETRY_DELAY = 0.5
MAX_RETRY_DELAY = 8.0
#: A Retry-After longer than this is not waited for; the error is raised instead.
MAX_RETRY_AFTER = 60.0
RETRY_STATUSES = frozenset([408, 429])

_UNSET: Any = object()


def _user_agent() -> str:
    return f"orbit-sdk-python/{__version__} (python {platform.python_version()}; {sys.platform})"


def _env_float(name: str) -> Optional[float]:
    value = os.environ.get(name)
    return float(value) if value not in (None, "") else None


def _env_int(name: str) -> Optional[int]:
    value = os.environ.get(name)
    return int(value) if value not in (None, "") else None


def _query_value(value: Any) -> str:
    if isinstance(value, enum.Enum):
        value = value.value
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (datetime.date, datetime.datetime)):
        return value.isoformat()
    return str(value)


class _Tokens:
    """Login tokens, shared by a client and the copies `with_options` makes of it."""

    def __init__(self, access_token: Optional[str], refresh_token: Optional[str]) -> None:
        self.access_token = access_token
        self.refresh_token = refresh_token
        self.lock = threading.RLock()


class _Text(str):
    """A text answer (str) that also carries `_request_id` and `_headers`."""


class _Failure(Exception):
    def __init__(self, error: APIError, retry_after: Optional[float] = None) -> None:
        super().__init__(str(error))
        self.error = error
        self.retry_after = retry_after


class Orbit(Resources):
    """Client of the Orbit platform API.

    Every option falls back to an environment variable, then to a default:

    ============== ===================== ==========================================
    option         environment variable  default
    ============== ===================== ==========================================
    base_url       ORBIT_BASE_URL        the contract's server (https://api.orbit.example)
    access_token   ORBIT_ACCESS_TOKEN    none (set by the login methods)
    api_key        ORBIT_API_KEY         none
    timeout        ORBIT_TIMEOUT         60 seconds
    max_retries    ORBIT_MAX_RETRIES     2 (0 disables retries)
    ============== ===================== ==========================================

    Resources: ``auth``, ``packages``, ``distribution``, ``orders``, ``payments``,
    ``notifications``, ``developer``, ``ai``, ``generation`` (one per contract tag).
    """

    auth: "Auth"

    def __init__(
        self,
        *,
        base_url: Optional[str] = None,
        access_token: Optional[str] = None,
        refresh_token: Optional[str] = None,
        api_key: Optional[str] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
        auto_refresh: bool = True,
        default_headers: Optional[Mapping[str, str]] = None,
        http: Optional[urllib3.PoolManager] = None,
        _tokens: Optional[_Tokens] = None,
    ) -> None:
        self.base_url: str = (base_url or os.environ.get("ORBIT_BASE_URL") or Configuration().host).rstrip("/")
        if _tokens is None:
            _tokens = _Tokens(access_token or os.environ.get("ORBIT_ACCESS_TOKEN") or None, refresh_token)
        self._tokens = _tokens
        self.api_key: Optional[str] = api_key or os.environ.get("ORBIT_API_KEY") or None
        env_timeout = _env_float("ORBIT_TIMEOUT")
        self.timeout: float = float(timeout if timeout is not None else env_timeout if env_timeout is not None else DEFAULT_TIMEOUT)
        env_retries = _env_int("ORBIT_MAX_RETRIES")
        self.max_retries: int = int(
            max_retries if max_retries is not None else env_retries if env_retries is not None else DEFAULT_MAX_RETRIES
        )
        if self.max_retries < 0:
            raise ValueError("max_retries must be >= 0")
        self.auto_refresh = auto_refresh
        self.default_headers: Dict[str, str] = dict(default_headers or {})
        self._http = http if http is not None else urllib3.PoolManager(maxsize=10, retries=False)
        # the generated ApiClient only encodes bodies and decodes answers into models here; it is
        # made on first use (see `_api_client`)
        self._api_client_instance: Optional["ApiClient"] = None
        self._sleep = time.sleep
        self._init_resources()
        self.auth = Auth(self)

    # ------------------------------------------------------------------ configuration
    @property
    def access_token(self) -> Optional[str]:
        return self._tokens.access_token

    @access_token.setter
    def access_token(self, value: Optional[str]) -> None:
        self._tokens.access_token = value

    @property
    def refresh_token(self) -> Optional[str]:
        return self._tokens.refresh_token

    @refresh_token.setter
    def refresh_token(self, value: Optional[str]) -> None:
        self._tokens.refresh_token = value

    @property
    def user_agent(self) -> str:
        return _user_agent()

    @property
    def _api_client(self) -> "ApiClient":
        # Made on first use: the generated ApiClient imports pydantic, which a client that has not
        # sent a body or decoded an answer yet does not need. (Two threads racing here each make
        # one; either serves.)
        api_client = self._api_client_instance
        if api_client is None:
            from orbit_sdk.api_client import ApiClient

            api_client = self._api_client_instance = ApiClient(Configuration(host=self.base_url))
        return api_client

    def with_options(
        self,
        *,
        base_url: Optional[str] = None,
        access_token: Optional[str] = None,
        refresh_token: Optional[str] = None,
        api_key: Optional[str] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
        auto_refresh: Optional[bool] = None,
        default_headers: Optional[Mapping[str, str]] = None,
    ) -> "Orbit":
        """A copy of this client with some options replaced (shares the connection pool and,
        unless a token is given, the login tokens)."""
        tokens = self._tokens
        if access_token is not None or refresh_token is not None:
            tokens = _Tokens(
                access_token if access_token is not None else tokens.access_token,
                refresh_token if refresh_token is not None else tokens.refresh_token,
            )
        headers = dict(self.default_headers)
        headers.update(default_headers or {})
        return Orbit(
            base_url=base_url or self.base_url,
            api_key=api_key or self.api_key,
            timeout=timeout if timeout is not None else self.timeout,
            max_retries=max_retries if max_retries is not None else self.max_retries,
            auto_refresh=self.auto_refresh if auto_refresh is None else auto_refresh,
            default_headers=headers,
            http=self._http,
            _tokens=tokens,
        )

    def close(self) -> None:
        self._http.clear()

    def __enter__(self) -> "Orbit":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # ------------------------------------------------------------------ requests
    def _url(self, op: Operation, path_params: Mapping[str, Any], query: List[Tuple[str, Any]]) -> str:
        path = op.path
        for name, value in path_params.items():
            path = path.replace("{" + name + "}", quote(_query_value(value), safe=""))
        pairs = [(name, _query_value(value)) for name, value in query if value is not None]
        return self.base_url + path + ("?" + urlencode(pairs) if pairs else "")

    def _request(
        self,
        op: Operation,
        *,
        path_params: Mapping[str, Any],
        query: List[Tuple[str, Any]],
        headers: Mapping[str, Any],
        body: Any,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> Any:
        url = self._url(op, path_params, query)
        payload: Optional[bytes] = None
        body_json: Any = None
        if body is not None:
            body_json = self._api_client.sanitize_for_serialization(body)
            payload = json.dumps(body_json, ensure_ascii=False).encode("utf-8")
        streaming = bool(op.stream_param and isinstance(body_json, dict) and body_json.get(op.stream_param))
        if streaming:
            accept = op.stream_media_type or "text/event-stream"
        elif op.binary_media_type:
            accept = op.binary_media_type + ", application/json"
        elif op.return_type == "str":
            accept = "text/plain, application/json"
        else:
            accept = "application/json"

        request_headers: Dict[str, str] = {"User-Agent": _user_agent(), "Accept": accept}
        if payload is not None:
            request_headers["Content-Type"] = "application/json"
        request_headers.update(self.default_headers)
        for name, value in headers.items():
            if value is not None:
                request_headers[name] = _query_value(value)
        # A POST that moves money carries one Idempotency-Key, kept across all retries of this call.
        if op.moves_money and not request_headers.get("Idempotency-Key"):
            request_headers["Idempotency-Key"] = str(uuid.uuid4())
        if extra_headers:
            request_headers.update(extra_headers)
        explicit_auth = any(name.lower() == "authorization" for name in (extra_headers or {}))

        retries = self.max_retries if max_retries is None else max_retries
        if op.moves_money and not request_headers.get("Idempotency-Key"):
            retries = 0  # never repeat a money-moving POST without an idempotency key
        seconds = self.timeout if timeout is None else timeout

        attempt = 0
        refreshed = False
        while True:
            sent_token: Optional[str] = None
            if not explicit_auth:
                request_headers.pop("Authorization", None)
                credential = None
                if op.security == "loginToken":
                    credential = sent_token = self._tokens.access_token
                elif op.security == "apiKey":
                    credential = self.api_key
                if credential:
                    request_headers["Authorization"] = "Bearer " + credential
            try:
                return self._attempt(op, url, request_headers, payload, seconds, streaming)
            except _Failure as retryable:
                error = retryable.error
                if (
                    isinstance(error, APIStatusError)
                    and error.status == 401
                    and op.security == "loginToken"
                    and self.auto_refresh
                    and not refreshed
                    and not explicit_auth
                    and self._tokens.refresh_token
                ):
                    refreshed = True
                    self._refresh_after_401(sent_token, seconds)
                    continue  # replay once with the new access token
                if not self._should_retry(error) or attempt >= retries:
                    raise error
                delay = self._retry_delay(attempt, retryable.retry_after)
                if delay is None:
                    raise error
                attempt += 1
                self._sleep(delay)

    def _attempt(
        self, op: Operation, url: str, headers: Dict[str, str], payload: Optional[bytes], seconds: float, streaming: bool
    ) -> Any:
        response = None
        try:
            response = self._http.request(
                op.method,
                url,
                body=payload,
                headers=dict(headers),
                timeout=urllib3.Timeout(connect=seconds, read=seconds),
                preload_content=False,
                redirect=False,
                retries=False,
            )
            if streaming and 200 <= response.status < 300:
                return self._stream(op, response)
            data = response.read()
        except (urllib3.exceptions.TimeoutError, TimeoutError) as exc:
            raise _Failure(APITimeoutError(f"Request timed out after {seconds} s: {op.method} {url}")) from exc
        except (urllib3.exceptions.HTTPError, OSError) as exc:
            raise _Failure(APIConnectionError(f"Connection error: {op.method} {url}: {exc}")) from exc
        finally:
            if response is not None and not streaming:
                response.release_conn()
        status = response.status
        if not 200 <= status < 300:
            raise _Failure(self._status_error(response, data), self._retry_after(response.headers))
        return self._decode(op, response, data)

    def _stream(self, op: Operation, response: Any) -> Stream[Any]:
        model = op.stream_chunk or "object"

        def decode(event: Dict[str, Any]) -> Any:
            return self._api_client.deserialize(json.dumps(event), model, "application/json")

        def on_error(error: BaseException) -> BaseException:
            if isinstance(error, (urllib3.exceptions.TimeoutError, TimeoutError)):
                return APITimeoutError("The stream timed out.")
            if isinstance(error, (urllib3.exceptions.HTTPError, OSError)):
                return APIConnectionError(f"The stream broke: {error}")
            return error

        return Stream(response, decode, done=op.stream_done or "[DONE]", on_error=on_error)

    def _decode(self, op: Operation, response: Any, data: bytes) -> Any:
        headers = Headers(response.headers)
        request_id = headers.get("X-Request-Id")
        if op.binary_media_type:
            return BinaryResponse(data, headers)
        if op.return_type is None or not data:
            return None
        content_type = response.headers.get("Content-Type")
        text = data.decode("utf-8")
        result = self._api_client.deserialize(text, op.return_type, content_type)
        if isinstance(result, str):
            result = _Text(result)
        try:
            object.__setattr__(result, "_request_id", request_id)
            object.__setattr__(result, "_headers", headers)
        except (AttributeError, TypeError):  # pragma: no cover - immutable results
            pass
        # An AuthSession answer can only exist once its module is imported; looking it up in
        # sys.modules keeps the models out of `import orbit_sdk` and off calls that return none.
        auth_session = sys.modules.get("orbit_sdk.models.auth_session")
        if auth_session is not None and isinstance(result, auth_session.AuthSession):
            self._store_session(result)
        return result

    def _status_error(self, response: Any, data: bytes) -> APIStatusError:
        headers = Headers(response.headers)
        body: Any = data.decode("utf-8", "replace") if data else None
        detail: Dict[str, Any] = {}
        try:
            body = json.loads(body) if body else body
            if isinstance(body, dict) and isinstance(body.get("error"), dict):
                detail = body["error"]
        except ValueError:
            pass
        request_id = detail.get("request_id") or headers.get("X-Request-Id")
        message = detail.get("message") or f"HTTP {response.status}"
        cls = error_for_status(response.status)
        return cls(
            message,
            status=response.status,
            code=detail.get("code"),
            type=detail.get("type"),
            param=detail.get("param"),
            request_id=request_id,
            body=body,
            headers=headers,
            response=response,
        )

    # ------------------------------------------------------------------ retries
    @staticmethod
    def _should_retry(error: APIError) -> bool:
        if isinstance(error, APIConnectionError):
            return True
        status = error.status or 0
        return status in RETRY_STATUSES or status >= 500

    @staticmethod
    def _retry_after(headers: Mapping[str, str]) -> Optional[float]:
        value = headers.get("Retry-After")
        if value is None:
            return None
        try:
            return max(0.0, float(value))
        except ValueError:
            parsed = email.utils.parsedate_to_datetime(value) if value else None
            if parsed is None:
                return None
            if parsed.tzinfo is None:
                parsed = parsed.replace(tzinfo=datetime.timezone.utc)
            return max(0.0, (parsed - datetime.datetime.now(datetime.timezone.utc)).total_seconds())

    @staticmethod
    def _retry_delay(attempt: int, retry_after: Optional[float]) -> Optional[float]:
        """Seconds before retry number `attempt + 1`: Retry-After when the service sent one,
        else exponential backoff (0.5 s, 1 s, 2 s ... capped at 8 s) minus up to 25 % jitter."""
        if retry_after is not None:
            return retry_after if retry_after <= MAX_RETRY_AFTER else None
        delay = min(INITIAL_RETRY_DELAY * (2 ** attempt), MAX_RETRY_DELAY)
        return delay * (1 - 0.25 * random.random())

    # ------------------------------------------------------------------ sessions
    def _store_session(self, session: "AuthSession") -> None:
        with self._tokens.lock:
            self._tokens.access_token = session.access_token
            self._tokens.refresh_token = session.refresh_token

    def _refresh_after_401(self, failed_token: Optional[str], timeout: float) -> None:
        with self._tokens.lock:
            if self._tokens.access_token != failed_token and self._tokens.access_token:
                return  # another call refreshed meanwhile
            self.auth.refresh(timeout=timeout)

    # ------------------------------------------------------------------ pagination
    def _paginate(
        self,
        op: Operation,
        *,
        query: List[Tuple[str, Any]],
        items_field: str,
        page_param: str,
        has_more_field: str,
        extra_headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
    ) -> Iterator[Any]:
        page = next((value for name, value in query if name == page_param and value is not None), 1)
        while True:
            params = [(name, page if name == page_param else value) for name, value in query]
            if not any(name == page_param for name, _ in params):
                params.append((page_param, page))
            result = self._request(
                op, path_params={}, query=params, headers={}, body=None,
                extra_headers=extra_headers, timeout=timeout, max_retries=max_retries,
            )
            items = getattr(result, items_field) or []
            for item in items:
                yield item
            if not items or not getattr(result, has_more_field):
                return
            page += 1


class Auth(_resources.AuthResource):
    """`auth` operations plus login helpers. Every login stores the session's access and
    refresh tokens on the client (see ``Orbit.access_token`` / ``Orbit.refresh_token``)."""

    def login_with_sms_code(self, *, phone: str, code: str, invite_code: Optional[str] = None, **options: Any) -> "AuthSession":
        """Log in with a phone number and the SMS code from ``send_sms_code``."""
        return self.unified_login(mode="sms", phone=phone, code=code, invite_code=invite_code, **options)

    def login_with_password(self, *, phone: str, password: str, **options: Any) -> "AuthSession":
        """Log in with a phone number and password (unified login, mode `password`)."""
        return self.unified_login(mode="password", phone=phone, password=password, **options)

    def login_with_miniapp(self, *, code: str, invite_code: Optional[str] = None, **options: Any) -> "AuthSession":
        """Log in with the one-time code of the messaging app's mini-program login."""
        return self.miniapp_login(code=code, invite_code=invite_code, **options)

    def refresh(self, **options: Any) -> "AuthSession":
        """Renew the session with the stored refresh token (unified login, mode `refresh`)."""
        token = self._client.refresh_token
        if not token:
            raise ValueError("no refresh token: log in first")
        return self.unified_login(mode="refresh", refresh_token=token, **options)

    def logout(self) -> None:
        """Forget the stored tokens (the service keeps no server-side logout)."""
        self._client.access_token = None
        self._client.refresh_token = None
