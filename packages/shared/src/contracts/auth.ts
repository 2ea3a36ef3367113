import { z } from 'zod';
import { apiErrorSchema } from './errors';
import { memberSchema } from './members';
import { FIELD_MESSAGES, MEMBER_FIELD_LIMITS } from '../rules/member-fields';

/**
 * Contracts of sign-in, sign-out, sessions, recovery and the captcha (spec part 1 §4, §5, §7, §8;
 * part 2 §8). The sign-in, recovery and captcha paths are ours (docs/decisions/0008).
 */

/** The HttpOnly session cookie (a random id; the server stores only its hash). */
export const SESSION_COOKIE = 'fp_sid';
/** The readable cookie holding the session expiry (epoch milliseconds) for the warning toast. */
export const SESSION_EXPIRY_COOKIE = 'fp_session_expires';
/** Where the locked-out message's recover link points. */
export const RECOVER_PATH = '/recover';

/** Part 1 §8 / part 2 §8, word for word. */
export const SIGN_IN_MESSAGES = {
  invalidCredentials: 'Invalid user name or password',
  locked: 'Your account has been locked for 30 minutes',
  invalidForm: 'We could not sign you in. Please check form for errors',
} as const;

/** The one-time recovery link lives this long. */
export const RECOVERY_TOKEN_TTL_MINUTES = 60;

/** Top-level messages of the other forms' 400 answers (per-field messages are in `fields`). */
export const FORM_MESSAGES = {
  enrollment: 'We could not complete your enrollment. Please check form for errors',
  profile: 'No changes were saved. Please check form for errors',
  recovery: 'We could not process your request. Please check form for errors',
  recoveryRequested: `If an account matches what you entered, we have sent an email with a link to reset your password. The link expires in ${RECOVERY_TOKEN_TTL_MINUTES} minutes.`,
  recoveryLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordUpdated: 'Your password has been updated. Please sign in with your new password.',
  currentPasswordWrong: 'The current password is not correct.',
  emailUpdateRequired: 'Please update your email address before making other changes.',
  activationFailed: 'There was an error activating your account. Please contact customer support',
  notAvailable: 'This is not available for this program.',
} as const;

/** POST /api/SignIn. `userName` is the e-mail or the partner number. */
export const signInRequestSchema = z.object({
  userName: z.string().trim().min(1, FIELD_MESSAGES.required).max(MEMBER_FIELD_LIMITS.email),
  password: z.string().min(1, FIELD_MESSAGES.required).max(MEMBER_FIELD_LIMITS.passwordInput),
  rememberMe: z.boolean().nullish(),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** The session a sign-in (or enrollment) opened: the same expiry the readable cookie holds. */
export const sessionInfoSchema = z.object({
  expiresAt: z.iso.datetime(),
  rememberMe: z.boolean(),
});

export const signInResponseSchema = z.object({ member: memberSchema, session: sessionInfoSchema });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** 403 ACCOUNT_LOCKED: the locked message plus the recover link's path. */
export const accountLockedSchema = apiErrorSchema.extend({
  recoverPath: z.literal(RECOVER_PATH),
  lockedUntil: z.iso.datetime(),
});

/** GET /api/SignOut */
export const signOutResponseSchema = z.object({ signedOut: z.literal(true) });

const captchaFields = {
  gRecaptchaResponse: z.string().max(20_000).nullish(),
  'g-recaptcha-response': z.string().max(20_000).nullish(),
};

/** POST /api/Members/Recover: "a valid e-mail or partner number". */
export const recoverRequestSchema = z.object({
  userName: z
    .string()
    .max(MEMBER_FIELD_LIMITS.email + 50)
    .nullish(),
  ...captchaFields,
});
/** The same answer whether or not an account exists. */
export const recoverRequestResponseSchema = z.object({ message: z.string() });

/** POST /api/Members/Recover/Confirm: is this link's token usable? (does not use it up) */
export const recoverConfirmRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const recoverConfirmResponseSchema = z.object({ valid: z.literal(true), expiresAt: z.iso.datetime() });

/** POST /api/Members/Recover/Update: the new password; uses the token up. */
export const recoverUpdateRequestSchema = z.object({
  token: z.string().min(1).max(200),
  password: z.string().max(MEMBER_FIELD_LIMITS.passwordInput).nullish(),
  passwordConfirm: z.string().max(MEMBER_FIELD_LIMITS.passwordInput).nullish(),
});
export const recoverUpdateResponseSchema = z.object({ message: z.string() });

export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** GET /api/Captcha: which captcha the forms run. */
export const captchaConfigSchema = z.object({
  provider: z.enum(CAPTCHA_PROVIDERS),
  /** reCAPTCHA site key; null for ALTCHA. */
  siteKey: z.string().nullable(),
  /** ALTCHA challenge URL (GET /api/Captcha/Challenge); null for reCAPTCHA. */
  challengeUrl: z.string().nullable(),
});

/** GET /api/Captcha/Challenge: an ALTCHA v2 challenge, as the widget expects it. */
export const altchaChallengeSchema = z.looseObject({
  parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string(), keyPrefix: z.string() }),
  signature: z.string().optional(),
});

/** The captcha answer a form carries, under either of the spec's names. */
export function captchaResponseOf(body: {
  gRecaptchaResponse?: string | null;
  'g-recaptcha-response'?: string | null;
}): string {
  return (body.gRecaptchaResponse ?? body['g-recaptcha-response'] ?? '').trim();
}
