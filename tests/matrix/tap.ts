// The contract-violation tap: a small loopback proxy in front of a Prism (the mock, or the validation
// proxy before the reference server) that records every answer's `sl-violations` header and every
// problem+json answer of Prism's own, attributed to the scenario step by the `X-Matrix-Step` header the
// matrix sends with every SDK call (`<cell id>|<step index>`).
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { freePort } from '../../scripts/lib/servers.ts';

export interface Violation {
  stepId: string;
  status: number;
  kind: 'security' | 'request-body' | 'request-query' | 'other';
  detail: string;
}

export interface Tap {
  url: string;
  violations: Violation[];
  close: () => Promise<void>;
}

export const STEP_HEADER = 'X-Matrix-Step';

function classify(detail: string, status: number, problemType?: string): Violation['kind'] {
  if (problemType?.endsWith('#UNAUTHORIZED')) return 'security';
  try {
    const list = JSON.parse(detail);
    if (Array.isArray(list) && list.length > 0 && list.every((v: { code?: number; message?: string }) => v?.code === 401 || /security/i.test(String(v?.message)))) return 'security';
    // A request body the contract does not describe, sent on purpose (a field newer than the SDK).
    if (Array.isArray(list) && list.length > 0 && list.every((v: { location?: unknown[] }) => v?.location?.[0] === 'request' && v.location[1] === 'body')) return 'request-body';
    // A query value the contract refuses, sent on purpose past the SDK's checks (the coverage scenarios' 400s).
    if (Array.isArray(list) && list.length > 0 && list.every((v: { location?: unknown[] }) => v?.location?.[0] === 'request' && v.location[1] === 'query')) return 'request-query';
  } catch {
    // not JSON
  }
  return status === 401 && /security/i.test(detail) ? 'security' : 'other';
}

/**
 * The answer's `sl-violations`, without the response-body ones of a server-sent-events answer: Prism
 * validates an event stream's whole text as one JSON document against the chunk schema (it cannot read
 * events), which always fails; the SDKs decode every chunk into its type instead.
 */
function slViolations(answer: IncomingMessage): string | undefined {
  const sl = answer.headers['sl-violations'];
  if (!sl || !String(answer.headers['content-type'] ?? '').startsWith('text/event-stream')) return sl ? String(sl) : undefined;
  try {
    const kept = (JSON.parse(String(sl)) as { location?: string[] }[]).filter((v) => !(v.location?.[0] === 'response' && v.location?.[1] === 'body'));
    return kept.length ? JSON.stringify(kept) : undefined;
  } catch {
    return String(sl);
  }
}

export async function startTap(upstream: string): Promise<Tap> {
  const target = new URL(upstream);
  const violations: Violation[] = [];
  const server: Server = createServer((req, res) => {
    const stepId = String(req.headers[STEP_HEADER.toLowerCase()] ?? `(no ${STEP_HEADER} header)`);
    const forward = httpRequest(
      { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer: IncomingMessage) => {
        const status = answer.statusCode ?? 0;
        const sl = slViolations(answer);
        if (sl) violations.push({ stepId, status, kind: classify(String(sl), status), detail: `${req.method} ${req.url} -> ${status}: sl-violations ${sl}` });
        // Prism's own answer (a refused request, or a response violation under --errors); reported once
        // per answer: when it also carries sl-violations, that entry already names the problem.
        const problem = String(answer.headers['content-type'] ?? '').includes('problem+json');
        res.writeHead(status, answer.headers);
        if (!problem) {
          answer.pipe(res);
          return;
        }
        let body = '';
        answer.on('data', (c) => (body += c));
        answer.on('end', () => {
          let type: string | undefined;
          try {
            type = JSON.parse(body).type;
          } catch {
            // keep the text
          }
          if (!sl) violations.push({ stepId, status, kind: classify(body, status, type), detail: `${req.method} ${req.url} -> ${status}: Prism answered ${body.slice(0, 600)}` });
          res.end(body);
        });
      },
    );
    forward.on('error', (error) => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`matrix tap: upstream error ${error.message}`);
    });
    // A client that gave up (a timeout) closes its side: close the upstream request too.
    res.on('close', () => forward.destroy());
    req.pipe(forward);
  });
  return { ...(await listenOnLoopback(server)), violations };
}

/** Starts a recording proxy's server on a free loopback port; `close` also ends its open connections. */
export async function listenOnLoopback(server: Server): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
