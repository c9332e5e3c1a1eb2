// Post-processing of the generated Go SDK (run by scripts/generate.ts after openapi-generator, from
// the repository root): gofmt -w on every generated .go file (those listed in
// sdks/go/.openapi-generator/FILES), so the committed code is gofmt-clean and stable. First it checks
// the plain type names the facade template reads from the contract (mustache sees a $ref only as
// text): x-sdk-pagination.item_type must name the $ref of the page's items, x-sdk-streaming.chunk_type
// the $ref of chunk, or the typed iterators and streams would be wrong.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const refName = (ref: unknown): string | undefined =>
  typeof ref === 'string' && ref.startsWith('#/components/schemas/') ? ref.slice('#/components/schemas/'.length) : undefined;
const contract = parse(readFileSync(join('openapi', 'openapi.yaml'), 'utf8'));
for (const [path, item] of Object.entries<Record<string, any>>(contract.paths ?? {})) {
  for (const [method, op] of Object.entries<any>(item)) {
    if (typeof op !== 'object' || op === null) continue;
    const where = `${method.toUpperCase()} ${path}`;
    const paging = op['x-sdk-pagination'];
    if (paging) {
      const ok = Object.entries<any>(op.responses ?? {}).find(([code]) => code.startsWith('2'))?.[1];
      const pageRef = refName(ok?.content?.['application/json']?.schema?.$ref);
      const itemRef = pageRef && refName(contract.components?.schemas?.[pageRef]?.properties?.[paging.items]?.items?.$ref);
      if (!itemRef || paging.item_type !== itemRef) {
        throw new Error(`postprocess(go): ${where}: x-sdk-pagination.item_type is ${JSON.stringify(paging.item_type)}, the page's ${paging.items} are ${itemRef ?? 'not an array of $ref'}`);
      }
    }
    const streaming = op['x-sdk-streaming'];
    if (streaming) {
      const chunkRef = refName(streaming.chunk?.$ref);
      if (!chunkRef || streaming.chunk_type !== chunkRef) {
        throw new Error(`postprocess(go): ${where}: x-sdk-streaming.chunk_type is ${JSON.stringify(streaming.chunk_type)}, chunk is ${chunkRef ?? 'not a $ref'}`);
      }
    }
  }
}

const sdk = join('sdks', 'go');
const generated = readFileSync(join(sdk, '.openapi-generator', 'FILES'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((file) => file.endsWith('.go'))
  .map((file) => join(sdk, file));

if (generated.length === 0) throw new Error('postprocess(go): no generated .go files listed in .openapi-generator/FILES');
// gofmt from PATH, else the one beside the go command's GOROOT.
let gofmt = 'gofmt';
try {
  execFileSync(gofmt, ['-l', generated[0]!], { stdio: 'ignore' });
} catch {
  gofmt = join(execFileSync('go', ['env', 'GOROOT'], { encoding: 'utf8' }).trim(), 'bin', 'gofmt');
}
execFileSync(gofmt, ['-w', ...generated], { stdio: 'inherit' });
console.log(`postprocess(go): gofmt -w on ${generated.length} generated files`);
