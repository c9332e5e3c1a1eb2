// The document Prism serves behind the front: the contract, with what Prism 5.14.2 reads wrong said the way it
// reads right. Undefined when the contract has none of it, so Prism serves the file itself.
//   - Multipart request schemas take any parts: the front checks multipart bodies itself (multipart.ts).
//   - A nullable composition is `anyOf: [{type: 'null'}, ...]` (shared/nullable.ts, as the reference server
//     validates it).
//   - A nullable enum lists no null: OpenAPI 3.0 wants the null among the values (`nullable` alone widens the
//     type, not the enum), and Prism's reading adds one itself; two nulls make ajv refuse the schema, and Prism
//     then validates no body that uses it at all (unknown fields and any value pass).
import { isDeepStrictEqual } from 'node:util';
import type { Json } from '../../openapi/lib/contract.ts';
import { withNullableCompositions } from '../shared/nullable.ts';
import { MULTIPART } from './multipart.ts';

/** Keys whose values are data, not schemas. */
const DATA = new Set(['example', 'examples', 'default', 'enum', 'const']);

function withoutListedNull(node: Json): Json {
  if (Array.isArray(node)) return node.map(withoutListedNull);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, item] of Object.entries<Json>(node)) {
    if (key === 'properties' && item && typeof item === 'object') out[key] = Object.fromEntries(Object.entries<Json>(item).map(([n, s]) => [n, withoutListedNull(s)]));
    else out[key] = DATA.has(key) ? item : withoutListedNull(item);
  }
  if (out.nullable === true && typeof out.type === 'string' && Array.isArray(out.enum) && out.enum.includes(null)) out.enum = out.enum.filter((v: unknown) => v !== null);
  return out;
}

export function prismDocument(doc: Json): Json | undefined {
  const copy = withoutListedNull(withNullableCompositions(structuredClone(doc)));
  for (const item of Object.values<Json>(copy.paths ?? {})) {
    for (const operation of Object.values<Json>(item ?? {})) {
      const media = operation?.requestBody?.content?.[MULTIPART];
      if (!media) continue;
      media.schema = { type: 'object' };
      delete media.encoding;
    }
  }
  return isDeepStrictEqual(copy, doc) ? undefined : copy;
}
