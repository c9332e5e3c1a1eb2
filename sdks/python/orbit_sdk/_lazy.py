# Hand-written. The PEP 562 hooks of the generated package __init__s (orbit_sdk.types, orbit_sdk.resources):
# each name loads its module on first use, so `import orbit_sdk` builds no model class and imports no resource.
from __future__ import annotations

import importlib
from typing import Any, Callable, Dict, List, MutableMapping, Sequence, Tuple


def lazy_exports(
    package: str, modules: Dict[str, str], namespace: MutableMapping[str, Any], names: Sequence[str]
) -> Tuple[Callable[[str], Any], Callable[[], List[str]]]:
    """The module-level `__getattr__` and `__dir__` of `package`, whose names live in `modules`."""

    def __getattr__(name: str) -> Any:
        module = modules.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f".{module}", package), name)
        namespace[name] = value  # later look-ups find it without __getattr__
        return value

    def __dir__() -> List[str]:
        return sorted({*namespace, *names})

    return __getattr__, __dir__
