// The Go generator: the real contract regenerates the committed SDK byte for byte; deterministic
// gofmt'ed output, the rules reaching constants.go (and a changed rule changing it), Go spellings,
// params structs instead of body types, docs without placeholders; the fixture contract's shapes as
// designed; a contract the model refuses fails with the model's message.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedHeader } from '../../lib/generator.ts';
import { readContract } from '../../../openapi/lib/contract.ts';
import { ROOT } from '../../../scripts/lib/paths.ts';
import { buildSdkModel, ContractRefused, loadSdkModel } from '../../model/index.ts';
import { gofmt } from '../format.ts';
import { generateGo } from '../generate.ts';

const model = loadSdkModel();
const files = (): Map<string, string> => new Map(generateGo(model).map((f) => [f.path, f.content]));
const out = files();
const goFiles = [...out].filter(([path]) => path.endsWith('.go'));
const allGo = goFiles.map(([, content]) => content).join('\n');

describe('generators/go', () => {
  it('regenerates the committed SDK of the real contract byte for byte', () => {
    const sdk = join(ROOT, 'sdks', 'go');
    const listed = readFileSync(join(sdk, '.generated-files'), 'utf8').split('\n').filter(Boolean);
    for (const [path, content] of out) expect(content, path).toBe(readFileSync(join(sdk, path), 'utf8'));
    // Every file the manifest lists is this generator's, but LICENSE (scripts/generate.ts copies it).
    expect([...out.keys(), 'LICENSE'].sort()).toEqual([...listed].sort());
  });

  it('is deterministic, marks every Go file as generated and emits it gofmt-clean', () => {
    expect([...files()]).toEqual([...out]);
    for (const [path, content] of goFiles) {
      expect(content.startsWith(generatedHeader('//', 'generators/go')), path).toBe(true);
      expect(gofmt(content, path), path).toBe(content);
    }
  });

  it('states every runtime rule in constants.go, and a changed rule changes it', () => {
    const constants = out.get('constants.go')!;
    const r = model.runtime;
    expect(constants).toMatch(new RegExp(`retryStatuses += map\\[int\\]bool\\{${r.retry.statuses.map((s) => `${s}: true`).join(', ')}\\}`));
    expect(constants).toMatch(new RegExp(`retryAfterMax += ${r.retry.retryAfter.maxSeconds} \\* time.Second`));
    expect(constants).toMatch(new RegExp(`idempotencyHeader += "${r.idempotency.header}"`));
    expect(constants).toContain(`{header: "retry-after-ms", unit: time.Millisecond}`);
    expect(constants).toContain(JSON.stringify(r.log.format));
    for (const kind of [...r.errors, ...r.clientErrors]) expect(constants).toMatch(new RegExp(`Err${kind.name} +error = &errorKind\\{name: "${kind.name}"`));

    const doc = readContract();
    doc['x-sdk-runtime'].retry.retry_after.max_seconds = 42;
    doc['x-sdk-runtime'].retry.statuses = [429, 503];
    doc['x-sdk-runtime'].retry.backoff.initial_seconds = 0.25;
    const changed = new Map(generateGo(buildSdkModel(doc)).map((f) => [f.path, f.content])).get('constants.go')!;
    expect(changed).toMatch(/retryAfterMax += 42 \* time.Second/);
    expect(changed).toMatch(/retryStatuses += map\[int\]bool\{429: true, 503: true\}/);
    expect(changed).toMatch(/backoffInitial += 250 \* time.Millisecond/);
  });

  it('spells Go: initialisms, enum constants, no generator dialect', () => {
    expect(out.get('types_generation.go')).toMatch(/\tImageSize256x256 +ImageSize = "256x256"/);
    expect(out.get('types_packages.go')).toMatch(/\tPackageFilterAll +PackageFilter = "all"/);
    expect(out.get('types_orders.go')).toMatch(/\tOrderStatusPending +OrderStatus = "pending"/);
    expect(allGo).toMatch(/\tAPIKey +string +`json:"api_key"`/);
    expect(allGo).toMatch(/\tID +string +`json:"id"`/);
    expect(allGo).toContain('func (s *AuthService) SendSMSCode(');
    expect(allGo).toContain('func (s *PaymentService) ChatpayH5(');
    const code = allGo
      .split('\n')
      .filter((l) => !l.trim().startsWith('//'))
      .map((l) => l.replace(/`[^`]*`|"[^"]*"/g, ''))
      .join('\n');
    expect(code).not.toMatch(/\b[A-Za-z]\w*_\b|PtrInt32|GetB64Json|Nullable|PACKAGEFILTER|IMAGESIZE__|\bId\b|ApiKey|Sms[A-Z]/);
    expect(out.get('client.go')).toMatch(/\tOrders +\*OrderService/);
  });

  it('takes params structs instead of request body types, and a flat union with a typed discriminator', () => {
    expect(allGo).not.toContain('type CreatePaymentRequest struct');
    expect(allGo).toContain('type PaymentCreateParams struct');
    expect(allGo).toContain('type OrderActionParams struct'); // cancel and delete, one struct
    expect(allGo).toContain('func (s *OrderService) List(ctx context.Context, params *OrderListParams, opts ...option.RequestOption) (*OrderList, error)');
    expect(allGo).toContain('func (s *DistributionService) Retrieve(ctx context.Context, opts ...option.RequestOption) (*Distribution, error)');
    expect(allGo).toContain('func (s *OrderService) ListAutoPaging(ctx context.Context, params *OrderListParams, opts ...option.RequestOption) *OrderIterator');
    expect(allGo).toMatch(/\tUnifiedLoginModeRefresh +UnifiedLoginMode = "refresh"/);
    expect(out.get('client.go')).toContain('&AuthUnifiedLoginParams{Mode: UnifiedLoginModeRefresh, RefreshToken: refreshToken}');
    expect(allGo).toContain('MoneyInput struct');
    expect(allGo).toContain('var objMoneyInput = &object{');
  });

  it('renders docs without placeholders: api.md programs, an Example per resource, the package overview', () => {
    const readme = out.get('README.md')!;
    const api = out.get('api.md')!;
    expect(readme).not.toMatch(/\{\{\w+\}\}|\/\* see /);
    const blocks = [...api.matchAll(/(<!-- not-runnable[^\n]*\n)?```go\n([\s\S]*?)```/g)];
    const runnable = blocks.filter((b) => !b[1]);
    expect(runnable.length).toBeGreaterThan(15);
    for (const b of runnable) expect(b[2]).toMatch(/^package main\n/);
    const examples = out.get('example_test.go')!;
    expect((examples.match(/^func Example\w+Service_\w+\(\) \{$/gm) ?? []).length).toBe(model.resources.length);
    expect((examples.match(/\/\/ Output:/g) ?? []).length).toBe(model.resources.length);
    expect(out.get('doc.go')).toMatch(/\/\/ Package orbit is the Go client/);
  });

  it('generates the anchor features of issue 20: the idempotency rule, WithOptions, the page-level API, docs the archive can carry', () => {
    expect(out.get('constants.go')).toMatch(/refuseIdempotencyKeyElsewhere += true +\/\/ idempotency.elsewhere: refuse/);
    expect(out.get('constants.go')!.replace(/\n\t\/\/ /g, ' ')).toContain("the call's context.Context was cancelled");
    expect(out.get('client.go')).toContain('func (c *Client) WithOptions(opts ...option.RequestOption) (*Client, error)');
    expect(allGo).toContain('func (r *OrderList) HasNextPage() bool');
    expect(allGo).toContain('func (r *OrderList) GetNextPage(ctx context.Context) (*OrderList, error)');
    const readme = out.get('README.md')!;
    expect(readme.match(/^\| method \| HTTP \| returns \|$/gm)).toHaveLength(1);
    expect(readme).not.toContain('mock-server/');
  });
});

describe('generators/go on the fixture contract (openapi/fixtures/shapes.yaml)', () => {
  const fixture = new Map(generateGo(loadSdkModel(join(ROOT, 'openapi', 'fixtures', 'shapes.yaml'))).map((f) => [f.path, f.content]));
  const resource = fixture.get('resource_widgets.go')!;
  const types = fixture.get('types_widgets.go')!;
  const api = fixture.get('api.md')!;

  it('sends null only for the fields NullFields lists (google-api-go-client), and reads null as nil', () => {
    expect(resource).toMatch(/type WidgetUpdateParams struct \{[\s\S]*?\tNickname \*string +`json:"nickname,omitempty"`[\s\S]*?\tNullFields \[\]string `json:"-"`\n\}/);
    expect(resource).toMatch(/\tnullFields: 4,\n[\s\S]*?\{name: "nickname", field: 2, nullable: true/);
    expect(types).toMatch(/\tNickname \*string `json:"nickname"`/); // an answer's null: nil, marshalled back as null
    expect(types).toMatch(/\tArchivedAt \*string `json:"archived_at"`/);
  });

  it('takes file parts as io.Reader and sends the body as multipart/form-data', () => {
    expect(resource).toMatch(/\tFile io.Reader `json:"file"`/);
    expect(resource).toMatch(/var opWidgetUploadAttachment = operation\{[\s\S]*?\tmultipart: true,[\s\S]*?\{name: "file", field: 1, required: true, file: true\}/);
    expect(resource).toMatch(/^\t"io"$/m);
  });

  it('pages by cursor: the next page starts after the last item\'s id, with the page API beside auto-paging', () => {
    expect(resource).toContain('func (s *WidgetService) ListAutoPaging(ctx context.Context, params *WidgetListParams, opts ...option.RequestOption) *WidgetIterator');
    expect(resource).toMatch(/it\.pages\.start\(nil, func\(int\) \(int, bool, error\) \{\n\t\tif len\(it\.page\.Data\) > 0 \{\n\t\t\tafter := it\.page\.Data\[len\(it\.page\.Data\)-1\]\.ID\n\t\t\tp\.StartingAfter = &after/);
    expect(resource).toContain('func (r *WidgetList) HasNextPage() bool { return r.HasMore && len(r.Data) > 0 }');
    expect(resource).toMatch(/func \(r \*WidgetList\) GetNextPage[\s\S]*?after := r\.Data\[len\(r\.Data\)-1\]\.ID\n\tp\.StartingAfter = &after/);
  });

  it('declares integer enums as Go integer types, zero meaning absent in a request', () => {
    expect(types).toMatch(/type Priority int\n/);
    expect(types).toMatch(/\tPriorityHigh +Priority = 3/);
    expect(resource).toMatch(/\{name: "priority", field: 1, nullable: true, unset: true\}/);
    expect(types).toMatch(/\tPriority \*Priority `json:"priority"`/); // required and nullable in answers
  });

  it('declares unions without a discriminator with Of fields, As accessors and the first-match spec', () => {
    expect(types).toMatch(/type Shape struct \{[\s\S]*?\tOfCircle \*Circle\n[\s\S]*?\tOfRectangle \*Rectangle\n\n\traw json.RawMessage/);
    expect(types).toContain('var unionShape = &untagged{name: "Shape", variants: []shape{\n\t{kind: kindObject, required: []string{"radius"}, object: objCircle},');
    expect(types).toContain('func (u Shape) AsCircle() (Circle, bool) {');
    expect(types).toMatch(/type Size struct \{[\s\S]*?\tOfInt \*int\n[\s\S]*?\tOfSizeLabel \*SizeLabel/);
    expect(types).toContain('{kind: kindString, values: []string{"small", "medium", "large"}},');
    expect(resource).toContain('{name: "shape", field: 2, required: true, union: unionShape}');
  });

  it('flattens allOf (naming its parts) and spells maps as map[string]T', () => {
    expect(types).toMatch(/\/\/ Widget is an object in answers\.[\s\S]*?composed \(allOf\) of Resource and its own fields/);
    expect(types).toMatch(/type Widget struct \{\n(?:\t\/\/.*\n)*\tID +string/);
    expect(types).toMatch(/\tLabels map\[string\]string `json:"labels"`/);
  });

  it('states in api.md the types the code declares', () => {
    expect(api).toContain('| `Nickname` | `*string` | body | no |');
    expect(api).toContain('| `File` | `io.Reader` | body | yes |');
    expect(api).toMatch(/\| `Shape` \| `orbit.Shape` \(\[Shape\]\(#shape\)\) \| body \| yes \|/);
    expect(api).toContain('| `3` | `orbit.PriorityHigh` |');
    expect(api).toContain('An object composed (allOf) of `Resource` and its own fields, in answers.');
    expect(api).toContain('NullFields: []string{"Nickname"}');
  });
});

describe('generators/go on a contract the model refuses', () => {
  it('fails with the model\'s message, listing every refusal', () => {
    const doc = readContract(join(ROOT, 'openapi', 'fixtures', 'shapes.yaml'));
    doc.paths['/api/widgets'].get.parameters.push({ name: 'session', in: 'cookie', schema: { type: 'string' } });
    doc.paths['/api/widgets'].post.requestBody.content['text/plain'] = { schema: { type: 'string' } };
    const attempt = () => generateGo(buildSdkModel(doc));
    expect(attempt).toThrow(ContractRefused);
    expect(attempt).toThrow(/the SDK model refuses 2 constructs:\n  - listWidgets: cookie parameters are not supported\n  - createWidget request body: one request media type only/);
  });
});
