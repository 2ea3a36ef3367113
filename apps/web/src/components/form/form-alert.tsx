import { useId, type ReactNode } from 'react';

/** The form's error box, labelled ERROR (spec part 1 §8 "Form errors show in an alert box labelled ERROR"). */
export function FormAlert({ children }: { children: ReactNode }) {
  const id = useId();
  if (!children) return null;
  return (
    <div className="form-alert" role="alert" aria-labelledby={`${id}-label`}>
      <strong id={`${id}-label`} className="form-alert__label">
        ERROR
      </strong>
      <div className="form-alert__message">{children}</div>
    </div>
  );
}
