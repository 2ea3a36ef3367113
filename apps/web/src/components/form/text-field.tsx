import { useId, type InputHTMLAttributes } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { FieldError, FieldLabel } from './field-label';

export interface TextFieldProps<T extends FieldValues> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'required'
> {
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
}

/** A labelled input of the surrounding form: its error and hint are read with it (aria-describedby). */
export function TextField<T extends FieldValues>({
  name,
  label,
  required,
  hint,
  type = 'text',
  ...input
}: TextFieldProps<T>) {
  const id = useId();
  const { register, getFieldState, formState } = useFormContext<T>();
  const message = getFieldState(name, formState).error?.message;
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        type={type}
        className="form-field__input"
        aria-required={required || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
        {...register(name)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
