"""Schemathesis hooks for the orbit fuzz suite (loaded through `hooks` in schemathesis.toml).

1. Streamed chat. The contract's `text/event-stream` schema is the schema of each event's `data`
   (`ChatCompletionChunk`, its "Server-sent events" convention), while Schemathesis reads an OAS 3.0
   event-stream schema as the schema of one event *object* (`data`, `event`, `id`, `retry`). So, in
   memory only, the stream's schema becomes that event object, and `sse_chunks_conform` checks what the
   contract says: every `data:` but the last is a chunk valid against the contract's chunk schema, the
   last is `[DONE]`.
2. Rules beyond the schema. `positive_data_within_validation_rules` replaces positive_data_acceptance
   on the operations whose `x-validation-rules` name 400s a schema-valid request can still get: such a
   request may get a 400 only with one of those codes (a rule the schema states, with `schema`, does
   not count: positive data satisfies it).
3. The order life cycle. `createPayment` bodies sometimes name a package that exists (run.ts passes the
   seeded package ids), so the stateful phase gets real orders to follow through the contract's links.
4. Credentials no generator can make. Generated data never passes the credential check of three
   operations: `miniappLogin` needs a one-time code the messaging app issues, the two payment
   notifications need the provider's signature over the exact body. So every second positive case of
   each gets a real one from the reference server's sandbox right before the call (`before_call`): a
   fresh code for one of a few openids (the first call per openid signs up, later ones log in; the
   generated `invite_code` stays), or a notification the sandbox signs for one of the orders run.ts
   created (the first per order pays it, later ones are the "already settled" acknowledgement). The
   rest, and every negative case, stay as generated: the 401 paths are fuzzed as before. run.ts fails
   unless every operation got a 2xx answer.
"""
from __future__ import annotations

import collections
import json
import os
import urllib.request

import jsonschema_rs
import schemathesis
from hypothesis import strategies as st
from schemathesis import Case, Response
from schemathesis.core.transport import expand_status_codes
from schemathesis.openapi.checks import RejectedPositiveData
from schemathesis.specs.openapi.checks import is_unexpected_http_status_case

SSE = "text/event-stream"
_chunk_validator: "jsonschema_rs.Validator | None" = None
# operationId -> the 400 codes a schema-valid request can still get (x-validation-rules without `schema`).
_rule_codes: dict[str, set[str]] = {}
_PACKAGE_IDS = [p for p in os.environ.get("ORBIT_FUZZ_PACKAGE_IDS", "").split(",") if p]
# The reference server (its sandbox routes, mock-server/reference/sandbox.openapi.yaml) and the orders
# run.ts created for the run, by provider: {"chatpay": [order_no, ...], "payapp": [...]}.
_SANDBOX_URL = os.environ.get("ORBIT_FUZZ_SANDBOX_URL", "")
_ORDER_NOS: dict[str, list[str]] = json.loads(os.environ.get("ORBIT_FUZZ_ORDER_NOS", "{}"))
_MINIAPP_OPENIDS = ["fuzz_openid_1", "fuzz_openid_2", "fuzz_openid_3"]
_positive_calls: collections.Counter[str] = collections.Counter()


def _inline_refs(node, components):
    """A copy of `node` with every `#/components/schemas/X` reference replaced by its schema."""
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/components/schemas/"):
            return _inline_refs(components[ref.rsplit("/", 1)[1]], components)
        return {k: _inline_refs(v, components) for k, v in node.items()}
    if isinstance(node, list):
        return [_inline_refs(v, components) for v in node]
    return node


@schemathesis.hook
def before_load_schema(context, raw_schema):
    global _chunk_validator
    components = raw_schema["components"]["schemas"]
    for item in raw_schema["paths"].values():
        for operation in item.values():
            if not isinstance(operation, dict):
                continue
            rules = operation.get("x-validation-rules") or []
            codes = {rule["code"] for rule in rules if "schema" not in rule}
            if codes:
                _rule_codes[operation["operationId"]] = codes
            for response in operation.get("responses", {}).values():
                media = response.get("content", {}).get(SSE) if isinstance(response, dict) else None
                if media is not None:
                    _chunk_validator = jsonschema_rs.Draft4Validator(_inline_refs(media["schema"], components))
                    # One event: its `data` is a string (the JSON chunk or `[DONE]`), checked below.
                    media["schema"] = {"type": "object", "required": ["data"], "properties": {"data": {"type": "string"}}}


@schemathesis.hook
def flatmap_body(context, body):
    operation = context.operation
    if operation is None or operation.label != "POST /api/pay/create" or not _PACKAGE_IDS:
        return st.just(body)
    if not isinstance(body, dict) or not isinstance(body.get("package_id"), str):
        return st.just(body)
    return st.sampled_from([body, *({**body, "package_id": package} for package in _PACKAGE_IDS)])


def _sandbox(path: str, payload: dict) -> dict:
    """POST to a sandbox route; anything but a 2xx raises (the hook then fails the case loudly)."""
    request = urllib.request.Request(
        _SANDBOX_URL + path, data=json.dumps(payload).encode(), headers={"Content-Type": "application/json"}, method="POST"
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.load(response)


def _miniapp_code(case: Case, kwargs: dict, n: int) -> None:
    issued = _sandbox("/__sandbox/miniapp/code", {"openid": _MINIAPP_OPENIDS[n % len(_MINIAPP_OPENIDS)]})
    case.body = {**case.body, "code": issued["code"]}


def _signed_notification(provider: str):
    def sign(case: Case, kwargs: dict, n: int) -> None:
        orders = _ORDER_NOS[provider]
        signed = _sandbox(f"/__sandbox/orders/{orders[n % len(orders)]}/notification", {})
        assert signed["path"] == case.path, f"the sandbox signed a notification for {signed['path']}, not {case.path}"
        case.headers = dict(signed["headers"])
        # The checks see the parsed body; the wire gets the signed bytes (chatpay signs them verbatim).
        case.body = json.loads(signed["body"])
        kwargs["data"] = signed["body"].encode()

    return sign


_REAL_CREDENTIALS = {
    "POST /api/auth/miniapp_login": _miniapp_code,
    "POST /api/pay/notify_chatpay": _signed_notification("chatpay"),
    "POST /api/pay/notify_payapp": _signed_notification("payapp"),
}


@schemathesis.hook
def before_call(context, case: Case, kwargs: dict) -> None:
    give = _REAL_CREDENTIALS.get(case.operation.label)
    if give is None or case.meta is None or not case.meta.generation.mode.is_positive or not isinstance(case.body, dict):
        return
    _positive_calls[case.operation.label] += 1
    count = _positive_calls[case.operation.label]
    if count % 2 == 0:  # every second positive case; the others keep their generated credential
        give(case, kwargs, count // 2)


@schemathesis.check
def sse_chunks_conform(ctx, response: Response, case: Case):
    """A streamed completion: `data:` events, each a valid chunk, the last one `[DONE]`."""
    if response.status_code != 200 or not response.headers.get("content-type", [""])[0].startswith(SSE):
        return None
    if response.stream_cut_short:  # read only up to `max-stream-events`; the end is not there to check
        return None
    text = response.content.decode("utf-8", "replace")
    data = [line[len("data:"):].strip() for line in text.splitlines() if line.startswith("data:")]
    if not data or data[-1] != "[DONE]":
        raise AssertionError(f"the stream must end with `data: [DONE]`; its data lines were {data[-3:]!r}")
    for index, text in enumerate(data[:-1]):
        try:
            chunk = json.loads(text)
        except ValueError as exc:
            raise AssertionError(f"event #{index} is not JSON: {text[:200]!r}") from exc
        errors = [e.message for e in _chunk_validator.iter_errors(chunk)] if _chunk_validator else []
        if errors:
            raise AssertionError(f"event #{index} is not a valid chunk: {errors[:3]}")
    if len(data) > 1 and "usage" not in json.loads(data[-2]):
        raise AssertionError("usage must arrive in the last chunk")
    return None


@schemathesis.check
def positive_data_within_validation_rules(ctx, response: Response, case: Case):
    """positive_data_acceptance for operations with x-validation-rules: a 400 only with a rule's code."""
    operation_id = case.operation.definition.raw.get("operationId")
    codes = _rule_codes.get(operation_id)
    if not codes or case.meta is None or is_unexpected_http_status_case(case):
        return None
    if not case.meta.generation.mode.is_positive:
        return None
    config = ctx.config.positive_data_acceptance
    if response.status_code in expand_status_codes(config.expected_statuses or []):
        return None
    if response.status_code == 400:
        try:
            code = json.loads(response.content).get("error", {}).get("code")
        except (ValueError, AttributeError):
            code = None
        if code in codes:
            return None
        detail = f"400 with code {code!r}; its x-validation-rules allow only {sorted(codes)}"
    else:
        detail = f"status {response.status_code}"
    raise RejectedPositiveData(
        operation=case.operation.label,
        message=f"Valid data should have been accepted ({detail})\nExpected: {', '.join(config.expected_statuses)}",
        status_code=response.status_code,
        allowed_statuses=config.expected_statuses,
    )
