// Hand-written. Decoding of generated images: every item of an image answer gets a `bytes`
// accessor with the PNG bytes, from `b64_json` or from a `data:` URL.
import type { ImageData, ImageGenerationResponse } from '../generated/types';

/** An image item with its decoded bytes. */
export type DecodedImageData = ImageData & {
  /**
   * The image bytes (PNG), decoded from `b64_json` or from a `data:...;base64,` `url`; `null` for a
   * remote `url` (fetch it yourself within its 60 minutes). Not enumerable, so JSON output of the
   * result stays the service's answer.
   */
  readonly bytes: Uint8Array | null;
};

/** The image answer with decoded items. */
export type ImageGenerationResult = Omit<ImageGenerationResponse, 'data'> & { data: DecodedImageData[] };

/** Decodes standard or URL-safe base64 into bytes (atob exists in Node 16+ and browsers). */
export function base64ToBytes(b64: string): Uint8Array {
  const clean = b64.replace(/[\s]/g, '').replace(/-/g, '+').replace(/_/g, '/');
  const padded = clean + '='.repeat((4 - (clean.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function decodeItem(item: ImageData): Uint8Array | null {
  if (typeof item.b64_json === 'string') return base64ToBytes(item.b64_json);
  const match = typeof item.url === 'string' ? /^data:[^,]*;base64,(.*)$/s.exec(item.url) : null;
  return match ? base64ToBytes(match[1]!) : null;
}

export function decodeImages(data: unknown): ImageGenerationResult {
  const result = data as ImageGenerationResponse;
  for (const item of result?.data ?? []) {
    let cached: Uint8Array | null | undefined;
    Object.defineProperty(item, 'bytes', {
      enumerable: false,
      configurable: true,
      get: () => (cached === undefined ? (cached = decodeItem(item)) : cached),
    });
  }
  return result as ImageGenerationResult;
}
