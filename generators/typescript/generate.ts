// The TypeScript SDK generator (sdks/typescript): every generated file from the SDK model, nothing read
// from the contract directly. scripts/generate.ts writes the files and the .generated-files list.
//   src/generated/constants.ts  the runtime rules (model.runtime) for the hand-written core   runtime.ts
//   src/generated/errors.ts     one error class per error kind of the rules                   runtime.ts
//   src/generated/types.ts      named types of requests and answers, parameters of each method types.ts
//   src/generated/operations.ts each method's operation descriptor, the checks of its values   resources.ts
//   src/generated/resources.ts  one class per resource, one method per SDK method              resources.ts
//   src/generated/client.ts     the client base holding the resources                          resources.ts
//   api.md                      the reference (generators/lib/api-doc.ts's layout)            api-doc.ts
//   README.md, package.json     templates/ filled with the model's values                     readme.ts
//   src/testing/generated/*     the testing kit's check tables, examples and fixtures          testing.ts
// Helpers: names.ts (identifiers), syntax.ts (literals, doc comments), checks.ts (the checks of values in
// named fields), examples.ts (example programs), config.ts (settings the contract does not carry),
// runtimes.ts (the README's runtime table).
import type { SdkGenerator } from '../lib/generator.ts';
import { emitApiDoc } from './api-doc.ts';
import { emitPackageJson, emitReadme } from './readme.ts';
import { emitClient, emitOperations, emitResources } from './resources.ts';
import { emitConstants, emitErrors } from './runtime.ts';
import { emitTesting } from './testing.ts';
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
    ...emitTesting(model),
  ],
};
