// The breaking-change guard: a breaking edit to the contract fails until the CHANGELOG records it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { afterAll, expect, test } from 'vitest';
import { breakingChanges, unrecorded } from '../../scripts/breaking-check.ts';
import { readContract } from '../../openapi/lib/contract.ts';
import { CONTRACT } from '../../scripts/lib/paths.ts';

const dir = mkdtempSync(join(tmpdir(), 'orbit-breaking-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the working contract has no unrecorded breaking change against itself', () => {
  expect(breakingChanges(CONTRACT, CONTRACT)).toEqual([]);
});

test('removing a required response field is caught, and passes once recorded', () => {
  const doc: any = readContract();
  const order = doc.components.schemas.Order;
  order.required = order.required.filter((f: string) => f !== 'provider');
  delete order.properties.provider;
  const revision = join(dir, 'openapi.yaml');
  writeFileSync(revision, stringify(doc));

  const changes = breakingChanges(CONTRACT, revision);
  const listOrders = changes.find((c) => c.operation === 'GET' && c.path === '/api/user/orders');
  expect(listOrders?.id).toBe('response-required-property-removed');

  const unrecordedBefore = unrecorded(changes, '# Changelog\n\n## 4.0.0\n\n### Added\n- nothing relevant\n');
  expect(unrecordedBefore.length).toBe(changes.filter((c) => c.level >= 3).length);

  const record = changes.map((c) => `- \`${c.id}\` ${c.operation} ${c.path}: provider removed`).join('\n');
  expect(unrecorded(changes, `# Changelog\n\n## 4.0.0\n\n### Breaking\n${record}\n`)).toEqual([]);
  // A record outside a Breaking section does not count.
  expect(unrecorded(changes, `# Changelog\n\n## 4.0.0\n\n### Changed\n${record}\n`).length).toBeGreaterThan(0);
});
