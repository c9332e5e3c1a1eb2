// The mock says what it can answer (issue 23): a `Prefer` naming a status or an example the operation
// does not document gets 400 unknown_status / unknown_example in the operation's documented 400 shape,
// listing every status and example it does document; an example named without a code is served from
// the status that documents it. Against the real Prism behind the front, every operation of the contract.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { documentedAnswers } from '../../mock-server/prism-front/prefer.ts';
import { deref, type Operation, operations, readContract } from '../../openapi/lib/contract.ts';
import { schemaErrors } from '../../openapi/lib/schema-errors.ts';
import { exampleRequest } from '../contract/example-request.ts';
import { startPrism, type RunningServer } from '../../scripts/lib/servers.ts';

const contract = readContract();
const ops = operations(contract);
let mock: RunningServer;
beforeAll(async () => {
  mock = await startPrism();
});
afterAll(() => mock?.stop());

/** The operation's request built from the contract's examples, with `Prefer` set. */
async function ask(op: Operation, prefer: string, accept?: string): Promise<{ status: number; body: any }> {
  const request = exampleRequest(op, mock.url);
  const headers = { ...request.init.headers, Prefer: prefer, ...(accept && { Accept: accept }) };
  const answer = await fetch(request.url, { ...request.init, headers });
  const json = answer.headers.get('content-type')?.includes('json');
  return { status: answer.status, body: json ? await answer.json() : await answer.text() };
}

function expectRefusal(op: Operation, answer: { status: number; body: any }, code: string) {
  expect(answer.status).toBe(400);
  const schema = deref(op.spec.responses['400'].content['application/json'].schema, contract);
  expect(schemaErrors(schema, answer.body)).toBeNull();
  expect(answer.body.error).toMatchObject({ code, param: 'Prefer' });
  for (const [status, names] of documentedAnswers(op)) {
    expect(answer.body.error.message).toContain(names.length ? `${status} (examples: ${names.join(', ')})` : status);
  }
}

describe('Prefer on the mock', () => {
  test.each(ops.map((op) => [op.operationId, op] as const))('%s: an undocumented status or example is refused with the menu', async (_, op) => {
    expectRefusal(op, await ask(op, 'code=418'), 'unknown_status');
    expectRefusal(op, await ask(op, 'code=abc'), 'unknown_status');
    expectRefusal(op, await ask(op, 'example=no_such_example'), 'unknown_example');
    const [status] = [...documentedAnswers(op).keys()];
    expectRefusal(op, await ask(op, `code=${status}, example=no_such_example`), 'unknown_example');
  });

  test('an example named without a code is served from the status that documents it', async () => {
    const op = ops.find((o) => o.operationId === 'manageOrder')!;
    const answer = await ask(op, 'example=order_not_deletable');
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('order_not_deletable');
  });

  test('documented statuses and examples are still served as documented', async () => {
    for (const op of ops) {
      for (const [status, names] of documentedAnswers(op)) {
        if (!names[0]) continue;
        // Accept names the media type of that answer (Prism serves an example only in the type asked for).
        const [accept] = Object.keys(op.spec.responses[status].content);
        const answer = await ask(op, `code=${status}, example=${names[0]}`, accept);
        expect(answer.status, `${op.operationId} ${status} ${names[0]}`).toBe(Number(status));
      }
    }
  });
});
