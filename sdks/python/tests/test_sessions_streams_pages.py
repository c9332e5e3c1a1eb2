"""Sessions (login stores tokens; one refresh-and-replay on 401, shared by concurrent calls), streaming,
auto-paging and cancellation, sync and async."""
import asyncio
import json

import httpx
import pytest

from orbit_sdk import APIResponseValidationError, APIUserAbortError, AuthenticationError, RateLimitError
from orbit_sdk import _constants as rules

from .conftest import ORDER, Double, error_answer, json_answer, order_list


def session(access: str, refresh: str) -> httpx.Response:
    user = {"id": "usr_1", "membership": {"active": False, "level": "free"}, "credits": 0, "balance": {"amount": 0, "currency": "CNY"}, "invite_code": "DEMO2026", "created_at": "2026-01-01T00:00:00Z"}
    return json_answer(200, {"access_token": access, "token_type": "Bearer", "expires_in": 7200, "expires_at": "2026-01-01T02:00:00Z", "refresh_token": refresh, "refresh_expires_in": 2592000, "user": user})


def test_a_login_stores_the_session_and_calls_the_hook(twin):
    seen = []
    double = Double(session("acc-1", "rt_0000000000000000ref1"), order_list([]))
    client = twin.client(double, on_session=seen.append)
    twin.run(lambda: client.auth.user_login(account="+8613800138000", password="orbit-demo-2026"))
    assert (client.access_token, client.refresh_token) == ("acc-1", "rt_0000000000000000ref1")
    assert [s.access_token for s in seen] == ["acc-1"]
    twin.run(lambda: client.orders.list())
    assert double.requests[-1].headers["authorization"] == "Bearer acc-1"


def test_a_401_renews_the_session_once_and_replays(twin):
    seen = []
    double = Double(error_answer(rules.REFRESH_ON_STATUS, "token_expired"), session("acc-2", "rt_0000000000000000ref2"), order_list([ORDER]))
    client = twin.client(double, access_token="acc-1", refresh_token="rt_0000000000000000ref1", on_session=seen.append)
    page = twin.run(lambda: client.orders.list())
    assert page.total == 1
    refresh = double.requests[1]
    assert json.loads(refresh.content) == {k: v.replace("{refresh_token}", "rt_0000000000000000ref1") for k, v in rules.REFRESH_BODY.items()}
    assert double.requests[2].headers["authorization"] == "Bearer acc-2"
    assert (client.access_token, client.refresh_token) == ("acc-2", "rt_0000000000000000ref2")
    assert len(seen) == 1


def test_a_failed_renewal_raises_the_original_authentication_error(twin):
    double = Double(error_answer(401, "token_expired"), error_answer(401, "refresh_token_reused"))
    client = twin.client(double, access_token="acc-1", refresh_token="rt_0000000000000000ref1")
    with pytest.raises(AuthenticationError) as caught:
        twin.run(lambda: client.orders.list())
    assert caught.value.code == "token_expired"
    assert len(double.requests) == 2


def test_no_renewal_without_a_refresh_token_or_with_auto_refresh_off(twin):
    for options in ({"access_token": "a"}, {"access_token": "a", "refresh_token": "r", "auto_refresh": False}):
        double = Double(error_answer(401))
        client = twin.client(double, **options)
        with pytest.raises(AuthenticationError):
            twin.run(lambda: client.orders.list())
        assert len(double.requests) == 1


def test_concurrent_401s_share_one_renewal():
    refreshes = []

    def answer(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/api/auth/unified_login":
            refreshes.append(request)
            return session("acc-2", "rt_0000000000000000ref2")
        if request.headers.get("authorization") == "Bearer acc-2":
            return order_list([])
        return error_answer(401, "token_expired")

    double = Double(answer)
    client = double.async_client(access_token="acc-1", refresh_token="rt_0000000000000000ref1")

    async def main():
        return await asyncio.gather(*(client.orders.list() for _ in range(5)))

    pages = asyncio.run(main())
    assert len(pages) == 5 and len(refreshes) == 1


def test_cancelling_a_task_propagates_cancelled_error_even_while_waiting():
    double = Double(error_answer(503))
    client = double.async_client()
    state = {}

    async def forever(seconds: float) -> None:
        state["event"].set()
        await asyncio.Event().wait()

    client._sleep = forever

    async def main():
        state["event"] = asyncio.Event()
        task = asyncio.ensure_future(client.packages.list())
        await state["event"].wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(main())
    assert len(double.requests) == 1


def sse(*events: str) -> httpx.Response:
    return httpx.Response(200, content="".join(events).encode(), headers={"content-type": "text/event-stream", "x-request-id": "req_s"})


def chunk(text: str) -> str:
    body = {"id": "c1", "object": "chat.completion.chunk", "model": "orbit-chat-1", "created_at": "2026-01-01T00:00:00Z", "choices": [{"index": 0, "delta": {"content": text}}], "extra": 1}
    return f"data: {json.dumps(body)}\n\n"


async def collect(stream):
    return [c async for c in stream]


def read_stream(twin, client):
    stream = twin.run(lambda: client.generation.create_chat_completion(prompt="hi", stream=True))
    items = asyncio.run(collect(stream)) if twin.mode == "async" else list(stream)
    return stream, items


def test_a_stream_yields_chunks_until_the_done_marker(twin):
    double = Double(sse(": comment\n\n", chunk("Hel"), chunk("lo"), "data: [DONE]\n\n", chunk("never")))
    client = twin.client(double, api_key="k")
    stream, chunks = read_stream(twin, client)
    assert [c.choices[0].delta.content for c in chunks] == ["Hel", "lo"]
    assert chunks[0].model_extra == {"extra": 1} and stream._request_id == "req_s"
    assert json.loads(double.requests[0].content)["stream"] is True
    assert double.requests[0].headers["accept"] == "text/event-stream"


def test_an_error_event_raises_the_error_of_its_kind(twin):
    error = {"error": {"type": "rate_limit_error", "code": "rate_limited", "message": "slow down"}}
    double = Double(sse(chunk("a"), f"event: error\ndata: {json.dumps(error)}\n\n"))
    client = twin.client(double, api_key="k")
    with pytest.raises(RateLimitError) as caught:
        read_stream(twin, client)
    assert caught.value.status_code == 429 and caught.value.code == "rate_limited"


def test_a_chunk_of_the_wrong_shape_raises_response_validation(twin):
    double = Double(sse('data: {"id": 5}\n\n'))
    client = twin.client(double, api_key="k")
    with pytest.raises(APIResponseValidationError):
        read_stream(twin, client)


def test_reading_a_stream_the_caller_closed_raises_user_abort():
    double = Double(sse(chunk("a"), "data: [DONE]\n\n"))
    client = double.sync_client(api_key="k")
    stream = client.generation.create_chat_completion(prompt="hi", stream=True)
    stream.close()
    with pytest.raises(APIUserAbortError):
        list(stream)


def test_auto_paging_fetches_page_after_page_lazily(twin):
    other = {**ORDER, "order_no": "ORD20260101000000DEMO0002"}
    double = Double(order_list([ORDER], 2, True), order_list([other], 3, True), order_list([], 4, True))
    client = twin.client(double, access_token="tok")
    pager = client.orders.list_auto_paging(page=2, limit=1)
    assert double.requests == []
    if twin.mode == "async":
        orders = asyncio.run(collect(pager))
    else:
        orders = list(pager)
    assert [o.order_no for o in orders] == [ORDER["order_no"], other["order_no"]]
    assert [dict(r.url.params) for r in double.requests] == [{"page": str(n), "limit": "1"} for n in (2, 3, 4)]


def test_auto_paging_stops_when_has_more_is_false(twin):
    double = Double(order_list([ORDER], 1, False), order_list([ORDER], 2, True))
    client = twin.client(double, access_token="tok")
    pager = client.orders.list_auto_paging()
    orders = asyncio.run(collect(pager)) if twin.mode == "async" else list(pager)
    assert len(orders) == 1 and len(double.requests) == 1
