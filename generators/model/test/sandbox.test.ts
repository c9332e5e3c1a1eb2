// The reference server's QA sandbox (mock-server/reference/sandbox.openapi.yaml) through the SDK model, as the
// SDKs' testing kits read it: nothing refused, one method per route of the file named by its x-sdk-method, every
// request body, answer and enum a named type of the file.
import { describe, expect, it } from 'vitest';
import { operations, readContract, SANDBOX_CONTRACT_PATH } from '../../../openapi/lib/contract.ts';
import { loadSandboxModel, type Method, type NamedType, type SandboxModel } from '../index.ts';

const doc = readContract(SANDBOX_CONTRACT_PATH);
const routes = operations(doc);

describe('the sandbox OpenAPI file in the SDK model', () => {
  let model: SandboxModel;
  it('is read without a refusal', () => {
    model = loadSandboxModel();
    expect(model.title).toBe(doc.info.title);
  });

  const methods = (): Method[] => model.resources.flatMap((r) => r.methods);
  const method = (operationId: string): Method => methods().find((m) => m.operationId === operationId) ?? expect.unreachable(operationId);
  const type = (name: string): NamedType => model.types.find((t) => t.name.original === name) ?? expect.unreachable(name);

  it('has one method per route of the file, named by its x-sdk-method, in one resource', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(model.resources.map((r) => r.tag)).toEqual(['sandbox']);
    const want = routes.map((o) => `${o.method.toUpperCase()} ${o.path} ${o.operationId}`).sort();
    expect(methods().map((m) => `${m.httpMethod} ${m.path} ${m.operationId}`).sort()).toEqual(want);
    for (const o of routes) {
      const raw = doc.paths[o.path][o.method];
      expect(method(o.operationId).name.camel, o.operationId).toBe(raw['x-sdk-method']);
    }
  });

  it('has every schema of the file as a named type, in the file\'s order', () => {
    expect(model.types.map((t) => t.name.original)).toEqual(Object.keys(doc.components.schemas));
  });

  it('sends each request body as a named object, its fields as the method\'s params', () => {
    const bodies = Object.fromEntries(methods().filter((m) => m.body).map((m) => [m.name.camel, m.body!.type]));
    expect(bodies).toEqual({
      miniappCode: 'MiniappCodeRequest',
      payOrder: 'NotificationOptions',
      signNotification: 'NotificationOptions',
      moveClock: 'ClockRequest',
      addFault: 'FaultRequest',
      setMode: 'ModeRequest',
      importWorld: 'WorldDocument',
    });
    const addFault = method('sandboxAddFault');
    const params = Object.fromEntries(addFault.params.map((p) => [p.wireName, p.location]));
    expect(params).toMatchObject({ 'Orbit-Sandbox': 'header', operation_id: 'body', status: 'body', probability: 'body', times: 'body' });
    expect(addFault.params.find((p) => p.wireName === 'status')!.type).toEqual({ kind: 'named', name: 'FaultStatus' });
    expect(method('sandboxPayOrder').params.find((p) => p.wireName === 'order_no')!.location).toBe('path');
  });

  it('answers a named type from every route', () => {
    const answers = Object.fromEntries(methods().map((m) => [m.name.camel, m.response.type]));
    expect(answers).toEqual({
      lastSms: { kind: 'named', name: 'SmsCode' },
      miniappCode: { kind: 'named', name: 'MiniappCode' },
      reset: { kind: 'named', name: 'ResetResult' },
      payOrder: { kind: 'named', name: 'PaymentResult' },
      signNotification: { kind: 'named', name: 'SignedNotification' },
      getClock: { kind: 'named', name: 'SandboxClock' },
      moveClock: { kind: 'named', name: 'SandboxClock' },
      keys: { kind: 'named', name: 'SandboxKeys' },
      listFaults: { kind: 'named', name: 'FaultList' },
      addFault: { kind: 'named', name: 'SandboxFault' },
      clearFaults: { kind: 'named', name: 'ClearResult' },
      getMode: { kind: 'named', name: 'SandboxMode' },
      setMode: { kind: 'named', name: 'SandboxMode' },
      listRequests: { kind: 'named', name: 'RequestLog' },
      clearRequests: { kind: 'named', name: 'ClearResult' },
      exportWorld: { kind: 'named', name: 'WorldDocument' },
      importWorld: { kind: 'named', name: 'WorldDocument' },
    });
    expect(method('sandboxAddFault').response.status).toBe(201);
    expect(method('sandboxLastSms').errors.map((e) => e.status)).toEqual([401, 404]);
  });

  it('reads a world document as fields of named records, a literal format and maps', () => {
    const doc = type('WorldDocument');
    if (doc.kind !== 'object') expect.unreachable('WorldDocument is an object');
    const field = (name: string) => doc.fields.find((f) => f.wireName === name) ?? expect.unreachable(name);
    expect(field('format').type).toEqual({ kind: 'literal', value: 'orbit-sandbox-world/1' });
    expect(field('format').required).toBe(true);
    expect(field('orders').type).toEqual({ kind: 'array', items: { kind: 'named', name: 'WorldOrder' } });
    expect(field('mode').type).toEqual({ kind: 'named', name: 'AnswerMode' });
    const log = type('WorldRequestLog');
    expect(log.kind === 'object' && log.fields.find((f) => f.wireName === 'last_arrival_ms')!.type).toEqual({ kind: 'map', values: { kind: 'number', format: 'double' } });
  });

  it('names its enums and the request log\'s status union', () => {
    const values = (name: string) => {
      const t = type(name);
      return t.kind === 'enum' ? t.values.map((v) => [v.name.original, v.value]) : expect.unreachable(`${name} is a ${t.kind}`);
    };
    expect(values('AnswerMode')).toEqual([['current', 'current'], ['next-minor', 'next-minor']]);
    expect(values('NotificationProvider')).toEqual([['chatpay', 'chatpay'], ['payapp', 'payapp']]);
    expect(values('UnansweredStatus')).toEqual([['pending', 'pending'], ['dropped', 'dropped'], ['hung', 'hung']]);
    expect(values('FaultStatus')).toEqual([
      ['request_timeout', 408], ['rate_limited', 429], ['internal_error', 500], ['bad_gateway', 502], ['service_unavailable', 503], ['gateway_timeout', 504],
    ]);
    const status = type('RequestLogStatus');
    expect(status.kind === 'untagged' && status.variants.map((v) => v.type)).toEqual([{ kind: 'integer', format: 'int32' }, { kind: 'named', name: 'UnansweredStatus' }]);
  });

  it('marks request types as input and answer types as output', () => {
    const usage = (name: string) => type(name).usage;
    expect(usage('FaultRequest')).toEqual({ input: true, output: false });
    expect(usage('SandboxFault')).toEqual({ input: false, output: true });
    expect(usage('AnswerMode')).toEqual({ input: true, output: true });
    expect(usage('SandboxError')).toEqual({ input: false, output: true });
    // A world document travels both ways (exported, imported), with every record type it holds.
    expect(usage('WorldDocument')).toEqual({ input: true, output: true });
    expect(usage('WorldOrder')).toEqual({ input: true, output: true });
    expect(usage('RequestLogEntry')).toEqual({ input: true, output: true });
  });
});
