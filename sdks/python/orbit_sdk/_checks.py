# Hand-written. The argument checks the design makes before anything is sent (docs/sdk-design.md §4):
# missing, unknown, wrong JSON kind, pattern, lengths, ranges, item counts, exactly-one-of groups,
# union discriminators, the variant of a union without one (the first whose shape the value has) and
# file parts. Enum membership is deliberately not checked (a newer service may accept newer values).
# `None` leaves a value out, except where the contract makes it nullable: there it is sent as `null`
# and `NOT_GIVEN` leaves it out. Every refusal is an InvalidArgumentError naming the parameter as
# Python spells it.
import math
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple

import pydantic

from . import _constants as rules
from ._exceptions import InvalidArgumentError
from ._files import file_part
from ._types import NOT_GIVEN, Check, Operation, Param

__all__ = ["Arguments", "check_arguments"]


class Arguments:
    """An operation's checked arguments, split by where they travel (JSON-ready values)."""

    __slots__ = ("path", "query", "headers", "body")

    def __init__(self) -> None:
        self.path: Dict[str, str] = {}
        self.query: List[Tuple[str, str]] = []
        self.headers: Dict[str, str] = {}
        self.body: Optional[Dict[str, Any]] = None


def _fail(op: Operation[Any], where: str, message: str) -> InvalidArgumentError:
    return InvalidArgumentError(f"{op.name}: `{where}` {message}", param=where.split(".")[0].split("[")[0])


def _kind_of(value: object) -> str:
    return type(value).__name__


def _jsonable(value: object) -> object:
    """A caller's value as plain JSON data (models to dicts, enums to their strings or integers)."""
    if isinstance(value, pydantic.BaseModel):
        return value.model_dump(mode="json", by_alias=True, exclude_unset=True)
    if isinstance(value, str):
        return str(value) if type(value) is not str else value
    if isinstance(value, int) and type(value) is not int and not isinstance(value, bool):
        return int(value)
    return value


def _absent(value: object) -> bool:
    return value is None or value is NOT_GIVEN


def _has_shape(value: object, check: Check) -> bool:
    """Whether a value has a union variant's shape: an object holding every required field, one of an enum's
    values, or the JSON kind of a scalar, array or map (the one rule of every SDK)."""
    kind = check.kind
    if check.values:
        return any(value == known and type(value) is type(known) for known in check.values)
    if kind == "object":
        return isinstance(value, Mapping) and all(name in value for name in check.required)
    if kind == "string" or kind == "enum":
        return isinstance(value, str)
    if kind == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if kind == "boolean":
        return isinstance(value, bool)
    if kind == "literal":
        return value == check.value
    if kind == "array":
        return isinstance(value, (list, tuple))
    if kind == "map":
        return isinstance(value, Mapping)
    return kind == "any"


def _check(op: Operation[Any], where: str, value: object, check: Check) -> object:
    """Checks one value and answers it as JSON data (a file as its FilePart)."""
    kind = check.kind
    if kind == "file":
        part = file_part(value)
        if isinstance(part, str):
            raise _fail(op, where, part)
        return part
    value = _jsonable(value)
    if kind == "string" or kind == "enum":
        if not isinstance(value, str):
            raise _fail(op, where, f"must be a string, got {_kind_of(value)}")
        if check.min_length is not None and len(value) < check.min_length:
            raise _fail(op, where, f"must be at least {check.min_length} characters long, got {len(value)}")
        if check.max_length is not None and len(value) > check.max_length:
            raise _fail(op, where, f"must be at most {check.max_length} characters long, got {len(value)}")
        if check.pattern is not None and not check.pattern.search(value):
            raise _fail(op, where, f"must match the pattern {check.pattern.pattern}, got {value!r}")
        return value
    if kind == "integer" or kind == "number":
        ok = isinstance(value, int) if kind == "integer" else isinstance(value, (int, float))
        if not ok or isinstance(value, bool):
            raise _fail(op, where, f"must be {'an integer' if kind == 'integer' else 'a number'}, got {_kind_of(value)}")
        assert isinstance(value, (int, float))
        if not math.isfinite(value):
            raise _fail(op, where, f"must be a finite number, got {value!r}")
        if check.minimum is not None and value < check.minimum:
            raise _fail(op, where, f"must be at least {check.minimum:g}, got {value!r}")
        if check.maximum is not None and value > check.maximum:
            raise _fail(op, where, f"must be at most {check.maximum:g}, got {value!r}")
        return value
    if kind == "boolean":
        if not isinstance(value, bool):
            raise _fail(op, where, f"must be True or False, got {_kind_of(value)}")
        return value
    if kind == "literal":
        if value != check.value:
            raise _fail(op, where, f"must be {check.value!r}, got {value!r}")
        return check.value
    if kind == "array":
        if not isinstance(value, (list, tuple)):
            raise _fail(op, where, f"must be a list, got {_kind_of(value)}")
        if check.min_items is not None and len(value) < check.min_items:
            raise _fail(op, where, f"must have at least {check.min_items} items, got {len(value)}")
        if check.max_items is not None and len(value) > check.max_items:
            raise _fail(op, where, f"must have at most {check.max_items} items, got {len(value)}")
        assert check.items is not None
        return [_check(op, f"{where}[{i}]", item, check.items) for i, item in enumerate(value)]
    if kind == "map" or kind == "object":
        if not isinstance(value, Mapping):
            raise _fail(op, where, f"must be a dict, got {_kind_of(value)}")
        if kind == "map":
            assert check.items is not None
            return {str(k): _check(op, f"{where}.{k}", v, check.items) for k, v in value.items()}
        return _check_object(op, where, value, check)
    if kind == "union":
        variant = next((v for v in check.variants if _has_shape(value, v)), None)
        if variant is None:
            raise _fail(op, where, f"matches none of the union's variants (by shape), got {_kind_of(value)}")
        return _check(op, where, value, variant)
    return value


def _check_object(op: Operation[Any], where: str, value: Mapping[Any, Any], check: Check) -> Dict[str, Any]:
    out: Dict[str, Any] = {}
    for name, item in value.items():
        field = check.fields.get(name)
        if field is None:
            if check.closed:
                raise _fail(op, f"{where}.{name}", "is not a field of this object")
            out[str(name)] = _jsonable(item)
        elif not _absent(item):
            out[name] = _check(op, f"{where}.{name}", item, field)
        elif item is None and name in check.nullable:
            out[name] = None
    for name in check.required:
        if name not in out:
            raise _fail(op, f"{where}.{name}", "is required")
    _one_of(op, where + ".", out, check.one_of)
    return out


def _one_of(op: Operation[Any], prefix: str, present: Mapping[str, Any], groups: Sequence[Sequence[str]]) -> None:
    if not groups:
        return
    matching = [g for g in groups if all(name in present for name in g)]
    names = " or ".join("+".join(f"`{prefix}{n}`" for n in g) for g in groups)
    if len(matching) != 1:
        raise InvalidArgumentError(f"{op.name}: give exactly one of {names}", param=groups[0][0])


def _place(op: Operation[Any], out: Arguments, param: Param, value: object) -> None:
    data = None if value is None else _check(op, param.name, value, param.check)
    if param.location == "body":
        assert out.body is not None
        out.body[param.wire_name] = data
    elif param.location == "query":
        items = data if isinstance(data, list) else [data]
        for item in items:
            out.query.append((param.wire_name, ("true" if item else "false") if isinstance(item, bool) else str(item)))
    elif param.location == "header":
        out.headers[param.wire_name] = str(data)
    else:
        out.path[param.wire_name] = str(data)


def _unknown(op: Operation[Any], name: str, why: str) -> InvalidArgumentError:
    """The refusal of a keyword the method does not take; an idempotency key follows the runtime rule."""
    if name == "idempotency_key" and not op.idempotent and rules.IDEMPOTENCY_ELSEWHERE == "refuse":
        return InvalidArgumentError(
            f"{op.name}: `idempotency_key` is refused: this operation moves no money and declares no {rules.IDEMPOTENCY_HEADER} "
            "(the runtime rule idempotency.elsewhere: refuse; a key is never dropped silently)",
            param="idempotency_key",
        )
    return InvalidArgumentError(f"{op.name}: `{name}` {why}", param=name)


def check_arguments(op: Operation[Any], args: Mapping[str, object]) -> Arguments:
    """Checks a call's arguments (by contract name; None or NOT_GIVEN means absent, but None is `null` for a
    nullable parameter) and splits them by location."""
    out = Arguments()
    if op.has_body:
        out.body = dict(op.fixed_body)
    params: Sequence[Param] = op.params
    if op.variants:
        assert op.discriminator is not None
        tag = args.get(op.discriminator)
        variant = next((v for v in op.variants if v.value == tag), None)
        if variant is None:
            known = ", ".join(repr(v.value) for v in op.variants)
            raise InvalidArgumentError(f"{op.name}: `{op.discriminator}` must be one of {known}, got {tag!r}", param=op.discriminator)
        params = variant.params
        own = {p.wire_name for p in params}
        for name, value in args.items():
            if not _absent(value) and name not in own:
                raise _unknown(op, name, f"is not a parameter when {op.discriminator} is {tag!r}")
    accepted = {p.wire_name for p in params}
    for name, value in args.items():
        if name not in accepted and not _absent(value) and name != op.discriminator:
            raise _unknown(op, name, "is not a parameter of this method")
    for param in params:
        value = args.get(param.wire_name, NOT_GIVEN)
        if value is NOT_GIVEN or (value is None and not param.nullable):
            if param.required:
                raise InvalidArgumentError(f"{op.name}: `{param.name}` is required", param=param.name)
            continue
        _place(op, out, param, value)
    if out.body is not None:
        _one_of(op, "", out.body, op.one_of)
    return out
