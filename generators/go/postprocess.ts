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
// gofmt from PATH, else the one beside the go command's GOROOT.
let gofmt = 'gofmt';
try {
  execFileSync(gofmt, ['-l', generated[0]!], { stdio: 'ignore' });
} catch {
  gofmt = join(execFileSync('go', ['env', 'GOROOT'], { encoding: 'utf8' }).trim(), 'bin', 'gofmt');
}
execFileSync(gofmt, ['-w', ...generated], { stdio: 'inherit' });
console.log(`postprocess(go): gofmt -w on ${generated.length} generated files`);
