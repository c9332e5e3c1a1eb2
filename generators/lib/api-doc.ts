// The layout of every SDK's api.md, shared so the four references read alike: a client section, the
// errors, one section per resource with each method's call, declaration, parameters, return type,
// errors and a runnable example, then every data type. Each language supplies a renderer that spells
// names, types, declarations and examples its own way.
import type { ClientErrorKind, EnumType, EnumValue, ErrorKind, Field, Method, NamedType, ObjectType, Param, Resource, SdkModel, TypeRef } from '../model/index.ts';
import { generatedMarkdownHeader } from './generator.ts';

export interface ApiDocRenderer {
  /** The generator, for the header (e.g. `generators/python`). */
  generator: string;
  /** e.g. `Python`. */
  languageName: string;
  /** Fence info string of the example programs and declarations, e.g. `python`. */
  fence: string;
  /** One line naming the package, e.g. "`orbit-sdk` on PyPI, imported as `orbit_sdk`". */
  packageLine: string;
  /** Markdown of the Client section (creating a client, its options and environment variables). */
  clientSection(model: SdkModel): string;
  /** The call as shown in the method's heading, e.g. `client.orders.list()`. */
  methodHeading(resource: Resource, method: Method): string;
  /** The method's declaration in this language (shown, not run). */
  declaration(resource: Resource, method: Method): string;
  /** A parameter's name as the caller writes it. */
  paramName(param: Param, method: Method): string;
  /** A type as this language spells it (named types by their type name). */
  typeName(type: TypeRef): string;
  /**
   * A parameter's type exactly as the method's code declares it, when the language's declaration
   * depends on more than the TypeRef (Go: `*string` for an optional string); default `typeName`.
   * `null`: the method's code has no such parameter (e.g. a stream flag its stream variant sends), and
   * the row is left out.
   */
  paramType?(param: Param, method: Method): string | null;
  /**
   * A field's type exactly as the code declares it (default `typeName`), or `null` when the language
   * has no such field (e.g. a body field the SDK always sends itself): the row is left out.
   */
  fieldType?(field: Field, type: ObjectType): string | null;
  /** What the method returns, e.g. `OrderList`, `Stream[ChatCompletionChunk]`. */
  returnType(method: Method): string;
  /**
   * What follows the return type in parentheses, given the link to the answer's type (default: the link), for
   * a language whose method returns another type than the answer's (TypeScript's decoded images).
   */
  returnNote?(method: Method, answerLink: string): string;
  /** The error type for an error kind of the runtime rules, or the base API error type when undefined. */
  errorName(kind: ErrorKind | undefined): string;
  /** The error type of a failure without an error answer (model.runtime.clientErrors). */
  clientErrorName(kind: ClientErrorKind): string;
  /** When a failure without an error answer happens, in this language's words (default: the contract's `when`). */
  clientErrorWhen?(kind: ClientErrorKind): string;
  /** How a streamed method's stream is asked for, in this language (default: by setting the stream parameter). */
  streamNote?(method: Method, chunkLink: string): string;
  /** The complete example program of a method (see generators/model/examples.yaml). */
  example(resource: Resource, method: Method, model: SdkModel): string;
  /** A named type's name in this language. */
  typeDisplayName(type: NamedType): string;
  /** A field's name in this language. */
  fieldName(field: Field, type: ObjectType): string;
  /** How code names a known enum value, e.g. `OrderStatus.PENDING`. */
  enumMember(type: EnumType, value: EnumValue): string;
  /** One sentence on how an unknown (newer) enum value arrives in this language. */
  unknownEnumNote: string;
}

/** GitHub's heading anchor: lower-case, punctuation other than `-` and `_` removed, spaces to `-`. */
export function githubSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Keeps anchors unique the way GitHub does: the second `x` becomes `x-1`, and so on. */
class Anchors {
  private readonly seen = new Map<string, number>();
  take(heading: string): string {
    const base = githubSlug(heading);
    const n = this.seen.get(base) ?? 0;
    this.seen.set(base, n + 1);
    return n === 0 ? base : `${base}-${n}`;
  }
}

/** Text for one Markdown table cell. */
export function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').trim() || ' ';
}

function firstParagraph(text: string): string {
  return text.split(/\n\s*\n/)[0]!.trim();
}

export function httpLine(method: Method): string {
  const q = Object.entries(method.fixedQuery).map(([k, v]) => `${k}=${v}`);
  return `${method.httpMethod} ${method.path}${q.length ? `?${q.join('&')}` : ''}`;
}

export function authLabel(method: Method): string {
  if (method.auth === 'loginToken') return 'login token';
  if (method.auth === 'apiKey') return 'developer API key';
  return 'none (public)';
}

function constraintsText(p: { constraints: Param['constraints']; default?: unknown; alias?: string; nullable: boolean }): string {
  const c = p.constraints;
  const parts: string[] = [];
  if (p.nullable) parts.push('nullable: `null` is a value of its own');
  if (c.pattern) parts.push(`pattern \`${c.pattern}\``);
  if (c.minLength !== undefined || c.maxLength !== undefined) parts.push(`length ${c.minLength ?? 0}–${c.maxLength ?? '∞'}`);
  if (c.minimum !== undefined || c.maximum !== undefined) parts.push(`${c.minimum ?? '−∞'} to ${c.maximum ?? '∞'}`);
  if (c.minItems !== undefined || c.maxItems !== undefined) parts.push(`${c.minItems ?? 0}–${c.maxItems ?? '∞'} items`);
  if (p.default !== undefined) parts.push(`default \`${JSON.stringify(p.default)}\``);
  return parts.length ? ` (${parts.join('; ')})` : '';
}

export function renderApiDoc(model: SdkModel, r: ApiDocRenderer): string {
  const anchors = new Anchors();
  const typeAnchor = new Map<string, string>();
  const out: string[] = [generatedMarkdownHeader(r.generator)];
  const h1 = `${model.title} — ${r.languageName} API reference`;
  anchors.take(h1);
  out.push(`# ${h1}`, '');
  out.push(
    `Every method of the ${r.languageName} SDK ${model.version} (${r.packageLine}): the call, its declaration, its parameters ` +
      'and their types, what it returns, the errors it raises, and an example program that runs in CI against the ' +
      'reference server. Generated from the contract, so it always matches the code.',
    '',
  );

  // Anchors are taken in document order, so compute the headings first.
  anchors.take('Contents');
  const clientAnchor = anchors.take('Client');
  const errorsAnchor = anchors.take('Errors');
  const methodAnchors = new Map<Method, string>();
  const resourceAnchors = new Map<Resource, string>();
  for (const resource of model.resources) {
    resourceAnchors.set(resource, anchors.take(resource.tag));
    for (const method of resource.methods) methodAnchors.set(method, anchors.take(r.methodHeading(resource, method)));
  }
  const typesAnchor = anchors.take('Types');
  for (const type of model.types) typeAnchor.set(type.name.original, anchors.take(r.typeDisplayName(type)));

  const typeLink = (type: TypeRef, spelled = r.typeName(type)): string => {
    const names = new Set<string>();
    const collect = (t: TypeRef): void => {
      if (t.kind === 'named') names.add(t.name);
      else if (t.kind === 'array') collect(t.items);
      else if (t.kind === 'map') collect(t.values);
    };
    collect(type);
    const links = [...names].filter((n) => typeAnchor.has(n)).map((n) => `[${n}](#${typeAnchor.get(n)})`);
    return `\`${spelled}\`${links.length ? ` (${links.join(', ')})` : ''}`;
  };

  out.push('## Contents', '');
  out.push(`- [Client](#${clientAnchor}) · [Errors](#${errorsAnchor}) · [Types](#${typesAnchor})`);
  for (const resource of model.resources) {
    const links = resource.methods.map((m) => `[${m.name.original}](#${methodAnchors.get(m)})`).join(', ');
    out.push(`- [${resource.tag}](#${resourceAnchors.get(resource)}): ${links}`);
  }
  out.push('');

  out.push('## Client', '', r.clientSection(model).trim(), '');

  out.push('## Errors', '');
  out.push('Every failure is one of the SDK\'s own error types, carrying the HTTP status, the error `code`, the request id and the raw body.', '');
  out.push('| status | error type | `error.type` in the body |', '|---|---|---|');
  for (const kind of model.runtime.errors) {
    const status = kind.status === null ? `${kind.rangeFrom! / 100}xx` : String(kind.status);
    out.push(`| ${status} | \`${r.errorName(kind)}\` | \`${kind.type}\` |`);
  }
  out.push(`| any other status | \`${r.errorName(undefined)}\` | |`);
  out.push('', '| failure without an error answer | error type |', '|---|---|');
  for (const kind of model.runtime.clientErrors) {
    const parent = model.runtime.clientErrors.find((k) => k.name === kind.parent);
    out.push(`| ${cell(r.clientErrorWhen?.(kind) ?? kind.when)} | \`${r.clientErrorName(kind)}\`${parent ? ` (a \`${r.clientErrorName(parent)}\`)` : ''} |`);
  }
  out.push('');

  for (const resource of model.resources) {
    out.push(`## ${resource.tag}`, '');
    if (resource.description) out.push(resource.description, '');
    for (const method of resource.methods) {
      out.push(`### ${r.methodHeading(resource, method)}`, '');
      out.push(`**${method.summary}.** ${method.deprecated ? '**Deprecated.** ' : ''}\`${httpLine(method)}\` · auth: ${authLabel(method)}`, '');
      if (method.description) out.push(method.description, '');
      const notes: string[] = [];
      if (Object.keys(method.fixedBody).length) notes.push(`Sends ${Object.entries(method.fixedBody).map(([k, v]) => `\`${k}: ${v}\``).join(', ')} for you.`);
      if (method.idempotent) notes.push(`Moves money: the SDK sends one \`${model.runtime.idempotency.header}\` per call and keeps it across its retries (you may pass your own).`);
      if (method.session) notes.push("Stores the session's tokens on the client.");
      if (method.stream) notes.push(r.streamNote?.(method, typeLink(method.stream.chunk)) ?? `With \`${method.stream.param}\` set, answers a stream of ${typeLink(method.stream.chunk)} chunks.`);
      if (method.pagination) {
        const by = method.pagination.style === 'cursor' ? ` (the next page starts after the last item's \`${method.pagination.cursorField}\`)` : '';
        notes.push(`Pages: an auto-paging variant walks every ${typeLink(method.pagination.item)}, page after page${by}.`);
      }
      if (method.body?.kind === 'multipart') notes.push('The body is sent as `multipart/form-data`, file parts streamed from a path, bytes or a stream.');
      if (notes.length) out.push(notes.join(' '), '');
      out.push('<!-- not-runnable: the declaration, not a program -->', '```' + r.fence, r.declaration(resource, method).trim(), '```', '');

      const paramRows = (params: Param[]) =>
        params.flatMap((p) => {
          const spelled = r.paramType ? r.paramType(p, method) : r.typeName(p.type);
          if (spelled === null) return [];
          return [`| \`${r.paramName(p, method)}\` | ${cell(typeLink(p.type, spelled))} | ${p.location} | ${p.required ? 'yes' : 'no'} | ${cell(firstParagraph(p.description) + constraintsText(p))} |`];
        });
      const header = ['| parameter | type | in | required | description |', '|---|---|---|---|---|'];
      const rows = paramRows(method.params);
      if (rows.length) out.push('**Parameters**', '', ...header, ...rows, '');
      if (method.body?.kind === 'union') {
        for (const v of method.body.variants) {
          out.push(`**Parameters** with \`${method.body.discriminator}: ${v.value}\` (${typeLink({ kind: 'named', name: v.type })})`, '', ...header, ...paramRows(v.params), '');
        }
      }
      if (!rows.length && method.body?.kind !== 'union') out.push('**Parameters**: none.', '');
      const answerLink = method.response.type?.kind === 'named' ? `[${method.response.type.name}](#${typeAnchor.get(method.response.type.name)})` : undefined;
      out.push(`**Returns** ${method.response.type || method.response.kind !== 'json' ? `\`${r.returnType(method)}\`` : 'nothing'}${answerLink ? ` (${r.returnNote?.(method, answerLink) ?? answerLink})` : ''}. ${cell(method.response.description)}`, '');
      out.push('**Errors**', '');
      for (const e of method.errors) {
        out.push(`- \`${r.errorName(e.kind)}\` (${e.status})${e.codes.length ? `: ${e.codes.map((c) => `\`${c}\``).join(', ')}` : ''}${e.description ? ` — ${cell(e.description)}` : ''}`);
      }
      out.push(`- ${model.runtime.clientErrors.map((k) => `\`${r.clientErrorName(k)}\``).join(', ')}: no error answer (see [Errors](#${errorsAnchor}))`, '');
      out.push('**Example**', '');
      if (!method.docExample.runnable) out.push(`<!-- not-runnable: ${method.docExample.reason} -->`);
      out.push('```' + r.fence, r.example(resource, method, model).trim(), '```', '');
    }
  }

  out.push('## Types', '');
  out.push(`The data types of requests and answers. Answers may gain fields and enum values in minor releases; ${r.unknownEnumNote}`, '');
  for (const type of model.types) {
    out.push(`### ${r.typeDisplayName(type)}`, '');
    if (type.description) out.push(type.description, '');
    const used = [type.usage.input && 'requests', type.usage.output && 'answers'].filter(Boolean).join(' and ');
    if (type.kind === 'object') {
      const composed = type.allOf.length ? ` composed (allOf) of ${type.allOf.map((n) => (typeAnchor.has(n) ? `[${n}](#${typeAnchor.get(n)})` : `\`${n}\``)).join(' and ')} and its own fields` : '';
      out.push(`An object${composed}, in ${used}.`, '');
      const rows = type.fields.flatMap((f) => {
        const spelled = r.fieldType ? r.fieldType(f, type) : r.typeName(f.type);
        return spelled === null ? [] : [`| \`${r.fieldName(f, type)}\` | ${cell(typeLink(f.type, spelled))} | ${f.required ? 'yes' : 'no'} | ${cell(firstParagraph(f.description) + constraintsText(f))} |`];
      });
      if (rows.length) out.push('| field | type | required | description |', '|---|---|---|---|', ...rows, '');
      if (type.exactlyOneOf.length) out.push(`Exactly one of: ${type.exactlyOneOf.map((g) => g.map((x) => `\`${x}\``).join(' + ')).join(', ')}.`, '');
    } else if (type.kind === 'enum') {
      out.push(`An enum (${type.valueType === 'integer' ? 'an integer' : 'a string'}), in ${used}.`, '');
      out.push('| value | in code |', '|---|---|');
      for (const v of type.values) out.push(`| \`${v.value}\` | \`${r.enumMember(type, v)}\` |`);
      out.push('');
    } else if (type.kind === 'untagged') {
      out.push(`One of these (\`${type.keyword}\` without a discriminator: the first that the value's shape matches), in ${used}:`, '');
      for (const v of type.variants) out.push(`- ${typeLink(v.type)}`);
      out.push('');
    } else {
      out.push(`One of these, chosen by \`${type.discriminator}\`, in ${used}:`, '');
      for (const v of type.variants) out.push(`- \`${type.discriminator}: ${v.value}\`: [${v.type}](#${typeAnchor.get(v.type)})`);
      out.push('');
    }
  }
  return out.join('\n');
}
