"""The response behind every result (`with_streaming_response` for JSON, binary and streamed answers, read
only as asked), pages as well as items (`iter_pages`, `has_next_page`, `get_next_page`), and cancellation:
a closed stream yields nothing more, a cancelled asyncio task closes its connection."""
import asyncio
from typing import Any, AsyncIterator, Iterator, List

import httpx
import pytest

from orbit_sdk import APIResponse, APIUserAbortError, AsyncAPIResponse, BinaryResponse, NotFoundError, Stream

from .conftest import ORDER, Double, error_answer, order_list
from .test_sessions_streams_pages import chunk, collect, sse

PIECES = [b"RIFF", b"-wav-", b"-data"]


class Pieces:
    """A binary body sent piece by piece, recording how many pieces the client has pulled so far."""

    def __init__(self) -> None:
        self.pulled = 0
        self.closed = False

    def sync(self, request: httpx.Request) -> httpx.Response:
        def body() -> Iterator[bytes]:
            for piece in PIECES:
                self.pulled += 1
                yield piece

        return httpx.Response(200, headers={"content-type": "audio/wav", "x-request-id": "req_bin"}, content=body())

    def asynchronous(self, request: httpx.Request) -> httpx.Response:
        pieces = self

        class Body(httpx.AsyncByteStream):
            async def __aiter__(self) -> AsyncIterator[bytes]:
                for piece in PIECES:
                    pieces.pulled += 1
                    yield piece

            async def aclose(self) -> None:
                pieces.closed = True

        return httpx.Response(200, headers={"content-type": "audio/wav", "x-request-id": "req_bin"}, stream=Body())


def test_streaming_response_of_speech_is_read_piece_by_piece_and_written_to_a_file(tmp_path):
    pieces = Pieces()
    client = Double(pieces.sync).sync_client(api_key="k")
    with client.generation.with_streaming_response.create_speech(input="hello") as response:
        assert isinstance(response, APIResponse) and response.status_code == 200 and response.request_id == "req_bin"
        assert pieces.pulled == 0  # nothing of the body read yet
        first = next(response.iter_bytes())
        assert first == PIECES[0] and pieces.pulled == 1
    with client.generation.with_streaming_response.create_speech(input="hello") as response:
        response.stream_to_file(tmp_path / "speech.wav")
    assert (tmp_path / "speech.wav").read_bytes() == b"".join(PIECES)
    with client.generation.with_streaming_response.create_speech(input="hello") as response:
        speech = response.parse()
    assert isinstance(speech, BinaryResponse) and speech.content == b"".join(PIECES) and speech.media_type == "audio/wav"


def test_async_streaming_response_of_speech_writes_a_file_and_closes_the_connection(tmp_path):
    pieces = Pieces()
    client = Double(pieces.asynchronous).async_client(api_key="k")

    async def main() -> None:
        async with client.generation.with_streaming_response.create_speech(input="hello") as response:
            assert isinstance(response, AsyncAPIResponse) and response.headers["content-type"] == "audio/wav"
            assert pieces.pulled == 0
            await response.stream_to_file(tmp_path / "speech.wav")
        async with client.generation.with_streaming_response.create_speech(input="hello") as response:
            speech = await response.parse()
        assert speech.content == b"".join(PIECES)

    asyncio.run(main())
    assert (tmp_path / "speech.wav").read_bytes() == b"".join(PIECES) and pieces.closed


def test_streaming_response_of_json_and_of_a_stream(twin):
    double = Double(order_list([ORDER]), sse(chunk("Hi"), "data: [DONE]\n\n"))
    client = twin.client(double, access_token="tok", api_key="k")

    def sync() -> Any:
        with client.with_streaming_response.orders.list(limit=1) as response:
            page = response.parse()
        with client.generation.with_streaming_response.create_chat_completion(prompt="hi", stream=True) as response:
            stream = response.parse()
            assert isinstance(stream, Stream)
            texts = [c.choices[0].delta.content for c in stream]
        return page, texts, response.request_id

    async def asynchronous() -> Any:
        async with client.orders.with_streaming_response.list(limit=1) as response:
            page = await response.parse()
        async with client.generation.with_streaming_response.create_chat_completion(prompt="hi", stream=True) as response:
            texts = [c.choices[0].delta.content async for c in await response.parse()]
        return page, texts, response.request_id

    page, texts, request_id = sync() if twin.mode == "sync" else asyncio.run(asynchronous())
    assert page.items[0].order_no == ORDER["order_no"] and page._request_id == "req_test200"
    assert texts == ["Hi"] and request_id == "req_s"


def test_streaming_response_raises_the_error_of_an_error_answer_on_entering(twin):
    client = twin.client(Double(error_answer(404, "order_not_found")), access_token="tok")

    async def enter() -> None:
        async with client.with_streaming_response.orders.list():
            pass

    with pytest.raises(NotFoundError):
        if twin.mode == "sync":
            with client.with_streaming_response.orders.list():
                pass
        else:
            asyncio.run(enter())


def test_raw_response_of_speech_and_of_a_stream(twin):
    double = Double(httpx.Response(200, headers={"content-type": "audio/wav", "x-request-id": "req_b"}, content=b"wav"), sse(chunk("x"), "data: [DONE]\n\n"))
    client = twin.client(double, api_key="k")
    raw = twin.run(lambda: client.with_raw_response.generation.create_speech(input="hi"))
    assert (raw.status_code, raw.request_id, raw.content, raw.parse().content) == (200, "req_b", b"wav", b"wav")
    raw = twin.run(lambda: client.with_raw_response.generation.create_chat_completion(prompt="hi", stream=True))
    assert raw.headers["content-type"] == "text/event-stream" and raw.request_id == "req_s"
    chunks = asyncio.run(collect(raw.parse())) if twin.mode == "async" else list(raw.parse())
    assert [c.choices[0].delta.content for c in chunks] == ["x"]


def pages_of(twin: Any, pager: Any) -> List[Any]:
    if twin.mode == "sync":
        return list(pager.iter_pages())

    async def walk() -> List[Any]:
        return [page async for page in pager.iter_pages()]

    return asyncio.run(walk())


def test_pages_give_their_items_and_whether_a_next_page_exists(twin):
    other = {**ORDER, "order_no": "ORD20260101000000DEMO0002"}
    double = Double(order_list([ORDER], 1, True), order_list([other], 2, False))
    client = twin.client(double, access_token="tok")
    pages = pages_of(twin, client.orders.list_auto_paging(limit=1))
    assert [[o.order_no for o in p.items] for p in pages] == [[ORDER["order_no"]], [other["order_no"]]]
    assert [p.has_next_page() for p in pages] == [True, False] and [p.number for p in pages] == [1, 2]
    assert pages[0].result.total == 1 and pages[0].result._request_id == "req_test200"
    assert [dict(r.url.params) for r in double.requests] == [{"page": "1", "limit": "1"}, {"page": "2", "limit": "1"}]


def test_get_next_page_fetches_the_next_page_or_answers_none(twin):
    double = Double(order_list([ORDER], 3, True), order_list([], 4, True))
    client = twin.client(double, access_token="tok")
    pager = client.orders.list_auto_paging(page=3)
    first = twin.run(lambda: pager.first_page())
    assert first.number == 3 and first.has_next_page() and len(double.requests) == 1
    second = twin.run(lambda: first.get_next_page())
    assert second.number == 4 and second.items == [] and not second.has_next_page()  # an empty page ends the list
    assert twin.run(lambda: second.get_next_page()) is None and len(double.requests) == 2


def test_a_stream_closed_after_a_chunk_yields_nothing_more_though_more_arrived():
    # All three chunks arrive in one piece; closing after the first must still stop the stream.
    double = Double(sse(chunk("a"), chunk("b"), chunk("c"), "data: [DONE]\n\n"))
    client = double.sync_client(api_key="k")
    stream = client.generation.create_chat_completion(prompt="hi", stream=True)
    chunks = iter(stream)
    assert next(chunks).choices[0].delta.content == "a"
    stream.close()
    with pytest.raises(APIUserAbortError):
        next(chunks)
    assert stream.response.is_closed


def test_cancelling_the_task_that_reads_a_stream_closes_the_connection():
    class Endless(httpx.AsyncByteStream):
        def __init__(self) -> None:
            self.closed = False

        async def __aiter__(self) -> AsyncIterator[bytes]:
            yield chunk("a").encode()
            await asyncio.Event().wait()  # the service sends nothing more
            yield b""

        async def aclose(self) -> None:
            self.closed = True

    body = Endless()
    double = Double(lambda request: httpx.Response(200, headers={"content-type": "text/event-stream"}, stream=body))
    client = double.async_client(api_key="k")
    seen: List[str] = []

    async def main() -> None:
        got_one = asyncio.Event()

        async def read() -> None:
            async for c in await client.generation.create_chat_completion(prompt="hi", stream=True):
                seen.append(c.choices[0].delta.content or "")
                got_one.set()

        task = asyncio.ensure_future(read())
        await got_one.wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(main())
    assert seen == ["a"] and body.closed
