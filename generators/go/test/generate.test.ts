// The Go generator: deterministic gofmt'ed output, the rules reaching constants.go (and a changed rule
// changing it), Go spellings, params structs instead of body types, docs without placeholders.
import { describe, expect, it } from 'vitest';
import { generatedHeader } from '../../lib/generator.ts';
import { readContract } from '../../../openapi/lib/contract.ts';
import { buildSdkModel, loadSdkModel } from '../../model/index.ts';
import { gofmt } from '../format.ts';
import { generateGo } from '../generate.ts';

const model = loadSdkModel();
const files = (): Map<string, string> => new Map(generateGo(model).map((f) => [f.path, f.content]));
const out = files();
const goFiles = [...out].filter(([path]) => path.endsWith('.go'));
const allGo = goFiles.map(([, content]) => content).join('\n');

describe('generators/go', () => {
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
