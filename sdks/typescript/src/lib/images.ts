// Hand-written. Decoding of generated images: every item of an image answer gets a `bytes`
// accessor with the PNG bytes, from `b64_json` or from a `data:` URL. Typed by the fields it reads, not
// by the generated types, so that it compiles with an SDK generated from any contract; the generated
// resources name the result (`ImageGenerationResult = DecodedImages<ImageGenerationResponse>`).

/** The fields of an image item this reads (the contract's `ImageData`). */
export interface EncodedImage {
  b64_json?: string | null | undefined;
  url?: string | null | undefined;
}

/** An image answer `R` whose items carry their decoded bytes. */
export type DecodedImages<R extends { data: EncodedImage[] }> = Omit<R, 'data'> & {
  data: (R['data'][number] & {
    /**
     * The image bytes (PNG), decoded from `b64_json` or from a `data:...;base64,` `url`; `null` for a
     * remote `url` (fetch it yourself within its 60 minutes). Not enumerable, so JSON output of the
     * result stays the service's answer.
     */
    readonly bytes: Uint8Array | null;
  })[];
};

/** Decodes standard or URL-safe base64 into bytes (atob exists in Node 16+ and browsers). */
export function base64ToBytes(b64: string): Uint8Array {
  const clean = b64.replace(/[\s]/g, '').replace(/-/g, '+').replace(/_/g, '/');
  const padded = clean + '='.repeat((4 - (clean.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function decodeItem(item: EncodedImage): Uint8Array | null {
  if (typeof item.b64_json === 'string') return base64ToBytes(item.b64_json);
  const match = typeof item.url === 'string' ? /^data:[^,]*;base64,(.*)$/s.exec(item.url) : null;
  return match ? base64ToBytes(match[1]!) : null;
}

/** Gives every item of an image answer its `bytes` (see `DecodedImages`); the answer itself is returned. */
export function decodeImages(data: unknown): unknown {
  for (const item of (data as { data?: EncodedImage[] } | undefined)?.data ?? []) {
    let cached: Uint8Array | null | undefined;
    Object.defineProperty(item, 'bytes', {
      enumerable: false,
      configurable: true,
      get: () => (cached === undefined ? (cached = decodeItem(item)) : cached),
    });
  }
  return data;
}
