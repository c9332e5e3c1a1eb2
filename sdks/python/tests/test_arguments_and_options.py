"""Bad arguments and options raise InvalidArgumentError before anything is sent (docs/sdk-design.md §3-4)."""
import pytest

from orbit_sdk import InvalidArgumentError, Orbit

from .conftest import Double, json_answer

CASES = [
    ("an unknown parameter", "pagee", lambda c: c.orders.list(pagee=2)),
    ("a pattern", "order_no", lambda c: c.orders.cancel(order_no="x")),
    ("a required value given as None", "order_no", lambda c: c.orders.delete(order_no=None)),
    ("the wrong JSON kind", "limit", lambda c: c.orders.list(limit="5")),
    ("a bool where an integer goes", "page", lambda c: c.orders.list(page=True)),
    ("below the minimum", "limit", lambda c: c.orders.list(limit=0)),
    ("above the maximum", "limit", lambda c: c.orders.list(limit=101)),
    ("a string too long", "reason", lambda c: c.ai.deduct(amount={"amount": 1, "currency": "CNY"}, reason="x" * 201)),
    ("a string too short", "name", lambda c: c.developer.create_app(name="")),
    ("too few items", "messages", lambda c: c.ai.chat(messages=[])),
    ("a nested field of the wrong kind", "messages", lambda c: c.ai.chat(messages=[{"role": "user", "content": 5}])),
    ("a nested required field missing", "amount", lambda c: c.ai.deduct(amount={"amount": 1}, reason="r")),
    ("an unknown field of a closed object", "amount", lambda c: c.ai.deduct(amount={"amount": 1, "currency": "CNY", "tip": 2}, reason="r")),
    ("a literal with another value", "amount", lambda c: c.ai.deduct(amount={"amount": 1, "currency": "USD"}, reason="r")),
    ("both of an exactly-one-of group", "prompt", lambda c: c.generation.create_chat_completion(prompt="a", messages=[{"role": "user", "content": "b"}])),
    ("none of an exactly-one-of group", "prompt", lambda c: c.generation.create_chat_completion(max_tokens=5)),
    ("an unknown union discriminator", "mode", lambda c: c.auth.unified_login(mode="magic", phone="+8613800138000", password="x" * 8)),
    ("another variant's field", "refresh_token", lambda c: c.auth.unified_login(mode="password", phone="+8613800138000", password="pw-12345", refresh_token="r")),
    ("a variant's required field missing", "code", lambda c: c.auth.unified_login(mode="sms", phone="+8613800138000")),
    ("a number that is not finite", "temperature", lambda c: c.generation.create_chat_completion(prompt="a", temperature=float("nan"))),
    ("a per-call timeout of zero", "timeout", lambda c: c.packages.list(timeout=0)),
    ("negative per-call retries", "max_retries", lambda c: c.packages.list(max_retries=-1)),
    ("an empty idempotency key", "idempotency_key", lambda c: c.payments.create(package_id="pkg_vip30d00000001", provider="chatpay", idempotency_key="")),
    ("extra headers that are not strings", "extra_headers", lambda c: c.packages.list(extra_headers={"X-N": 5})),
]


@pytest.mark.parametrize("what,param,call", CASES, ids=[c[0] for c in CASES])
def test_bad_arguments_are_refused_before_sending(twin, what, param, call):
    double = Double(json_answer(200, {}))
    client = twin.client(double, access_token="tok", api_key="key")
    with pytest.raises(InvalidArgumentError) as caught:
        twin.run(lambda: call(client))
    assert caught.value.param == param, caught.value
    assert double.requests == []


def test_enum_membership_is_left_to_the_service(twin):
    double = Double(json_answer(200, {"items": []}))
    client = twin.client(double)
    twin.run(lambda: client.packages.list(type="bundles"))
    assert dict(double.requests[0].url.params) == {"type": "bundles"}


@pytest.mark.parametrize(
    "options,env,param",
    [
        ({"base_url": "ftp://example.test"}, {}, "base_url"),
        ({"timeout": -1}, {}, "timeout"),
        ({"timeout": "soon"}, {}, "timeout"),
        ({"max_retries": 1.5}, {}, "max_retries"),
        ({"auto_refresh": "yes"}, {}, "auto_refresh"),
        ({"default_headers": {"X": 1}}, {}, "default_headers"),
        ({"log_level": "loud"}, {}, "log_level"),
        ({}, {"ORBIT_TIMEOUT": "abc"}, "ORBIT_TIMEOUT"),
        ({}, {"ORBIT_MAX_RETRIES": "-2"}, "ORBIT_MAX_RETRIES"),
        ({}, {"ORBIT_LOG": "verbose"}, "log_level"),
        ({"http_client": object()}, {}, "http_client"),
    ],
)
def test_bad_options_and_environment_values_are_refused_at_construction(monkeypatch, options, env, param):
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    with pytest.raises(InvalidArgumentError) as caught:
        Orbit(**{"base_url": "http://x.test", **options})
    assert caught.value.param == param


@pytest.mark.parametrize(
    "name,value",
    [("ORBIT_TIMEOUT", "soon"), ("ORBIT_TIMEOUT", "1,5"), ("ORBIT_MAX_RETRIES", "three"), ("ORBIT_MAX_RETRIES", "2.5"), ("ORBIT_TIMEOUT", "-3")],
)
def test_a_bad_environment_value_is_reported_with_the_variable_and_the_value_given(monkeypatch, name, value):
    # Issue 30, defect 5: the message said "got None" instead of what the variable holds.
    monkeypatch.setenv(name, value)
    with pytest.raises(InvalidArgumentError) as caught:
        Orbit(base_url="http://x.test")
    assert caught.value.param == name
    assert name in str(caught.value) and repr(value) in str(caught.value), str(caught.value)
    assert "None" not in str(caught.value)


def test_options_win_over_environment_which_wins_over_defaults(monkeypatch):
    from orbit_sdk import _constants as rules

    monkeypatch.delenv(rules.ENV_BASE_URL, raising=False)
    client = Orbit()
    assert (client.base_url, client.timeout, client.max_retries) == (rules.DEFAULT_BASE_URL, rules.TIMEOUT_SECONDS, rules.MAX_RETRIES)
    monkeypatch.setenv(rules.ENV_BASE_URL, "http://env.test/")
    monkeypatch.setenv(rules.ENV_TIMEOUT, "2.5")
    monkeypatch.setenv(rules.ENV_MAX_RETRIES, "4")
    monkeypatch.setenv(rules.ENV_ACCESS_TOKEN, "env-token")
    monkeypatch.setenv(rules.ENV_API_KEY, "env-key")
    client = Orbit()
    assert (client.base_url, client.timeout, client.max_retries, client.access_token, client.api_key) == ("http://env.test", 2.5, 4, "env-token", "env-key")
    client = Orbit(base_url="http://option.test", timeout=1.0, max_retries=0, access_token="t", api_key="k")
    assert (client.base_url, client.timeout, client.max_retries, client.access_token, client.api_key) == ("http://option.test", 1.0, 0, "t", "k")
