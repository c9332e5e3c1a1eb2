"""Per-call cost of the Python SDK against plain httpx (the HTTP library the SDK is built on), same
request, same count.

    python scripts/bench/sdk_python.py <base_url> <sdks/python> <calls> <rounds> <warmup> <seconds>

Prints one JSON line: {"plain_us", "sdk_us", "calls", "rounds"} (median us per call over the rounds).
The plain side also decodes the JSON; the SDK side checks the arguments, retries nothing (none is
needed), decodes into the typed PackageList and keeps the request id.
"""
import json
import statistics
import sys
import time

base_url, sdk_path, calls, rounds, warmup, seconds = sys.argv[1:7]
calls, rounds, warmup = int(calls), int(rounds), int(warmup)
deadline = time.perf_counter() + float(seconds)
sys.path.insert(0, sdk_path)

import httpx  # noqa: E402

from orbit_sdk import Orbit  # noqa: E402

url = base_url + "/api/user/packages"
plain_client = httpx.Client()
client = Orbit(base_url=base_url)


def plain():
    response = plain_client.get(url, headers={"Accept": "application/json"})
    if response.status_code != 200:
        raise RuntimeError("plain httpx answered %d" % response.status_code)
    return len(json.loads(response.content)["items"])


def sdk():
    return len(client.packages.list().items)


if plain() != sdk():
    raise RuntimeError("the SDK and httpx disagree on the package count")


def per_call(call, n):
    started = time.perf_counter()
    for _ in range(n):
        call()
    return (time.perf_counter() - started) * 1e6 / n


per_call(plain, warmup)
per_call(sdk, warmup)
plain_us, sdk_us = [], []
for r in range(rounds):
    if r and time.perf_counter() > deadline:
        break
    # Alternate which side goes first, so drift falls on both.
    if r % 2 == 0:
        plain_us.append(per_call(plain, calls))
        sdk_us.append(per_call(sdk, calls))
    else:
        sdk_us.append(per_call(sdk, calls))
        plain_us.append(per_call(plain, calls))
print(json.dumps({"plain_us": statistics.median(plain_us), "sdk_us": statistics.median(sdk_us), "calls": calls, "rounds": len(plain_us)}))
