// Hand-written. A v4 UUID for idempotency keys, on every runtime (Node 18 has no global crypto).

export function uuid4(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string; getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  // One random byte per hex digit: its low four bits, two for the variant digit (8 to b); the version digit is 4.
  const bytes = new Uint8Array(31);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < 31; i++) bytes[i] = Math.random() * 256;
  let i = 0;
  return '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (d) => (+d ^ (bytes[i++]! & (15 >> (+d / 4)))).toString(16));
}
