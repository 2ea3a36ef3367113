import { z } from 'zod';

/**
 * The support console's staff sign-in, roles and session (issue 18; docs/decisions/0019-support-console.md).
 * The console lives at /support and its API under /api/Support/ (support-paths.ts). Imported by path, never from
 * the package index, so nothing of it reaches the member app's first load.
 */

/** agent: members; content_editor: content; admin: staff and everything. */
export const STAFF_ROLES = ['agent', 'content_editor', 'catalog_manager', 'admin'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  agent: 'Agent',
  content_editor: 'Content editor',
  catalog_manager: 'Catalog manager',
  admin: 'Admin',
};

/**
 * What each role may do: the one table the server's guards and the console's navigation read, a row per
 * console area (a new area adds its row here).
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
  /**
   * Deciding adjustments past their requester's 24-hour limits (ADJUSTMENT_ROLLING_LIMITS): a second person,
   * never the requester. Those who may adjust see their own requests in the same queue.
   */
  approvals: ['admin'],
  /** Viewing the member app as a member (support emulation, contracts/emulation.ts). */
  emulation: ['agent', 'admin'],
  /** The program's integration keys, which its machines sign posting-file calls with (contracts/integration-keys.ts). */
  integrationKeys: ['admin'],
  /** The errors the browser and the server reported (contracts/error-reports.ts; issue 33). */
  errorReports: ['admin'],
  /** Restaurants and their offers (contracts/support-restaurants.ts; issue 32). */
  catalog: ['catalog_manager', 'admin'],
  /** The program's posting files, their line answers, and sending a rejected line again (contracts/postings.ts). */
  postings: ['agent', 'admin'],
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

/*
 * Staff management (admins only: STAFF_PERMISSIONS.staff; docs/decisions/0026-staff-management.md).
 * GET /api/Support/Staff lists the partner's staff; POST /api/Support/Staff creates one; POST
 * /api/Support/Staff/{id}/Role, …/Deactivate, …/Reactivate, …/ResetTotp and …/RecoveryCodes change one.
 * A new TOTP secret, new recovery codes and a generated password are answered once, never again.
 */

export const STAFF_MANAGEMENT_MESSAGES = {
  form: 'Please check the form for errors.',
  notFound: 'No member of staff with that id in this program.',
  emailTaken: 'A member of staff of this program already uses that e-mail.',
  selfDeactivate: 'You cannot deactivate your own account. Ask another admin to do it.',
  selfRole: 'You cannot change your own role. Ask another admin to do it.',
  created: 'Staff member created.',
  roleChanged: 'Role changed.',
  roleUnchanged: 'That is already their role.',
  deactivated: 'Staff member deactivated: they are signed out and cannot sign in.',
  alreadyInactive: 'This staff member was already deactivated.',
  reactivated: 'Staff member reactivated: they can sign in again.',
  alreadyActive: 'This staff member is already active.',
  totpReset: 'New authenticator secret set: codes from the old one no longer work.',
  recoveryCodesIssued: 'New recovery codes issued: the old ones no longer work.',
} as const;

/** Staff passwords follow the members' rules (rules/member-passwords.ts): 8 to 56 characters, not a breached one. */
export const STAFF_PASSWORD_MIN_LENGTH = 8;
export const STAFF_PASSWORD_MAX_LENGTH = 56;

export const staffParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const staffMemberSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  active: z.boolean(),
  totpEnrolled: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
  lastSignInAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

const roleField = z.enum(STAFF_ROLES, { error: 'Choose a role.' });

/** POST /api/Support/Staff. No password (or an empty one): the server generates one and answers it once. */
export const staffCreateRequestSchema = z.object({
  displayName: z.string().trim().min(1, 'Enter a name.').max(100, 'Please enter no more than 100 characters.'),
  email: z.string().trim().toLowerCase().min(1, 'Enter an e-mail.').max(254).email('Enter a valid e-mail.'),
  role: roleField,
  password: z
    .string()
    .max(STAFF_PASSWORD_MAX_LENGTH, `Please enter no more than ${STAFF_PASSWORD_MAX_LENGTH} characters.`)
    .refine(
      (password) => password === '' || Array.from(password).length >= STAFF_PASSWORD_MIN_LENGTH,
      `Please enter at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`,
    )
    .optional(),
});
export type StaffCreateRequest = z.infer<typeof staffCreateRequestSchema>;

export const staffRoleRequestSchema = z.object({ role: roleField });
export type StaffRoleRequest = z.infer<typeof staffRoleRequestSchema>;

/** What an action shows the admin once: a new authenticator set-up, recovery codes, a generated password. */
export const staffShownOnceSchema = z.object({
  totp: z
    .object({
      /** otpauth://totp/… for an authenticator app, also drawn as a QR code. */
      uri: z.string(),
      /** The base32 secret, for typing into an app that cannot scan. */
      secret: z.string(),
      /** The QR code as an SVG data URL (img-src allows data:). */
      qrCode: z.string().startsWith('data:image/svg+xml;base64,'),
    })
    .nullable(),
  recoveryCodes: z.array(z.string()).nullable(),
  password: z.string().nullable(),
});
export type StaffShownOnce = z.infer<typeof staffShownOnceSchema>;

/** The answer of every staff management write: the member as they are now, a sentence, and what is shown once. */
export const staffActionResponseSchema = z.object({
  staff: staffMemberSchema,
  message: z.string(),
  shownOnce: staffShownOnceSchema.nullable(),
});
export type StaffActionResponse = z.infer<typeof staffActionResponseSchema>;
