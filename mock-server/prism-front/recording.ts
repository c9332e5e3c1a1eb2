// The exchanges the front's drift mode records (`--record FILE`), as the `recordings` of a world document
// (mock-server/reference/sandbox.openapi.yaml, WorldRecording) that the reference server replays offline:
// seed a world with the file (ORBIT_SANDBOX_SEED) or PUT it to /__sandbox/world. Everything recorded goes
// through mock-server/shared/redact.ts first: the request's query and JSON body (which is also how the
// reference server matches a request to a recording), the answer's JSON body and each event's JSON data.
// Request headers are not recorded; of the answer's, the content type and the headers the contract documents
// for that answer. An exchange whose request body is not JSON (multipart) or whose JSON answer does not parse
// is not recorded (the drift report shows the latter).
import { writeFileSync } from 'node:fs';
import type { Operation } from '../../openapi/lib/contract.ts';
import type { SandboxSchema } from '../shared/contract-types.ts';
import { isRedacted, redact, redactQuery } from '../shared/redact.ts';
import { EVENT_STREAM, type LiveAnswer, mediaTypeOf, streamEvents } from './drift-check.ts';

export type Recording = SandboxSchema<'WorldRecording'>;
type WorldDocument = SandboxSchema<'WorldDocument'>;

const isJson = (type: string) => /[/+]json$/.test(type);

function parsed(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** The exchange as a recording, or undefined when it cannot be one (see the file's comment). */
export function recordingOf(op: Operation, url: { path: string; search: string }, request: { type: string; body: Buffer }, answer: LiveAnswer): Recording | undefined {
  const recording: Recording = { method: op.method.toUpperCase() as Recording['method'], path: url.path, ...(url.search && { query: redactQuery(url.search) }), status: answer.status };
  if (request.body.length > 0) {
    const body = isJson(request.type) ? parsed(request.body.toString('utf8')) : undefined;
    if (!body) return undefined;
    recording.request_body = redact(body.value);
  }
  const type = mediaTypeOf(answer.headers);
  const documented = Object.keys(op.spec.responses?.[String(answer.status)]?.headers ?? {});
  const headers: Record<string, string> = {};
  for (const name of ['Content-Type', ...documented]) {
    const value = answer.headers[name.toLowerCase()];
    if (value !== undefined && !isRedacted(name)) headers[name] = [value].flat().join(', ');
  }
  if (answer.body.length > 0) {
    const text = answer.body.toString('utf8');
    if (type === EVENT_STREAM) {
      recording.events = streamEvents(text).map((data) => {
        const event = parsed(data);
        return event ? JSON.stringify(redact(event.value)) : data;
      });
    } else if (isJson(type)) {
      const body = parsed(text);
      if (!body) return undefined;
      recording.body = redact(body.value);
    } else recording.body = answer.body.toString('base64');
  }
  return { ...recording, headers };
}

/** The recordings of one drift run, written as a world document. */
export class Recordings {
  readonly list: Recording[] = [];

  add(recording: Recording | undefined): void {
    if (recording) this.list.push(recording);
  }

  document(): WorldDocument {
    return { format: 'orbit-sandbox-world/1', recordings: this.list };
  }

  write(file: string): void {
    writeFileSync(file, JSON.stringify(this.document(), null, 2) + '\n');
  }
}
