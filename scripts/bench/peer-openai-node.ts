// Per-call cost of openai-node (a Stainless-built SDK: the peer of our TypeScript SDK in the bench)
// against plain fetch, measured exactly as scripts/bench/sdk-typescript.ts measures ours (measure.ts):
//   node --import tsx scripts/bench/peer-openai-node.ts <baseURL> <calls> <warmup> <seconds>
// Both sides GET <baseURL>/v1/models from the bench's bare route and decode the JSON; openai-node's
// `models.list()` answers its typed page. openai-node also limits each attempt's time (10 minutes by
// default, an AbortController and a timer), so the plain side sets the same kind of limit, as in ours.
// `control` is a second, separate closure doing exactly the plain side's request.
// Prints one JSON line: {"plain_us", "sdk_us", "control_us", "<side>_p90_us", "calls"} (median and 90th
// percentile µs per call, the sides interleaved call by call, `calls` per side).
import { measure } from './measure.ts';
import OpenAI from './peers/node_modules/openai/index.mjs';

const [baseURL = '', callsArg = '5000', warmupArg = '200', secondsArg = '15'] = process.argv.slice(2);
const url = `${baseURL}/v1/models`;
const client = new OpenAI({ baseURL: `${baseURL}/v1`, apiKey: 'sk-bench', maxRetries: 2 });
const timeoutMs = client.timeout;

const plainSide = () => async (): Promise<number> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal, headers: { authorization: 'Bearer sk-bench', accept: 'application/json' } });
    if (!response.ok) throw new Error(`plain fetch answered ${response.status}`);
    return ((await response.json()) as { data: unknown[] }).data.length;
  } finally {
    clearTimeout(timer);
  }
};
const plain = plainSide();
const control = plainSide();
const sdk = async (): Promise<number> => (await client.models.list()).data.length;

const expected = await plain();
if ((await sdk()) !== expected || (await control()) !== expected) throw new Error('openai-node and fetch disagree on the model count');

const budget = { calls: Number(callsArg), warmup: Number(warmupArg), seconds: Number(secondsArg) };
console.log(JSON.stringify(await measure({ plain, sdk, control }, budget)));
