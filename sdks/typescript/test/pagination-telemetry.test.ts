// Pagination over all orders, and telemetry: the User-Agent / X-Orbit-Client header and the
// request id on results, streams, binary answers and errors.
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundError, Orbit, VERSION, type Order } from '../src/index';
import { browserInfo, clientHeader, detectRuntime } from '../src/core/platform';
import { apiError, json, REQUEST_ID, responseExample, startDouble, type Double } from './helpers';

let double: Double | undefined;
afterEach(async () => {
  await double?.close();
  double = undefined;
});

const orderNo = (i: number) => `ORD20260526083000ORDER00${i}`;
const ORDER = responseExample('listOrders').items[0];

/** Five orders, served page by page like the contract's listOrders. */
async function ordersService(total = 5) {
  return startDouble((req, res) => {
    const page = Number(req.query.get('page') ?? 1);
    const limit = Number(req.query.get('limit') ?? 20);
    const all = Array.from({ length: total }, (_, i) => ({ ...ORDER, order_no: orderNo(i + 1), status: 'completed' }));
    const items = all.slice((page - 1) * limit, page * limit);
    json(res, 200, { items, page, limit, total, has_more: page * limit < total });
  });
}

describe('pagination', () => {
  it('listAutoPaging iterates over every order across pages, in order', async () => {
    double = await ordersService();
    const client = new Orbit({ baseURL: double.url, accessToken: 'at_x' });
    const seen: string[] = [];
    for await (const order of client.orders.listAutoPaging({ limit: 2, status: 'completed' })) seen.push((order as Order).order_no);
    expect(seen).toEqual([1, 2, 3, 4, 5].map(orderNo));
    expect(double.requests.map((r) => r.query.toString())).toEqual([
      'page=1&limit=2&status=completed',
      'page=2&limit=2&status=completed',
      'page=3&limit=2&status=completed',
    ]);
    expect(double.requests.every((r) => r.headers.authorization === 'Bearer at_x')).toBe(true);
  });

  it('fetches pages lazily, starts at the page asked for, and stops on an empty page', async () => {
    double = await ordersService();
    const client = new Orbit({ baseURL: double.url, accessToken: 'at_x' });
    for await (const order of client.orders.listAutoPaging({ limit: 2 })) {
      expect(order.order_no).toBe(orderNo(1));
      break;
    }
    expect(double.requests).toHaveLength(1);
    expect(await client.orders.listAutoPaging({ page: 2, limit: 2 }).toArray()).toHaveLength(3);
    expect(await client.orders.listAutoPaging({ limit: 2 }).toArray(3)).toHaveLength(3);
    const pages = [];
    for await (const page of client.orders.listAutoPaging({ limit: 5 }).pages()) pages.push(page.page);
    expect(pages).toEqual([1]);
  });

  it('an empty list ends at once', async () => {
    double = await ordersService(0);
    const client = new Orbit({ baseURL: double.url, accessToken: 'at_x' });
    expect(await client.orders.listAutoPaging().toArray()).toEqual([]);
    expect(double.requests).toHaveLength(1);
  });
});

describe('telemetry', () => {
  it(`sends User-Agent orbit-sdk-typescript/${VERSION} (node <version>; <os>)`, async () => {
    double = await startDouble((_req, res) => json(res, 200, { items: [] }));
    const client = new Orbit({ baseURL: double.url });
    await client.packages.list();
    const os = process.platform === 'win32' ? 'windows' : process.platform;
    const expected = `orbit-sdk-typescript/3.4.0 (node ${process.versions.node}; ${os})`;
    expect(double.requests[0]!.headers['user-agent']).toBe(expected);
    expect(client.userAgent).toBe(expected);
    expect(double.requests[0]!.headers['x-orbit-client']).toBeUndefined();
  });

  it('in a Cloudflare Worker names workerd, not the Node.js its compatibility layer reports', () => {
    const own = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'Cloudflare-Workers' }, configurable: true });
    try {
      expect(detectRuntime().runtime).toBe('workerd');
    } finally {
      if (own) Object.defineProperty(globalThis, 'navigator', own);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
    expect(detectRuntime().runtime).toBe('node');
  });

  it('in browsers sends the same value as X-Orbit-Client', () => {
    const chrome = browserInfo('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36');
    expect(clientHeader(chrome, '3.4.0')).toEqual(['X-Orbit-Client', 'orbit-sdk-typescript/3.4.0 (chrome 126.0.0.0; windows)']);
    const safari = browserInfo('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1');
    expect(clientHeader(safari, '3.4.0')[1]).toBe('orbit-sdk-typescript/3.4.0 (safari 17.5; ios)');
    const firefox = browserInfo('Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0');
    expect(clientHeader(firefox, '3.4.0')[1]).toBe('orbit-sdk-typescript/3.4.0 (firefox 127.0; linux)');
  });

  it('puts the request id on results (non-enumerable _requestId, withResponse) and on errors', async () => {
    double = await startDouble((req, res) =>
      req.path === '/api/user/packages' ? json(res, 200, { items: [] }) : apiError(res, 404, 'not_found_error', 'order_not_found', {}, 'req_MISSING000000001'),
    );
    const client = new Orbit({ baseURL: double.url, accessToken: 'at_x', maxRetries: 0 });
    const list = await client.packages.list();
    expect((list as { _requestId?: string })._requestId).toBe(REQUEST_ID);
    expect(Object.keys(list)).toEqual(['items']);
    const { data, response, requestId } = await client.packages.list().withResponse();
    expect(requestId).toBe(REQUEST_ID);
    expect(response.headers.get('x-request-id')).toBe(REQUEST_ID);
    expect(data.items).toEqual([]);
    expect((await client.packages.list().asResponse()).status).toBe(200);
    const error = (await client.orders.cancel({ order_no: 'ORD20260526083000MISSING1' }).catch((e: unknown) => e)) as NotFoundError;
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.requestId).toBe('req_MISSING000000001');
  });
});
