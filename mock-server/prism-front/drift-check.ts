// A live answer against the contract (the front's drift mode, drift.ts): the status documented for the
// operation, its media type, every header the contract declares for that answer (present, and valid against its
// schema), the body against the answer's schema, and for a `text/event-stream` answer every event (its `data:`
// JSON against the media type's schema, which the contract's "Server-sent events" convention makes the schema of
// each event, then the terminator `x-sdk-streaming.done`, last). Each finding names the header, the field (a
// JSON pointer under `body`) or the event it is about. The checks read a copy of the answer (drift.ts).
import type { IncomingHttpHeaders } from 'node:http';
import type { Json, Operation } from '../../openapi/lib/contract.ts';
import { schemaErrors } from '../../openapi/lib/schema-errors.ts';
import { withNullableCompositions } from '../shared/nullable.ts';

export const EVENT_STREAM = 'text/event-stream';
/** The contract's terminator when an operation does not name one (its "Server-sent events" convention). */
const DONE = '[DONE]';

/** An answer as the front saw it pass: its status, headers and (a copy of) its body. */
export interface LiveAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The answer's media type, without parameters, lower case. */
export const mediaTypeOf = (headers: IncomingHttpHeaders) => String(headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/** The `data` of each event of an event stream (its `data:` lines joined), in order; an unfinished last event is left out. */
export function streamEvents(text: string): string[] {
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  blocks.pop(); // what follows the last blank line: an event not finished
  return blocks
    .map((block) => block.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).replace(/^ /, '')))
    .filter((data) => data.length > 0)
    .map((data) => data.join('\n'));
}

/** A header's text as the value its schema types (headers are strings on the wire). */
function headerValue(schema: Json, text: string): unknown {
  if ((schema?.type === 'integer' || schema?.type === 'number') && /^-?[0-9]+(\.[0-9]+)?$/.test(text)) return Number(text);
  if (schema?.type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

// Each schema read as the servers validate it (shared/nullable.ts), once: schemaErrors compiles a schema object once.
const rewritten = new WeakMap<object, Json>();
function schemaOf(schema: Json): Json {
  let out = rewritten.get(schema);
  if (!out) rewritten.set(schema, (out = withNullableCompositions(schema)));
  return out;
}

/** Findings of `value` against `schema`, each naming the field (`body/...`); `where` prefixes them (an event). */
function bodyFindings(schema: Json | undefined, value: unknown, where: string): string[] {
  if (!schema) return [];
  const errors = schemaErrors(schemaOf(schema), value);
  return errors ? errors.split(', ').map((e) => `${where}${e}`) : [];
}

/** Whether `status` is documented for the operation. */
export const documents = (op: Operation, status: number) => Boolean(op.spec.responses?.[String(status)]);

/** Every way the answer departs from what the operation documents for its status (none: it is faithful). */
export function answerFindings(op: Operation, answer: LiveAnswer): string[] {
  const response = op.spec.responses?.[String(answer.status)];
  if (!response) return [`status ${answer.status} is not documented for ${op.operationId}`];
  const findings: string[] = [];
  for (const [name, header] of Object.entries<Json>(response.headers ?? {})) {
    const raw = answer.headers[name.toLowerCase()];
    if (raw === undefined) {
      findings.push(`header ${name} is missing`);
      continue;
    }
    const text = [raw].flat().join(', ');
    const problem = header.schema && schemaErrors(schemaOf(header.schema), headerValue(header.schema, text));
    if (problem) findings.push(`header ${name}: ${JSON.stringify(text)} ${problem.replace(/^body /, '')}`);
  }
  const type = mediaTypeOf(answer.headers);
  const declared = Object.keys(response.content ?? {});
  if (declared.length === 0) return findings;
  const media = response.content[type];
  if (!media) return [...findings, `header Content-Type: ${JSON.stringify(type)} is not documented (${declared.join(', ')})`];
  const text = answer.body.toString('utf8');
  if (type === EVENT_STREAM) {
    const done = op.spec['x-sdk-streaming']?.done ?? DONE;
    const events = streamEvents(text);
    const end = events.indexOf(done);
    if (end < 0) findings.push(`event ${events.length}: the stream ends without the terminator data: ${done}`);
    else if (end < events.length - 1) findings.push(`event ${end + 1}: an event follows the terminator data: ${done}`);
    events.forEach((data, i) => {
      if (i === end) return;
      let value: unknown;
      try {
        value = JSON.parse(data);
      } catch {
        findings.push(`event ${i}: data is not JSON: ${data.slice(0, 80)}`);
        return;
      }
      findings.push(...bodyFindings(media.schema, value, `event ${i}: `));
    });
    return findings;
  }
  if (!/[/+]json$/.test(type)) return findings; // bytes (audio, images): the media type is what the contract says of them
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [...findings, `body is not JSON: ${text.slice(0, 80)}`];
  }
  findings.push(...bodyFindings(media.schema, value, ''));
  // The contract's "Tracing" convention: an error body's request_id is the answer's X-Request-Id.
  const requestId = (value as { error?: { request_id?: unknown } } | null)?.error?.request_id;
  if (answer.status >= 400 && requestId !== undefined && requestId !== answer.headers['x-request-id']) {
    findings.push(`body/error/request_id ${JSON.stringify(requestId)} differs from header X-Request-Id ${JSON.stringify(answer.headers['x-request-id'] ?? null)}`);
  }
  return findings;
}
