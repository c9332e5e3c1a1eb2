"""The Python SDK's matrix driver (docs/sdk-design.md §6): one JSON request per line on stdin, one JSON
answer per line on stdout, in order; anything else goes to stderr. It maps each request onto the SDK's
public API (`Orbit`, `client.<resource>.<method>(**params)`) and nothing more: the orchestrator owns
scenarios, expectations and reports.

    echo '{"id": 1, "op": "hello"}' | python tests/matrix/runners/python/driver.py
"""
import base64
import json
import logging
import platform
import sys
from typing import Any, Dict, List, Optional

import orbit_sdk
from orbit_sdk import BinaryResponse, Orbit, OrbitError, _operations
from orbit_sdk._models import BaseModel

clients: Dict[str, Orbit] = {}
log_lines: List[str] = []


class _Capture(logging.Handler):
    def emit(self, record: logging.LogRecord) -> None:
        log_lines.append(record.getMessage())


logging.getLogger("orbit_sdk").addHandler(_Capture(level=logging.DEBUG))

OPERATIONS = {op.name: op for op in vars(_operations).values() if isinstance(op, _operations.Operation)}


def snake(name: str) -> str:
    out = []
    for i, ch in enumerate(name):
        if ch.isupper() and i and (not name[i - 1].isupper() or (i + 1 < len(name) and name[i + 1].islower())):
            out.append("_")
        out.append(ch.lower())
    return "".join(out)


def client_for(name: str, options: Dict[str, Any]) -> Orbit:
    if name not in clients:
        keys = {"baseUrl": "base_url", "accessToken": "access_token", "refreshToken": "refresh_token", "apiKey": "api_key", "maxRetries": "max_retries",
                "timeout": "timeout", "autoRefresh": "auto_refresh", "defaultHeaders": "default_headers", "logLevel": "log_level"}
        kwargs = {keys[k]: v for k, v in (options or {}).items() if k in keys and v is not None}
        clients[name] = Orbit(**kwargs)
    return clients[name]


def as_json(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return value.to_dict()
    if isinstance(value, BinaryResponse):
        return {"binary": True, "mediaType": value.media_type, "base64": base64.b64encode(value.content).decode()}
    return value


def call(request: Dict[str, Any]) -> Dict[str, Any]:
    client = client_for(request.get("client", "default"), request.get("clientOptions") or {})
    resource, method = request["resource"], request["method"]
    op = OPERATIONS.get(f"{snake(resource)}.{snake(method)}")
    if op is None:
        raise LookupError(f"no SDK method {resource}.{method}")
    names = {p.wire: p.name for p in op.params}
    for variant in op.variants:
        names.update({p.wire: p.name for p in variant.params})
    kwargs = {names.get(wire, snake(wire)): value for wire, value in (request.get("params") or {}).items()}
    options = request.get("options") or {}
    if options.get("headers") is not None:
        kwargs["extra_headers"] = options["headers"]
    if options.get("maxRetries") is not None:
        kwargs["max_retries"] = options["maxRetries"]
    if options.get("timeout") is not None:
        kwargs["timeout"] = options["timeout"]
    if options.get("idempotencyKey") is not None and op.idempotent:
        kwargs["idempotency_key"] = options["idempotencyKey"]
    target = getattr(getattr(client, snake(resource)), snake(method) + ("_auto_paging" if request.get("autoPaging") else ""))
    if request.get("stream"):
        kwargs["stream"] = True
        with target(**kwargs) as stream:
            return {"result": {"chunks": [chunk.to_dict() for chunk in stream]}, "requestId": stream._request_id}
    result = target(**kwargs)
    if request.get("autoPaging"):
        return {"result": {"items": [as_json(item) for item in result]}, "requestId": None}
    return {"result": as_json(result), "requestId": getattr(result, "_request_id", None)}


def error_json(error: BaseException) -> Dict[str, Any]:
    sdk = isinstance(error, OrbitError)
    kind = getattr(type(error), "kind", None) if sdk else None
    return {
        "kind": kind or type(error).__name__,
        "class": type(error).__name__,
        "sdkError": sdk,
        "status": getattr(error, "status_code", None),
        "code": getattr(error, "code", None),
        "type": getattr(error, "type", None) if sdk else None,
        "param": getattr(error, "param", None),
        "requestId": getattr(error, "request_id", None),
        "message": str(error),
        "rawBody": getattr(error, "raw_body", None),
    }


def answer(request: Dict[str, Any]) -> Dict[str, Any]:
    if request.get("op") == "hello":
        return {"ok": True, "result": {"sdk": "python", "version": orbit_sdk.__version__, "runtime": f"{platform.python_implementation()} {platform.python_version()}"}}
    if request.get("op") != "call":
        return {"ok": False, "error": {"kind": "DriverError", "class": "LookupError", "sdkError": False, "message": f"unknown op {request.get('op')!r}"}}
    del log_lines[:]
    try:
        out: Dict[str, Any] = {"ok": True, **call(request)}
    except Exception as error:  # every failure is reported; sdkError says whether it was the SDK's own
        out = {"ok": False, "error": error_json(error)}
    out["log"] = list(log_lines)
    return out


def main() -> int:
    for line in sys.stdin:
        if not line.strip():
            continue
        request_id: Optional[Any] = None
        try:
            request = json.loads(line)
            request_id = request.get("id")
            response = answer(request)
        except Exception as error:  # a request the driver cannot read
            response = {"ok": False, "error": {"kind": "DriverError", "class": type(error).__name__, "sdkError": False, "message": str(error)}}
        sys.stdout.write(json.dumps({"id": request_id, **response}) + "\n")
        sys.stdout.flush()
    for client in clients.values():
        client.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
