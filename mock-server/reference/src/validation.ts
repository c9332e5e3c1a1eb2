// Request validation with ajv, configured for the contract:
//   - bodies: no type coercion and NO removeAdditional, so `additionalProperties: false` refuses
//     unknown fields (400 unknown_parameter) instead of silently stripping them; defaults applied;
//   - query, path and headers: types coerced (`?limit=20` is the integer 20).
// Also compiles named contract schemas (e.g. ChatpayTransaction for a decrypted notification).
import AjvModule, { type Ajv as AjvInstance, type ValidateFunction } from 'ajv';
import addFormatsModule, { type FormatsPlugin } from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { loadSpec } from './contract.ts';

// ajv and ajv-formats are CommonJS; their default export arrives under `.default` in ESM.
type AjvClass = new (options: Record<string, unknown>) => AjvInstance;
const Ajv = ((AjvModule as unknown as { default?: unknown }).default ?? AjvModule) as AjvClass;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as FormatsPlugin;

function makeAjv(coerce: boolean) {
  const ajv = new Ajv({
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    strict: false,
    addUsedSchema: false,
  });
  addFormats(ajv);
  return ajv;
}

const bodyAjv = makeAjv(false);
const paramAjv = makeAjv(true);

/** Request headers arrive lowercased; with a custom compiler Fastify leaves header schemas as written. */
function lowerCaseHeaders(schema: Record<string, unknown>): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).map(([k, v]) => [k.toLowerCase(), v])),
    ...(Array.isArray(schema.required) && { required: schema.required.map((r: string) => r.toLowerCase()) }),
  };
}

/**
 * A required parameter must be sent: its `default` (e.g. `action` of listModels and applyWithdrawal)
 * is documentation for the SDKs, and ajv's useDefaults would otherwise fill it in before `required`
 * is checked, so a request without it would pass.
 */
function withoutRequiredDefaults(schema: Record<string, unknown>): Record<string, unknown> {
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  if (![...required].some((name) => properties[name] && 'default' in properties[name]!)) return schema;
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, p]) => {
        if (!required.has(name) || !('default' in p)) return [name, p];
        const { default: _unused, ...rest } = p;
        return [name, rest];
      }),
    ),
  };
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : paramAjv;
  let effective = httpPart === 'headers' ? lowerCaseHeaders(schema as Record<string, unknown>) : (schema as Record<string, unknown>);
  if (httpPart === 'querystring' || httpPart === 'headers') effective = withoutRequiredDefaults(effective);
  return ajv.compile(effective) as ReturnType<FastifySchemaCompiler<unknown>>;
};

let componentsAjv: AjvInstance | undefined;

/** A validator for `#/components/schemas/<name>` of the contract. */
export function contractValidator(name: string): ValidateFunction {
  if (!componentsAjv) {
    componentsAjv = makeAjv(false);
    componentsAjv.addSchema({ $id: 'contract', components: loadSpec().components }, 'contract');
  }
  return componentsAjv.compile({ $ref: `contract#/components/schemas/${name}` });
}
