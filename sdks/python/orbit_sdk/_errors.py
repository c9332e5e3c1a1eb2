# Hand-written (listed in .openapi-generator-ignore): one typed error per kind of failure.
from typing import Any, Dict, Mapping, Optional, Type

__all__ = [
    "OrbitError",
    "APIError",
    "APIStatusError",
    "BadRequestError",
    "AuthenticationError",
    "PaymentRequiredError",
    "PermissionDeniedError",
    "NotFoundError",
    "ConflictError",
    "RateLimitError",
    "InternalServerError",
    "ServerError",
    "APIConnectionError",
    "APITimeoutError",
    "error_for_status",
]


class OrbitError(Exception):
    """Base class of every error the SDK raises."""


class APIError(OrbitError):
    """A request failed. Carries what the service said (when it answered).

    Attributes: ``status`` (HTTP status or None), ``code`` (the error body's stable ``code``),
    ``type`` (the error body's ``type``), ``message``, ``param``, ``request_id`` (X-Request-Id),
    ``body`` (the decoded JSON body or the text), ``headers`` and ``response`` (the raw
    urllib3 response, or None when no answer arrived).
    """

    status: Optional[int] = None

    def __init__(
        self,
        message: str,
        *,
        status: Optional[int] = None,
        code: Optional[str] = None,
        type: Optional[str] = None,
        param: Optional[str] = None,
        request_id: Optional[str] = None,
        body: Any = None,
        headers: Optional[Mapping[str, str]] = None,
        response: Any = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        self.code = code
        self.type = type
        self.param = param
        self.request_id = request_id
        self.body = body
        from orbit_sdk._streaming import Headers

        self.headers = Headers(headers or {})
        self.response = response

    def __str__(self) -> str:
        parts = []
        if self.status is not None:
            parts.append(str(self.status))
        if self.code:
            parts.append(self.code)
        head = " ".join(parts)
        text = f"{head}: {self.message}" if head else self.message
        if self.request_id:
            text += f" (request id {self.request_id})"
        return text


class APIStatusError(APIError):
    """The service answered with an error status (4xx/5xx)."""


class BadRequestError(APIStatusError):
    """400 invalid_request_error."""


class AuthenticationError(APIStatusError):
    """401 authentication_error."""


class PaymentRequiredError(APIStatusError):
    """402 payment_required_error (insufficient balance or credits)."""


class PermissionDeniedError(APIStatusError):
    """403 permission_error."""


class NotFoundError(APIStatusError):
    """404 not_found_error."""


class ConflictError(APIStatusError):
    """409 conflict_error (order state, idempotency key reuse, developer exists)."""


class RateLimitError(APIStatusError):
    """429 rate_limit_error; ``retry_after`` holds the Retry-After seconds when sent."""

    @property
    def retry_after(self) -> Optional[float]:
        value = self.headers.get("Retry-After")
        try:
            return float(value) if value is not None else None
        except ValueError:
            return None


class InternalServerError(APIStatusError):
    """5xx api_error."""


ServerError = InternalServerError


class APIConnectionError(APIError):
    """No answer: the connection failed or was dropped."""

    def __init__(self, message: str = "Connection error.", **kwargs: Any) -> None:
        super().__init__(message, **kwargs)


class APITimeoutError(APIConnectionError):
    """No answer within the timeout."""

    def __init__(self, message: str = "Request timed out.", **kwargs: Any) -> None:
        super().__init__(message, **kwargs)


_BY_STATUS: Dict[int, Type[APIStatusError]] = {
    400: BadRequestError,
    401: AuthenticationError,
    402: PaymentRequiredError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    429: RateLimitError,
}


def error_for_status(status: int) -> Type[APIStatusError]:
    if status in _BY_STATUS:
        return _BY_STATUS[status]
    if status >= 500:
        return InternalServerError
    return APIStatusError
