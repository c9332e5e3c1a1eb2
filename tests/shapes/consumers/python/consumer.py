"""A consumer of the Python SDK built from the fixture contract (openapi/fixtures/shapes.yaml), written as a
user would from its README and api.md, type-checked (never run) by `mypy --strict` and pyright's strict mode
(tests/shapes/judges/python.ts): null versus left out, files from a path, bytes and a stream, cursor pages
and auto-paging, integer enums with an unknown value, unions told apart with isinstance, maps and allOf fields,
a binary answer's idle timeout, a model back from its dict; and the testing kit built from the fixture contract
(`kit_usage`, which the judges also run on Python 3.8: it needs no server)."""
import asyncio
import io
import pathlib
import sys
from typing import Callable, Dict, List, Optional, Union

from orbit_sdk import NOT_GIVEN, AsyncOrbit, FileTypes, InvalidArgumentError, NotFoundError, Orbit, SyncPage
from orbit_sdk.testing import Answer, Call, FakeService, InvalidFixtureError, UploadedFile, fixtures
from orbit_sdk.types import (
    Attachment,
    AttachmentPurpose,
    Circle,
    CircleParam,
    Priority,
    Rectangle,
    RectangleParam,
    Shape,
    Size,
    SizeLabel,
    Widget,
    WidgetList,
)


def describe(widget: Widget) -> str:
    # allOf: the stored record's fields and the widget's own, on one model.
    created: str = widget.created_at
    name: str = widget.name
    # Nullable answer fields are Optional.
    nickname: Optional[str] = widget.nickname
    archived: Optional[str] = widget.archived_at
    # An integer enum (nullable here): a known value or one created on the fly, an int either way.
    priority: Optional[Priority] = widget.priority
    level: int = priority.value if priority is not None else 0
    urgent = priority == Priority.HIGH or (priority is not None and priority > 3)
    # A union without a discriminator, told apart with isinstance.
    shape: Shape = widget.shape
    if isinstance(shape, Circle):
        area = 3.14159 * shape.radius**2
    else:
        area = shape.width * shape.height
    size: Optional[Size] = widget.size
    units: Union[int, str] = "unknown"
    if isinstance(size, SizeLabel):
        units = size.value
    elif isinstance(size, int):
        units = size
    # A map.
    labels: Dict[str, str] = widget.labels
    return f"{widget.id} {created} {name} {nickname} {archived} {level} {urgent} {area} {units} {sorted(labels)}"


def sync_usage(directory: pathlib.Path) -> None:
    client = Orbit(base_url="http://127.0.0.1:4010", access_token="at_0123456789abcdef0123")
    client.auth.unified_login(mode="password", phone="+8613800138000", password="orbit-demo-2026")

    # null clears a field, NOT_GIVEN (the default) leaves it out, None of a non-nullable field leaves it out.
    cleared: Widget = client.widgets.update(widget_id="wgt_0000000000000001", nickname=None, priority=None)
    kept = client.widgets.update(widget_id="wgt_0000000000000001", name="Renamed", nickname=NOT_GIVEN)
    valued = client.widgets.update(widget_id="wgt_0000000000000001", nickname="Boxy", priority=Priority.LOW)
    print(describe(cleared), describe(kept), describe(valued))

    # Integer enums and union arguments: the enum or a plain int; a dict or a model of a variant.
    circle: CircleParam = {"radius": 1.5}
    rectangle: RectangleParam = {"width": 2, "height": 1}
    created = client.widgets.create(name="Round", shape=circle, priority=2)
    print(created.id, client.widgets.create(name="Flat", shape=rectangle, priority=Priority.HIGH).id)
    print(client.widgets.create(name="Model", shape=Rectangle(width=1, height=1)).id)

    # Files: a path, bytes, a (filename, content, media type) tuple, a binary file, a one-shot stream.
    path = directory / "notes.txt"
    path.write_text("hello widget")
    from_path: Attachment = client.widgets.upload_attachment(
        widget_id=created.id, file=path, purpose=AttachmentPurpose.MANUAL, note="first", tags=["a", "b"]
    )
    from_bytes = client.widgets.upload_attachment(widget_id=created.id, file=("photo.png", b"\x89PNG", "image/png"), purpose="photo")
    with open(path, "rb") as handle:
        from_file = client.widgets.upload_attachment(widget_id=created.id, file=handle, purpose="other")
    stream: FileTypes = ("log.txt", sys.stdin.buffer, "text/plain")
    try:
        from_stream = client.widgets.upload_attachment(widget_id=created.id, file=stream, purpose="other")
        print(from_stream.id)
    except InvalidArgumentError as error:
        print(error.param, error)
    print(from_path.filename, from_bytes.id, from_file.id, from_path.purpose == AttachmentPurpose.MANUAL)
    # A binary answer: at most 5 s between two of its pieces for this call.
    content = client.widgets.download_attachment(widget_id=created.id, attachment_id=from_path.id, idle_timeout=5.0)
    print(content.media_type, len(content.content), io.BytesIO(content.content).read(5))

    # Cursor pages: one page, every item, and the page API.
    page: WidgetList = client.widgets.list(limit=2, tags=["blue"], archived=False, created_after="2026-01-01")
    print(page.has_more, [describe(w) for w in page.data])
    every: List[Widget] = list(client.widgets.list_auto_paging(limit=2))
    first: SyncPage[Widget] = client.widgets.list_auto_paging(limit=2).first_page()
    second: Optional[SyncPage[Widget]] = first.get_next_page() if first.has_next_page() else None
    for each in client.widgets.list_auto_paging(limit=2, starting_after=every[0].id).iter_pages():
        print(each.number, [w.id for w in each.items], each.has_next_page())
    print(len(every), second.items[0].id if second is not None else None)

    client.widgets.set_label(widget_id=created.id, label="colour", value="blue")
    client.widgets.delete(widget_id=created.id)
    try:
        client.widgets.retrieve(widget_id="wgt_0000000000000009")
    except NotFoundError as error:
        print(error.status_code, error.code, error.request_id)
    print(Priority(7).value, SizeLabel("huge").value)
    # From a dict and from JSON back to the model: integer enums, unions and maps included.
    again: Widget = Widget.model_validate(valued.to_dict())
    same: Widget = Widget.model_validate_json(valued.to_json())
    print(again == same, again.priority, again.shape)


async def async_usage(directory: pathlib.Path) -> None:
    async with AsyncOrbit(base_url="http://127.0.0.1:4010", access_token="at_0123456789abcdef0123") as client:
        widget = await client.widgets.update(widget_id="wgt_0000000000000001", nickname=None)
        attachment = await client.widgets.upload_attachment(widget_id=widget.id, file=directory / "notes.txt", purpose="manual")
        async for item in client.widgets.list_auto_paging(limit=2):
            print(describe(item), attachment.id)


def kit_usage() -> None:
    # Fixtures: null for a nullable field, an integer enum, unions, a map; checked against the contract.
    widget = fixtures.widget(nickname=None, priority=Priority.HIGH, shape=fixtures.circle(radius=2.0), size=fixtures.size("small"), labels={"a": "b"})
    assert widget.nickname is None and widget.to_dict()["nickname"] is None and widget.size is SizeLabel.SMALL
    assert isinstance(widget.shape, Circle) and isinstance(fixtures.shape({"width": 1, "height": 2}), Rectangle)
    refusals: List[Callable[[], Widget]] = [lambda: fixtures.widget(priority=7), lambda: fixtures.widget(size="huge")]
    for refused in refusals:
        try:
            refused()
            raise AssertionError("a value the contract does not allow is refused")
        except InvalidFixtureError as error:
            assert error.path in ("Widget.priority", "Widget.size"), error
    # The fake: cursor pages, a multipart upload recorded part by part, a nullable field cleared, bytes.
    fake = FakeService()
    first, last = fixtures.widget(id="wgt_0000000000000001"), fixtures.widget(id="wgt_0000000000000002")
    fake.on("widgets.list", fixtures.widget_list(data=[first], has_more=True), fixtures.widget_list(data=[last], has_more=False))
    fake.on("widgets.upload_attachment", fixtures.attachment(filename="notes.txt"))
    fake.on("widgets.download_attachment", Answer.bytes(b"hello"))

    def updated(call: Call) -> Widget:
        return fixtures.widget(nickname=call.arguments["nickname"])

    fake.on("widgets.update", updated)
    client = fake.client(access_token="at_0123456789abcdef0123")
    assert [w.id for w in client.widgets.list_auto_paging(limit=1)] == [first.id, last.id]
    assert fake.calls("widgets.list")[1].arguments == {"limit": 1, "starting_after": first.id}
    client.widgets.upload_attachment(widget_id=first.id, file=("notes.txt", b"hi", "text/plain"), purpose="manual", tags=["a"])
    upload = fake.calls("widgets.upload_attachment")[0]
    assert upload.body["file"] == UploadedFile("notes.txt", "text/plain", b"hi") and upload.body["tags"] == ["a"], upload.body
    assert client.widgets.update(widget_id=first.id, nickname=None).nickname is None
    assert fake.calls("widgets.update")[0].body == {"nickname": None}
    assert client.widgets.download_attachment(widget_id=first.id, attachment_id="att_0000000000000001").content == b"hello"
    print("kit: fixtures of", len(fixtures.__all__), "answer types and the fake on the fixture contract")


if __name__ == "__main__":
    here = pathlib.Path(".")
    sync_usage(here)
    asyncio.run(async_usage(here))
