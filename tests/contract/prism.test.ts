// Every operation of the contract against the Prism mock: a valid request built from the examples gets the
// documented status and schema; a secured one without credentials gets 401; a body that breaks the schema
// gets a 4xx with the error object. Operations are read from the contract, so a new one is covered here
// with no change to this file.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPrism, type RunningServer } from '../../scripts/lib/servers.ts';
import { type Operation, operations, readContract } from '../../openapi/lib/contract.ts';
import { schemaErrors } from '../../openapi/lib/schema-errors.ts';
import { exampleRequest, successStatus } from './example-request.ts';

const contract = readContract();
const ops = operations(contract);
let prism: RunningServer;

beforeAll(async () => {
  prism = await startPrism();
});
afterAll(async () => {
  await prism?.stop();
});

async function decode(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return response.json();
  return response.text();
}

function expectErrorBody(op: Operation, status: number, body: unknown) {
  const documented = op.spec.responses[String(status)];
  expect(documented, `${op.operationId}: status ${status} is not documented`).toBeDefined();
  expect(schemaErrors(documented.content['application/json'].schema, body)).toBeNull();
  expect((body as any).error).toMatchObject({ type: expect.any(String), code: expect.any(String), message: expect.any(String) });
}

const withBody = ops.filter((op) => op.spec.requestBody?.content?.['application/json']);

describe('valid example requests get the documented success', () => {
  test.each(ops.map((op) => [op.operationId, op] as const))('%s', async (_id, op) => {
    const request = exampleRequest(op, prism.url);
    const response = await fetch(request.url, request.init);
    const status = successStatus(op);
    const body = await decode(response);
    expect(response.status, JSON.stringify(body)).toBe(Number(status));
    const documented = op.spec.responses[status];
    const mediaType = request.init.headers.Accept!;
    expect(response.headers.get('content-type')).toContain(mediaType);
    expect(schemaErrors(documented.content[mediaType].schema, body)).toBeNull();
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(new RegExp(documented.headers['X-Request-Id'].schema.pattern));
  });
});

describe('secured operations refuse a request without credentials', () => {
  test.each(ops.filter((op) => op.security.length > 0).map((op) => [op.operationId, op] as const))('%s', async (_id, op) => {
    const request = exampleRequest(op, prism.url, { credentials: false });
    const response = await fetch(request.url, request.init);
    const body = await response.json();
    expect(response.status).toBe(401);
    expectErrorBody(op, 401, body);
  });
});

describe('schema-violating bodies get a 4xx with the error object', () => {
  test.each(withBody.map((op) => [op.operationId, op] as const))('%s: wrong type', async (_id, op) => {
    const request = exampleRequest(op, prism.url);
    const response = await fetch(request.url, { ...request.init, body: JSON.stringify(['not', 'an', 'object']) });
    const body = await response.json();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expectErrorBody(op, response.status, body);
  });

  const withRequired = withBody.filter((op) => op.spec.requestBody.content['application/json'].schema.required?.length);
  test.each(withRequired.map((op) => [op.operationId, op] as const))('%s: required field missing', async (_id, op) => {
    const request = exampleRequest(op, prism.url);
    const required: string = op.spec.requestBody.content['application/json'].schema.required[0];
    const { [required]: _dropped, ...rest } = request.body as Record<string, unknown>;
    const response = await fetch(request.url, { ...request.init, body: JSON.stringify(rest) });
    const body = await response.json();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expectErrorBody(op, response.status, body);
  });
});

describe('QA can pick a documented response with the Prefer header', () => {
  test('Prefer: code=409, example=order_not_deletable', async () => {
    const op = ops.find((o) => o.operationId === 'manageOrder')!;
    const request = exampleRequest(op, prism.url);
    request.init.headers.Prefer = 'code=409, example=order_not_deletable';
    const response = await fetch(request.url, request.init);
    const body = await response.json();
    expect(response.status).toBe(409);
    expect(body.error.code).toBe('order_not_deletable');
  });
});

describe('an error Prefer asks for is served in its documented type whatever the request accepts', () => {
  // An SDK accepts its success's media type only; the service answers errors in JSON regardless.
  test.each([
    ['createSpeech', 'code=401', 401],
    ['createSpeech', 'code=429', 429],
    ['notifyPayapp', 'code=400, example=invalid_parameter', 400],
    ['notifyPayapp', 'code=503', 503],
  ])('%s with Accept of its success only, Prefer: %s', async (operationId, prefer, status) => {
    const op = ops.find((o) => o.operationId === operationId)!;
    const request = exampleRequest(op, prism.url);
    const success = Object.keys(op.spec.responses[successStatus(op)].content ?? {})[0]!;
    expect(success).not.toBe('application/json');
    request.init.headers.Accept = success;
    request.init.headers.Prefer = prefer;
    const response = await fetch(request.url, request.init);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/json');
    expectErrorBody(op, status, await response.json());
  });
});
