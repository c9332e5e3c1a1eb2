"""The testing kit's FakeService: the SDK's real clients over a transport that answers the operations registered by
name. Everything between the caller and HTTP is the SDK's own: argument checks, retries (waits recorded, never
waited), error mapping, session renewal, pagination, streams and binary answers; every call is recorded, and one
nobody registered fails loudly."""
import asyncio
import email.utils
from typing import Any, List

import pytest

from orbit_sdk import (
    APIConnectionError,
    APITimeoutError,
    AuthenticationError,
    BinaryResponse,
    ConflictError,
    InternalServerError,
    InvalidArgumentError,
    NotFoundError,
    RateLimitError,
)
from orbit_sdk.testing import Answer, Call, FakeService, InvalidFixtureError, UnexpectedCallError, fixtures
from orbit_sdk.types import OrderActionResult, OrderStatus

OLD = fixtures.auth_session().access_token
RENEWED = "at_" + "R" * 24


@pytest.mark.parametrize("mode", ["sync", "async"])
def test_a_401_renews_the_session_once_and_replays_the_call_as_registered(mode: str) -> None:
    fake = FakeService()
    fake.on("orders.list", Answer.error(401, "token_expired"), fixtures.order_list())
    fake.on("auth.unified_login", fixtures.auth_session(access_token=RENEWED, refresh_token="rt_" + "N" * 24))
    refresh = "rt_" + "O" * 24
    if mode == "sync":
        client = fake.client(access_token=OLD, refresh_token=refresh)
        page = client.orders.list(limit=5)
        assert client.access_token == RENEWED
    else:
        async def main() -> Any:
            async_client = fake.async_client(access_token=OLD, refresh_token=refresh)
            listed = await async_client.orders.list(limit=5)
            assert async_client.access_token == RENEWED
            return listed

        page = asyncio.run(main())
    assert page.items == fixtures.order_list().items
    calls = fake.calls()
    assert [call.operation for call in calls] == ["orders.list", "auth.unified_login", "orders.list"]
    assert calls[0].header("Authorization") == f"Bearer {OLD}" and calls[0].arguments == {"limit": 5}
    assert calls[1].arguments == {"mode": "refresh", "refresh_token": refresh} and calls[1].header("authorization") is None
    assert calls[2].header("Authorization") == f"Bearer {RENEWED}" and calls[2].arguments == {"limit": 5}
    assert fake.waits == []  # a renewal is no retry


def test_retries_follow_the_rules_without_waiting_and_keep_the_idempotency_key() -> None:
    fake = FakeService()
    date = email.utils.formatdate(fake._now + 30, usegmt=True)  # the fake's clock, which the Retry-After date is read against
    fake.on(
        "payments.create",
        Answer.error(503, "unavailable").with_headers({"Retry-After": "2"}),
        Answer.error(429, "rate_limited").with_headers({"Retry-After": date}),
        Answer.connection_failure(),
        fixtures.payment_created(),
    )
    created = fake.client(access_token=OLD, max_retries=3).payments.create(package_id="pkg_vip30d00000001", provider="chatpay")
    assert created.order.order_no == fixtures.payment_created().order.order_no
    assert fake.waits[:2] == [2.0, pytest.approx(28.0, abs=1.0)]  # Retry-After seconds; the date less the 2 s waited
    assert fake.waits[2] == 2.0  # no server wait: the rules' backoff (0.5 s doubling) without jitter, third retry
    keys = {call.header("Idempotency-Key") for call in fake.calls("payments.create")}
    assert len(fake.calls("payments.create")) == 4 and len(keys) == 1 and None not in keys


def test_failures_without_an_answer_are_retried_then_raised_as_the_sdks_errors() -> None:
    fake = FakeService()
    fake.on("packages.list", Answer.timeout())
    with pytest.raises(APITimeoutError):
        fake.client(max_retries=1).packages.list()
    fake.on("packages.list", Answer.connection_failure("Connection reset by peer"))
    with pytest.raises(APIConnectionError) as caught:
        fake.client(max_retries=0).packages.list()
    assert "Connection reset by peer" in str(caught.value)
    assert len(fake.calls("packages.list")) == 3 and fake.waits == [0.5]


@pytest.mark.parametrize(
    "status, error, kind",
    [(404, NotFoundError, "not_found_error"), (409, ConflictError, "conflict_error"), (429, RateLimitError, "rate_limit_error"), (502, InternalServerError, "api_error")],
)
def test_an_error_answer_becomes_the_error_of_its_kind_with_code_param_and_request_id(status: int, error: Any, kind: str) -> None:
    fake = FakeService()
    fake.on("orders.cancel", Answer.error(status, "order_not_cancellable", message="no", param="order_no"))
    with pytest.raises(error) as caught:
        fake.client(max_retries=0).orders.cancel(order_no="ORD20260101000000ABCDEFGH")
    raised = caught.value
    assert (raised.status_code, raised.code, raised.type, raised.param, raised.message.endswith("no")) == (status, "order_not_cancellable", kind, "order_no", True)
    assert raised.request_id == "req_fake00000001"  # the answer's X-Request-Id
    assert raised.body["error"]["request_id"] == raised.request_id


def test_an_error_of_a_status_without_a_kind_needs_its_type() -> None:
    with pytest.raises(InvalidFixtureError):
        Answer.error(418, "teapot")
    assert Answer.error(418, "teapot", type="invalid_request_error").data["status"] == 418
    with pytest.raises(InvalidFixtureError):
        Answer.error(302, "moved", type="api_error")


def test_a_call_nobody_registered_fails_loudly_naming_the_operation_and_how_to_answer_it() -> None:
    fake = FakeService()
    client = fake.client(access_token=OLD)
    with pytest.raises(UnexpectedCallError) as caught:
        try:
            client.orders.list()
        except Exception:  # an application's own catch-all does not swallow it, nor do the SDK's retries
            pytest.fail("UnexpectedCallError was caught as an Exception")
    assert "orders.list (GET /api/user/orders) was called, but no answer is registered" in str(caught.value)
    assert "fake.on('orders.list', fixtures.order_list())" in str(caught.value)
    assert len(fake.calls()) == 1 and fake.waits == []


def test_a_sequence_answers_one_call_each_and_a_call_after_the_last_fails() -> None:
    fake = FakeService()
    fake.on("orders.list", fixtures.order_list(has_more=True), fixtures.order_list(page=2, has_more=False))
    orders = list(fake.client(access_token=OLD).orders.list_auto_paging(limit=1))
    assert len(orders) == 2 * len(fixtures.order_list().items)
    assert [call.arguments for call in fake.calls()] == [{"page": 1, "limit": 1}, {"page": 2, "limit": 1}]
    with pytest.raises(UnexpectedCallError, match="called 3 times, but 2 answers are registered"):
        fake.client(access_token=OLD).orders.list()


def test_cancel_and_delete_share_a_path_and_are_told_apart_by_their_fixed_action() -> None:
    fake = FakeService()
    fake.on("orders.cancel", fixtures.order_action_result(action="cancel"))
    fake.on("orders.delete", Answer.error(409, "order_not_deletable"))
    client = fake.client(access_token=OLD, max_retries=0)
    assert isinstance(client.orders.cancel(order_no="ORD20260101000000ABCDEFGH"), OrderActionResult)
    with pytest.raises(ConflictError):
        client.orders.delete(order_no="ORD20260101000000ABCDEFGH")
    cancel, delete = fake.calls()
    assert (cancel.operation, delete.operation) == ("orders.cancel", "orders.delete")
    assert cancel.body == {"action": "cancel", "order_no": "ORD20260101000000ABCDEFGH"}
    assert cancel.arguments == delete.arguments == {"order_no": "ORD20260101000000ABCDEFGH"}


def test_a_function_answers_from_the_recorded_call() -> None:
    fake = FakeService()
    seen: List[Call] = []

    def answer(call: Call) -> Any:
        seen.append(call)
        return fixtures.order_list(items=[fixtures.order(status=call.arguments["status"])])

    fake.on("orders.list", answer)
    page = fake.client(access_token=OLD).orders.list(status="paid", extra_query={"limit": 3})
    assert page.items[0].status is OrderStatus.PAID
    assert seen[0].arguments == {"status": "paid", "limit": 3} and seen[0].query == {"status": "paid", "limit": "3"}


def test_a_failing_answer_function_fails_the_call_loudly() -> None:
    fake = FakeService()
    fake.on("orders.list", lambda call: 1 / 0)
    with pytest.raises(UnexpectedCallError, match="the answer function raised ZeroDivisionError"):
        fake.client(access_token=OLD).orders.list()
    fake.on("orders.list", lambda call: fixtures.money())
    with pytest.raises(UnexpectedCallError, match="orders.list answers OrderList, not Money"):
        fake.client(access_token=OLD).orders.list()


def test_streams_binary_and_text_answers_go_through_the_sdk() -> None:
    fake = FakeService()
    chunks = [fixtures.chat_completion_chunk(), fixtures.chat_completion_chunk(id="cmpl_second0000000000")]
    fake.on("generation.create_chat_completion", Answer.chunks(chunks), Answer.chunks(chunks[:1], error=Answer.error(429, "rate_limited")))
    fake.on("generation.create_speech", Answer.bytes(b"RIFF....WAVE"))
    fake.on("notifications.payapp", Answer.text("success"))
    client = fake.client(api_key="sk_test_fake", max_retries=0)
    with client.generation.create_chat_completion(prompt="Hi", stream=True) as stream:
        assert [chunk.id for chunk in stream] == [chunk.id for chunk in chunks]
    with pytest.raises(RateLimitError):
        for _ in client.generation.create_chat_completion(prompt="Hi", stream=True):
            pass
    speech = client.generation.create_speech(input="Hello", voice="aurora")
    assert isinstance(speech, BinaryResponse) and speech.content == b"RIFF....WAVE" and speech.media_type == "audio/wav"
    assert fake.calls("generation.create_speech")[0].header("Authorization") == "Bearer sk_test_fake"
    assert fake.calls("generation.create_chat_completion")[0].arguments["stream"] is True
    payapp = fixtures.order().order_no
    assert client.notifications.payapp(**_payapp_notification(payapp)) == "success"


def _payapp_notification(order_no: str) -> Any:
    return {
        "notify_time": "2026-01-01 00:00:00", "notify_type": "trade_status_sync", "notify_id": "n" * 10, "app_id": "2021000000000000",
        "charset": "utf-8", "version": "1.0", "sign_type": "RSA2", "sign": "c2lnbmF0dXJl", "trade_no": "2026010122001400000000000001",
        "out_trade_no": order_no, "trade_status": "TRADE_SUCCESS", "total_amount": "29.90",
    }


def test_a_stream_call_answered_with_a_fixture_and_a_plain_call_with_chunks_fail_loudly() -> None:
    fake = FakeService()
    fake.on("generation.create_chat_completion", fixtures.chat_completion())
    client = fake.client(api_key="sk_test_fake")
    assert client.generation.create_chat_completion(prompt="Hi").id == fixtures.chat_completion().id
    with pytest.raises(UnexpectedCallError, match="answers a stream"):
        client.generation.create_chat_completion(prompt="Hi", stream=True)
    fake.on("generation.create_chat_completion", Answer.chunks([fixtures.chat_completion_chunk()]))
    with pytest.raises(UnexpectedCallError, match="not chunks"):
        client.generation.create_chat_completion(prompt="Hi")


@pytest.mark.parametrize(
    "operation, answer, says",
    [
        ("orders.lists", fixtures.order_list(), "no operation is named 'orders.lists'"),
        ("orders.list", fixtures.order(), "orders.list answers OrderList, not Order"),
        ("orders.list", Answer.bytes(b"x"), "orders.list answers json"),
        ("generation.create_speech", fixtures.chat_completion(), "answers binary"),
        ("orders.list", "a string", "not str"),
    ],
)
def test_an_answer_the_operation_could_never_give_is_refused_when_registered(operation: str, answer: Any, says: str) -> None:
    with pytest.raises(InvalidFixtureError, match=says):
        FakeService().on(operation, answer)


def test_the_sdks_argument_checks_run_before_anything_reaches_the_fake() -> None:
    fake = FakeService()
    fake.on("orders.list", fixtures.order_list())
    with pytest.raises(InvalidArgumentError):
        fake.client().orders.list(limit=500)
    assert fake.calls() == []


def test_json_as_given_reaches_the_sdk_unchecked_like_a_newer_service() -> None:
    fake = FakeService()
    newer = {**fixtures.order_list().to_dict(), "cursor": "c1"}
    newer["items"] = [{**newer["items"][0], "status": "disputed"}]
    fake.on("orders.list", Answer.json(newer).with_headers({"X-RateLimit-Remaining": "7"}))
    raw = fake.client(access_token=OLD).with_raw_response.orders.list()
    assert raw.headers["x-ratelimit-remaining"] == "7" and raw.request_id == "req_fake00000001"
    page = raw.parse()
    assert page.items[0].status == "disputed" and page.model_extra == {"cursor": "c1"}


def test_no_orbit_environment_variable_reaches_the_fakes_clients(monkeypatch: Any) -> None:
    for name, value in {"ORBIT_ACCESS_TOKEN": "at_fromtheenvironment0000", "ORBIT_API_KEY": "sk_env", "ORBIT_MAX_RETRIES": "9", "ORBIT_TIMEOUT": "soon", "ORBIT_LOG": "loud", "ORBIT_BASE_URL": "ftp://nowhere"}.items():
        monkeypatch.setenv(name, value)
    fake = FakeService()
    fake.on("orders.list", Answer.error(503, "unavailable"))
    for client in (fake.client(), fake.async_client()):
        assert client.access_token is None and client.api_key is None and client.max_retries == 2 and client.timeout == 60.0
    with pytest.raises(InternalServerError):
        fake.client().orders.list()
    assert len(fake.calls()) == 3 and fake.calls()[0].header("Authorization") is None
