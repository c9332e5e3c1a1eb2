// The checks a JSON request body passes before Prism sees it (the contract's "Limits and encodings"),
// the reference server's own (mock-server/shared/json-body.ts) plus keys of printable ASCII: any other
// key is an unknown field, and refusing it here keeps it out of Prism's `sl-violations` header, where
// a character outside Latin-1 crashes Prism 5.14 (stoplightio/prism#1934).
import { decodeUtf8, structuralProblem, type BodyProblem } from '../shared/json-body.ts';

export type { BodyProblem };

/** Why the body is refused, or null when Prism may have it. */
export function jsonBodyProblem(bytes: Buffer, maxDepth: number): BodyProblem | null {
  const decoded = decodeUtf8(bytes);
  if ('problem' in decoded) return decoded.problem;
  const problem = structuralProblem(decoded.text, { maxDepth, printableKeys: true });
  if (problem) return problem;
  try {
    JSON.parse(decoded.text);
  } catch {
    const empty = decoded.text.trim() === '';
    return { code: 'invalid_json', message: empty ? 'The request body is empty; send a JSON object' : 'The request body is not valid JSON' };
  }
  return null;
}
