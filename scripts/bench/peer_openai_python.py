"""Per-call cost of openai-python (a Stainless-built SDK: the peer of our Python SDK in the bench)
against plain httpx (the client our Python SDK row is measured against too), same request, measured
exactly as sdk_python.py measures ours (measure.py).

    python scripts/bench/peer_openai_python.py <base_url> <calls> <warmup> <seconds>

Runs in .cache/venv/bench-peers (scripts/requirements/bench-peers.txt). Both sides GET
<base_url>/v1/models from the bench's bare route and decode the JSON; openai-python's models.list()
answers its typed page. The control is a second instance of the plain side (its own httpx.Client).
Prints one JSON line: {"plain_us", "sdk_us", "control_us", "<side>_p90_us", "calls"} (median and 90th
percentile us per call, the sides interleaved call by call, `calls` per side).
"""
import json
import sys

import httpx
import openai

from measure import measure  # scripts/bench/measure.py, beside this file

base_url, calls, warmup, seconds = sys.argv[1:5]

url = base_url + "/v1/models"
client = openai.OpenAI(base_url=base_url + "/v1", api_key="sk-bench")


def plain_side():
    """The plain side; made twice, for the plain side and for its control."""
    plain_client = httpx.Client()

    def plain():
        response = plain_client.get(url, headers={"Accept": "application/json", "Authorization": "Bearer sk-bench"})
        if response.status_code != 200:
            raise RuntimeError("plain httpx answered %d" % response.status_code)
        return len(json.loads(response.content)["data"])

    return plain


def sdk():
    return len(client.models.list().data)


plain, control = plain_side(), plain_side()
if not plain() == sdk() == control():
    raise RuntimeError("openai-python and httpx disagree on the model count")

sides = {"plain": plain, "sdk": sdk, "control": control}
print(json.dumps(measure(sides, int(calls), int(warmup), float(seconds))))
