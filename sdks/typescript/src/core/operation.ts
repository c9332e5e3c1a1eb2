// Hand-written. The shape of the operation descriptors of every SDK method: all the request core knows
// about an operation. The generator emits them compactly (src/generated/operations.ts); operationSpecs()
// and schemaSpecs() expand them once, when the SDK is loaded.

export type AuthScheme = 'loginToken' | 'apiKey' | null;

/** How a value is checked before sending: its JSON kind and the contract's constraints (not enum membership). */
export type Check =
  | { readonly kind: 'string'; readonly pattern?: string; readonly minLength?: number; readonly maxLength?: number }
  | { readonly kind: 'integer' | 'number'; readonly minimum?: number; readonly maximum?: number }
  /** `file`: a file part of a multipart body (an Uploadable, src/core/uploads.ts). */
  | { readonly kind: 'boolean' | 'unknown' | 'file' }
  | { readonly kind: 'array'; readonly items: Check; readonly minItems?: number; readonly maxItems?: number }
  | { readonly kind: 'map'; readonly values: Check }
  /** A named type: its SchemaSpec in the generated `schemas` (or `answers`). */
  | { readonly kind: 'named'; readonly type: string };

export interface FieldSpec {
  /** The contract's name. */
  readonly name: string;
  readonly required?: boolean;
  /** `null` is a value of its own: sent as `null` (a request), or allowed in place of the value (an answer). */
  readonly nullable?: boolean;
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
  /** The body is multipart/form-data (src/core/uploads.ts): file parts streamed, the other fields parts too. */
  readonly multipart?: boolean;
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

/**
 * A field list as the generator emits it: space-separated `name:T` (required) or `name?T` (optional),
 * `~` before T when the field is nullable, T a check token: `s` string, `i` integer, `n` number, `b`
 * boolean, `u` any, `f` a file, `[T` array of T, `{T` map of T, else a type name; then, comma-separated,
 * its lower and upper limit (length, range or item count) and the index of its pattern in `patterns`,
 * each possibly empty. A parameter's name starts with `/` (path), `&` (query) or `^` (header) unless it
 * travels in the body.
 */
type Fields = string;

/** An OperationSpec as generated: `params` a field list, `response` `json` and `accept` `application/json` when absent. */
export type CompactOperation = Omit<OperationSpec, 'params' | 'response' | 'accept'> & {
  readonly params?: Fields;
  readonly response?: OperationSpec['response'];
  readonly accept?: string;
};

/**
 * A SchemaSpec as generated: an object type's `fields` a field list, a bare field list an open object
 * type (answers); a `oneOf`'s variants space-separated check tokens.
 */
export type CompactSchema =
  | Fields
  | (Extract<SchemaSpec, { kind: 'object' }> extends infer O ? Omit<O, 'fields'> & { readonly fields: Fields } : never)
  | { readonly kind: 'oneOf'; readonly variants: Fields; readonly open?: boolean }
  | Extract<SchemaSpec, { kind: 'union' | 'enum' }>;

/** By a token's first character: the kind and the names of its lower and upper limit. */
const KINDS: Record<string, [string, string?, string?]> = {
  s: ['string', 'minLength', 'maxLength'],
  i: ['integer', 'minimum', 'maximum'],
  n: ['number', 'minimum', 'maximum'],
  b: ['boolean'],
  u: ['unknown'],
  f: ['file'],
  '[': ['array', 'minItems', 'maxItems'],
  '{': ['map'],
};
const PLACES: Record<string, ParamSpec['in']> = { '/': 'path', '&': 'query', '^': 'header' };

/** The check of a check token (see `Fields`). */
export function check(token: string, patterns: readonly string[] = []): Check {
  const [type, min, max, pattern] = token.split(',') as [string, string?, string?, string?];
  // A type name is PascalCase: its first character is no kind's.
  const [kind, low, high] = KINDS[type[0]!] ?? ['named'];
  const c: Record<string, unknown> = { kind };
  if (kind === 'named') c['type'] = type;
  else if (type[1]) c[kind === 'map' ? 'values' : 'items'] = check(type.slice(1));
  if (min) c[low!] = +min;
  if (max) c[high!] = +max;
  if (pattern) c['pattern'] = patterns[+pattern];
  return c as Check;
}

function fields(list: Fields, patterns: readonly string[], params?: boolean): ParamSpec[] {
  return list
    ? list.split(' ').map((f) => {
        const place = params && PLACES[f[0]!];
        if (place) f = f.slice(1);
        const at = f.search(/[:?]/);
        const nullable = f[at + 1] === '~';
        return { name: f.slice(0, at), ...(params && { in: place || 'body' }), required: f[at] === ':', nullable, check: check(f.slice(at + 1 + +nullable), patterns) } as ParamSpec;
      })
    : [];
}

/** The operations of the generated table, expanded. */
export function operationSpecs<K extends string>(table: Record<K, CompactOperation>, patterns: readonly string[]): Record<K, OperationSpec> {
  const out = {} as Record<K, OperationSpec>;
  for (const key in table) {
    const op = table[key];
    out[key] = { response: 'json', accept: 'application/json', ...op, ...(op.params && { params: fields(op.params, patterns, true) }) } as OperationSpec;
  }
  return out;
}

/** The named types of a generated table, expanded. */
export function schemaSpecs(table: Record<string, CompactSchema>, patterns: readonly string[] = []): Record<string, SchemaSpec> {
  const out: Record<string, SchemaSpec> = {};
  for (const name in table) {
    const s = table[name]!;
    out[name] =
      typeof s === 'string'
        ? { kind: 'object', closed: false, fields: fields(s, patterns) }
        : s.kind === 'object'
          ? { ...s, fields: fields(s.fields, patterns) }
          : s.kind === 'oneOf'
            ? { ...s, variants: s.variants.split(' ').map((t) => check(t, patterns)) }
            : s;
  }
  return out;
}
