// The lint suite's third opinion on the contract: `openapi-generator-cli validate --recommend` (swagger-parser, the
// parser openapi-generator builds clients/java with). Its findings must be exactly the reviewed ones of
// openapi/openapi-generator.validate-ignore.yaml: a new finding fails, and so does a reviewed one that is gone.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { BIN, ROOT } from './lib/paths.ts';

const WAIVERS = 'openapi/openapi-generator.validate-ignore.yaml';

/** The findings of the validator's report: "\t- " starts one, "\t  " continues it (the report wraps long lines). */
export function validatorFindings(report: string): string[] {
  const findings: string[] = [];
  for (const line of report.split('\n')) {
    if (line.startsWith('\t- ')) findings.push(line.slice(3).trim());
    else if (line.startsWith('\t  ') && findings.length) findings[findings.length - 1] += ` ${line.trim()}`;
  }
  return findings;
}

const run = spawnSync(join(BIN, 'openapi-generator-cli'), ['validate', '--input-spec', 'openapi/openapi.yaml', '--recommend'], { cwd: ROOT, encoding: 'utf8' });
const report = `${run.stdout}${run.stderr}`;
if (!report.includes('Validating spec')) {
  console.error(`openapi-generator validate did not run (exit ${run.status}):\n${report}`);
  process.exit(1);
}
const found = validatorFindings(report);
const reviewed: { finding: string; reason: string }[] = parse(readFileSync(join(ROOT, WAIVERS), 'utf8'));
const unreviewed = found.filter((f) => !reviewed.some((w) => w.finding === f));
const gone = reviewed.filter((w) => !found.includes(w.finding));
for (const f of unreviewed) console.error(`openapi-generator validate: ${f}`);
for (const w of gone) console.error(`openapi-generator validate: no longer found, remove it from ${WAIVERS}: ${w.finding}`);
if (unreviewed.length || gone.length) process.exit(1);
console.log(`openapi-generator validate: 0 findings (${found.length} reviewed in ${WAIVERS})`);
