// Hand-written. The fixtures' check: a value is refused unless the service could send it as this contract
// states it (required fields present, `null` only where the field is nullable, JSON kinds, patterns, lengths,
// ranges, item counts, known enum values, union variants in order), so a fixture the service could never send
// fails in the test that builds it. Stricter than the request core's checks on purpose: they let a newer
// service's values through (forward compatibility); a fixture is this contract's answer.
import { matches } from '../core/arguments';
import type { Check, SchemaSpec } from '../core/operation';
import { OrbitError } from '../index';
import { answerSchemas, examples } from './generated/schemas';

/** A fixture the contract refuses; `field` is the path to the refused value, e.g. `Order.status`. */
export class InvalidFixtureError extends OrbitError {
  override readonly name: string = 'InvalidFixtureError';
  readonly field: string;
  constructor(field: string, problem: string) {
    super(`${field}: ${problem}`);
    this.field = field;
  }
}

/** What a builder takes: each field given replaces the example's value whole; `undefined` leaves it out. */
export type Overrides<T> = { [K in keyof T]?: T[K] | undefined };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function refuse(path: string, problem: string): never {
  throw new InvalidFixtureError(path, problem);
}

function checkNamed(value: unknown, type: string, path: string): void {
  const schema: SchemaSpec = answerSchemas[type]!;
  switch (schema.kind) {
    case 'enum':
      if (!schema.values.includes(value as never)) refuse(path, `must be one of ${schema.values.map((v) => JSON.stringify(v)).join(', ')} (${type}), got ${JSON.stringify(value)}`);
      return;
    case 'oneOf': {
      const variant = schema.variants.find((v) => matches(value, v, answerSchemas));
      if (!variant) refuse(path, `must be one of ${schema.variants.map((v) => v.ref ?? v.kind ?? 'string').join(', ')} (${type}), got ${kindOf(value)}`);
      return checkValue(value, variant, path);
    }
    case 'union': {
      if (!isObject(value)) refuse(path, `must be an object (${type}), got ${kindOf(value)}`);
      const variant = schema.variants[value[schema.discriminator] as string];
      if (!variant) refuse(`${path}.${schema.discriminator}`, `must be one of ${Object.keys(schema.variants).join(', ')}`);
      return checkNamed(value, variant, path);
    }
    default:
      if (!isObject(value)) refuse(path, `must be an object (${type}), got ${kindOf(value)}`);
      for (const f of schema.fields) {
        const v = value[f.name];
        const at = `${path}.${f.name}`;
        if (v === undefined) {
          if (f.required) refuse(at, 'is required');
        } else if (v === null) {
          if (!f.nullable) refuse(at, 'cannot be null');
        } else checkValue(v, f, at);
      }
  }
}

function checkValue(value: unknown, check: Check, path: string): void {
  if (check.ref) return checkNamed(value, check.ref, path);
  switch (check.kind ?? 'string') {
    case 'string': {
      if (typeof value !== 'string') refuse(path, `must be a string, got ${kindOf(value)}`);
      const length = [...value].length;
      if (check.minLength !== undefined && length < check.minLength) refuse(path, `must be at least ${check.minLength} characters long`);
      if (check.maxLength !== undefined && length > check.maxLength) refuse(path, `must be at most ${check.maxLength} characters long`);
      if (check.pattern !== undefined && !new RegExp(check.pattern).test(value)) refuse(path, `must match the pattern ${check.pattern}`);
      return;
    }
    case 'integer':
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) refuse(path, `must be a number, got ${kindOf(value)}`);
      if (check.kind === 'integer' && !Number.isInteger(value)) refuse(path, 'must be a whole number');
      if (check.minimum !== undefined && value < check.minimum) refuse(path, `must be at least ${check.minimum}`);
      if (check.maximum !== undefined && value > check.maximum) refuse(path, `must be at most ${check.maximum}`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') refuse(path, `must be true or false, got ${kindOf(value)}`);
      return;
    case 'array':
      if (!Array.isArray(value)) refuse(path, `must be an array, got ${kindOf(value)}`);
      if (check.minItems !== undefined && value.length < check.minItems) refuse(path, `must have at least ${check.minItems} items`);
      if (check.maxItems !== undefined && value.length > check.maxItems) refuse(path, `must have at most ${check.maxItems} items`);
      value.forEach((item, i) => checkValue(item, check.items!, `${path}[${i}]`));
      return;
    case 'map':
      if (!isObject(value)) refuse(path, `must be an object, got ${kindOf(value)}`);
      for (const [k, v] of Object.entries(value)) checkValue(v, check.values!, `${path}.${k}`);
  }
}

/** Throws InvalidFixtureError unless `value` is an answer of the contract's type `type`. */
export function checkFixture(value: unknown, type: string): void {
  checkNamed(value, type, type);
}

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** An object type's fixture: a copy of the contract's example with `overrides` replacing whole fields, checked. */
export function build<T>(type: string, overrides: Overrides<T>): T {
  const out = copy(examples[type]) as Record<string, unknown>;
  for (const [k, v] of Object.entries(overrides as Record<string, unknown>)) {
    if (v === undefined) delete out[k];
    else out[k] = copy(v);
  }
  checkFixture(out, type);
  return out as T;
}

/** An enum's or union's fixture: `value`, else the contract's example, checked. */
export function value<T>(type: string, given: T | undefined): T {
  const out = copy(given === undefined ? examples[type] : given) as T;
  checkFixture(out, type);
  return out;
}
