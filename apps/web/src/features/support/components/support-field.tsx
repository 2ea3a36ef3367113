import type { ReactNode, Ref } from 'react';

/**
 * A labelled field of the console's forms (an amount, a reason) with its message under it: the message is
 * tied to the field by aria-describedby and the field marked invalid while there is one; otherwise the
 * hint, if any, shows. A reason is a short text area (500 characters, as the server keeps).
 */
export function SupportField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  multiline = false,
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
          inputMode={inputMode}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...described}
        />
      )}
      {error ? (
        <p id={errorId} className="support-error">
          {error}
        </p>
      ) : (
        (hint ?? null)
      )}
    </div>
  );
}
