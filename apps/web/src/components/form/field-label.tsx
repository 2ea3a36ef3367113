import { useRef, type ReactNode } from 'react';
import { useHeldDuringPress } from './press-hold';

/** Spec part 1 §5 "Required fields show '*' or ' (required)'": the star is seen, the words are read. */
export function RequiredMarker() {
  return (
    <>
      <span className="form-field__required" aria-hidden="true">
        *
      </span>
      <span className="visually-hidden"> (required)</span>
    </>
  );
}

export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="form-field__label">
      {label}
      {required ? <RequiredMarker /> : null}
    </label>
  );
}

/**
 * The line under a field where its messages show (issue 30: no control may move because a neighbour's
 * message changed). The line is there, one message high, even while empty, so a message coming or going
 * moves nothing after it; a longer one grows it, but never while a pointer is pressed (press-hold.ts).
 * A checkbox that cannot be wrong (not required) reserves no line: CSS in form.css.
 */
export function FieldMessages({ children }: { children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useHeldDuringPress(ref);
  return (
    <div ref={ref} className="form-field__messages">
      {children}
    </div>
  );
}

/** The field's message, referenced by the input's aria-describedby, in the field's message line. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <FieldMessages>
      <FieldErrorText id={id} message={message} />
    </FieldMessages>
  );
}

/** The message alone, for a message line that holds more than the error (the password's lock warning). */
export function FieldErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="form-field__error">
      {message}
    </p>
  );
}
