// Hand-written. The shape of the operation descriptors that the generator emits for every
// operation of the contract (see src/generated/operations.ts).

export type AuthScheme = 'loginToken' | 'apiKey' | null;

export interface OperationSpec {
  /** The contract's operationId. */
  readonly id: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path template, e.g. `/api/user/orders`. */
  readonly path: string;
  /** Which credential the operation takes (`null`: public). */
  readonly auth: AuthScheme;
  /** Names of parameters taken from the params object into the path, query and headers. */
  readonly pathParams?: readonly string[];
  readonly query?: readonly string[];
  readonly headers?: readonly string[];
  /** Query parameters the SDK always sends with a fixed value (e.g. `action=models`). */
  readonly fixedQuery?: Readonly<Record<string, string>>;
  /** Body fields the SDK always sends with a fixed value (e.g. `action: 'cancel'`). */
  readonly fixedBody?: Readonly<Record<string, unknown>>;
  /** Whether the operation has a JSON request body (the params left after path, query and headers). */
  readonly body?: boolean;
  /** How the success answer is decoded. */
  readonly response: 'json' | 'text' | 'binary';
  /** The Accept header for the (non-streamed) answer. */
  readonly accept: string;
  /** Money-moving: the SDK sends an Idempotency-Key and keeps it across retries. */
  readonly idempotencyKey?: boolean;
  /** The answer is an AuthSession whose tokens the client stores. */
  readonly session?: boolean;
  /** Streaming: when params[param] is true the answer is server-sent events, ending with `done`. */
  readonly stream?: { readonly param: string; readonly accept: string; readonly done?: string };
}
