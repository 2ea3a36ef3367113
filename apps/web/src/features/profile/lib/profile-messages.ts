/**
 * The profile page's own copy. The save messages are spec part 2 §8 (Profile) word for word; the field
 * messages are the shared rules' (FIELD_MESSAGES, rules/member-fields.ts).
 */
export const PROFILE_MESSAGES = {
  saved: 'All changes were saved.',
  noChanges: 'No changes were made.',
  notSaved: 'No changes were saved. See error at bottom of page for more details.',
} as const;

/** The saving note (spec part 2 §8 loading notes). */
export const PROFILE_SAVING_MESSAGE = 'Do not refresh.';

export const PROFILE_LOAD_FAILED_MESSAGE = 'Your profile could not be loaded.';

export const SMS_OPT_IN_LABEL = 'Send me text messages about my rewards';
export const SMS_NEEDS_PHONE_HINT = 'Enter a valid mobile phone number to turn on text messages.';
export const SMS_CONSENT_TITLE = 'Turn on text messages?';
export const SMS_CONSENT_LABEL = 'I agree to receive text messages about my rewards';

export const emailOptInLabel = (program: string) => `Email me ${program} offers and news`;
