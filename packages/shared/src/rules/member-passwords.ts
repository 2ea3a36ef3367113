import { PASSWORD_MAX_LENGTH } from '../constants';
import { FIELD_MESSAGES, type MessageTerms } from './member-fields';

/**
 * Password rules. The specification's only rules are the 56-character cut (part 1 §5) and "must
 * not contain the partner number" (part 2 §5); on top of them a minimum length of 8 (NIST SP
 * 800-63B) and, on the server, the breached-password list. No composition rules.
 */

export const PASSWORD_MIN_LENGTH = 8;

/**
 * "Passwords are cut to their first 56 characters." The server cuts every password it receives
 * (sign-up, sign-in, update, reset) with this same function, so a password typed longer than 56
 * signs in whichever client sent it. Characters are code points, never half a surrogate pair.
 */
export function truncatePassword(password: string): string {
  const characters = Array.from(password);
  return characters.length <= PASSWORD_MAX_LENGTH ? password : characters.slice(0, PASSWORD_MAX_LENGTH).join('');
}

export function passwordContainsPartnerNumber(password: string, partnerNumber: string | null | undefined): boolean {
  const number = (partnerNumber ?? '').trim();
  return number.length > 0 && password.includes(number);
}

/**
 * The message for a new password (already truncated), or null when it passes the pure rules.
 * The server adds the breached-password check.
 */
export function newPasswordMessage(
  password: string,
  context: { partnerNumber?: string | null; terms: MessageTerms },
): string | null {
  if (password.length === 0) return FIELD_MESSAGES.required;
  if (Array.from(password).length < PASSWORD_MIN_LENGTH) return FIELD_MESSAGES.minLength(PASSWORD_MIN_LENGTH);
  if (passwordContainsPartnerNumber(password, context.partnerNumber)) {
    return FIELD_MESSAGES.passwordContainsPartnerNumber(context.terms);
  }
  return null;
}
