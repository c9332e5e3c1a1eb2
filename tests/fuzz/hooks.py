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
"""
from __future__ import annotations

import json
import os

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
