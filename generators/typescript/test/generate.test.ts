// The TypeScript generator: the real contract's SDK regenerates byte for byte, a changed runtime rule
// reaches the constants, the second contract's shapes come out as designed (types, descriptors, pagers,
// api.md, README), and a contract the model refuses fails with the model's message.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedHeader } from '../../lib/generator.ts';
import { buildSdkModel, ContractRefused, loadSdkModel, type SdkModel } from '../../model/index.ts';
import { readContract } from '../../../openapi/lib/contract.ts';
import { ROOT } from '../../../scripts/lib/paths.ts';
import { generator } from '../generate.ts';
import { descriptors } from '../resources.ts';

const FIXTURE = join(ROOT, 'openapi', 'fixtures', 'shapes.yaml');
const SDK = join(ROOT, 'sdks', 'typescript');

const files = async (model: SdkModel): Promise<Map<string, string>> => new Map((await generator.generate(model)).map((f) => [f.path, f.content]));

describe('generators/typescript on the real contract', () => {
  it('regenerates every file of sdks/typescript byte for byte, and lists exactly those', async () => {
    const out = await files(loadSdkModel());
    // LICENSE is the repository's, which scripts/generate.ts adds to every SDK.
    const listed = readFileSync(join(SDK, '.generated-files'), 'utf8').split('\n').filter((path) => path && path !== 'LICENSE');
    expect([...out.keys()].sort()).toEqual([...listed].sort());
    for (const [path, content] of out) expect(content, path).toBe(readFileSync(join(SDK, path), 'utf8'));
  });

  it('is deterministic and marks every source file as generated', async () => {
    const model = loadSdkModel();
    const [a, b] = [await files(model), await files(model)];
    expect([...a]).toEqual([...b]);
    // The testing kit's sandbox client comes from the sandbox's own OpenAPI file, and its header says so.
    const header = (path: string) => generatedHeader('//', 'generators/typescript').replace('openapi/openapi.yaml', path.endsWith('/sandbox.ts') ? 'mock-server/reference/sandbox.openapi.yaml' : 'openapi/openapi.yaml');
    for (const [path, content] of a) if (path.endsWith('.ts')) expect(content.startsWith(header(path)), path).toBe(true);
    expect(a.get('src/testing/generated/sandbox.ts')).toContain('export class Sandbox extends SandboxBase');
  });

  it('a changed runtime rule changes the constants module', async () => {
    const doc = readContract();
    doc['x-sdk-runtime'].retry.statuses = [429, 503];
    doc['x-sdk-runtime'].retry.retry_after.max_seconds = 42;
    const constants = (await files(buildSdkModel(doc))).get('src/generated/constants.ts')!;
    expect(constants).toContain('export const RETRY_STATUSES = [429, 503] as readonly number[];');
    expect(constants).toContain('export const RETRY_AFTER_MAX_SECONDS = 42;');
  });

  it('leaves the multipart encoder out of a contract without a multipart operation', async () => {
    expect((await files(loadSdkModel())).get('src/generated/operations.ts')).not.toContain('multipart');
  });

  it("the README's Shapes section promises no method this contract lacks", async () => {
    const readme = (await files(loadSdkModel())).get('README.md')!;
    expect(readme).toContain("How this SDK spells the contract's less common shapes. None of this version's methods uses these shapes yet (maps aside)");
    expect(readme).not.toMatch(/\{\{\w+\}\}/);
  });
});

describe('generators/typescript on the second contract (openapi/fixtures/shapes.yaml)', async () => {
  const model = loadSdkModel(FIXTURE);
  const out = await files(model);
  const types = out.get('src/generated/types.ts')!;
  const resources = out.get('src/generated/resources.ts')!;
  const api = out.get('api.md')!;
  const d = descriptors(model);
  const op = (key: string) => d.operations[key] as { params: { name: string }[] } & Record<string, unknown>;
  const param = (key: string, name: string) => op(key).params.find((p) => p.name === name);

  it('nullable fields: T | null in requests and answers; null sent, distinct from a field left out', () => {
    expect(types).toMatch(/export interface WidgetsUpdateParams \{[\s\S]*?\n {2}nickname\?: string \| null;[\s\S]*?\n {2}priority\?: Priority \| null;/);
    expect(types).toMatch(/export interface Widget \{[\s\S]*?\n {2}nickname\?: string \| null;[\s\S]*?\n {2}archived_at\?: string \| null;/);
    expect(param('widgets.update', 'nickname')).toEqual({ name: 'nickname', nullable: true, maxLength: 64 });
    expect(param('widgets.update', 'priority')).toEqual({ name: 'priority', nullable: true, kind: 'integer' });
    expect((d.answers['Widget'] as { fields: unknown[] }).fields).toContainEqual({ name: 'archived_at', nullable: true });
  });

  it('a multipart body: file parts typed Uploadable, the descriptor marks the body and the file', () => {
    expect(types).toContain("import type { Uploadable } from '../core/uploads';");
    expect(types).toMatch(/export interface WidgetsUploadAttachmentParams \{[\s\S]*?\n {2}file: Uploadable;/);
    expect(op('widgets.uploadAttachment')).toMatchObject({ body: true, multipart: true, result: { ref: 'Attachment' } });
    // The emitted descriptor names the core's encoder, imported only by a contract with a multipart operation.
    const operations = out.get('src/generated/operations.ts')!;
    expect(operations).toContain("import { multipart } from '../core/uploads';");
    expect(operations.split("'widgets.uploadAttachment': {")[1]?.split('\n  },')[0]).toContain('\n    multipart: multipart,');
    expect(param('widgets.uploadAttachment', 'file')).toEqual({ name: 'file', required: true, kind: 'file' });
    expect(param('widgets.uploadAttachment', 'tags')).toEqual({ name: 'tags', kind: 'array', items: {}, maxItems: 10 });
    expect(api).toContain('The body is sent as `multipart/form-data`, file parts streamed from a path, bytes or a stream.');
    expect(api).toContain('| `file` | `Uploadable` | body | yes |');
  });

  it('cursor pages: the pager asks for each page after the last item, the page API as for numbered pages', () => {
    expect(resources).toContain(
      "return new AutoPager((cursor: string | undefined) => this.list({ ...params, starting_after: cursor }, options), params.starting_after, { items: 'data', hasMore: 'has_more', cursor: 'id' });",
    );
    expect(resources).toContain('listAutoPaging(params: WidgetsListParams = {}, options?: RequestOptions): AutoPager<Widget, WidgetList>');
    expect(api).toContain("the next page starts after the last item's `id`");
  });

  it('integer enums: known values widened with number & {}, named in the doc comment, checked by JSON kind only', () => {
    expect(types).toContain('Values this version knows: `1` (low), `2` (normal), `3` (high); a newer service may send others, which arrive as they are.');
    expect(types).toContain('export type Priority = 1 | 2 | 3 | (number & {});');
    // The fixture's Priority is a nullable enum (null among its values): every field of that type is nullable.
    expect(param('widgets.create', 'priority')).toEqual({ name: 'priority', nullable: true, kind: 'integer' });
    expect(api).toMatch(/An enum \(an integer\), in requests and answers\.\n\n\| value \| in code \|\n\|---\|---\|\n\| `1` \| `1` \|/);
  });

  it('unions without a discriminator: a union type; checked by the first-match rule, kept in answers', () => {
    expect(types).toContain('export type Shape = Circle | Rectangle;');
    expect(types).toContain('export type Size = number | SizeLabel;');
    expect(d.schemas['Shape']).toEqual({ kind: 'oneOf', variants: [{ ref: 'Circle' }, { ref: 'Rectangle' }] });
    expect(d.answers['Size']).toEqual({ kind: 'oneOf', variants: [{ kind: 'integer' }, { ref: 'SizeLabel' }], open: true });
    expect(d.answers['SizeLabel']).toEqual({ kind: 'enum', values: ['small', 'medium', 'large'] });
    expect(api).toContain("One of these (`anyOf` without a discriminator: the first that the value's shape matches), in answers:");
  });

  it('allOf compositions flattened into one interface naming its parts; maps as Record<string, T>', () => {
    expect(types).toMatch(/ \* Composed \(`allOf`\) of `Resource` and its own fields\.\n \*\/\nexport interface Widget \{\n[\s\S]*?\n {2}id: string;[\s\S]*?\n {2}created_at: string;[\s\S]*?\n {2}name: string;/);
    expect(types).toMatch(/\n {2}labels: Record<string, string>;/);
    expect(api).toContain('An object composed (allOf) of `Resource` and its own fields, in answers.');
  });

  it("the README names this contract's methods of each shape", () => {
    expect(out.get('README.md')).toContain(
      'In this version, nullable request fields: `client.widgets.create()`, `client.widgets.update()`; files: `client.widgets.uploadAttachment()`; cursor pages: `client.widgets.list()`; integer enums: `Priority`; unions without a discriminator: `Size`, `Shape`; compositions: `Widget`.',
    );
  });
});

describe('a contract the SDK model refuses', () => {
  it('fails with the model\'s message, every refusal at once, before any file is generated', async () => {
    const doc = readContract(FIXTURE);
    doc.paths['/api/widgets'].get.parameters.push({ name: 'session', in: 'cookie', schema: { type: 'string' } });
    doc.components.schemas.WidgetCreateRequest.properties.colour = { type: 'string', enum: ['red', 'blue'] };
    let refused: unknown;
    try {
      await generator.generate(buildSdkModel(doc));
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ContractRefused);
    expect((refused as ContractRefused).refusals.map((r) => r.message)).toEqual([
      'listWidgets: cookie parameters are not supported',
      'components.schemas.WidgetCreateRequest.colour: an inline enum of several values has no name; give it one in components.schemas',
    ]);
  });

  it('a model this generator cannot spell fails with its own message', async () => {
    const doc = readContract(FIXTURE);
    doc['x-sdk-runtime'].log.levels = ['off', 'debug'];
    await expect(Promise.resolve().then(() => generator.generate(buildSdkModel(doc)))).rejects.toThrow(
      'generators/typescript: x-sdk-runtime.log.levels must be off, info, debug (the TypeScript logger API), got off, debug',
    );
  });
});
