"""The testing kit's fixtures (orbit_sdk.testing.fixtures): a builder per answer type, from the contract's example,
overrides replacing whole fields, checked against the contract so a fixture the service could never send fails in
the test that builds it, with InvalidFixtureError naming the field."""
import json
from typing import Any, Callable, Optional

import pytest

from orbit_sdk.testing import InvalidFixtureError, fixtures
from orbit_sdk.testing._schemas import TYPES
from orbit_sdk.types import Money, Order, OrderList, OrderStatus


@pytest.mark.parametrize("name", fixtures.__all__)
def test_every_builder_gives_the_contracts_example_as_the_sdks_type(name: str) -> None:
    built = getattr(fixtures, name)()
    type_name = next(t for t in TYPES if t.replace("_", "").lower() == name.replace("_", "").lower())
    example = TYPES[type_name][1]
    assert example is not None
    assert type(built).__name__ == type_name
    data = built.to_dict() if hasattr(built, "to_dict") else built.value
    assert data == json.loads(example)


def test_overrides_replace_whole_fields_and_nested_objects_come_from_their_builders() -> None:
    order = fixtures.order(status="cancelled", amount=fixtures.money(amount=100), paid_at=None)
    assert isinstance(order, Order)
    assert order.status is OrderStatus.CANCELLED
    assert order.amount == Money(amount=100, currency="CNY")
    assert order.paid_at is None and "paid_at" not in order.to_dict()  # None left the optional field out
    assert order.order_no == json.loads(TYPES["Order"][1] or "{}")["order_no"]  # the rest is the example's
    page = fixtures.order_list(items=[order, fixtures.order(status=OrderStatus.PAID)], total=2, has_more=False)
    assert isinstance(page, OrderList)
    assert [item.status for item in page.items] == [OrderStatus.CANCELLED, OrderStatus.PAID]
    assert fixtures.order_status("refunded") is OrderStatus.REFUNDED


def _refused(build: Callable[[], Any]) -> InvalidFixtureError:
    with pytest.raises(InvalidFixtureError) as caught:
        build()
    return caught.value


@pytest.mark.parametrize(
    "build, path, says",
    [
        (lambda: fixtures.order(status="disputed"), "Order.status", "not one of 'pending', 'paid'"),
        (lambda: fixtures.order(order_no="ORD-1"), "Order.order_no", "does not match the pattern"),
        (lambda: fixtures.money(amount=-1), "Money.amount", "below the minimum 0"),
        (lambda: fixtures.money(amount=True), "Money.amount", "not an integer"),
        (lambda: fixtures.order(amount=None), "Order.amount", "is required"),
        (lambda: fixtures.order(amount=fixtures.order_package()), "Order.amount.id", "not a field of this type"),
        (lambda: fixtures.order(package=fixtures.order_package(name="x" * 65)), "OrderPackage.name", "more than 64"),
        (lambda: fixtures.chat_message(content=""), "ChatMessage.content", "has 0 characters, fewer than 1"),
        (lambda: fixtures.order_list(items=[fixtures.order(), {"order_no": "x"}]), "OrderList.items[1].order_no", "does not match"),
        (lambda: fixtures.order_status("disputed"), "OrderStatus", "not one of"),
        (lambda: fixtures.image_generation_response(data=[]), "ImageGenerationResponse.data", "has 0 items, fewer than 1"),
    ],
)
def test_a_fixture_the_contract_refuses_fails_when_it_is_built(build: Callable[[], Any], path: str, says: str) -> None:
    error = _refused(build)
    assert error.path == path
    assert says in str(error) and str(error).startswith(path)


def test_the_refusal_names_a_nested_field_by_its_path_in_the_answer() -> None:
    error = _refused(lambda: fixtures.order_list(items=[fixtures.order(), {**fixtures.order().to_dict(), "status": "shipped"}]))
    assert error.path == "OrderList.items[1].status"


def test_a_builder_never_shares_the_example_between_fixtures() -> None:
    first = fixtures.order_list()
    first.items.clear()
    assert fixtures.order_list().items, "each fixture starts from a fresh copy of the example"


def _nullable_field() -> Optional[str]:
    return next((name for name, (check, _) in TYPES.items() if check.nullable), None)


def test_null_is_refused_for_a_field_that_cannot_be_null() -> None:
    # A required field given None is left out, so it is missing: the same refusal as any missing required field.
    error = _refused(lambda: fixtures.auth_session(access_token=None))
    assert error.path == "AuthSession.access_token" and "is required" in str(error)
    assert _nullable_field() is None  # this contract has no nullable answer field (the shapes contract has)
