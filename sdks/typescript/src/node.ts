// Hand-written. The Node.js entry point, `orbit-sdk/node` (also Bun and Deno): what needs Node.js's own
// modules (node:fs, node:http …), kept out of the main entry so that browsers and Workers never carry it.
export { fileFromPath } from './node/files';
// One copy, shared with the Node.js code the main entry loads on Node.js when the environment names a proxy.
export { proxyFetch, type ProxyOptions } from './node-runtime';
