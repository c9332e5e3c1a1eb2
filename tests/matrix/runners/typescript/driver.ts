// The matrix driver of the TypeScript SDK on Node, Bun and Deno (docs/sdk-design.md §6): reads one JSON
// request per line on standard input, answers each through driver-core.ts's `handle` and writes one JSON
// answer per line on standard output. The Worker entry point for workerd is worker.ts.
import { createInterface } from 'node:readline';
import { handle } from './driver-core.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Json = any;

// Answers go to standard output only; anything the SDK or Node prints goes to standard error.
const answer = (value: Json) => process.stdout.write(JSON.stringify(value) + '\n');
console.log = console.error;
console.info = console.error;

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  let request: Json;
  try {
    request = JSON.parse(line);
  } catch {
    answer({ id: null, ok: false, error: { kind: 'Protocol', sdkError: false, message: `not JSON: ${line.slice(0, 200)}` }, log: [] });
    continue;
  }
  answer(await handle(request));
}
