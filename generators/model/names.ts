// Names in the SDK model are word lists, so that each language spells them its own way (Fern's idea):
// `send_sms_code`, `sendSmsCode`, `SendSmsCode` and Go's `SendSMSCode` all come from [send, sms, code].
// Language rules (reserved words, Go initialisms) live in that language's generator, not here.

export interface Name {
  /** The name as the contract spells it (wire name, schema name, x-sdk-method, tag). */
  original: string;
  /** Lower-case words, e.g. ['api', 'key', 'prefix']; a word may start with a digit ('256x256', 'h5'). */
  words: string[];
  camel: string;
  pascal: string;
  snake: string;
  screamingSnake: string;
}

/**
 * Splits an identifier into lower-case words: on anything that is not a letter or digit, and on
 * case changes (`ChatpayH5Request` → chatpay, h5, request; `APIKey` → api, key; `b64_json` → b64, json).
 * Digits stay with the letters before them (`h5`, `b64`, `v1`), and a run of digits joined by `x`
 * (`256x256`) is one word.
 */
export function splitWords(identifier: string): string[] {
  const words: string[] = [];
  for (const chunk of identifier.split(/[^A-Za-z0-9]+/).filter(Boolean)) {
    if (/^\d+x\d+$/.test(chunk)) {
      words.push(chunk.toLowerCase());
      continue;
    }
    // Upper-case runs followed by a capitalised word (APIKey → API, Key), capitalised words, lower-case
    // runs, with trailing digits kept on the word.
    const parts = chunk.match(/[A-Z]+(?=[A-Z][a-z])\d*|[A-Z]?[a-z]+\d*|[A-Z]+\d*|\d+[a-z]*/g) ?? [chunk];
    for (const part of parts) words.push(part.toLowerCase());
  }
  return words;
}

const upperFirst = (w: string) => (w ? w[0]!.toUpperCase() + w.slice(1) : w);

export function nameOf(original: string): Name {
  const words = splitWords(original);
  if (words.length === 0) throw new Error(`cannot make a name of ${JSON.stringify(original)}`);
  const pascal = words.map(upperFirst).join('');
  return {
    original,
    words,
    camel: words[0] + words.slice(1).map(upperFirst).join(''),
    pascal,
    snake: words.join('_'),
    screamingSnake: words.join('_').toUpperCase(),
  };
}

/** A name from words, with `original` set to the snake-case spelling. */
export function nameFromWords(words: string[]): Name {
  return nameOf(words.join('_'));
}
