// Per-call cost of the TypeScript SDK against plain fetch, same request, same count:
//   node --import tsx scripts/bench/sdk-typescript.ts <baseURL> <dist/index.js> <calls> <rounds> <warmup> <seconds>
// Prints one JSON line: {"plain_us", "sdk_us", "calls", "rounds"} (median µs per call over the rounds).
import { pathToFileURL } from 'node:url';

const [baseURL = '', dist = '', callsArg = '1000', roundsArg = '5', warmupArg = '200', secondsArg = '10'] = process.argv.slice(2);
const calls = Number(callsArg);
const rounds = Number(roundsArg);
const warmup = Number(warmupArg);
const deadline = performance.now() + Number(secondsArg) * 1000;
const url = `${baseURL}/api/user/packages`;

const { Orbit } = (await import(pathToFileURL(dist).href)) as { Orbit: new (options: { baseURL: string }) => { packages: { list: () => Promise<{ items: unknown[] }> } } };
const client = new Orbit({ baseURL });

const plain = async (): Promise<number> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`plain fetch answered ${response.status}`);
  return ((await response.json()) as { items: unknown[] }).items.length;
};
const sdk = async (): Promise<number> => (await client.packages.list()).items.length;

const expected = await plain();
if ((await sdk()) !== expected) throw new Error('the SDK and fetch disagree on the package count');

async function perCall(call: () => Promise<number>, n: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < n; i++) await call();
  return ((performance.now() - started) * 1000) / n;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

await perCall(plain, warmup);
await perCall(sdk, warmup);
const plainUs: number[] = [];
const sdkUs: number[] = [];
for (let r = 0; r < rounds && performance.now() < deadline; r++) {
  // Alternate which side goes first, so drift (JIT, GC, CPU clock) falls on both.
  if (r % 2 === 0) {
    plainUs.push(await perCall(plain, calls));
    sdkUs.push(await perCall(sdk, calls));
  } else {
    sdkUs.push(await perCall(sdk, calls));
    plainUs.push(await perCall(plain, calls));
  }
}
console.log(JSON.stringify({ plain_us: median(plainUs), sdk_us: median(sdkUs), calls, rounds: plainUs.length }));
