// Hand-written. File parameters and the multipart/form-data body that carries them (docs/sdk-design.md,
// "Shapes"). A file is streamed part by part as fetch reads the body, never held whole in memory. A
// source that can be read again (a Blob or File, bytes, a path: src/node/files.ts) is read again by each
// attempt, so the call may be retried; a stream can be read once, so a call sending one is never retried
// (src/core/client.ts).
import { uuid4 } from './uuid';

/** Chunks of a file that can be read once: a web ReadableStream, or an async iterable such as a Node.js Readable. */
export type FileStream = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array | string>;

/**
 * What a file parameter takes: a `Blob` or `File`, bytes (`Uint8Array`, `ArrayBuffer`, a Node.js `Buffer`),
 * a stream (read once: see `FileStream`), or a file with its name and media type from `toFile()` or
 * `fileFromPath()`.
 */
export type Uploadable = Blob | Uint8Array | ArrayBuffer | FileStream | UploadFile;

/** A file part's bytes with its file name and media type (`toFile()`, `fileFromPath()`). */
export class UploadFile {
  /** The part's media type (`application/octet-stream` when none is known). */
  readonly type: string;

  constructor(
    /** The bytes: a Blob, bytes or a stream, or an opener that makes a fresh stream for each attempt (a path). */
    readonly source: Blob | Uint8Array | ArrayBuffer | FileStream | (() => Promise<FileStream>),
    /** The file name the part carries. */
    readonly name: string,
    type?: string,
  ) {
    this.type = type || 'application/octet-stream';
  }
}

/**
 * A file part from a Blob, bytes or a stream, with its file name (default: the File's name, else
 * `file`) and media type (default: the Blob's type, else `application/octet-stream`). Nothing is read here.
 */
export function toFile(source: Exclude<Uploadable, UploadFile>, name?: string, options: { type?: string } = {}): UploadFile {
  return new UploadFile(source, name ?? (source as Partial<File>).name ?? 'file', options.type ?? (source as Partial<Blob>).type);
}

/** Bytes that can be read again: a Blob, an ArrayBuffer or a view of one. */
const isBytes = (v: unknown): v is Blob | ArrayBuffer | ArrayBufferView => v instanceof Blob || v instanceof ArrayBuffer || ArrayBuffer.isView(v);

/** A stream, read once. */
const isStream = (v: unknown): v is FileStream => {
  const o = v as Record<string | symbol, unknown> | null;
  return typeof o?.['getReader'] === 'function' || typeof o?.[Symbol.asyncIterator] === 'function';
};

/** Whether a value is something a file parameter takes. */
export const isUploadable = (v: unknown): v is Uploadable => v instanceof UploadFile || isBytes(v) || isStream(v);

/** A multipart/form-data body: its media type, whether it holds a stream (read once), and a fresh body per attempt. */
export interface Form {
  readonly type: string;
  readonly once: boolean;
  open(): Promise<Blob | ReadableStream<Uint8Array>>;
}

const encoder = /* @__PURE__ */ new TextEncoder();

/** `"` and line breaks escaped as in the HTML standard's multipart/form-data encoding (`%22`, `%0D`, `%0A`). */
const quoted = (text: string) => `"${text.replace(/["\r\n]/g, encodeURIComponent)}"`;

type Piece = string | Blob | Uint8Array | ArrayBuffer | FileStream;

/**
 * The multipart body of `fields` (OpenAPI's default encoding): a file (an Uploadable) is a file part, an
 * array one part per item, an object one `application/json` part, anything else its text.
 */
export function multipart(fields: Record<string, unknown>): Form {
  const boundary = `orbit-${uuid4()}`;
  const parts: [string, unknown][] = [];
  for (const name in fields) for (const v of Array.isArray(fields[name]) ? (fields[name] as unknown[]) : [fields[name]]) if (v != null) parts.push([name, v]);
  const files = parts.map(([, v]) => (isUploadable(v) ? (v instanceof UploadFile ? v : toFile(v)) : undefined));
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    once: files.some((f) => isStream(f?.source)),
    async open() {
      // Paths are opened first: a file that cannot be read is refused before anything is sent.
      const sources = await Promise.all(files.map((f) => (typeof f?.source === 'function' ? f.source() : f?.source)));
      const pieces: Piece[] = [];
      parts.forEach(([name, value], i) => {
        const file = files[i];
        const json = !file && typeof value === 'object';
        pieces.push(
          `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(name)}${file ? `; filename=${quoted(file.name)}\r\nContent-Type: ${file.type}` : json ? '\r\nContent-Type: application/json' : ''}\r\n\r\n`,
          file ? sources[i]! : json ? JSON.stringify(value) : String(value),
          '\r\n',
        );
      });
      pieces.push(`--${boundary}--\r\n`);
      // Text and Blobs only (a File from a page, say): one Blob of them, which every fetch sends as it is
      // (browsers stream a request body only over HTTP/2) and which holds the files by reference.
      if (pieces.every((p) => typeof p === 'string' || p instanceof Blob)) return new Blob(pieces as (string | Blob)[]);
      const it = (async function* () {
        for (const piece of pieces) yield* chunks(piece);
      })();
      // Pulled one chunk at a time as fetch sends them: back-pressure reaches the source.
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await it.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        },
        async cancel() {
          await it.return(undefined);
        },
      });
    },
  };
}

/** The chunks of a piece of the body, as they are read. */
async function* chunks(piece: Piece): AsyncGenerator<Uint8Array> {
  if (piece instanceof Blob) piece = piece.stream();
  if (typeof piece === 'string') yield encoder.encode(piece);
  else if (!isStream(piece)) {
    // An ArrayBuffer, or a view of one (a Uint8Array, a Buffer): its bytes as they are, not copied.
    const view = piece as ArrayBufferView;
    yield new Uint8Array(view.buffer ?? piece, view.byteOffset, view.byteLength);
  } else if ('getReader' in piece) {
    const reader = piece.getReader();
    try {
      for (let r = await reader.read(); !r.done; r = await reader.read()) yield r.value;
    } finally {
      reader.releaseLock();
    }
  } else for await (const chunk of piece) yield typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
}
