import { useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Spinner } from '@/components/ui/spinner';
import { wasShownToMember } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { dismissToast, showErrorToast } from '@/lib/toast';
import { FormAlert } from './form-alert';
import { useFormNotice } from './form-notice';
import { applyServerErrors, GENERAL_FORM_ERROR } from './server-errors';
import './form.css';

/** Spec part 1 §5: shown when any field of the form is required. */
export const REQUIRED_NOTE = '* Required field';

/** What the form shows for a failed submit: the toast's text, and what the ERROR box shows (may hold a link). */
export interface FormFailure {
  message: string;
  content?: ReactNode;
}

export interface AppFormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  onSubmit: (values: T) => Promise<void> | void;
  submitLabel: string;
  /** The working message shown while the submit runs (spec part 1 §4 "a loading state and a working message"). */
  workingMessage: string;
  /** Any field required: the "* Required field" note. */
  hasRequired?: boolean;
  /** The ERROR box's text when the form's own checks fail (e.g. the sign-in form's message). */
  invalidMessage?: string;
  /** Turns a thrown error into what the form shows; default: the server's message and `fields`. */
  describeError?: (error: unknown) => FormFailure | null;
  /** A stable id for the sticky toast, so resubmitting replaces rather than stacks it. */
  toastId: string;
  children: ReactNode;
  label: string;
  after?: ReactNode;
  /** The form has its own legal checkbox (join): no extra privacy notice under it (form-notice.tsx). */
  hasLegalCheckbox?: boolean;
}

/**
 * A form of the kit: the required note, the fields, the ERROR box and the sticky error toast (spec part 1
 * §8 "Form errors show in an alert box labelled ERROR and as a toast that does not auto-close"), and the
 * submit button, disabled with a working message while the submit runs.
 */
export function AppForm<T extends FieldValues>(props: AppFormProps<T>) {
  const { form, onSubmit, submitLabel, workingMessage, hasRequired, invalidMessage, describeError, toastId } = props;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const notice = useFormNotice();
  const fail = (next: FormFailure) => {
    setFailure(next);
    void showErrorToast(next.message, { toastId });
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await onSubmit(values);
        // An earlier failure's toast does not outlive the success (issue 15, defect 7).
        if (toastId !== undefined) void dismissToast(toastId);
      } catch (error) {
        // The member already has the one toast that matters (the CSRF placeholder's); the detail is logged.
        if (wasShownToMember(error)) return void logger.warn('form submit failed after the CSRF toast', error);
        const described = describeError?.(error) ?? null;
        fail(described ?? { message: applyServerErrors(form, error, invalidMessage ?? GENERAL_FORM_ERROR) });
      }
    },
    () => {
      if (invalidMessage) fail({ message: invalidMessage });
    },
  );
  const working = form.formState.isSubmitting;

  return (
    <FormProvider {...form}>
      <form
        className="app-form"
        noValidate
        aria-label={props.label}
        aria-busy={working}
        onSubmit={(e) => void submit(e)}
      >
        {hasRequired ? <p className="app-form__required-note">{REQUIRED_NOTE}</p> : null}
        {failure ? <FormAlert>{failure.content ?? failure.message}</FormAlert> : null}
        {props.children}
        <div className="app-form__actions">
          <button type="submit" className="button button--v1" disabled={working}>
            {submitLabel}
          </button>
        </div>
        {working ? <Spinner message={workingMessage} /> : null}
        {notice && !props.hasLegalCheckbox ? <p className="app-form__notice">{notice}</p> : null}
        {props.after}
      </form>
    </FormProvider>
  );
}
