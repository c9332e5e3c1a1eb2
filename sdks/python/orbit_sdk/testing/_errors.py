# Hand-written. The testing kit's own errors: a fixture the contract refuses, a call the fake cannot answer, no
# reference server for the worlds.
from typing import Optional

__all__ = ["InvalidFixtureError", "UnexpectedCallError", "NoReferenceServerError"]


class InvalidFixtureError(ValueError):
    """A fixture (or an answer given to the fake) the service could never send by this contract: a required field
    missing, a field it does not list, a value of the wrong kind, an enum value it does not know, a string off its
    pattern or length, a number out of range, a list of the wrong size, a value of no union variant's shape."""

    #: Where, e.g. `Order.package.id` (None: the answer as a whole).
    path: Optional[str]

    def __init__(self, message: str, path: Optional[str] = None) -> None:
        super().__init__(message)
        self.path = path


class UnexpectedCallError(BaseException):
    """A call the fake cannot answer: nobody registered its operation, its answers ran out, its answer function
    failed, or no operation of the contract has its method and path.

    A BaseException, as pytest's own failures are: the SDK's retries (and your code's `except Exception`) never
    swallow it, so the test fails at the call, naming the operation and how to register an answer."""


class NoReferenceServerError(RuntimeError):
    """No reference server for a world: neither ORBIT_SANDBOX_URL nor ORBIT_REFERENCE_SERVER is set, or the server
    named could not be started."""
