import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalidMember, invalidValue, validValue, type JsonSchema } from './json-schema-arbitrary';

/** A zod contract, its JSON Schema as the OpenAPI document carries it, and the generators' answers checked by zod. */
const contract = z.strictObject({
  name: z.string().min(1).max(20),
  code: z.string().regex(/^[A-Z]{2}\d{2}$/),
  count: z.number().int().min(1).max(9),
  price: z.number().min(0).max(100).nullable(),
  kind: z.enum(['a', 'b']),
  tags: z.array(z.string().max(5)).max(3),
  when: z.iso.datetime().optional(),
  email: z.email().optional(),
});
const schema = z.toJSONSchema(contract, { target: 'draft-2020-12', io: 'input' }) as JsonSchema;
const options = { seed: 45, numRuns: 300 };

describe('JSON Schema arbitraries', () => {
  it('generates values the zod contract accepts', () => {
    fc.assert(
      fc.property(validValue(schema), (value) => {
        expect(contract.safeParse(value).error?.issues ?? []).toEqual([]);
      }),
      options,
    );
  });

  it('breaks a value in one place the zod contract refuses, and says where', () => {
    const broken = invalidValue(schema)!;
    fc.assert(
      fc.property(broken, ({ value, path }) => {
        const result = contract.safeParse(value);
        expect(result.success).toBe(false);
        const reported = result.error!.issues.map((issue) => issue.path.join('.'));
        // The break is reported at its place, or on the object holding it (an extra property, the wrong type).
        expect(reported.some((where) => path.join('.').startsWith(where))).toBe(true);
      }),
      options,
    );
  });

  it('writes query values as text, and breaks them only in ways text can', () => {
    const query = z.toJSONSchema(z.object({ page: z.coerce.number().int().min(1).max(5) }), {
      target: 'draft-2020-12',
      io: 'input',
    }) as JsonSchema;
    const parse = z.object({ page: z.coerce.number().int().min(1).max(5) });
    for (const value of fc.sample(validValue(query, { text: true }), 50)) {
      expect(typeof (value as { page: unknown }).page).toBe('string');
      expect(parse.safeParse(value).success).toBe(true);
    }
    for (const { value } of fc.sample(invalidMember(query, { text: true })!, 50)) {
      expect(parse.safeParse(value).success).toBe(false);
    }
  });

  it('has nothing to break in a schema that accepts anything', () => {
    expect(invalidValue({})).toBeUndefined();
    expect(invalidValue({ type: 'string' }, { text: true })).toBeUndefined();
  });
});
