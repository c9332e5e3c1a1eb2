# Hand-written. Streamed answers (server-sent events): each `data:` is one chunk decoded like an
# answer, the `done` marker ends the stream, an `error` event raises the error of its kind, and
# closing the stream closes the connection.
from typing import TYPE_CHECKING, AsyncIterator, Callable, Generic, Iterator, List, Optional, Type, TypeVar

import httpx
import pydantic

from ._exceptions import APIConnectionError, APIError, APIResponseValidationError, APITimeoutError, APIUserAbortError

if TYPE_CHECKING:
    from types import TracebackType

__all__ = ["Stream", "AsyncStream"]

T = TypeVar("T", bound="pydantic.BaseModel")


class _Event:
    __slots__ = ("event", "data")

    def __init__(self, event: Optional[str], data: str) -> None:
        self.event = event
        self.data = data


class _Decoder:
    """Server-sent events from lines (https://html.spec.whatwg.org/multipage/server-sent-events.html)."""

    def __init__(self) -> None:
        self._event: Optional[str] = None
        self._data: List[str] = []

    def feed(self, line: str) -> Optional[_Event]:
        if not line:
            if not self._data and self._event is None:
                return None
            event = _Event(self._event, "\n".join(self._data))
            self._event, self._data = None, []
            return event
        if line.startswith(":"):
            return None
        name, _, value = line.partition(":")
        if value.startswith(" "):
            value = value[1:]
        if name == "data":
            self._data.append(value)
        elif name == "event":
            self._event = value
        return None


class _StreamBase(Generic[T]):
    def __init__(self, response: httpx.Response, chunk: Type[T], done: str, error_event: Callable[[str], APIError], request_id: Optional[str]) -> None:
        self.response = response
        self._chunk = chunk
        self._done = done
        self._error_event = error_event
        #: The `X-Request-Id` of the answer.
        self._request_id: Optional[str] = request_id
        self._finished = False
        self._closed_by_caller = False

    def _handle(self, event: _Event) -> Optional[T]:
        """The chunk of an event, or None when the stream ended."""
        if event.data == self._done:
            self._finished = True
            return None
        if event.event == "error":
            self._finished = True
            raise self._error_event(event.data)
        try:
            chunk = self._chunk.model_validate_json(event.data)
        except pydantic.ValidationError as error:
            raise APIResponseValidationError(
                f"a streamed chunk is not a {self._chunk.__name__}: {error.errors()[0]['msg']}", response=self.response, request_id=self._request_id
            ) from error
        return chunk

    def _transport_error(self, error: Exception) -> APIError:
        if isinstance(error, httpx.TimeoutException):
            # Never retried: the chunks before it reached the caller, who may have acted on them.
            return APITimeoutError("the stream stalled: no chunk arrived within the idle timeout (idle_timeout)", request=self.response.request, request_id=self._request_id)
        return APIConnectionError(f"the stream broke off: {error}", request=self.response.request, request_id=self._request_id)

    def _aborted(self) -> APIUserAbortError:
        return APIUserAbortError("the stream was closed by the caller", request=self.response.request)


class Stream(_StreamBase[T]):
    """The chunks of a streamed answer, in order, as they arrive: `for chunk in stream`.

    Use it in a `with` block (or call `close()`) to release the connection before the end.
    """

    def __iter__(self) -> Iterator[T]:
        if self._closed_by_caller:
            raise self._aborted()
        decoder = _Decoder()
        try:
            for line in self.response.iter_lines():
                event = decoder.feed(line)
                if event is None:
                    continue
                chunk = self._handle(event)
                if chunk is None:
                    break
                yield chunk
                if self._closed_by_caller:
                    # Closed while the caller held a chunk: lines already received are not yielded.
                    raise self._aborted()
            else:
                # The last event, when the body ends without its blank line.
                event = decoder.feed("")
                last = self._handle(event) if event is not None else None
                if last is not None:
                    yield last
        except httpx.StreamClosed as error:
            raise self._aborted() from error
        except httpx.HTTPError as error:
            if self._closed_by_caller:
                raise self._aborted() from error
            raise self._transport_error(error) from error
        finally:
            self.response.close()

    def close(self) -> None:
        """Closes the connection; iterating after this raises APIUserAbortError."""
        if not self._finished:
            self._closed_by_caller = True
        self.response.close()

    def __enter__(self) -> "Stream[T]":
        return self

    def __exit__(self, kind: Optional[Type[BaseException]], error: Optional[BaseException], traceback: "Optional[TracebackType]") -> None:
        self.close()


class AsyncStream(_StreamBase[T]):
    """The chunks of a streamed answer, in order, as they arrive: `async for chunk in stream`.

    Use it in an `async with` block (or `await stream.close()`) to release the connection before the end.
    """

    async def __aiter__(self) -> AsyncIterator[T]:
        if self._closed_by_caller:
            raise self._aborted()
        decoder = _Decoder()
        try:
            async for line in self.response.aiter_lines():
                event = decoder.feed(line)
                if event is None:
                    continue
                chunk = self._handle(event)
                if chunk is None:
                    break
                yield chunk
                if self._closed_by_caller:
                    # Closed while the caller held a chunk: lines already received are not yielded.
                    raise self._aborted()
            else:
                # The last event, when the body ends without its blank line.
                event = decoder.feed("")
                last = self._handle(event) if event is not None else None
                if last is not None:
                    yield last
        except httpx.StreamClosed as error:
            raise self._aborted() from error
        except httpx.HTTPError as error:
            if self._closed_by_caller:
                raise self._aborted() from error
            raise self._transport_error(error) from error
        finally:
            await self.response.aclose()

    async def close(self) -> None:
        """Closes the connection; iterating after this raises APIUserAbortError."""
        if not self._finished:
            self._closed_by_caller = True
        await self.response.aclose()

    async def __aenter__(self) -> "AsyncStream[T]":
        return self

    async def __aexit__(self, kind: Optional[Type[BaseException]], error: Optional[BaseException], traceback: "Optional[TracebackType]") -> None:
        await self.close()
