// Hand-written. A v4 UUID for idempotency keys, on every runtime the SDK supports: all have
// crypto.getRandomValues, and crypto.randomUUID where the page is a secure context (not plain http://).

export function uuid4(): string {
  const c = globalThis.crypto;
  if (c.randomUUID) return c.randomUUID();
  // One random byte per hex digit: its low four bits, two for the variant digit (8 to b); the version digit is 4.
  const bytes = c.getRandomValues(new Uint8Array(31));
  let i = 0;
  return '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (d) => (+d ^ (bytes[i++]! & (15 >> (+d / 4)))).toString(16));
}
