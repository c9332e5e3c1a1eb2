// Hand-written. The testing kit's entry point, `orbit-sdk/testing` (an entry of its own: the main bundle
// carries none of it). Fixtures of every answer type, checked against the contract, and a fake service that
// runs the SDK's real client; the reference server's sandbox, typed, and a fresh world per test (README, Testing
// your integration).
export { fixtures } from './testing/generated/fixtures';
export { checkFixture, InvalidFixtureError, type Overrides } from './testing/check';
export { answers, FakeOrbit, UnexpectedCallError, type Answer, type ErrorAnswer, type FakeOptions, type RecordedCall } from './testing/fake';
export { Sandbox, SANDBOX_WORLD_HEADER, sandboxOperations } from './testing/generated/sandbox';
export type * from './testing/generated/sandbox';
export type { SandboxOperation, SandboxOptions } from './testing/sandbox-base';
export { createWorld, NoReferenceServerError, referenceServerURL, stopReferenceServer, useWorld, type TestHooks, type World } from './testing/world';
