import type { ReactNode, Ref } from 'react';
import { FieldMessages } from '@/components/form/field-label';
import '@/components/form/form.css';

/**
 * A labelled field of the console's forms (an amount, a reason, a name, a password) with its message under
 * it: the message is tied to the field by aria-describedby and the field marked invalid while there is one;
 * otherwise the hint, if any, shows. Both sit in a line kept even while empty (issue 30: no control may move
 * because a neighbour's message changed). A reason is a short text area (500 characters, as the server keeps).
 */
export function SupportField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  multiline = false,
  type,
  autoComplete = 'off',
  inputMode,
  inputRef,
  className,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  multiline?: boolean;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: 'decimal' | 'numeric';
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}) {
  const errorId = `${id}-error`;
  const described = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          className="form-field__input"
          rows={2}
          maxLength={500}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...described}
        />
      ) : (
        <input
          id={id}
          ref={inputRef}
          className="form-field__input"
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...described}
        />
      )}
      {/* The forms kit's message line: kept while empty, so a message coming or going moves nothing below. */}
      <FieldMessages>
        {error ? (
          <p id={errorId} className="support-error">
            {error}
          </p>
        ) : (
          (hint ?? null)
        )}
      </FieldMessages>
    </div>
  );
}

/** A labelled choice of the console's forms (an adjustment's kind, a role); `help`, if any, describes it. */
export function SupportSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  help,
}: {
  id: string;
  label: ReactNode;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  help?: ReactNode;
}) {
  const helpId = `${id}-help`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="form-field__input"
        value={value}
        // The options are `options`' values, so the chosen one is a T.
        onChange={(e) => onChange(e.target.value as T)}
        aria-describedby={help ? helpId : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {help ? (
        <p id={helpId} className="support-muted">
          {help}
        </p>
      ) : null}
    </div>
  );
}
