// Renders the contract as one static HTML page (no scripts, no network): every operation grouped by tag,
// with its auth, parameters, request body, responses, schemas and examples. Deterministic: the output
// depends only on the contract.
import { deref } from './contract.ts';

type Node = { [key: string]: any };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const escape = (text: unknown) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Just enough Markdown for the contract's descriptions: paragraphs, lists, tables, code, bold, headings. */
export function markdown(text: string | undefined): string {
  if (!text) return '';
  const inline = (s: string) =>
    escape(s)
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  const blocks = text.trim().split(/\n\s*\n/);
  return blocks
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((l) => l.trim().startsWith('|'))) {
        const rows = lines.filter((l) => !/^\s*\|[\s|:-]+\|\s*$/.test(l)).map((l) => l.trim().slice(1, -1).split('|').map((c) => c.trim()));
        const [head, ...body] = rows;
        return `<table><thead><tr>${head!.map((c) => `<th>${inline(c)}</th>`).join('')}</tr></thead><tbody>${body
          .map((r) => `<tr>${r.map((c) => `<td>${inline(c)}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`;
      }
      const heading = /^(#{1,4}) (.*)$/.exec(block.trim());
      if (heading && lines.length === 1) return `<h${heading[1]!.length + 2}>${inline(heading[2]!)}</h${heading[1]!.length + 2}>`;
      if (lines.every((l) => /^\s*(- |\d+\. |\s{2,})/.test(l))) {
        const items: string[] = [];
        for (const l of lines) {
          if (/^\s*(- |\d+\. )/.test(l)) items.push(l.replace(/^\s*(- |\d+\. )/, ''));
          else items[items.length - 1] += ' ' + l.trim();
        }
        const tag = /^\s*\d+\. /.test(lines[0]!) ? 'ol' : 'ul';
        return `<${tag}>${items.map((i) => `<li>${inline(i)}</li>`).join('')}</${tag}>`;
      }
      return `<p>${inline(block)}</p>`;
    })
    .join('\n');
}

function schemaType(schema: Node | undefined): string {
  if (!schema) return '';
  if (schema.$ref) return schema.$ref.split('/').pop()!;
  if (schema.type === 'array') return `array of ${schemaType(schema.items)}`;
  const parts = [schema.type ?? 'object'];
  if (schema.format) parts.push(`(${schema.format})`);
  if (schema.enum) parts.push(`one of ${schema.enum.map((v: unknown) => JSON.stringify(v)).join(', ')}`);
  return parts.join(' ');
}

function constraints(schema: Node | undefined): string {
  if (!schema) return '';
  const out: string[] = [];
  if (schema.minimum !== undefined) out.push(`min ${schema.minimum}`);
  if (schema.maximum !== undefined) out.push(`max ${schema.maximum}`);
  if (schema.minLength !== undefined) out.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) out.push(`max length ${schema.maxLength}`);
  if (schema.maxItems !== undefined) out.push(`max items ${schema.maxItems}`);
  if (schema.pattern) out.push(`pattern <code>${escape(schema.pattern)}</code>`);
  if (schema.default !== undefined) out.push(`default <code>${escape(JSON.stringify(schema.default))}</code>`);
  return out.join(', ');
}

function propertiesTable(schema: Node, root: Node): string {
  const resolved = deref(schema, root);
  const props = Object.entries<Node>(resolved.properties ?? {});
  if (props.length === 0) return '';
  const rows = props.map(([name, raw]) => {
    const prop = deref(raw, root);
    const required = resolved.required?.includes(name) ? 'yes' : '';
    return `<tr><td><code>${escape(name)}</code></td><td>${escape(schemaType(raw))}</td><td>${required}</td><td>${markdown(prop.description)}${constraints(prop) ? `<div class="c">${constraints(prop)}</div>` : ''}</td></tr>`;
  });
  return `<table><thead><tr><th>field</th><th>type</th><th>required</th><th>description</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function examples(media: Node): string {
  return Object.entries<Node>(media.examples ?? {})
    .map(([name, ex]) => {
      const value = typeof ex.value === 'string' ? ex.value : JSON.stringify(ex.value, null, 2);
      return `<details><summary>example <code>${escape(name)}</code>${ex.summary ? ` - ${escape(ex.summary)}` : ''}</summary><pre>${escape(value)}</pre></details>`;
    })
    .join('');
}

function operation(path: string, method: string, op: Node, root: Node): string {
  const security = (op.security ?? root.security ?? []).flatMap((s: Node) => Object.keys(s));
  const params = (op.parameters ?? []).map((p: Node) => deref(p, root));
  const paramRows = params
    .map(
      (p: Node) =>
        `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${escape(schemaType(p.schema))}</td><td>${p.required ? 'yes' : ''}</td><td>${markdown(p.description)}${constraints(p.schema) ? `<div class="c">${constraints(p.schema)}</div>` : ''}</td></tr>`,
    )
    .join('');
  const body = op.requestBody ? deref(op.requestBody, root) : undefined;
  const bodyHtml = body
    ? Object.entries<Node>(body.content)
        .map(([type, media]) => `<h4>Request body <code>${escape(type)}</code>: ${escape(schemaType(media.schema))}</h4>${propertiesTable(media.schema, root)}${examples(media)}`)
        .join('')
    : '';
  const responses = Object.entries<Node>(op.responses)
    .map(([status, raw]) => {
      const response = deref(raw, root);
      const content = Object.entries<Node>(response.content ?? {})
        .map(([type, media]) => `<div><code>${escape(type)}</code>: ${escape(schemaType(media.schema))}${examples(media)}</div>`)
        .join('');
      return `<tr><td><code>${status}</code></td><td>${markdown(response.description)}${content}</td></tr>`;
    })
    .join('');
  const id = op.operationId;
  return `<section class="op" id="${escape(id)}">
<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p class="meta">operationId <code>${escape(id)}</code> · SDK method <code>${escape(op.tags?.[0])}.${escape(op['x-sdk-method'])}</code>${(op['x-sdk-actions'] ?? [])
    .map((a: Node) => `, <code>${escape(op.tags?.[0])}.${escape(a.method)}</code>`)
    .join('')} · auth: ${security.length ? security.map((s: string) => `<code>${escape(s)}</code>`).join(', ') : 'none (public)'}</p>
<p><strong>${escape(op.summary)}</strong></p>
${markdown(op.description)}
${paramRows ? `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>type</th><th>required</th><th>description</th></tr></thead><tbody>${paramRows}</tbody></table>` : ''}
${bodyHtml}
<h4>Responses</h4><table><tbody>${responses}</tbody></table>
</section>`;
}

export function renderReference(contract: Node): string {
  const byTag = new Map<string, string[]>();
  const toc: string[] = [];
  for (const tag of contract.tags ?? []) byTag.set(tag.name, []);
  for (const [path, item] of Object.entries<Node>(contract.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      byTag.get(op.tags[0])!.push(operation(path, method, op, contract));
    }
  }
  const sections = (contract.tags ?? []).map((tag: Node) => {
    const ops = byTag.get(tag.name) ?? [];
    toc.push(`<li><a href="#tag-${escape(tag.name)}">${escape(tag.name)}</a> (${ops.length})</li>`);
    return `<section id="tag-${escape(tag.name)}"><h2>${escape(tag.name)}</h2>${markdown(tag.description)}${ops.join('\n')}</section>`;
  });
  const schemas = Object.entries<Node>(contract.components?.schemas ?? {})
    .map(([name, schema]) => `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3><p>${escape(schemaType(schema))}</p>${markdown(schema.description)}${propertiesTable(schema, contract)}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(contract.info.title)} ${escape(contract.info.version)} - API reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:1100px;margin:0 auto;padding:1rem 2rem;color:#1b1f24}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f5f6f8;padding:.6rem;overflow:auto}
table{border-collapse:collapse;width:100%;margin:.5rem 0}td,th{border:1px solid #d8dce2;padding:.3rem .5rem;vertical-align:top;text-align:left}
.op{border-top:2px solid #e3e6ea;margin-top:1.5rem}.meta{color:#57606a}.c{color:#57606a;font-size:13px}
.m{font-weight:700;padding:0 .4rem;border-radius:3px;color:#fff}.get{background:#1f7a3f}.post{background:#1f5fa8}
</style></head><body>
<h1>${escape(contract.info.title)} <small>${escape(contract.info.version)}</small></h1>
${markdown(contract.info.description)}
<h2>Contents</h2><ul>${toc.join('')}<li><a href="#schemas">schemas</a></li></ul>
${sections.join('\n')}
<section id="schemas"><h2>Schemas</h2>${schemas}</section>
</body></html>
`;
}
