// Named types in editors and declarations (issue 12): the TypeScript compiler, run on a consumer file,
// prints `APIPromise<OrderList>`, `Order`, `OrderStatus` … for what the SDK's methods return (what an
// editor's hover shows), and the declaration it emits for a consumer's function names them too, never an
// expanded object type. An unknown enum value type-checks.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SDK = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONSUMER = join(SDK, 'test', '__consumer__.ts'); // in memory only

const source = `
import { Orbit, type OrderStatus } from '../src/index';

const client = new Orbit();
export const listPromise = client.orders.list();
export const orderList = await client.orders.list({ limit: 5 });
export const order = orderList.items[0]!;
export const status = order.status;
export const amount = order.amount;
export const sessionPromise = client.auth.userLogin({ account: '+8613800138000', password: 'orbit-demo-2026' });
export const pager = client.orders.listAutoPaging();
export const stream = client.generation.createChatCompletion({ prompt: 'x', stream: true });
export const completion = client.generation.createChatCompletion({ prompt: 'x' });
export const speech = client.generation.createSpeech({ input: 'x' });
export const text = client.notifications.payapp({} as Parameters<typeof client.notifications.payapp>[0]);
export const disputed: OrderStatus = 'disputed';
export function listOrders() {
  return client.orders.list({ limit: 5 });
}
`;

function compile() {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    strict: true,
    noUncheckedIndexedAccess: true,
    declaration: true,
    emitDeclarationOnly: true,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) =>
    name === CONSUMER ? ts.createSourceFile(name, source, version) : getSourceFile(name, version, ...rest);
  const declarations: Record<string, string> = {};
  host.writeFile = (name, text) => void (declarations[name] = text);
  const program = ts.createProgram([CONSUMER], options, host);
  const file = program.getSourceFile(CONSUMER)!;
  const checker = program.getTypeChecker();
  const shown: Record<string, string> = {};
  file.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const d of node.declarationList.declarations) shown[d.name.getText(file)] = checker.typeToString(checker.getTypeAtLocation(d.name));
  });
  const diagnostics = ts.getPreEmitDiagnostics(program, file).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  program.emit(file, undefined, undefined, true);
  const dts = Object.entries(declarations).find(([name]) => name.includes('__consumer__'))?.[1] ?? '';
  return { shown, diagnostics, dts };
}

describe('named types', () => {
  const { shown, diagnostics, dts } = compile();

  it('the consumer compiles under --strict', () => {
    expect(diagnostics).toEqual([]);
  });

  it('hovers show the named types', () => {
    expect(shown).toEqual({
      client: 'Orbit',
      listPromise: 'APIPromise<OrderList>',
      orderList: 'OrderList',
      order: 'Order',
      status: 'OrderStatus',
      amount: 'Money',
      sessionPromise: 'APIPromise<AuthSession>',
      pager: 'AutoPager<Order, OrderList>',
      stream: 'APIPromise<Stream<ChatCompletionChunk>>',
      completion: 'APIPromise<ChatCompletion>',
      speech: 'APIPromise<BinaryResponse>',
      text: 'APIPromise<string>',
      disputed: 'OrderStatus',
    });
    console.log(`named types: ${Object.entries(shown).map(([k, v]) => `${k}: ${v}`).join('; ')}`);
  });

  it('the emitted declaration of a consumer function names the types', () => {
    const line = dts.split('\n').find((l) => l.includes('listOrders'));
    expect(line).toMatch(/APIPromise<import\("[^"]*"\)\.OrderList>/);
    expect(dts).not.toMatch(/items: /);
    console.log(`named types: declaration ${line?.trim()}`);
  });
});
