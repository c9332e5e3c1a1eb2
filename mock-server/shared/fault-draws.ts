// The seeded sequence a fault draws its chances and waits from (`probability`, `delay_max_ms`), so a
// test that queues the same fault and sends the same requests sees the same requests faulted, on both
// servers, run after run: never Math.random. The generator is mulberry32 (Tommy Ettinger's 32-bit
// generator, public domain): its whole state is one unsigned 32-bit integer, which the fault keeps
// as plain data, so a fault stays a JSON value a world can store, export and import. Its quality is
// far beyond what choosing a share of requests needs.

/** A number in [0, 1) and the state after it. */
export function draw(state: number): { value: number; next: number } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, next };
}
