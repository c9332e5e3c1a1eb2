// The testing kit's generated half (package orbittest): a fixture per answer type from the contract's
// example, the fake's routing table (every method, the stream method, fixed values first), the check
// tables, the sandbox client (a method per route of the sandbox's OpenAPI file); the kit generates for
// the second contract too; a name the kit owns is refused.
import { describe, expect, it } from 'vitest';
import { readContract } from '../../../openapi/lib/contract.ts';
import { buildSdkModel, loadSandboxModel, loadSdkModel } from '../../model/index.ts';
import { generateGo } from '../generate.ts';
import { methodName, serviceField } from '../names.ts';

const kitOf = (model = loadSdkModel()) => new Map(generateGo(model).filter((f) => f.path.startsWith('orbittest/')).map((f) => [f.path.slice('orbittest/'.length), f.content]));

describe('generators/go: the testing kit', () => {
  const model = loadSdkModel();
  const kit = kitOf(model);

  it('builds a fixture of every answer object and union from the contract\'s example', () => {
    const fixtures = kit.get('fixtures.go')!;
    expect(fixtures).toMatch(/^func Order\(t TB, overrides \.\.\.func\(\*orbit\.Order\)\) \*orbit\.Order \{$/m);
    expect(fixtures).toContain('build(t, "Order", `{"order_no":"ORD20260526083000K7Q2M9XA"');
    // Error bodies are the SDK's APIError, not a type of orbit; enums are written as their constants.
    expect(fixtures).not.toMatch(/^func (Error|ErrorDetail|OrderStatus)\(/m);
    const every = kit.get('fixtures_test.go')!;
    for (const name of ['Money', 'OrderList', 'AuthSession', 'ChatCompletionChunk']) {
      expect(fixtures).toMatch(new RegExp(`^func ${name}\\(`, 'm'));
      expect(every).toContain(`\torbittest.${name}(t)\n`);
    }
  });

  it('routes every method by its SDK name, the stream method and the fixed values first', () => {
    const routes = kit.get('routes.go')!;
    const names = [...routes.matchAll(/\{operation: "([^"]+)"/g)].map((m) => m[1]!);
    for (const r of model.resources) for (const m of r.methods) expect(names).toContain(`${serviceField(r)}.${methodName(m)}`);
    expect(names).toContain('Generation.CreateChatCompletionStream');
    expect(names.indexOf('Generation.CreateChatCompletionStream')).toBeLessThan(names.indexOf('Generation.CreateChatCompletion'));
    expect(names.indexOf('Orders.Cancel')).toBeLessThan(names.indexOf('Orders.List'));
    expect(routes).toContain('fixed:  []fixedValue{{name: "action", json: `"delete"`}}');
    expect(routes).toContain('{name: "action", json: `"models"`, query: true}');
    expect(routes).toContain('hint:   `orbittest.Reply(orbittest.OrderList(t))`');
    expect(routes).toContain('hint: `orbittest.Bytes("audio/wav", data)`');
  });

  it('states the check tables of every answer type and the rules\' error types', () => {
    const schemas = kit.get('schemas.go')!;
    expect(schemas).toMatch(/"OrderStatus": +\{kind: kindEnum, values: \[\]string\{"pending", /);
    expect(schemas).toContain('{name: "order_no", required: true, schema: &schema{kind: kindString, pattern: regexp.MustCompile(`^ORD[0-9]{14}[0-9A-Z]{8}$`), maxLength: 25}}');
    expect(schemas).toContain('const errorBodyType = "Error"');
    for (const e of model.runtime.errors) expect(schemas).toContain(`"${e.type}", orbit.Err${e.name}}`);
  });

  it('gives the sandbox client a method per route of the sandbox\'s OpenAPI file', () => {
    const client = kit.get('sandbox_client.go')!;
    const sandbox = loadSandboxModel();
    for (const m of sandbox.resources.flatMap((r) => r.methods)) expect(client).toMatch(new RegExp(`^func \\(s \\*Sandbox\\) ${methodName(m)}\\(ctx context\\.Context`, 'm'));
    expect(client).toContain('const worldHeader = "Orbit-Sandbox"');
    // The world header is the Sandbox's own, never a parameter.
    expect(client).not.toMatch(/OrbitSandbox /);
  });

  it('generates for the second contract: its unions, cursor pages, path templates and empty answers', () => {
    const shapes = kitOf(loadSdkModel('openapi/fixtures/shapes.yaml'));
    expect(shapes.get('fixtures.go')).toMatch(/^func Shape\(t TB, overrides \.\.\.func\(\*orbit\.Shape\)\) \*orbit\.Shape \{$/m);
    expect(shapes.get('schemas.go')).toMatch(/"Shape": +\{kind: kindUnion, variants: \[\]\*schema\{\{kind: kindNamed, ref: "Circle"\}/);
    expect(shapes.get('routes.go')).toContain('path: "/api/widgets/{widget_id}/labels/{label}"');
    expect(shapes.get('routes.go')).toContain('answer: answerEmpty');
  });

  it('refuses an answer type that would take a name of the kit', () => {
    const doc = JSON.parse(JSON.stringify(readContract()).replaceAll('"#/components/schemas/Money"', '"#/components/schemas/Fake"'));
    doc.components.schemas.Fake = doc.components.schemas.Money;
    delete doc.components.schemas.Money;
    expect(() => generateGo(buildSdkModel(doc))).toThrow(/the answer type Fake would take the name of orbittest\.Fake/);
  });
});
