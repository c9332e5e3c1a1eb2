// A consumer of the TypeScript SDK built from the fixture contract (openapi/fixtures/shapes.yaml), written as
// a user would from its README and api.md, type-checked (never run) with `tsc --strict` against the build's
// declarations (tests/shapes/judges/typescript.ts): null versus left out, files from a path, bytes and
// streams, cursor pages and auto-paging, integer enums with an unknown value, unions told apart the
// TypeScript way, maps and allOf fields.
import { Readable } from 'node:stream';
import {
  type Attachment,
  type AttachmentPurpose,
  type AutoPager,
  type Circle,
  InvalidArgumentError,
  NotFoundError,
  Orbit,
  type Page,
  type Priority,
  type Rectangle,
  type Shape,
  type Size,
  type SizeLabel,
  toFile,
  type Uploadable,
  type Widget,
  type WidgetList,
  type WidgetsUpdateParams,
} from 'orbit-sdk';
import { fileFromPath } from 'orbit-sdk/node';
import { answers, FakeOrbit, fixtures, InvalidFixtureError, type RecordedCall } from 'orbit-sdk/testing';

function describe(widget: Widget): string {
  // allOf: the stored record's fields and the widget's own, on one interface.
  const created: string = widget.created_at;
  const name: string = widget.name;
  // Nullable answer fields are `T | null` (and optional ones may be left out too).
  const nickname: string | null | undefined = widget.nickname;
  const archived: string | null | undefined = widget.archived_at;
  // An integer enum (nullable in this contract): a known value, or a newer one as the number it is.
  const priority: Priority | null = widget.priority;
  const level: number = priority ?? 0;
  const urgent = priority === 3 || (priority !== null && priority > 3);
  // A union without a discriminator, told apart by its fields.
  const shape: Shape = widget.shape;
  const area = 'radius' in shape ? Math.PI * shape.radius ** 2 : shape.width * shape.height;
  // A number or a label; a label this version does not know is a string all the same.
  const size: Size | undefined = widget.size;
  const units: number | SizeLabel = size ?? 'small';
  const label: string = typeof units === 'number' ? `${units} units` : units;
  // A map.
  const labels: Record<string, string> = widget.labels;
  return `${widget.id} ${created} ${name} ${nickname} ${archived} ${level} ${urgent} ${area} ${label} ${Object.keys(labels).join(',')}`;
}

const circle: Circle = { radius: 1.5 };
const rectangle: Rectangle = { width: 2, height: 1 };
const shapes: Shape[] = [circle, rectangle];
const priorities: Priority[] = [1, 2, 3, 7];

async function usage(client: Orbit): Promise<void> {
  await client.auth.unifiedLogin({ mode: 'password', phone: '+8613800138000', password: 'orbit-demo-2026' });

  // null clears a nullable field; leaving a field out (or undefined) keeps it.
  const cleared: Widget = await client.widgets.update({ widget_id: 'wgt_0000000000000001', nickname: null, priority: null });
  const kept: Widget = await client.widgets.update({ widget_id: 'wgt_0000000000000001', name: 'Renamed widget' });
  const changes: WidgetsUpdateParams = { widget_id: 'wgt_0000000000000001', nickname: 'Boxy', priority: 1, name: undefined };
  console.log(describe(cleared), describe(kept), describe(await client.widgets.update(changes)));

  // A oneOf without a discriminator and an integer enum in a request.
  for (const shape of shapes) console.log(describe(await client.widgets.create({ name: 'Flat widget', priority: priorities[0]!, shape })));

  // Files: from a path (read again by each attempt), bytes, a Blob, a web stream, a Node.js stream (read once).
  const purpose: AttachmentPurpose = 'manual';
  const files: Uploadable[] = [
    fileFromPath('notes.txt', { type: 'text/plain' }),
    toFile(new TextEncoder().encode('hello widget'), 'notes.txt', { type: 'text/plain' }),
    new File(['not really a png'], 'photo.png', { type: 'image/png' }),
    new Uint8Array([1, 2, 3]),
    toFile(new Blob(['line one\n']).stream(), 'log.txt'),
    toFile(Readable.from(['line one\n', 'line two\n']), 'log.txt', { type: 'text/plain' }),
  ];
  for (const file of files) {
    const attachment: Attachment = await client.widgets.uploadAttachment({ widget_id: 'wgt_0000000000000001', file, purpose, note: 'first', tags: ['a', 'b'] });
    console.log(attachment.id, attachment.filename, attachment.bytes);
  }

  // Cursor pages: one page, every item, and page by page.
  const page: WidgetList = await client.widgets.list({ limit: 2, tags: ['blue'], archived: false, created_after: '2026-01-01' });
  const next: WidgetList = await client.widgets.list({ limit: 2, starting_after: page.data[page.data.length - 1]?.id });
  console.log(page.has_more, next.data.length);
  const pager: AutoPager<Widget, WidgetList> = client.widgets.listAutoPaging({ limit: 2 });
  for await (const widget of pager) console.log(describe(widget));
  let current: Page<Widget, WidgetList> = await client.widgets.listAutoPaging({ limit: 2 }).firstPage();
  while (current.hasNextPage()) current = await current.getNextPage();
  for await (const each of client.widgets.listAutoPaging().iterPages()) console.log(each.items.length, each.data.has_more);

  // Other shapes of the conventions: a PUT with two path parameters, a 204, a binary answer, typed errors.
  console.log(describe(await client.widgets.setLabel({ widget_id: 'wgt_0000000000000001', label: 'colour', value: 'blue' })));
  const deleted: void = await client.widgets.delete({ widget_id: 'wgt_0000000000000001' });
  const content = await client.widgets.downloadAttachment({ widget_id: 'wgt_0000000000000001', attachment_id: 'att_0000000000000001' });
  const bytes: Uint8Array = await content.bytes();
  console.log(deleted, content.contentType, bytes.length);
  try {
    await client.widgets.retrieve({ widget_id: 'wgt_0000000000000009' });
  } catch (error) {
    if (error instanceof NotFoundError) console.log(error.status, error.code, error.requestId);
    else if (error instanceof InvalidArgumentError) console.log(error.param);
    else throw error;
  }
}

// The testing kit built from the same contract: fixtures of its shapes, checked, and the fake running the SDK.
async function kitUsage(): Promise<void> {
  // A nullable field as null, an integer enum, a union variant from its own builder, a map.
  const widget: Widget = fixtures.widget({ nickname: null, priority: fixtures.priority(3), shape: fixtures.circle({ radius: 2 }), labels: { colour: 'blue' } });
  const unknownPriority = (): Widget => fixtures.widget({ priority: 9 });
  try {
    unknownPriority();
  } catch (error) {
    if (error instanceof InvalidFixtureError) console.log(error.field);
  }
  const fake = new FakeOrbit({ accessToken: 'at_0123456789abcdef0123' });
  // Cursor pages: the auto-pager's second call carries the last item's id.
  fake.on('widgets.list', answers.sequence(fixtures.widgetList({ data: [widget], has_more: true }), fixtures.widgetList({ data: [], has_more: false })));
  for await (const each of fake.client.widgets.listAutoPaging({ limit: 1 })) console.log(describe(each));
  const second: RecordedCall | undefined = fake.callsOf('widgets.list')[1];
  console.log(second?.args['starting_after'] === widget.id);
  // A multipart upload recorded by field, a nullable field cleared, bytes.
  fake.on('widgets.uploadAttachment', fixtures.attachment());
  await fake.client.widgets.uploadAttachment({ widget_id: widget.id, file: new Uint8Array([1, 2, 3]), purpose: 'manual' });
  fake.on('widgets.update', (call: RecordedCall) => fixtures.widget({ nickname: call.args['nickname'] === null ? null : widget.nickname }));
  console.log(describe(await fake.client.widgets.update({ widget_id: widget.id, nickname: null })));
  fake.on('widgets.downloadAttachment', answers.bytes(new Uint8Array([1, 2])));
  console.log((await (await fake.client.widgets.downloadAttachment({ widget_id: widget.id, attachment_id: 'att_0000000000000001' })).bytes()).length);
}

await kitUsage();
await usage(new Orbit({ baseURL: 'http://127.0.0.1:4010', accessToken: 'at_0123456789abcdef0123' }));
