// Worlds a server starts with, from files a team keeps in its repository: `ORBIT_SANDBOX_SEED` lists
// files and directories (separated like PATH), each file (a directory: each of its `*.json` files) a
// world document (sandbox.openapi.yaml's WorldDocument, as GET /__sandbox/world exports one). The world
// it seeds is the document's `name`, else the file's name without `.json`; `_default.json` seeds the
// default world (a world name cannot start with `_`). A seeded world starts from its document instead
// of the built-in fixtures: when first used, after POST /__sandbox/reset, and when it comes back after
// idle expiry. A document the schema or the reference check refuses stops the server from starting,
// naming the file and the field, so a broken fixture never serves a half world.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, delimiter, join } from 'node:path';
import { deref } from '../../../openapi/lib/contract.ts';
import { WORLD_NAME } from '../../shared/worlds.ts';
import { ApiError } from './errors.ts';
import { validationError } from './plugins/errors.ts';
import { sandboxSpecification } from './sandbox-document.ts';
import { bodyValidator } from './validation.ts';
import { checkWorld, type WorldDocument } from './world-document.ts';

export const SEED_ENV = 'ORBIT_SANDBOX_SEED';
export const DEFAULT_WORLD_FILE = '_default.json';

export interface Seeds {
  /** The default world's document, when a `_default.json` gives one. */
  defaultWorld?: WorldDocument;
  /** Named worlds' documents by name. */
  worlds: Map<string, WorldDocument>;
}

/** The files `spec` names: each file, and each directory's `*.json` files in name order. */
function seedFiles(spec: string): string[] {
  const files: string[] = [];
  for (const path of spec.split(delimiter).filter(Boolean)) {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      throw new Error(`${SEED_ENV}: ${path}: no such file or directory`);
    }
    if (stat.isDirectory()) files.push(...readdirSync(path).filter((f) => f.endsWith('.json')).sort().map((f) => join(path, f)));
    else files.push(path);
  }
  return files;
}

let validateWorld: ReturnType<typeof bodyValidator> | undefined;

/** The document in `text`, checked as PUT /__sandbox/world checks one; an Error naming the field otherwise. */
export function parseWorld(text: string): WorldDocument {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    throw new Error(`not JSON (${(error as Error).message})`);
  }
  if (!validateWorld) {
    const spec = sandboxSpecification();
    validateWorld = bodyValidator(deref(spec.components.schemas.WorldDocument, spec));
  }
  if (!validateWorld(doc)) throw new Error(validationError(validateWorld.errors as Parameters<typeof validationError>[0], 'body').message);
  try {
    checkWorld(doc as WorldDocument);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(error.message);
    throw error;
  }
  return doc as WorldDocument;
}

/** The seeds `spec` (ORBIT_SANDBOX_SEED's value) names; an Error naming the file at the first problem. */
export function readSeeds(spec: string): Seeds {
  const seeds: Seeds = { worlds: new Map() };
  const from = new Map<string, string>();
  for (const file of seedFiles(spec)) {
    let doc: WorldDocument;
    try {
      doc = parseWorld(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${SEED_ENV}: ${file}: ${(error as Error).message}`);
    }
    const isDefault = doc.name === undefined && basename(file) === DEFAULT_WORLD_FILE;
    const name = doc.name ?? basename(file, '.json');
    if (!isDefault && !WORLD_NAME.test(name)) throw new Error(`${SEED_ENV}: ${file}: "${name}" is not a world name (${WORLD_NAME.source}); give the document a name or rename the file`);
    const key = isDefault ? '' : name;
    const earlier = from.get(key);
    if (earlier) throw new Error(`${SEED_ENV}: ${file} and ${earlier} both seed ${isDefault ? 'the default world' : `the world ${name}`}`);
    from.set(key, file);
    if (isDefault) seeds.defaultWorld = doc;
    else seeds.worlds.set(name, doc);
  }
  return seeds;
}
