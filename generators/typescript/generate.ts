// The TypeScript SDK generator (sdks/typescript): every generated file from the SDK model, nothing read
// from the contract directly. scripts/generate.ts writes the files and the .generated-files list.
//   src/generated/constants.ts  the runtime rules (model.runtime) for the hand-written core
//   src/generated/errors.ts     one error class per error kind of the rules
//   src/generated/types.ts      named types of requests and answers, parameters of each method
//   src/generated/operations.ts each method's operation and argument checks
//   src/generated/resources.ts  one class per resource, one method per SDK method
//   src/generated/client.ts     the client base holding the resources
//   api.md, README.md, package.json
import type { SdkGenerator } from '../lib/generator.ts';
import { emitApiDoc } from './api-doc.ts';
import { emitConstants, emitErrors } from './constants.ts';
import { emitOperations } from './operations.ts';
import { emitPackageJson, emitReadme } from './readme.ts';
import { emitClient, emitResources } from './resources.ts';
import { emitTypes } from './types.ts';

export const generator: SdkGenerator = {
  language: 'typescript',
  generate: (model) => [
    { path: 'src/generated/constants.ts', content: emitConstants(model) },
    { path: 'src/generated/errors.ts', content: emitErrors(model) },
    { path: 'src/generated/types.ts', content: emitTypes(model) },
    { path: 'src/generated/operations.ts', content: emitOperations(model) },
    { path: 'src/generated/resources.ts', content: emitResources(model) },
    { path: 'src/generated/client.ts', content: emitClient(model) },
    { path: 'api.md', content: emitApiDoc(model) },
    { path: 'README.md', content: emitReadme(model) },
    { path: 'package.json', content: emitPackageJson(model) },
  ],
};
