// The PHP SDK generator (sdks/php): from the SDK model only, the runtime rules (src/Generated/Constants.php),
// the error kinds (src/Exception/*Exception.php), the models and enums (src/Models), one class per resource
// (src/Resources), the client (src/Client.php), api.md, README.md, composer.json and the testing kit's builders
// and tables (src/Testing/Fixtures.php, src/Testing/Generated). The request core under src/Core, src/Exception's
// base types, src/Lib, src/File.php and the testing kit's engine are hand-written (not in .generated-files).
import type { GeneratedFile, SdkGenerator } from '../lib/generator.ts';
import type { SdkModel } from '../model/index.ts';
import { emitApiDoc } from './api-doc.ts';
import { clientErrorClass, errorClass, resourceClass, typeClass } from './names.ts';
import { emitComposerJson, emitReadme } from './readme.ts';
import { emitClient, emitResource } from './resources.ts';
import { emitClientErrorClass, emitConstants, emitErrorClass } from './runtime.ts';
import { testingFiles } from './testing.ts';
import { checkGetters, emitEnum, emitModel, modelTypes } from './types.ts';

/** Every generated file of sdks/php. */
export function generatePhp(model: SdkModel): GeneratedFile[] {
  checkGetters(model);
  const files: GeneratedFile[] = [
    { path: 'src/Generated/Constants.php', content: emitConstants(model) },
    { path: 'src/Client.php', content: emitClient(model) },
    { path: 'api.md', content: emitApiDoc(model) },
    { path: 'README.md', content: emitReadme(model) },
    { path: 'composer.json', content: emitComposerJson(model) },
  ];
  for (const kind of model.runtime.errors) files.push({ path: `src/Exception/${errorClass(kind)}.php`, content: emitErrorClass(kind) });
  for (const kind of model.runtime.clientErrors) files.push({ path: `src/Exception/${clientErrorClass(kind)}.php`, content: emitClientErrorClass(kind) });
  for (const type of modelTypes(model)) files.push({ path: `src/Models/${typeClass(type)}.php`, content: emitModel(type, model) });
  for (const type of model.types) if (type.kind === 'enum') files.push({ path: `src/Models/${typeClass(type)}.php`, content: emitEnum(type) });
  for (const resource of model.resources) files.push({ path: `src/Resources/${resourceClass(resource)}.php`, content: emitResource(resource, model) });
  files.push(...testingFiles(model));
  return files;
}

export const generator: SdkGenerator = { language: 'php', generate: generatePhp };
