"""The bench's per-call measurement of a Python SDK against its plain client, shared by our SDK's row
(sdk_python.py) and the peer's (peer_openai_python.py); the same method as scripts/bench/measure.ts
(TypeScript, which says why), sdk_php.php and gomeasure/ (Go).

The sides are interleaved per call: each iteration calls every side once, in an order shuffled afresh
each time (a seeded generator, so every run calls in the same sequence), so drift (GC, CPU clock, the
other processes on the cores) and the part of a call's cost that lands in the next call's time fall on
every side alike. Every call is timed on its own and each side's figure is the MEDIAN of its per-call
times, which a pause or a descheduling that lands on a few calls does not move. The callers pass a
second instance of their plain side as "control"; the bench prints control/plain beside each ratio:
the resolution of that run.

Warm-up: `warmup` iterations, not timed. Then `calls` iterations, or fewer if `seconds` pass first
(every sample gathered up to the deadline is kept; "calls" in the answer is the number measured per
side).
"""
import random
import time


def _quantile(sorted_samples, q):
    """sorted[floor(q * n)], the same definition in every language of the bench."""
    return sorted_samples[min(len(sorted_samples) - 1, int(q * len(sorted_samples)))]


def measure(sides, calls, warmup, seconds):
    """`sides`: name -> callable. Answers {"<name>_us", "<name>_p90_us", ..., "calls"}: the median and
    90th percentile microseconds per call of each side, and the calls measured per side."""
    names = list(sides)
    calling = [sides[name] for name in names]
    samples = [[] for _ in names]
    order = list(range(len(names)))
    shuffle = random.Random(1).shuffle
    clock = time.perf_counter_ns

    def iterate(count, deadline, store):
        i = 0
        while i < count and clock() < deadline:
            shuffle(order)
            for k in order:
                started = clock()
                calling[k]()
                if store:
                    samples[k].append(clock() - started)
            i += 1
        return i

    iterate(warmup, float("inf"), False)
    measured = iterate(calls, clock() + int(seconds * 1e9), True)
    result = {}
    for name, xs in zip(names, samples):
        xs.sort()
        result[name + "_us"] = _quantile(xs, 0.5) / 1e3
        result[name + "_p90_us"] = _quantile(xs, 0.9) / 1e3
    result["calls"] = measured
    return result
