// Spectral function: every object a request body can carry, nested ones included, refuses unknown
// fields (`additionalProperties: false`), as the contract's "Bodies" convention promises. Given a
// resolved request body schema; walks properties, items, oneOf/anyOf/allOf members and map values
// (not `not`, which describes what a value is not).
/** An object schema with fields of its own (a oneOf wrapper's fields are its members'). */
function isObject(schema) {
  if (schema.properties === undefined && (schema.oneOf || schema.anyOf)) return false;
  return schema.type === 'object' || schema.properties !== undefined;
}

export default function requestObjectsStrict(schema, _options, context) {
  const problems = [];
  const seen = new Set();
  const walk = (node, path) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (isObject(node) && (node.additionalProperties === undefined || node.additionalProperties === true)) {
      problems.push({ message: 'A request object must refuse unknown fields: set `additionalProperties: false`.', path });
    }
    for (const [name, property] of Object.entries(node.properties ?? {})) walk(property, [...path, 'properties', name]);
    if (node.items) walk(node.items, [...path, 'items']);
    for (const keyword of ['oneOf', 'anyOf', 'allOf']) (node[keyword] ?? []).forEach((member, i) => walk(member, [...path, keyword, i]));
    if (node.additionalProperties && typeof node.additionalProperties === 'object') walk(node.additionalProperties, [...path, 'additionalProperties']);
  };
  walk(schema, [...context.path]);
  return problems;
}
