"""Per-call cost of openai-python (a Stainless-built SDK: the peer of our Python SDK in the bench)
against plain httpx (the client our Python SDK row is measured against too), same request, same count.

    python scripts/bench/peer_openai_python.py <base_url> <calls> <rounds> <warmup> <seconds>

Runs in .cache/venv/bench-peers (scripts/requirements/bench-peers.txt). Both sides GET
<base_url>/v1/models from the bench's bare route and decode the JSON; openai-python's models.list()
answers its typed page. Prints one JSON line: {"plain_us", "sdk_us", "calls", "rounds"} (median us
per call over the rounds).
"""
import json
import sys
import time

import httpx
import openai

from measure import measure  # scripts/bench/measure.py, beside this file

base_url, calls, rounds, warmup, seconds = sys.argv[1:6]
calls, rounds, warmup = int(calls), int(rounds), int(warmup)
deadline = time.perf_counter() + float(seconds)

url = base_url + "/v1/models"
plain_client = httpx.Client()
client = openai.OpenAI(base_url=base_url + "/v1", api_key="sk-bench")


def plain():
    response = plain_client.get(url, headers={"Accept": "application/json", "Authorization": "Bearer sk-bench"})
    if response.status_code != 200:
        raise RuntimeError("plain httpx answered %d" % response.status_code)
    return len(json.loads(response.content)["data"])


def sdk():
    return len(client.models.list().data)


if plain() != sdk():
    raise RuntimeError("openai-python and httpx disagree on the model count")


print(json.dumps(measure(plain, sdk, calls, rounds, warmup, deadline)))
