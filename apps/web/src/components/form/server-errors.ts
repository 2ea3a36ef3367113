import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiRequestError } from '@/lib/api-client';

/** The general message when an answer carries none of its own. */
export const GENERAL_FORM_ERROR = 'Something went wrong. Please try again.';

/**
 * Attaches the server's per-field messages (`fields` of a 400) to the form's inputs, focusing the first
 * (part 2 §8 "Per-field API errors attach to fields, with focus on the first"), and returns the form's
 * message for the ERROR box. Fields the form does not have are left to the message.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  fallback = GENERAL_FORM_ERROR,
): string {
  if (!(error instanceof ApiRequestError) || !error.body) return fallback;
  const known = Object.keys(form.getValues());
  let focused = false;
  for (const { field, message } of error.body.fields ?? []) {
    if (!known.includes(field)) continue;
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return error.body.message || fallback;
}
