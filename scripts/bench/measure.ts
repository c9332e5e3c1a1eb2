// The bench's per-call measurement of a TypeScript SDK against plain fetch, shared by our SDK's row
// (sdk-typescript.ts) and the peer's (peer-openai-node.ts). Python (measure.py), PHP (sdk_php.php) and Go
// (gomeasure/, used by go/ and peers/go/) measure the same way.
//
// The sides are interleaved per call: each iteration calls every side once, so drift (JIT, GC, CPU
// clock, the other processes on the cores) falls on every side alike instead of on whole rounds of one
// side. The order within an iteration is shuffled afresh each time (a seeded generator, so every run
// calls in the same sequence): part of a call's cost (the connection going back to the pool, timers,
// garbage) lands in the next calls' time, and a fixed rotation gave each side a fixed predecessor, which
// moved a second instance of the plain side by 1-2 % against the first (docs/performance.md). Every call
// is timed on its own and each side's figure is the MEDIAN of its per-call times, which a GC pause or a
// descheduling that lands on a few calls does not move. The caller passes a second instance of its plain
// side as `control`; the bench prints control/plain beside each ratio: the resolution of that run.
//
// Warm-up: `warmup` iterations, repeated for at least WARMUP_MS (the first ~1,000 calls of a process run
// about twice as slow as later ones: JIT tiers, the young generation growing to its working size); not
// timed. Then `calls` iterations, or fewer if `seconds` pass first (every sample gathered up to the
// deadline is kept; `calls` in the answer is the number measured per side).
const WARMUP_MS = 3000;

export interface Budget {
  /** Calls per side measured (at most). */
  calls: number;
  /** Iterations of the warm-up, repeated for at least WARMUP_MS. */
  warmup: number;
  /** The measured part stops when these seconds have passed, whatever `calls` says. */
  seconds: number;
}

/** sorted[⌊q·n⌋], the same definition in every language of the bench. */
const quantile = (sorted: Float64Array, q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** mulberry32: a small seeded generator of numbers in [0, 1) (JavaScript has no seeded one built in). */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The sides measured per call, interleaved in a shuffled order. Answers `<name>_us` (median µs per call)
 * and `<name>_p90_us` of each side, and `calls` (how many per side were measured).
 */
export async function measure(sides: Record<string, () => Promise<unknown>>, { calls, warmup, seconds }: Budget): Promise<Record<string, number>> {
  const names = Object.keys(sides);
  const calling = names.map((name) => sides[name]!);
  const n = calling.length;
  const random = seeded(1);
  const order = names.map((_, k) => k);
  // Preallocated, so storing a sample allocates nothing.
  const samples = names.map(() => new Float64Array(calls));
  const iterate = async (count: number, deadline = Infinity, store = false): Promise<number> => {
    let i = 0;
    for (; i < count && performance.now() < deadline; i++) {
      for (let j = n - 1; j > 0; j--) {
        const r = Math.floor(random() * (j + 1));
        [order[j], order[r]] = [order[r]!, order[j]!];
      }
      for (const k of order) {
        const started = performance.now();
        await calling[k]!();
        if (store) samples[k]![i] = performance.now() - started;
      }
    }
    return i;
  };
  const warmupEnd = performance.now() + WARMUP_MS;
  do await iterate(warmup);
  while (performance.now() < warmupEnd);
  const measured = await iterate(calls, performance.now() + seconds * 1000, true);
  const result: Record<string, number> = {};
  names.forEach((name, k) => {
    const sorted = samples[k]!.slice(0, measured).sort();
    result[`${name}_us`] = quantile(sorted, 0.5) * 1000;
    result[`${name}_p90_us`] = quantile(sorted, 0.9) * 1000;
  });
  result.calls = measured;
  return result;
}
