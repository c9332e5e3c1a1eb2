# Hand-written. A fresh world of the reference server per test, as pytest fixtures. Opt in from a conftest.py or a
# test module (pytest is not a dependency of the SDK; only this module imports it):
#
#     pytest_plugins = ["orbit_sdk.testing.pytest_plugin"]
#
# The server is ORBIT_SANDBOX_URL, else the bundled server ORBIT_REFERENCE_SERVER names, started once for the run
# and stopped after it.
from typing import Iterator

import pytest

from ._world import AsyncWorld, World, stop_reference_server

__all__ = ["orbit_world", "async_orbit_world"]


@pytest.fixture
def orbit_world(request: pytest.FixtureRequest) -> Iterator[World]:
    """A World of the test's own (named after the test): `orbit_world.client`, an Orbit, and `orbit_world.sandbox`;
    reset after the test."""
    with World(request.node.name) as world:
        yield world


@pytest.fixture
def async_orbit_world(request: pytest.FixtureRequest) -> Iterator[AsyncWorld]:
    """An AsyncWorld of the test's own: `async_orbit_world.client`, an AsyncOrbit, and `async_orbit_world.sandbox`;
    reset after the test. A plain fixture, so it serves asyncio tests under pytest-asyncio, anyio's plugin or your own
    event loop alike."""
    with AsyncWorld(request.node.name) as world:
        yield world


def pytest_unconfigure(config: pytest.Config) -> None:
    """Stops the reference server the run started, if any."""
    stop_reference_server()
