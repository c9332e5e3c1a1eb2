"""Retries, backoff, every Retry-After form, the cap, exhaustion, timeouts, connection errors and
idempotency keys (docs/sdk-design.md §4), sync and async, with injected waits: nothing really sleeps."""
import email.utils
import uuid

import httpx
import pytest

from orbit_sdk import APIConnectionError, APITimeoutError, BadRequestError, InternalServerError, RateLimitError
from orbit_sdk import _constants as rules

from .conftest import ORDER, Double, error_answer, json_answer, order_list

PACKAGES = json_answer(200, {"items": []})
NOW = 1_800_000_000.0


def backoff(n: int, random_value: float = 0.0) -> float:
    base = min(rules.BACKOFF_INITIAL_SECONDS * rules.BACKOFF_MULTIPLIER**n, rules.BACKOFF_MAX_SECONDS)
    return base * (1 - rules.BACKOFF_JITTER * random_value)


def test_retries_each_retryable_status_then_succeeds(twin):
    for status in sorted(rules.RETRY_STATUSES):
        double = Double(error_answer(status), PACKAGES)
        client = twin.client(double)
        result = twin.run(lambda: client.packages.list())
        assert result.items == []
        assert len(double.requests) == 2, status
        assert double.sleeps == [backoff(0)]


def test_backoff_doubles_up_to_the_cap_and_jitter_shortens_it(twin):
    retries = 6
    double = Double(error_answer(503))
    client = twin.client(double, max_retries=retries)
    client._random = lambda: 1.0
    with pytest.raises(InternalServerError):
        twin.run(lambda: client.packages.list())
    assert len(double.requests) == retries + 1
    assert double.sleeps == [backoff(n, 1.0) for n in range(retries)]
    assert max(double.sleeps) == rules.BACKOFF_MAX_SECONDS * (1 - rules.BACKOFF_JITTER)


def test_retry_after_ms(twin):
    double = Double(error_answer(429, headers={"retry-after-ms": "1500"}), PACKAGES)
    client = twin.client(double)
    twin.run(lambda: client.packages.list())
    assert double.sleeps == [1.5]


def test_retry_after_seconds(twin):
    double = Double(error_answer(503, headers={"retry-after": "3"}), PACKAGES)
    client = twin.client(double)
    twin.run(lambda: client.packages.list())
    assert double.sleeps == [3.0]


def test_retry_after_http_date_against_the_clock(twin):
    ahead = email.utils.formatdate(NOW + 7, usegmt=True)
    past = email.utils.formatdate(NOW - 30, usegmt=True)
    double = Double(error_answer(503, headers={"retry-after": ahead}), error_answer(503, headers={"retry-after": past}), PACKAGES)
    client = twin.client(double)
    client._now = lambda: NOW
    twin.run(lambda: client.packages.list())
    assert double.sleeps == [7.0, 0.0]


def test_retry_after_ms_is_read_first_and_invalid_values_fall_through(twin):
    double = Double(
        error_answer(503, headers={"retry-after-ms": "250", "retry-after": "9"}),
        error_answer(503, headers={"retry-after-ms": "soon", "retry-after": "4"}),
        error_answer(503, headers={"retry-after": "not a date"}),
        PACKAGES,
    )
    client = twin.client(double, max_retries=3)
    twin.run(lambda: client.packages.list())
    assert double.sleeps == [0.25, 4.0, backoff(2)]


def test_a_wait_above_the_cap_fails_at_once_with_the_answers_error(twin):
    above = str(int(rules.RETRY_AFTER_MAX_SECONDS) + 1)
    double = Double(error_answer(429, "rate_limited", headers={"retry-after": above}), PACKAGES)
    client = twin.client(double)
    with pytest.raises(RateLimitError) as caught:
        twin.run(lambda: client.packages.list())
    assert len(double.requests) == 1
    assert double.sleeps == []
    assert caught.value.headers["retry-after"] == above


def test_the_cap_itself_is_waited_for(twin):
    double = Double(error_answer(429, headers={"retry-after": str(int(rules.RETRY_AFTER_MAX_SECONDS))}), PACKAGES)
    client = twin.client(double)
    twin.run(lambda: client.packages.list())
    assert double.sleeps == [rules.RETRY_AFTER_MAX_SECONDS]


def test_exhausted_retries_raise_the_last_answers_error(twin):
    double = Double(error_answer(502, "first"), error_answer(503, "second"), error_answer(504, "last"))
    client = twin.client(double)
    with pytest.raises(InternalServerError) as caught:
        twin.run(lambda: client.packages.list())
    assert len(double.requests) == rules.MAX_RETRIES + 1
    assert caught.value.code == "last" and caught.value.status_code == 504


def test_other_statuses_are_never_retried(twin):
    double = Double(error_answer(400), PACKAGES)
    client = twin.client(double)
    with pytest.raises(BadRequestError):
        twin.run(lambda: client.packages.list())
    assert len(double.requests) == 1


def test_per_call_max_retries_wins_over_the_client(twin):
    double = Double(error_answer(503))
    client = twin.client(double, max_retries=5)
    with pytest.raises(InternalServerError):
        twin.run(lambda: client.packages.list(max_retries=1))
    assert len(double.requests) == 2
    double.requests.clear()
    with pytest.raises(InternalServerError):
        twin.run(lambda: client.packages.list(max_retries=0))
    assert len(double.requests) == 1


def test_connection_errors_are_retried_then_raised_with_the_cause(twin):
    failure = httpx.ConnectError("refused")
    double = Double(failure)
    client = twin.client(double)
    with pytest.raises(APIConnectionError) as caught:
        twin.run(lambda: client.packages.list())
    assert type(caught.value) is APIConnectionError
    assert caught.value.__cause__ is failure
    assert len(double.requests) == rules.MAX_RETRIES + 1
    assert double.sleeps == [backoff(n) for n in range(rules.MAX_RETRIES)]


def test_timeouts_are_retried_then_raised_as_api_timeout(twin):
    double = Double(httpx.ReadTimeout("slow"), httpx.ReadTimeout("slow"), PACKAGES)
    client = twin.client(double)
    assert twin.run(lambda: client.packages.list()).items == []
    double = Double(httpx.ReadTimeout("slow"))
    client = twin.client(double, max_retries=1)
    with pytest.raises(APITimeoutError) as caught:
        twin.run(lambda: client.packages.list())
    assert isinstance(caught.value, APIConnectionError)
    assert isinstance(caught.value.__cause__, httpx.ReadTimeout)
    assert len(double.requests) == 2


def test_timeout_per_attempt_reaches_the_http_library(twin):
    double = Double(PACKAGES)
    client = twin.client(double, timeout=12.5)
    twin.run(lambda: client.packages.list())
    twin.run(lambda: client.packages.list(timeout=2.5))
    assert [r.extensions["timeout"]["read"] for r in double.requests] == [12.5, 2.5]


def test_a_server_that_never_answers_times_out_each_attempt(socket_server):
    server = socket_server("hang")
    client = Orbit_for(server.url, timeout=0.2, max_retries=1)
    with pytest.raises(APITimeoutError):
        client.packages.list()
    assert server.connections == 2


def test_a_dropped_connection_is_a_connection_error(socket_server):
    server = socket_server("drop")
    client = Orbit_for(server.url, max_retries=2)
    with pytest.raises(APIConnectionError) as caught:
        client.packages.list()
    assert not isinstance(caught.value, APITimeoutError)
    assert server.connections == 3


def Orbit_for(url, **options):
    from orbit_sdk import Orbit

    client = Orbit(base_url=url, **options)
    client._sleep = lambda seconds: None
    return client


def test_money_moving_calls_keep_one_idempotency_key_across_retries(twin):
    double = Double(error_answer(503), error_answer(500), json_answer(200, {"order": ORDER}))
    client = twin.client(double, access_token="tok")
    twin.run(lambda: client.payments.create(package_id="pkg_vip30d00000001", provider="chatpay"))
    keys = [r.headers[rules.IDEMPOTENCY_HEADER] for r in double.requests]
    assert len(keys) == 3 and len(set(keys)) == 1
    assert uuid.UUID(keys[0]).version == 4
    # A new call gets a new key; the caller's own key is sent as is.
    twin.run(lambda: client.payments.create(package_id="pkg_vip30d00000001", provider="chatpay", idempotency_key="my-key-1"))
    assert double.requests[-1].headers[rules.IDEMPOTENCY_HEADER] == "my-key-1"
    # Operations that move no money send none.
    double.answers = [order_list([])]
    twin.run(lambda: client.orders.list())
    assert rules.IDEMPOTENCY_HEADER.lower() not in {k.lower() for k in double.requests[-1].headers}
