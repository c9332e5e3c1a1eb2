# Hand-written. How an attempt's two time limits map onto httpx (docs/sdk-design.md §4, x-sdk-runtime
# timeout_seconds and idle_timeout_seconds). `timeout` is httpx's own: connecting, each read and each write,
# the pool, while the attempt waits for its answer's headers. Once they arrived, an answer read as it
# arrives (a stream, `with_streaming_response`, a binary answer) has each read bounded by `idle_timeout`
# instead: httpx's read timeout is per read, so it IS the longest silence between two pieces, in blocking
# and asyncio code alike, with no timer thread. httpx hands the request's `timeout` extension to its
# transport (httpcore), which looks at it when the body is read, so setting it after the headers arrived
# bounds the body's reads only (tests/test_idle_timeout.py proves it against a real socket, sync and async).
#
# The first piece of a stream's body is read inside the attempt: a stall before it is a timed-out attempt,
# retried like one; after it, the caller may have acted on the chunks that arrived, so a stall there raises
# APITimeoutError and is never retried. A binary answer of a plain call is read whole inside the attempt
# (each read within the idle timeout), so nothing of it reached the caller and a stall is retried too.
# `with_streaming_response` hands the response over when its headers arrived, its body unread until the
# caller reads it: what the caller holds is not sent again, so a stall there raises APITimeoutError.
from typing import AsyncIterator, Dict, Iterator, Optional

import httpx

__all__ = ["wait_for_headers", "wait_for_pieces", "SyncFirstPieceHeld", "AsyncFirstPieceHeld"]

#: httpx's limits of one request: {"connect", "read", "write", "pool"} -> seconds (None: no limit).
Limits = Dict[str, Optional[float]]


def wait_for_headers(request: httpx.Request, limits: Limits) -> None:
    """Each attempt waits for its headers within the call's `timeout` (a retry after a stalled body too)."""
    request.extensions["timeout"] = limits


def wait_for_pieces(response: httpx.Response, limits: Limits, idle_timeout: float) -> None:
    """From now on each read of the answer's body waits at most `idle_timeout` seconds."""
    response.request.extensions["timeout"] = {**limits, "read": idle_timeout}


class SyncFirstPieceHeld(httpx.SyncByteStream):
    """A body whose first piece was read within the attempt; iterating gives it first, then the rest as it
    arrives. Closing closes the connection, as closing the original body does."""

    def __init__(self, first: Optional[bytes], rest: Iterator[bytes], original: httpx.SyncByteStream) -> None:
        self._first = first
        self._rest = rest
        self._original = original

    @classmethod
    def hold(cls, response: httpx.Response) -> None:
        """Reads the first piece of `response`'s body (an httpx error if none arrives in time) and keeps it."""
        original = response.stream
        assert isinstance(original, httpx.SyncByteStream)
        rest = iter(original)
        response.stream = cls(next(rest, None), rest, original)

    def __iter__(self) -> Iterator[bytes]:
        if self._first is not None:
            first, self._first = self._first, None
            yield first
        yield from self._rest

    def close(self) -> None:
        self._original.close()


class AsyncFirstPieceHeld(httpx.AsyncByteStream):
    """SyncFirstPieceHeld for httpx.AsyncClient."""

    def __init__(self, first: Optional[bytes], rest: AsyncIterator[bytes], original: httpx.AsyncByteStream) -> None:
        self._first = first
        self._rest = rest
        self._original = original

    @classmethod
    async def hold(cls, response: httpx.Response) -> None:
        original = response.stream
        assert isinstance(original, httpx.AsyncByteStream)
        rest = original.__aiter__()
        try:
            first: Optional[bytes] = await rest.__anext__()
        except StopAsyncIteration:
            first = None
        response.stream = cls(first, rest, original)

    async def __aiter__(self) -> AsyncIterator[bytes]:
        if self._first is not None:
            first, self._first = self._first, None
            yield first
        async for piece in self._rest:
            yield piece

    async def aclose(self) -> None:
        await self._original.aclose()
