import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldError, FieldLabel } from '@/components/form/field-label';
import {
  emptyInputValue,
  emptyValueOf,
  hintOf,
  isMultiline,
  labelOf,
  type FieldModel,
  type ObjectModel,
} from '../../lib/schema-form-model';
import { errorAt, GroupError, Hint, type SchemaFieldProps } from './field-parts';
import { SchemaList } from './schema-list';

/**
 * One field of a content form, drawn from its model (lib/schema-form-model.ts): text inputs and text areas,
 * numbers, checkboxes, selects, nested groups as fieldsets, lists with add, remove and reorder, and
 * optional parts that can be added and removed. Paths are react-hook-form's dotted names.
 */

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

export function ObjectFields({ model, path }: { model: ObjectModel; path: string }) {
  return (
    <>
      {model.fields.map(({ key, model: child }) => (
        <SchemaField key={key} model={child} path={join(path, key)} name={key} label={labelOf(key)} />
      ))}
    </>
  );
}

export function SchemaField(props: SchemaFieldProps) {
  const { model } = props;
  const hasParts = model.kind === 'object' || model.kind === 'array' || model.kind === 'union';
  if (hasParts && (model.optional || model.nullable)) return <OptionalPart {...props} />;
  return <RequiredField {...props} />;
}

function RequiredField(props: SchemaFieldProps) {
  const { model, path, label } = props;
  switch (model.kind) {
    case 'object':
      return (
        <fieldset className="content-form__group">
          <legend>{label}</legend>
          <Hint text={hintOf(props.name, model)} />
          <ObjectFields model={model} path={path} />
          <GroupError path={path} />
        </fieldset>
      );
    case 'array':
      return <SchemaList {...props} model={model} Item={SchemaField} />;
    case 'union':
      return <UnionFields {...props} model={model} />;
    case 'literal':
      return null;
    default:
      return <ScalarField {...props} />;
  }
}

/** An optional or nullable group: absent until added, and removable again. */
function OptionalPart(props: SchemaFieldProps) {
  const { model, path, label } = props;
  const { setValue } = useFormContext();
  const value: unknown = useWatch({ name: path });
  const present = value !== undefined && value !== null;
  const absent = model.nullable ? null : undefined;
  if (present) {
    return (
      <div className="content-form__optional">
        <RequiredField {...props} />
        <button
          type="button"
          className="button button--v2 support-button--small"
          onClick={() => setValue(path, absent, { shouldDirty: true, shouldValidate: true })}
        >
          Remove {label.toLowerCase()}
        </button>
      </div>
    );
  }
  return (
    <div className="content-form__optional content-form__optional--absent">
      <p className="content-form__absent">
        <strong>{label}</strong>: not set.
      </p>
      <button
        type="button"
        className="button button--v2 support-button--small"
        onClick={() => setValue(path, emptyValueOf(model), { shouldDirty: true })}
      >
        Add {label.toLowerCase()}
      </button>
      <GroupError path={path} />
    </div>
  );
}

/** A block of a union (a content block): its type shown, the fields of that type below. */
function UnionFields({ model, path, label }: SchemaFieldProps & { model: Extract<FieldModel, { kind: 'union' }> }) {
  const tag: unknown = useWatch({ name: join(path, model.discriminator) });
  const variant = model.variants.find((v) => v.value === tag);
  return (
    <fieldset className="content-form__group">
      <legend>
        {label}: {labelOf(String(tag))}
      </legend>
      {variant ? <ObjectFields model={variant.model} path={path} /> : <p>Unknown type “{String(tag)}”.</p>}
    </fieldset>
  );
}

function ScalarField({ model, path, name, label }: SchemaFieldProps) {
  const id = useId();
  const { register, formState } = useFormContext();
  const message = errorAt(formState.errors, path);
  const hint = hintOf(name, model);
  const required = !model.optional && !model.nullable;
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const aria = { 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy };
  const empty = emptyInputValue(model);

  if (model.kind === 'boolean') {
    return (
      <div className="form-field form-field--checkbox">
        <input id={id} type="checkbox" className="form-field__checkbox" {...aria} {...register(path)} />
        <label htmlFor={id} className="form-field__label--inline">
          {label}
        </label>
        <Hint id={`${id}-hint`} text={hint} />
        <FieldError id={`${id}-error`} message={message} />
      </div>
    );
  }
  let input;
  if (model.kind === 'enum') {
    input = (
      <select
        id={id}
        className="form-field__input"
        {...aria}
        {...register(path, { setValueAs: (v: string) => (v === '' ? empty : v) })}
      >
        {required ? null : <option value="">(none)</option>}
        {model.options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    );
  } else if (model.kind === 'number') {
    input = (
      <input
        id={id}
        type="number"
        inputMode="numeric"
        className="form-field__input content-form__number"
        min={model.min}
        max={model.max}
        step={model.integer ? 1 : 'any'}
        aria-required={required || undefined}
        {...aria}
        {...register(path, { setValueAs: (v: unknown) => (v === '' || v == null ? empty : Number(v)) })}
      />
    );
  } else {
    const text = register(path, { setValueAs: (v: unknown) => (v === '' || v == null ? empty : v) });
    input = isMultiline(name) ? (
      <textarea
        id={id}
        rows={3}
        className="form-field__input"
        aria-required={required || undefined}
        {...aria}
        {...text}
      />
    ) : (
      <input
        id={id}
        type="text"
        className="form-field__input"
        aria-required={required || undefined}
        {...aria}
        {...text}
      />
    );
  }
  return (
    <div className="form-field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      {input}
      <Hint id={`${id}-hint`} text={hint} />
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
