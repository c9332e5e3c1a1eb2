// The bad-input suite (issue 14): every case of corpus.ts against both servers QA uses, the Prism mock
// (startPrism(): Prism behind mock-server/prism-front) and the reference server (mock-server/reference,
// a real process). Each answer must be a 4xx the operation documents, in the contract's error shape
// (the documented schema of that status, `error.type` of that status, `request_id` = `X-Request-Id`),
// and the server must still answer a valid request afterwards; the mock's Prism must never have died.
//
// To show what the corpus finds elsewhere: ORBIT_BAD_INPUT_BARE_PRISM=1 runs it against bare Prism
// (no front), ORBIT_BAD_INPUT_REFERENCE_ROOT=<a checkout> against that checkout's reference server.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { deref, operations, readContract } from '../../openapi/lib/contract.ts';
import { schemaErrors } from '../../openapi/lib/schema-errors.ts';
import { BIN } from '../../scripts/lib/paths.ts';
import * as servers from '../../scripts/lib/servers.ts';
import { DEMO_DEVELOPER, DEMO_PASSWORD, DEMO_USER } from '../../mock-server/reference/src/store.ts';
import { corpus, type BadInput } from './corpus.ts';
import { send, type Answer } from './http.ts';

type Json = Record<string, any>;
const contract = readContract();
const ops = operations(contract);
const errorTable: { status: number | string; type: string }[] = contract['x-sdk-runtime'].errors;

function operationOf(input: BadInput) {
  const path = input.target.split('?')[0];
  return ops.find((o) => o.method === input.method.toLowerCase() && o.path === path);
}

/** Why the answer is not a documented 4xx in the contract's error shape, or null. */
function shapeProblem(input: BadInput, answer: Answer): string | null {
  const text = answer.body.toString('utf8');
  if (answer.status < 400 || answer.status > 499) return `status ${answer.status}, not a 4xx: ${text.slice(0, 300)}`;
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json')) return `status ${answer.status} with content-type ${answer.headers['content-type']}: ${text.slice(0, 300)}`;
  let body: Json;
  try {
    body = JSON.parse(text);
  } catch {
    return `status ${answer.status}, body is not JSON: ${text.slice(0, 300)}`;
  }
  const op = input.raw ? undefined : operationOf(input);
  let schema: Json;
  if (op) {
    const documented = op.spec.responses[String(answer.status)];
    if (!documented) return `${op.operationId} does not document status ${answer.status}: ${text.slice(0, 300)}`;
    schema = documented.content['application/json'].schema;
  } else {
    if (!input.raw && answer.status !== 404) return `an undeclared route answered ${answer.status}, not 404: ${text.slice(0, 300)}`;
    schema = deref(contract.components.schemas.Error, contract);
  }
  const invalid = schemaErrors(schema, body);
  if (invalid) return `status ${answer.status}, body not in the contract's shape (${invalid}): ${text.slice(0, 300)}`;
  const type = errorTable.find((e) => String(e.status) === String(answer.status))?.type;
  if (type && body.error.type !== type) return `status ${answer.status} with error.type ${body.error.type}, not ${type}`;
  if (body.error.request_id !== answer.headers['x-request-id']) return `error.request_id ${body.error.request_id} is not the X-Request-Id header ${answer.headers['x-request-id']}`;
  return null;
}

interface Target {
  name: string;
  server?: servers.RunningServer;
  credentials: { loginToken: string; apiKey: string };
  /** Problems the server shows beyond single answers (e.g. Prism restarted). */
  afterwards: () => string[];
  start: () => Promise<void>;
}

const PRISM_RESTART = /prism-front: .*restarting/;

const mock: Target = {
  name: 'Prism mock',
  // Prism checks only that a bearer credential is present.
  credentials: { loginToken: 'at_badInputToken0000000000', apiKey: 'sk_test_badInputKey00000000000000000000000001' },
  afterwards: () => (mock.server?.output().split('\n').filter((l) => PRISM_RESTART.test(l)) ?? []),
  start: async () => {
    mock.server = await servers.startPrism({ front: process.env.ORBIT_BAD_INPUT_BARE_PRISM !== '1' });
  },
};

const reference: Target = {
  name: 'reference server',
  credentials: { loginToken: '', apiKey: DEMO_DEVELOPER.apiKey },
  afterwards: () => [],
  start: async () => {
    const root = process.env.ORBIT_BAD_INPUT_REFERENCE_ROOT;
    reference.server = root
      ? await servers.startProcess(join(BIN, 'tsx'), [join(root, 'mock-server/reference/src/main.ts')], {
          port: await servers.freePort(),
          env: { LOG_LEVEL: 'warn' },
          probePath: '/api/user/packages',
          cwd: root,
        })
      : await servers.startReference();
    const login = await fetch(`${reference.server.url}/api/auth/unified_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'password', phone: DEMO_USER.phone, password: DEMO_PASSWORD }),
    });
    const session = (await login.json()) as Json;
    if (login.status !== 200) throw new Error(`demo login answered ${login.status}: ${JSON.stringify(session)}`);
    reference.credentials.loginToken = session.access_token;
  },
};

/** A valid request still gets its answer (on a new connection). */
async function stillAnswers(target: Target): Promise<string | null> {
  try {
    const answer = await send(target.server!.url, { name: 'liveness', method: 'GET', target: '/api/user/packages' });
    return answer.status === 200 ? null : `a valid request afterwards answered ${answer.status}`;
  } catch (error) {
    return `a valid request afterwards got no answer: ${(error as Error).message}`;
  }
}

describe.each([mock, reference])('$name', (target) => {
  beforeAll(() => target.start(), 120_000);
  afterAll(() => target.server?.stop());

  test.each(corpus.map((input) => [input.name, input] as const))('%s', async (_name, input) => {
    let problem: string | null;
    try {
      const answer = await send(target.server!.url, input, input.auth ? target.credentials[input.auth] : undefined);
      problem = shapeProblem(input, answer);
    } catch (error) {
      problem = `no answer: ${(error as Error).message}`;
    }
    const afterwards = await stillAnswers(target);
    expect([problem, afterwards].filter(Boolean)).toEqual([]);
  });

  test('the server kept running on its own (no restart, no crash)', async () => {
    expect(await stillAnswers(target)).toBeNull();
    expect(target.afterwards()).toEqual([]);
  });
});
