// The compile-time half of the contract (issue 24): handlers are typed from openapi-typescript's output
// (mock-server/shared/contract-types.ts), so a handler that answers a misspelled or missing required field,
// or reads a request field the contract does not have, fails the typecheck. Proved on copies of the real
// handlers in a temporary folder (their imports pointed back at the real modules), each with one mistake,
// checked by one `tsc --noEmit` run; the unchanged copies must pass, so the mistakes are all it finds.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN, ROOT } from '../../../scripts/lib/paths.ts';

const HANDLERS = join(ROOT, 'mock-server', 'reference', 'src', 'handlers');

/** A real handler module, its relative imports made absolute so the copy compiles anywhere. */
function copyOf(name: string): string {
  return readFileSync(join(HANDLERS, name), 'utf8').replace(/from '(\.{1,2}\/[^']+)'/g, (_all, path: string) => `from '${join(HANDLERS, path)}'`);
}

/** `text` with `from` replaced by `to` exactly once (the fixture fails loudly if the handler changed). */
function once(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`fixture: expected exactly one ${JSON.stringify(from)}`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

const FIXTURES: Record<string, { source: () => string; error?: RegExp }> = {
  'orders-as-is.ts': { source: () => copyOf('orders.ts') },
  'payments-as-is.ts': { source: () => copyOf('payments.ts') },
  // The 200 answer of listOrders (returned): a misspelled and a missing required field.
  'orders-misspelled.ts': { source: () => once(copyOf('orders.ts'), 'has_more:', 'has_mroe:'), error: /Property 'has_more' is missing/ },
  'orders-missing.ts': { source: () => once(copyOf('orders.ts'), '    total: mine.length,\n', ''), error: /Property 'total' is missing/ },
  // The 201 answer of createPayment (reply.code(201).send(...)), checked against that status's schema.
  'payments-201.ts': { source: () => once(copyOf('payments.ts'), '{ order: orderView(order) }', '{ ordr: orderView(order) }'), error: /'ordr' does not exist|Property 'order' is missing/ },
  // The request: a body field the contract does not have.
  'orders-body.ts': { source: () => once(copyOf('orders.ts'), 'const { action, order_no } = request.body;', 'const { action, order_number: order_no } = request.body;'), error: /Property 'order_number' does not exist/ },
  // The handler table: an operation whose handler is missing (here exported under another name).
  'orders-renamed.ts': { source: () => once(copyOf('orders.ts'), 'export const listOrders:', 'export const listOrder:') },
  'index-renamed.ts': { source: () => once(copyOf('index.ts'), `from '${join(HANDLERS, 'orders.ts')}'`, "from './orders-renamed.ts'"), error: /Property 'listOrders' is missing/ },
};

let dir: string;
let errorsByFile: Map<string, string>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'orbit-typed-handlers-'));
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  const base = JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8')).compilerOptions;
  const compilerOptions = { ...base, typeRoots: [join(ROOT, 'node_modules', '@types')] };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: Object.keys(FIXTURES) }, null, 2));
  for (const [name, fixture] of Object.entries(FIXTURES)) writeFileSync(join(dir, name), fixture.source());
  const run = spawnSync(join(BIN, 'tsc'), ['-p', join(dir, 'tsconfig.json'), '--pretty', 'false'], { cwd: dir, encoding: 'utf8' });
  errorsByFile = new Map();
  // Diagnostics are `file(line,col): error TSxxxx: message` lines, continued by indented lines.
  let current = '';
  for (const line of run.stdout.split('\n')) {
    const head = /^([^(\s]+)\(\d+,\d+\): error /.exec(line);
    if (head) current = dirname(head[1]!) === '.' ? head[1]! : head[1]!.split('/').pop()!;
    if (current) errorsByFile.set(current, `${errorsByFile.get(current) ?? ''}${line}\n`);
  }
  // Anything tsc says about a file that is not a fixture (the real modules) would be a broken setup.
  for (const file of errorsByFile.keys()) expect(Object.keys(FIXTURES), `tsc reported on ${file}:\n${run.stdout}`).toContain(file);
  expect(run.error).toBeUndefined();
}, 180_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('handlers typed from the contract', () => {
  test.each(Object.entries(FIXTURES).filter(([, f]) => !f.error).map(([name]) => [name]))('%s (the real handler, copied) typechecks', (name) => {
    expect(errorsByFile.get(name) ?? '').toBe('');
  });
  test.each(Object.entries(FIXTURES).filter(([, f]) => f.error).map(([name, f]) => [name, f.error!] as const))('%s fails the typecheck', (name, error) => {
    expect(errorsByFile.get(name) ?? '(no error)').toMatch(error);
  });
});
