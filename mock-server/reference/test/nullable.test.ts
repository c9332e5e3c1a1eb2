// Nullable compositions (mock-server/shared/nullable.ts), as the reference server validates request bodies: a
// nullable reference in either spelling the SDK model reads (`nullable: true` beside a one-member allOf, with or
// without the target's `type`) takes null or a value of the referenced schema, and nothing else; a plain
// nullable type and a nullable enum listing null are read as ajv reads them.
import { describe, expect, it } from 'vitest';
import { validatorCompiler } from '../src/validation.ts';

const PRIORITY = { type: 'integer', format: 'int32', enum: [1, 2, 3] };

function accepts(property: object): (value: unknown) => boolean {
  const schema = { type: 'object', additionalProperties: false, properties: { priority: property } };
  const validate = validatorCompiler({ schema, httpPart: 'body', url: '/api/widgets/{widget_id}', method: 'PATCH' }) as (data: unknown) => boolean;
  return (value) => validate({ priority: value });
}

describe('a nullable body field', () => {
  for (const [name, property] of [
    ['nullable beside allOf, no type', { description: 'The new priority.', nullable: true, allOf: [PRIORITY] }],
    ['nullable beside allOf and the target type', { type: 'integer', format: 'int32', nullable: true, allOf: [PRIORITY] }],
    ['a nullable enum listing null', { type: 'integer', nullable: true, enum: [1, 2, 3, null] }],
  ] as const) {
    it(`${name}: null or a value of the enum`, () => {
      const valid = accepts(property);
      expect([null, 1, 3].map(valid)).toEqual([true, true, true]);
      expect([9, 'high', 1.5, {}].map(valid)).toEqual([false, false, false, false]);
    });
  }

  it('a plain nullable type: null or that type', () => {
    const valid = accepts({ type: 'string', nullable: true, maxLength: 3 });
    expect([null, 'abc', 'abcd', 1].map(valid)).toEqual([true, true, false, false]);
  });
});
