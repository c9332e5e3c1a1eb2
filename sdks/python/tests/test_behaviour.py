"""The client's behaviour against a scripted local test double (conftest.Double on a free 127.0.0.1 port):
retries, idempotency keys, backoff, refresh-and-replay, typed errors, timeouts, pagination, streaming,
binary answers, configuration and telemetry. Each test fails when its behaviour is missing."""
import io
import platform
import re
import sys
import threading
import time

import pytest

import orbit_sdk
from orbit_sdk import models

from conftest import Reply, error_body

ORDERS = "/api/user/orders"
DEDUCT = "/api/ai/deduct"
LOGIN = "/api/auth/unified_login"
PACKAGES = "/api/user/packages"
SPEECH = "/api/v1/audio/speech"
CHAT = "/api/v1/chat/completions"

MONEY = {"amount": 150, "currency": "CNY"}
DEDUCTED = {"id": "ded_8E0G2J4L6N8Q0S2U", "amount": MONEY, "balance": {"amount": 10850, "currency": "CNY"},
            "reason": "Image upscale", "created_at": "2026-05-26T11:05:00Z"}
EMPTY_PACKAGES = {"items": []}


def order(n):
    return {"order_no": "ORD20260526083000%08d" % n, "status": "completed",
            "package": {"id": "pkg_vip30d00000001", "type": "membership", "name": "VIP 30 days"},
            "amount": {"amount": 2990, "currency": "CNY"}, "provider": "chatpay",
            "created_at": "2026-05-26T08:30:00Z", "updated_at": "2026-05-26T08:31:00Z", "expires_at": "2026-05-26T09:00:00Z"}


def page(numbers, page_no, has_more, limit=2, total=5):
    return {"items": [order(n) for n in numbers], "page": page_no, "limit": limit, "total": total, "has_more": has_more}


def session(n):
    return {"access_token": "at_new%016d" % n, "token_type": "Bearer", "expires_in": 7200, "expires_at": "2026-05-26T10:30:00Z",
            "refresh_token": "rt_new%016d" % n, "refresh_expires_in": 2592000,
            "user": {"id": "usr_4K6M8P0R2T4V6X8Z", "membership": {"active": False, "level": "free"}, "credits": 0,
                     "balance": {"amount": 0, "currency": "CNY"}, "invite_code": "K7Q2M9XA", "created_at": "2026-05-01T00:00:00Z"}}


def no_sleep(client):
    delays = []
    client._sleep = delays.append
    return delays


# ---------------------------------------------------------------- retries
def test_retries_5xx_then_succeeds(double, client):
    delays = no_sleep(client)
    double.script(PACKAGES, Reply(503, error_body("api_error", "service_unavailable")),
                  Reply(500, error_body("api_error", "internal_error")), Reply(200, EMPTY_PACKAGES))
    assert client.packages.list().items == []
    assert len(double.calls(PACKAGES)) == 3 and len(delays) == 2


def test_retries_are_bounded_and_configurable(double, client):
    no_sleep(client)
    double.script(PACKAGES, Reply(429, error_body("rate_limit_error", "rate_limited"), {"Retry-After": "0"}))
    with pytest.raises(orbit_sdk.RateLimitError):
        client.packages.list()
    assert len(double.calls(PACKAGES)) == 3  # 1 + 2 retries by default
    with pytest.raises(orbit_sdk.RateLimitError):
        client.packages.list(max_retries=0)
    assert len(double.calls(PACKAGES)) == 4
    with pytest.raises(orbit_sdk.RateLimitError):
        client.with_options(max_retries=4).packages.list()
    assert len(double.calls(PACKAGES)) == 9


def test_408_is_retried_but_4xx_is_not(double, client):
    no_sleep(client)
    double.script(PACKAGES, Reply(408, error_body("invalid_request_error", "timeout")), Reply(200, EMPTY_PACKAGES))
    client.packages.list()
    assert len(double.calls(PACKAGES)) == 2
    double.script(ORDERS, Reply(400, error_body("invalid_request_error", "invalid_parameter")))
    with pytest.raises(orbit_sdk.BadRequestError):
        client.orders.list()
    assert len(double.calls(ORDERS)) == 1


def test_idempotency_key_is_generated_and_kept_across_retries(double, client):
    no_sleep(client)
    double.script(DEDUCT, Reply(503, error_body("api_error", "service_unavailable")), Reply(0, drop=True),
                  Reply(200, DEDUCTED))
    assert client.ai.deduct(amount=MONEY, reason="Image upscale").id == "ded_8E0G2J4L6N8Q0S2U"
    keys = [call["headers"].get("Idempotency-Key") for call in double.calls(DEDUCT)]
    assert len(keys) == 3 and keys[0] and len(set(keys)) == 1
    double.script(DEDUCT, Reply(200, DEDUCTED))
    client.ai.deduct(amount=MONEY, reason="Image upscale")
    assert double.calls(DEDUCT)[-1]["headers"]["Idempotency-Key"] != keys[0]  # a new call, a new key
    client.ai.deduct(amount=MONEY, reason="Image upscale", idempotency_key="my-key-1")
    assert double.calls(DEDUCT)[-1]["headers"]["Idempotency-Key"] == "my-key-1"


def test_backoff_honours_retry_after(double, client):
    double.script(PACKAGES, Reply(429, error_body("rate_limit_error", "rate_limited"), {"Retry-After": "1"}),
                  Reply(200, EMPTY_PACKAGES))
    client.packages.list()
    first, second = double.calls(PACKAGES)
    assert 0.95 <= second["time"] - first["time"] < 3


def test_backoff_is_exponential_with_jitter_without_retry_after(double, client):
    delays = no_sleep(client)
    double.script(PACKAGES, Reply(500, error_body("api_error", "internal_error")))
    with pytest.raises(orbit_sdk.InternalServerError):
        client.packages.list(max_retries=3)
    assert len(delays) == 3
    for attempt, delay in enumerate(delays):
        nominal = 0.5 * 2 ** attempt
        assert 0.75 * nominal <= delay <= nominal


def test_connection_drop_is_retried_then_raised(double, client):
    no_sleep(client)
    double.script(PACKAGES, Reply(drop=True), Reply(200, EMPTY_PACKAGES))
    client.packages.list()
    assert len(double.calls(PACKAGES)) == 2
    double.script(PACKAGES, Reply(drop=True))
    with pytest.raises(orbit_sdk.APIConnectionError) as raised:
        client.packages.list(max_retries=0)
    assert raised.value.status is None and raised.value.response is None
    assert not isinstance(raised.value, orbit_sdk.APITimeoutError)


# ---------------------------------------------------------------- timeouts
def test_timeout_raises_its_own_error(double, client):
    double.script(PACKAGES, Reply(200, EMPTY_PACKAGES, delay=1.0))
    started = time.monotonic()
    with pytest.raises(orbit_sdk.APITimeoutError):
        client.packages.list(timeout=0.2, max_retries=0)
    assert time.monotonic() - started < 0.9


def test_default_timeout_and_per_request_override(double):
    slow = orbit_sdk.Orbit(base_url=double.url, timeout=0.2, max_retries=0)
    double.script(PACKAGES, Reply(200, EMPTY_PACKAGES, delay=0.5))
    with pytest.raises(orbit_sdk.APITimeoutError):
        slow.packages.list()
    assert slow.packages.list(timeout=3).items == []


def test_timeouts_are_retried(double, client):
    no_sleep(client)
    double.script(PACKAGES, Reply(200, EMPTY_PACKAGES, delay=0.6), Reply(200, EMPTY_PACKAGES))
    assert client.packages.list(timeout=0.2).items == []
    assert len(double.calls(PACKAGES)) == 2


# ---------------------------------------------------------------- authentication
def test_401_refreshes_once_and_replays(double, client):
    double.script(ORDERS, Reply(401, error_body("authentication_error", "token_expired")), Reply(200, page([1], 1, False)))
    double.script(LOGIN, Reply(200, session(1)))
    result = client.orders.list()
    assert result.items[0].order_no.endswith("00000001")
    first, replay = double.calls(ORDERS)
    assert first["headers"]["Authorization"] == "Bearer at_old0000000000000000"
    assert replay["headers"]["Authorization"] == "Bearer at_new0000000000000001"
    (refresh,) = double.calls(LOGIN)
    assert refresh["json"] == {"mode": "refresh", "refresh_token": "rt_old0000000000000000"}
    assert "Authorization" not in refresh["headers"]
    assert client.access_token == "at_new0000000000000001" and client.refresh_token == "rt_new0000000000000001"


def test_refresh_happens_only_once(double, client):
    double.script(ORDERS, Reply(401, error_body("authentication_error", "invalid_token")))
    double.script(LOGIN, Reply(200, session(1)))
    with pytest.raises(orbit_sdk.AuthenticationError) as raised:
        client.orders.list()
    assert raised.value.code == "invalid_token"
    assert len(double.calls(ORDERS)) == 2 and len(double.calls(LOGIN)) == 1


def test_refresh_can_be_turned_off(double, client):
    double.script(ORDERS, Reply(401, error_body("authentication_error", "token_expired")), Reply(200, page([1], 1, False)))
    double.script(LOGIN, Reply(200, session(1)))
    with pytest.raises(orbit_sdk.AuthenticationError):
        client.with_options(auto_refresh=False).orders.list()
    assert len(double.calls(ORDERS)) == 1 and double.calls(LOGIN) == []


def test_login_helpers_store_tokens(double):
    c = orbit_sdk.Orbit(base_url=double.url)
    double.script(LOGIN, Reply(200, session(7)))
    c.auth.login_with_password(phone="+8613800138000", password="correct horse battery")
    assert double.calls(LOGIN)[-1]["json"] == {"mode": "password", "phone": "+8613800138000", "password": "correct horse battery"}
    assert c.access_token == "at_new0000000000000007" and c.refresh_token == "rt_new0000000000000007"
    double.script(LOGIN, Reply(200, session(8)))
    c.auth.login_with_sms_code(phone="+8613800138000", code="123456")
    assert double.calls(LOGIN)[-1]["json"]["mode"] == "sms" and c.access_token == "at_new0000000000000008"
    double.script("/api/auth/miniapp_login", Reply(200, session(9)))
    c.auth.login_with_miniapp(code="0a3Xk8Ga1s2bQz0mN7pL9rT4vW6yB2cD")
    assert c.access_token == "at_new0000000000000009"
    double.script(ORDERS, Reply(200, page([], 1, False)))
    c.orders.list()
    assert double.calls(ORDERS)[-1]["headers"]["Authorization"] == "Bearer at_new0000000000000009"


def test_credentials_by_security_scheme(double, client):
    double.script(ORDERS, Reply(200, page([], 1, False)))
    double.script(PACKAGES, Reply(200, EMPTY_PACKAGES))
    double.script(SPEECH, Reply(200, raw=b"RIFF", headers={"Content-Type": "audio/wav"}))
    client.orders.list()
    client.packages.list()
    client.generation.create_speech(input="hi")
    assert double.calls(ORDERS)[0]["headers"]["Authorization"] == "Bearer at_old0000000000000000"
    assert "Authorization" not in double.calls(PACKAGES)[0]["headers"]
    assert double.calls(SPEECH)[0]["headers"]["Authorization"] == "Bearer sk_test_" + "k" * 32


# ---------------------------------------------------------------- errors
@pytest.mark.parametrize("status,kind,code,error_class", [
    (400, "invalid_request_error", "invalid_parameter", orbit_sdk.BadRequestError),
    (401, "authentication_error", "missing_token", orbit_sdk.AuthenticationError),
    (402, "payment_required_error", "insufficient_balance", orbit_sdk.PaymentRequiredError),
    (403, "permission_error", "developer_required", orbit_sdk.PermissionDeniedError),
    (404, "not_found_error", "order_not_found", orbit_sdk.NotFoundError),
    (409, "conflict_error", "order_not_deletable", orbit_sdk.ConflictError),
    (429, "rate_limit_error", "rate_limited", orbit_sdk.RateLimitError),
    (500, "api_error", "internal_error", orbit_sdk.InternalServerError),
    (503, "api_error", "service_unavailable", orbit_sdk.InternalServerError),
])
def test_typed_errors(double, status, kind, code, error_class):
    c = orbit_sdk.Orbit(base_url=double.url, max_retries=0, auto_refresh=False, access_token="at_x")
    double.script(ORDERS, Reply(status, error_body(kind, code, "it failed", "req_ERR%08d" % status), {"Retry-After": "3"}))
    with pytest.raises(error_class) as raised:
        c.orders.delete(order_no="ORD20260526083000K7Q2M9XA")
    error = raised.value
    assert isinstance(error, orbit_sdk.APIStatusError) and isinstance(error, orbit_sdk.APIError)
    assert (error.status, error.code, error.type, error.message) == (status, code, kind, "it failed")
    assert error.request_id == "req_ERR%08d" % status
    assert error.body["error"]["code"] == code and error.response.status == status
    assert error.headers["retry-after"] == "3"
    assert code in str(error) and error.request_id in str(error)


def test_error_request_id_falls_back_to_header(double, client):
    double.script(PACKAGES, Reply(502, None))
    with pytest.raises(orbit_sdk.ServerError) as raised:
        client.packages.list(max_retries=0)
    assert raised.value.request_id == "req_TESTDOUBLE0001" and raised.value.status == 502


# ---------------------------------------------------------------- pagination
def test_list_all_walks_every_page(double, client):
    double.script(ORDERS, Reply(200, page([1, 2], 1, True)), Reply(200, page([3, 4], 2, True)), Reply(200, page([5], 3, False)))
    numbers = [o.order_no[-2:] for o in client.orders.list_all(limit=2, status="completed")]
    assert numbers == ["01", "02", "03", "04", "05"]
    queries = [call["path"] for call in double.calls(ORDERS)]
    assert [re.search(r"page=(\d+)", q).group(1) for q in queries] == ["1", "2", "3"]
    assert all("limit=2" in q and "status=completed" in q for q in queries)


def test_list_returns_a_single_page(double, client):
    double.script(ORDERS, Reply(200, page([1, 2], 1, True)))
    result = client.orders.list(page=1, limit=2)
    assert isinstance(result, models.OrderList) and result.has_more and len(result.items) == 2
    assert len(double.calls(ORDERS)) == 1


# ---------------------------------------------------------------- streaming and binary
CHUNK = ('{"id":"cmpl_9G1J3L5N7Q9S1U3W","object":"chat.completion.chunk","model":"orbit-chat-1",'
         '"created_at":"2026-05-26T12:00:00Z","choices":[{"index":0,"delta":{"content":"%s"}}]}')


def test_stream_yields_chunks_as_they_arrive(double, client):
    gate = threading.Event()
    reply = Reply(events=[CHUNK % "Steam", CHUNK % " over", "[DONE]"], gate=gate)
    double.script(CHAT, reply)
    stream = client.generation.create_chat_completion(prompt="Write a haiku about tea.", stream=True)
    assert isinstance(stream, orbit_sdk.Stream) and stream.request_id == "req_STREAM000001"
    first = next(iter(stream))
    assert first.choices[0].delta.content == "Steam"
    assert reply.events_sent == 1  # the second chunk is not even sent yet
    gate.set()
    rest = [chunk.choices[0].delta.content for chunk in stream]
    assert rest == [" over"]
    call = double.calls(CHAT)[0]
    assert call["json"]["stream"] is True and call["headers"]["Accept"] == "text/event-stream"


def test_stream_context_manager_closes(double, client):
    double.script(CHAT, Reply(events=[CHUNK % "a", CHUNK % "b", "[DONE]"]))
    with client.generation.create_chat_completion(prompt="x", stream=True) as stream:
        assert [c.choices[0].delta.content for c in stream] == ["a", "b"]


def test_speech_returns_audio_bytes(double, client, tmp_path):
    audio = b"RIFF\x24\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00\x80\x3e\x00\x00\xff\xfe"
    double.script(SPEECH, Reply(200, raw=audio, headers={"Content-Type": "audio/wav"}))
    speech = client.generation.create_speech(input="Hello there", voice="aurora")
    assert isinstance(speech, orbit_sdk.BinaryResponse)
    assert speech.content == audio and speech.media_type == "audio/wav" and speech.request_id == "req_TESTDOUBLE0001"
    target = tmp_path / "hello.wav"
    speech.write_to_file(target)
    assert target.read_bytes() == audio
    sink = io.BytesIO()
    assert speech.stream_to(sink, chunk_size=7) == len(audio) and sink.getvalue() == audio
    assert double.calls(SPEECH)[0]["headers"]["Accept"].startswith("audio/wav")


def test_images_are_decoded(double, client):
    png_b64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC"
    double.script("/api/v1/images/generations", Reply(200, {"created_at": "2026-05-26T12:05:00Z", "model": "orbit-image-1",
                  "style": "anime", "data": [{"b64_json": png_b64}, {"url": "data:image/png;base64," + png_b64}]}))
    result = client.generation.create_image(prompt="A teapot", style="anime", n=2)
    assert isinstance(result, models.ImageGenerationResponse) and result.style == models.ImageStyle.ANIME
    assert [orbit_sdk.decode_image(image)[:4] for image in result.data] == [b"\x89PNG"] * 2


# ---------------------------------------------------------------- configuration and telemetry
def test_user_agent_and_request_id_on_results(double, client):
    double.script(PACKAGES, Reply(200, EMPTY_PACKAGES))
    result = client.packages.list()
    expected = "orbit-sdk-python/3.4.0 (python %s; %s)" % (platform.python_version(), sys.platform)
    assert double.calls(PACKAGES)[0]["headers"]["User-Agent"] == expected
    assert result._request_id == "req_TESTDOUBLE0001"
    assert orbit_sdk.__version__ == "3.4.0"


def test_configuration_from_environment(double, monkeypatch):
    monkeypatch.setenv("ORBIT_BASE_URL", double.url)
    monkeypatch.setenv("ORBIT_ACCESS_TOKEN", "at_env0000000000000000")
    monkeypatch.setenv("ORBIT_API_KEY", "sk_test_env")
    monkeypatch.setenv("ORBIT_TIMEOUT", "7.5")
    monkeypatch.setenv("ORBIT_MAX_RETRIES", "0")
    c = orbit_sdk.Orbit()
    assert (c.base_url, c.access_token, c.api_key, c.timeout, c.max_retries) == (double.url, "at_env0000000000000000", "sk_test_env", 7.5, 0)
    explicit = orbit_sdk.Orbit(base_url="http://127.0.0.1:9", timeout=3, max_retries=5, api_key="sk_test_arg")
    assert (explicit.base_url, explicit.timeout, explicit.max_retries, explicit.api_key) == ("http://127.0.0.1:9", 3.0, 5, "sk_test_arg")
    double.script(PACKAGES, Reply(500, error_body("api_error", "internal_error")))
    with pytest.raises(orbit_sdk.InternalServerError):
        c.packages.list()
    assert len(double.calls(PACKAGES)) == 1  # ORBIT_MAX_RETRIES=0


def test_defaults(monkeypatch):
    for name in ("ORBIT_BASE_URL", "ORBIT_ACCESS_TOKEN", "ORBIT_API_KEY", "ORBIT_TIMEOUT", "ORBIT_MAX_RETRIES"):
        monkeypatch.delenv(name, raising=False)
    c = orbit_sdk.Orbit()
    assert (c.base_url, c.access_token, c.api_key, c.timeout, c.max_retries, c.auto_refresh) == (
        "https://api.orbit.example", None, None, 60.0, 2, True)


def test_per_request_headers_and_fixed_action_query(double, client):
    double.script("/api/ai/router", Reply(200, {"items": []}))
    client.ai.list_models(extra_headers={"X-Trace": "t1"})
    call = double.calls("/api/ai/router")[0]
    assert call["path"] == "/api/ai/router?action=models" and call["headers"]["X-Trace"] == "t1"
    double.script("/api/user/distribution", Reply(201, {"id": "wd_5J7L9N1Q3S5U7W9Y", "amount": MONEY, "method": "payapp",
                  "account": "a@b.example", "status": "pending", "created_at": "2026-05-27T09:00:00Z"}))
    client.distribution.apply_withdrawal(amount=MONEY, method="payapp", account="a@b.example")
    call = double.calls("/api/user/distribution")[0]
    assert call["path"] == "/api/user/distribution?action=withdraw_apply" and call["headers"]["Idempotency-Key"]


def test_order_actions_fill_in_the_action(double, client):
    result = {"action": "delete", "deleted": True, "order": order(1)}
    double.script(ORDERS, Reply(200, result))
    assert client.orders.delete(order_no="ORD20260526083000K7Q2M9XA").deleted is True
    assert double.calls(ORDERS)[0]["json"] == {"action": "delete", "order_no": "ORD20260526083000K7Q2M9XA"}
    double.script(ORDERS, Reply(200, dict(result, action="cancel", deleted=False)))
    client.orders.cancel(order_no="ORD20260526083000K7Q2M9XA")
    assert double.calls(ORDERS)[1]["json"] == {"action": "cancel", "order_no": "ORD20260526083000K7Q2M9XA"}
