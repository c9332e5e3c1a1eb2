"""Errors of every kind, decoding, forward compatibility (a newer service's fields and enum values),
raw responses, request building and headers: sync and async against the test double."""
import json

import httpx
import pydantic
import pytest

import orbit_sdk
from orbit_sdk import APIResponseValidationError, APIStatusError, OrbitError
from orbit_sdk import _constants as rules
from orbit_sdk._status_errors import error_class_for
from orbit_sdk.types import Order, OrderStatus

from .conftest import ORDER, Double, error_answer, json_answer, order_list


def statuses():
    out = []
    for status, range_from, name, type_ in rules.ERROR_KINDS:
        out.append((status or range_from, f"{name}Error", type_))
        if range_from:
            out.append((range_from + 99, f"{name}Error", type_))
    return out + [(418, "APIStatusError", "teapot_error")]


@pytest.mark.parametrize("status,class_name,type_", statuses())
def test_each_error_answer_raises_its_kind_with_everything_it_carried(twin, status, class_name, type_):
    double = Double(error_answer(status, "the_code", type_, headers={"x-extra": "1"}))
    client = twin.client(double, max_retries=0, access_token="tok")
    with pytest.raises(APIStatusError) as caught:
        twin.run(lambda: client.orders.list())
    error = caught.value
    assert type(error).__name__ == class_name and type(error) is getattr(orbit_sdk, class_name)
    assert isinstance(error, OrbitError)
    assert (error.status_code, error.code, error.type, error.param) == (status, "the_code", type_, "p")
    assert error.request_id == f"req_test{status}"
    assert error.headers["x-extra"] == "1"
    assert json.loads(error.raw_body)["error"]["message"] == "message the_code"
    assert error.kind == (class_name[: -len("Error")] if class_name != "APIStatusError" else "APIError")


def test_an_error_body_that_is_not_json_still_raises_the_status_error(twin):
    double = Double(httpx.Response(502, text="<html>bad gateway</html>"))
    client = twin.client(double, max_retries=0)
    with pytest.raises(orbit_sdk.InternalServerError) as caught:
        twin.run(lambda: client.packages.list())
    assert caught.value.raw_body == "<html>bad gateway</html>" and caught.value.code is None


def test_the_status_error_classes_follow_the_rules():
    for status, range_from, name, _ in rules.ERROR_KINDS:
        assert error_class_for(status or range_from).__name__ == f"{name}Error"
    assert error_class_for(418) is APIStatusError


NEXT_MINOR = {
    "items": [{**ORDER, "status": "disputed", "dispute": {"opened_at": "2026-06-01"}, "package": {**ORDER["package"], "type": "bundle", "tier": 3}}],
    "page": 1, "limit": 20, "total": 1, "has_more": False, "cursor": "c_1",
}


def test_a_newer_services_enum_values_and_fields_pass_and_stay_readable(twin):
    double = Double(json_answer(200, NEXT_MINOR))
    client = twin.client(double, access_token="tok")
    page = twin.run(lambda: client.orders.list())
    order = page.items[0]
    assert order.status == "disputed" and order.status.value == "disputed" and isinstance(order.status, OrderStatus)
    assert order.status not in (OrderStatus.PENDING, OrderStatus.COMPLETED)
    assert order.package.type == "bundle"
    assert order.model_extra == {"dispute": {"opened_at": "2026-06-01"}}
    assert page.model_extra == {"cursor": "c_1"}
    assert order.to_dict()["dispute"] == {"opened_at": "2026-06-01"}
    assert page.to_dict() == NEXT_MINOR
    # Known values keep their named constants.
    assert OrderStatus("completed") is OrderStatus.COMPLETED


@pytest.mark.parametrize(
    "body",
    [
        {"items": [{**ORDER, "amount": {"amount": "29.90", "currency": "CNY"}}], "page": 1, "limit": 20, "total": 1, "has_more": False},
        {"items": [{**ORDER, "status": 3}], "page": 1, "limit": 20, "total": 1, "has_more": False},
        {"page": 1, "limit": 20, "total": 1, "has_more": False},
        [1, 2, 3],
    ],
)
def test_a_body_of_the_wrong_shape_raises_response_validation(twin, body):
    double = Double(json_answer(200, body))
    client = twin.client(double, access_token="tok")
    with pytest.raises(APIResponseValidationError) as caught:
        twin.run(lambda: client.orders.list())
    error = caught.value
    assert error.status_code == 200 and error.request_id == "req_test200" and json.loads(error.raw_body) == body
    assert isinstance(error.__cause__, pydantic.ValidationError)


def test_a_body_that_is_not_json_raises_response_validation(twin):
    double = Double(httpx.Response(200, text="{not json", headers={"x-request-id": "req_x"}))
    client = twin.client(double)
    with pytest.raises(APIResponseValidationError) as caught:
        twin.run(lambda: client.packages.list())
    assert caught.value.raw_body == "{not json" and caught.value.request_id == "req_x"


def test_results_carry_the_request_id(twin):
    double = Double(order_list([ORDER]))
    client = twin.client(double, access_token="tok")
    page = twin.run(lambda: client.orders.list())
    assert page._request_id == "req_test200"
    assert isinstance(page.items[0], Order)


def test_with_raw_response_gives_status_headers_request_id_and_parse(twin):
    double = Double(order_list([ORDER]))
    client = twin.client(double, access_token="tok")
    raw = twin.run(lambda: client.with_raw_response.orders.list(limit=1))
    assert raw.status_code == 200 and raw.request_id == "req_test200" and raw.headers["content-type"] == "application/json"
    assert raw.parse().items[0].order_no == ORDER["order_no"]
    assert raw.parse() is raw.parse()
    # The resource's own with_raw_response is the same thing.
    raw2 = twin.run(lambda: client.orders.with_raw_response.list())
    assert raw2.parse().total == 1


def test_requests_follow_the_contract(twin):
    double = Double(order_list([]), json_answer(200, {"action": "cancel", "deleted": False, "order": ORDER}))
    client = twin.client(double, access_token="tok", default_headers={"Orbit-Sandbox": "my-run", "X-Gone": None})
    twin.run(lambda: client.orders.list(page=2, status=OrderStatus.PENDING, extra_headers={"X-Matrix-Step": "s-1"}))
    request = double.requests[0]
    assert request.method == "GET" and request.url.path == "/api/user/orders"
    assert dict(request.url.params) == {"page": "2", "status": "pending"}
    assert request.headers["authorization"] == "Bearer tok"
    assert request.headers["orbit-sandbox"] == "my-run" and request.headers["x-matrix-step"] == "s-1"
    assert request.headers[rules.USER_AGENT_HEADER].startswith(f"orbit-sdk-python/{rules.VERSION} (")
    twin.run(lambda: client.orders.cancel(order_no="ORD20260101000000DEMO0001"))
    assert double.body() == {"action": "cancel", "order_no": "ORD20260101000000DEMO0001"}
    assert double.requests[-1].headers["content-type"] == "application/json"


def test_fixed_query_values_and_credentials_per_operation(twin):
    double = Double(json_answer(200, {"items": []}))
    client = twin.client(double, access_token="login", api_key="key")
    twin.run(lambda: client.ai.list_models())
    assert dict(double.requests[-1].url.params) == {"action": "models"}
    assert "authorization" not in double.requests[-1].headers  # a public operation sends no credential
    double.answers = [httpx.Response(200, content=b"RIFF", headers={"content-type": "audio/wav"})]
    speech = twin.run(lambda: client.generation.create_speech(input="Hi"))
    assert double.requests[-1].headers["authorization"] == "Bearer key"
    assert (speech.content, speech.media_type) == (b"RIFF", "audio/wav")


def test_a_missing_credential_sends_no_header(twin):
    double = Double(error_answer(401))
    client = twin.client(double, max_retries=0)
    with pytest.raises(orbit_sdk.AuthenticationError):
        twin.run(lambda: client.orders.list())
    assert "authorization" not in double.requests[0].headers


def test_text_and_binary_answers(twin, tmp_path):
    double = Double(httpx.Response(200, text="success", headers={"content-type": "text/plain"}))
    client = twin.client(double)
    text = twin.run(
        lambda: client.notifications.payapp(
            notify_time="2026-05-26 16:31:00", notify_type="trade_status_sync", notify_id="abc", app_id="2021", sign_type="RSA2",
            sign="c2ln", trade_no="2026", out_trade_no="ORD20260526083000K7Q2M9XA", trade_status="TRADE_SUCCESS", total_amount="29.90",
        )
    )
    assert text == "success"
    double.answers = [httpx.Response(200, content=b"\x00\x01wav", headers={"content-type": "audio/wav", "x-request-id": "req_b"})]
    speech = twin.run(lambda: client.generation.create_speech(input="Hello"))
    assert speech._request_id == "req_b"
    speech.write_to_file(tmp_path / "hello.wav")
    assert (tmp_path / "hello.wav").read_bytes() == b"\x00\x01wav"
