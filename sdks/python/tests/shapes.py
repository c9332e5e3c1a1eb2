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


CIRCLE = Check("object", fields={"radius": (True, Check("number", minimum=0))}, closed=True)
RECTANGLE = Check("object", fields={"width": (True, Check("number")), "height": (True, Check("number"))}, closed=True)
LABELS = Check("object", fields={"colour": (False, Check("string")), "finish": (False, Check("string"))}, nullable=("colour",))

UPDATE: Operation[Widget] = Operation(
    id="updateWidget", name="widgets.update", method="PATCH", path="/api/widgets/{widget_id}", auth=None,
    params=(
        Param("widget_id", "widget_id", "path", True, Check("string")),
        Param("name", "name", "body", False, Check("string")),
        Param("nickname", "nickname", "body", False, Check("string", max_length=64), nullable=True),
        Param("priority", "priority", "body", False, Check("integer"), nullable=True),
        Param("labels", "labels", "body", False, LABELS),
    ),
    has_body=True, answer="json", result=Widget,
)

CREATE: Operation[Widget] = Operation(
    id="createWidget", name="widgets.create", method="POST", path="/api/widgets", auth=None,
    params=(
        Param("name", "name", "body", True, Check("string")),
        Param("priority", "priority", "body", False, Check("integer")),
        Param("shape", "shape", "body", True, Check("union", variants=(CIRCLE, RECTANGLE))),
        Param("size", "size", "body", False, Check("union", variants=(Check("integer", minimum=0), Check("enum", values=("small", "large"))))),
    ),
    has_body=True, answer="json", result=Widget,
)

RETRIEVE: Operation[Widget] = Operation(
    id="retrieveWidget", name="widgets.retrieve", method="GET", path="/api/widgets/{widget_id}", auth=None,
    params=(Param("widget_id", "widget_id", "path", True, Check("string")),), answer="json", result=Widget,
)

LIST: Operation[WidgetList] = Operation(
    id="listWidgets", name="widgets.list", method="GET", path="/api/widgets", auth=None,
    params=(Param("starting_after", "starting_after", "query", False, Check("string")), Param("limit", "limit", "query", False, Check("integer"))),
    answer="json", result=WidgetList,
    page=Page(items="data", cursor="starting_after", cursor_field="id", limit="limit", has_more="has_more"),
)


def upload(auth: Optional[str] = None) -> "Operation[Attachment]":
    return Operation(
        id="uploadWidgetAttachment", name="widgets.upload_attachment", method="POST", path="/api/widgets/{widget_id}/attachments", auth=auth,  # type: ignore[arg-type]
        params=(
            Param("widget_id", "widget_id", "path", True, Check("string")),
            Param("file", "file", "body", True, Check("file")),
            Param("purpose", "purpose", "body", True, Check("enum")),
            Param("note", "note", "body", False, Check("string")),
            Param("tags", "tags", "body", False, Check("array", items=Check("string"))),
            Param("copies", "copies", "body", False, Check("array", items=Check("file"))),
            Param("meta", "meta", "body", False, Check("map", items=Check("any"))),
            Param("public", "public", "body", False, Check("boolean")),
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
