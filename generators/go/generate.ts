// The Go SDK generator (sdks/go): from the SDK model only, the generated half of package orbit —
// constants.go (the runtime rules), client.go, resource_<tag>.go (services, params structs, operation
// specs, methods, iterators, streams), types_<tag>.go (data types), doc.go, example_test.go — plus
// api.md and README.md. The hand-written core (core_*.go), lib_*.go, option/, internal/ and the tests
// are never written here. Every Go file goes through gofmt, so the output is formatted and stable.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderApiDoc } from '../lib/api-doc.ts';
import { type GeneratedFile, generatedHeader, generatedMarkdownHeader, type SdkGenerator } from '../lib/generator.ts';
import type { SdkModel } from '../model/index.ts';
import { docFile, exampleTestFile, goRenderer, readme } from './docs.ts';
import { ExampleWriter } from './examples.ts';
import { gofmt } from './format.ts';
import { GoTypes } from './gotypes.ts';
import { clientFile, constantsFile, resourceFile, typesFiles } from './resources.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
export const GENERATOR = 'generators/go';

export function generateGo(model: SdkModel): GeneratedFile[] {
  const header = generatedHeader('//', GENERATOR);
  const types = new GoTypes(model);
  const examples = new ExampleWriter(types, model);
  const files: GeneratedFile[] = [];
  const go = (path: string, content: string) => files.push({ path, content: gofmt(content, path) });

  go('constants.go', constantsFile(model, header));
  go('client.go', clientFile(types, model, header));
  for (const resource of model.resources) go(`resource_${resource.name.snake}.go`, resourceFile(types, resource, model, header));
  for (const file of typesFiles(types, model, header)) go(file.path, file.content);
  go('doc.go', docFile(model, examples, header));
  go('example_test.go', exampleTestFile(model, examples, header));

  const renderer = goRenderer(model, types, examples);
  files.push({ path: 'api.md', content: renderApiDoc(model, renderer) });
  const template = readFileSync(join(HERE, 'templates', 'README.md'), 'utf8');
  files.push({ path: 'README.md', content: generatedMarkdownHeader(`${GENERATOR} (templates/README.md)`) + readme(template, model, types, examples) });
  return files;
}

export const generator: SdkGenerator = { language: 'go', generate: generateGo };
