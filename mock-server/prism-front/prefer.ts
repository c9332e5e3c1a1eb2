// The `Prefer` header QA uses to pick one of an operation's documented answers from the mock
// (`Prefer: code=409`, `Prefer: example=order_not_deletable`). Prism answers a status or example the
// operation does not document with its own 404/500 problem, which says neither what was wrong nor what
// can be asked; the front checks the header first and answers 400 unknown_status / unknown_example
// with the operation's menu. An example named without a code is served from the status that documents
// it (Prism itself looks for it only in the success answer).
import type { Operation } from '../../openapi/lib/contract.ts';

type Json = Record<string, any>;

export interface PreferRefusal {
  status: 400;
  code: 'unknown_status' | 'unknown_example';
  message: string;
  param: 'Prefer';
}

/** Each documented status of the operation with its named examples (every media type), in document order. */
export function documentedAnswers(op: Operation): Map<string, string[]> {
  const menu = new Map<string, string[]>();
  for (const [status, response] of Object.entries<Json>(op.spec.responses ?? {})) {
    const names = Object.values<Json>(response.content ?? {}).flatMap((media) => Object.keys(media.examples ?? {}));
    menu.set(status, [...new Set(names)]);
  }
  return menu;
}

/** `code=409, example=x; dynamic=true` → { code: '409', example: 'x', dynamic: 'true' } (RFC 7240 tokens, lower-case names). */
export function preferences(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(/[,;]/)) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    out[part.slice(0, at).trim().toLowerCase()] = part.slice(at + 1).trim().replace(/^"(.*)"$/, '$1');
  }
  return out;
}

/** The menu as one line: `200 (examples: a, b); 400; 409 (examples: order_not_cancellable, …)`. */
export function menuText(menu: Map<string, string[]>): string {
  return [...menu].map(([status, names]) => (names.length ? `${status} (examples: ${names.join(', ')})` : status)).join('; ');
}

/**
 * What the front does with a request's `Prefer`: nothing (`{}`), refuse it, or forward it with the
 * documenting status added (`prefer`); `status` is the status the answer will have, when Prefer names one.
 */
export function checkPrefer(op: Operation, header: string | undefined): { refusal?: PreferRefusal; prefer?: string; status?: string } {
  const wanted = preferences(header);
  if (wanted.code === undefined && wanted.example === undefined) return {};
  const menu = documentedAnswers(op);
  const refuse = (code: PreferRefusal['code'], what: string): { refusal: PreferRefusal } => ({
    refusal: { status: 400, code, param: 'Prefer', message: `${what}. ${op.operationId} documents: ${menuText(menu)}` },
  });
  if (wanted.code !== undefined && !menu.has(wanted.code)) return refuse('unknown_status', `Prefer asks for status ${wanted.code}, which ${op.operationId} does not document`);
  if (wanted.example === undefined) return { status: wanted.code };
  if (wanted.code !== undefined) {
    if (menu.get(wanted.code)!.includes(wanted.example)) return { status: wanted.code };
    return refuse('unknown_example', `Prefer asks for example ${wanted.example}, which ${op.operationId} does not document for status ${wanted.code}`);
  }
  const statuses = [...menu].filter(([, names]) => names.includes(wanted.example!)).map(([status]) => status);
  if (statuses.length === 0) return refuse('unknown_example', `Prefer asks for example ${wanted.example}, which ${op.operationId} does not document`);
  const success = [...menu.keys()].filter((s) => /^2\d\d$/.test(s)).sort()[0];
  if (success !== undefined && statuses.includes(success)) return { status: success };
  return { prefer: `${header}, code=${statuses[0]}`, status: statuses[0] };
}

/**
 * The Accept to forward so Prism can serve `status`, or undefined to forward the request's own. An SDK
 * asks for its success's media type only (`Accept: audio/wav`), but the service answers its errors in
 * JSON whatever the request accepts, and so must the mock: Prism, given an Accept none of the status's
 * media types meets, answers 500 or falls back to another status. So the status's media types are added.
 */
export function acceptFor(op: Operation, status: string, accept: string | undefined): string | undefined {
  const types = Object.keys((op.spec.responses as Json | undefined)?.[status]?.content ?? {});
  if (types.length === 0 || accept === undefined) return undefined;
  const ranges = accept.split(',').map((part) => part.split(';')[0]!.trim().toLowerCase());
  const met = (type: string) => ranges.some((range) => range === '*/*' || range === type || (range.endsWith('/*') && type.startsWith(range.slice(0, -1))));
  return types.some(met) ? undefined : `${accept}, ${types.join(', ')}`;
}
