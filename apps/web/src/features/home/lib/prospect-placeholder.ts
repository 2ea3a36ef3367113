/**
 * Spec part 1 §5 "Prospect e-mail field: … placeholder "{email}"". Like "{code}" in the spec's error
 * toasts, "{email}" is a token to fill, not text to show: shown as written, the field read "{email}"
 * (issue 15, defect 8). It is filled from the prospect form's copy (email_placeholder), or a readable
 * example where the copy has none.
 */
export const PROSPECT_EMAIL_PLACEHOLDER = '{email}';
export const DEFAULT_EMAIL_PLACEHOLDER = 'name@example.com';

export function prospectEmailPlaceholder(copy: { email_placeholder?: string | undefined }): string {
  const text = copy.email_placeholder?.trim() || DEFAULT_EMAIL_PLACEHOLDER;
  return PROSPECT_EMAIL_PLACEHOLDER.replace('{email}', text);
}
