// Settings of the TypeScript SDK generator that the contract does not carry.
// Everything else (resources, method names, actions, pagination, streaming, binary answers,
// idempotency, auth) comes from openapi/openapi.yaml and its x-sdk-* extensions.

export interface ResultTransform {
  /** Module (relative to src/generated/) exporting the transform function and its result type. */
  from: string;
  /** Function applied to the decoded JSON answer. */
  fn: string;
  /** The result type the function returns. */
  type: string;
}

export const config = {
  /** npm package name (also checked against sdks/typescript/package.json). */
  packageName: 'orbit-sdk',
  /** The client class exported by src/client.ts (hand-written). */
  clientClass: 'Orbit',
  /** Schema of the login answers: operations answering it store the session's tokens on the client. */
  sessionSchema: 'AuthSession',
  /** Header parameter the SDK fills in itself on money-moving operations. */
  idempotencyHeader: 'Idempotency-Key',
  /** Hand-written decoding applied after JSON decoding, by operationId. */
  transforms: {
    createImage: { from: '../lib/images', fn: 'decodeImages', type: 'ImageGenerationResult' },
  } as Record<string, ResultTransform>,
};
