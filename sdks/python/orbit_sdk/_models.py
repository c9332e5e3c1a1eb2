# Hand-written. The bases of the generated types (orbit_sdk/types): answers are pydantic models that
# keep what a newer service adds, enums are `str` or `int` enums that accept values they do not know, and
# a union without a discriminator decodes by the one rule of every SDK (`Untagged`).
import enum
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Dict, List, Optional, Union

import pydantic
from pydantic import ConfigDict, GetCoreSchemaHandler
from pydantic_core import CoreSchema, core_schema
from typing_extensions import Literal, get_args, get_origin

__all__ = ["BaseModel", "OpenEnum", "OpenIntEnum", "Untagged"]


class BaseModel(pydantic.BaseModel):
    """An object of an answer.

    Fields the SDK does not know (added by a newer service) are kept in `model_extra`;
    `to_dict()` gives the object as received, unknown fields included. A value of the wrong JSON
    kind for a typed field fails decoding (`APIResponseValidationError`), it is never coerced.
    """

    model_config: ClassVar[ConfigDict] = ConfigDict(extra="allow", strict=True, populate_by_name=True, protected_namespaces=())

    if TYPE_CHECKING:
        # A property for type checkers (not an annotation, which pydantic's dataclass_transform would make a
        # constructor argument).
        @property
        def _request_id(self) -> Optional[str]:
            """The request id of the answer this object came from (set on the top-level result)."""
    else:

        def __getattr__(self, name: str) -> Any:
            # `_request_id` is a plain instance attribute of the top-level result (not a pydantic private
            # attribute: those cost every nested object an initialisation); other objects answer None.
            if name == "_request_id":
                return None
            return super().__getattr__(name)

    def to_dict(self) -> Dict[str, Any]:
        """The object as JSON-ready data with the contract's field names; absent fields left out."""
        return self.model_dump(mode="json", by_alias=True, exclude_unset=True)

    def to_json(self) -> str:
        """The object as JSON with the contract's field names; absent fields left out."""
        return self.model_dump_json(by_alias=True, exclude_unset=True)


def _enum_schema(cls: Any, value_type: type, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
    """An enum field's schema: JSON as pydantic decodes it (the value, strictly: the wire is never coerced),
    and in Python the member or its plain value (exactly a `str` or an `int`), so `Model.model_validate(
    x.to_dict())` gives `x` again. A strict model alone takes only members there, and `to_dict()` writes values."""
    members = handler(source)

    def member_of(value: Any) -> Any:
        return cls(value) if type(value) is value_type else value  # noqa: E721 (bool and str subclasses stay out)

    return core_schema.json_or_python_schema(
        json_schema=members,
        python_schema=core_schema.no_info_before_validator_function(member_of, members),
        serialization=members.get("serialization"),
    )


class OpenEnum(str, enum.Enum):
    """A string enum that a newer service may extend.

    Known values are members with named constants (`OrderStatus.PENDING`); a value this version does
    not know becomes a member created on the fly (`OrderStatus("disputed")`), still a `str` equal to
    the value, so `status == "disputed"` and `status.value` work and nothing fails.
    """

    @classmethod
    def _missing_(cls, value: object) -> Optional["OpenEnum"]:
        if not isinstance(value, str):
            return None
        member = str.__new__(cls, value)
        member._name_ = value
        member._value_ = value
        return member

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        return _enum_schema(cls, str, source, handler)

    def __str__(self) -> str:
        return str(self.value)


class OpenIntEnum(int, enum.Enum):
    """An integer enum that a newer service may extend.

    Known values are members with named constants (`Priority.HIGH`); a value this version does not know
    becomes a member created on the fly (`Priority(7)`), still an `int` equal to the value, so
    `priority == 7` and `priority.value` work and nothing fails.
    """

    @classmethod
    def _missing_(cls, value: object) -> Optional["OpenIntEnum"]:
        if not isinstance(value, int) or isinstance(value, bool):
            return None
        member = int.__new__(cls, value)
        member._name_ = str(value)
        member._value_ = value
        return member

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        return _enum_schema(cls, int, source, handler)

    def __str__(self) -> str:
        return str(self.value)


class Untagged:
    """How a union without a discriminator decodes (`Annotated[Union[Circle, Rectangle], Untagged()]`).

    A value is the FIRST variant, in the contract's order, whose shape it has: a model when the value is a
    JSON object holding every required field of the model, an enum when it is one of the enum's values, a
    scalar, list or dict by its JSON kind; the chosen variant then decodes it strictly. A value no variant
    matches (a newer shape) is kept as it came, never refused. pydantic's own unions (smart or left to right)
    try to decode with each variant instead, which picks another variant for some values.
    """

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        variants = get_args(source)
        tests = [_shape_test(variant) for variant in variants]
        choices: Dict[Union[int, str], CoreSchema] = {i: handler.generate_schema(variant) for i, variant in enumerate(variants)}
        choices["as_received"] = core_schema.any_schema()

        def variant_of(value: Any) -> Union[int, str]:
            return next((i for i, test in enumerate(tests) if test(value)), "as_received")

        return core_schema.tagged_union_schema(choices, variant_of)


def _shape_test(variant: Any) -> Callable[[Any], bool]:
    """Whether a value (decoded JSON, or an object of the SDK's) has one variant's shape."""
    if isinstance(variant, type) and issubclass(variant, pydantic.BaseModel):
        required = [field.alias or name for name, field in variant.model_fields.items() if field.is_required()]
        return lambda value: isinstance(value, variant) or (isinstance(value, dict) and all(name in value for name in required))
    if isinstance(variant, type) and issubclass(variant, enum.Enum):
        known: List[Any] = [member.value for member in variant]
        return lambda value: any(type(value) is type(k) and value == k for k in known)
    origin = get_origin(variant)
    if origin is Literal:
        return lambda value: value in get_args(variant)
    kinds: Dict[Any, Callable[[Any], bool]] = {
        bool: lambda value: isinstance(value, bool),
        int: lambda value: isinstance(value, int) and not isinstance(value, bool),
        float: lambda value: isinstance(value, (int, float)) and not isinstance(value, bool),
        str: lambda value: isinstance(value, str),
        list: lambda value: isinstance(value, list),
        dict: lambda value: isinstance(value, dict),
    }
    return kinds.get(origin or variant, lambda value: True)
