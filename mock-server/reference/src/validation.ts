// Request validation with ajv, configured for the contract:
//   - bodies: no type coercion and NO removeAdditional, so `additionalProperties: false` refuses
//     unknown fields (400 unknown_parameter) instead of silently stripping them; defaults applied;
//     a discriminated `oneOf` (the login modes) is validated against the one branch its
//     discriminator names, so the error is about that branch (missing_parameter naming the field);
//   - query, path and headers: types coerced (`?limit=20` is the integer 20), but an integer must be
//     written in plain decimal as the contract's "Limits and encodings" convention says: ajv's
//     coercion (Number()) would also take `0x10`, `0b11`, `1e1`, `+5`, ` 5`, `5.0`, `0o7`, `01`, `-0`.
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
    discriminator: true,
    // Issues carry their schema, so a broken exactly-one-of group can be told from other oneOfs.
    verbose: true,
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
 * A required parameter must be sent: a `default` on it would be documentation for the SDKs (the
 * contract gives none today), and ajv's useDefaults would otherwise fill it in before `required`
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

/**
 * ajv takes the branch from the discriminated property's `enum` in each `oneOf` branch and refuses a
 * `mapping` (which the contract states for other tools); the two say the same, so the mapping goes.
 * ajv also skips both `discriminator` and `oneOf` for data that is not an object, so a union whose
 * branches are all objects (the contract does not repeat `type: object` on the union) gets it.
 */
function forAjvDiscriminators(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forAjvDiscriminators);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'discriminator' && value && typeof value === 'object') {
      const { mapping: _mapping, ...rest } = value as Record<string, unknown>;
      out[key] = rest;
    } else {
      out[key] = forAjvDiscriminators(value);
    }
  }
  if (out.discriminator && out.type === undefined) out.type = 'object';
  return out;
}

/** A whole number in plain decimal: digits without a leading zero, a minus for negatives; no +, exponent, prefix, spaces or fraction. */
export const PLAIN_DECIMAL = /^(0|-?[1-9][0-9]*)$/;

interface Issue {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  message: string;
  params: Record<string, unknown>;
}

/**
 * Refuses a non-decimal spelling of an integer parameter before ajv coerces it. A repeated parameter
 * (an array) is left to ajv, which refuses it for a scalar schema.
 */
function withPlainDecimalIntegers(validate: ValidateFunction, schema: Record<string, unknown>): ValidateFunction {
  const properties = (schema.properties ?? {}) as Record<string, { type?: unknown }>;
  const integers = Object.keys(properties).filter((name) => properties[name]!.type === 'integer');
  if (integers.length === 0) return validate;
  const wrapper = function (this: unknown, data: unknown, ...rest: unknown[]) {
    if (data && typeof data === 'object') {
      for (const name of integers) {
        const value = (data as Record<string, unknown>)[name];
        if (typeof value === 'string' && !PLAIN_DECIMAL.test(value)) {
          const issue: Issue = { keyword: 'type', instancePath: `/${name}`, schemaPath: `#/properties/${name}/type`, message: 'must be an integer in plain decimal digits', params: { type: 'integer' } };
          wrapper.errors = [issue];
          return false;
        }
      }
    }
    const valid = (validate as (...args: unknown[]) => boolean).call(this, data, ...rest);
    wrapper.errors = validate.errors;
    return valid;
  } as unknown as ValidateFunction;
  // Fastify passes the parent object (so ajv can coerce in place) only when it sees schemaEnv.
  Object.assign(wrapper, { schemaEnv: validate.schemaEnv, schema: validate.schema });
  return wrapper;
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (httpPart === 'body') return bodyAjv.compile(forAjvDiscriminators(schema) as Record<string, unknown>) as ReturnType<FastifySchemaCompiler<unknown>>;
  let effective = httpPart === 'headers' ? lowerCaseHeaders(schema as Record<string, unknown>) : (schema as Record<string, unknown>);
  if (httpPart === 'querystring' || httpPart === 'headers') effective = withoutRequiredDefaults(effective);
  return withPlainDecimalIntegers(paramAjv.compile(effective), effective) as ReturnType<FastifySchemaCompiler<unknown>>;
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
