// The bench's per-call measurement of a TypeScript SDK against plain fetch, shared by our SDK's row
// (sdk-typescript.ts) and the peer's (peer-openai-node.ts): `warmup` calls per side, repeated for at least
// WARMUP_MS (the first ~1,000 calls of a process run about twice as slow as later ones: JIT tiers, the
// young generation growing to its working size), then rounds of `calls` calls per side, rotating which side
// goes first so drift (JIT, GC, CPU clock, other work) falls on all of them. Answers each side's median µs.
const WARMUP_MS = 3000;

export interface Budget {
  calls: number;
  rounds: number;
  warmup: number;
  seconds: number;
}

async function perCall(call: () => Promise<unknown>, n: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < n; i++) await call();
  return ((performance.now() - started) * 1000) / n;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The median microseconds per call of each side, and how many rounds ran. */
export async function measure(sides: (() => Promise<unknown>)[], { calls, rounds, warmup, seconds }: Budget): Promise<{ us: number[]; rounds: number }> {
  const samples = sides.map(() => [] as number[]);
  const warmupEnd = performance.now() + WARMUP_MS;
  do {
    for (const side of sides) await perCall(side, warmup);
  } while (performance.now() < warmupEnd);
  const deadline = performance.now() + seconds * 1000;
  for (let r = 0; r < rounds && performance.now() < deadline; r++) {
    for (let i = 0; i < sides.length; i++) {
      const k = (r + i) % sides.length;
      samples[k]!.push(await perCall(sides[k]!, calls));
    }
  }
  return { us: samples.map(median), rounds: samples[0]!.length };
}
