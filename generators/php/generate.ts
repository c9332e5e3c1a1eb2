// The PHP SDK generator (sdks/php): from the SDK model only, the runtime rules (src/Generated/Constants.php),
// the error kinds (src/Exception/*Exception.php), the models and enums (src/Models), one class per resource
// (src/Resources), the client (src/Client.php), api.md and README.md. The request core under src/Core,
// src/Exception's base types and src/Lib are hand-written (not in .generated-files).
import type { GeneratedFile, SdkGenerator } from '../lib/generator.ts';
import type { SdkModel } from '../model/index.ts';
import { emitApiDoc, emitReadme } from './docs.ts';
import { emitEnum, emitModel, modelTypes } from './models.ts';
import { typeClass } from './php.ts';
import { emitClient, emitResource, resourceClass } from './resources.ts';
import { clientErrorClass, emitClientErrorClass, emitConstants, emitErrorClass, errorClass } from './runtime.ts';

/** The getter the model base class derives from a property (`getB64Json` → `b64_json`) must find the field. */
function checkGetters(model: SdkModel): void {
  for (const type of modelTypes(model)) {
    for (const field of type.fields) {
      const back = field.name.pascal.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '_').toLowerCase();
      if (back !== field.wireName) throw new Error(`php: ${type.name.original}.${field.wireName}: getter get${field.name.pascal}() would not find the field`);
    }
  }
}

/** Every generated file of sdks/php. */
export function generatePhp(model: SdkModel): GeneratedFile[] {
  checkGetters(model);
  const files: GeneratedFile[] = [
    { path: 'src/Generated/Constants.php', content: emitConstants(model) },
    { path: 'src/Client.php', content: emitClient(model) },
    { path: 'api.md', content: emitApiDoc(model) },
    { path: 'README.md', content: emitReadme(model) },
  ];
  for (const kind of model.runtime.errors) files.push({ path: `src/Exception/${errorClass(kind)}.php`, content: emitErrorClass(kind) });
  for (const kind of model.runtime.clientErrors) files.push({ path: `src/Exception/${clientErrorClass(kind)}.php`, content: emitClientErrorClass(kind) });
  for (const type of modelTypes(model)) files.push({ path: `src/Models/${typeClass(type)}.php`, content: emitModel(type, model) });
  for (const type of model.types) if (type.kind === 'enum') files.push({ path: `src/Models/${typeClass(type)}.php`, content: emitEnum(type) });
  for (const resource of model.resources) files.push({ path: `src/Resources/${resourceClass(resource)}.php`, content: emitResource(resource, model) });
  return files;
}

export const generator: SdkGenerator = { language: 'php', generate: generatePhp };
