"""Per-call cost of the Python SDK against plain httpx (the HTTP library the SDK is built on), same
request.

    python scripts/bench/sdk_python.py <base_url> <sdks/python> <calls> <warmup> <seconds>

Prints one JSON line: {"plain_us", "sdk_us", "control_us", "<side>_p90_us", "calls"}: the median (and
90th percentile) us per call of each side, the sides interleaved call by call (measure.py), `calls` per
side. The plain side also decodes the JSON; the SDK side checks the arguments, retries nothing (none is
needed), decodes into the typed PackageList and keeps the request id. The control is a second instance
of the plain side (its own httpx.Client, as the SDK has its own) doing exactly the same request.
"""
import json
import sys

base_url, sdk_path, calls, warmup, seconds = sys.argv[1:6]
sys.path.insert(0, sdk_path)

import httpx  # noqa: E402

from orbit_sdk import Orbit  # noqa: E402

from measure import measure  # noqa: E402  (scripts/bench/measure.py, beside this file)

url = base_url + "/api/user/packages"
client = Orbit(base_url=base_url)


def plain_side():
    """The plain side; made twice, for the plain side and for its control."""
    plain_client = httpx.Client()

    def plain():
        response = plain_client.get(url, headers={"Accept": "application/json"})
        if response.status_code != 200:
            raise RuntimeError("plain httpx answered %d" % response.status_code)
        return len(json.loads(response.content)["items"])

    return plain


def sdk():
    return len(client.packages.list().items)


plain, control = plain_side(), plain_side()
if not plain() == sdk() == control():
    raise RuntimeError("the SDK and httpx disagree on the package count")

sides = {"plain": plain, "sdk": sdk, "control": control}
print(json.dumps(measure(sides, int(calls), int(warmup), float(seconds))))
