/**
 * The SMS opt-in rules.
 * Signup (part 1 §5): "smsOptIn equals smsOptInV2 when that is given; otherwise it is true if a
 * phone number is present."
 * Profile (part 2 §5): "If the phone changes (v1), smsOptIn resets. It also resets if the phone is
 * blank or invalid." — there is no SMS opt-in without a phone to send to.
 */

export interface SignupSmsInput {
  phoneNumber?: string | null;
  smsOptInV2?: boolean | null;
}

export function signupSmsOptIn(input: SignupSmsInput): boolean {
  if (typeof input.smsOptInV2 === 'boolean') return input.smsOptInV2;
  return (input.phoneNumber ?? '').trim().length > 0;
}

export interface ProfileSmsInput {
  /** The stored phone digits before the update ('' when none). */
  previousPhone: string;
  /** The phone digits after the update ('' when blank); null when the phone given is invalid. */
  nextPhone: string | null;
  /** The stored opt-in before the update. */
  previousOptIn: boolean;
  /** The opt-in the form sent (smsOptInV2 wins over smsOptIn); undefined when it sent neither. */
  requested: boolean | undefined;
}

export function profileSmsOptIn(input: ProfileSmsInput): boolean {
  if (!input.nextPhone) return false;
  if (input.requested !== undefined) return input.requested;
  return input.nextPhone === input.previousPhone ? input.previousOptIn : false;
}
