// The PHP generator: deterministic output, the rules reaching Constants.php, one class per type a caller
// meets, PHP spellings (enum constants, resource and model names that collide), runnable example programs.
import { describe, expect, it } from 'vitest';
import { readContract } from '../../../openapi/lib/contract.ts';
import { buildSdkModel, loadSdkModel } from '../../model/index.ts';
import { generatePhp } from '../generate.ts';

const model = loadSdkModel();
const files = (): Map<string, string> => new Map(generatePhp(model).map((f) => [f.path, f.content]));

describe('generators/php', () => {
  it('is deterministic', () => {
    expect([...files()]).toEqual([...files()]);
  });

  it('states every runtime rule in src/Generated/Constants.php, and a changed rule changes it', () => {
    const constants = files().get('src/Generated/Constants.php')!;
    expect(constants).toContain(`public const RETRY_STATUSES = [${model.runtime.retry.statuses.join(', ')}];`);
    expect(constants).toContain(`public const RETRY_AFTER_MAX_SECONDS = ${model.runtime.retry.retryAfter.maxSeconds}.0;`);
    expect(constants).toContain(`public const IDEMPOTENCY_HEADER = '${model.runtime.idempotency.header}';`);
    expect(constants).toContain("'retry-after-ms' => 'milliseconds'");
    for (const kind of model.runtime.errors) expect(constants).toContain(`${kind.name}Exception::class`);

    const doc = readContract();
    doc['x-sdk-runtime'].retry.retry_after.max_seconds = 42;
    doc['x-sdk-runtime'].retry.statuses = [429, 503];
    const changed = new Map(generatePhp(buildSdkModel(doc)).map((f) => [f.path, f.content]));
    expect(changed.get('src/Generated/Constants.php')).toContain('public const RETRY_AFTER_MAX_SECONDS = 42.0;');
    expect(changed.get('src/Generated/Constants.php')).toContain('public const RETRY_STATUSES = [429, 503];');
  });

  it('writes a model per answer object and nested argument object, an exception per error kind, a class per resource', () => {
    const out = files();
    for (const type of model.types) {
      const path = `src/Models/${type.name.pascal}.php`;
      if (type.kind === 'enum' || (type.kind === 'object' && type.usage.output)) expect(out.has(path), path).toBe(true);
    }
    expect(out.has('src/Models/MoneyInput.php')).toBe(true); // nested in deduct's arguments
    expect(out.has('src/Models/CreatePaymentRequest.php')).toBe(false); // a body: its fields are the parameters
    for (const kind of [...model.runtime.errors, ...model.runtime.clientErrors]) expect(out.has(`src/Exception/${kind.name}Exception.php`)).toBe(true);
    for (const resource of model.resources) expect(out.has(`src/Resources/${resource.name.pascal}.php`)).toBe(true);
    expect(out.get('src/Exception/InvalidArgumentException.php')).toContain('extends \\InvalidArgumentException implements OrbitException');
    expect(out.get('src/Exception/APITimeoutException.php')).toContain('extends APIConnectionException');
  });

  it('spells PHP names: enum constants, models beside resources of the same name', () => {
    const out = files();
    expect(out.get('src/Models/ImageSize.php')).toContain("public const SIZE_256X256 = '256x256';");
    expect(out.get('src/Models/OrderStatus.php')).toContain("public const PENDING = 'pending';");
    // The resource Distribution answers the model Distribution: models are named through their namespace.
    expect(out.get('src/Resources/Distribution.php')).toContain('public function retrieve(array $params = [], array $options = []): Models\\Distribution');
    expect(out.get('src/Resources/Distribution.php')).not.toMatch(/^use Orbit\\Sdk\\Models\\Distribution;/m);
    expect(out.get('src/Client.php')).toContain('$this->auth->unifiedLogin($body, $options);');
  });

  it('gives a streamed operation its own typed method, pages their page base, and the idempotency rule a constant', () => {
    const out = files();
    const generation = out.get('src/Resources/Generation.php')!;
    expect(generation).toContain('public function createChatCompletion(array $params = [], array $options = []): Models\\ChatCompletion');
    expect(generation).toContain('@return Stream<Models\\ChatCompletionChunk>');
    expect(generation).toContain('public function createChatCompletionStream(array $params = [], array $options = []): Stream');
    expect(generation).toContain("'streamedBy' => ['param' => 'stream', 'method' => 'createChatCompletionStream'],");
    expect(generation).toContain("'fixedBody' => ['stream' => true],");
    expect(out.get('src/Models/OrderList.php')).toContain('class OrderList extends BasePage');
    expect(out.get('src/Models/PackageList.php')).toContain('class PackageList extends BaseModel');
    expect(out.get('src/Generated/Constants.php')).toContain(`public const IDEMPOTENCY_ELSEWHERE = '${model.runtime.idempotency.elsewhere}';`);
    // Per-call options only where the operation takes them.
    expect(out.get('src/Resources/Orders.php')).not.toContain('api_key?: string');
    expect(out.get('src/Resources/Orders.php')).not.toContain('idempotency_key?: string');
    expect(generation).toContain('api_key?: string');
    expect(out.get('src/Client.php')).toContain('public function __clone()');
  });

  it('speaks PHP about cancellation and links nothing the release archive lacks', () => {
    const out = files();
    const readme = out.get('README.md')!;
    for (const doc of [readme, out.get('api.md')!, out.get('src/Exception/APIUserAbortException.php')!]) {
      expect(doc).not.toMatch(/AbortSignal, context cancellation/);
    }
    expect(readme).not.toContain('mock-server/README.md');
    expect(readme.match(/^### Cancellation$/gm)).toHaveLength(1);
  });

  it('renders api.md and README.md with complete programs and nothing left to fill in', () => {
    const out = files();
    const api = out.get('api.md')!;
    const readme = out.get('README.md')!;
    expect(readme).not.toMatch(/\{\{\w+\}\}/);
    expect(api).toContain("$payment = $client->payments->create(['package_id' => 'pkg_vip30d00000001', 'provider' => 'chatpay']);");
    expect(api).toContain("$result = $client->orders->cancel(['order_no' => $payment->order->order_no]);");
    const blocks = [...api.matchAll(/(<!-- not-runnable[^\n]*\n)?```php\n([\s\S]*?)```/g)];
    const runnable = blocks.filter((b) => !b[1]);
    expect(runnable.length).toBeGreaterThan(15);
    for (const b of runnable) expect(b[2]).toMatch(/^<\?php\n\nrequire 'vendor\/autoload\.php';\n/);
  });
});
