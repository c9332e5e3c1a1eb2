// The README (templates/README.md with the model's values and tables filled in) and package.json
// (templates/package.json with the contract's version: the package has one version, the contract's).
import { authLabel, cell, githubSlug, httpLine } from '../lib/api-doc.ts';
import { generatedMarkdownHeader } from '../lib/generator.ts';
import { SERVER_FILE } from '../../scripts/release/reference-server.ts';
import { fillTemplate } from '../lib/template.ts';
import type { Method, NamedType, SdkModel } from '../model/index.ts';
import { optionsTable, typescriptApiDoc } from './api-doc.ts';
import { config } from './config.ts';
import { runtimeTable } from './runtimes.ts';
import { errorClass } from './names.ts';
import { GENERATOR } from './syntax.ts';

function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Which methods and types of this contract use the shapes of the README's Shapes section. */
function shapeMethods(model: SdkModel): string {
  const methods = model.resources.flatMap((res) => res.methods.map((m) => ({ res, m })));
  const calls = (when: (m: Method) => boolean) => methods.filter(({ m }) => when(m)).map(({ res, m }) => `\`client.${res.tag}.${m.name.camel}()\``);
  const types = (when: (t: NamedType) => boolean) => model.types.filter(when).map((t) => `\`${t.name.original}\``);
  const uses: [string, string[]][] = [
    ['nullable request fields', calls((m) => m.params.some((p) => p.nullable))],
    ['files', calls((m) => m.body?.kind === 'multipart')],
    ['cursor pages', calls((m) => m.pagination?.style === 'cursor')],
    ['integer enums', types((t) => t.kind === 'enum' && t.valueType === 'integer')],
    ['unions without a discriminator', types((t) => t.kind === 'untagged')],
    ['compositions', types((t) => t.kind === 'object' && t.allOf.length > 0)],
  ];
  const present = uses.filter(([, list]) => list.length).map(([what, list]) => `${what}: ${list.join(', ')}`);
  return present.length ? `In this version, ${present.join('; ')}.` : "None of this version's methods uses these shapes yet (maps aside); this is how a later version's will look.";
}

export function emitReadme(model: SdkModel): string {
  const r = model.runtime;
  const methods = model.resources.flatMap((res) => res.methods.map((m) => ({ res, m })));
  const call = ({ res, m }: (typeof methods)[number]) => `\`${res.tag}.${m.name.camel}\``;
  const errorTable = [
    '| class | status | `error.type` of the body |',
    '|---|---|---|',
    ...r.errors.map((e) => `| \`${errorClass(e.name)}\` | ${e.status ?? `${e.rangeFrom! / 100}xx`} | \`${e.type}\` |`),
    '| `APIError` | any other status | |',
  ].join('\n');
  const clientErrorTable = [
    '| class | when |',
    '|---|---|',
    ...r.clientErrors.map((k) => `| \`${errorClass(k.name)}\`${k.parent ? ` (an \`${errorClass(k.parent)}\`)` : ''} | ${cell(config.clientErrorWhen[k.name] ?? k.when)} |`),
  ].join('\n');
  const operationsTable = [
    '| method | HTTP | auth | summary |',
    '|---|---|---|---|',
    ...methods.map(({ res, m }) => {
      const heading = typescriptApiDoc.methodHeading(res, m);
      return `| [\`${heading}\`](api.md#${githubSlug(heading)}) | \`${httpLine(m)}\` | ${authLabel(m)} | ${cell(m.summary)} |`;
    }),
  ].join('\n');
  const refreshResource = model.resources.find((res) => res.methods.includes(model.refreshMethod))!;
  const refreshBody = Object.entries(r.session.refresh.body)
    .map(([k, v]) => (v === `{${k}}` ? k : `${k}: '${v}'`))
    .join(', ');
  const percent = Math.round(r.retry.backoff.jitter * 100);
  const values: Record<string, string> = {
    version: model.version,
    runtimeTable: runtimeTable(),
    envBaseUrl: r.environment.baseUrl,
    envAccessToken: r.environment.accessToken,
    envApiKey: r.environment.apiKey,
    envTimeout: r.environment.timeout,
    envLog: r.environment.log,
    authorizationHeader: config.authorization.header,
    authorizationScheme: config.authorization.scheme,
    publicMethods: methods.filter(({ m }) => m.auth === null).map(call).join(', '),
    moneyMethods: methods.filter(({ m }) => m.idempotent).map(call).join(', '),
    refreshStatus: String(r.session.refresh.onStatus),
    refreshCall: `${refreshResource.tag}.${model.refreshMethod.name.camel}({ ${refreshBody} })`,
    optionsTable: optionsTable(model),
    errorTable,
    clientErrorTable,
    requestIdHeader: r.requestIdHeader,
    retryStatuses: r.retry.statuses.join(', '),
    maxRetries: String(r.maxRetries),
    retryAfterMaxSeconds: String(r.retry.retryAfter.maxSeconds),
    backoffInitial: String(r.retry.backoff.initialSeconds),
    backoffMultiplier: String(r.retry.backoff.multiplier),
    backoffMax: String(r.retry.backoff.maxSeconds),
    backoffJitterPercent: String(percent),
    idempotencyHeader: r.idempotency.header,
    timeoutMs: String(r.timeoutSeconds * 1000),
    idleTimeoutMs: String(r.idleTimeoutSeconds * 1000),
    logExample: format(r.log.format, { level: 'info', method: 'GET', path: '/api/user/orders', status: 200, attempt: 1, request_id: 'req_8Jq2Xk4Lm6Np8Rs0Tv2Wx4Yz', elapsed_ms: 42 }),
    redactHeaders: r.log.redactHeaders.map((h) => `\`${h}\``).join(', '),
    redacted: r.log.redacted,
    userAgentHeader: r.userAgent.header,
    browserHeader: r.userAgent.browserHeader,
    userAgentFormat: r.userAgent.format.replace('{language}', config.language).replace('{version}', model.version).replace('{runtime}', '<runtime>').replace('{runtime_version}', '<runtime version>').replace('{os}', '<os>'),
    userAgentExample: format(r.userAgent.format, { language: config.language, version: model.version, runtime: 'node', runtime_version: '20.20.2', os: 'linux' }),
    operationsTable,
    shapeMethods: shapeMethods(model),
    // The reference server's file in the release archive's servers/ folder (scripts/release.ts).
    serverFile: SERVER_FILE,
  };
  return generatedMarkdownHeader(GENERATOR) + fillTemplate('typescript', 'README.md', values);
}

export function emitPackageJson(model: SdkModel): string {
  const text = fillTemplate('typescript', 'package.json', { packageName: config.packageName, version: model.version });
  JSON.parse(text); // a template that is not JSON fails here, not at npm install
  return text;
}
