// Post-processing of the generated Go SDK (run by scripts/generate.ts after openapi-generator, from
// the repository root): gofmt -w on every generated .go file (those listed in
// sdks/go/.openapi-generator/FILES), so the committed code is gofmt-clean and stable.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const sdk = join('sdks', 'go');
const generated = readFileSync(join(sdk, '.openapi-generator', 'FILES'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((file) => file.endsWith('.go'))
  .map((file) => join(sdk, file));

if (generated.length === 0) throw new Error('postprocess(go): no generated .go files listed in .openapi-generator/FILES');
execFileSync('gofmt', ['-w', ...generated], { stdio: 'inherit' });
console.log(`postprocess(go): gofmt -w on ${generated.length} generated files`);
