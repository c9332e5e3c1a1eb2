// README.md (templates/README.md with the operations table and the rules' values filled in) and composer.json
// (templates/composer.json with the version), through the one placeholder filler of generators/lib/template.ts.
import { cell, githubSlug, httpLine } from '../lib/api-doc.ts';
import { generatedMarkdownHeader } from '../lib/generator.ts';
import { fillTemplate } from '../lib/template.ts';
import type { SdkModel } from '../model/index.ts';
import { heading } from './api-doc.ts';
import { clientErrorClass, errorClass, GENERATOR } from './names.ts';
import { clientErrorWhen } from './runtime.ts';

/** README.md: templates/README.md with `{{placeholders}}` filled in. */
export function emitReadme(model: SdkModel): string {
  const rows = ['| method | HTTP | auth |', '|---|---|---|'];
  for (const r of model.resources) {
    for (const m of r.methods) {
      const call = heading(r, m);
      const auth = m.auth === 'loginToken' ? 'login token' : m.auth === 'apiKey' ? 'API key' : 'public';
      rows.push(`| [\`${call}\`](api.md#${githubSlug(call)}) | \`${httpLine(m)}\` | ${auth} |`);
      if (m.stream) rows.push(`| [\`${call.replace(/\(\)$/, '')}Stream()\`](api.md#${githubSlug(call)}) | \`${httpLine(m)}\`, streamed | ${auth} |`);
    }
  }
  const r = model.runtime;
  const values: Record<string, string> = {
    version: model.version,
    defaultBaseUrl: model.defaultBaseUrl,
    operationsTable: rows.join('\n'),
    envBaseUrl: r.environment.baseUrl,
    envAccessToken: r.environment.accessToken,
    envApiKey: r.environment.apiKey,
    envTimeout: r.environment.timeout,
    envMaxRetries: r.environment.maxRetries,
    envLog: r.environment.log,
    timeoutSeconds: String(r.timeoutSeconds),
    idleTimeoutSeconds: String(r.idleTimeoutSeconds),
    maxRetries: String(r.maxRetries),
    retryStatuses: r.retry.statuses.map((s) => `\`${s}\``).join(', '),
    backoffInitial: String(r.retry.backoff.initialSeconds),
    backoffMax: String(r.retry.backoff.maxSeconds),
    backoffJitter: `${r.retry.backoff.jitter * 100} %`,
    retryAfterMax: String(r.retry.retryAfter.maxSeconds),
    idempotencyHeader: r.idempotency.header,
    requestIdHeader: r.requestIdHeader,
    logFormat: r.log.format,
    redacted: r.log.redacted,
    redactHeaders: r.log.redactHeaders.map((h) => `\`${h}\``).join(', '),
    errorTable: [
      '| status | exception | `error.type` |',
      '|---|---|---|',
      ...r.errors.map((e) => `| ${e.status === null ? `${e.rangeFrom! / 100}xx` : e.status} | \`${errorClass(e)}\` | \`${e.type}\` |`),
      '| any other | `ApiStatusException` | |',
    ].join('\n'),
    clientErrorTable: ['| failure | exception |', '|---|---|', ...r.clientErrors.map((k) => `| ${cell(clientErrorWhen(k))} | \`${clientErrorClass(k)}\`${k.parent ? ` (a \`${k.parent}Exception\`)` : ''} |`)].join('\n'),
  };
  return generatedMarkdownHeader(`${GENERATOR} and generators/php/templates/README.md`) + fillTemplate('php', 'README.md', values);
}

/** composer.json: templates/composer.json with the SDK's version (the contract's). */
export function emitComposerJson(model: SdkModel): string {
  return fillTemplate('php', 'composer.json', { version: model.version });
}
