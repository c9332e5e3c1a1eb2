// Test helpers: the contract, and a scriptable test-double HTTP server on 127.0.0.1.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'yaml';
import { CONTRACT } from '../../../scripts/lib/paths.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const contract: any = parse(readFileSync(CONTRACT, 'utf8'));

/** `<tag>.<method>` of every SDK method the contract defines (x-sdk-method, or each x-sdk-actions method). */
export function contractMethods(): { key: string; operationId: string }[] {
  const out: { key: string; operationId: string }[] = [];
  for (const item of Object.values<Record<string, any>>(contract.paths)) {
    for (const method of ['get', 'put', 'post', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const names: string[] = op['x-sdk-actions'] ? op['x-sdk-actions'].map((a: { method: string }) => a.method) : [op['x-sdk-method']];
      for (const name of names) out.push({ key: `${op.tags[0]}.${name}`, operationId: op.operationId });
    }
  }
  return out;
}

function findOperation(operationId: string): any {
  for (const item of Object.values<Record<string, any>>(contract.paths)) {
    for (const op of Object.values<any>(item)) if (op?.operationId === operationId) return op;
  }
  throw new Error(`no operation ${operationId}`);
}

function deref(node: any): any {
  while (node?.$ref) node = node.$ref.replace(/^#\//, '').split('/').reduce((a: any, k: string) => a[k], contract);
  return node;
}

/** The success answer's example (the first, or the one named) of an operation. */
export function responseExample(operationId: string, name?: string, mediaType?: string): any {
  const op = findOperation(operationId);
  const code = Object.keys(op.responses).find((c) => c.startsWith('2'))!;
  const content = deref(op.responses[code]).content;
  const media = content[mediaType ?? Object.keys(content)[0]!];
  const examples = media.examples;
  return deref(name ? examples[name] : Object.values(examples)[0]).value;
}

export interface Recorded {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  json: any;
}

export type Handler = (req: Recorded, res: ServerResponse, index: number) => unknown;

export interface Double {
  url: string;
  requests: Recorded[];
  close: () => Promise<void>;
}

/** A node:http test double on 127.0.0.1 (an OS-chosen free port); `handler` scripts every answer. */
export async function startDouble(handler: Handler): Promise<Double> {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      const recorded: Recorded = { method: req.method ?? '', url: req.url ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body, json };
      requests.push(recorded);
      Promise.resolve(handler(recorded, res, requests.length - 1)).catch((error) => {
        res.statusCode = 599;
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const REQUEST_ID = 'req_TEST0000000001';

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'X-Request-Id': REQUEST_ID, ...headers });
  res.end(JSON.stringify(body));
}

export function apiError(res: ServerResponse, status: number, type: string, code: string, headers: Record<string, string> = {}, requestId = REQUEST_ID): void {
  json(res, status, { error: { type, code, message: `${code} happened`, request_id: requestId } }, { 'X-Request-Id': requestId, ...headers });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const SESSION = (n: number) => ({
  access_token: `at_access000000000000${n}`,
  token_type: 'Bearer',
  expires_in: 7200,
  expires_at: '2026-05-26T10:30:00Z',
  refresh_token: `rt_refresh00000000000${n}`,
  refresh_expires_in: 2592000,
  user: { id: 'usr_4K6M8P0R2T4V6X8Z', membership: { active: false, level: 'free' }, credits: 0, balance: { amount: 0, currency: 'CNY' }, invite_code: 'K7Q2M9XA', created_at: '2026-05-01T00:00:00Z' },
});
