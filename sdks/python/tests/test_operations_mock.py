"""Every operation of the contract through the SDK against the Prism mock (ORBIT_BASE_URL, started by
scripts/with-server.ts), sync and async: Prism validates each request and answers the contract's
example, which must decode into the documented type."""
import asyncio

import pytest

from orbit_sdk import AsyncOrbit, BinaryResponse, Orbit, _operations, types

ORDER_NO = "ORD20260526083000K7Q2M9XA"

CALLS = {
    "auth.send_sms_code": (lambda c: c.auth.send_sms_code(phone="+8613800138000", scene="login"), types.SmsSendResponse),
    "auth.unified_login": (lambda c: c.auth.unified_login(mode="password", phone="+8613800138000", password="orbit-demo-2026"), types.AuthSession),
    "auth.miniapp_login": (lambda c: c.auth.miniapp_login(code="0a3Xk8Ga1s2bQz0mN7pL9rT4vW6yB2cD"), types.AuthSession),
    "auth.user_login": (lambda c: c.auth.user_login(account="+8613800138000", password="orbit-demo-2026"), types.AuthSession),
    "packages.list": (lambda c: c.packages.list(type=types.PackageFilter.ALL), types.PackageList),
    "distribution.retrieve": (lambda c: c.distribution.retrieve(), types.Distribution),
    "distribution.apply_withdrawal": (
        lambda c: c.distribution.apply_withdrawal(amount={"amount": 1000, "currency": "CNY"}, method="payapp", account="user@example.com", real_name="Li Lei"),
        types.Withdrawal,
    ),
    "orders.list": (lambda c: c.orders.list(page=1, limit=20, status=types.OrderStatus.COMPLETED), types.OrderList),
    "orders.cancel": (lambda c: c.orders.cancel(order_no=ORDER_NO), types.OrderActionResult),
    "orders.delete": (lambda c: c.orders.delete(order_no=ORDER_NO), types.OrderActionResult),
    "payments.create": (lambda c: c.payments.create(package_id="pkg_vip30d00000001", provider="chatpay"), types.PaymentCreated),
    "payments.chatpay_h5": (lambda c: c.payments.chatpay_h5(order_no=ORDER_NO, h5_type="wap", client_ip="203.0.113.7"), types.ChatpayH5Payment),
    "notifications.chatpay": (
        lambda c: c.notifications.chatpay(
            wechatpay_timestamp="1779784260", wechatpay_nonce="5K8264ILTKCH16CQ2502SI8ZNMTM67VS",
            wechatpay_signature="V2VjaGF0cGF5IHNpZ25hdHVyZSBleGFtcGxlIG9ubHk=", wechatpay_serial="5157F09EFDC096DE15EBE81A47057A7232F1B8E1",
            wechatpay_signature_type="WECHATPAY2-SHA256-RSA2048", id="EV-2026052608310000000001", create_time="2026-05-26T08:31:00Z",
            event_type="TRANSACTION.SUCCESS", resource_type="encrypt-resource", summary="Payment succeeded",
            resource={"algorithm": "AEAD_AES_256_GCM", "original_type": "transaction", "associated_data": "transaction", "nonce": "fdasflkja484", "ciphertext": "c2FtcGxl"},
        ),
        types.ChatpayNotifyAck,
    ),
    "notifications.payapp": (
        lambda c: c.notifications.payapp(
            notify_time="2026-05-26 16:31:00", notify_type="trade_status_sync", notify_id="ac05099524730693a8b330c5ecf72da9786", app_id="2021000000000001",
            charset="utf-8", version="1.0", sign_type="RSA2", sign="UGF5YXBwIHNpZ25hdHVyZSBleGFtcGxlIG9ubHk=", trade_no="2026052622001400000000000001",
            out_trade_no=ORDER_NO, trade_status="TRADE_SUCCESS", total_amount="29.90", buyer_id="2088102000000001", gmt_payment="2026-05-26 16:30:58",
        ),
        str,
    ),
    "developer.register": (lambda c: c.developer.register(name="Acme Studio", email="dev@acme.example", company="Acme Ltd", website="https://acme.example"), types.DeveloperRegistration),
    "developer.create_app": (lambda c: c.developer.create_app(name="Acme Writer", description="Drafts product copy.", platform="web"), types.App),
    "developer.stats": (lambda c: c.developer.stats(from_="2026-05-01", to="2026-05-31"), types.DeveloperStats),
    "ai.list_models": (lambda c: c.ai.list_models(), types.ModelList),
    "ai.chat": (lambda c: c.ai.chat(model="auto", messages=[{"role": "user", "content": "Suggest a name for a tea shop."}]), types.RouterChatResult),
    "ai.deduct": (lambda c: c.ai.deduct(amount={"amount": 150, "currency": "CNY"}, reason="Image upscale", reference="job_42"), types.DeductResult),
    "generation.create_chat_completion": (lambda c: c.generation.create_chat_completion(prompt="Write a haiku about tea.", max_tokens=64), types.ChatCompletion),
    "generation.create_image": (
        lambda c: c.generation.create_image(prompt="A teapot on a windowsill", style="watercolor", n=1, size=types.ImageSize.SIZE_256X256, response_format="b64_json"),
        types.ImageGenerationResponse,
    ),
    "generation.create_speech": (lambda c: c.generation.create_speech(input="Hello there", voice="aurora", response_format="wav", speed=1), BinaryResponse),
}


def test_every_operation_is_covered():
    names = {op.name for op in vars(_operations).values() if isinstance(op, _operations.Operation)}
    assert names == set(CALLS)


def credentials():
    return {"access_token": "at_mock_login_token", "api_key": "sk_test_DemoDeveloperKey000000000000000000000001", "max_retries": 0}


@pytest.mark.parametrize("name", sorted(CALLS))
def test_operation_sync(mock_url, name):
    call, expected = CALLS[name]
    with Orbit(base_url=mock_url, **credentials()) as client:
        result = call(client)
    assert isinstance(result, expected)
    if expected is not str:
        assert result._request_id is None or isinstance(result._request_id, str)


@pytest.mark.parametrize("name", sorted(CALLS))
def test_operation_async(mock_url, name):
    call, expected = CALLS[name]

    async def main():
        async with AsyncOrbit(base_url=mock_url, **credentials()) as client:
            return await call(client)

    assert isinstance(asyncio.run(main()), expected)


def test_streamed_chat_completion(mock_url):
    with Orbit(base_url=mock_url, **credentials()) as client:
        with client.generation.create_chat_completion(prompt="Write a haiku about tea.", stream=True) as stream:
            chunks = list(stream)
    assert chunks and all(isinstance(c, types.ChatCompletionChunk) for c in chunks)
