"""The Python SDK's matrix driver (docs/sdk-design.md §6): one JSON request per line on stdin, one JSON
answer per line on stdout, in order; anything else goes to stderr. It maps each request onto the SDK's
public API (`Orbit`, `client.with_options()`, `client.<resource>.<method>(**params)`, `with_raw_response`,
`with_streaming_response`, `list_auto_paging().iter_pages()`, closing a stream, an httpx event hook, a
file as a path, bytes or a one-shot stream, `idle_timeout`, one client shared by threads) and nothing
more: the orchestrator owns scenarios, expectations and reports. Proxies come from the environment
(HTTP_PROXY, HTTPS_PROXY, NO_PROXY), which the SDK's own httpx client reads. `ORBIT_SDK_DIR` names the SDK folder to load (default: as installed, or
PYTHONPATH), e.g. one built from another contract (tests/shapes).

    echo '{"id": 1, "op": "hello"}' | python tests/matrix/runners/python/driver.py
"""
import base64
import concurrent.futures
import json
import logging
import os
import pathlib
import platform
import sys
import tempfile
import threading
from typing import IO, Any, Dict, List, Optional

import httpx

if os.environ.get("ORBIT_SDK_DIR"):
    sys.path.insert(0, os.environ["ORBIT_SDK_DIR"])

import orbit_sdk
from orbit_sdk import APIUserAbortError, BinaryResponse, Orbit, OrbitError, _operations
from orbit_sdk._models import BaseModel

clients: Dict[str, Orbit] = {}
#: The attempts each client's interception point recorded during the current call (middleware: true).
recorders: Dict[str, List[Dict[str, Any]]] = {}
own_http: List[httpx.Client] = []
log_lines: List[str] = []


class _Capture(logging.Handler):
    def emit(self, record: logging.LogRecord) -> None:
        log_lines.append(record.getMessage())


logging.getLogger("orbit_sdk").addHandler(_Capture(level=logging.DEBUG))

OPERATIONS = {op.name: op for op in vars(_operations).values() if isinstance(op, _operations.Operation)}
OPTION_KEYS = {"baseUrl": "base_url", "accessToken": "access_token", "refreshToken": "refresh_token", "apiKey": "api_key", "maxRetries": "max_retries",
               "timeout": "timeout", "idleTimeout": "idle_timeout", "autoRefresh": "auto_refresh", "defaultHeaders": "default_headers", "logLevel": "log_level"}


def snake(name: str) -> str:
    out = []
    for i, ch in enumerate(name):
        if ch.isupper() and i and (not name[i - 1].isupper() or (i + 1 < len(name) and name[i + 1].islower())):
            out.append("_")
        out.append(ch.lower())
    return "".join(out)


def traced_http_client(attempts: List[Dict[str, Any]]) -> httpx.Client:
    """The SDK's interception point for every attempt: an httpx.Client with event hooks, given as http_client."""

    def on_request(request: httpx.Request) -> None:
        attempts.append({"method": request.method, "path": request.url.path, "status": None})

    def on_response(response: httpx.Response) -> None:
        attempts[-1]["status"] = response.status_code

    http = httpx.Client(event_hooks={"request": [on_request], "response": [on_response]})
    own_http.append(http)
    return http


def client_for(name: str, options: Dict[str, Any]) -> Orbit:
    if name not in clients:
        kwargs = {OPTION_KEYS[k]: v for k, v in (options or {}).items() if k in OPTION_KEYS and v is not None}
        parent = options.get("from")
        if options.get("middleware"):
            recorders[name] = []
            kwargs["http_client"] = traced_http_client(recorders[name])
        elif parent is not None and parent in recorders:
            recorders[name] = recorders[parent]  # the copy shares the parent's connections and their hooks
        # A copy is made with the SDK's copy-with-options call and only the options the scenario changes.
        clients[name] = clients[parent].with_options(**kwargs) if parent is not None else Orbit(**kwargs)
    return clients[name]


def as_json(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return value.to_dict()
    if isinstance(value, BinaryResponse):
        return binary_json(value.media_type, value.content)
    return value


def binary_json(media_type: str, content: bytes) -> Dict[str, Any]:
    return {"binary": True, "mediaType": media_type, "base64": base64.b64encode(content).decode()}


def headers_json(headers: httpx.Headers) -> Dict[str, str]:
    return {name: headers[name] for name in headers.keys()}  # lower-case names, repeated values joined by ", "


def read_cancelled(stream: Any, n: int) -> Dict[str, Any]:
    """Reads n chunks, closes the stream (Python's cancellation of a synchronous stream), then reads on."""
    chunks, it = [], iter(stream)
    for chunk in it:
        chunks.append(chunk.to_dict())
        if len(chunks) >= n:
            break
    stream.close()
    try:
        late = next(it)
    except (StopIteration, APIUserAbortError):
        return {"chunks": chunks, "cancelled": True}
    return {"chunks": chunks + [late.to_dict()], "cancelled": False}


def one_shot(content: bytes) -> "IO[bytes]":
    """A stream that can be read once: the read end of a pipe (not seekable), as a socket or stdin would be."""
    read, write = os.pipe()
    os.write(write, content)  # a small file: it fits the pipe's buffer
    os.close(write)
    return os.fdopen(read, "rb")


def file_param(spec: Dict[str, Any]) -> Any:
    """A `{"$file": {...}}` param as the SDK takes a file: (file name, content, media type), the content a
    path written first, bytes, or a one-shot stream."""
    content = spec["content"].encode("utf-8")
    source: Any = content
    if spec["from"] == "path":
        path = pathlib.Path(tempfile.mkdtemp(prefix="orbit-driver-")) / spec["name"]
        path.write_bytes(content)
        source = path
    elif spec["from"] == "stream":
        source = one_shot(content)
    return (spec["name"], source, spec.get("type"))


def param_value(value: Any) -> Any:
    if isinstance(value, dict) and isinstance(value.get("$file"), dict):
        return file_param(value["$file"])
    return value


class StreamFailed(Exception):
    """A streamed call failed after the caller received `chunks` (the protocol reports them with the error)."""

    def __init__(self, error: Exception, chunks: List[Any]) -> None:
        super().__init__(str(error))
        self.error = error
        self.chunks = chunks


def read_all(stream: Any) -> List[Any]:
    chunks: List[Any] = []
    try:
        for chunk in stream:
            chunks.append(chunk.to_dict())
    except Exception as error:
        raise StreamFailed(error, chunks) from error
    return chunks


def call(request: Dict[str, Any]) -> Dict[str, Any]:
    client = client_for(request.get("client", "default"), request.get("clientOptions") or {})
    resource, method = request["resource"], request["method"]
    op = OPERATIONS.get(f"{snake(resource)}.{snake(method)}")
    if op is None:
        raise LookupError(f"no SDK method {resource}.{method}")
    names = {p.wire_name: p.name for p in op.params}
    for variant in op.variants:
        names.update({p.wire_name: p.name for p in variant.params})
    kwargs = {names.get(wire, snake(wire)): param_value(value) for wire, value in (request.get("params") or {}).items()}
    options = request.get("options") or {}
    for key, keyword in (("headers", "extra_headers"), ("maxRetries", "max_retries"), ("timeout", "timeout"), ("idempotencyKey", "idempotency_key"),
                         ("apiKey", "api_key"), ("extraQuery", "extra_query"), ("extraBody", "extra_body"), ("idleTimeout", "idle_timeout")):
        if options.get(key) is not None:
            kwargs[keyword] = options[key]  # the SDK honours each or refuses it (never the driver)
    if request.get("stream"):
        kwargs["stream"] = True
    res, name = snake(resource), snake(method)
    if request.get("raw"):
        if request.get("stream") or op.answer == "binary":
            # Read through with_streaming_response: chunks and bytes as they arrive, not the whole answer first.
            with getattr(getattr(client.with_streaming_response, res), name)(**kwargs) as response:
                if request.get("stream"):
                    body: Any = {"chunks": read_all(response.parse())}
                else:
                    body = binary_json(response.headers.get("content-type", "").split(";")[0], b"".join(response.iter_bytes()))
        else:
            response = getattr(getattr(client.with_raw_response, res), name)(**kwargs)
            body = as_json(response.parse())
        return {"result": {"status": response.status_code, "headers": headers_json(response.headers), "body": body}, "requestId": response.request_id}
    if request.get("pages"):
        pager = getattr(getattr(client, res), name + "_auto_paging")(**kwargs)
        pages = [{"items": [as_json(item) for item in page.items], "hasNextPage": page.has_next_page()} for page in pager.iter_pages()]
        return {"result": {"pages": pages}, "requestId": None}
    target = getattr(getattr(client, res), name + ("_auto_paging" if request.get("autoPaging") else ""))
    if request.get("stream"):
        with target(**kwargs) as stream:
            if request.get("cancelAfterChunks") is not None:
                return {"result": read_cancelled(stream, int(request["cancelAfterChunks"])), "requestId": stream._request_id}
            return {"result": {"chunks": read_all(stream)}, "requestId": stream._request_id}
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


def call_at_once(request: Dict[str, Any]) -> Dict[str, Any]:
    """The same call `concurrent` times at once on the one client, one thread each (the client is made
    first, as a user shares one): `{"succeeded": n, "errors": [...]}`."""
    count = int(request["concurrent"])
    client_for(request.get("client", "default"), request.get("clientOptions") or {})
    start = threading.Barrier(count)

    def one() -> Dict[str, Any]:
        start.wait()  # every thread sends at the same moment
        return call(request)

    errors: List[Dict[str, Any]] = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=count) as pool:
        for future in [pool.submit(one) for _ in range(count)]:
            error = future.exception()
            if error is not None:
                errors.append(error_json(error.error if isinstance(error, StreamFailed) else error))
    return {"result": {"succeeded": count - len(errors), "errors": errors}, "requestId": None}


def answer(request: Dict[str, Any]) -> Dict[str, Any]:
    if request.get("op") == "hello":
        return {"ok": True, "result": {"sdk": "python", "version": orbit_sdk.__version__, "runtime": f"{platform.python_implementation()} {platform.python_version()}"}}
    if request.get("op") != "call":
        return {"ok": False, "error": {"kind": "DriverError", "class": "LookupError", "sdkError": False, "message": f"unknown op {request.get('op')!r}"}}
    del log_lines[:]
    attempts = recorders.get(request.get("client", "default"))
    if attempts is not None:
        del attempts[:]
    try:
        out: Dict[str, Any] = {"ok": True, **(call_at_once(request) if request.get("concurrent") else call(request))}
    except StreamFailed as failed:
        out = {"ok": False, "error": error_json(failed.error), "chunks": failed.chunks}
    except Exception as error:  # every failure is reported; sdkError says whether it was the SDK's own
        out = {"ok": False, "error": error_json(error)}
    out["log"] = list(log_lines)
    attempts = recorders.get(request.get("client", "default"))
    if attempts is not None:
        out["attempts"] = list(attempts)
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
    for http in own_http:
        http.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
