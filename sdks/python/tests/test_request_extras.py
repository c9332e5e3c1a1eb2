"""Per-call values beyond the method's parameters: `extra_query` and `extra_body` (fields newer than the
SDK) merged over the known ones, `httpx.Timeout` per client and per call, and the runtime rule for an
idempotency key on an operation that moves no money (issue 20 defect 3), sync and async."""
import asyncio
import json

import httpx
import pytest

from orbit_sdk import InvalidArgumentError
from orbit_sdk import _constants as rules

from .conftest import ORDER, Double, json_answer, order_list


def test_extra_query_is_merged_over_the_methods_query(twin):
    double = Double(order_list([]))
    client = twin.client(double)
    twin.run(lambda: client.orders.list(page=2, limit=5, extra_query={"limit": 7, "since": "2026-01-01", "flag": True, "tag": ["a", "b"], "page": None}))
    assert double.requests[0].url.query.decode() == "limit=7&since=2026-01-01&flag=true&tag=a&tag=b"


def test_extra_body_is_merged_over_the_top_level_of_the_json_body(twin):
    double = Double(json_answer(201, {"order": ORDER}))
    client = twin.client(double, access_token="tok")
    twin.run(lambda: client.payments.create(package_id="pkg_vip30d00000001", provider="chatpay", extra_body={"provider": "payapp", "coupon": {"code": "NEW"}, "note": None}))
    assert double.body() == {"package_id": "pkg_vip30d00000001", "provider": "payapp", "coupon": {"code": "NEW"}, "note": None}
    assert double.requests[0].headers["content-type"] == "application/json"


@pytest.mark.parametrize(
    "call,param",
    [
        (lambda c: c.orders.list(extra_query={"x": {"nested": 1}}), "extra_query"),
        (lambda c: c.orders.list(extra_query=["x"]), "extra_query"),
        (lambda c: c.payments.create(package_id="pkg_vip30d00000001", provider="chatpay", extra_body={"x": object()}), "extra_body"),
        (lambda c: c.payments.create(package_id="pkg_vip30d00000001", provider="chatpay", extra_body={"x": float("nan")}), "extra_body"),
        (lambda c: c.orders.list(extra_body={"x": 1}), "extra_body"),
    ],
    ids=["a query value that is not a string, number or boolean", "a query that is not a dict", "a body value that is not JSON", "NaN", "a body where none is sent"],
)
def test_extras_that_cannot_be_sent_are_refused_before_sending(twin, call, param):
    double = Double(order_list([]))
    client = twin.client(double, access_token="tok")
    with pytest.raises(InvalidArgumentError) as caught:
        twin.run(lambda: call(client))
    assert caught.value.param == param and not double.requests


def test_extra_query_reaches_every_page_but_cannot_set_the_page_number(twin):
    double = Double(order_list([ORDER], 1, True), order_list([], 2, False))
    client = twin.client(double, access_token="tok")
    pager = client.orders.list_auto_paging(limit=1, extra_query={"status": "completed"})
    if twin.mode == "sync":
        pager.first_page().get_next_page()
    else:
        asyncio.run(next_of_first(pager))
    assert [dict(r.url.params) for r in double.requests] == [{"page": str(n), "limit": "1", "status": "completed"} for n in (1, 2)]
    with pytest.raises(InvalidArgumentError) as caught:
        client.orders.list_auto_paging(extra_query={"page": 3})
    assert caught.value.param == "extra_query"


async def next_of_first(pager):
    return await (await pager.first_page()).get_next_page()


def test_an_httpx_timeout_is_accepted_per_client_and_per_call(twin):
    double = Double(order_list([]))
    client = twin.client(double, timeout=httpx.Timeout(7.0, connect=2.0))
    twin.run(lambda: client.orders.list())
    twin.run(lambda: client.orders.list(timeout=httpx.Timeout(1.5)))
    twin.run(lambda: client.orders.list(timeout=3))
    limits = [r.extensions["timeout"] for r in double.requests]
    assert limits[0] == {"connect": 2.0, "read": 7.0, "write": 7.0, "pool": 7.0}
    assert limits[1] == {"connect": 1.5, "read": 1.5, "write": 1.5, "pool": 1.5}
    assert limits[2] == {"connect": 3.0, "read": 3.0, "write": 3.0, "pool": 3.0}


def test_an_idempotency_key_where_no_money_moves_is_refused_by_the_runtime_rule(twin):
    assert rules.IDEMPOTENCY_ELSEWHERE == "refuse"
    double = Double(order_list([]))
    client = twin.client(double)
    with pytest.raises(InvalidArgumentError) as caught:
        twin.run(lambda: client.orders.list(idempotency_key="k-1"))
    assert caught.value.param == "idempotency_key" and not double.requests
    assert "idempotency.elsewhere: refuse" in str(caught.value) and rules.IDEMPOTENCY_HEADER in str(caught.value)


def test_the_refusal_follows_the_generated_rule_not_a_fixed_behaviour(monkeypatch):
    # Another value of the rule (none exists yet) no longer gives the rule's refusal: the core reads it.
    monkeypatch.setattr(rules, "IDEMPOTENCY_ELSEWHERE", "some-future-value")
    client = Double(order_list([])).sync_client()
    with pytest.raises(InvalidArgumentError) as caught:
        client.orders.list(idempotency_key="k-1")
    assert "idempotency.elsewhere" not in str(caught.value)


def test_unused_extras_send_exactly_what_the_method_sends(twin):
    double = Double(json_answer(201, {"order": ORDER}))
    client = twin.client(double, access_token="tok")
    twin.run(lambda: client.payments.create(package_id="pkg_vip30d00000001", provider="chatpay", extra_query={}, extra_body={}))
    twin.run(lambda: client.payments.create(package_id="pkg_vip30d00000001", provider="chatpay"))
    assert double.requests[0].content == double.requests[1].content and json.loads(double.requests[1].content) == {"package_id": "pkg_vip30d00000001", "provider": "chatpay"}
