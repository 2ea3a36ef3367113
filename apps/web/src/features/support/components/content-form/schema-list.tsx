import { useId, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FieldError } from '@/components/form/field-label';
import { emptyValueOf, emptyVariant, hintOf, labelOf, type FieldModel } from '../../lib/schema-form-model';
import type { ComponentType } from 'react';
import { Hint, errorAt, type SchemaFieldProps } from './field-parts';

type ArrayModel = Extract<FieldModel, { kind: 'array' }>;

/**
 * A list in a content form. A list of choices (who sees a banner) is a group of checkboxes; a list of
 * words (survey options) and a list of groups (steps, links, content blocks) are items with move up, move
 * down and remove, and an add button (for blocks, after choosing the block's type). The schema's length
 * limits disable what would break them.
 */
/** Item draws each element (schema-fields.tsx's SchemaField): lists hold fields, fields hold lists. */
export function SchemaList(props: SchemaFieldProps & { model: ArrayModel; Item: ComponentType<SchemaFieldProps> }) {
  const { model } = props;
  if (model.item.kind === 'enum') return <ChoiceList {...props} options={model.item.options} />;
  return <ItemList {...props} />;
}

function ChoiceList({
  model,
  path,
  name,
  label,
  options,
}: SchemaFieldProps & { model: ArrayModel; options: string[] }) {
  const id = useId();
  const { register, formState } = useFormContext();
  const message = errorAt(formState.errors, path);
  const hint = hintOf(name, model);
  return (
    <fieldset
      className="content-form__group content-form__choices"
      aria-describedby={message ? `${id}-error` : undefined}
    >
      <legend>{label}</legend>
      <Hint text={hint} />
      {options.map((option) => (
        <div key={option} className="form-field form-field--checkbox">
          <input
            id={`${id}-${option}`}
            type="checkbox"
            value={option}
            className="form-field__checkbox"
            {...register(path)}
          />
          <label htmlFor={`${id}-${option}`} className="form-field__label--inline">
            {labelOf(option)}
          </label>
        </div>
      ))}
      <FieldError id={`${id}-error`} message={message} />
    </fieldset>
  );
}

const singular = (label: string) => (/[^s]s$/.test(label) ? label.slice(0, -1) : label);

function ItemList({
  model,
  path,
  name,
  label,
  Item,
}: SchemaFieldProps & { model: ArrayModel; Item: ComponentType<SchemaFieldProps> }) {
  const id = useId();
  const { control, formState } = useFormContext();
  // react-hook-form keeps a stable key per item; lists of plain words are lists of values all the same.
  const { fields, append, remove, move } = useFieldArray({ control, name: path });
  const items: unknown[] = useWatch({ name: path }) ?? [];
  const [newType, setNewType] = useState(model.item.kind === 'union' ? (model.item.variants[0]?.value ?? '') : '');
  const message = errorAt(formState.errors, path);
  const count = Math.max(fields.length, items.length);
  const atMax = model.max !== undefined && count >= model.max;
  const atMin = model.min !== undefined && count <= model.min;
  const one = singular(label);

  const add = () => {
    const value = model.item.kind === 'union' ? emptyVariant(model.item, newType) : emptyValueOf(model.item);
    append(value as never, { shouldFocus: false });
  };

  return (
    <fieldset className="content-form__group content-form__list">
      <legend>{label}</legend>
      <Hint text={hintOf(name, model)} />
      {fields.length === 0 ? <p className="support-muted">No {label.toLowerCase()} yet.</p> : null}
      <ol className="content-form__items">
        {fields.map((field, index) => {
          const itemLabel = `${one} ${index + 1}`;
          return (
            <li key={field.id} className="content-form__item">
              <Item model={model.item} path={`${path}.${index}`} name={name} label={itemLabel} />
              <div className="content-form__item-actions">
                <button
                  type="button"
                  className="button button--v2 support-button--small"
                  aria-label={`Move ${itemLabel} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  Move up
                </button>
                <button
                  type="button"
                  className="button button--v2 support-button--small"
                  aria-label={`Move ${itemLabel} down`}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  Move down
                </button>
                <button
                  type="button"
                  className="button button--v2 support-button--small"
                  aria-label={`Remove ${itemLabel}`}
                  disabled={atMin}
                  onClick={() => remove(index)}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="content-form__add">
        {model.item.kind === 'union' ? (
          <>
            <label htmlFor={`${id}-type`}>Type of new {one.toLowerCase()}</label>
            <select
              id={`${id}-type`}
              className="form-field__input"
              value={newType}
              onChange={(e) => setNewType(e.target.value)}
            >
              {model.item.variants.map((variant) => (
                <option key={variant.value} value={variant.value}>
                  {labelOf(variant.value)}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <button type="button" className="button button--v2 support-button--small" disabled={atMax} onClick={add}>
          Add {one.toLowerCase()}
        </button>
      </div>
      <FieldError id={`${id}-error`} message={message} />
    </fieldset>
  );
}
