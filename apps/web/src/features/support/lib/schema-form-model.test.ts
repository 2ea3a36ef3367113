import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentFieldsSchemas, homeFieldsSchema } from '@forkpoint/shared/content/content-schemas';
import { emptyValueOf, emptyVariant, labelOf, modelOf, type FieldModel, type ObjectModel } from './schema-form-model';

const field = (model: FieldModel, key: string): FieldModel => {
  if (model.kind !== 'object') throw new Error(`${model.kind} is not an object`);
  const found = model.fields.find((f) => f.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found.model;
};

describe('modelOf', () => {
  it('reads objects, optional and nullable parts, enums, numbers and array limits', () => {
    const model = modelOf(
      z.strictObject({
        title: z.string().min(1).describe('The big line.'),
        note: z.string().optional(),
        tier: z.strictObject({ name: z.string() }).nullable(),
        icon: z.enum(['search', 'dine']),
        variant: z.number().int().min(1).max(3),
        steps: z.array(z.strictObject({ text: z.string() })).length(3),
        tags: z.array(z.string()).min(1).max(4),
      }),
    );
    expect(field(model, 'title')).toMatchObject({ kind: 'string', optional: false, description: 'The big line.' });
    expect(field(model, 'note')).toMatchObject({ kind: 'string', optional: true, nullable: false });
    expect(field(model, 'tier')).toMatchObject({ kind: 'object', nullable: true });
    expect(field(model, 'icon')).toMatchObject({ kind: 'enum', options: ['search', 'dine'] });
    expect(field(model, 'variant')).toMatchObject({ kind: 'number', integer: true, min: 1, max: 3 });
    expect(field(model, 'steps')).toMatchObject({ kind: 'array', min: 3, max: 3, item: { kind: 'object' } });
    expect(field(model, 'tags')).toMatchObject({ kind: 'array', min: 1, max: 4, item: { kind: 'string' } });
  });

  it('models every content group without an unknown field, so every group gets a full form', () => {
    const unknown: string[] = [];
    const walk = (model: FieldModel, path: string) => {
      if (model.kind === 'unknown') unknown.push(path);
      if (model.kind === 'object') for (const f of model.fields) walk(f.model, `${path}.${f.key}`);
      if (model.kind === 'array') walk(model.item, `${path}[]`);
      if (model.kind === 'union') for (const v of model.variants) walk(v.model, `${path}<${v.value}>`);
    };
    for (const [name, group] of Object.entries(contentFieldsSchemas)) {
      for (const [slug, schema] of Object.entries(group)) walk(modelOf(schema), `${name}/${slug}`);
    }
    expect(unknown).toEqual([]);
  });
});

describe('emptyValueOf', () => {
  it('builds a new value that has every required part, and nothing optional', () => {
    const model = modelOf(
      z.strictObject({
        title: z.string(),
        cta: z.strictObject({ text: z.string() }).optional(),
        steps: z.array(z.strictObject({ icon: z.enum(['search', 'dine']) })).length(2),
        shown: z.boolean(),
        spacing: z.number().int().min(0).max(50).optional(),
        order: z.number().int().min(0),
      }),
    );
    expect(emptyValueOf(model)).toEqual({
      title: '',
      steps: [{ icon: 'search' }, { icon: 'search' }],
      shown: false,
      order: 0,
    });
  });

  it('starts a union variant with its tag set', () => {
    const model = modelOf(homeFieldsSchema) as ObjectModel;
    const body = field(model, 'body');
    if (body.kind !== 'array' || body.item.kind !== 'union') throw new Error('body is a list of blocks');
    expect(body.item.discriminator).toBe('type');
    expect(body.item.variants.map((v) => v.value)).toEqual([
      'body_text',
      'button',
      'standalone_link',
      'title',
      'merchant_carousel',
    ]);
    expect(emptyVariant(body.item, 'button')).toEqual({ type: 'button', text: '', url: '', variant: 1 });
  });
});

describe('labelOf', () => {
  it('turns keys into words', () => {
    expect(labelOf('button_text')).toBe('Button text');
    expect(labelOf('cta')).toBe('Call to action');
    expect(labelOf('ios_url')).toBe('iOS URL');
  });
});
