# Hand-written. The debug log switch: `ORBIT_LOG` / the `log_level` option choose off, info or debug;
# lines go to the `orbit_sdk` logger of the `logging` module (to standard error when nothing else
# handles it). Lines follow the rules' format; bodies and credentials are never logged.
import json
import logging
import sys
from typing import Mapping, Optional

from . import _constants as rules
from ._exceptions import InvalidArgumentError

__all__ = ["logger", "resolve_log_level", "LogLevel", "attempt_line", "headers_line"]

#: The SDK's logger. Add your own handler to send its lines elsewhere.
logger = logging.getLogger("orbit_sdk")

#: off = 0, info = 1, debug = 2 (the rules' levels, in order).
LogLevel = int

_PYTHON_LEVELS = {1: logging.INFO, 2: logging.DEBUG}
_REDACTED = {name.lower() for name in rules.LOG_REDACT_HEADERS}


def resolve_log_level(option: Optional[str], environ: Mapping[str, str]) -> LogLevel:
    """The level of the `log_level` option, else of the environment variable (in `environ`), else off."""
    where = "log_level"
    value = option
    if value is None:
        where = rules.ENV_LOG
        value = environ.get(rules.ENV_LOG) or None
    if value is None:
        return 0
    normalised = value.strip().lower()
    if normalised not in rules.LOG_LEVELS:
        raise InvalidArgumentError(f"{where} must be one of {', '.join(rules.LOG_LEVELS)}, got {value!r}", param="log_level")
    level = rules.LOG_LEVELS.index(normalised)
    if level:
        _route(_PYTHON_LEVELS[level])
    return level


def _route(python_level: int) -> None:
    """Lets the logger pass the client's level, and writes to stderr when nothing else handles it."""
    if logger.level == logging.NOTSET or logger.level > python_level:
        logger.setLevel(python_level)
    if not logger.hasHandlers():
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("%(message)s"))
        logger.addHandler(handler)


def attempt_line(level_name: str, method: str, path: str, status: str, attempt: int, request_id: Optional[str], elapsed_ms: int) -> str:
    return rules.LOG_FORMAT.format(
        level=level_name, method=method, path=path, status=status, attempt=attempt, request_id=request_id or "-", elapsed_ms=elapsed_ms
    )


def headers_line(method: str, path: str, attempt: int, headers: Mapping[str, str]) -> str:
    shown = {name: (rules.LOG_REDACTED if name.lower() in _REDACTED else value) for name, value in headers.items()}
    # The same opening as the attempt lines ("orbit debug: "), then the headers.
    prefix = rules.LOG_FORMAT.split("{method}")[0].format(level="debug")
    return f"{prefix}{method} {path} attempt={attempt} headers={json.dumps(shown, sort_keys=True)}"
