// The Python generator: the real contract regenerates the committed SDK byte for byte, the fixture contract
// (openapi/fixtures/shapes.yaml) generates each shape as designed, and a contract the model or the generator
// does not take fails with the message that names what and where.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContract } from '../../../openapi/lib/contract.ts';
import { ROOT } from '../../../scripts/lib/paths.ts';
import { buildSdkModel, ContractRefused, loadSandboxModel, loadSdkModel } from '../../model/index.ts';
import { generator } from '../generate.ts';
import { TESTED_PYTHONS, testedPythonsText } from '../python-versions.ts';

const SDK = join(ROOT, 'sdks', 'python');
const generate = (model = loadSdkModel()): Map<string, string> => new Map((generator.generate(model) as { path: string; content: string }[]).map((f) => [f.path, f.content]));

describe('generators/python on the real contract', () => {
  const out = generate();

  it('regenerates every committed generated file byte for byte, and only those', () => {
    // LICENSE is the repository's, copied by scripts/generate.ts beside the generator's files.
    const listed = readFileSync(join(SDK, '.generated-files'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#') && l !== 'LICENSE');
    expect([...out.keys()].sort()).toEqual([...listed].sort());
    for (const [path, content] of out) expect(content, path).toBe(readFileSync(join(SDK, path), 'utf8'));
  });

  it('states the tested Python versions from one list, the one scripts/bootstrap installs for the suites', () => {
    const installed = readFileSync(join(ROOT, 'scripts', 'bootstrap'), 'utf8').match(/^PY_VERSIONS=\(([^)]*)\)/m)![1]!.split(/\s+/).filter(Boolean);
    expect([...TESTED_PYTHONS]).toEqual(installed);
    expect(out.get('README.md')).toContain(`Python ${TESTED_PYTHONS[0]} or later (${testedPythonsText()} are tested)`);
    const classifiers = out.get('pyproject.toml')!.match(/"Programming Language :: Python :: 3\.\d+"/g);
    expect(classifiers).toEqual(TESTED_PYTHONS.map((v) => `"Programming Language :: Python :: ${v}"`));
  });

  it('takes the idle timeout from the rules, per call only where an answer is read as it arrives', () => {
    const model = loadSdkModel();
    expect(out.get('orbit_sdk/_constants.py')).toContain(`IDLE_TIMEOUT_SECONDS: Final = ${model.runtime.idleTimeoutSeconds}.0`);
    const changed = structuredClone(model);
    changed.runtime.idleTimeoutSeconds = 12.5;
    expect(generate(changed).get('orbit_sdk/_constants.py')).toContain('IDLE_TIMEOUT_SECONDS: Final = 12.5');
    const generation = out.get('orbit_sdk/resources/generation.py')!;
    const plain = generation.slice(generation.indexOf('class GenerationResource('), generation.indexOf('class AsyncGenerationResource('));
    const method = (name: string): string => plain.slice(plain.indexOf(`    def ${name}(`), plain.indexOf('\n    def ', plain.indexOf(`    def ${name}(`) + 1));
    expect(method('create_speech')).toContain('        idle_timeout: Optional[float] = None,');
    expect(method('create_image')).not.toContain('idle_timeout');
    // stream=False reads a JSON answer whole: that overload takes no idle timeout; stream=True does.
    const overloads = plain.split('    @overload').slice(1, 4);
    expect(overloads[0]).toContain('stream: Literal[False] = False');
    expect(overloads[0]).not.toContain('idle_timeout');
    expect(overloads[1]).toContain('stream: Literal[True]');
    expect(overloads[1]).toContain('idle_timeout: Optional[float] = None');
    expect(out.get('orbit_sdk/resources/orders.py')).not.toContain('idle_timeout');
    expect(out.get('orbit_sdk/_client.py')).toMatch(/idle_timeout: Optional\[float\] = None,[\s\S]*idle_timeout=idle_timeout,[\s\S]*"idle_timeout": idle_timeout/);
  });

  it('is deterministic', () => {
    expect([...generate()]).toEqual([...out]);
  });

  it('describes operations in named fields and fills the templates completely', () => {
    const ops = out.get('orbit_sdk/_operations.py')!;
    expect(ops).toContain('Param(wire_name="phone", name="phone", location="body", required=True, check=Check("string", pattern=');
    expect(ops).toMatch(/required=\("amount", "currency"\),\n {4}closed=True,/);
    expect(ops).not.toMatch(/Param\("/);
    expect(out.get('README.md')).not.toMatch(/\{\{\w+\}\}/);
    expect(out.get('pyproject.toml')).toContain(`version = "${loadSdkModel().version}"`);
    // The Shapes section describes the mechanisms; it names no method the real SDK lacks.
    expect(out.get('README.md')).toContain('## Shapes of requests and answers');
    expect(out.get('README.md')).not.toContain('In this version:');
  });

  it('the testing kit: a builder and a check per answer type, from its example; a sandbox method per sandbox route', () => {
    const model = loadSdkModel();
    const answers = model.types.filter((t) => t.usage.output && t.kind !== 'union');
    const fixtures = out.get('orbit_sdk/testing/fixtures.py')!;
    const schemas = out.get('orbit_sdk/testing/_schemas.py')!;
    for (const t of answers) {
      expect(fixtures).toMatch(new RegExp(`^def ${t.name.snake}\\(`, 'm'));
      expect(schemas).toContain(`    "${t.name.original}": (${t.name.screamingSnake}, `); // and its example (tests/testing/test_fixtures.py)
    }
    // Each field of a builder is a keyword taking the SDK's types (an enum also as its value), NOT_GIVEN by default.
    expect(fixtures).toMatch(/def order\([^)]*status: Union\[OrderStatus, str, NotGiven\] = NOT_GIVEN/);
    expect(schemas).toContain('ORDER_STATUS = Check("enum", values=("pending", "paid", "completed", "cancelled", "refunded"))');
    expect(schemas).toMatch(/"order_no": Check\("string", pattern="\^ORD\[0-9\]\{14\}\[0-9A-Z\]\{8\}\$", max_length=25\)/);
    // The success status the fake answers with, where it is not 200.
    expect(out.get('orbit_sdk/_operations.py')).toMatch(/name="payments\.create",[\s\S]*?status=201,/);
    const sandbox = loadSandboxModel();
    const client = out.get('orbit_sdk/testing/sandbox.py')!;
    const methods = [...client.matchAll(/^ {4}def ([a-z_]+)\(/gm)].map((m) => m[1]);
    expect(methods).toEqual(sandbox.resources.flatMap((r) => r.methods.map((m) => m.name.snake)));
    expect(client).toContain('    world_header: ClassVar[str] = "Orbit-Sandbox"');
    expect(client).not.toMatch(/orbit_sandbox/); // the world's header is the client's, no method's parameter
  });
});

describe('generators/python on the fixture contract (every shape)', () => {
  const out = generate(loadSdkModel(join(ROOT, 'openapi', 'fixtures', 'shapes.yaml')));
  const ops = out.get('orbit_sdk/_operations.py')!;
  const widgets = out.get('orbit_sdk/resources/widgets.py')!;

  it('nullable fields: None sends null and NOT_GIVEN leaves out in requests, Optional in answers', () => {
    expect(widgets).toContain('        nickname: Union[str, None, NotGiven] = NOT_GIVEN,');
    expect(widgets).toContain('        priority: Union[Priority, int, None, NotGiven] = NOT_GIVEN,');
    expect(widgets).toMatch(/from \.\.\_types import NOT_GIVEN, .*NotGiven/);
    expect(ops).toContain('Param(wire_name="nickname", name="nickname", location="body", nullable=True, check=Check("string", max_length=64))');
    const widget = out.get('orbit_sdk/types/widget.py')!;
    expect(widget).toContain('    nickname: Optional[str] = None');
    expect(widget).toContain('    archived_at: Optional[str] = None');
  });

  it('multipart bodies: FileTypes parameters, file checks, no extra_body, no model for the body', () => {
    expect(ops).toMatch(/WIDGETS_UPLOAD_ATTACHMENT[\s\S]*Param\(wire_name="file", name="file", location="body", required=True, check=Check\("file"\)\)[\s\S]*multipart=True,/);
    const upload = widgets.slice(widgets.indexOf('    def upload_attachment('), widgets.indexOf('    def download_attachment('));
    expect(upload).toContain('        file: FileTypes,');
    expect(upload).toContain('        tags: Optional[Sequence[str]] = None,');
    expect(upload).not.toContain('extra_body');
    expect(widgets).toContain('from .._files import FileTypes');
    expect(out.has('orbit_sdk/types/attachment_upload_request.py')).toBe(false);
  });

  it('cursor pages: the cursor descriptor and the auto-paging variant', () => {
    expect(ops).toContain('page=Page(items="data", cursor="starting_after", cursor_field="id", limit="limit", has_more="has_more"),');
    expect(widgets).toContain(') -> SyncPager[Widget]:');
    expect(widgets).toContain(') -> AsyncPager[Widget]:');
    expect(widgets).toContain('`starting_after` set to the last item\'s `id`');
  });

  it('integer enums: OpenIntEnum with x-enum-varnames, int accepted as an argument', () => {
    expect(out.get('orbit_sdk/types/priority.py')).toMatch(/class Priority\(OpenIntEnum\):[\s\S]*    LOW = 1\n    NORMAL = 2\n    HIGH = 3\n/);
    // The fixture's Priority is a nullable enum: every priority field takes None (null) too.
    expect(widgets).toContain('        priority: Union[Priority, int, None, NotGiven] = NOT_GIVEN,');
    expect(ops).toContain('Param(wire_name="priority", name="priority", location="body", nullable=True, check=Check("integer"))');
  });

  it('unions without a discriminator: Untagged aliases for answers, the variants for arguments, checked by shape', () => {
    expect(out.get('orbit_sdk/types/shape.py')).toContain('Shape = Annotated[Union[Circle, Rectangle], Untagged()]');
    expect(out.get('orbit_sdk/types/size.py')).toContain('Size = Annotated[Union[int, SizeLabel], Untagged()]');
    expect(widgets).toContain('        shape: Union[CircleParam, Circle, RectangleParam, Rectangle],');
    expect(ops).toContain('check=Check("union", variants=(_CIRCLE, _RECTANGLE))');
    expect(ops).toMatch(/_CIRCLE = Check\(\n {4}"object",\n {4}fields=\{\n {8}"radius": Check\("number", minimum=0, maximum=1000\),\n {4}\},\n {4}required=\("radius",\),/);
  });

  it('allOf compositions and maps: one model with every part\'s fields, Dict fields', () => {
    const widget = out.get('orbit_sdk/types/widget.py')!;
    expect(widget).toContain('Composed (allOf) of Resource and its own fields, in one model.');
    for (const field of ['    id: str', '    created_at: str', '    name: str', '    priority: Optional[Priority]\n', '    shape: Shape', '    size: Optional[Size] = None', '    labels: Dict[str, str]']) {
      expect(widget).toContain(field);
    }
  });

  it('api.md and the README show each shape', () => {
    const api = out.get('api.md')!;
    expect(api).toContain('| `1` | `Priority.LOW` |');
    expect(api).toContain('One of these (`oneOf` without a discriminator: the first that the value\'s shape matches), in requests and answers:');
    expect(api).toContain('An object composed (allOf) of `Resource` and its own fields, in answers.');
    expect(api).toContain('| `file` | `FileTypes` | body | yes |');
    expect(api).toContain('The body is sent as `multipart/form-data`');
    expect(api).toContain('the next page starts after the last item\'s `id`');
    const readme = out.get('README.md')!;
    expect(readme).toContain('nullable fields in `client.widgets.create()` (`priority`), `client.widgets.update()` (`nickname`, `priority`); files in `client.widgets.upload_attachment()`; cursor pages in `client.widgets.list()`; integer enums `Priority`;');
    expect(readme).not.toMatch(/\{\{\w+\}\}/);
  });
});

describe('generators/python on contracts it does not take', () => {
  it('a contract the model refuses fails with the model\'s message, naming the construct and where', () => {
    const doc = readContract();
    const list = doc.paths['/api/user/orders'].get;
    list.parameters = [...list.parameters, { name: 'session', in: 'cookie', schema: { type: 'string' } }];
    expect(() => generate(buildSdkModel(doc))).toThrow(ContractRefused);
    expect(() => generate(buildSdkModel(doc))).toThrow(/listOrders: cookie parameters are not supported/);
  });

  it('a parameter named like a per-call option fails with the generator\'s message', () => {
    const doc = readContract();
    const list = doc.paths['/api/user/orders'].get;
    list.parameters = [...list.parameters, { name: 'timeout', in: 'query', schema: { type: 'integer' } }];
    expect(() => generate(buildSdkModel(doc))).toThrow(/listOrders parameter timeout clashes with a per-call option/);
  });
});
