// Hand-written. A small, spec-following server-sent events parser over a fetch body stream.

export interface ServerSentEvent {
  /** The `event:` field, or null for the default `message` event. */
  event: string | null;
  /** The `data:` lines of the event joined with "\n". */
  data: string;
  /** The `id:` field, if any. */
  id: string | null;
}

/** Splits a byte stream into lines, accepting "\n", "\r\n" and "\r" endings even across chunks. */
async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let finished = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      finished = done;
      buffer += decoder.decode(value, { stream: !done });
      // A "\r" at the very end may be the first half of "\r\n": it waits for more input.
      const held = !done && buffer.endsWith('\r') ? 1 : 0;
      const parts = buffer.slice(0, buffer.length - held).split(/\r\n?|\n/);
      buffer = parts.pop()! + (held ? '\r' : '');
      yield* parts;
      if (done) {
        if (buffer) yield buffer;
        return;
      }
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/** Yields the events of a `text/event-stream` body as they arrive. */
export async function* iterateSSE(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  let data: string[] = [];
  let event: string | null = null;
  let id: string | null = null;
  let first = true;
  for await (let line of lines(body)) {
    if (first) {
      first = false;
      if (line.charCodeAt(0) === 0xfeff) line = line.slice(1);
    }
    if (line === '') {
      if (data.length > 0) yield { event, data: data.join('\n'), id };
      data = [];
      event = null;
      continue;
    }
    if (line.startsWith(':')) continue; // comment / keep-alive
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id') id = value;
    // `retry` and unknown fields are ignored.
  }
  // A final event without its blank line is still delivered.
  if (data.length > 0) yield { event, data: data.join('\n'), id };
}
