// The predefined variables of the scenario language: `given` (the credentials a scenario logs in with:
// the reference server's seeded demo accounts, or, against another deployment, the environment's) and
// `rules` (values derived from the SDK runtime rules, so no scenario restates a rule's number).
import type { RuntimeRules } from '../../generators/model/index.ts';
import { DEMO_DEVELOPER, DEMO_DEVELOPER_USER, DEMO_PASSWORD, DEMO_USER } from '../../mock-server/reference/src/store.ts';

/** given.<name> → the environment variable that sets it for `--base-url` runs. */
export const GIVEN_ENV: Record<string, string> = {
  buyer_account: 'ORBIT_MATRIX_BUYER_ACCOUNT',
  buyer_password: 'ORBIT_MATRIX_BUYER_PASSWORD',
  developer_account: 'ORBIT_MATRIX_DEVELOPER_ACCOUNT',
  developer_password: 'ORBIT_MATRIX_DEVELOPER_PASSWORD',
  api_key: 'ORBIT_MATRIX_API_KEY',
};

/** The seeded world's values (reference target and mock: the contract's examples use the same demo accounts). */
export const SEEDED_GIVENS: Record<string, string> = {
  buyer_account: DEMO_USER.phone,
  buyer_password: DEMO_PASSWORD,
  developer_account: DEMO_DEVELOPER_USER.phone,
  developer_password: DEMO_PASSWORD,
  api_key: DEMO_DEVELOPER.apiKey,
};

/** For `--base-url`: the givens the environment sets (a missing one skips the scenarios that use it). */
export function environmentGivens(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, variable] of Object.entries(GIVEN_ENV)) if (env[variable]) out[name] = env[variable]!;
  return out;
}

export function ruleVariables(rules: RuntimeRules): Record<string, number | string> {
  return {
    max_retries: rules.maxRetries,
    retry_after_max_seconds: rules.retry.retryAfter.maxSeconds,
    retry_after_above_max_seconds: Math.floor(rules.retry.retryAfter.maxSeconds) + 1,
    redacted: rules.log.redacted,
  };
}

/** `${given.x}` / `${rules.x}` names a scenario uses. */
export function predefinedUsed(value: unknown, namespace: 'given' | 'rules'): string[] {
  const text = JSON.stringify(value ?? null);
  return [...text.matchAll(new RegExp(`\\$\\{${namespace}\\.([A-Za-z0-9_]+)\\}`, 'g'))].map((m) => m[1]!);
}
