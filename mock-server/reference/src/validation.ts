// Request validation with ajv, configured for the contract:
//   - bodies: no type coercion and NO removeAdditional, so `additionalProperties: false` refuses
//     unknown fields (400 unknown_parameter) instead of silently stripping them; defaults applied;
//     a discriminated `oneOf` (the login modes) is validated against the one branch its
//     discriminator names, so the error is about that branch (missing_parameter naming the field);
//   - query, path and headers: types coerced (`?limit=20` is the integer 20), but an integer must be
//     written in plain decimal as the contract's "Limits and encodings" convention says: ajv's
//     coercion (Number()) would also take `0x10`, `0b11`, `1e1`, `+5`, ` 5`, `5.0`, `0o7`, `01`, `-0`.
//   - in the next-minor answer mode, each API request part is checked against its schema with every
//     multi-value enum widened by its substitute (src/next-minor-requests.ts): the validator of a
//     route picks the schema by the request's answer mode, which the onRequest hooks have set.
//   - a nullable composition (a nullable reference: `nullable: true` beside a one-member allOf) is null or
//     the composed schema, as the SDK model reads it (mock-server/shared/nullable.ts; Prism behind the front
//     reads it the same way).
// Also compiles named contract schemas (e.g. ChatpayTransaction for a decrypted notification).
import AjvModule, { type Ajv as AjvInstance, type ValidateFunction } from 'ajv';
import addFormatsModule, { type FormatsPlugin } from 'ajv-formats';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { AnswerMode } from './context.ts';
import { readContract } from '../../../openapi/lib/contract.ts';
import { keepsSubstitutes, readAsKeyword, widenForNextMinor } from './next-minor-requests.ts';
import { withNullableCompositions } from '../../shared/nullable.ts';

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
  ajv.addKeyword(readAsKeyword);
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

/**
 * One validator per answer mode: Fastify calls a validator that has `schemaEnv` with the request as
 * `parentData` (so ajv can replace a coerced root), which is where the request's answer mode is read.
 */
function byAnswerMode(current: ValidateFunction, nextMinor: ValidateFunction): ValidateFunction {
  const wrapper = function (this: unknown, data: unknown, dataCxt?: { parentData?: unknown }, ...rest: unknown[]) {
    const mode = (dataCxt?.parentData as FastifyRequest | undefined)?.answerMode;
    const chosen = mode === 'next-minor' ? nextMinor : current;
    const valid = (chosen as (...args: unknown[]) => boolean).call(this, data, dataCxt, ...rest);
    wrapper.errors = chosen.errors;
    return valid;
  } as unknown as ValidateFunction;
  Object.assign(wrapper, { schemaEnv: current.schemaEnv, schema: current.schema });
  return wrapper;
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart, url }) => {
  let effective = schema as Record<string, unknown>;
  if (httpPart === 'headers') effective = lowerCaseHeaders(effective);
  if (httpPart === 'querystring' || httpPart === 'headers') effective = withoutRequiredDefaults(effective);
  const compile = (s: Record<string, unknown>): ValidateFunction =>
    httpPart === 'body' ? bodyAjv.compile(forAjvDiscriminators(withNullableCompositions(s)) as Record<string, unknown>) : withPlainDecimalIntegers(paramAjv.compile(s), s);
  const current = compile(effective);
  // The sandbox's own routes are not the API: the answer mode leaves them as they are.
  const widened = url.startsWith('/__sandbox') ? undefined : widenForNextMinor(effective, keepsSubstitutes(url, httpPart ?? ''));
  return (widened ? byAnswerMode(current, compile(widened)) : current) as ReturnType<FastifySchemaCompiler<unknown>>;
};

let componentsAjv: AjvInstance | undefined;

/**
 * A validator for `#/components/schemas/<name>` of the contract; for the `next-minor` answer mode its
 * multi-value enums also take their substitutes, kept as sent (src/next-minor-requests.ts).
 */
export function contractValidator(name: string, mode: AnswerMode = 'current'): ValidateFunction {
  if (!componentsAjv) {
    componentsAjv = makeAjv(false);
    const { components } = readContract();
    componentsAjv.addSchema({ $id: 'contract', components }, 'contract');
    componentsAjv.addSchema({ $id: 'contract-next-minor', components: widenForNextMinor(components, true) ?? components }, 'contract-next-minor');
  }
  return componentsAjv.compile({ $ref: `${mode === 'next-minor' ? 'contract-next-minor' : 'contract'}#/components/schemas/${name}` });
}

/** A validator for a request body schema (dereferenced), as the routes validate bodies: the world documents of seed files. */
export function bodyValidator(schema: Record<string, unknown>): ValidateFunction {
  return bodyAjv.compile(forAjvDiscriminators(withNullableCompositions(schema)) as Record<string, unknown>);
}
