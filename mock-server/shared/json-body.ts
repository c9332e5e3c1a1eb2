// What JSON.parse lets through but a request body must not carry, checked the same way by the
// reference server and the Prism front: a UTF-8 byte order mark (RFC 8259 forbids sending one),
// bytes that are not UTF-8 (decoding would silently turn them into U+FFFD), nesting deeper than the
// contract's json_depth (10,000 levels would cost every later recursive step), a key twice in one
// object (JSON.parse keeps the last one, a proxy or signature check may have seen the first) and,
// where the caller asks, a key that is not printable ASCII (every property name of the contract is,
// so it is an unknown field). One iterative pass over the text; syntax errors are left to JSON.parse.

export interface BodyProblem {
  code: 'invalid_json' | 'unknown_parameter';
  message: string;
  /** The field the problem is about, as a dotted path (`amount.x`), when there is one. */
  param?: string;
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/** The body as text, or why it is refused. */
export function decodeUtf8(bytes: Buffer): { text: string } | { problem: BodyProblem } {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { problem: { code: 'invalid_json', message: 'The request body starts with a byte order mark; send UTF-8 without one' } };
  }
  try {
    return { text: decoder.decode(bytes) };
  } catch {
    return { problem: { code: 'invalid_json', message: 'The request body is not valid UTF-8' } };
  }
}

/** A field path for messages and `param`, with anything unprintable escaped. */
function fieldPath(path: string[], key: string): string {
  const shown = (part: string) => (PRINTABLE_ASCII.test(part) ? part : JSON.stringify(part).slice(1, -1));
  return [...path, key].map(shown).join('.').slice(0, 128);
}

export interface StructureRules {
  maxDepth: number;
  /** Refuse a key that is not printable ASCII as `unknown_parameter`. */
  printableKeys?: boolean;
}

/** Why `text` is refused (too deep, a duplicate key, a key outside printable ASCII), or undefined. */
export function structuralProblem(text: string, rules: StructureRules): BodyProblem | undefined {
  // One frame per open container: the keys seen so far (objects) or null (arrays), and the key that
  // led into it (for paths).
  const stack: { keys: Set<string> | null; via: string }[] = [];
  let expectKey = false;
  let lastKey = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      const start = i;
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c /* \ */) i++;
        else if (d === 0x22) break;
      }
      const frame = stack[stack.length - 1];
      if (!expectKey || !frame?.keys) continue;
      expectKey = false;
      let key: string;
      try {
        key = JSON.parse(text.slice(start, i + 1)) as string;
      } catch {
        return undefined; // a malformed string: JSON.parse says so
      }
      if (rules.printableKeys && !PRINTABLE_ASCII.test(key)) {
        const param = fieldPath(stack.slice(1).map((f) => f.via), key);
        return { code: 'unknown_parameter', message: `${param} is not a known field`, param };
      }
      if (frame.keys.has(key)) {
        const param = fieldPath(stack.slice(1).map((f) => f.via), key);
        return { code: 'invalid_json', message: `The request body names ${param} twice in one object`, param };
      }
      frame.keys.add(key);
      lastKey = key;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      const parent = stack[stack.length - 1];
      stack.push({ keys: c === 0x7b ? new Set() : null, via: parent?.keys ? lastKey : '[]' });
      if (stack.length > rules.maxDepth) return { code: 'invalid_json', message: `The request body nests deeper than ${rules.maxDepth} levels` };
      expectKey = c === 0x7b;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      stack.pop();
      expectKey = false;
    } else if (c === 0x2c /* , */) {
      expectKey = Boolean(stack[stack.length - 1]?.keys);
    }
  }
  return undefined;
}
