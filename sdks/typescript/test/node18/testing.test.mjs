// The testing kit (orbit-sdk/testing) as built, on the Node.js it runs under (the suite runs it on Node 18 with
// `node --test`): fixtures checked at build time, the fake running the SDK's renewal, a call nobody registered,
// and useWorld() with node:test's own hooks against the bundled reference server ORBIT_REFERENCE_SERVER names.
import assert from 'node:assert/strict';
import { after, afterEach, beforeEach, describe, test } from 'node:test';
import { answers, FakeOrbit, fixtures, InvalidFixtureError, UnexpectedCallError, useWorld } from 'orbit-sdk/testing';

const PHONE = '+8613800138000';

test('a fixture the contract refuses fails where it is built, naming the field', () => {
  assert.equal(fixtures.order({ status: 'cancelled' }).status, 'cancelled');
  assert.throws(() => fixtures.order({ status: 'lost' }), (e) => e instanceof InvalidFixtureError && e.field === 'Order.status');
});

test('the fake runs the SDK renewal and fails loudly on a call nobody registered', async () => {
  const fake = new FakeOrbit({ accessToken: 'at_0000000000000000old', refreshToken: 'rt_000000000000000001' });
  fake.on('orders.list', answers.sequence(answers.error({ status: 401, code: 'token_expired' }), fixtures.orderList()));
  fake.on('auth.unifiedLogin', fixtures.authSession({ access_token: 'at_0000000000000000new' }));
  await fake.client.orders.list();
  assert.deepEqual(fake.calls.map((c) => c.operation), ['orders.list', 'auth.unifiedLogin', 'orders.list']);
  assert.equal(fake.calls[2].headers.authorization, 'Bearer at_0000000000000000new');
  await assert.rejects(fake.client.packages.list(), UnexpectedCallError);
});

describe('a world per test, with node:test hooks', () => {
  const world = useWorld({ beforeEach, afterEach, after }, 'node-test');
  const names = [];

  test('reads an SMS code of its own world', async () => {
    const { client, sandbox, name } = world();
    names.push(name);
    await client.auth.sendSmsCode({ phone: PHONE });
    const { code } = await sandbox.lastSms({ phone: PHONE });
    const session = await client.auth.unifiedLogin({ mode: 'sms', phone: PHONE, code });
    assert.ok(session.access_token);
  });

  test('gets a fresh world', async () => {
    const { sandbox, name } = world();
    names.push(name);
    assert.notEqual(names[0], names[1]);
    await assert.rejects(sandbox.lastSms({ phone: PHONE }), (e) => e.status === 404);
  });
});
