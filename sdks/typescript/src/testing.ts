// Hand-written. The testing kit's entry point, `orbit-sdk/testing` (an entry of its own: the main bundle
// carries none of it). Fixtures of every answer type, checked against the contract, and a fake service that
// runs the SDK's real client (README, Testing your integration).
export { fixtures } from './testing/generated/fixtures';
export { checkFixture, InvalidFixtureError, type Overrides } from './testing/check';
export { answers, FakeOrbit, UnexpectedCallError, type Answer, type ErrorAnswer, type FakeOptions, type RecordedCall } from './testing/fake';
