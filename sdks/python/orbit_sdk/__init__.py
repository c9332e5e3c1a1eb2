# Hand-written. The public surface of orbit_sdk: the clients, the error family, the answer wrappers.
# The data types are in orbit_sdk.types; conveniences in orbit_sdk.lib.
"""The official Python SDK of the Orbit Platform API: `Orbit` (blocking) and `AsyncOrbit` (asyncio)."""
from . import types as types
from ._client import AsyncOrbit as AsyncOrbit
from ._client import AsyncOrbitWithRawResponse as AsyncOrbitWithRawResponse
from ._client import Orbit as Orbit
from ._client import OrbitWithRawResponse as OrbitWithRawResponse
from ._client import OrbitWithStreamingResponse as OrbitWithStreamingResponse
from ._client import AsyncOrbitWithStreamingResponse as AsyncOrbitWithStreamingResponse
from ._constants import VERSION
from ._exceptions import APIConnectionError as APIConnectionError
from ._exceptions import APIError as APIError
from ._exceptions import APIResponseValidationError as APIResponseValidationError
from ._exceptions import APIStatusError as APIStatusError
from ._exceptions import APITimeoutError as APITimeoutError
from ._exceptions import APIUserAbortError as APIUserAbortError
from ._exceptions import InvalidArgumentError as InvalidArgumentError
from ._exceptions import OrbitError as OrbitError
from ._files import FileContent as FileContent
from ._files import FileTypes as FileTypes
from ._pagination import AsyncPage as AsyncPage
from ._pagination import AsyncPager as AsyncPager
from ._pagination import SyncPage as SyncPage
from ._pagination import SyncPager as SyncPager
from ._response import APIResponse as APIResponse
from ._response import AsyncAPIResponse as AsyncAPIResponse
from ._response import AsyncResponseContextManager as AsyncResponseContextManager
from ._response import BinaryResponse as BinaryResponse
from ._response import ResponseContextManager as ResponseContextManager
from . import _status_errors
from ._status_errors import *  # noqa: F403 (one error class per status kind of the runtime rules)
from ._streaming import AsyncStream as AsyncStream
from ._streaming import Stream as Stream
from ._types import Body as Body
from ._types import NOT_GIVEN as NOT_GIVEN
from ._types import Headers as Headers
from ._types import NotGiven as NotGiven
from ._types import Query as Query
from ._types import RequestOptions as RequestOptions
from ._types import Timeout as Timeout

__version__: str = VERSION

__all__ = [
    "types",
    "Orbit",
    "AsyncOrbit",
    "OrbitWithRawResponse",
    "AsyncOrbitWithRawResponse",
    "OrbitWithStreamingResponse",
    "AsyncOrbitWithStreamingResponse",
    "OrbitError",
    "APIError",
    "APIStatusError",
    "APIConnectionError",
    "APITimeoutError",
    "APIUserAbortError",
    "APIResponseValidationError",
    "InvalidArgumentError",
    "APIResponse",
    "AsyncAPIResponse",
    "ResponseContextManager",
    "AsyncResponseContextManager",
    "BinaryResponse",
    "Stream",
    "AsyncStream",
    "SyncPager",
    "AsyncPager",
    "SyncPage",
    "AsyncPage",
    "RequestOptions",
    "Headers",
    "Query",
    "Body",
    "Timeout",
    "NOT_GIVEN",
    "NotGiven",
    "FileTypes",
    "FileContent",
]
__all__ += _status_errors.__all__
