import { z } from 'zod';

/**
 * The support console's staff sign-in, roles and session (issue 18; docs/decisions/0019-support-console.md).
 * The console lives at /support and its API under /api/Support/. Imported by path, never from the
 * package index, so nothing of it reaches the member app's first load.
 */

export const SUPPORT_PATH = '/support';
export const SUPPORT_API = '/api/Support';

/** agent: members; content_editor: content; admin: staff and everything. */
export const STAFF_ROLES = ['agent', 'content_editor', 'admin'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  agent: 'Agent',
  content_editor: 'Content editor',
  admin: 'Admin',
};

/**
 * What each role may do: the one table the server's guards and the console's navigation read.
 * Later areas (adjustments, claims, emulation, content, staging tools) add a row here.
 */
export const STAFF_PERMISSIONS = {
  members: ['agent', 'admin'],
  content: ['content_editor', 'admin'],
  audit: ['admin'],
  staff: ['admin'],
  /** The staging tools (/stgtools, /api/StagingTools/*; issue 17): they change the whole program's state. */
  staging: ['admin'],
  /** Reward adjustments (M, J, A) within ADJUSTMENT_LIMITS (contracts/support-adjustments.ts). */
  adjustments: ['agent', 'admin'],
  /** The missing-reward claims queue: approve (an adjustment) or decline. */
  claims: ['agent', 'admin'],
  /** Viewing the member app as a member (support emulation, contracts/emulation.ts). */
  emulation: ['agent', 'admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function staffMay(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** The HttpOnly staff session cookie, sent to /api only (the console's and staging tools' calls). */
export const STAFF_SESSION_COOKIE = 'fp_staff';
export const STAFF_SESSION_COOKIE_PATH = '/api';
/** Staff sessions end after 15 minutes without a call, and after 8 hours whatever the activity. */
export const STAFF_IDLE_TIMEOUT_MS = 15 * 60_000;
export const STAFF_ABSOLUTE_TIMEOUT_MS = 8 * 60 * 60_000;
/** RFC 6238 as authenticator apps default to: 30-second steps, 6 digits. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const STAFF_RECOVERY_CODE_COUNT = 10;
/** A recovery code as shown to staff: two groups of five lower-case letters and digits. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

export const STAFF_MESSAGES = {
  invalidCredentials: 'Wrong e-mail, password or code.',
  codeReplayed: 'That code was already used. Wait for the next code in your authenticator app.',
  locked: 'Too many failed sign-ins. This staff account is locked for 30 minutes.',
  signInRequired: 'Please sign in to the support console.',
  sessionExpired: 'Your console session ended. Please sign in again.',
  forbidden: 'Your role does not allow this.',
  invalidForm: 'Please check the form for errors.',
  memberNotFound: 'No member with that id in this program.',
} as const;

/** POST /api/Support/SignIn: the password and either a code from the authenticator or a recovery code. */
export const staffSignInRequestSchema = z
  .object({
    email: z.string().trim().toLowerCase().min(1, 'Enter your e-mail.').max(254).email('Enter a valid e-mail.'),
    password: z.string().min(1, 'Enter your password.').max(256),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.')
      .optional(),
    recoveryCode: z
      .string()
      .trim()
      .toLowerCase()
      .regex(RECOVERY_CODE_PATTERN, 'Enter a recovery code like abcde-12345.')
      .optional(),
  })
  .refine((body) => Boolean(body.code) !== Boolean(body.recoveryCode), {
    message: 'Enter either the code from your authenticator app or a recovery code.',
    path: ['code'],
  });
export type StaffSignInRequest = z.infer<typeof staffSignInRequestSchema>;

export const staffIdentitySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  displayName: z.string(),
  role: staffRoleSchema,
  partnerCode: z.string(),
});
export type StaffIdentity = z.infer<typeof staffIdentitySchema>;

/** GET /api/Support/Session and the sign-in's answer. */
export const staffSessionSchema = z.object({
  staff: staffIdentitySchema,
  expiresAt: z.iso.datetime(),
  absoluteExpiresAt: z.iso.datetime(),
  /** Unused recovery codes left: the console warns when few remain. */
  recoveryCodesLeft: z.number().int().min(0),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffSignOutResponseSchema = z.object({ signedOut: z.literal(true) });
