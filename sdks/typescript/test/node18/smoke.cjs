'use strict';
// CommonJS consumer of the built package (self-reference: require('orbit-sdk') resolves through the exports map to
// dist/index.cjs, require('orbit-sdk/node') to dist/node.cjs).
const sdk = require('orbit-sdk'); // self-reference through the exports map
const sdkNode = require('orbit-sdk/node');
const run = require('./checks.cjs');
run(sdk, 'cjs', sdkNode).then(({ passed, failed }) => {
  console.log(`cjs: ${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
});
