"""A consumer of the SDK written from its README and api.md, checked (not run) by `mypy --strict` and
pyright's strict mode: every shape a user touches must type-check without a cast or an ignore."""
import asyncio
from typing import List, Optional, Union

import httpx

from orbit_sdk import (
    APIConnectionError,
    APIResponse,
    APIResponseValidationError,
    APIStatusError,
    APITimeoutError,
    AsyncOrbit,
    AsyncPage,
    AsyncStream,
    AuthenticationError,
    BinaryResponse,
    InvalidArgumentError,
    NotFoundError,
    Orbit,
    OrbitError,
    RateLimitError,
    Stream,
    SyncPage,
)
from orbit_sdk.lib import decode_image, write_images, write_speech
from orbit_sdk.types import (
    AuthSession,
    ChatCompletion,
    ChatCompletionChunk,
    ChatMessageParam,
    ImageSize,
    MoneyInputParam,
    Order,
    OrderList,
    OrderStatus,
    PackageFilter,
)


def on_session(session: AuthSession) -> None:
    print(session.user.id, session.refresh_token)


def sync_usage() -> None:
    client = Orbit(base_url="http://127.0.0.1:4010", max_retries=1, timeout=5.0, log_level="info", on_session=on_session, default_headers={"Orbit-Sandbox": "judge"})
    session: AuthSession = client.auth.unified_login(mode="password", phone="+8613800138000", password="orbit-demo-2026")
    refreshed = client.auth.unified_login(mode="refresh", refresh_token=session.refresh_token)
    print(refreshed.expires_at, client.access_token, client.refresh_token)
    page: OrderList = client.orders.list(page=1, limit=20, status=OrderStatus.COMPLETED, extra_headers={"X-Step": "1"})
    first: Optional[Order] = page.items[0] if page.items else None
    if first is not None:
        status: OrderStatus = first.status
        print(first.order_no, status.value, first.amount.amount, first.model_extra)
    every: List[Order] = list(client.orders.list_auto_paging(limit=50))
    print(len(every), client.packages.list(type=PackageFilter.MEMBERSHIP).items[0].price.currency)
    amount: MoneyInputParam = {"amount": 150, "currency": "CNY"}
    deducted = client.ai.deduct(amount=amount, reason="Image upscale", idempotency_key="job-42")
    print(deducted.balance.amount)
    messages: List[ChatMessageParam] = [{"role": "user", "content": "Hi"}]
    reply = client.ai.chat(messages=messages)
    print(client.ai.chat(messages=[*messages, reply.message]).message.content)
    completion: ChatCompletion = client.generation.create_chat_completion(prompt="Hi")
    print(completion.choices[0].message.content, completion.usage.total_tokens)
    stream: Stream[ChatCompletionChunk] = client.generation.create_chat_completion(messages=messages, stream=True)
    with stream:
        for chunk in stream:
            print(chunk.choices[0].delta.content or "")
    flag = bool(len(every))
    either = client.generation.create_chat_completion(prompt="Hi", stream=flag)
    print(isinstance(either, Stream))
    speech: BinaryResponse = client.generation.create_speech(input="Hello", speed=1.5)
    speech.write_to_file("hello.wav")
    print(write_speech(speech, "hello"), speech.media_type, len(speech.content))
    images = client.generation.create_image(prompt="A teapot", size=ImageSize.SIZE_256X256, n=2)
    png: bytes = decode_image(images.data[0])
    print(len(png), write_images(images, "."))
    raw: APIResponse[OrderList] = client.with_raw_response.orders.list(limit=1)
    print(raw.status_code, raw.request_id, raw.headers.get("x-ratelimit-remaining"), raw.parse().total)
    text: str = client.notifications.payapp(
        notify_time="2026-05-26 16:31:00", notify_type="trade_status_sync", notify_id="n1", app_id="2021", sign_type="RSA2", sign="c2ln",
        trade_no="1", out_trade_no="ORD20260526083000K7Q2M9XA", trade_status="TRADE_SUCCESS", total_amount="29.90",
    )
    print(text, client.developer.stats(from_="2026-05-01").from_)
    try:
        client.orders.cancel(order_no="ORD20260101000000NONE0000")
    except NotFoundError as error:
        print(error.status_code, error.code, error.type, error.param, error.request_id, error.raw_body, error.headers.get("retry-after"))
    except RateLimitError as error:
        print(error.headers.get("retry-after"))
    except AuthenticationError as error:
        print(error.message)
    except APITimeoutError:
        print("timed out")
    except APIConnectionError as error:
        print(error.request)
    except APIResponseValidationError as error:
        print(error.status_code, error.raw_body)
    except APIStatusError as error:
        print(error.status_code, error.body)
    except InvalidArgumentError as error:
        print(error.param)
    except OrbitError as error:
        print(error.kind, error.message)
    client.close()


async def async_usage() -> None:
    async with AsyncOrbit(api_key="sk_test_x", http_client=None) as client:
        models = await client.ai.list_models()
        print([m.id for m in models.items])
        stream: AsyncStream[ChatCompletionChunk] = await client.generation.create_chat_completion(prompt="Hi", stream=True)
        async with stream:
            async for chunk in stream:
                print(chunk.id)
        completion: ChatCompletion = await client.generation.create_chat_completion(prompt="Hi")
        print(completion.id)
        async for order in client.orders.list_auto_paging():
            print(order.order_no)
        raw = await client.with_raw_response.packages.list()
        print(raw.parse().items)
        speech = await client.generation.create_speech(input="Hi")
        print(speech.media_type)
        # Issue 20: copies, extras, httpx.Timeout, the streaming response, pages.
        copy: AsyncOrbit = client.with_options(max_retries=0, timeout=httpx.Timeout(5.0, connect=1.0))
        await copy.orders.list(extra_query={"status": "cancelled", "tag": ["a", "b"]}, timeout=httpx.Timeout(2.0))
        await copy.ai.deduct(amount={"amount": 1, "currency": "CNY"}, reason="r", extra_body={"note": None})
        await copy.generation.create_image(prompt="p", api_key="sk_test_other")
        async with client.generation.with_streaming_response.create_speech(input="Hi") as response:
            async for data in response.iter_bytes():
                print(len(data))
            await response.stream_to_file("speech.wav")
        async with client.with_streaming_response.generation.create_chat_completion(prompt="Hi", stream=True) as streamed:
            chunks: AsyncStream[ChatCompletionChunk] = await streamed.parse()
            async for piece in chunks:
                print(piece.id)
        raw_completion = await client.with_raw_response.generation.create_chat_completion(prompt="Hi")
        whole: ChatCompletion = raw_completion.parse()
        print(whole.id)
        flag = bool(whole.id)
        either: Union[ChatCompletion, AsyncStream[ChatCompletionChunk]] = (await client.with_raw_response.generation.create_chat_completion(prompt="Hi", stream=flag)).parse()
        print(either)
        async for page in client.orders.list_auto_paging(limit=2).iter_pages():
            orders: List[Order] = page.items
            following: Optional[AsyncPage[Order]] = await page.get_next_page()
            print(len(orders), page.has_next_page(), following)


def sync_issue_20(client: Orbit) -> None:
    copy: Orbit = client.with_options(base_url="http://127.0.0.1:9", default_headers={"X-A": None}, api_key="sk_test_y")
    with copy.with_streaming_response.generation.create_speech(input="Hi") as response:
        status: int = response.status_code
        print(status, response.request_id)
        response.stream_to_file("speech.wav")
        speech: BinaryResponse = response.parse()
        print(speech.media_type)
    with copy.with_streaming_response.generation.create_chat_completion(prompt="Hi", stream=True) as streamed:
        chunks: Stream[ChatCompletionChunk] = streamed.parse()
        print([c.id for c in chunks])
    with copy.orders.with_streaming_response.list() as listed:
        order_list: OrderList = listed.parse()
        print(order_list.total)
    first: SyncPage[Order] = copy.orders.list_auto_paging().first_page()
    following: Optional[SyncPage[Order]] = first.get_next_page()
    print(first.items, following, [p.number for p in first.iter_pages()])


def sync_issue_30() -> None:
    # The idle timeout per client, per copy and per call (stream, binary, with_streaming_response).
    client = Orbit(base_url="http://127.0.0.1:9", idle_timeout=20.0, http_client=httpx.Client(trust_env=False))
    idle: float = client.with_options(idle_timeout=5).idle_timeout
    stream: Stream[ChatCompletionChunk] = client.generation.create_chat_completion(prompt="Hi", stream=True, idle_timeout=idle)
    try:
        for chunk in stream:
            print(chunk.id)
    except APITimeoutError as error:
        print(error.request_id)
    speech: BinaryResponse = client.generation.create_speech(input="Hi", idle_timeout=2.5)
    with client.generation.with_streaming_response.create_chat_completion(prompt="Hi", idle_timeout=1.0) as response:
        print(response.parse().id, speech.media_type)
    # From a dict (or JSON) back to a model.
    order = client.orders.list().items[0]
    again: Order = Order.model_validate(order.to_dict())
    same: Order = Order.model_validate_json(order.to_json())
    print(again == same)


async def async_issue_30() -> None:
    async with AsyncOrbit(idle_timeout=10.0) as client:
        raw = await client.with_raw_response.packages.list()
        print(raw.parse().items)  # read already: not awaited
        async with client.with_streaming_response.packages.list() as response:
            listed = await response.parse()  # read now: awaited
            print(listed.items)
        stream = await client.generation.create_chat_completion(prompt="Hi", stream=True, idle_timeout=3.0)
        async for chunk in stream:
            print(chunk.id)


if __name__ == "__main__":
    sync_usage()
    sync_issue_20(Orbit(base_url="http://127.0.0.1:9"))
    sync_issue_30()
    asyncio.run(async_issue_30())
    asyncio.run(async_usage())
