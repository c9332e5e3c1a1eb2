"""The other shapes of the model in the request core (docs/sdk-design.md, "Shapes"), sync and async: null
versus left out, unions without a discriminator (the first variant whose shape a value has, in requests and
answers), integer enums that stay readable when the service adds a value, and cursor pages with the page API."""
import json

import pytest

from orbit_sdk import NOT_GIVEN, APIResponseValidationError, InvalidArgumentError
from orbit_sdk._types import RequestOptions

from .conftest import Double, json_answer
from .shapes import CREATE, LIST, RETRIEVE, UPDATE, WIDGET, Circle, Priority, Rectangle, SizeLabel

OPTIONS = RequestOptions()


def call(twin, double, op, **args):
    client = twin.client(double)
    return twin.run(lambda: client.request(op, args, OPTIONS))


NULL_CASES = [
    ("None sends null", {"nickname": None}, {"nickname": None}),
    ("NOT_GIVEN leaves the field out", {"nickname": NOT_GIVEN, "name": "Renamed"}, {"name": "Renamed"}),
    ("a value is sent", {"nickname": "Boxy", "priority": 1}, {"nickname": "Boxy", "priority": 1}),
    ("a nullable integer enum cleared", {"priority": None}, {"priority": None}),
    ("None of a field that is not nullable leaves it out", {"name": None, "nickname": "x"}, {"nickname": "x"}),
    ("in a dict: None of a nullable field is null, of another left out", {"labels": {"colour": None, "finish": None}}, {"labels": {"colour": None}}),
]


@pytest.mark.parametrize("what,args,body", NULL_CASES, ids=[c[0] for c in NULL_CASES])
def test_null_is_distinct_from_left_out(twin, what, args, body):
    double = Double(json_answer(200, WIDGET))
    call(twin, double, UPDATE, widget_id="wgt_1", **args)
    assert double.body() == body


def test_a_nullable_answer_field_arrives_as_none_and_stays_null(twin):
    widget = call(twin, Double(json_answer(200, WIDGET)), RETRIEVE, widget_id="wgt_1")
    assert widget.nickname is None
    assert widget.to_dict()["nickname"] is None  # sent as null, kept as null (not left out)


UNION_REQUESTS = [
    ("the first variant whose required fields are present", {"radius": 1.5}, {"radius": 1.5}),
    ("the second, by its fields", {"width": 2, "height": 1}, {"width": 2, "height": 1}),
    ("a model of a variant", Rectangle(width=3, height=4), {"width": 3.0, "height": 4.0}),
]


@pytest.mark.parametrize("what,shape,sent", UNION_REQUESTS, ids=[c[0] for c in UNION_REQUESTS])
def test_a_union_argument_is_the_first_variant_its_shape_matches(twin, what, shape, sent):
    double = Double(json_answer(200, WIDGET))
    call(twin, double, CREATE, name="w", shape=shape, size="large", priority=Priority.HIGH)
    assert double.body() == {"name": "w", "shape": sent, "size": "large", "priority": 3}


UNION_REFUSALS = [
    ("no variant's shape", {"shape": {"side": 2}}, "shape", "matches none of the union's variants"),
    ("the first match is then checked in full", {"shape": {"radius": 1, "width": 2}}, "shape.width", "is not a field of this object"),
    ("an enum variant takes only its values", {"shape": {"radius": 1}, "size": "huge"}, "size", "matches none"),
    ("a bool is no integer variant", {"shape": {"radius": 1}, "size": True}, "size", "matches none"),
    ("an integer enum refuses a string", {"shape": {"radius": 1}, "priority": "3"}, "priority", "must be an integer"),
]


@pytest.mark.parametrize("what,args,where,message", UNION_REFUSALS, ids=[c[0] for c in UNION_REFUSALS])
def test_a_union_argument_no_variant_takes_is_refused_before_sending(twin, what, args, where, message):
    double = Double(json_answer(200, WIDGET))
    with pytest.raises(InvalidArgumentError) as caught:
        call(twin, double, CREATE, name="w", **args)
    assert f"`{where}` {message}" in str(caught.value)
    assert double.requests == []


def test_answers_decode_unions_by_the_first_matching_variant_and_keep_unknown_values(twin):
    for shape, size, expected_shape, expected_size in [
        ({"radius": 1.5, "width": 9}, 3, Circle, int),  # holds Circle's required field: Circle (extra field kept)
        ({"width": 2, "height": 2}, "large", Rectangle, SizeLabel),
        ({"side": 2}, "huge", dict, str),  # no variant: kept as it came
    ]:
        widget = call(twin, Double(json_answer(200, {**WIDGET, "shape": shape, "size": size, "priority": 7})), RETRIEVE, widget_id="wgt_1")
        assert type(widget.shape) is expected_shape and type(widget.size) is expected_size
        assert widget.to_dict()["shape"] == shape and widget.to_dict()["size"] == size
        assert widget.priority == 7 and isinstance(widget.priority, Priority) and widget.priority.value == 7
    assert Priority(2) is Priority.NORMAL


def test_an_answer_whose_first_matching_variant_does_not_decode_fails(twin):
    # {"radius": "big"} has Circle's shape, so it is a Circle, and not a valid one (never tried as Rectangle).
    with pytest.raises(APIResponseValidationError) as caught:
        call(twin, Double(json_answer(200, {**WIDGET, "shape": {"radius": "big"}})), RETRIEVE, widget_id="wgt_1")
    assert "shape.0.radius" in str(caught.value)


def test_an_integer_enum_answer_refuses_a_string(twin):
    with pytest.raises(APIResponseValidationError):
        call(twin, Double(json_answer(200, {**WIDGET, "priority": "2"})), RETRIEVE, widget_id="wgt_1")


def widget(n):
    return {**WIDGET, "id": f"wgt_{n}"}


def pages():
    return Double(
        json_answer(200, {"data": [widget(1), widget(2)], "has_more": True}),
        json_answer(200, {"data": [widget(3)], "has_more": False}),
    )


def collect(twin, pager):
    if twin.mode == "sync":
        return list(pager)

    async def walk():
        return [item async for item in pager]

    return twin.run(lambda: walk())


def test_cursor_auto_paging_starts_each_page_after_the_last_items_id(twin):
    double = pages()
    client = twin.client(double)
    pager = client.paginate(LIST, object, {"limit": 2}, OPTIONS)
    assert [w.id for w in collect(twin, pager)] == ["wgt_1", "wgt_2", "wgt_3"]
    assert [dict(r.url.params) for r in double.requests] == [{"limit": "2"}, {"limit": "2", "starting_after": "wgt_2"}]


def test_cursor_pages_through_the_page_api(twin):
    double = pages()
    client = twin.client(double)
    pager = client.paginate(LIST, object, {"starting_after": "wgt_0"}, OPTIONS)

    async def walk_async():
        first = await pager.first_page()
        second = await first.get_next_page()
        return first, second, await second.get_next_page()

    def walk_sync():
        first = pager.first_page()
        second = first.get_next_page()
        return first, second, second.get_next_page()

    first, second, third = walk_sync() if twin.mode == "sync" else twin.run(walk_async)
    assert [w.id for w in first.items] == ["wgt_1", "wgt_2"] and first.has_next_page() and first.number == 1
    assert [w.id for w in second.items] == ["wgt_3"] and not second.has_next_page() and second.number == 2
    assert third is None
    assert [r.url.params.get("starting_after") for r in double.requests] == ["wgt_0", "wgt_2"]


def test_a_cursor_pager_refuses_an_extra_query_cursor(twin):
    client = twin.client(pages())
    with pytest.raises(InvalidArgumentError) as caught:
        client.paginate(LIST, object, {}, RequestOptions(extra_query={"starting_after": "wgt_9"}))
    assert caught.value.param == "extra_query" and "starting_after" in str(caught.value)


def test_the_request_body_of_a_nested_null_is_json_null(twin):
    double = Double(json_answer(200, WIDGET))
    call(twin, double, UPDATE, widget_id="wgt_1", labels={"colour": None})
    assert json.loads(double.requests[0].content) == {"labels": {"colour": None}}
