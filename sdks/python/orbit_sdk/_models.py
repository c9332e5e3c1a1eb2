# Hand-written. The bases of the generated types (orbit_sdk/types): answers are pydantic models that
# keep what a newer service adds, and enums are `str` enums that accept values they do not know.
import enum
from typing import TYPE_CHECKING, Any, ClassVar, Dict, Optional

import pydantic
from pydantic import ConfigDict

__all__ = ["BaseModel", "OpenEnum"]


class BaseModel(pydantic.BaseModel):
    """An object of an answer.

    Fields the SDK does not know (added by a newer service) are kept in `model_extra`;
    `to_dict()` gives the object as received, unknown fields included. A value of the wrong JSON
    kind for a typed field fails decoding (`APIResponseValidationError`), it is never coerced.
    """

    model_config: ClassVar[ConfigDict] = ConfigDict(extra="allow", strict=True, populate_by_name=True, protected_namespaces=())

    if TYPE_CHECKING:
        #: The `X-Request-Id` of the answer this object came from (set on the top-level result).
        _request_id: Optional[str]
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

    def __str__(self) -> str:
        return str(self.value)
