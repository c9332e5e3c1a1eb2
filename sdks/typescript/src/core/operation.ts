// Hand-written. The shape of the operation descriptors of every SDK method: all the request core knows
// about an operation, in named fields (src/generated/operations.ts). A key left out has the default its
// comment names, so that a descriptor says only what is particular to its operation.

import type { Form } from './uploads';

export type AuthScheme = 'loginToken' | 'apiKey' | null;

/**
 * How a value is checked before sending (its JSON kind and the contract's constraints, not enum
 * membership), and how an answer's value is checked (its JSON kind only).
 */
export interface Check {
  /** The JSON kind (`file`: a file part of a multipart body, src/core/uploads.ts). Default: `string`, unless `ref` is set. */
  readonly kind?: 'string' | 'integer' | 'number' | 'boolean' | 'unknown' | 'file' | 'array' | 'map';
  /** A named type: its SchemaSpec in the generated `schemas` (or, for answers, `answers`) checks the value. */
  readonly ref?: string;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  /** An array's items. */
  readonly items?: Check;
  readonly minItems?: number;
  readonly maxItems?: number;
  /** A map's values. */
  readonly values?: Check;
}

export interface FieldSpec extends Check {
  /** The contract's name. */
  readonly name: string;
  /** Default: false. */
  readonly required?: boolean;
  /** `null` is a value of its own: sent as `null` (a request), or allowed in place of the value (an answer). Default: false. */
  readonly nullable?: boolean;
}

export interface ParamSpec extends FieldSpec {
  /** Where the value travels. Default: the body. */
  readonly in?: 'path' | 'query' | 'header';
}

export type SchemaSpec =
  /** An object type (the default kind). `closed`: unknown fields are refused. `exactlyOneOf`: groups of fields of which exactly one must be given. */
  | { readonly kind?: 'object'; readonly closed?: boolean; readonly fields: readonly FieldSpec[]; readonly exactlyOneOf?: readonly (readonly string[])[] }
  /** The value is the variant its `discriminator` names. */
  | { readonly kind: 'union'; readonly discriminator: string; readonly variants: Readonly<Record<string, string>> }
  /**
   * A union without a discriminator: the value is the first variant whose shape it has (src/core/arguments.ts).
   * `open` (answers): a value no variant matches is kept as it came; otherwise it is refused.
   */
  | { readonly kind: 'oneOf'; readonly variants: readonly Check[]; readonly open?: boolean }
  /** An enum, as a variant of a `oneOf` (its values tell it apart); elsewhere only its JSON kind is checked. */
  | { readonly kind: 'enum'; readonly values: readonly (string | number)[] };

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
  /** Whether the operation has a request body (JSON unless `multipart`). */
  readonly body?: boolean;
  /**
   * The body is multipart/form-data, and this is its encoder (src/core/uploads.ts: file parts streamed, the
   * other fields parts too). A function, not a flag, so that a bundle carries the encoder only when its
   * contract has a multipart operation.
   */
  readonly multipart?: (fields: Record<string, unknown>) => Form;
  /** How the success answer is decoded. Default: `json`. */
  readonly response?: 'text' | 'binary' | 'empty';
  /** The Accept header of the (non-streamed) answer. Default: `application/json`. */
  readonly accept?: string;
  /** The documented type of a JSON answer (src/core/answers.ts). */
  readonly result?: Check;
  /** Money-moving: sends the idempotency header, the same value on every retry of the call. */
  readonly idempotent?: boolean;
  /** The answer is a login session whose tokens the client stores. */
  readonly session?: boolean;
  /** With `params[param] === true` the answer is server-sent events of `chunk`, ending with `done`. */
  readonly stream?: { readonly param: string; readonly accept: string; readonly done: string; readonly chunk: Check };
}
