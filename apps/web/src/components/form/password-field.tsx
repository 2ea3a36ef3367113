import { useId, useState, type KeyboardEvent } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { FieldErrorText, FieldLabel, FieldMessages } from './field-label';
import { lockKeyWarning } from './lock-keys';

export interface PasswordFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  required?: boolean;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input that toggles between hidden and shown, warning while Caps or Num Lock is on (part 1 §4). */
export function PasswordField<T extends FieldValues>({ name, label, required, autoComplete }: PasswordFieldProps<T>) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const [lockWarning, setLockWarning] = useState<string | null>(null);
  const { register, getFieldState, formState } = useFormContext<T>();
  const message = getFieldState(name, formState).error?.message;
  const registered = register(name);
  const describedBy = [lockWarning ? `${id}-lock` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => setLockWarning(lockKeyWarning(event));

  return (
    <div className="form-field form-field--password">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className="form-field__password-row">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className="form-field__input"
          autoComplete={autoComplete}
          aria-required={required || undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          onKeyDown={onKey}
          onKeyUp={onKey}
          {...registered}
          onBlur={(event) => {
            setLockWarning(null);
            return registered.onBlur(event);
          }}
        />
        <button
          type="button"
          className="form-field__toggle"
          aria-controls={id}
          aria-label={shown ? 'Hide password' : 'Show password'}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      {/* The lock warning shares the error's line: it goes on blur, and nothing after it may move then. */}
      <FieldMessages>
        {lockWarning ? (
          <p id={`${id}-lock`} className="form-field__warning" role="status">
            {lockWarning}
          </p>
        ) : null}
        <FieldErrorText id={`${id}-error`} message={message} />
      </FieldMessages>
    </div>
  );
}
