// A nullable composition, as both servers validate it: `nullable: true` beside an `allOf`, `oneOf` or `anyOf`, or
// beside no `type` at all. The usual one is a nullable reference, `{type: integer, nullable: true, allOf: [$ref:
// Priority]}` (a PATCH field that clears a named enum with null), which the SDK model reads as "null or that
// schema", as openapi-generator does. OpenAPI 3.0.3 alone cannot say it: `nullable` only widens the `type` of its
// own schema object, and the composed schema still vetoes null (ajv refuses `nullable` without a `type`; Prism
// 5.14.2 refuses the null, or skips the body's validation altogether). So the servers validate the schema as
// `anyOf: [{type: 'null'}, <the schema without nullable>]`: the reference server's ajv (reference/src/validation.ts)
// and the Prism behind the mock's front (the copy of the contract it serves, prism-front/prism-document.ts).
// A plain nullable type (`type: string, nullable: true`) is left as it is: every validator reads it right.

type Node = Record<string, unknown>;

const COMPOSITIONS = ['allOf', 'oneOf', 'anyOf'];
/** Keys whose values are not schemas (examples hold data, which may look like anything). */
const DATA = new Set(['example', 'examples', 'default', 'enum', 'const']);

function isNullableComposition(node: Node): boolean {
  return node.nullable === true && (node.type === undefined || COMPOSITIONS.some((k) => Array.isArray(node[k])));
}

/** `value` (a schema, or a whole document) with every nullable composition in it rewritten as above. */
export function withNullableCompositions<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withNullableCompositions) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Node = {};
  for (const [key, item] of Object.entries(value as Node)) {
    // `properties` maps names (any name, `example` too) to schemas.
    if (key === 'properties' && item && typeof item === 'object') out[key] = Object.fromEntries(Object.entries(item).map(([n, s]) => [n, withNullableCompositions(s)]));
    else out[key] = DATA.has(key) ? item : withNullableCompositions(item);
  }
  if (!isNullableComposition(out)) return out as T;
  const { nullable: _nullable, description, ...schema } = out;
  return { ...(description !== undefined && { description }), anyOf: [{ type: 'null' }, schema] } as T;
}
