"""Matrix runner for the Python SDK (orbit_sdk).

Reads scenario files and runs every step through the SDK's public API: `<tag>.<method>` becomes
getattr(getattr(client, tag), snake_case(method)) and the step's params become keyword arguments,
matched to the method's signature by inspect (contract names, snake_case, or PEP 8's trailing
underscore for keywords such as `from`), so a new scenario runs without a code change. Prints one
JSON line per scenario: {"scenario", "ok", "failures", "steps", "ms"}.

    python tests/matrix/runners/python/runner.py --base-url URL [--sandbox-url URL] --target mock|reference \
        --operations operations.json [--job ID] scenario.json...
"""
import datetime
import inspect
import json
import os
import re
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

import orbit_sdk
from orbit_sdk import APIError, Orbit

ERROR_CLASSES = {400: "BadRequestError", 401: "AuthenticationError", 402: "PaymentRequiredError", 403: "PermissionDeniedError",
                 404: "NotFoundError", 409: "ConflictError", 429: "RateLimitError"}
MISSING = object()


def error_class_for(status):
    return ERROR_CLASSES.get(status, "InternalServerError" if status >= 500 else "APIStatusError")


def parse_args(argv):
    opts, files, i = {}, [], 0
    while i < len(argv):
        if argv[i].startswith("--"):
            opts[argv[i][2:]] = argv[i + 1]
            i += 2
        else:
            files.append(argv[i])
            i += 1
    return opts, files


# ---- scenario language: paths, interpolation, matchers (same semantics in every runner) ----
def lookup(value, path):
    if path == "":
        return value
    cur = value
    for part in path.split("."):
        if cur is MISSING or cur is None:
            return MISSING
        if isinstance(cur, list):
            cur = cur[int(part)] if part.isdigit() and int(part) < len(cur) else MISSING
        elif isinstance(cur, dict):
            cur = cur.get(part, MISSING)
        else:
            return MISSING
    return cur


class MissingVariable(Exception):
    pass


def interpolate(value, variables):
    if isinstance(value, str):
        def get(name):
            head, _, rest = name.partition(".")
            if head not in variables:
                raise MissingVariable("variable %s was never captured" % head)
            return lookup(variables[head], rest)
        whole = re.match(r"^\$\{([^}]+)\}$", value)
        if whole:
            return get(whole.group(1))
        return re.sub(r"\$\{([^}]+)\}", lambda m: to_text(get(m.group(1))), value)
    if isinstance(value, list):
        return [interpolate(v, variables) for v in value]
    if isinstance(value, dict):
        return {k: interpolate(v, variables) for k, v in value.items()}
    return value


def to_text(value):
    if isinstance(value, str):
        return value
    return json.dumps(value)


def missing(v):
    return v is MISSING or v is None


def show(v):
    return "missing" if v is MISSING else json.dumps(v)[:400]


def is_number(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def match(actual, expected, path):
    if isinstance(expected, dict) and any(k.startswith("$") for k in expected):
        out = []
        for op, arg in expected.items():
            if op == "$exists":
                if missing(actual) == bool(arg):
                    out.append("%s: expected %s, got %s" % (path, "present" if arg else "absent", show(actual)))
            elif op == "$match":
                if not isinstance(actual, str) or not re.search(arg, actual):
                    out.append("%s: expected to match /%s/, got %s" % (path, arg, show(actual)))
            elif op == "$gte":
                if not is_number(actual) or actual < arg:
                    out.append("%s: expected >= %s, got %s" % (path, arg, show(actual)))
            elif op == "$lte":
                if not is_number(actual) or actual > arg:
                    out.append("%s: expected <= %s, got %s" % (path, arg, show(actual)))
            elif op == "$len":
                if not isinstance(actual, (list, str)) or len(actual) != arg:
                    out.append("%s: expected length %s, got %s" % (path, arg, len(actual) if isinstance(actual, (list, str)) else show(actual)))
            elif op == "$contains":
                if not isinstance(actual, list) or not any(not match(e, arg, path) for e in actual):
                    out.append("%s: expected an element matching %s, got %s" % (path, json.dumps(arg), show(actual)))
            elif op == "$notContains":
                if not isinstance(actual, list) or any(not match(e, arg, path) for e in actual):
                    out.append("%s: expected no element matching %s, got %s" % (path, json.dumps(arg), show(actual)))
            elif op == "$ne":
                if not match(actual, arg, path):
                    out.append("%s: expected not %s, got %s" % (path, json.dumps(arg), show(actual)))
            else:
                out.append("%s: unknown matcher %s" % (path, op))
        return out
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return ["%s: expected an object, got %s" % (path, show(actual))]
        out = []
        for k, v in expected.items():
            out += match(actual.get(k, MISSING), v, "%s.%s" % (path, k) if path else k)
        return out
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return ["%s: expected %s, got %s" % (path, json.dumps(expected), show(actual))]
        out = []
        for i, v in enumerate(expected):
            out += match(actual[i], v, "%s.%d" % (path, i))
        return out
    if expected is None:
        return [] if missing(actual) else ["%s: expected missing, got %s" % (path, show(actual))]
    same = (is_number(actual) and is_number(expected) and actual == expected) or (type(actual) == type(expected) and actual == expected)
    return [] if same else ["%s: expected %s, got %s" % (path, json.dumps(expected), show(actual))]


def check(outcome, expect):
    exp = expect or {}
    if exp.get("error"):
        want = exp["error"]
        if outcome["ok"]:
            return ["expected error %s %s, but the call succeeded" % (want["status"], want.get("code", ""))]
        e = outcome["error"]
        out = []
        if e["status"] != want["status"]:
            out.append("expected status %s, got %s %s (%s)" % (want["status"], e["status"], e.get("code") or "", e.get("message") or ""))
        if "code" in want and e.get("code") != want["code"]:
            out.append("expected error code %s, got %s" % (want["code"], show(e.get("code"))))
        if "param" in want and e.get("param") != want["param"]:
            out.append("expected error param %s, got %s" % (want["param"], show(e.get("param"))))
        if want.get("requestId", True) is not False and not re.match(r"^req_[0-9A-Za-z]{8,40}$", e.get("request_id") or ""):
            out.append("expected the error to carry a request id, got %s" % show(e.get("request_id")))
        if e.get("class") is not None and e["status"] and e["class"] != error_class_for(e["status"]):
            out.append("expected error class %s for %s, got %s" % (error_class_for(e["status"]), e["status"], e["class"]))
        return out
    if not outcome["ok"]:
        e = outcome["error"]
        return ["unexpected error %s %s (%s): %s" % (e["status"], e.get("code") or "", e.get("class") or "", e.get("message") or "")]
    out = []
    for path, matcher in (exp.get("result") or {}).items():
        out += match(lookup(outcome["result"], path), matcher, path or "(result)")
    return out


# ---- sandbox: plain HTTP to the reference server ----
def sandbox(base, kind, params):
    if not base:
        raise RuntimeError("sandbox step without --sandbox-url")
    params = dict(params or {})
    if kind == "sms":
        req = urllib.request.Request("%s/__sandbox/sms/%s" % (base, urllib.parse.quote(params["phone"], safe="")))
    elif kind == "reset":
        req = urllib.request.Request(base + "/__sandbox/reset", method="POST")
    elif kind == "pay":
        order_no = params.pop("order_no")
        req = urllib.request.Request("%s/__sandbox/orders/%s/pay" % (base, urllib.parse.quote(order_no, safe="")),
                                     data=json.dumps(params).encode(), method="POST", headers={"content-type": "application/json"})
    else:
        raise RuntimeError("unknown sandbox step " + kind)
    try:
        with urllib.request.urlopen(req, timeout=30) as res:
            status, text = res.status, res.read().decode()
    except urllib.error.HTTPError as error:
        status, text = error.code, error.read().decode()
    try:
        body = json.loads(text)
    except ValueError:
        body = text
    if 200 <= status < 300:
        return {"ok": True, "result": body}
    code = body.get("error", {}).get("code") if isinstance(body, dict) else None
    return {"ok": False, "error": {"status": status, "code": code, "message": text[:300]}}


# ---- the SDK call ----
def snake(name):
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).replace("-", "_").lower()


def resolve(index, step):
    if step.get("call"):
        tag, method = step["call"].split(".")
        for op in index:
            if op["tag"] == tag and (op["method"] == method or any(a["method"] == method for a in op["actions"])):
                return op, tag, method
        raise RuntimeError("no operation %s in the contract" % step["call"])
    for op in index:
        if op["operationId"] == step["operation"]:
            method = op["method"]
            if step.get("action"):
                method = next((a["method"] for a in op["actions"] if step["action"] in (a["method"], a["value"])), None)
                if method is None:
                    raise RuntimeError("%s has no action %s" % (step["operation"], step["action"]))
            return op, op["tag"], method
    raise RuntimeError("no operation %s in the contract" % step["operation"])


def jsonable(value):
    if hasattr(value, "model_dump"):
        return value.model_dump(mode="json", by_alias=True, exclude_none=True)
    if isinstance(value, (datetime.datetime, datetime.date)):
        return value.isoformat()
    if isinstance(value, list):
        return [jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: jsonable(v) for k, v in value.items()}
    return value


def collect_stream(chunks):
    """A streamed answer as a step result (the same shape in every runner): the number of chunks, the
    concatenated choices.0.delta.content, and the last finish_reason and usage any chunk carried."""
    text, finish, usage = "", None, None
    for chunk in chunks:
        choices = chunk.get("choices") if isinstance(chunk, dict) else None
        choice = choices[0] if isinstance(choices, list) and choices else {}
        content = (choice.get("delta") or {}).get("content")
        if isinstance(content, str):
            text += content
        if choice.get("finish_reason") is not None:
            finish = choice["finish_reason"]
        if isinstance(chunk, dict) and chunk.get("usage") is not None:
            usage = chunk["usage"]
    return {"chunks": len(chunks), "text": text, "finish_reason": finish, "usage": usage}


def sdk_call(client, op, resource, method, params, step_id, extra):
    res = getattr(client, resource, None)
    fn = getattr(res, snake(method), None) if res is not None else None
    if not callable(fn):
        raise RuntimeError("the SDK has no method client.%s.%s()" % (resource, snake(method)))
    signature = inspect.signature(fn)
    accepts_any = any(p.kind == inspect.Parameter.VAR_KEYWORD for p in signature.parameters.values())
    params = dict(params)
    if extra.get("stream"):
        if not op.get("streaming"):
            raise RuntimeError("%s has no x-sdk-streaming" % op["operationId"])
        params[op["streaming"]["param"]] = True
    kwargs = {}
    for key, value in params.items():
        names = [key, snake(key), snake(key) + "_"]
        name = next((n for n in names if n in signature.parameters), None)
        if name is None:
            if not accepts_any:
                raise RuntimeError("client.%s.%s() has no parameter for %r (signature %s)" % (resource, snake(method), key, signature))
            name = key
        kwargs[name] = value
    headers = dict(extra.get("headers") or {})
    headers["X-Matrix-Step"] = step_id
    kwargs["extra_headers"] = headers
    if extra.get("idempotency_key") is not None:
        kwargs["idempotency_key"] = extra["idempotency_key"]
    if extra.get("max_retries") is not None:
        kwargs["max_retries"] = extra["max_retries"]
    try:
        value = fn(**kwargs)
        if extra.get("stream"):
            if type(value).__name__ != "Stream":
                raise RuntimeError("client.%s.%s(%s=True) did not answer a Stream but %s" % (resource, snake(method), op["streaming"]["param"], type(value).__name__))
            with value as stream:
                chunks = [jsonable(chunk) for chunk in stream]
            return {"ok": True, "result": collect_stream(chunks)}
    except APIError as e:
        return {"ok": False, "error": {"status": e.status or 0, "code": e.code, "type": e.type, "param": e.param,
                                       "request_id": e.request_id, "class": type(e).__name__, "message": str(e.message)}}
    except Exception as e:  # not a typed SDK error: report it as a failure of the step
        return {"ok": False, "error": {"status": 0, "class": type(e).__name__, "message": str(e)[:500]}}
    if type(value).__name__ == "BinaryResponse":
        content = value.content
        return {"ok": True, "result": {"binary": True, "length": len(content), "head": content[:4].decode("latin-1")}}
    if isinstance(value, str):
        return {"ok": True, "result": str(value)}
    return {"ok": True, "result": jsonable(value)}


def run_scenario(path, opts, index):
    started = time.time()
    with open(path) as f:
        scenario = json.load(f)
    name = scenario.get("name") or os.path.basename(path)[:-5]
    target = opts["target"]
    failures, ran, variables, clients = [], 0, {}, {}

    def client_for(cid):
        if cid not in clients:
            conf = interpolate((scenario.get("clients") or {}).get(cid, {}), variables)
            clients[cid] = Orbit(base_url=opts["base-url"], max_retries=0, timeout=30,
                                 access_token=conf.get("accessToken"), api_key=conf.get("apiKey"))
        return clients[cid]

    try:
        if opts.get("sandbox-url"):
            reset = sandbox(opts["sandbox-url"], "reset", {})
            if not reset["ok"]:
                raise RuntimeError("sandbox reset failed: %s" % reset["error"]["status"])
        for i, step in enumerate(scenario["steps"]):
            if step.get("targets") and target not in step["targets"]:
                continue
            ran += 1
            label = 'step %d "%s"' % (i + 1, step["name"])
            try:
                params = interpolate(step.get("params") or {}, variables)
                if step.get("sandbox"):
                    outcome = sandbox(opts.get("sandbox-url"), step["sandbox"], params)
                else:
                    op, resource, method = resolve(index, step)
                    extra = {"idempotency_key": step.get("idempotencyKey"), "headers": interpolate(step.get("headers") or {}, variables),
                             "max_retries": step.get("maxRetries"), "stream": step.get("stream") is True}
                    outcome = sdk_call(client_for(step.get("client", "default")), op, resource, method, params,
                                       "%s|%s|%d" % (opts.get("job", "python"), name, i), extra)
            except Exception as e:
                failures.append("%s: %s" % (label, e))
                break
            expect = interpolate((step.get("expectOn") or {}).get(target, step.get("expect")), variables)
            problems = check(outcome, expect)
            if problems:
                failures += ["%s: %s" % (label, p) for p in problems]
                break
            for variable, cpath in (step.get("capture") or {}).items():
                value = lookup(outcome["result"], cpath)
                if value is MISSING:
                    failures.append("%s: nothing to capture at %s" % (label, cpath))
                    break
                variables[variable] = value
            if failures:
                break
    except Exception as e:
        failures.append(str(e))
    sys.stdout.write(json.dumps({"scenario": name, "ok": not failures, "failures": failures, "steps": ran,
                                 "ms": int((time.time() - started) * 1000), "runtime": "python " + sys.version.split()[0],
                                 "sdk": getattr(orbit_sdk, "__version__", "")}) + "\n")
    sys.stdout.flush()


def main():
    opts, files = parse_args(sys.argv[1:])
    with open(opts["operations"]) as f:
        index = json.load(f)
    for path in files:
        run_scenario(path, opts, index)


if __name__ == "__main__":
    main()
