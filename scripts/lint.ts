// The contract's three linters on each contract given (default: openapi/openapi.yaml), all always run, 0 findings each:
//   tsx scripts/lint.ts [contract ...]
// Spectral (openapi/.spectral.yaml: spectral:oas, the OWASP ruleset, our rules in openapi/functions; its reviewed
// exceptions are `overrides` there), Redocly CLI recommended-strict (openapi/redocly.yaml; reviewed waivers in
// openapi/.redocly.lint-ignore.yaml) and openapi-generator's validator (reviewed findings in
// openapi/openapi-generator.validate-ignore.yaml). Every waiver names the contract file it is for, so another
// contract gets every rule.
import { spawnSync } from 'node:child_process';
import { join, relative, resolve } from 'node:path';
import { openapiGeneratorValidate } from './openapi-generator-validate.ts';
import { BIN, CONTRACT, ROOT } from './lib/paths.ts';

const contracts = process.argv.slice(2).length ? process.argv.slice(2) : [relative(process.cwd(), CONTRACT)];
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const run = (command: string, args: string[]) => spawnSync(join(BIN, command), args, { cwd: ROOT, env, stdio: 'inherit' }).status === 0;

const failed: string[] = [];
for (const given of contracts) {
  const contract = resolve(given);
  const results = {
    spectral: run('spectral', ['lint', '--fail-severity=hint', '--ruleset', 'openapi/.spectral.yaml', contract]),
    redocly: run('redocly', ['lint', '--config', 'openapi/redocly.yaml', contract]),
    'openapi-generator': openapiGeneratorValidate(contract),
  };
  for (const [linter, passed] of Object.entries(results)) if (!passed) failed.push(`${linter} on ${given}`);
}
if (failed.length) {
  console.error(`lint: findings from ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`lint: 0 findings from Spectral, Redocly and openapi-generator on ${contracts.join(', ')}`);
