# Hand-written. The testing kit of the Orbit Python SDK (`import orbit_sdk` does not import it).
"""Test the code that calls the Orbit API: fixtures, a fake service, and worlds of the reference server.

- `fixtures`: a builder for every answer type, from the contract's example, checked against the contract
  (`fixtures.order(status="cancelled")`; InvalidFixtureError names a field the service could never send).
- `FakeService`: the SDK's real client over a fake transport answering the operations you register by name
  (`fake.on("orders.list", fixtures.order_list())`), with `Answer.error(...)`, bytes, chunks, sequences or a
  function of the `Call`; retries, errors, pages, streams and session renewal run as in production; every call
  is recorded (`fake.calls()`), and one nobody registered raises UnexpectedCallError.
- `Sandbox`: the reference server's QA sandbox routes, typed (orbit_sdk.testing.sandbox).
- `World`, `AsyncWorld`: a fresh world of the reference server per test, with a client and a sandbox bound to it;
  as pytest fixtures in `orbit_sdk.testing.pytest_plugin` (`orbit_world`, `async_orbit_world`).
"""
from . import fixtures as fixtures
from ._answers import Answer as Answer
from ._errors import InvalidFixtureError as InvalidFixtureError
from ._errors import NoReferenceServerError as NoReferenceServerError
from ._errors import UnexpectedCallError as UnexpectedCallError
from ._fake import Call as Call
from ._fake import FakeService as FakeService
from ._fake import Reply as Reply
from ._fake import UploadedFile as UploadedFile
from ._world import AsyncWorld as AsyncWorld
from ._world import World as World
from ._world import reference_server_url as reference_server_url
from .sandbox import Sandbox as Sandbox

__all__ = [
    "fixtures", "Answer", "Call", "FakeService", "Reply", "UploadedFile", "InvalidFixtureError", "UnexpectedCallError",
    "NoReferenceServerError", "Sandbox", "World", "AsyncWorld", "reference_server_url",
]
