// Requests Node's HTTP parser refuses before Fastify sees them (a header section, request line
// included, over MAX_HEADER_BYTES; malformed HTTP; headers that never finish arriving). Fastify's
// default answers these itself (431 with its own body, no X-Request-Id, no CORS); here they get the
// contract's error body with a status the contract documents: 400, code `request_too_large` for
// the oversized ones (a 64 KB query, 10,000 repeated parameters, a 20 KB Authorization) and
// `invalid_parameter` for the rest. The connection is closed after the answer, as Node does.
import type { FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { requestLimits } from '../../../openapi/lib/contract.ts';
import { errorBody } from './errors.ts';
import { requestId } from './ids.ts';
import { bucketOf, countRequest, rateLimitHeaders } from './rate-limit.ts';
import { EXPOSED } from './cors.ts';

/** Largest header section (request line and headers) the server reads: the contract's x-request-limits header_bytes. */
export const MAX_HEADER_BYTES = requestLimits().header_bytes;

function answer(error: NodeJS.ErrnoException): { code: string; message: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { code: 'request_too_large', message: `The request line and headers are larger than ${MAX_HEADER_BYTES / 1024} KiB` };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return { code: 'invalid_parameter', message: 'The request did not arrive completely in time' };
    default:
      return { code: 'invalid_parameter', message: 'The request is not well-formed HTTP' };
  }
}

/**
 * Fastify's `clientErrorHandler` (called with the app as `this`): the contract's error answer written
 * straight to the socket. No header could be read, so the request counts against its client
 * address in the default world, like any request without credentials.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const id = requestId();
    const { code, message } = answer(error);
    const body = JSON.stringify(errorBody(400, code, message, id));
    const limits = Object.entries(rateLimitHeaders(countRequest(this.orbit, bucketOf(undefined, socket.remoteAddress))));
    socket.write(
      [
        `HTTP/1.1 400 ${STATUS_CODES[400]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `X-Request-Id: ${id}`,
        ...limits.map(([name, value]) => `${name}: ${value}`),
        'Access-Control-Allow-Origin: *',
        `Access-Control-Expose-Headers: ${EXPOSED}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy();
}
