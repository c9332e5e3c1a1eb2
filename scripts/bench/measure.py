"""The bench's per-call measurement of a Python SDK against its plain client, shared by our SDK's row
(sdk_python.py) and the peer's (peer_openai_python.py): warm-up calls per side, then rounds alternating
which side goes first (so drift falls on both) until `rounds` or the deadline; medians in microseconds.
"""
import statistics
import time


def per_call(call, n):
    started = time.perf_counter()
    for _ in range(n):
        call()
    return (time.perf_counter() - started) * 1e6 / n


def measure(plain, sdk, calls, rounds, warmup, deadline):
    """Answers {"plain_us", "sdk_us", "calls", "rounds"}: the median microseconds per call of each side."""
    per_call(plain, warmup)
    per_call(sdk, warmup)
    plain_us, sdk_us = [], []
    for r in range(rounds):
        if r and time.perf_counter() > deadline:
            break
        if r % 2 == 0:
            plain_us.append(per_call(plain, calls))
            sdk_us.append(per_call(sdk, calls))
        else:
            sdk_us.append(per_call(sdk, calls))
            plain_us.append(per_call(plain, calls))
    return {"plain_us": statistics.median(plain_us), "sdk_us": statistics.median(sdk_us), "calls": calls, "rounds": len(plain_us)}
