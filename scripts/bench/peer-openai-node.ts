// Per-call cost of openai-node (a Stainless-built SDK: the peer of our TypeScript SDK in the bench)
// against plain fetch, measured exactly as scripts/bench/sdk-typescript.ts measures ours:
//   node --import tsx scripts/bench/peer-openai-node.ts <baseURL> <calls> <rounds> <warmup> <seconds>
// Both sides GET <baseURL>/v1/models from the bench's bare route and decode the JSON; openai-node's
// `models.list()` answers its typed page. openai-node also limits each attempt's time (10 minutes by
// default, an AbortController and a timer), so the plain side sets the same kind of limit, as in ours.
// Prints one JSON line: {"plain_us", "sdk_us", "calls", "rounds"} (median µs per call over the rounds).
import { measure } from './measure.ts';
import OpenAI from './peers/node_modules/openai/index.mjs';

const [baseURL = '', callsArg = '1000', roundsArg = '5', warmupArg = '200', secondsArg = '10'] = process.argv.slice(2);
const calls = Number(callsArg);
const rounds = Number(roundsArg);
const warmup = Number(warmupArg);
const seconds = Number(secondsArg);
const url = `${baseURL}/v1/models`;
const client = new OpenAI({ baseURL: `${baseURL}/v1`, apiKey: 'sk-bench', maxRetries: 2 });
const timeoutMs = client.timeout;

const plain = async (): Promise<number> => {
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
const sdk = async (): Promise<number> => (await client.models.list()).data.length;

if ((await sdk()) !== (await plain())) throw new Error('openai-node and fetch disagree on the model count');

const { us, rounds: ran } = await measure([plain, sdk], { calls, rounds, warmup, seconds });
console.log(JSON.stringify({ plain_us: us[0], sdk_us: us[1], calls, rounds: ran }));
