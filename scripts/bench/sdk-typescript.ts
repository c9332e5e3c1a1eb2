// Per-call cost of the TypeScript SDK against plain fetch, same request:
//   node --import tsx scripts/bench/sdk-typescript.ts <baseURL> <dist/index.js> <calls> <warmup> <seconds>
// Prints one JSON line: {"plain_us", "sdk_us", "bare_us", "control_us", "<side>_p90_us", "calls"}: the
// median (and 90th percentile) µs per call of each side, the four sides interleaved call by call
// (measure.ts), `calls` per side.
//
// Both sides do the same work. Every SDK call has a time limit per attempt that closes the connection when
// it passes (docs/sdk-design.md §4), and fetch has none of its own, so the plain side sets the same limit
// (the client's, the rules' default) by the cheapest means fetch offers: one AbortController and one timer
// per request, the timer cleared once the body is read. `bare_us` is fetch without any limit; the gap
// between it and `plain_us` is what the limit costs in the runtime's fetch, and the bench prints it too.
// `control_us` is a second, separate closure doing exactly the plain side's request: control/plain is
// the resolution of the run (1 but for the method's noise).
import { pathToFileURL } from 'node:url';
import { measure } from './measure.ts';

const [baseURL = '', dist = '', callsArg = '5000', warmupArg = '200', secondsArg = '15'] = process.argv.slice(2);
const url = `${baseURL}/api/user/packages`;

type Client = { timeout: number; packages: { list: () => Promise<{ items: unknown[] }> } };
const { Orbit } = (await import(pathToFileURL(dist).href)) as { Orbit: new (options: { baseURL: string }) => Client };
const client = new Orbit({ baseURL });
const timeoutMs = client.timeout;

// The plain side; called twice, for the plain side and for its control.
const plainSide = () => async (): Promise<number> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) throw new Error(`plain fetch answered ${response.status}`);
    return ((await response.json()) as { items: unknown[] }).items.length;
  } finally {
    clearTimeout(timer);
  }
};
const plain = plainSide();
const control = plainSide();
const bare = async (): Promise<number> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`bare fetch answered ${response.status}`);
  return ((await response.json()) as { items: unknown[] }).items.length;
};
const sdk = async (): Promise<number> => (await client.packages.list()).items.length;

const expected = await plain();
if ((await sdk()) !== expected || (await bare()) !== expected || (await control()) !== expected) throw new Error('the SDK and fetch disagree on the package count');

const budget = { calls: Number(callsArg), warmup: Number(warmupArg), seconds: Number(secondsArg) };
console.log(JSON.stringify(await measure({ plain, sdk, bare, control }, budget)));
