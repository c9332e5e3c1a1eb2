"""Per-call cost of the Python SDK against plain httpx (the HTTP library the SDK is built on), same
request, same count.

    python scripts/bench/sdk_python.py <base_url> <sdks/python> <calls> <rounds> <warmup> <seconds>

Prints one JSON line: {"plain_us", "sdk_us", "calls", "rounds"} (median us per call over the rounds).
The plain side also decodes the JSON; the SDK side checks the arguments, retries nothing (none is
needed), decodes into the typed PackageList and keeps the request id.
"""
import json
import sys
import time

base_url, sdk_path, calls, rounds, warmup, seconds = sys.argv[1:7]
calls, rounds, warmup = int(calls), int(rounds), int(warmup)
deadline = time.perf_counter() + float(seconds)
sys.path.insert(0, sdk_path)

import httpx  # noqa: E402

from orbit_sdk import Orbit  # noqa: E402

from measure import measure  # noqa: E402  (scripts/bench/measure.py, beside this file)

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


print(json.dumps(measure(plain, sdk, calls, rounds, warmup, deadline)))
