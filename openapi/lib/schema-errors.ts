// A value checked against one of the contract's schemas (already dereferenced, e.g. an Operation's spec),
// for the Prism front and the tests: ajv with the formats OpenAPI 3.0 uses, each schema compiled once.
import { Ajv, type ValidateFunction } from 'ajv';
import formats from 'ajv-formats';
import type { Json } from './contract.ts';

const ajv = new Ajv({ strict: false, allErrors: true });
// ajv-formats is CommonJS whose default export is the plugin itself.
(formats as unknown as (a: Ajv) => void)(ajv);
const compiled = new WeakMap<object, ValidateFunction>();

/** The error text of `value` against `schema`, or null when it is valid. */
export function schemaErrors(schema: Json, value: unknown): string | null {
  const validate = compiled.get(schema) ?? ajv.compile(schema);
  compiled.set(schema, validate);
  return validate(value) ? null : ajv.errorsText(validate.errors, { dataVar: 'body' });
}
