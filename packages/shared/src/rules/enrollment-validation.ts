import { REFERRAL_FIELDS, type ProspectSignupRequest, type Referral } from '../contracts/members';
import {
  FIELD_MESSAGES,
  MEMBER_FIELD_LIMITS,
  checkPhoneNumber,
  isValidEmail,
  isValidPartnerNumber,
  normalizeEmail,
  textLengthMessage,
  zipFormatMessage,
  type MessageTerms,
} from './member-fields';
import { newPasswordMessage, truncatePassword } from './member-passwords';
import { signupSmsOptIn } from './sms-opt-in';
import type { FieldMessage } from './profile-validation';

/**
 * The enrollment details form (/join) rules that need no database: required fields, formats,
 * the partner number pattern, the password rules, terms and a captcha answer being present.
 * The server adds what needs data: account and partner number in use, ZIP in the U.S.,
 * breached passwords and the captcha verification.
 */

export interface EnrollmentRules {
  hasPPN: boolean;
  partnerNumberPattern: string;
  terms: MessageTerms;
  /** The message of a missing captcha answer: the running check's (captchaMessage); the spec's by default. */
  captchaMessage?: string;
}

export interface EnrollmentValues {
  firstName: string;
  lastName: string;
  email: string;
  zipCode: string;
  partnerNumber: string | null;
  phoneNumber: string;
  /** Cut to 56. */
  password: string;
  emailOptIn: boolean;
  smsOptIn: boolean;
  captcha: string;
  referral: Required<{ [K in keyof Referral]: string | null }>;
}

export function validateEnrollment(
  input: ProspectSignupRequest,
  rules: EnrollmentRules,
): { values: EnrollmentValues; errors: FieldMessage[] } {
  const errors: FieldMessage[] = [];
  const check = (field: string, message: string | null) => {
    if (message) errors.push({ field, message });
  };
  const textOf = (value: string | null | undefined) => (value ?? '').trim();

  const firstName = textOf(input.firstName);
  const lastName = textOf(input.lastName);
  check('firstName', textLengthMessage(firstName, { required: true, max: MEMBER_FIELD_LIMITS.name }));
  check('lastName', textLengthMessage(lastName, { required: true, max: MEMBER_FIELD_LIMITS.name }));

  const email = normalizeEmail(input.email ?? '');
  if (email === '') check('email', FIELD_MESSAGES.required);
  else if (!isValidEmail(email)) check('email', FIELD_MESSAGES.emailInvalid);

  const zipCode = textOf(input.zipCode);
  check('zipCode', zipFormatMessage(zipCode));

  let partnerNumber: string | null = null;
  if (rules.hasPPN) {
    partnerNumber = textOf(input.partnerNumber);
    if (partnerNumber === '') check('partnerNumber', FIELD_MESSAGES.required);
    else if (!isValidPartnerNumber(partnerNumber, rules.partnerNumberPattern)) {
      check('partnerNumber', FIELD_MESSAGES.partnerNumberInvalid(rules.terms));
    }
  }

  let phoneNumber = '';
  const phoneText = textOf(input.phoneNumber);
  if (phoneText !== '') {
    const phone = checkPhoneNumber(phoneText);
    if (phone.ok) phoneNumber = phone.digits;
    else check('phoneNumber', phone.message);
  }

  const password = truncatePassword(input.password ?? '');
  const passwordConfirm = truncatePassword(input.passwordConfirm ?? '');
  check('password', newPasswordMessage(password, { partnerNumber, terms: rules.terms }));
  if (passwordConfirm === '') check('passwordConfirm', FIELD_MESSAGES.required);
  else if (password !== passwordConfirm) check('passwordConfirm', FIELD_MESSAGES.passwordsDoNotMatch);

  if (input.termsAccepted !== true) check('termsAccepted', FIELD_MESSAGES.termsRequired);

  const captcha = (input.gRecaptchaResponse ?? input['g-recaptcha-response'] ?? '').trim();
  if (captcha === '') check('gRecaptchaResponse', rules.captchaMessage ?? FIELD_MESSAGES.captcha);

  const referral = Object.fromEntries(
    REFERRAL_FIELDS.map((field) => [field, textOf(input[field]) || null]),
  ) as EnrollmentValues['referral'];

  return {
    values: {
      firstName,
      lastName,
      email,
      zipCode,
      partnerNumber,
      phoneNumber,
      password,
      emailOptIn: input.emailOptIn ?? false,
      // Recomputed by the client's rule; an invalid phone was refused above, so it counts as none.
      smsOptIn: signupSmsOptIn({ phoneNumber, smsOptInV2: input.smsOptInV2 }),
      captcha,
      referral,
    },
    errors,
  };
}
