"""From a model to a dict and back (issue 30, defect 6): `Model.model_validate(x.to_dict())` and
`Model.model_validate_json(x.to_json())` give the model again, enums (known and unknown values, `str` and
`int`) included, while what the strict models refuse stays refused, from the wire and from a dict alike."""
import json
from typing import Any, Dict, Optional, Type, Union

import pydantic
import pytest
from typing_extensions import Annotated

from orbit_sdk._models import BaseModel, OpenEnum, OpenIntEnum, Untagged
from orbit_sdk.types import AuthSession, ChatCompletionChunk, Order, OrderList, OrderStatus, PaymentProvider

from .conftest import ORDER

SESSION = {
    "access_token": "acc-1", "token_type": "Bearer", "expires_in": 7200, "expires_at": "2026-01-01T02:00:00Z",
    "refresh_token": "rt_0000000000000000ref1", "refresh_expires_in": 2592000,
    "user": {"id": "usr_1", "membership": {"active": True, "level": "vip"}, "credits": 5, "balance": {"amount": 0, "currency": "CNY"},
             "invite_code": "DEMO2026", "created_at": "2026-01-01T00:00:00Z"},
}
CHUNK = {"id": "chatcmpl_1", "object": "chat.completion.chunk", "created_at": "2026-01-01T00:00:00Z", "model": "orbit-chat",
         "choices": [{"index": 0, "delta": {"role": "assistant", "content": "Tea"}, "finish_reason": "stop"}]}
NEWER_ORDER = {**ORDER, "status": "disputed", "provider": "newpay", "dispute": {"opened_at": "2026-01-02T00:00:00Z"}}


class Priority(OpenIntEnum):
    LOW = 1
    HIGH = 3


class Circle(BaseModel):
    radius: float


class Square(BaseModel):
    side: float


class Ticket(BaseModel):
    priority: Priority
    status: OrderStatus
    note: Optional[str] = None


class Drawing(BaseModel):
    shape: Annotated[Union[Circle, Square, Priority, str], Untagged()]


CASES = [
    (Order, ORDER),
    (Order, NEWER_ORDER),
    (OrderList, {"items": [ORDER, NEWER_ORDER], "page": 1, "limit": 20, "total": 2, "has_more": False}),
    (AuthSession, SESSION),
    (ChatCompletionChunk, CHUNK),
    (Ticket, {"priority": 3, "status": "paid", "note": None}),
    (Ticket, {"priority": 7, "status": "disputed"}),
    (Drawing, {"shape": {"radius": 2.5}}),
    (Drawing, {"shape": {"side": 1.0, "colour": "red"}}),
    (Drawing, {"shape": 3}),
    (Drawing, {"shape": "freehand"}),
    (Drawing, {"shape": {"points": [1, 2]}}),
]


@pytest.mark.parametrize("model,wire", CASES, ids=[f"{m.__name__}-{i}" for i, (m, _) in enumerate(CASES)])
def test_a_model_comes_back_from_its_dict_and_from_its_json(model: Type[BaseModel], wire: Dict[str, Any]) -> None:
    decoded = model.model_validate_json(json.dumps(wire))
    assert decoded.to_dict() == wire

    again = model.model_validate(decoded.to_dict())
    assert again == decoded
    assert again.to_dict() == wire
    assert model.model_validate_json(decoded.to_json()) == decoded
    # The data you keep (a cache, a queue, a test fixture) is plain JSON data: it comes back as well.
    assert model.model_validate(json.loads(json.dumps(decoded.to_dict()))) == decoded


def test_enum_fields_hold_members_after_the_round_trip_known_and_unknown() -> None:
    order = Order.model_validate(Order.model_validate_json(json.dumps(NEWER_ORDER)).to_dict())
    assert isinstance(order.status, OrderStatus) and order.status == "disputed" and order.status.value == "disputed"
    assert isinstance(order.provider, PaymentProvider) and order.provider == "newpay"
    ticket = Ticket.model_validate({"priority": 1, "status": "completed"})
    assert ticket.priority is Priority.LOW and ticket.status is OrderStatus.COMPLETED
    unknown = Ticket.model_validate({"priority": 7, "status": "pending"}).priority
    assert isinstance(unknown, Priority) and unknown == 7
    # A model built in code takes the enum's value as well as its member.
    assert Ticket(priority=3, status="paid") == Ticket(priority=Priority.HIGH, status=OrderStatus.PAID)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "model,wire",
    [
        (Order, {**ORDER, "status": 5}),  # a number where the enum's strings belong
        (Order, {**ORDER, "amount": {"amount": "2990", "currency": "CNY"}}),  # a string where an integer belongs
        (Order, {**ORDER, "order_no": 42}),
        (Ticket, {"priority": "3", "status": "paid"}),  # a string where the integer enum's numbers belong
        (Ticket, {"priority": True, "status": "paid"}),
        (Ticket, {"priority": 3.0, "status": "paid"}),
        (Ticket, {"priority": 3, "status": ["paid"]}),
    ],
)
def test_what_the_strict_models_refuse_stays_refused_from_the_wire_and_from_a_dict(model: Type[BaseModel], wire: Dict[str, Any]) -> None:
    with pytest.raises(pydantic.ValidationError):
        model.model_validate_json(json.dumps(wire))
    with pytest.raises(pydantic.ValidationError):
        model.model_validate(wire)


def test_an_enum_subclass_of_another_kind_is_not_taken_for_the_value() -> None:
    class Colour(OpenEnum):
        RED = "red"

    class Paint(BaseModel):
        colour: Colour

    assert Paint.model_validate({"colour": "red"}).colour is Colour.RED
    with pytest.raises(pydantic.ValidationError):
        Paint.model_validate({"colour": OrderStatus.PAID})  # a member of another enum is not this enum's value
