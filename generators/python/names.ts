// How the Python SDK spells the model's names: snake_case identifiers (PEP 8's trailing underscore for
// keywords), PascalCase classes, UPPER_CASE enum members and operation constants, module names of types.
import type { EnumType, EnumValue, Method, NamedType, Param, Resource } from '../model/index.ts';
import { nameOf } from '../model/index.ts';

const KEYWORDS = new Set([
  'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else',
  'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise',
  'return', 'try', 'while', 'with', 'yield', 'match', 'case',
]);

/** Names a generated method takes for its own per-call options; no parameter may use them. */
export const OPTION_NAMES = ['extra_headers', 'extra_query', 'extra_body', 'max_retries', 'timeout', 'idempotency_key', 'api_key'];

/** A Python identifier for a contract name: snake_case, with a trailing `_` for keywords (`from_`). */
export function pyName(original: string): string {
  const snake = nameOf(original).snake;
  return KEYWORDS.has(snake) ? `${snake}_` : snake;
}

export const paramName = (p: Param): string => pyName(p.wireName);

export const methodName = (m: Method): string => m.name.snake;

export const resourceAttr = (r: Resource): string => r.name.snake;

/** Resource classes carry a suffix: a tag may share its name with a type (`distribution`, `Distribution`). */
export const resourceClass = (r: Resource, async = false): string => `${async ? 'Async' : ''}${r.name.pascal}Resource`;

export const moduleOf = (type: NamedType | string): string => nameOf(typeof type === 'string' ? type : type.name.original).snake;

export const operationConstant = (r: Resource, m: Method): string => `${r.name.screamingSnake}_${m.name.screamingSnake}`;

/** An enum member's name: UPPER_CASE, led by the enum's last word when the value starts with a digit. */
export function enumMemberName(type: EnumType, value: EnumValue): string {
  const name = value.name.screamingSnake;
  return /^[0-9]/.test(name) ? `${type.name.words[type.name.words.length - 1]!.toUpperCase()}_${name}` : name;
}
