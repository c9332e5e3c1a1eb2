// The lint suite's third opinion on a contract: `openapi-generator-cli validate --recommend` (swagger-parser, the
// parser openapi-generator builds clients/java with). Its findings must be exactly the reviewed ones that
// openapi/openapi-generator.validate-ignore.yaml lists for that contract: a new finding fails, and so does a
// reviewed one that is gone.
//   tsx scripts/openapi-generator-validate.ts [contract]     (default openapi/openapi.yaml; scripts/lint.ts runs it too)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { BIN, CONTRACT, ROOT } from './lib/paths.ts';

export const WAIVERS = 'openapi/openapi-generator.validate-ignore.yaml';

/** The findings of the validator's report: "\t- " starts one, "\t  " continues it (the report wraps long lines). */
export function validatorFindings(report: string): string[] {
  const findings: string[] = [];
  for (const line of report.split('\n')) {
    if (line.startsWith('\t- ')) findings.push(line.slice(3).trim());
    else if (line.startsWith('\t  ') && findings.length) findings[findings.length - 1] += ` ${line.trim()}`;
  }
  return findings;
}

/** The waiver file's key for a contract: its path from openapi/, as Redocly's lint-ignore file keys it. */
export function waiverKey(contract: string): string {
  return relative(join(ROOT, 'openapi'), resolve(ROOT, contract)).split('\\').join('/');
}

/** Runs the validator on `contract`; prints what is wrong and returns whether it passed. */
export function openapiGeneratorValidate(contract: string = CONTRACT): boolean {
  const run = spawnSync(join(BIN, 'openapi-generator-cli'), ['validate', '--input-spec', resolve(ROOT, contract), '--recommend'], { cwd: ROOT, encoding: 'utf8' });
  const report = `${run.stdout}${run.stderr}`;
  if (!report.includes('Validating spec')) {
    console.error(`openapi-generator validate did not run on ${contract} (exit ${run.status}):\n${report}`);
    return false;
  }
  const found = validatorFindings(report);
  const key = waiverKey(contract);
  const waivers: Record<string, { finding: string; reason: string }[]> = parse(readFileSync(join(ROOT, WAIVERS), 'utf8')) ?? {};
  const reviewed = waivers[key] ?? [];
  const unreviewed = found.filter((f) => !reviewed.some((w) => w.finding === f));
  const gone = reviewed.filter((w) => !found.includes(w.finding));
  for (const f of unreviewed) console.error(`openapi-generator validate (${key}): ${f}`);
  for (const w of gone) console.error(`openapi-generator validate (${key}): no longer found, remove it from ${WAIVERS}: ${w.finding}`);
  if (unreviewed.length || gone.length) return false;
  console.log(`openapi-generator validate (${key}): 0 findings (${found.length} reviewed in ${WAIVERS})`);
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(openapiGeneratorValidate(process.argv[2] ?? CONTRACT) ? 0 : 1);
}
