// Hand-written. The shape of the operation descriptors the generator emits for every SDK method
// (src/generated/operations.ts): all the request core knows about an operation.

export type AuthScheme = 'loginToken' | 'apiKey' | null;

/** How a value is checked before sending: its JSON kind and the contract's constraints (not enum membership). */
export type Check =
  | { readonly kind: 'string'; readonly pattern?: string; readonly minLength?: number; readonly maxLength?: number }
  | { readonly kind: 'integer' | 'number'; readonly minimum?: number; readonly maximum?: number }
  | { readonly kind: 'boolean' | 'unknown' }
  | { readonly kind: 'array'; readonly items: Check; readonly minItems?: number; readonly maxItems?: number }
  | { readonly kind: 'map'; readonly values: Check }
  /** A named object or union type: its SchemaSpec in the generated `schemas`. */
  | { readonly kind: 'named'; readonly type: string };

export interface FieldSpec {
  /** The contract's name. */
  readonly name: string;
  readonly required?: boolean;
  readonly check: Check;
}

export interface ParamSpec extends FieldSpec {
  /** Where the value travels. */
  readonly in: 'path' | 'query' | 'header' | 'body';
}

export type SchemaSpec =
  /** `closed`: unknown fields are refused. `exactlyOneOf`: groups of fields of which exactly one must be given. */
  | { readonly kind: 'object'; readonly closed: boolean; readonly fields: readonly FieldSpec[]; readonly exactlyOneOf?: readonly (readonly string[])[] }
  /** The value is the variant its `discriminator` names. */
  | { readonly kind: 'union'; readonly discriminator: string; readonly variants: Readonly<Record<string, string>> };

export interface OperationSpec {
  /** The contract's operationId. */
  readonly id: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path template, e.g. `/api/user/orders`. */
  readonly path: string;
  /** Which credential the operation takes (`null`: public). */
  readonly auth: AuthScheme;
  /** The caller's parameters (a union body has none: see `union`). */
  readonly params?: readonly ParamSpec[];
  /** A union body: the caller's parameters are one variant of this type, all sent in the body. */
  readonly union?: string;
  /** Groups of body parameters of which exactly one must be given. */
  readonly exactlyOneOf?: readonly (readonly string[])[];
  /** Query parameters the SDK always sends with a fixed value (e.g. `action=models`). */
  readonly fixedQuery?: Readonly<Record<string, string>>;
  /** Body fields the SDK always sends with a fixed value (e.g. `action: 'cancel'`). */
  readonly fixedBody?: Readonly<Record<string, string>>;
  /** Whether the operation has a JSON request body. */
  readonly body?: boolean;
  /** How the success answer is decoded. */
  readonly response: 'json' | 'text' | 'binary' | 'empty';
  /** The Accept header of the (non-streamed) answer. */
  readonly accept: string;
  /** The documented type of a JSON answer, as an answer token (src/core/answers.ts). */
  readonly result?: string;
  /** Money-moving: sends the idempotency header, the same value on every retry of the call. */
  readonly idempotent?: boolean;
  /** The answer is a login session whose tokens the client stores. */
  readonly session?: boolean;
  /** With `params[param] === true` the answer is server-sent events of `chunk` (an answer token), ending with `done`. */
  readonly stream?: { readonly param: string; readonly accept: string; readonly done: string; readonly chunk: string };
}
