"""Operations and models shaped like the fixture contract's (openapi/fixtures/shapes.yaml), built by hand
from the request core's descriptors: the real contract has none of these shapes, so the core's support
for them (nullable fields, multipart bodies, cursor pages, integer enums, unions without a discriminator)
is tested through them."""
import email.parser
import email.policy
from typing import Any, Dict, List, Optional, Tuple, Union

import httpx
from typing_extensions import Annotated

from orbit_sdk._models import BaseModel, OpenEnum, OpenIntEnum, Untagged
from orbit_sdk._types import Check, Operation, Page, Param


class Priority(OpenIntEnum):
    LOW = 1
    NORMAL = 2
    HIGH = 3


class SizeLabel(OpenEnum):
    SMALL = "small"
    LARGE = "large"


class Circle(BaseModel):
    radius: float


class Rectangle(BaseModel):
    width: float
    height: float


Shape = Annotated[Union[Circle, Rectangle], Untagged()]
Size = Annotated[Union[int, SizeLabel], Untagged()]


class Widget(BaseModel):
    id: str
    name: str
    nickname: Optional[str] = None
    priority: Priority
    shape: Shape
    size: Optional[Size] = None
    labels: Dict[str, str]


class WidgetList(BaseModel):
    data: List[Widget]
    has_more: bool


class Attachment(BaseModel):
    id: str
    filename: str


CIRCLE = Check("object", fields={"radius": Check("number", minimum=0)}, required=("radius",), closed=True)
RECTANGLE = Check("object", fields={"width": Check("number"), "height": Check("number")}, required=("width", "height"), closed=True)
LABELS = Check("object", fields={"colour": Check("string"), "finish": Check("string")}, nullable=("colour",))

UPDATE: Operation[Widget] = Operation(
    id="updateWidget", name="widgets.update", method="PATCH", path="/api/widgets/{widget_id}", auth=None,
    params=(
        Param(wire_name="widget_id", name="widget_id", location="path", required=True, check=Check("string")),
        Param(wire_name="name", name="name", location="body", check=Check("string")),
        Param(wire_name="nickname", name="nickname", location="body", nullable=True, check=Check("string", max_length=64)),
        Param(wire_name="priority", name="priority", location="body", nullable=True, check=Check("integer")),
        Param(wire_name="labels", name="labels", location="body", check=LABELS),
    ),
    has_body=True, answer="json", result=Widget,
)

CREATE: Operation[Widget] = Operation(
    id="createWidget", name="widgets.create", method="POST", path="/api/widgets", auth=None,
    params=(
        Param(wire_name="name", name="name", location="body", required=True, check=Check("string")),
        Param(wire_name="priority", name="priority", location="body", check=Check("integer")),
        Param(wire_name="shape", name="shape", location="body", required=True, check=Check("union", variants=(CIRCLE, RECTANGLE))),
        Param(wire_name="size", name="size", location="body", check=Check("union", variants=(Check("integer", minimum=0), Check("enum", values=("small", "large"))))),
    ),
    has_body=True, answer="json", result=Widget,
)

RETRIEVE: Operation[Widget] = Operation(
    id="retrieveWidget", name="widgets.retrieve", method="GET", path="/api/widgets/{widget_id}", auth=None,
    params=(Param(wire_name="widget_id", name="widget_id", location="path", required=True, check=Check("string")),), answer="json", result=Widget,
)

LIST: Operation[WidgetList] = Operation(
    id="listWidgets", name="widgets.list", method="GET", path="/api/widgets", auth=None,
    params=(Param(wire_name="starting_after", name="starting_after", location="query", check=Check("string")), Param(wire_name="limit", name="limit", location="query", check=Check("integer"))),
    answer="json", result=WidgetList,
    page=Page(items="data", cursor="starting_after", cursor_field="id", limit="limit", has_more="has_more"),
)


def upload(auth: Optional[str] = None) -> "Operation[Attachment]":
    return Operation(
        id="uploadWidgetAttachment", name="widgets.upload_attachment", method="POST", path="/api/widgets/{widget_id}/attachments", auth=auth,  # type: ignore[arg-type]
        params=(
            Param(wire_name="widget_id", name="widget_id", location="path", required=True, check=Check("string")),
            Param(wire_name="file", name="file", location="body", required=True, check=Check("file")),
            Param(wire_name="purpose", name="purpose", location="body", required=True, check=Check("enum")),
            Param(wire_name="note", name="note", location="body", check=Check("string")),
            Param(wire_name="tags", name="tags", location="body", check=Check("array", items=Check("string"))),
            Param(wire_name="copies", name="copies", location="body", check=Check("array", items=Check("file"))),
            Param(wire_name="meta", name="meta", location="body", check=Check("map", items=Check("any"))),
            Param(wire_name="public", name="public", location="body", check=Check("boolean")),
        ),
        has_body=True, multipart=True, answer="json", result=Attachment,
    )


UPLOAD = upload()

WIDGET = {"id": "wgt_1", "name": "Round", "nickname": None, "priority": 2, "shape": {"radius": 1.5}, "size": 3, "labels": {"colour": "blue"}}
ATTACHMENT = {"id": "att_1", "filename": "notes.txt"}


def parts(request: httpx.Request) -> List[Tuple[Dict[str, str], bytes]]:
    """The parts of a multipart/form-data request body: each part's headers (Content-Disposition's name and
    filename as `name`/`filename`) and bytes, read by the standard library's MIME parser."""
    head = f"Content-Type: {request.headers['content-type']}\r\n\r\n".encode()
    message = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(head + request.content)
    out: List[Tuple[Dict[str, str], bytes]] = []
    for part in message.iter_parts():
        headers: Dict[str, str] = {"content-type": part.get_content_type() if part.get("content-type") else ""}
        name, filename = part.get_param("name", header="content-disposition"), part.get_filename()
        headers["name"] = str(name)
        if filename is not None:
            headers["filename"] = filename
        payload: Any = part.get_payload(decode=True)
        out.append((headers, payload))
    return out
