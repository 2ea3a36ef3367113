import { FIELD_MESSAGES, type MessageTerms } from '@forkpoint/shared/rules/member-fields';
import { newPasswordMessage } from '@forkpoint/shared/rules/member-passwords';
import { isBreachedPassword } from './breached-passwords';

/**
 * The one check of a new password (already truncated) at enrollment, recovery and profile change:
 * the shared rules (required, minimum length, not the partner number), then the breached-password
 * list. Answers the password field's message, or null when the password is acceptable.
 */
export function newPasswordProblem(
  password: string,
  context: { partnerNumber?: string | null; terms: MessageTerms },
): string | null {
  const rule = newPasswordMessage(password, context);
  if (rule) return rule;
  return isBreachedPassword(password) ? FIELD_MESSAGES.passwordBreached : null;
}
