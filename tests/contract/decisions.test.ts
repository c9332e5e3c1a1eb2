// Static checks that the contract covers the spec and carries the decisions made once for every operation.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { operations, readContract } from '../../openapi/lib/contract.ts';

const contract = readContract();
const ops = operations(contract);
const spec = JSON.parse(readFileSync(new URL('./spec-endpoints.json', import.meta.url), 'utf8'));

const ERROR_TYPE_BY_STATUS: Record<string, string> = {
  '400': 'invalid_request_error',
  '401': 'authentication_error',
  '402': 'payment_required_error',
  '403': 'permission_error',
  '404': 'not_found_error',
  '409': 'conflict_error',
  '429': 'rate_limit_error',
  '500': 'api_error',
  '503': 'api_error',
};
const PUBLIC = ['sendSmsCode', 'unifiedLogin', 'miniappLogin', 'userLogin', 'listPackages', 'listModels', 'notifyChatpay', 'notifyPayapp'];
const MONEY_MOVING = ['createPayment', 'applyWithdrawal', 'deductBalance'];

describe('coverage of the service spec', () => {
  test.each(spec.rows as { method: string; path: string; action?: { in: string; value: string } }[])(
    '$method $path $action.value',
    (row) => {
      const op = ops.find((o) => o.method === row.method.toLowerCase() && o.path === row.path);
      expect(op, `no operation for ${row.method} ${row.path}`).toBeDefined();
      if (!row.action) return;
      const enumValues =
        row.action.in === 'query'
          ? op!.spec.parameters?.find((p: any) => p.in === 'query' && p.name === 'action')?.schema?.enum
          : op!.spec.requestBody?.content?.['application/json']?.schema?.properties?.action?.enum;
      expect(enumValues, `${op!.operationId} has no action enum`).toContain(row.action.value);
    },
  );

  test('the spec has 23 rows and the contract no operation beyond them', () => {
    expect(spec.rows).toHaveLength(23);
    const rowKeys = new Set(spec.rows.map((r: any) => `${r.method.toLowerCase()} ${r.path}`));
    expect(ops.map((o) => `${o.method} ${o.path}`).filter((k) => !rowKeys.has(k))).toEqual([]);
  });

  test('body-field actions are a plain enum field, not a oneOf', () => {
    const body = ops.find((o) => o.operationId === 'manageOrder')!.spec.requestBody.content['application/json'].schema;
    expect(body.oneOf).toBeUndefined();
    expect(body.properties.action.enum).toEqual(['cancel', 'delete']);
  });
});

describe('every operation is documented', () => {
  test('operationIds are unique', () => {
    const ids = ops.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test.each(ops.map((o) => [o.operationId, o] as const))('%s', (_id, op) => {
    expect(op.spec.tags).toHaveLength(1);
    expect(op.spec.summary).toBeTruthy();
    expect(op.spec.description).toBeTruthy();
    expect(op.spec['x-sdk-method']).toMatch(/^[a-z][A-Za-z0-9]*$/);
    const statuses = Object.keys(op.spec.responses);
    expect(statuses.some((s) => /^2/.test(s))).toBe(true);
    expect(statuses.some((s) => /^4/.test(s))).toBe(true);
    expect(statuses).toEqual(expect.arrayContaining(['400', '429', '500']));
    for (const [status, response] of Object.entries<any>(op.spec.responses)) {
      expect(response.headers?.['X-Request-Id'], `${status} lacks X-Request-Id`).toBeDefined();
      if (status === '429') expect(response.headers?.['Retry-After'], '429 lacks Retry-After').toBeDefined();
    }
  });

  test('SDK method names are unique within each tag, action methods included', () => {
    const names = ops.flatMap((o) => [
      `${o.spec.tags[0]}.${o.spec['x-sdk-method']}`,
      ...(o.spec['x-sdk-actions'] ?? []).map((a: any) => `${o.spec.tags[0]}.${a.method}`),
    ]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('decisions applied everywhere', () => {
  test('both credentials are bearer tokens, each its own scheme', () => {
    const schemes = contract.components.securitySchemes;
    expect(schemes.loginToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  test('public operations are exactly the spec-public ones; /api/v1 uses the API key, the rest the login token', () => {
    expect(ops.filter((o) => o.security.length === 0).map((o) => o.operationId).sort()).toEqual([...PUBLIC].sort());
    for (const op of ops.filter((o) => o.security.length > 0)) {
      const scheme = Object.keys(op.spec.security[0])[0];
      expect(scheme, op.operationId).toBe(op.path.startsWith('/api/v1/') ? 'apiKey' : 'loginToken');
      expect(op.spec.responses['401'], `${op.operationId} must document 401`).toBeDefined();
    }
  });

  test('money-moving POSTs take an Idempotency-Key', () => {
    const withKey = ops.filter((o) => o.spec.parameters?.some((p: any) => p.in === 'header' && p.name === 'Idempotency-Key'));
    expect(withKey.map((o) => o.operationId).sort()).toEqual([...MONEY_MOVING].sort());
  });

  test('money is integer minor units with a currency; order numbers begin with ORD', () => {
    const money = contract.components.schemas.Money;
    expect(money.properties.amount).toMatchObject({ type: 'integer', format: 'int64' });
    expect(money.required).toEqual(['amount', 'currency']);
    expect(contract.components.schemas.OrderNo.pattern.startsWith('^ORD')).toBe(true);
  });

  test('order list pagination: page >= 1 default 1, limit 1..100 default 20, and the page envelope', () => {
    const params = Object.fromEntries(ops.find((o) => o.operationId === 'listOrders')!.spec.parameters.map((p: any) => [p.name, p.schema]));
    expect(params.page).toMatchObject({ minimum: 1, default: 1 });
    expect(params.limit).toMatchObject({ minimum: 1, maximum: 100, default: 20 });
    expect(contract.components.schemas.OrderList.required).toEqual(['items', 'page', 'limit', 'total', 'has_more']);
    expect(contract.components.schemas.OrderStatus.enum).toEqual(expect.arrayContaining(['pending', 'paid', 'completed', 'cancelled', 'refunded']));
  });

  test('every error example carries the error type of its status', () => {
    for (const op of ops) {
      for (const [status, response] of Object.entries<any>(op.spec.responses)) {
        if (!/^[45]/.test(status)) continue;
        for (const example of Object.values<any>(response.content?.['application/json']?.examples ?? {})) {
          expect(example.value.error?.type, `${op.operationId} ${status}`).toBe(ERROR_TYPE_BY_STATUS[status]);
        }
      }
    }
  });

  // Examples (parsing, never null, schemas, the event stream) are checked in examples.test.ts.
});
