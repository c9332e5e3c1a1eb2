"""Schemathesis hooks for the orbit fuzz suite (loaded through `hooks` in schemathesis.toml).

The streamed chat completion (`POST /api/v1/chat/completions` with `stream: true`) answers
`text/event-stream`. The contract (OpenAPI 3.0) gives that media type the schema of the *whole*
stream (`type: string`), while Schemathesis reads a 3.0 event-stream `schema` as the schema of *one*
event (an object: `data`, `event`, `id`, `retry`), so every event would "violate" `type: string`.
That is a disagreement about how to read OAS 3.0, not a server fault (reported as a contract problem:
the contract should describe one event, or move to OAS 3.2 `itemSchema`). So, in memory only, the
stream's schema is replaced by the per-event reading, and the check below does what the contract's
prose says: every `data:` line but the last is a `ChatCompletionChunk`, the last is `[DONE]`.
"""
from __future__ import annotations

import json

import jsonschema_rs
import schemathesis
from schemathesis import Case, Response

SSE = "text/event-stream"
_chunk_validator: "jsonschema_rs.Validator | None" = None


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
    _chunk_validator = jsonschema_rs.Draft4Validator(_inline_refs(components["ChatCompletionChunk"], components))
    for item in raw_schema["paths"].values():
        for operation in item.values():
            if not isinstance(operation, dict):
                continue
            for response in operation.get("responses", {}).values():
                media = response.get("content", {}).get(SSE) if isinstance(response, dict) else None
                if media is not None:
                    # One event: its `data` is a string (the JSON chunk or `[DONE]`), checked below.
                    media["schema"] = {"type": "object", "required": ["data"], "properties": {"data": {"type": "string"}}}


@schemathesis.check
def sse_chunks_conform(ctx, response: Response, case: Case):
    """A streamed completion: `data:` events, each a ChatCompletionChunk, the last one `[DONE]`."""
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
            raise AssertionError(f"event #{index} is not a ChatCompletionChunk: {errors[:3]}")
    if len(data) > 1 and "usage" not in json.loads(data[-2]):
        raise AssertionError("usage must arrive in the last chunk")
    return None
