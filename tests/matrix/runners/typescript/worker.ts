// The matrix driver of the TypeScript SDK in a Cloudflare Worker, on workerd (docs/sdk-design.md §6): each
// POST carries one protocol request line and is answered with driver-core.ts's answer. A Worker cannot read
// standard input, so workerd-bridge.ts (a small Node process, the cell's driver process) starts workerd with
// this Worker, feeds it the lines of its standard input one at a time and writes the answers. The bundle
// imports the built package (sdks/typescript/dist/index.js), as an integrator's Worker does.
import { handle } from './driver-core.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Json = any;

const json = (value: Json) => new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });

export default {
  async fetch(request: Request): Promise<Response> {
    const line = await request.text();
    let parsed: Json;
    try {
      parsed = JSON.parse(line);
    } catch {
      return json({ id: null, ok: false, error: { kind: 'Protocol', sdkError: false, message: `not JSON: ${line.slice(0, 200)}` }, log: [] });
    }
    return json(await handle(parsed));
  },
};
