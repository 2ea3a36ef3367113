import { useId, type ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { FieldError, RequiredMarker } from './field-label';

export interface CheckboxFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: ReactNode;
  required?: boolean;
}

export function CheckboxField<T extends FieldValues>({ name, label, required }: CheckboxFieldProps<T>) {
  const id = useId();
  const { register, getFieldState, formState } = useFormContext<T>();
  const message = getFieldState(name, formState).error?.message;
  return (
    // A required box keeps a line for its message; one that cannot be wrong keeps none (form.css).
    <div
      className={required ? 'form-field form-field--checkbox form-field--required' : 'form-field form-field--checkbox'}
    >
      <input
        id={id}
        type="checkbox"
        className="form-field__checkbox"
        aria-required={required || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...register(name)}
      />
      <label htmlFor={id} className="form-field__label form-field__label--inline">
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
