// Requests in the next-minor answer mode (docs/sdk-design.md §5, mock-server/README.md). A next-minor
// answer carries enum values 3.4.0 does not know (src/next-minor.ts), and a client may send a value it
// received back, e.g. an order's status `disputed` as the filter of `GET /api/user/orders`. A server of
// the next minor release knows the values it added, so in next-minor mode every multi-value enum of a
// request (query, path, header, body, nested) also takes that enum's substitute, and the server reads it:
//   - as sent where it compares the value with what it holds: query parameters (the list filters;
//     nothing the server holds has that value, so such a filter matches nothing) and the providers'
//     notifications (signed as sent; a trade state the server does not know is not a success, so the
//     notification is acknowledged and changes nothing);
//   - everywhere else (body, path, header fields) as the field's `default`, or the enum's first value
//     when it states none: the server acts as for a value it knows and never keeps one 3.4.0 does not
//     know, so the world's answers in the current mode stay within the contract.
// In the current mode nothing changes: a substitute is an unknown value (400 invalid_parameter).
import type { KeywordDefinition } from 'ajv';
import { type Json, operations } from '../../../openapi/lib/contract.ts';
import { substitutesOf } from './next-minor.ts';

/** The ajv keyword a widened enum carries when the server reads its substitute as a known value. */
export const READ_AS = 'x-orbit-next-minor-read-as';

interface ReadAs {
  substitutes: unknown[];
  value: unknown;
}

/** Replaces a substitute by the value the server reads it as (ajv passes the parent, so it can). */
export const readAsKeyword: KeywordDefinition = {
  keyword: READ_AS,
  modifying: true,
  errors: false,
  schemaType: 'object',
  validate: (schema: ReadAs, data: unknown, _parentSchema?: unknown, cxt?: { parentData?: unknown; parentDataProperty?: string | number }) => {
    if (cxt?.parentData !== undefined && cxt.parentDataProperty !== undefined && schema.substitutes.includes(data)) {
      (cxt.parentData as Record<string | number, unknown>)[cxt.parentDataProperty] = schema.value;
    }
    return true;
  },
};

/** Keys whose values are data, not schemas (an example may well hold an `enum` key). */
const NOT_SCHEMAS = new Set(['enum', 'default', 'example', 'examples', 'const']);

/**
 * `schema` with every multi-value enum widened by its substitutes; `keep` leaves them as sent, else
 * each carries READ_AS. Undefined when the schema has no such enum (nothing to widen).
 */
export function widenForNextMinor(schema: Json, keep: boolean): Json | undefined {
  let widened = false;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) out[key] = NOT_SCHEMAS.has(key) ? value : walk(value);
    const values = (node as Json).enum;
    if (Array.isArray(values) && values.length > 1) {
      widened = true;
      const substitutes = substitutesOf(node as Json);
      out.enum = [...values, ...substitutes];
      if (!keep) out[READ_AS] = { substitutes, value: (node as Json).default ?? values[0] } satisfies ReadAs;
    }
    return out;
  };
  const result = walk(schema) as Json;
  return widened ? result : undefined;
}

/** Fastify route URLs of the providers' notifications (the contract's `notifications` tag): signed, read as sent. */
const SIGNED_BY_PROVIDER = new Set(operations().filter((o) => o.tag === 'notifications').map((o) => o.path.replace(/\{([^}]+)\}/g, ':$1')));

/** Whether a request part of the route at `url` keeps a substitute as sent (see the top of this file). */
export const keepsSubstitutes = (url: string, httpPart: string): boolean => httpPart === 'querystring' || SIGNED_BY_PROVIDER.has(url);
