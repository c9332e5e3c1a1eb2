// The contract's CORS convention (its info.description, "CORS"), read from the documents' operations, for both
// servers: the reference server (reference/src/plugins/common.ts) and the Prism front (prism-front/front.ts)
// answer a preflight with the same headers, built here.
//
// A preflight on any path of a document allows the methods of ALL the document's operations, not only the
// path's: a preflight is no access control (credentials are bearer tokens, the origin is `*`), and a method the
// path lacks then reaches the server and gets the contract's readable `404 route_not_found`, where a per-path
// list would make the browser fail the call with an opaque CORS error. It is also what Stripe's and GitHub's
// APIs answer (one list on every path), and one answer per document is cacheable and easy to state.
// The allowed headers: Authorization, Content-Type, every request header an operation declares (a header
// parameter: Idempotency-Key, the provider signature headers ...) and the SDKs' browser client header
// (x-sdk-runtime.user_agent.browser_header), plus the sandbox's own headers when the browser asks for them.
import { type Json, METHODS, operations, resolve } from '../../openapi/lib/contract.ts';

/** What every answer lets a page read (the convention's Access-Control-Expose-Headers). */
export const EXPOSED = 'X-Request-Id, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Idempotent-Replayed';

/** Seconds a browser may keep a preflight's answer. */
const MAX_AGE = '600';

/** The usual order of methods in an Allow list (3.4.0 answers "GET, POST"). */
const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'] as const satisfies readonly (typeof METHODS)[number][];

/** Always allowed: the credential and the body's media type. */
const ALWAYS = ['Authorization', 'Content-Type'];

/** The sandbox's own request headers (worlds, the answer mode), allowed only when a preflight asks for them. */
const SANDBOX_HEADERS = ['Orbit-Sandbox', 'Orbit-Sandbox-Mode'];

/** A document path template as a pattern of whole request paths (`{widget_id}` is one segment). */
export function pathPattern(template: string): RegExp {
  return new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);
}

/** The preflight answer for one document's paths. */
export interface CorsDocument {
  /** Access-Control-Allow-Methods: the methods of the document's operations. */
  methods: string;
  /** Whether `path` is a path of the document (its templates filled in). */
  covers: (path: string) => boolean;
}

export function corsDocument(doc: Json): CorsDocument {
  const ops = operations(doc);
  const methods = METHOD_ORDER.filter((m) => ops.some((o) => o.method === m)).map((m) => m.toUpperCase()).join(', ');
  const literal = new Set(ops.map((o) => o.path).filter((p) => !p.includes('{')));
  const templated = [...new Set(ops.map((o) => o.path).filter((p) => p.includes('{')))].map(pathPattern);
  return { methods, covers: (path) => literal.has(path) || templated.some((t) => t.test(path)) };
}

/** Access-Control-Allow-Headers of the API `doc`, without the sandbox's: see the file's comment. */
export function allowedHeaders(doc: Json): string[] {
  const names = [...ALWAYS];
  const add = (name: string | undefined) => {
    if (name && !names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
  };
  const declared = (param: Json) => {
    const resolved = resolve(doc, param);
    if (resolved?.in === 'header') add(resolved.name);
  };
  for (const item of Object.values<Json>(doc.paths ?? {})) (resolve(doc, item).parameters ?? []).forEach(declared);
  for (const op of operations(doc)) (op.spec.parameters ?? []).forEach(declared);
  add(doc['x-sdk-runtime']?.user_agent?.browser_header);
  return names;
}

/** Whether a request is a CORS preflight (OPTIONS naming the method it prepares). */
export function isPreflight(method: string | undefined, requestMethod: unknown): boolean {
  return method === 'OPTIONS' && typeof requestMethod === 'string' && requestMethod.length > 0;
}

/**
 * The headers of a preflight's 204 (besides X-Request-Id): `allowed` from allowedHeaders(), `methods` of the
 * document the path belongs to; the sandbox's headers when `sandbox` is on and the browser asks to send them
 * (a browser test selecting a world), so other preflights answer exactly what the contract says.
 */
export function preflightHeaders(methods: string, allowed: string[], requested: string | undefined, sandbox: boolean): Record<string, string> {
  const asked = new Set((requested ?? '').split(',').map((h) => h.trim().toLowerCase()));
  const extra = sandbox ? SANDBOX_HEADERS.filter((h) => asked.has(h.toLowerCase())) : [];
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': EXPOSED,
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Allow-Headers': [...allowed, ...extra].join(', '),
    'Access-Control-Max-Age': MAX_AGE,
  };
}
