// The shapes of a next release (openapi/fixtures/shapes.yaml) in the SDK model, and a contract's refusals
// listed all at once, each naming its construct and path.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContract } from '../../../openapi/lib/contract.ts';
import { ROOT } from '../../../scripts/lib/paths.ts';
import { buildSdkModel, ContractRefused, loadSdkModel, type Method, type NamedType } from '../index.ts';

const FIXTURE = join(ROOT, 'openapi', 'fixtures', 'shapes.yaml');
const model = loadSdkModel(FIXTURE);
const method = (name: string): Method => model.resources.flatMap((r) => r.methods).find((m) => m.name.original === name) ?? expect.unreachable(name);
const type = (name: string): NamedType => model.types.find((t) => t.name.original === name) ?? expect.unreachable(name);

describe('the shapes of openapi/fixtures/shapes.yaml', () => {
  it('keeps its own title and version', () => {
    expect([model.title, model.version]).toEqual(['Orbit Shapes Rehearsal API', '3.5.0']);
  });

  it('nullable request fields are told from optional ones', () => {
    const update = method('update');
    const nullable = Object.fromEntries(update.params.map((p) => [p.wireName, p.nullable]));
    expect(nullable).toEqual({ widget_id: false, name: false, nickname: true, priority: true });
    // A nullable $ref is written allOf: [$ref] beside nullable (OpenAPI 3.0): the field keeps the named type.
    expect(update.params.find((p) => p.wireName === 'priority')!.type).toEqual({ kind: 'named', name: 'Priority' });
  });

  it('a multipart body has file, enum, text and array parts', () => {
    const upload = method('uploadAttachment');
    expect(upload.body).toEqual({ kind: 'multipart', type: 'AttachmentUploadRequest', exactlyOneOf: [] });
    const kinds = Object.fromEntries(upload.params.filter((p) => p.location === 'body').map((p) => [p.wireName, p.type.kind]));
    expect(kinds).toEqual({ file: 'file', purpose: 'named', note: 'string', tags: 'array' });
  });

  it('a cursor-paged list names its cursor parameter and the item field it comes from', () => {
    expect(method('list').pagination).toEqual({
      style: 'cursor', items: 'data', cursor: 'starting_after', cursorField: 'id', limit: 'limit', hasMore: 'has_more', item: { kind: 'named', name: 'Widget' },
    });
  });

  it('integer enums keep integer values and take their names from x-enum-varnames', () => {
    const priority = type('Priority');
    expect(priority.kind === 'enum' && priority.valueType).toBe('integer');
    expect(priority.kind === 'enum' && priority.values.map((v) => [v.value, v.name.camel])).toEqual([[1, 'low'], [2, 'normal'], [3, 'high']]);
  });

  it('an allOf is one flattened object that names its parts', () => {
    const widget = type('Widget');
    expect(widget.kind === 'object' && widget.allOf).toEqual(['Resource']);
    expect(widget.kind === 'object' && widget.fields.map((f) => `${f.wireName}${f.required ? '' : '?'}${f.nullable ? '|null' : ''}`)).toEqual([
      'id', 'created_at', 'name', 'nickname?|null', 'priority|null', 'shape', 'size?', 'labels', 'archived_at?|null',
    ]);
    expect(widget.kind === 'object' && widget.fields.find((f) => f.wireName === 'labels')!.type).toEqual({ kind: 'map', values: { kind: 'string' } });
  });

  it('oneOf and anyOf without a discriminator are unions of named and scalar variants, in order', () => {
    const shape = type('Shape');
    const size = type('Size');
    expect(shape.kind === 'untagged' && [shape.keyword, shape.variants.map((v) => v.name.camel)]).toEqual(['oneOf', ['circle', 'rectangle']]);
    expect(size.kind === 'untagged' && [size.keyword, size.variants.map((v) => [v.name.camel, v.type.kind])]).toEqual(['anyOf', [['integer', 'integer'], ['sizeLabel', 'named']]]);
    expect(type('Circle').usage).toEqual({ input: true, output: true });
  });

  it('DELETE answers nothing, PUT takes two path parameters, the download is binary', () => {
    expect(method('delete').response).toMatchObject({ status: 204, kind: 'empty' });
    expect(method('setLabel').params.filter((p) => p.location === 'path').map((p) => p.wireName)).toEqual(['widget_id', 'label']);
    expect(method('downloadAttachment').response).toMatchObject({ kind: 'binary', mediaType: 'application/octet-stream' });
  });
});

describe('refusals', () => {
  const refusalsOf = (edit: (doc: any) => void): string[] => {
    const doc = readContract(FIXTURE);
    edit(doc);
    try {
      buildSdkModel(doc);
    } catch (error) {
      if (error instanceof ContractRefused) return error.refusals.map((r) => r.message);
      throw error;
    }
    return [];
  };

  it('lists every refusal of a contract in one run, each with its construct and path', () => {
    const refusals = refusalsOf((doc) => {
      doc.components.schemas.Circle.properties.radius = { not: { type: 'string' } };
      doc.paths['/api/widgets'].get.parameters.push({ name: 'session', in: 'cookie', schema: { type: 'string' } });
      doc.components.schemas.LabelSetRequest.properties.value = { type: 'string', enum: ['a', 'b'] };
      doc.paths['/api/widgets/{widget_id}'].delete['x-sdk-pagination'] = { style: 'offset' };
    });
    expect(refusals).toEqual([
      'listWidgets: cookie parameters are not supported',
      'components.schemas.Circle.radius: `not` without a type is not supported: state what is allowed (an enum, a pattern, a oneOf)',
      'deleteWidget x-sdk-pagination: style "offset": "page" and "cursor" are supported',
      'components.schemas.LabelSetRequest.value: an inline enum of several values has no name; give it one in components.schemas',
    ]);
  });

  it('a named integer enum is a type of its own, not an inline enum', () => {
    expect(refusalsOf(() => {})).toEqual([]);
  });

  it('a file outside a multipart body, and two variants of one kind in a union', () => {
    expect(
      refusalsOf((doc) => {
        doc.components.schemas.LabelSetRequest.properties.value = { type: 'string', format: 'binary' };
        doc.components.schemas.Size.anyOf.push({ type: 'integer' });
      }),
    ).toEqual([
      'components.schemas.Size.anyOf[2]: two variants are both integer: they cannot be told apart by shape',
      'setWidgetLabel request body value: a file (format: binary) travels only in a multipart/form-data body',
    ]);
  });
});
