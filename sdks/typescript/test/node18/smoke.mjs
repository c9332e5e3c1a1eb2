// ESM consumer of the built package (self-reference: import 'orbit-sdk' resolves through the exports map to
// dist/index.js, 'orbit-sdk/node' to dist/node.js).
import * as sdk from 'orbit-sdk'; // self-reference through the exports map
import * as sdkNode from 'orbit-sdk/node';
import run from './checks.cjs';
const { passed, failed } = await run(sdk, 'esm', sdkNode);
console.log(`esm: ${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
