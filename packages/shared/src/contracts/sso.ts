import { z } from 'zod';
import { apiErrorSchema } from './errors';
import { ERROR_CODE } from './error-codes';

/**
 * Single sign-on of sso partners through OpenID Connect (docs/decisions/0010). The three calls are
 * browser navigations, not fetches: each answers a redirect (or a JSON error the browser shows).
 */
export const SSO_PATHS = {
  /** `GET ?returnTo=/path&rememberMe=true`: 302 to the partner's identity provider. */
  login: '/api/Sso/Login',
  /** Where the identity provider sends the browser back with the authorization code. */
  callback: '/api/Sso/Callback',
  /** `GET`: ends this browser's session, then 302 to the identity provider's sign-out (or home). */
  signOut: '/api/Sso/SignOut',
} as const;

/** Codes of the SSO answers (from the one table, error-codes.ts), beside NOT_FOUND, CONFLICT, RATE_LIMITED... */
export const SSO_ERROR_CODES = {
  passwordSignInOff: ERROR_CODE.SSO_REQUIRED,
  requestInvalid: ERROR_CODE.SSO_REQUEST_INVALID,
  failed: ERROR_CODE.SSO_FAILED,
} as const;

export const SSO_MESSAGES = {
  /** POST /api/SignIn on an sso partner that takes no passwords. */
  passwordSignInOff: (partner: string) => `Please sign in with your ${partner} account.`,
  notOffered: 'Single sign-on is not offered by this program.',
  unavailable: 'Single sign-on is not available right now. Please try again later.',
  returnToInvalid: 'returnTo must be a path on this site.',
  requestInvalid: 'This sign-in request has expired or was already used. Please sign in again.',
  failed: 'We could not sign you in. Please try again.',
  accountConflict: 'An account with these details already exists. Please contact customer support.',
} as const;

/** How long a started sign-in may take at the identity provider. */
export const SSO_REQUEST_TTL_MINUTES = 10;

/** A same-site path (no scheme, no host, no backslash), at most this long. */
export const SSO_RETURN_TO_MAX_LENGTH = 512;

export const ssoLoginQuerySchema = z.object({
  returnTo: z.string().optional(),
  rememberMe: z.enum(['true', 'false']).optional(),
});
export type SsoLoginQuery = z.infer<typeof ssoLoginQuerySchema>;

/** 403 SSO_REQUIRED from POST /api/SignIn: where the browser should go instead. */
export const ssoRequiredSchema = apiErrorSchema.extend({
  ssoLoginPath: z.literal(SSO_PATHS.login),
});
