// What a request's URL says, as every plugin reads it: its path without the query, and whether it is a
// route of the QA sandbox (whose requests are not the API's: not logged, not counted, never faulted or
// rewritten).
import type { FastifyRequest } from 'fastify';

export const isSandbox = (request: FastifyRequest) => request.url.startsWith('/__sandbox/') || request.url === '/__sandbox';

/** The URL's path, without the query. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/** A request header given once, else null. */
export function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}
