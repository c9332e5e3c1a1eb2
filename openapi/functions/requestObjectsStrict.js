// Spectral function: every object a request body can carry, nested ones included, refuses unknown
// fields (`additionalProperties: false`), as the contract's "Bodies" convention promises. Given a
// resolved request body schema (JSON or multipart/form-data); walks properties, items, oneOf/anyOf/allOf
// members and map values (not `not`, which describes what a value is not).
//
// An `allOf` of objects cannot be strict in OpenAPI 3.0: `additionalProperties: false` on one part refuses
// the fields of the other parts (each part is checked alone), and without it unknown fields pass. Such a
// request object is reported once, with that reason, instead of asking its parts for something that would
// break it. An `allOf` around one schema that is no object (e.g. a nullable reference to an enum) is fine,
// and compositions in answers are not this rule's business.
/** An object schema with fields of its own (a oneOf wrapper's fields are its members'). */
function isObject(schema) {
  if (schema.properties === undefined && (schema.oneOf || schema.anyOf || schema.allOf)) return false;
  return schema.type === 'object' || schema.properties !== undefined;
}

export default function requestObjectsStrict(schema, _options, context) {
  const problems = [];
  const seen = new Set();
  const walk = (node, path, part = false) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const composed = (node.allOf ?? []).some((member) => member && typeof member === 'object' && (isObject(member) || member.allOf));
    if (composed) {
      problems.push({
        message:
          'A request object cannot be an allOf of objects: in OpenAPI 3.0 `additionalProperties: false` on one part refuses the fields of the others, and without it unknown fields pass. Write the object out with all its fields (allOf is fine in answers).',
        path,
      });
    } else if (!part && isObject(node) && (node.additionalProperties === undefined || node.additionalProperties === true)) {
      problems.push({ message: 'A request object must refuse unknown fields: set `additionalProperties: false`.', path });
    }
    for (const [name, property] of Object.entries(node.properties ?? {})) walk(property, [...path, 'properties', name]);
    if (node.items) walk(node.items, [...path, 'items']);
    for (const keyword of ['oneOf', 'anyOf']) (node[keyword] ?? []).forEach((member, i) => walk(member, [...path, keyword, i]));
    (node.allOf ?? []).forEach((member, i) => walk(member, [...path, 'allOf', i], composed));
    if (node.additionalProperties && typeof node.additionalProperties === 'object') walk(node.additionalProperties, [...path, 'additionalProperties']);
  };
  walk(schema, [...context.path]);
  return problems;
}
