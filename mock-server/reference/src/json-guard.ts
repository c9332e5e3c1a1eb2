// What JSON.parse lets through but a request body must not carry: a UTF-8 byte order mark (RFC 8259
// forbids sending one), bytes that are not UTF-8 (decoding would silently turn them into U+FFFD),
// nesting deeper than the contract's json_depth (10,000 levels would cost every later recursive step),
// and a key twice in one object (JSON.parse keeps the last one, a proxy or signature check may
// have seen the first). One iterative pass over the text; syntax errors are left to JSON.parse.

import { requestLimits } from './contract.ts';

/** Deepest nesting of objects and arrays a request body may have (the contract's x-request-limits). */
export const MAX_JSON_DEPTH = requestLimits().json_depth;

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The body as text, or why it is refused. */
export function decodeUtf8(bytes: Buffer): { text: string } | { problem: string } {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { problem: 'The request body starts with a byte order mark; send UTF-8 without one' };
  }
  try {
    return { text: decoder.decode(bytes) };
  } catch {
    return { problem: 'The request body is not valid UTF-8' };
  }
}

/** Why `text` is refused (too deep, a duplicate key), or undefined when JSON.parse may have it. */
export function structuralProblem(text: string): string | undefined {
  // One entry per open container: the keys seen so far for an object, null for an array.
  const stack: (Set<string> | null)[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      const start = i;
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c /* \ */) i++;
        else if (d === 0x22) break;
      }
      const keys = stack[stack.length - 1];
      if (expectKey && keys) {
        expectKey = false;
        let key: string;
        try {
          key = JSON.parse(text.slice(start, i + 1)) as string;
        } catch {
          return undefined; // a malformed string: JSON.parse says so
        }
        if (keys.has(key)) return `The request body has the key ${JSON.stringify(key).slice(0, 80)} twice in one object`;
        keys.add(key);
      }
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      stack.push(c === 0x7b ? new Set() : null);
      if (stack.length > MAX_JSON_DEPTH) return `The request body is nested deeper than ${MAX_JSON_DEPTH} levels`;
      expectKey = c === 0x7b;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      stack.pop();
      expectKey = false;
    } else if (c === 0x2c /* , */) {
      expectKey = stack[stack.length - 1] instanceof Set;
    }
  }
  return undefined;
}
