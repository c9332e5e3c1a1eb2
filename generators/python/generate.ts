// The Python SDK generator (sdks/python): from the SDK model only. Writes the runtime rules
// (orbit_sdk/_constants.py), the status error classes, the types, the operations' descriptors, the
// resources, the clients, the testing kit's tables, builders and sandbox client, api.md, README.md and
// pyproject.toml. The request core, lib/, the kit's engine, tests and CHANGELOG are hand-written. Output is
// deterministic and already formatted.
//
//   names.ts      identifiers spelled in Python          types.ts      the data types and type spellings
//   resources.ts  descriptors, resources, the clients    runtime.ts    the rules' constants, error classes
//   readme.ts     README.md, pyproject.toml (templates/)  api-doc.ts    the api.md renderer
//   examples.ts   the example programs                    syntax.ts     Python source: imports, docstrings
//   testing.ts    orbit_sdk.testing: check tables, fixture builders, the typed sandbox client
import type { GeneratedFile, SdkGenerator } from '../lib/generator.ts';
import type { SdkModel } from '../model/index.ts';
import { emitApiDoc } from './api-doc.ts';
import { emitPyproject, emitReadme } from './readme.ts';
import { emitClient, emitOperations, emitResource, emitResourcesInit } from './resources.ts';
import { emitConstants, emitStatusErrors } from './runtime.ts';
import { emitTesting } from './testing.ts';
import { emitTypes } from './types.ts';

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
      ...emitTesting(model),
      { path: 'api.md', content: emitApiDoc(model) },
      { path: 'README.md', content: emitReadme(model) },
      emitPyproject(model),
    ];
  },
};
