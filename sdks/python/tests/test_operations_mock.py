"""Every operation of the contract, called through the client against the Prism mock
(ORBIT_BASE_URL), with the decoded result checked against the contract's examples.

The list of operations comes from the contract (openapi/openapi.yaml) and from the generated
operation table; an operation or client method without a case here fails `test_every_operation_is_covered`.
"""
import datetime
import io
import os
import re
from pathlib import Path

import pytest

import orbit_sdk
from orbit_sdk import models
from orbit_sdk._resources import OPERATIONS

CONTRACT = Path(__file__).resolve().parents[3] / "openapi" / "openapi.yaml"
ORDER_NO = "ORD20260526083000K7Q2M9XA"


def contract_operations():
    """operationId -> client method names, read from the contract text (x-sdk-method, x-sdk-actions)."""
    text = CONTRACT.read_text(encoding="utf-8")
    found = {}
    for block in re.split(r"\n      operationId: ", text)[1:]:
        operation_id = block.split("\n", 1)[0].strip()
        head = block.split("\n      responses:", 1)[0]
        actions = re.findall(r"- \{method: (\w+),", head.split("\n      summary:", 1)[0])
        method = re.search(r"x-sdk-method: (\w+)", head).group(1)
        found[operation_id] = actions or [method]
    return found


def snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).lower()


@pytest.fixture(scope="module")
def client(mock_url):
    return orbit_sdk.Orbit(base_url=mock_url, access_token="at_Zt8pQ2mW5xR7kL9vN3bC6dF1gH4jK0sY",
                           api_key="sk_test_4eC39HqLyjWDarjtT1zdp7dc4eC39HqLyjWDarjt", max_retries=0, timeout=10)


def check_session(session):
    assert isinstance(session, models.AuthSession)
    assert session.access_token == "at_Zt8pQ2mW5xR7kL9vN3bC6dF1gH4jK0sY"
    assert session.user.membership.level == "vip"
    assert session.user.balance == models.Money(amount=11000, currency="CNY")


# (tag, method) -> test body; the tags and methods must match the generated operation table.
CASES = {}


def case(tag, method):
    def register(fn):
        CASES[(tag, method)] = fn
        return fn
    return register


@case("auth", "send_sms_code")
def _(c):
    r = c.auth.send_sms_code(phone="+8613800138000", scene="login")
    assert r.sent is True and r.expires_in == 300 and r.resend_after == 60


@case("auth", "unified_login")
def _(c):
    fresh = c.with_options(access_token="at_none000000000000000")
    check_session(fresh.auth.unified_login(mode="sms", phone="+8613800138000", code="123456"))
    assert fresh.refresh_token == "rt_8fJ2kLmN4pQ7sT1vX3zB6cD9eG0hK5mR"


@case("auth", "miniapp_login")
def _(c):
    check_session(c.auth.miniapp_login(code="0a3Xk8Ga1s2bQz0mN7pL9rT4vW6yB2cD"))


@case("auth", "user_login")
def _(c):
    check_session(c.auth.user_login(account="+8613800138000", password="correct horse battery"))


@case("packages", "list")
def _(c):
    r = c.packages.list(type="all")
    assert [p.type for p in r.items] == [models.PackageType.MEMBERSHIP, models.PackageType.CREDITS, models.PackageType.BALANCE]
    assert r.items[2].balance_grant.amount == 11000


@case("distribution", "retrieve")
def _(c):
    r = c.distribution.retrieve()
    assert r.invite_code == "K7Q2M9XA" and r.earnings.total.amount == 1299
    assert r.withdrawals[0].status == models.WithdrawalStatus.PENDING


@case("distribution", "apply_withdrawal")
def _(c):
    r = c.distribution.apply_withdrawal(amount={"amount": 1000, "currency": "CNY"}, method="payapp",
                                         account="user@example.com", real_name="Li Lei")
    assert r.id == "wd_5J7L9N1Q3S5U7W9Y" and r.amount.amount == 1000


@case("orders", "list")
def _(c):
    r = c.orders.list(page=1, limit=1, status="completed")
    assert r.page == 1 and r.total == 2 and r.has_more is True
    assert r.items[0].order_no == ORDER_NO and r.items[0].created_at == datetime.datetime(2026, 5, 26, 8, 30, tzinfo=datetime.timezone.utc)
    assert r._request_id == "req_5Q7S9U1W3Y5A7C9E"


@case("orders", "list_all")
def _(c):
    # Prism answers the same example page (has_more: true) forever; a one-page slice suffices here,
    # the walk over several pages is tested against the local test double.
    import itertools
    orders = list(itertools.islice(c.orders.list_all(limit=1), 3))
    assert [o.order_no for o in orders] == [ORDER_NO] * 3


@case("orders", "cancel")
def _(c):
    r = c.orders.cancel(order_no=ORDER_NO)
    assert r.action == models.OrderAction.CANCEL and r.deleted is False and r.order.status == models.OrderStatus.CANCELLED


@case("orders", "delete")
def _(c):
    r = c.orders.delete(order_no=ORDER_NO, extra_headers={"Prefer": "example=deleted"})
    assert r.action == models.OrderAction.DELETE and r.deleted is True


@case("payments", "create")
def _(c):
    r = c.payments.create(package_id="pkg_vip30d00000001", provider="chatpay")
    assert r.order.status == models.OrderStatus.PENDING and r.order.amount.amount == 2990


@case("payments", "chatpay_h5")
def _(c):
    r = c.payments.chatpay_h5(order_no=ORDER_NO, h5_type="wap", client_ip="203.0.113.7")
    assert r.h5_url.startswith("https://pay.chatpay.example/h5")


@case("notifications", "chatpay")
def _(c):
    r = c.notifications.chatpay(
        wechatpay_timestamp="1779784260", wechatpay_nonce="5K8264ILTKCH16CQ2502SI8ZNMTM67VS",
        wechatpay_signature="V2VjaGF0cGF5IHNpZ25hdHVyZSBleGFtcGxlIG9ubHk=",
        wechatpay_serial="5157F09EFDC096DE15EBE81A47057A7232F1B8E1",
        id="EV-2026052608310000000001", create_time=datetime.datetime(2026, 5, 26, 8, 31, tzinfo=datetime.timezone.utc),
        event_type="TRANSACTION.SUCCESS", resource_type="encrypt-resource", summary="Payment succeeded",
        resource={"algorithm": "AEAD_AES_256_GCM", "original_type": "transaction", "associated_data": "transaction",
                  "nonce": "fdasflkja484", "ciphertext": "c2FtcGxlIGNpcGhlcnRleHQgLSBub3QgYSByZWFsIHBheWxvYWQgLSAxNiBieXRlIHRhZw=="},
    )
    assert r.code == "SUCCESS"


@case("notifications", "payapp")
def _(c):
    r = c.notifications.payapp(
        notify_time="2026-05-26 16:31:00", notify_type="trade_status_sync", notify_id="ac05099524730693a8b330c5ecf72da9786",
        app_id="2021000000000001", charset="utf-8", version="1.0", sign_type="RSA2",
        sign="UGF5YXBwIHNpZ25hdHVyZSBleGFtcGxlIG9ubHk=", trade_no="2026052622001400000000000001",
        out_trade_no=ORDER_NO, trade_status="TRADE_SUCCESS", total_amount="29.90", buyer_id="2088102000000001",
        gmt_payment="2026-05-26 16:30:58",
    )
    assert r == "success"


@case("developer", "register")
def _(c):
    r = c.developer.register(name="Acme Studio", email="dev@acme.example", company="Acme Ltd", website="https://acme.example")
    assert r.developer.id == "dev_2F4H6K8M0P2R4T6V" and r.api_key_prefix == "sk_test_4eC3"


@case("developer", "create_app")
def _(c):
    r = c.developer.create_app(name="Acme Writer", description="Drafts product copy.", platform="web")
    assert r.id == "app_7X9Z1B3D5F7H9J1L" and r.platform == models.AppPlatform.WEB


@case("developer", "stats")
def _(c):
    r = c.developer.stats(from_=datetime.date(2026, 5, 1), to=datetime.date(2026, 5, 31))
    assert r.totals.calls == 3 and r.from_ == datetime.date(2026, 5, 1) and len(r.by_endpoint) == 3


@case("ai", "list_models")
def _(c):
    r = c.ai.list_models()
    assert [m.id for m in r.items] == ["orbit-chat-1", "orbit-image-1", "orbit-tts-1"]


@case("ai", "chat")
def _(c):
    r = c.ai.chat(model="auto", messages=[{"role": "user", "content": "Suggest a name for a tea shop."}])
    assert r.message.content == "How about Leaf and Ladle?" and r.credits_remaining == 999


@case("ai", "deduct")
def _(c):
    r = c.ai.deduct(amount=models.Money(amount=150, currency="CNY"), reason="Image upscale", reference="job_42")
    assert r.balance.amount == 10850


@case("generation", "create_chat_completion")
def _(c):
    r = c.generation.create_chat_completion(prompt="Write a haiku about tea.", max_tokens=64)
    assert isinstance(r, models.ChatCompletion) and r.choices[0].finish_reason == models.FinishReason.STOP
    chunks = list(c.generation.create_chat_completion(prompt="Write a haiku about tea.", stream=True))
    assert "".join(ch.choices[0].delta.content for ch in chunks) == "Steam over still leaves"
    assert chunks[-1].usage.total_tokens == 10


@case("generation", "create_image")
def _(c):
    r = c.generation.create_image(prompt="A teapot on a windowsill", style="watercolor", n=1, size="256x256")
    assert orbit_sdk.decode_image(r.data[0])[:8] == b"\x89PNG\r\n\x1a\n"


@case("generation", "create_speech")
def _(c):
    r = c.generation.create_speech(input="Hello there", voice="aurora", speed=1.0)
    assert isinstance(r, orbit_sdk.BinaryResponse) and r.content.startswith(b"RIFF")
    sink = io.BytesIO()
    r.stream_to(sink)
    assert sink.getvalue() == r.content


def test_generated_table_matches_contract():
    contract = contract_operations()
    assert sorted(OPERATIONS) == sorted(contract)
    for operation_id, methods in contract.items():
        generated = [m for m in OPERATIONS[operation_id].sdk_methods if not m.endswith("_all")]
        assert generated == [snake(m) for m in methods], operation_id
    assert len(contract) == 22 and sum(len(m) for m in contract.values()) == 23


def test_every_operation_is_covered():
    expected = {(op.tag, method) for op in OPERATIONS.values() for method in op.sdk_methods}
    assert expected == set(CASES), f"uncovered: {sorted(expected - set(CASES))}, stale: {sorted(set(CASES) - expected)}"


@pytest.mark.parametrize("tag,method", sorted(CASES), ids=lambda v: v)
def test_operation_against_mock(client, tag, method):
    assert callable(getattr(getattr(client, tag), method))
    CASES[(tag, method)](client)
