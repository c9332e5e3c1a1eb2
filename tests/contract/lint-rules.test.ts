// Our own Spectral rules, and Redocly as the second linter, must catch what they promise: each mutation
// of a copy of the contract below has to be reported by its rule (and the real contract by none, which
// the `lint` suite checks).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { describe, expect, test } from 'vitest';
import { BIN, ROOT } from '../../scripts/lib/paths.ts';
import { pointerKeys, readContract } from '../../openapi/lib/contract.ts';

function lint(document: object): { code: string; path: string[] }[] {
  const dir = mkdtempSync(join(tmpdir(), 'orbit-lint-'));
  try {
    const file = join(dir, 'openapi.yaml');
    writeFileSync(file, stringify(document));
    let out: string;
    try {
      out = execFileSync(join(BIN, 'spectral'), ['lint', '--format', 'json', '--ruleset', join(ROOT, 'openapi/.spectral.yaml'), file], { encoding: 'utf8' });
    } catch (error: any) {
      out = error.stdout; // spectral exits non-zero when it finds problems
    }
    return JSON.parse(out.slice(out.indexOf('[')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('custom lint rules', () => {
  test('each mutation is reported by its rule', { timeout: 60_000 }, () => {
    const doc: any = readContract();
    const paths = doc.paths;
    delete paths['/api/user/packages'].get.responses['200'].content['application/json'].examples; // no 2xx example
    paths['/api/user/orders'].get.tags = ['orders', 'payments']; // two tags
    delete paths['/api/developer/stats'].get['x-sdk-method']; // no SDK method name
    delete paths['/api/developer/stats'].get.operationId; // no operationId
    delete paths['/api/pay/chatpay_h5'].post.description; // no description
    const deduct = paths['/api/ai/deduct'].post.responses;
    for (const status of Object.keys(deduct)) if (status.startsWith('4')) delete deduct[status]; // no 4xx
    paths['/api/ai/router'].post.responses['400'] = { description: 'plain', content: { 'text/plain': { schema: { type: 'string', maxLength: 10 } } } }; // 4xx without the error object
    paths['/api/auth/sms_send'].post.requestBody.content['application/json'].examples.login.value.phone = 'not a phone'; // invalid example
    delete doc.components.schemas.MoneyInput.additionalProperties; // a nested request object that takes unknown fields
    paths['/api/ai/router'].get.parameters[0].schema.default = 'models'; // a required parameter with a default
    delete paths['/api/developer/stats'].get['x-validation-rules']; // `400 invalid_date_range` without its rule
    paths['/api/ai/router'].post['x-validation-rules'].push({ code: 'invalid_json', rule: '' }); // an empty rule, a schema code
    delete doc['x-request-limits']; // no request limits

    const found = lint(doc).map((r) => `${r.code} ${r.path.slice(0, 3).join(' ')}`);
    const expectations = [
      'operation-2xx-example paths /api/user/packages get',
      'operation-single-tag paths /api/user/orders get',
      'operation-sdk-method paths /api/developer/stats get',
      'operation-operationId-required paths /api/developer/stats get',
      'operation-description-required paths /api/pay/chatpay_h5 post',
      'operation-4xx-error-schema paths /api/ai/deduct post',
      'operation-4xx-error-schema paths /api/ai/router post',
      'oas3-valid-media-example paths /api/auth/sms_send post',
      'request-objects-strict components schemas MoneyInput',
      'parameter-required-without-default paths /api/ai/router get',
      'validation-rules-declared paths /api/developer/stats get',
      'validation-rules-declared paths /api/ai/router post',
      'request-limits-declared ',
    ];
    for (const expected of expectations) expect(found, expected).toContain(expected);
  });
});

// The OWASP rules narrowed in .spectral.yaml, and our rules on the shapes a next release may add: each
// narrowing keeps firing where it is meant to (requests; integers without an enum) and is quiet on the
// shape it was narrowed for (a map in an answer; an integer enum; a nullable reference to one).
describe('narrowed and new-shape rules', () => {
  test('maps are refused in requests and taken in answers; integer enums need no bounds', { timeout: 60_000 }, () => {
    const doc: any = readContract();
    const schemas = doc.components.schemas;
    const map = { type: 'object', maxProperties: 10, additionalProperties: { type: 'string', maxLength: 64 } };
    schemas.SmsSendRequest.properties.labels = map; // a map in a request body
    schemas.User.properties.labels = structuredClone(map); // a map in an answer
    schemas.Level = { type: 'integer', format: 'int32', enum: [1, 2, 3], 'x-enum-varnames': ['low', 'normal', 'high'] };
    schemas.User.properties.level = { $ref: '#/components/schemas/Level' }; // an integer enum, no bounds
    schemas.SmsSendRequest.properties.level = { type: 'integer', format: 'int32', nullable: true, allOf: [{ $ref: '#/components/schemas/Level' }] };
    schemas.User.properties.score = { type: 'integer', format: 'int32' }; // an integer without bounds
    schemas.MoneyInput = { allOf: [{ type: 'object', properties: { amount: schemas.MoneyInput.properties.amount } }, { type: 'object', properties: { currency: schemas.MoneyInput.properties.currency } }] };

    const results = lint(doc);
    const found = results.map((r) => `${r.code} ${r.path.join(' ')}`);
    expect(found).toContain('owasp:api3:2023-no-additionalProperties components schemas SmsSendRequest properties labels additionalProperties');
    expect(found.filter((f) => f.includes('no-additionalProperties') && f.includes(' User '))).toEqual([]);
    expect(found).toContain('owasp:api4:2023-integer-limit-legacy components schemas User properties score');
    expect(found.filter((f) => f.includes('integer-limit') && /Level|level/.test(f))).toEqual([]);
    expect(found.filter((f) => f.startsWith('request-objects-strict') && f.includes('SmsSendRequest'))).toEqual([]);
    const composed = results.filter((r) => r.code === 'request-objects-strict' && r.path.join(' ') === 'components schemas MoneyInput');
    expect(composed.map((r: any) => r.message)).toEqual([expect.stringContaining('cannot be an allOf of objects')]);
  });
});

// Redocly CLI (openapi/redocly.yaml, recommended-strict) is the second linter: it must catch what
// Spectral missed in issue 14 (an example YAML parsed into `null`, a schema only x- extensions use).
function redocly(document: object): { ruleId: string; pointer: string }[] {
  const dir = mkdtempSync(join(tmpdir(), 'orbit-redocly-'));
  try {
    const file = join(dir, 'openapi.yaml');
    writeFileSync(file, stringify(document));
    const result = spawnSync(join(BIN, 'redocly'), ['lint', '--config', join(ROOT, 'openapi/redocly.yaml'), '--format', 'json', file], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{')));
    return report.problems.map((p: any) => ({ ruleId: p.ruleId, pointer: p.location[0].pointer }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('Redocly', () => {
  test('reports an example holding null and a schema only an x- extension uses', { timeout: 60_000 }, () => {
    const doc: any = readContract();
    doc.components.responses.LoginFailed.content['application/json'].examples.invalid_miniapp_code.value.error['expired or used'] = null;
    delete doc.components.schemas.ChatpayEncryptedResource.properties.ciphertext.not;
    const found = redocly(doc).map((p) => `${p.ruleId} ${p.pointer}`);
    expect(found).toContain('no-invalid-media-type-examples #/components/responses/LoginFailed/content/application~1json/examples/invalid_miniapp_code/value/error/expired or used');
    expect(found).toContain('no-unused-components #/components/schemas/ChatpayTransaction');
  });

  test('its waivers are the ones Spectral also has, at locations that exist', () => {
    const ignore = parse(readFileSync(join(ROOT, 'openapi/.redocly.lint-ignore.yaml'), 'utf8'));
    expect(Object.keys(ignore)).toEqual(['openapi.yaml', 'fixtures/shapes.yaml']);
    // The real contract: the event-stream example only.
    expect(ignore['openapi.yaml']).toEqual({
      'no-invalid-media-type-examples': ['#/paths/~1api~1v1~1chat~1completions/post/responses/200/content/text~1event-stream/examples/stream/value'],
    });
    const spectral = parse(readFileSync(join(ROOT, 'openapi/.spectral.yaml'), 'utf8'));
    const waived = (rule: string) => spectral.overrides.filter((o: any) => o.rules[rule] === 'off').flatMap((o: any) => o.files);
    expect(waived('oas3-valid-media-example')).toEqual(['openapi.yaml#/paths/~1api~1v1~1chat~1completions/post/responses/200/content/text~1event-stream']);
    const media = readContract().paths['/api/v1/chat/completions'].post.responses['200'].content['text/event-stream'];
    expect(typeof media.examples.stream.value).toBe('string');
    // The fixture contract: copies of the real contract's components that its operations do not use.
    expect(ignore['fixtures/shapes.yaml']).toEqual({ 'no-unused-components': ['#/components/headers/IdempotentReplayed', '#/components/securitySchemes/apiKey'] });
    expect(waived('oas3-unused-component')).toEqual(['fixtures/shapes.yaml#/components/headers/IdempotentReplayed']);
    const real = readContract();
    const fixture = readContract(join(ROOT, 'openapi/fixtures/shapes.yaml'));
    for (const pointer of ignore['fixtures/shapes.yaml']['no-unused-components']) {
      const keys = pointerKeys(pointer);
      const copy = keys.reduce((at: any, key) => at?.[key], fixture);
      expect(copy, pointer).toBeDefined();
      expect(copy, `${pointer} is the real contract's`).toEqual(keys.reduce((at: any, key) => at?.[key], real));
    }
  });
});
