// README.md (templates/README.md with the model's values and tables filled in) and pyproject.toml
// (templates/pyproject.toml with the contract's version and licence), through the one placeholder filler.
import { cell, githubSlug } from '../lib/api-doc.ts';
import type { GeneratedFile } from '../lib/generator.ts';
import { generatedMarkdownHeader } from '../lib/generator.ts';
import { fillTemplate } from '../lib/template.ts';
import { loadSandboxModel } from '../model/index.ts';
import type { Method, Resource, SdkModel } from '../model/index.ts';
import { clientErrorWhen, envRows, pythonRenderer } from './api-doc.ts';
import { methodName, paramName, resourceAttr } from './names.ts';
import { pythonClassifiers, testedPythonsText } from './python-versions.ts';

function methodsTable(model: SdkModel): string {
  const rows = ['| method | HTTP | returns |', '|---|---|---|'];
  const r = pythonRenderer(model);
  for (const resource of model.resources) {
    for (const m of resource.methods) {
      const anchor = githubSlug(r.methodHeading(resource, m));
      rows.push(`| [\`${r.methodHeading(resource, m)}\`](api.md#${anchor}) | \`${m.httpMethod} ${m.path}\` | \`${cell(r.returnType(m))}\` |`);
    }
  }
  return rows.join('\n');
}

function errorsTable(model: SdkModel): string {
  const rows = ['| status | error |', '|---|---|'];
  for (const e of model.runtime.errors) rows.push(`| ${e.status ?? `${e.rangeFrom! / 100}xx`} | \`${e.name}Error\` |`);
  rows.push('| any other status | `APIStatusError` |');
  rows.push('', '| failure without an error answer | error |', '|---|---|');
  for (const e of model.runtime.clientErrors) rows.push(`| ${cell(clientErrorWhen(e))} | \`${e.name}Error\`${e.parent ? ` (an \`${e.parent}Error\`)` : ''} |`);
  return rows.join('\n');
}

/** Which methods and types of this version have the shapes the README's "Shapes" section describes (none: empty). */
function shapeMethods(model: SdkModel): string {
  const code = (x: string): string => `\`${x}\``;
  const call = (r: Resource, m: Method): string => code(`client.${resourceAttr(r)}.${methodName(m)}()`);
  const methods = model.resources.flatMap((r) => r.methods.map((m) => ({ r, m })));
  const found: string[] = [];
  const nullable = methods.filter(({ m }) => m.params.some((p) => p.nullable && p.location === 'body'));
  if (nullable.length) found.push(`nullable fields in ${nullable.map(({ r, m }) => `${call(r, m)} (${m.params.filter((p) => p.nullable && p.location === 'body').map((p) => code(paramName(p))).join(', ')})`).join(', ')}`);
  const files = methods.filter(({ m }) => m.body?.kind === 'multipart');
  if (files.length) found.push(`files in ${files.map(({ r, m }) => call(r, m)).join(', ')}`);
  const cursors = methods.filter(({ m }) => m.pagination?.style === 'cursor');
  if (cursors.length) found.push(`cursor pages in ${cursors.map(({ r, m }) => call(r, m)).join(', ')}`);
  const named = (pick: (t: SdkModel['types'][number]) => boolean, what: string): void => {
    const types = model.types.filter(pick);
    if (types.length) found.push(`${what} ${types.map((t) => code(t.name.original)).join(', ')}`);
  };
  named((t) => t.kind === 'enum' && t.valueType === 'integer', 'integer enums');
  named((t) => t.kind === 'untagged', 'unions without a discriminator');
  named((t) => t.kind === 'object' && t.allOf.length > 0, 'allOf compositions');
  return found.length ? `\nIn this version: ${found.join('; ')}.\n` : '';
}

export function emitReadme(model: SdkModel): string {
  const rt = model.runtime;
  const values: Record<string, string> = {
    version: model.version,
    testedPythons: testedPythonsText(),
    defaultBaseUrl: model.defaultBaseUrl,
    optionsTable: envRows(model).join('\n'),
    methodsTable: methodsTable(model),
    errorsTable: errorsTable(model),
    retryStatuses: rt.retry.statuses.join(', '),
    maxRetries: String(rt.maxRetries),
    timeoutSeconds: String(rt.timeoutSeconds),
    idleTimeout: String(rt.idleTimeoutSeconds),
    backoffInitial: String(rt.retry.backoff.initialSeconds),
    backoffMax: String(rt.retry.backoff.maxSeconds),
    retryAfterMax: String(rt.retry.retryAfter.maxSeconds),
    idempotencyHeader: rt.idempotency.header,
    logEnv: rt.environment.log,
    logFormat: rt.log.format,
    redactHeaders: rt.log.redactHeaders.map((h) => `\`${h}\``).join(', '),
    requestIdHeader: rt.requestIdHeader,
    shapeMethods: shapeMethods(model),
    sandboxMethods: loadSandboxModel().resources.flatMap((r) => r.methods.map((m) => `\`${m.name.snake}()\``)).join(', '),
  };
  return generatedMarkdownHeader('generators/python (templates/README.md)') + fillTemplate('python', 'README.md', values);
}

/** pyproject.toml: the package's version is the contract's. */
export function emitPyproject(model: SdkModel): GeneratedFile {
  return { path: 'pyproject.toml', content: fillTemplate('python', 'pyproject.toml', { version: model.version, license: model.license.name, pythonClassifiers: pythonClassifiers() }) };
}
