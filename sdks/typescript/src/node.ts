// Hand-written. The Node.js entry point, `orbit-sdk/node` (also Bun and Deno): what needs Node.js's own
// modules (node:fs, node:http …), kept out of the main entry so that browsers and Workers never carry it.
// The main entry itself loads this module on Node.js when the environment names a proxy.
export { fileFromPath } from './node/files';
