/**
 * Field rules of the member forms (spec part 1 §5, part 2 §5): limits, the messages the server
 * answers per field, and the e-mail, phone, ZIP and state checks. Pure: the ZIP lookup against
 * US places data happens on the server (GET /api/Members/Validate/Zip).
 */
import { SIMPLE_EMAIL_PATTERN } from './email-pattern';

/** Part 2 §9 "Field limits: names 20, address lines 30, city 20, zip 5". */
export const MEMBER_FIELD_LIMITS = {
  name: 20,
  addressLine: 30,
  city: 20,
  zipCode: 5,
  /** RFC 5321 path limit; the prospect form has its own 50 (PROSPECT_EMAIL_MAX). */
  email: 254,
  /** A password is cut to 56 (PASSWORD_MAX_LENGTH); anything longer than this is not a password. */
  passwordInput: 1024,
} as const;

/** Partner terms some messages name ("{partner number label}", "{program}"). */
export interface MessageTerms {
  program: string;
  partnerNumberLabel: string;
}

/** The per-field messages (copy keys of part 1 §5; quoted wording where the spec gives it). */
export const FIELD_MESSAGES = {
  required: 'This field is required.',
  maxLength: (max: number) => `Please enter no more than ${max} characters.`,
  minLength: (min: number) => `Please enter at least ${min} characters.`,
  exactLength: (length: number) => `Please enter exactly ${length} digits.`,
  zipInvalid: 'this ZIP is not located in the U.S.',
  phoneInvalid: 'Invalid phone number, please check the number and try again',
  phoneNotUs: 'Invalid US based phone number',
  stateInvalid: 'Please enter a U.S. state, territory or military code.',
  emailInvalid: 'Please enter a valid email address.',
  emailInUse: (terms: MessageTerms) => `This email is already in use with ${terms.program}.`,
  alreadyHaveAccount: (terms: MessageTerms) => `You already have an account with ${terms.program}. Please sign in.`,
  partnerNumberInvalid: (terms: MessageTerms) => `Please enter a valid ${terms.partnerNumberLabel}.`,
  partnerNumberInUse: (terms: MessageTerms) => `This ${terms.partnerNumberLabel} is already in use.`,
  passwordContainsPartnerNumber: (terms: MessageTerms) =>
    `Your password must not contain your ${terms.partnerNumberLabel}.`,
  passwordBreached:
    'This password appears in a list of passwords exposed in data breaches. Please choose a different password.',
  passwordsDoNotMatch: 'The passwords do not match.',
  termsRequired: 'You must accept the terms and conditions to continue.',
  /** The spec's words, for the reCAPTCHA adapter; the self-hosted check has its own (captchaMessage). */
  captcha: 'You must complete the reCAPTCHA to continue.',
  captchaSelfHosted: 'You must complete the security check to continue.',
  recoveryInvalidInput: (terms: MessageTerms) => `Please enter a valid email address or ${terms.partnerNumberLabel}.`,
  emailChangeBySupport: 'Your email address can only be changed by customer support.',
  emailMustChange: 'Please enter a new email address.',
} as const;

/**
 * The captcha message of the check that runs (CAPTCHA_PROVIDER): "reCAPTCHA" only where reCAPTCHA runs; the
 * self-hosted proof of work (ALTCHA) is a "security check" to the member.
 */
export function captchaMessage(provider: 'altcha' | 'recaptcha'): string {
  return provider === 'recaptcha' ? FIELD_MESSAGES.captcha : FIELD_MESSAGES.captchaSelfHosted;
}

// Part 1 §5: "E-mail format is checked by two patterns, a simple one and a strict RFC-style one."
export { SIMPLE_EMAIL_PATTERN };
/** The strict RFC 5322-style pattern (dot-atom or quoted local part; domain name or IPv4 literal). */
export const STRICT_EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export function isValidEmail(value: string): boolean {
  return (
    value.length <= MEMBER_FIELD_LIMITS.email && SIMPLE_EMAIL_PATTERN.test(value) && STRICT_EMAIL_PATTERN.test(value)
  );
}

/** E-mails are compared and stored trimmed and lower-cased, so one address is one account. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export type PhoneCheck = { ok: true; digits: string } | { ok: false; message: string };

/**
 * Part 2 §5: a 10-digit North American number whose area and exchange codes start 2-9, with an
 * optional leading 1; stored as the 10 digits only. Separators people type are accepted.
 */
export function checkPhoneNumber(input: string): PhoneCheck {
  const value = input.trim();
  if (!/^\+?[0-9\s().-]+$/.test(value)) return { ok: false, message: FIELD_MESSAGES.phoneInvalid };
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return { ok: false, message: FIELD_MESSAGES.phoneInvalid };
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return { ok: false, message: FIELD_MESSAGES.phoneNotUs };
  return { ok: true, digits };
}

/** Part 2 §5 "displayed as ddd-ddd-dddd". */
export function formatPhoneNumber(digits: string): string {
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}

/**
 * The format part of the ZIP rule ("required, max 5, exactly 5 digits"); null when the format
 * is right. Whether the ZIP is in the U.S. is the server's lookup.
 */
export function zipFormatMessage(value: string): string | null {
  const zip = value.trim();
  if (zip.length === 0) return FIELD_MESSAGES.required;
  if (zip.length > MEMBER_FIELD_LIMITS.zipCode) return FIELD_MESSAGES.maxLength(MEMBER_FIELD_LIMITS.zipCode);
  if (!/^\d{5}$/.test(zip)) return FIELD_MESSAGES.exactLength(MEMBER_FIELD_LIMITS.zipCode);
  return null;
}

/** USPS codes of the states and DC, the territories and freely associated states, and military mail. */
// prettier-ignore
export const US_STATE_CODES: readonly string[] = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  // Territories and freely associated states.
  'AS', 'GU', 'MP', 'PR', 'VI', 'UM', 'FM', 'MH', 'PW',
  // Military: Armed Forces Americas, Europe, Pacific.
  'AA', 'AE', 'AP',
];
const STATE_CODES = new Set(US_STATE_CODES);

/** "a US state, territory or military code, or blank" (case-insensitive). */
export function isUsStateOrBlank(value: string): boolean {
  const code = value.trim().toUpperCase();
  return code === '' || STATE_CODES.has(code);
}

/** The partner number rule: the partner's own pattern (partner setting partnerNumberPattern). */
export function isValidPartnerNumber(value: string, pattern: string): boolean {
  return new RegExp(pattern).test(value.trim());
}

/** A text field's message for its length limits; null when it passes. */
export function textLengthMessage(value: string, options: { required: boolean; max: number }): string | null {
  const text = value.trim();
  if (text.length === 0) return options.required ? FIELD_MESSAGES.required : null;
  if (text.length > options.max) return FIELD_MESSAGES.maxLength(options.max);
  return null;
}
