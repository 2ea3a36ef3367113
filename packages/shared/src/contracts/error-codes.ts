/**
 * The one error model, end to end: every `code` an /api error body can carry, with the HTTP status it
 * answers. The server throws AppError(code, …) and answers this status (apps/server/src/lib/app-error.ts);
 * the web compares an error body's code against ERROR_CODE. Zod-free, so the web's first load may import it.
 * (Per-card errors of POST /api/Member/Cards are another table: CARD_REGISTRATION_ERROR_CODES in cards.ts.)
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  BAD_REQUEST: 400,
  /** Single sign-on: the callback's state is unknown, expired or already used. */
  SSO_REQUEST_INVALID: 400,
  /** Single sign-on: the identity provider refused the code exchange. */
  SSO_FAILED: 400,
  UNAUTHORIZED: 401,
  /** Sign-in: wrong user name or password (and unknown accounts, alike). */
  INVALID_CREDENTIALS: 401,
  CSRF_INVALID: 403,
  FORBIDDEN: 403,
  /** Sign-in: the account is locked; the body adds recoverPath and lockedUntil. */
  ACCOUNT_LOCKED: 403,
  /** Reservations: the booking provider deactivated the member (reason deactivated). */
  BOOKING_ACCOUNT_DEACTIVATED: 403,
  /** Sign-in with a password on an sso partner that takes none; the body adds ssoLoginPath. */
  SSO_REQUIRED: 403,
  NOT_FOUND: 404,
  UNKNOWN_PARTNER: 404,
  CONFLICT: 409,
  /** Reservations: a booking or hold refused; the body adds `reason` (BOOKING_REFUSALS). */
  RESERVATION_REFUSED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  FAILED_DEPENDENCY: 424,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** Reservations: the booking failed for any other reason; the message is the spec's 'unable' words. */
  RESERVATION_FAILED: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Each code as a constant, for comparisons: `error.body?.code === ERROR_CODE.ACCOUNT_LOCKED`. */
export const ERROR_CODE = Object.fromEntries(Object.keys(ERROR_STATUS).map((code) => [code, code])) as {
  readonly [C in ErrorCode]: C;
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
