# Hand-written. The kit's clients read no ORBIT_* environment variable (a CI's ORBIT_TIMEOUT or ORBIT_ACCESS_TOKEN
# never reaches a test's fake or world), and the base of the generated Sandbox: the SDK's request core bound to a
# world of the reference server.
from typing import Any, ClassVar, Mapping, Optional, TypeVar

import httpx

from .._base_client import SyncAPIClient
from .._client import AsyncOrbit, Orbit
from .._types import Operation

__all__ = ["IsolatedOrbit", "IsolatedAsyncOrbit", "SandboxBase"]

_NO_ENVIRONMENT: Mapping[str, str] = {}
_Self = TypeVar("_Self", bound="SandboxBase")


class IsolatedOrbit(Orbit):
    """An Orbit that reads no environment variable: what it is not given is the rules' default."""

    _environ: ClassVar[Mapping[str, str]] = _NO_ENVIRONMENT


class IsolatedAsyncOrbit(AsyncOrbit):
    """An AsyncOrbit that reads no environment variable."""

    _environ: ClassVar[Mapping[str, str]] = _NO_ENVIRONMENT


class _Core(SyncAPIClient):
    _environ: ClassVar[Mapping[str, str]] = _NO_ENVIRONMENT


def _no_renewal() -> Operation[Any]:
    raise AssertionError("the sandbox's routes take no login, so nothing renews a session")


class SandboxBase:
    """What Sandbox's generated methods call: the SDK's request core, every request carrying the world's name."""

    world_header: ClassVar[str]

    def __init__(self, base_url: str, *, world: Optional[str] = None, http_client: Optional[httpx.Client] = None) -> None:
        """A client of the sandbox at `base_url` (the reference server's address) for the world named `world` (None:
        the default world); `http_client`: your own httpx.Client (close() leaves it open)."""
        #: The world's name (None: the default world).
        self.world = world
        headers = {self.world_header: world} if world else None
        self._core = _Core(
            http_client=http_client, base_url=base_url, access_token=None, refresh_token=None, api_key=None, timeout=None,
            idle_timeout=None, max_retries=None, auto_refresh=False, default_headers=headers, log_level=None,
            on_session=None, refresh_operation=_no_renewal,
        )

    def close(self) -> None:
        self._core.close()

    def __enter__(self: _Self) -> _Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
