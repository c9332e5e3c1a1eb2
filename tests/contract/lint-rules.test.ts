// Our own Spectral rules must catch what they promise: each mutation of a copy of the contract below
// has to be reported by its rule (and the real contract by none, which `npm run lint` checks).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { describe, expect, test } from 'vitest';
import { BIN, ROOT } from '../../scripts/lib/paths.ts';
import { loadContract } from '../../scripts/lib/contract.ts';

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
    const doc: any = loadContract();
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
    ];
    for (const expected of expectations) expect(found, expected).toContain(expected);
  });
});
