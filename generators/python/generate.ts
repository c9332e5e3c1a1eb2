// The Python SDK generator (sdks/python): from the SDK model only. Writes the runtime rules
// (orbit_sdk/_constants.py), the status error classes, the types, the operations' metadata, the
// resources, the clients, api.md, README.md and pyproject.toml. The request core, lib/, tests and
// CHANGELOG are hand-written. Output is deterministic and already formatted.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GeneratedFile, SdkGenerator } from '../lib/generator.ts';
import type { SdkModel } from '../model/index.ts';
import { emitApiDoc, emitReadme } from './docs.ts';
import { emitClient, emitOperations, emitResource, emitResourcesInit } from './resources.ts';
import { emitConstants, emitStatusErrors } from './runtime.ts';
import { emitTypes } from './types.ts';

const HERE = dirname(fileURLToPath(import.meta.url));

function pyproject(model: SdkModel): GeneratedFile {
  const template = readFileSync(join(HERE, 'templates', 'pyproject.toml'), 'utf8');
  return {
    path: 'pyproject.toml',
    content: template.replace(/\{\{version\}\}/g, model.version).replace(/\{\{license\}\}/g, model.license.name),
  };
}

export const generator: SdkGenerator = {
  language: 'python',
  generate(model: SdkModel): GeneratedFile[] {
    return [
      emitConstants(model),
      emitStatusErrors(model),
      ...emitTypes(model),
      emitOperations(model),
      ...model.resources.map((r) => emitResource(r, model)),
      emitResourcesInit(model),
      emitClient(model),
      { path: 'api.md', content: emitApiDoc(model) },
      { path: 'README.md', content: emitReadme(model) },
      pyproject(model),
    ];
  },
};
