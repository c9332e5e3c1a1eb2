// The "next minor release" answer mode (issue 12, docs/sdk-design.md §5): answers look like a later
// 3.x server's would, as far as the contract allows a minor release to change them. Guided by the
// answer's schema in the contract, every object with declared properties gains ADDED_FIELDS, and
// every value of a multi-value enum is replaced by the enum's substitute, a value 3.4.0 does not
// know. Single-value (literal) fields and union discriminators stay, and so do maps (objects whose
// schema declares only additionalProperties) apart from their values. Everything is derived from
// the contract, so a new enum gets a substitute and a new object gets the fields without a change here.
import { type Json, readContract, resolve } from '../../../openapi/lib/contract.ts';

/** What a next-minor answer adds to each object. */
export const ADDED_FIELDS: Readonly<Record<string, unknown>> = Object.freeze({
  next_minor_note: 'a field added by a minor release',
  next_minor_details: { added_in: '3.5.0', nested: true },
});

/** Substitutes chosen by hand (the example); every other enum gets one by its spelling. */
const CHOSEN: Record<string, string> = { OrderStatus: 'disputed' };

export interface EnumEntry {
  /** The component's name, or `<Component><Property>` for an enum written inline in a component. */
  name: string;
  values: unknown[];
  substitute: unknown;
}

type Schema = Json;

const spec = readContract();

/** A value the enum does not have, spelt like its values (UPPER_SNAKE or lower_snake; numbers: max + 1). */
function substituteFor(schema: Schema, name?: string): unknown {
  const values = schema.enum as unknown[];
  if (values.every((v) => typeof v === 'number')) return Math.max(...(values as number[])) + 1;
  const chosen = name !== undefined ? CHOSEN[name] : undefined;
  let candidate = chosen ?? (values.every((v) => typeof v === 'string' && /^[A-Z0-9_]+$/.test(v)) ? 'NEXT_MINOR_VALUE' : 'next_minor_value');
  while (values.includes(candidate)) candidate = `${candidate}_2`;
  return candidate;
}

const pascal = (text: string) => text.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase());

/** Every multi-value enum of the contract's components, with its substitute. */
function buildTable(): { entries: EnumEntry[]; byNode: Map<Schema, unknown> } {
  const entries: EnumEntry[] = [];
  const byNode = new Map<Schema, unknown>();
  const add = (node: Schema, name: string) => {
    if (!Array.isArray(node?.enum) || node.enum.length < 2) return;
    const substitute = substituteFor(node, name);
    entries.push({ name, values: [...node.enum], substitute });
    byNode.set(node, substitute);
  };
  for (const [name, schema] of Object.entries<Schema>(spec.components?.schemas ?? {})) {
    add(schema, name);
    for (const [property, sub] of Object.entries<Schema>(schema.properties ?? {})) add(sub, `${name}${pascal(property)}`);
  }
  return { entries, byNode };
}

const table = buildTable();

/** The substitute of every multi-value enum, as GET /__sandbox/mode shows it. */
export const enumTable = (): EnumEntry[] => table.entries;

const sameValues = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((v) => b.includes(v));

/**
 * The substitutes next-minor answers use for an enum with these values: the table's rows with the
 * same values (a request schema reaches the validator with its `$ref`s resolved, so by value), else
 * the one spelt like the values. What a request may send back in next-minor mode (next-minor-requests.ts).
 */
export function substitutesOf(schema: Schema): unknown[] {
  const values = schema.enum as unknown[];
  const rows = table.entries.filter((entry) => sameValues(entry.values, values)).map((entry) => entry.substitute);
  return rows.length > 0 ? [...new Set(rows)] : [substituteFor(schema)];
}

const deref = (node: Schema | undefined): Schema | undefined => (node === undefined ? undefined : resolve(spec, node));

/** The properties of an object schema, `allOf` members merged. */
function propertiesOf(schema: Schema): Record<string, Schema> | undefined {
  if (!Array.isArray(schema.allOf)) return schema.properties;
  const merged: Record<string, Schema> = { ...(schema.properties ?? {}) };
  for (const member of schema.allOf as Schema[]) Object.assign(merged, propertiesOf(deref(member) ?? {}) ?? {});
  return Object.keys(merged).length > 0 ? merged : undefined;
}

/** The branch of a union the value is: by its discriminator, else the first whose required fields and literals fit. */
function branchOf(value: unknown, schema: Schema): { branch?: Schema; keep?: string } {
  const branches = ((schema.oneOf ?? schema.anyOf) as Schema[]).map(deref).filter(Boolean) as Schema[];
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const tag = schema.discriminator?.propertyName as string | undefined;
  if (tag !== undefined) {
    const mapped = schema.discriminator.mapping?.[String(record[tag])] as string | undefined;
    const branch = mapped ? deref({ $ref: mapped }) : branches.find((b) => deref(b.properties?.[tag])?.enum?.includes(record[tag]));
    return { branch, keep: tag };
  }
  const fits = (b: Schema) =>
    (b.required ?? []).every((r: string) => r in record) &&
    Object.entries<Schema>(b.properties ?? {}).every(([k, p]) => {
      const d = deref(p);
      return !(d?.enum?.length === 1) || !(k in record) || d.enum[0] === record[k];
    });
  return { branch: branches.find(fits) };
}

/** `value` as the next minor release would send it, guided by `schemaNode` (a contract schema). */
export function nextMinor(value: unknown, schemaNode: Schema | undefined, keep?: string): unknown {
  const schema = deref(schemaNode);
  if (!schema || value === null || value === undefined) return value;
  if (schema.oneOf || schema.anyOf) {
    const { branch, keep: tag } = branchOf(value, schema);
    return branch ? nextMinor(value, branch, tag) : value;
  }
  if (Array.isArray(value)) return schema.items ? value.map((item) => nextMinor(item, schema.items)) : value;
  if (typeof value === 'object') {
    const properties = propertiesOf(schema);
    const extra = typeof schema.additionalProperties === 'object' ? (schema.additionalProperties as Schema) : undefined;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const sub = properties?.[key] ?? extra;
      out[key] = key === keep || !sub ? item : nextMinor(item, sub);
    }
    // A record type gains fields; a map (only additionalProperties) would take them as entries.
    if (properties) for (const [key, added] of Object.entries(ADDED_FIELDS)) if (!(key in out)) out[key] = structuredClone(added);
    return out;
  }
  if (Array.isArray(schema.enum) && schema.enum.length > 1 && schema.enum.includes(value)) {
    return table.byNode.has(schema) ? table.byNode.get(schema) : substituteFor(schema);
  }
  return value;
}

const responseSchemas = new Map<string, Schema | undefined>();

/** The contract's schema of an operation's answer (`status`, media type); error answers the contract does not list use Error. */
export function answerSchema(operationId: string | undefined, status: number, mediaType: string): Schema | undefined {
  const key = `${operationId} ${status} ${mediaType}`;
  if (!responseSchemas.has(key)) {
    let schema: Schema | undefined;
    for (const item of Object.values<Schema>(spec.paths ?? {})) {
      for (const op of Object.values<Schema>(item)) {
        if (op?.operationId !== operationId) continue;
        schema = deref(op.responses?.[String(status)])?.content?.[mediaType]?.schema;
      }
    }
    if (!schema && status >= 400 && mediaType.includes('json')) schema = { $ref: '#/components/schemas/Error' };
    responseSchemas.set(key, schema);
  }
  return responseSchemas.get(key);
}
