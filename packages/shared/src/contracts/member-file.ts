import { z } from 'zod';
import { TIER_LEVELS } from '../constants';
import { isValidEmail } from '../rules/member-fields';

/**
 * The member file (issue 33; docs/member-file.md): a program sends the members it knows (public id, names, e-mail,
 * partner number, tier, status) signed with its own integration key, and each line is upserted by public id into
 * that program's members. Imported members are known visitors: `/activate?public_id=<id>` finds them. The import
 * sends nothing to anyone; the activation campaign (a separate call) queues the invitations.
 * Imported by path, never from the package index.
 */
export const MEMBER_FILE_PATH = '/api/Processor/Members';
/** Queues an activation e-mail for each imported member who has not activated and has not opted out. */
export const ACTIVATION_CAMPAIGN_PATH = '/api/Processor/Members/ActivationCampaign';
/** The List-Unsubscribe target of the invitation (RFC 8058 one-click POST) and the page its link opens (GET). */
export const UNSUBSCRIBE_PATH = '/api/Member/Unsubscribe';

export const MEMBER_FILE_CSV_CONTENT_TYPE = 'text/csv';
export const MEMBER_FILE_JSONL_CONTENT_TYPE = 'application/x-ndjson';

export const MEMBER_FILE_CSV_HEADER = [
  'public_id',
  'first_name',
  'last_name',
  'email',
  'partner_number',
  'tier',
  'status',
] as const;

/**
 * active: a member of the program. inactive: suspended by the program (the link sends them to sign-in, where
 * support can help: part 1 §2 "not active"); a later line may make them active again. closed: the account is
 * closed for good, and a later line cannot reopen it. removed: the program no longer knows this person; a known
 * visitor who never activated is deleted, anyone else is closed (their history stays).
 */
export const MEMBER_FILE_STATUSES = ['active', 'inactive', 'closed', 'removed'] as const;
export type MemberFileStatus = (typeof MEMBER_FILE_STATUSES)[number];

/** As GET /api/Member/{publicId} accepts it (contracts/members.ts publicIdSchema). */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const MEMBER_FILE_LIMITS = {
  maxLines: 50_000,
  maxNameLength: 50,
  maxPartnerNumberLength: 32,
} as const;

export const MEMBER_FILE_MESSAGES = {
  emptyFile: 'The file has no lines.',
  noRows: 'The file has a header but no members.',
  badHeader: `The first line must be exactly: ${MEMBER_FILE_CSV_HEADER.join(',')}`,
  tooManyLines: `A file holds at most ${MEMBER_FILE_LIMITS.maxLines.toLocaleString('en-US')} members.`,
  unsupportedType: 'Send the member file as text/csv or application/x-ndjson (JSON Lines).',
  duplicate: (line: number) => `the same public id is on line ${line}; a file names each member once`,
  otherProgram: 'this public id belongs to a member of another program',
  closedStaysClosed: 'the member is closed, and a closed member stays closed',
  emailInUse: 'another member of the program has this email',
  partnerNumberInUse: 'another member of the program has this partner number',
} as const;

const name = (field: string) =>
  z
    .string()
    .trim()
    .max(MEMBER_FILE_LIMITS.maxNameLength, `${field} is longer than ${MEMBER_FILE_LIMITS.maxNameLength} characters`);

/** One member, as a JSON Lines line and as a CSV row once read. Absent fields keep what is stored. */
export const memberFileLineSchema = z.strictObject({
  publicId: z.string().trim().regex(PUBLIC_ID_PATTERN, 'publicId must be 1 to 64 letters, digits, _ or -'),
  firstName: name('firstName').optional(),
  lastName: name('lastName').optional(),
  email: z.string().trim().toLowerCase().refine(isValidEmail, 'email is not a valid e-mail address').optional(),
  partnerNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,32}$/, 'partnerNumber must be 1 to 32 letters, digits or -')
    .optional(),
  tier: z.enum(TIER_LEVELS, { error: `tier must be one of ${TIER_LEVELS.join(', ')}` }).optional(),
  status: z
    .enum(MEMBER_FILE_STATUSES, { error: `status must be one of ${MEMBER_FILE_STATUSES.join(', ')}` })
    .optional(),
});
export type MemberFileLine = z.infer<typeof memberFileLineSchema>;

export const MEMBER_LINE_OUTCOMES = ['created', 'updated', 'unchanged', 'closed', 'removed', 'refused'] as const;
export type MemberLineOutcome = (typeof MEMBER_LINE_OUTCOMES)[number];

export const memberFileReportSchema = z.object({
  lines: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  closed: z.number().int(),
  removed: z.number().int(),
  refused: z.number().int(),
  /** Every line that was not simply applied: refused ones with their reason, kept fields with a note. */
  notes: z.array(
    z.object({
      line: z.number().int(),
      publicId: z.string().nullable(),
      outcome: z.enum(MEMBER_LINE_OUTCOMES),
      reason: z.string(),
    }),
  ),
});
export type MemberFileReport = z.infer<typeof memberFileReportSchema>;

/** POST ACTIVATION_CAMPAIGN_PATH: how many invitations were queued, and why the others were not. */
export const activationCampaignReportSchema = z.object({
  queued: z.number().int(),
  alreadyInvited: z.number().int(),
  optedOut: z.number().int(),
  withoutEmail: z.number().int(),
});
export type ActivationCampaignReport = z.infer<typeof activationCampaignReportSchema>;

export const unsubscribeQuerySchema = z.object({ token: z.string().min(10).max(200) });
