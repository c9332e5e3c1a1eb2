# Hand-written. The fixtures' builders and their check against the contract's tables (the generated _schemas):
# a value the service could never send by this contract fails with InvalidFixtureError naming the field. Stricter
# than the SDK's decoding on purpose: the SDK takes what a newer service adds (fields, enum values, shapes), while
# a fixture states what this contract promises.
import enum
import importlib
import json
from typing import Any, Callable, Dict, Mapping, NoReturn, Optional, Type, TypeVar

import pydantic

from .._checks import _has_shape
from .._types import NOT_GIVEN, Check
from ._errors import InvalidFixtureError
from ._schemas import TYPES

__all__ = ["build", "enum_value", "union_value", "check", "plain"]

M = TypeVar("M", bound=pydantic.BaseModel)
E = TypeVar("E", bound=enum.Enum)
T = TypeVar("T")


def build(model: Type[M], overrides: Mapping[str, object]) -> M:
    """The contract's example of `model` with the fields given (NOT_GIVEN: the example's; None: left out, unless the
    field may be null), checked, as the SDK decodes an answer."""
    name = model.__name__
    rule, example = TYPES[name]
    data: Dict[str, Any] = json.loads(example) if example is not None else {}
    for field, value in overrides.items():
        if value is NOT_GIVEN:
            continue
        wire = model.model_fields[field].alias or field
        if value is None and wire not in rule.nullable:
            data.pop(wire, None)
        else:
            data[wire] = plain(value)
    check(data, rule, name)
    return _decoded(model.model_validate_json, data, name)


def enum_value(enum_type: Type[E], value: object) -> E:
    """A value of an enum this contract lists (its example when NOT_GIVEN), as the enum's member."""
    rule, example = TYPES[enum_type.__name__]
    data = json.loads(example or "null") if value is NOT_GIVEN else plain(value)
    check(data, rule, enum_type.__name__)
    return enum_type(data)


def union_value(name: str, value: object) -> Any:
    """A value of the union without a discriminator `name` (its example when NOT_GIVEN), as the SDK decodes it: the
    model of the first variant whose shape it has, or the value."""
    rule, example = TYPES[name]
    data = json.loads(example or "null") if value is NOT_GIVEN else plain(value)
    check(data, rule, name)
    adapter: "pydantic.TypeAdapter[Any]" = pydantic.TypeAdapter(getattr(importlib.import_module("orbit_sdk.types"), name))
    return _decoded(adapter.validate_json, data, name)


def _decoded(decode: Callable[[str], T], data: object, name: str) -> T:
    try:
        return decode(json.dumps(data))
    except pydantic.ValidationError as error:  # the check above passed: the SDK's types and the tables disagree
        raise InvalidFixtureError(f"{name}: the SDK cannot decode the fixture: {error}", name) from error


def plain(value: object) -> object:
    """A value as the JSON the service would send: models (from other builders) as their fields, enums as values."""
    if isinstance(value, pydantic.BaseModel):
        return value.model_dump(mode="json", by_alias=True, exclude_unset=True)
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, Mapping):
        return {key: plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(item) for item in value]
    return value


def _fail(path: str, message: str) -> NoReturn:
    raise InvalidFixtureError(f"{path} {message}", path)


def check(value: object, rule: Check, path: str) -> None:
    """Raises InvalidFixtureError, naming the field, unless `value` (JSON data) is one the contract allows."""
    kind = rule.kind
    if rule.values:
        if not any(type(value) is type(known) and value == known for known in rule.values):
            _fail(path, f"is {value!r}, not one of {', '.join(repr(known) for known in rule.values)}")
    elif kind == "union":
        variant = next((v for v in rule.variants if _has_shape(value, v)), None)
        if variant is None:
            _fail(path, f"has the shape of no variant of its union: {value!r}")
        check(value, variant, path)
    elif kind == "object" or kind == "map":
        if not isinstance(value, dict):
            _fail(path, f"is {type(value).__name__} {value!r}, not an object")
        for name, item in value.items():
            field = rule.fields.get(name, rule.items)
            if field is None:
                _fail(f"{path}.{name}", "is not a field of this type by the contract")
            if item is None and name in rule.fields:
                if name not in rule.nullable:
                    _fail(f"{path}.{name}", "cannot be null (None leaves it out)")
            else:
                check(item, field, f"{path}.{name}")
        for name in rule.required:
            if name not in value:
                _fail(f"{path}.{name}", "is required")
    elif kind == "array":
        if not isinstance(value, list):
            _fail(path, f"is {type(value).__name__} {value!r}, not a list")
        _size(len(value), rule.min_items, rule.max_items, path, "items")
        assert rule.items is not None
        for i, item in enumerate(value):
            check(item, rule.items, f"{path}[{i}]")
    elif kind == "literal":
        if value != rule.value:
            _fail(path, f"is {value!r}, not {rule.value!r}")
    elif kind != "any":
        _scalar(value, rule, path)


def _scalar(value: object, rule: Check, path: str) -> None:
    kinds: Dict[str, Any] = {"string": str, "integer": int, "number": (int, float), "boolean": bool, "enum": str}
    if not isinstance(value, kinds[rule.kind]) or (isinstance(value, bool) and rule.kind != "boolean"):
        _fail(path, f"is {type(value).__name__} {value!r}, not {'a' if rule.kind != 'integer' else 'an'} {rule.kind}")
    if isinstance(value, str):
        if rule.pattern is not None and not rule.pattern.search(value):
            _fail(path, f"{value!r} does not match the pattern {rule.pattern.pattern}")
        _size(len(value), rule.min_length, rule.max_length, path, "characters")
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        if rule.minimum is not None and value < rule.minimum:
            _fail(path, f"is {value!r}, below the minimum {rule.minimum:g}")
        if rule.maximum is not None and value > rule.maximum:
            _fail(path, f"is {value!r}, above the maximum {rule.maximum:g}")


def _size(size: int, least: Optional[int], most: Optional[int], path: str, unit: str) -> None:
    if least is not None and size < least:
        _fail(path, f"has {size} {unit}, fewer than {least}")
    if most is not None and size > most:
        _fail(path, f"has {size} {unit}, more than {most}")
