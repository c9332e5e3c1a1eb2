// The Go SDK generator (sdks/go): from the SDK model only, the generated half of package orbit. The
// files and where each is made:
//   constants.go             runtime.ts    the runtime rules (x-sdk-runtime) and the error kinds
//   client.go                resources.ts  the client, its services and the session renewal
//   resource_<tag>.go        resources.ts  services, params structs, operation specs, methods, iterators, streams
//   types_<tag>.go           types.ts      the data types and the specs of request objects and unions
//   example_test.go          examples.ts   an Example per resource, run against the Prism mock
//   doc.go, README.md        readme.ts     the package overview; README.md from templates/README.md
//   api.md                   api-doc.ts    the renderer of generators/lib/api-doc.ts
//   orbittest/…              testing-kit.ts  the testing kit's fixtures, check tables, routing table, doc
//   orbittest/sandbox_client.go  sandbox-client.ts  the typed sandbox client (the sandbox's OpenAPI file)
// Names are spelled by names.ts, comments and literals by syntax.ts, and every Go file goes through
// gofmt (format.ts), so the output is formatted and stable. The hand-written core (core_*.go), lib_*.go,
// option/, internal/ and the tests are never written here.
import { renderApiDoc } from '../lib/api-doc.ts';
import { type GeneratedFile, generatedHeader, generatedMarkdownHeader, type SdkGenerator } from '../lib/generator.ts';
import type { SdkModel } from '../model/index.ts';
import { goRenderer } from './api-doc.ts';
import { ExampleWriter, exampleTestFile } from './examples.ts';
import { gofmt } from './format.ts';
import { docFile, readme } from './readme.ts';
import { clientFile, resourceFile } from './resources.ts';
import { constantsFile } from './runtime.ts';
import { sandboxAnswerTypes, sandboxClientFile, sandboxKit } from './sandbox-client.ts';
import { fixturesFile, fixturesTestFile, KIT_NAMES, kitDocFile, routesFile, schemasFile } from './testing-kit.ts';
import { GoTypes, typesFiles } from './types.ts';

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
  go('doc.go', docFile(model, header));
  go('example_test.go', exampleTestFile(model, examples, header));
  // The testing kit (package orbittest): what the contract and the sandbox's OpenAPI file know.
  const kit = sandboxKit(model);
  const taken = new Set(KIT_NAMES);
  go('orbittest/doc.go', kitDocFile(types, model, header));
  go('orbittest/fixtures.go', fixturesFile(types, model, header, taken));
  go('orbittest/fixtures_test.go', fixturesTestFile(types, model, header));
  go('orbittest/schemas.go', schemasFile(model, header, sandboxAnswerTypes(kit)));
  go('orbittest/routes.go', routesFile(types, model, header));
  go('orbittest/sandbox_client.go', sandboxClientFile(kit, header, taken));

  files.push({ path: 'api.md', content: renderApiDoc(model, goRenderer(model, types, examples)) });
  files.push({ path: 'README.md', content: generatedMarkdownHeader(`${GENERATOR} (templates/README.md)`) + readme(model, types) });
  return files;
}

export const generator: SdkGenerator = { language: 'go', generate: generateGo };
