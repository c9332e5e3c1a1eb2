// Hand-written. What the main entry leaves to Node.js's own modules (node:fs, node:http …), loaded by it
// only when a call needs it (src/core/node-runtime.ts), so that browsers and Workers never fetch it. Not a
// public entry: `orbit-sdk/node` (src/node.ts) is.
export { environmentFetch, proxyFetch, type ProxyOptions } from './node/proxy';
export { pipeToWritable, writeToFile } from './node/writable';
