import { z } from 'zod';

/**
 * What the console's content form is built from: each content group's zod schema (packages/shared/src/
 * content) read once into a plain tree of fields, so one renderer draws every group and a new field in a
 * schema appears in the form without a hand-written form per group. The zod schema itself still validates.
 */

interface Common {
  /** Absent is allowed (an empty input means "not set"). */
  optional: boolean;
  /** null is allowed (an empty input means null). */
  nullable: boolean;
  /** The schema's own description (.describe / .meta), shown as the field's hint. */
  description?: string;
}
export type ObjectModel = Common & { kind: 'object'; fields: { key: string; model: FieldModel }[] };
export type FieldModel =
  | ObjectModel
  | (Common & { kind: 'array'; item: FieldModel; min?: number; max?: number })
  | (Common & { kind: 'string' })
  | (Common & { kind: 'number'; integer: boolean; min?: number; max?: number })
  | (Common & { kind: 'boolean' })
  | (Common & { kind: 'enum'; options: string[] })
  | (Common & { kind: 'literal'; value: string | number | boolean })
  | (Common & { kind: 'union'; discriminator: string; variants: { value: string; model: ObjectModel }[] })
  | (Common & { kind: 'unknown' });

type CheckDef = { check?: string; minimum?: number; maximum?: number; length?: number };

/** Array length limits from the schema's checks (.min, .max, .length). */
function lengthLimits(schema: z.ZodArray): { min?: number; max?: number } {
  const limits: { min?: number; max?: number } = {};
  for (const check of schema.def.checks ?? []) {
    const def = (check as { _zod: { def: CheckDef } })._zod.def;
    if (def.check === 'min_length') limits.min = def.minimum;
    if (def.check === 'max_length') limits.max = def.maximum;
    if (def.check === 'length_equals') limits.min = limits.max = def.length;
  }
  return limits;
}

export function modelOf(schema: z.ZodType, flags: { optional?: boolean; nullable?: boolean } = {}): FieldModel {
  const common: Common = {
    optional: flags.optional ?? false,
    nullable: flags.nullable ?? false,
    ...(schema.description ? { description: schema.description } : {}),
  };
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    return withDescription(modelOf(schema.unwrap() as z.ZodType, { ...flags, optional: true }), common);
  }
  if (schema instanceof z.ZodNullable) {
    return withDescription(modelOf(schema.unwrap() as z.ZodType, { ...flags, nullable: true }), common);
  }
  if (schema instanceof z.ZodObject) return objectModel(schema, common);
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const discriminator = String(schema.def.discriminator);
    const variants = (schema.options as z.ZodType[]).flatMap((option) => {
      if (!(option instanceof z.ZodObject)) return [];
      const tag = option.shape[discriminator];
      return tag instanceof z.ZodLiteral ? [{ value: String(tag.value), model: objectModel(option, common) }] : [];
    });
    return { ...common, kind: 'union', discriminator, variants };
  }
  if (schema instanceof z.ZodArray) {
    return { ...common, kind: 'array', item: modelOf(schema.element as z.ZodType), ...lengthLimits(schema) };
  }
  if (schema instanceof z.ZodString) return { ...common, kind: 'string' };
  if (schema instanceof z.ZodNumber) {
    const min = schema.minValue ?? undefined;
    const max = schema.maxValue ?? undefined;
    return {
      ...common,
      kind: 'number',
      integer: schema.isInt,
      ...(min !== undefined && Number.isFinite(min) ? { min } : {}),
      ...(max !== undefined && Number.isFinite(max) ? { max } : {}),
    };
  }
  if (schema instanceof z.ZodBoolean) return { ...common, kind: 'boolean' };
  if (schema instanceof z.ZodEnum) return { ...common, kind: 'enum', options: schema.options.map(String) };
  if (schema instanceof z.ZodLiteral) return { ...common, kind: 'literal', value: schema.value as string };
  return { ...common, kind: 'unknown' };
}

function objectModel(schema: z.ZodObject, common: Common): ObjectModel {
  const fields = Object.entries(schema.shape).map(([key, field]) => ({ key, model: modelOf(field as z.ZodType) }));
  return { ...common, kind: 'object', fields };
}

const withDescription = (model: FieldModel, outer: Common): FieldModel =>
  outer.description && !model.description ? { ...model, description: outer.description } : model;

/** A new value for a model: what "Add" puts in a list, or an optional part when it is switched on. */
export function emptyValueOf(model: FieldModel): unknown {
  switch (model.kind) {
    case 'object':
      return Object.fromEntries(
        model.fields.filter((f) => !f.model.optional).map((f) => [f.key, emptyValueOf(f.model)]),
      );
    case 'array':
      return Array.from({ length: model.min ?? 0 }, () => emptyValueOf(model.item));
    case 'number':
      return model.min ?? 0;
    case 'boolean':
      return false;
    case 'enum':
      return model.options[0];
    case 'literal':
      return model.value;
    case 'union':
      return model.variants[0] ? emptyValueOf(model.variants[0].model) : {};
    case 'string':
      return '';
    case 'unknown':
      return null;
  }
}

/** A variant of a union, as new: its discriminator set and its other required fields empty. */
export function emptyVariant(model: Extract<FieldModel, { kind: 'union' }>, value: string): unknown {
  const variant = model.variants.find((v) => v.value === value) ?? model.variants[0];
  return variant ? emptyValueOf(variant.model) : {};
}

const WORDS: Record<string, string> = { url: 'URL', cta: 'Call to action', ios: 'iOS', id: 'Id', vip: 'VIP' };

/** "button_text" → "Button text", "cta" → "Call to action", "tier_1" → "Tier 1". */
export function labelOf(key: string): string {
  const [first = '', ...rest] = key.split('_');
  const head = WORDS[first] ?? first.charAt(0).toUpperCase() + first.slice(1);
  return [head, ...rest.map((word) => WORDS[word] ?? word)].join(' ');
}

/** Copy fields long enough to need a text area (rich text is edited as plain text with tokens and links). */
const MULTILINE_KEYS = new Set([
  'text',
  'body',
  'body_text',
  'page_text',
  'description',
  'disclaimer',
  'note',
  'copy',
  'tooltip_copy',
  'activated_body',
  'support_text',
  'text_desktop',
  'text_mobile',
  'success_text',
  'error_text',
]);
export const isMultiline = (key: string) => MULTILINE_KEYS.has(key);

/** Hints for fields whose rules are not obvious from their names. */
const HINTS: Record<string, string> = {
  url: 'A path such as /earn, an https:// address, or a mailto:, tel: or sms: link.',
  spacing: 'Space above the block, 0 to 50 px.',
  search: 'Merchant search fields, such as location=New York, NY&isNew=true.',
  new_tab: 'External links open in a new tab and say so.',
  user_states: 'Who sees this copy.',
};
export const hintOf = (key: string, model: FieldModel) => model.description ?? HINTS[key];

/** The value an empty text input stands for: absent, null, or the empty string (which the schema refuses). */
export function emptyInputValue(model: FieldModel): '' | null | undefined {
  if (model.nullable) return null;
  if (model.optional) return undefined;
  return '';
}
