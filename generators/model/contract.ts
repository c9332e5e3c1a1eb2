// Reading the contract: the parsed document and `$ref` resolution inside it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/* eslint-disable @typescript-eslint/no-explicit-any */
export type Json = any;

export const CONTRACT_PATH = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'openapi', 'openapi.yaml');

export function readContract(path = CONTRACT_PATH): Json {
  return parse(readFileSync(path, 'utf8'));
}

export function fail(message: string): never {
  throw new Error(`contract: ${message}`);
}

/** The last segment of a local `$ref` (`#/components/schemas/Order` → `Order`). */
export function refName(ref: string): string {
  return ref.split('/').pop()!.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The schema name a `{$ref: '#/components/schemas/X'}` node points at, else undefined. */
export function schemaRef(node: Json): string | undefined {
  const ref = node?.$ref;
  return typeof ref === 'string' && ref.startsWith('#/components/schemas/') ? refName(ref) : undefined;
}

/** Follows `$ref`s (local ones only) until a node without one. */
export function resolve(doc: Json, node: Json): Json {
  let current = node;
  const seen = new Set<string>();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const ref: string = current.$ref;
    if (!ref.startsWith('#/')) fail(`only local $refs are supported: ${ref}`);
    if (seen.has(ref)) fail(`circular $ref ${ref}`);
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .reduce((acc: Json, key: string) => acc?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    if (current === undefined) fail(`unresolvable $ref ${ref}`);
  }
  return current;
}
