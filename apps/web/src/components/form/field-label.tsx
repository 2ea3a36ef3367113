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

/** The field's message, referenced by the input's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="form-field__error">
      {message}
    </p>
  );
}
