// The contract states its rules where every tool sees them (issue 14): every named schema is reachable
// through standard OpenAPI keywords, the request schemas refuse what the service refuses, the order life
// cycle is linked, and no schema name collides with a name code generators derive from an operation id.
// `ORBIT_CONTRACT_UNDER_TEST=<file>` runs the same checks on another revision of the contract.
// (Lint rules in openapi/.spectral.yaml cover the shape rules: strict request objects, no default on a
// required parameter, x-validation-rules, x-request-limits; lint-rules.test.ts proves they fire.)
import { describe, expect, test } from 'vitest';
import { deref, type Operation, operations, readContract } from '../../openapi/lib/contract.ts';
import { schemaErrors } from '../../openapi/lib/schema-errors.ts';
import { CONTRACT } from '../../scripts/lib/paths.ts';

type Node = Record<string, any>;
const contract = readContract(process.env.ORBIT_CONTRACT_UNDER_TEST || CONTRACT);
const ops = operations(contract);
const op = (id: string): Operation => ops.find((o) => o.operationId === id) ?? (() => { throw new Error(`no operation ${id}`); })();
const bodySchema = (id: string): Node => op(id).spec.requestBody.content['application/json'].schema;
const bodyExamples = (id: string): Node[] => Object.values<any>(op(id).spec.requestBody.content['application/json'].examples ?? {}).map((e) => e.value);
const valid = (id: string, body: unknown) => schemaErrors(bodySchema(id), body) === null;

describe('every named schema is reachable by standard tools', () => {
  test('from the operations, following $refs under standard keywords only (never through x- extensions)', () => {
    const reached = new Set<string>();
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node as Node)) {
        if (key.startsWith('x-')) continue;
        if (key === '$ref' && typeof value === 'string') follow(value);
        else if (key === 'mapping' && value && typeof value === 'object') Object.values(value).forEach((v) => typeof v === 'string' && follow(v));
        else visit(value);
      }
    };
    const follow = (ref: string) => {
      if (reached.has(ref)) return;
      reached.add(ref);
      visit(ref.slice(2).split('/').reduce((n: any, k) => n?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], contract));
    };
    visit(contract.paths);
    const unreachable = Object.keys(contract.components.schemas).filter((name) => !reached.has(`#/components/schemas/${name}`));
    expect(unreachable).toEqual([]);
  });
});

describe('the request schemas refuse what the service refuses', () => {
  /** Each example body with an unknown field added to its object at `path` (every object, nested ones too). */
  function withUnknownField(body: unknown): { path: string; body: unknown }[] {
    const out: { path: string; body: unknown }[] = [];
    const walk = (node: unknown, path: string[]) => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, [...path, String(i)]));
      if (!node || typeof node !== 'object') return;
      const copy = structuredClone(body) as Node;
      const target = path.reduce((n: any, k) => n[k], copy);
      target.x_unknown_field = 1;
      out.push({ path: path.join('.') || '(body)', body: copy });
      for (const [k, v] of Object.entries(node)) walk(v, [...path, k]);
    };
    walk(body, []);
    return out;
  }

  test('an unknown field anywhere in a request body is refused (nested objects such as amount too)', () => {
    const accepted: string[] = [];
    for (const o of ops.filter((o) => o.spec.requestBody?.content?.['application/json'])) {
      for (const example of bodyExamples(o.operationId)) {
        expect(valid(o.operationId, example), `${o.operationId}: its own example`).toBe(true);
        for (const { path, body } of withUnknownField(example)) if (valid(o.operationId, body)) accepted.push(`${o.operationId} ${path}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  test('money sent to the service is CNY only', () => {
    for (const id of ['deductBalance', 'applyWithdrawal']) {
      const [example] = bodyExamples(id);
      expect(valid(id, example)).toBe(true);
      expect(valid(id, { ...example, amount: { ...example!.amount, currency: 'USD' } }), `${id} USD`).toBe(false);
    }
  });

  test('login: each mode takes exactly its own fields', () => {
    const [sms, password, refresh] = ['sms', 'password', 'refresh'].map((mode) => bodyExamples('unifiedLogin').find((b) => b.mode === mode)!);
    for (const body of [sms, password, refresh]) expect(valid('unifiedLogin', body), body!.mode).toBe(true);
    expect(valid('unifiedLogin', { ...refresh, password: 'orbit-demo-2026' }), 'refresh with a password').toBe(false);
    expect(valid('unifiedLogin', { ...sms, password: 'orbit-demo-2026' }), 'sms with a password').toBe(false);
    expect(valid('unifiedLogin', { mode: 'password', phone: password!.phone }), 'password without the password').toBe(false);
    expect(valid('unifiedLogin', { mode: 'sms', phone: sms!.phone }), 'sms without the code').toBe(false);
    expect(valid('unifiedLogin', { ...password, mode: 'magic' }), 'an unknown mode').toBe(false);
    expect(valid('unifiedLogin', [null, null]), 'not an object').toBe(false);
    expect(bodySchema('unifiedLogin').discriminator?.propertyName).toBe('mode');
  });

  test('chat completion: exactly one of prompt and messages', () => {
    const prompt = 'Write a haiku about tea.';
    const messages = [{ role: 'user', content: 'Name a green tea.' }];
    expect(valid('createChatCompletion', { prompt })).toBe(true);
    expect(valid('createChatCompletion', { messages })).toBe(true);
    expect(valid('createChatCompletion', { prompt, messages }), 'both').toBe(false);
    expect(valid('createChatCompletion', { max_tokens: 16 }), 'neither').toBe(false);
  });
});

describe('the order life cycle is linked (create -> H5 pay, cancel; cancel -> delete)', () => {
  /** The schema at a JSON pointer inside a (dereferenced) schema, following properties and items. */
  function schemaAt(schema: Node, pointer: string): Node | undefined {
    return pointer
      .split('/')
      .filter(Boolean)
      .reduce<Node | undefined>((node, key) => (node?.type === 'array' ? node.items : node?.properties?.[key]), schema);
  }
  function valueAt(value: unknown, pointer: string): unknown {
    return pointer.split('/').filter(Boolean).reduce((v: any, key) => v?.[key], value);
  }
  const RESPONSE_BODY = /^\$response\.body#(\/.*)$/;

  const links = ops.flatMap((source) =>
    Object.entries<any>(source.spec.responses).flatMap(([status, response]) =>
      Object.entries<any>(response.links ?? {}).map(([name, link]) => ({ source, status, name, link, response })),
    ),
  );

  test('the links of the life cycle exist', () => {
    const edges = links.map((l) => `${l.source.operationId} ${l.status} -> ${l.link.operationId} ${JSON.stringify(l.link.requestBody?.action ?? '')}`);
    expect(edges).toEqual(
      expect.arrayContaining([
        'createPayment 201 -> createChatpayH5Payment ""',
        'createPayment 201 -> manageOrder "cancel"',
        'manageOrder 200 -> manageOrder "delete"',
      ]),
    );
  });

  test('each link names a real operation and fields, and its body, filled from the source example, is a valid request', () => {
    expect(links.length).toBeGreaterThan(0);
    for (const { source, status, name, link, response } of links) {
      const where = `${source.operationId} ${status} ${name}`;
      expect(link.operationRef, `${where}: operationId, not operationRef`).toBeUndefined();
      const target = op(link.operationId);
      const answer = response.content['application/json'];
      const example = Object.values<any>(answer.examples)[0].value;
      expect(link.parameters ?? {}, `${where}: no parameters (the targets take bodies)`).toEqual({});
      const body: Node = {};
      for (const [field, value] of Object.entries<any>(link.requestBody ?? {})) {
        const expression = typeof value === 'string' ? RESPONSE_BODY.exec(value) : null;
        if (!expression) {
          body[field] = value;
          continue;
        }
        const pointer = expression[1]!;
        const from = schemaAt(deref(answer.schema, contract), pointer);
        expect(from, `${where}: ${value} is not in the ${status} answer's schema`).toBeDefined();
        body[field] = valueAt(example, pointer);
        expect(body[field], `${where}: ${value} is not in the answer's example`).toBeDefined();
      }
      const error = schemaErrors(target.spec.requestBody.content['application/json'].schema, body);
      expect(error, `${where}: ${JSON.stringify(body)}`).toBeNull();
    }
  });
});

describe('no schema name collides with a name generators derive from an operation id', () => {
  // oapi-codegen's per-operation types (client, strict server); a schema of one of these names does
  // not compile (issue 14: RouterChatResponse against routerChat's response wrapper).
  const SUFFIXES = ['Response', 'Params', 'JSONBody', 'JSONRequestBody', 'TextBody', 'RequestObject', 'ResponseObject'];
  test.each(ops.map((o) => [o.operationId] as const))('%s', (id) => {
    const base = id.charAt(0).toUpperCase() + id.slice(1);
    const derived = new RegExp(`^${base}(${SUFFIXES.join('|')}|\\d{3}(JSON|Text|Audiowav|TexteventStream)?Response)$`);
    expect(Object.keys(contract.components.schemas).filter((name) => derived.test(name))).toEqual([]);
  });
});
