"""`with_options()` copies share the session (issue 20 defect 5: two holders of one rotating refresh token
must never renew with a retired one), per-call `api_key`, and why a renewal failed (defect 2: the 401 keeps
the renewal's error as its `__cause__`), sync and async."""
import asyncio
import json
from typing import Set

import httpx
import pytest

from orbit_sdk import AuthenticationError, InvalidArgumentError

from .conftest import Double, error_answer, json_answer, order_list
from .test_sessions_streams_pages import session


class RotatingService:
    """The service's session rules: a renewal retires the refresh token it used and issues a new pair; a
    retired refresh token revokes the whole session (every later renewal fails too)."""

    def __init__(self) -> None:
        self.generation = 1
        self.access = "acc-1"
        self.refresh = self.refresh_token(1)
        self.retired: Set[str] = set()
        self.revoked = False
        self.renewals = 0

    @staticmethod
    def refresh_token(n: int) -> str:
        return f"rt_{n:016d}"

    def expire_login(self) -> None:
        """The login token times out; the refresh token stays valid."""
        self.access = f"expired-{self.generation}"

    def __call__(self, request: httpx.Request) -> httpx.Response:
        if request.url.path == "/api/auth/unified_login":
            self.renewals += 1
            token = json.loads(request.content)["refresh_token"]
            if self.revoked or token in self.retired or token != self.refresh:
                self.revoked = True
                return error_answer(401, "refresh_token_reused")
            self.retired.add(token)
            self.generation += 1
            self.access, self.refresh = f"acc-{self.generation}", self.refresh_token(self.generation)
            return session(self.access, self.refresh)
        if self.revoked or request.headers.get("authorization") != f"Bearer {self.access}":
            return error_answer(401, "token_expired")
        return order_list([])


def test_a_copy_and_its_original_renew_one_session_with_the_current_refresh_token(twin):
    service = RotatingService()
    double = Double(service)
    client = twin.client(double, access_token="acc-1", refresh_token=service.refresh_token(1))
    copy = client.with_options(max_retries=0, timeout=5.0)
    service.expire_login()
    twin.run(lambda: copy.orders.list())  # the copy renews: rt 1 is retired, rt 2 issued
    assert (client.access_token, client.refresh_token) == ("acc-2", service.refresh_token(2))
    service.expire_login()
    twin.run(lambda: client.orders.list())  # the original renews with rt 2, never the retired rt 1
    refreshes = [json.loads(r.content)["refresh_token"] for r in double.requests if r.url.path == "/api/auth/unified_login"]
    assert refreshes == [service.refresh_token(1), service.refresh_token(2)]
    assert not service.revoked and copy.refresh_token == service.refresh_token(3)


def test_concurrent_401s_of_a_client_and_its_copy_share_one_renewal():
    service = RotatingService()
    double = Double(service)
    client = double.async_client(access_token="acc-1", refresh_token=service.refresh_token(1))
    copy = client.with_options(default_headers={"X-Copy": "1"})
    service.expire_login()

    async def main():
        return await asyncio.gather(client.orders.list(), copy.orders.list(), copy.orders.list())

    asyncio.run(main())
    assert service.renewals == 1 and not service.revoked


def test_a_copy_keeps_what_it_was_not_given_and_changes_only_itself(twin):
    double = Double(order_list([]))
    client = twin.client(double, max_retries=1, default_headers={"X-A": "a", "X-B": "b"}, api_key="key-1")
    copy = client.with_options(max_retries=4, timeout=httpx.Timeout(3.0), default_headers={"X-B": None, "X-C": "c"}, base_url="http://other.test/")
    assert (client.max_retries, copy.max_retries, copy.api_key, copy.base_url) == (1, 4, "key-1", "http://other.test")
    assert copy.timeout == httpx.Timeout(3.0) and client.timeout == 60.0
    twin.run(lambda: copy.orders.list())
    sent = double.requests[-1]
    assert (sent.url.host, sent.headers.get("x-a"), sent.headers.get("x-b"), sent.headers.get("x-c")) == ("other.test", "a", None, "c")
    assert copy.orders._client is copy and client.orders._client is client


def test_a_copy_given_its_own_tokens_has_a_session_of_its_own(twin):
    double = Double(order_list([]))
    client = twin.client(double, access_token="acc-1", refresh_token="rt_0000000000000001")
    other = client.with_options(access_token="acc-x")
    assert (other.access_token, other.refresh_token) == ("acc-x", None)
    assert (client.access_token, client.refresh_token) == ("acc-1", "rt_0000000000000001")


def test_with_options_refuses_what_the_constructor_refuses(twin):
    client = twin.client(Double(order_list([])))
    for options, param in (({"max_retries": -1}, "max_retries"), ({"timeout": 0}, "timeout"), ({"base_url": "ftp://x"}, "base_url"), ({"http_client": object()}, "http_client")):
        with pytest.raises(InvalidArgumentError) as caught:
            client.with_options(**options)
        assert caught.value.param == param


def test_closing_a_copy_leaves_the_shared_connections_open():
    double = Double(order_list([]))
    client = double.sync_client()
    client._own_http = True  # as if the client had made its own httpx.Client
    client.with_options(max_retries=0).close()
    assert not client._http.is_closed
    client.orders.list()


def test_a_per_call_api_key_replaces_the_clients_for_that_call_only(twin):
    image = {"created_at": "2026-01-01T00:00:00Z", "model": "orbit-image-1", "style": "natural", "data": []}
    double = Double(json_answer(200, image))
    client = twin.client(double, api_key="key-client")
    twin.run(lambda: client.generation.create_image(prompt="a teapot", api_key="key-call"))
    twin.run(lambda: client.generation.create_image(prompt="a teapot"))
    assert [r.headers["authorization"] for r in double.requests] == ["Bearer key-call", "Bearer key-client"]
    with pytest.raises(InvalidArgumentError) as caught:
        twin.run(lambda: client.generation.create_image(prompt="a teapot", api_key=""))
    assert caught.value.param == "api_key"


def test_an_api_key_on_an_operation_the_key_does_not_authenticate_is_refused(twin):
    double = Double(order_list([]))
    client = twin.client(double)
    with pytest.raises(InvalidArgumentError) as caught:
        twin.run(lambda: client.orders.list(api_key="key-call"))  # type: ignore[call-arg]
    assert caught.value.param == "api_key" and not double.requests


def test_the_401_after_a_failed_renewal_carries_the_renewals_error_as_its_cause(twin):
    double = Double(error_answer(401, "token_expired"), error_answer(401, "refresh_token_reused"))
    client = twin.client(double, access_token="acc-1", refresh_token="rt_0000000000000001")
    with pytest.raises(AuthenticationError) as caught:
        twin.run(lambda: client.orders.list())
    assert caught.value.code == "token_expired"
    cause = caught.value.__cause__
    assert isinstance(cause, AuthenticationError) and cause.code == "refresh_token_reused"
