// The checks a JSON request body passes before Prism sees it (the contract's "Limits and encodings"):
// UTF-8 without a byte order mark, valid JSON, nesting at most `maxDepth` deep, each key once per
// object, and keys of printable ASCII. Every property name of the contract is printable ASCII, so any
// other key is an unknown field; refusing it here also keeps it out of Prism's `sl-violations` header,
// where a character outside Latin-1 crashes Prism 5.14 (stoplightio/prism#1934).
// One iterative pass over the text, so 10,000 levels of nesting cost no recursion.

export interface BodyProblem {
  code: 'invalid_json' | 'unknown_parameter';
  message: string;
  param?: string;
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/** A field path for messages and `param`: `amount.x`, with anything unprintable escaped. */
function fieldPath(path: string[], key: string): string {
  const shown = (part: string) => (PRINTABLE_ASCII.test(part) ? part : JSON.stringify(part).slice(1, -1));
  return [...path, key].map(shown).join('.').slice(0, 128);
}

/** Why the body is refused, or null when Prism may have it. */
export function jsonBodyProblem(bytes: Buffer, maxDepth: number): BodyProblem | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { code: 'invalid_json', message: 'The request body starts with a byte order mark; send UTF-8 without one' };
  }
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return { code: 'invalid_json', message: 'The request body is not valid UTF-8' };
  }

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
        break; // a malformed string: JSON.parse below says so
      }
      const path = stack.slice(1).map((f) => f.via);
      if (!PRINTABLE_ASCII.test(key)) {
        const param = fieldPath(path, key);
        return { code: 'unknown_parameter', message: `${param} is not a known field`, param };
      }
      if (frame.keys.has(key)) {
        const param = fieldPath(path, key);
        return { code: 'invalid_json', message: `The request body names ${param} twice in one object`, param };
      }
      frame.keys.add(key);
      lastKey = key;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      const parent = stack[stack.length - 1];
      stack.push({ keys: c === 0x7b ? new Set() : null, via: parent?.keys ? lastKey : '[]' });
      if (stack.length > maxDepth) return { code: 'invalid_json', message: `The request body nests deeper than ${maxDepth} levels` };
      expectKey = c === 0x7b;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      stack.pop();
      expectKey = false;
    } else if (c === 0x2c /* , */) {
      expectKey = Boolean(stack[stack.length - 1]?.keys);
    }
  }

  try {
    JSON.parse(text);
  } catch {
    return { code: 'invalid_json', message: text.trim() === '' ? 'The request body is empty; send a JSON object' : 'The request body is not valid JSON' };
  }
  return null;
}
