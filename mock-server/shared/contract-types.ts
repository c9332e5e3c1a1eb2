// What a server reads and answers, per operation id, from the types openapi-typescript generates
// (openapi/lib/contract-types.ts for the contract, mock-server/reference/src/sandbox-types.ts for the
// sandbox; `npm run generate` keeps both in step). No server declares a request or answer shape by hand:
// a handler typed `Handler<'listOrders'>` gets `Query<'listOrders'>` and must answer `Answer<'listOrders', 200>`,
// so a renamed or missing required field fails `npm run typecheck` (mock-server/reference/test/typed-handlers.test.ts
// proves it). TypeScript does not flag an extra property in an async function's returned object, so a misspelled
// optional field passes here and is left to the run-time contract checks of the tests.
// Runtime validation (ajv, from the same contract) still checks every request; these are its compile-time half.
import type { Readable } from 'node:stream';
import type { components, operations } from '../../openapi/lib/contract-types.ts';
import type { components as sandboxComponents, operations as sandboxOperations } from '../reference/src/sandbox-types.ts';

/** Every operation of the contract and of the sandbox, by operation id. */
export type AllOperations = operations & sandboxOperations;
export type OperationId = keyof AllOperations;

/** A named schema of the contract (`Schema<'Order'>`). */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];
/** A named schema of the sandbox's OpenAPI file (`SandboxSchema<'SandboxFault'>`). */
export type SandboxSchema<N extends keyof sandboxComponents['schemas']> = sandboxComponents['schemas'][N];

type Present<T> = [Exclude<T, undefined>] extends [never] ? Record<string, never> : Exclude<T, undefined>;
type Parameters<K extends OperationId> = AllOperations[K]['parameters'];

/** The path parameters (`/api/x/{id}`), after the router has decoded them. */
export type PathParams<K extends OperationId> = Present<Parameters<K>['path']>;
/** The query parameters, after validation has coerced them to their schema's types. */
export type Query<K extends OperationId> = Present<Parameters<K>['query']>;

type JsonOf<C> = C extends { 'application/json': infer J } ? J : never;
type Content<R> = R extends { content: infer C } ? C : never;

/** The validated JSON request body (undefined when the operation takes none or it is optional and absent). */
export type Body<K extends OperationId> =
  AllOperations[K] extends { requestBody: infer R }
    ? JsonOf<Content<R>>
    : AllOperations[K] extends { requestBody?: infer R }
      ? [Exclude<R, undefined>] extends [never]
        ? undefined
        : JsonOf<Content<Exclude<R, undefined>>> | undefined
      : undefined;

/** The statuses the contract documents for the operation. */
export type Status<K extends OperationId> = keyof AllOperations[K]['responses'] & number;

/** What a documented answer carries: its JSON body, or bytes and streams for the other media types. */
type Payload<C> = [C] extends [never]
  ? undefined
  : ('application/json' extends keyof C ? C['application/json'] : never) | ([Exclude<keyof C, 'application/json'>] extends [never] ? never : Buffer | Readable | string);

/** The answer body for one documented status (`Answer<'createPayment', 201>`). */
export type Answer<K extends OperationId, S extends Status<K>> = Payload<Content<AllOperations[K]['responses'][S]>>;

/** Every documented answer of the operation, by status: Fastify's `Reply` route generic. */
export type Answers<K extends OperationId> = { [S in Status<K>]: Answer<K, S> };
