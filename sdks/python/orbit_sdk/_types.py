# Hand-written. The shapes generated code hands to the request core: an operation's metadata
# (`Operation`, built in the generated `_operations.py`), its parameters and their checks, and the
# per-call options every method takes. Every descriptor is built with named fields (keyword-only
# arguments), as Go's structs and PHP's and TypeScript's descriptors are.
import re
from typing import Any, Dict, Generic, Mapping, Optional, Sequence, Tuple, Type, TypeVar, Union

import httpx
from typing_extensions import Literal

__all__ = [
    "Check", "Param", "Variant", "Page", "StreamSpec", "Operation", "RequestOptions", "Headers", "Query", "Body", "Timeout",
    "NotGiven", "NOT_GIVEN",
]

R = TypeVar("R")

#: Request headers: a `None` value removes a header the SDK would send.
Headers = Mapping[str, Optional[str]]
#: Query parameters added to one call (`extra_query`), winning over the method's: a string, number or
#: boolean (`true`/`false`), or a list of them for a repeated parameter; `None` removes one.
Query = Mapping[str, object]
#: Top-level fields added to one call's JSON body (`extra_body`), winning over the method's; any JSON value.
Body = Mapping[str, object]
#: Seconds (one limit for connecting, each read and each write, and the pool), or an `httpx.Timeout`.
Timeout = Union[float, httpx.Timeout]

Kind = Literal["string", "integer", "number", "boolean", "literal", "enum", "array", "map", "object", "union", "file", "any"]


class NotGiven:
    """The default of a nullable parameter, as openai-python's: the field is left out of the request.

    A nullable parameter (the contract's `nullable: true`) takes `None` to send `null` (clear the
    field) and `NOT_GIVEN` (its default) to leave the field out (keep it). Every other optional
    parameter is left out when it is `None`.
    """

    __slots__ = ()

    def __bool__(self) -> Literal[False]:
        return False

    def __repr__(self) -> str:
        return "NOT_GIVEN"


#: Leaves a nullable field out of the request (None sends null).
NOT_GIVEN = NotGiven()


class Check:
    """A value's JSON kind and the contract's constraints on it (checked before sending)."""

    __slots__ = (
        "kind", "pattern", "min_length", "max_length", "minimum", "maximum", "min_items", "max_items",
        "items", "fields", "required", "closed", "value", "one_of", "nullable", "values", "variants",
    )

    kind: Kind
    pattern: "Optional[re.Pattern[str]]"
    min_length: Optional[int]
    max_length: Optional[int]
    minimum: Optional[float]
    maximum: Optional[float]
    min_items: Optional[int]
    max_items: Optional[int]
    items: Optional["Check"]
    fields: Dict[str, "Check"]
    required: Sequence[str]
    closed: bool
    value: Optional[str]
    one_of: Sequence[Sequence[str]]
    nullable: Sequence[str]
    values: Sequence[Union[str, int]]
    variants: Sequence["Check"]

    def __init__(
        self,
        kind: Kind,
        *,
        pattern: Optional[str] = None,
        min_length: Optional[int] = None,
        max_length: Optional[int] = None,
        minimum: Optional[float] = None,
        maximum: Optional[float] = None,
        min_items: Optional[int] = None,
        max_items: Optional[int] = None,
        items: Optional["Check"] = None,
        fields: Optional[Dict[str, "Check"]] = None,
        required: Sequence[str] = (),
        closed: bool = False,
        value: Optional[str] = None,
        one_of: Sequence[Sequence[str]] = (),
        nullable: Sequence[str] = (),
        values: Sequence[Union[str, int]] = (),
        variants: Sequence["Check"] = (),
    ) -> None:
        self.kind = kind
        self.pattern = re.compile(pattern) if pattern is not None else None
        self.min_length = min_length
        self.max_length = max_length
        self.minimum = minimum
        self.maximum = maximum
        self.min_items = min_items
        self.max_items = max_items
        #: Arrays: the items' check; maps: the values' check (and, in the testing kit's answer checks, the check
        #: of an object's fields beyond `fields`).
        self.items = items
        #: Objects: each field's check, by wire name.
        self.fields = fields or {}
        #: Objects: the fields that must be present.
        self.required = required
        #: Objects: unknown fields are refused.
        self.closed = closed
        #: Literals: the one value.
        self.value = value
        #: Objects: groups of which exactly one must be present.
        self.one_of = one_of
        #: Objects: the fields whose `None` is sent as `null` (else `None` leaves a field out).
        self.nullable = nullable
        #: Enums that are a union's variant: the known values (a union's variants are told apart by them).
        self.values = values
        #: Unions without a discriminator: the variants' checks, in order (the first the value's shape matches wins).
        self.variants = variants


class Param:
    """One value a method takes: its contract name, its Python keyword, where it travels, its check."""

    __slots__ = ("wire_name", "name", "location", "required", "check", "nullable")

    wire_name: str
    name: str
    location: Literal["path", "query", "header", "body"]
    required: bool
    check: Check
    nullable: bool

    def __init__(
        self,
        *,
        wire_name: str,
        name: str,
        location: Literal["path", "query", "header", "body"],
        check: Check,
        required: bool = False,
        nullable: bool = False,
    ) -> None:
        self.wire_name = wire_name
        self.name = name
        self.location = location
        self.required = required
        self.check = check
        #: `None` is sent as `null` (a body field the contract marks nullable); NOT_GIVEN leaves it out.
        self.nullable = nullable


class Variant:
    """One variant of a discriminated-union body: its discriminator value and its parameters."""

    __slots__ = ("value", "params")

    value: str
    params: Tuple[Param, ...]

    def __init__(self, *, value: str, params: Sequence[Param]) -> None:
        self.value = value
        self.params = tuple(params)


class Page:
    """A paginated list: the answer's items and has-more fields, the limit parameter, and how the next page is
    asked for: the page-number parameter (`page`), or the cursor parameter (`cursor`) set to the
    `cursor_field` of the last item (cursor pages)."""

    __slots__ = ("items", "page", "limit", "has_more", "cursor", "cursor_field")

    items: str
    page: Optional[str]
    limit: str
    has_more: str
    cursor: Optional[str]
    cursor_field: Optional[str]

    def __init__(
        self, *, items: str, limit: str, has_more: str, page: Optional[str] = None, cursor: Optional[str] = None, cursor_field: Optional[str] = None
    ) -> None:
        self.items = items
        self.page = page
        self.limit = limit
        self.has_more = has_more
        self.cursor = cursor
        self.cursor_field = cursor_field


class StreamSpec:
    """Server-sent events: the body flag that asks for them, the chunk type, the end marker."""

    __slots__ = ("param", "chunk", "done")

    param: str
    chunk: Type[Any]
    done: str

    def __init__(self, *, param: str, chunk: Type[Any], done: str) -> None:
        self.param = param
        self.chunk = chunk
        self.done = done


class Operation(Generic[R]):
    """Everything the request core needs to call one operation (one per SDK method)."""

    __slots__ = (
        "id", "name", "method", "path", "auth", "params", "variants", "discriminator", "one_of", "answer",
        "result", "idempotent", "fixed_query", "fixed_body", "stream", "page", "session", "has_body", "accept",
        "multipart", "status",
    )

    id: str
    name: str
    method: str
    path: str
    auth: Optional[Literal["loginToken", "apiKey"]]
    params: Tuple[Param, ...]
    variants: Tuple[Variant, ...]
    discriminator: Optional[str]
    one_of: Sequence[Sequence[str]]
    answer: Literal["json", "text", "binary", "empty"]
    result: Union[Type[R], None]
    has_body: bool
    multipart: bool
    accept: str
    idempotent: bool
    fixed_query: Dict[str, str]
    fixed_body: Dict[str, str]
    stream: Optional[StreamSpec]
    page: Optional[Page]
    session: bool
    status: int

    def __init__(
        self,
        *,
        id: str,
        name: str,
        method: str,
        path: str,
        auth: Optional[Literal["loginToken", "apiKey"]],
        params: Sequence[Param],
        answer: Literal["json", "text", "binary", "empty"],
        result: Union[Type[R], None],
        accept: str = "application/json",
        has_body: bool = False,
        multipart: bool = False,
        variants: Sequence[Variant] = (),
        discriminator: Optional[str] = None,
        one_of: Sequence[Sequence[str]] = (),
        idempotent: bool = False,
        fixed_query: Optional[Dict[str, str]] = None,
        fixed_body: Optional[Dict[str, str]] = None,
        stream: Optional[StreamSpec] = None,
        page: Optional[Page] = None,
        session: bool = False,
        status: int = 200,
    ) -> None:
        self.id = id
        #: `resource.method` as Python spells it, for messages.
        self.name = name
        self.method = method
        self.path = path
        self.auth = auth
        self.params = tuple(params)
        self.variants = tuple(variants)
        self.discriminator = discriminator
        self.one_of = one_of
        self.answer = answer
        #: The model class of a JSON answer.
        self.result = result
        self.has_body = has_body
        #: The body is multipart/form-data (file parts streamed), not JSON.
        self.multipart = multipart
        #: The media type of the answer (the Accept header).
        self.accept = accept
        self.idempotent = idempotent
        self.fixed_query = fixed_query or {}
        self.fixed_body = fixed_body or {}
        self.stream = stream
        self.page = page
        self.session = session
        #: The status of a success answer (the testing kit's fake answers with it; any 2xx is a success).
        self.status = status


class RequestOptions:
    """The per-call options every method takes (`extra_headers`, `extra_query`, `extra_body`, `max_retries`,
    `timeout`; `idempotency_key` on money-moving methods, `api_key` on those the API key authenticates,
    `idle_timeout` on those that answer a stream or binary data)."""

    __slots__ = ("extra_headers", "extra_query", "extra_body", "max_retries", "timeout", "idempotency_key", "api_key", "idle_timeout")

    extra_headers: Optional[Headers]
    extra_query: Optional[Query]
    extra_body: Optional[Body]
    max_retries: Optional[int]
    timeout: Optional[Timeout]
    idempotency_key: Optional[str]
    api_key: Optional[str]
    idle_timeout: Optional[float]

    def __init__(
        self,
        extra_headers: Optional[Headers] = None,
        extra_query: Optional[Query] = None,
        extra_body: Optional[Body] = None,
        max_retries: Optional[int] = None,
        timeout: Optional[Timeout] = None,
        idempotency_key: Optional[str] = None,
        api_key: Optional[str] = None,
        idle_timeout: Optional[float] = None,
    ) -> None:
        self.extra_headers = extra_headers
        self.extra_query = extra_query
        self.extra_body = extra_body
        self.max_retries = max_retries
        self.timeout = timeout
        self.idempotency_key = idempotency_key
        self.api_key = api_key
        self.idle_timeout = idle_timeout
