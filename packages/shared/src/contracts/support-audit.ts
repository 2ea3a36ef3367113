import { z } from 'zod';
import { calendarDate } from './calendar-date';

/**
 * The staff audit log (issue 18 item 7): every staff action with who, when, what and the before/after.
 * GET /api/Support/Audit searches it (admins), GET /api/Support/Audit.csv exports the same search.
 */

/** The actions the console records; an area may keep its own list (an action is any dotted lower-case name). */
export const STAFF_ACTIONS = {
  signIn: 'staff.sign-in',
  signInRefused: 'staff.sign-in-refused',
  signOut: 'staff.sign-out',
  accessRefused: 'staff.access-refused',
  memberSearch: 'member.search',
  memberView: 'member.view',
  memberUnlock: 'member.unlock',
  memberRecoveryEmail: 'member.recovery-email',
  auditSearch: 'audit.search',
  auditExport: 'audit.export',
  rewardAdjust: 'reward.adjust',
  rewardAdjustRefused: 'reward.adjust-refused',
  /** An adjustment past the requester's 24-hour limits, queued; an admin's approval (then reward.adjust) or decline. */
  rewardAdjustQueued: 'reward.adjust-queued',
  rewardAdjustApprove: 'reward.adjust-approve',
  rewardAdjustDecline: 'reward.adjust-decline',
  rewardAdjustDecisionRefused: 'reward.adjust-decision-refused',
  claimApprove: 'claim.approve',
  claimDecline: 'claim.decline',
  claimRefused: 'claim.decision-refused',
  /** Support emulation (contracts/emulation.ts): started, entered by the member app, each call, refusals, end. */
  emulationStart: 'emulation.start',
  emulationEnter: 'emulation.enter',
  emulationMemberCall: 'emulation.member-call',
  emulationRefused: 'emulation.refused',
  emulationExitRefused: 'emulation.exit-refused',
  emulationEnd: 'emulation.end',
  /** Staff management (admins; decision 0026): never the secret, codes or password in before/after. */
  staffList: 'staff.list',
  staffCreate: 'staff.create',
  staffRoleChange: 'staff.role-change',
  staffDeactivate: 'staff.deactivate',
  staffReactivate: 'staff.reactivate',
  staffTotpReset: 'staff.totp-reset',
  staffRecoveryCodesIssue: 'staff.recovery-codes-issue',
  staffManageRefused: 'staff.manage-refused',
  /** Partner integration keys (admins; contracts/integration-keys.ts): never the secret in before/after. */
  integrationKeyList: 'integration-key.list',
  integrationKeyCreate: 'integration-key.create',
  integrationKeyRevoke: 'integration-key.revoke',
  integrationKeyRefused: 'integration-key.refused',
  /** Posting files (contracts/postings.ts): a rejected line's reward sent again, and a refusal of that. */
  postingSendAgain: 'posting.send-again',
  postingSendAgainRefused: 'posting.send-again-refused',
} as const;
export const STAFF_ACTION_PATTERN = /^[a-z][a-z-]*(\.[a-z][a-z-]*)+$/;

export const AUDIT_PAGE_SIZE = 50;
/** The CSV export's ceiling: a search wider than this is cut, and the file says so in its last line. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

const isoDate = calendarDate('Use a date like 2026-11-24.');
/** The largest staff id there can be (staff.id is a PostgreSQL integer). */
const STAFF_ID_MAX = 2_147_483_647;

export const auditSearchQuerySchema = z
  .object({
    action: z.string().trim().max(64).regex(STAFF_ACTION_PATTERN, 'Choose an action from the list.').optional(),
    /** Part of an e-mail, or (all digits) a staff id: ids are PostgreSQL integers, so a larger one is refused. */
    staff: z
      .string()
      .trim()
      .max(254)
      .refine((v) => !/^\d+$/.test(v) || Number(v) <= STAFF_ID_MAX, `A staff id is at most ${STAFF_ID_MAX}.`)
      .optional(),
    target: z.string().trim().max(128).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date is after the end date.',
    path: ['from'],
  });
export type AuditSearchQuery = z.infer<typeof auditSearchQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  staffId: z.number().int().nullable(),
  staffEmail: z.string(),
  staffRole: z.string(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const AUDIT_CSV_COLUMNS = [
  'id',
  'at',
  'staff_id',
  'staff_email',
  'staff_role',
  'action',
  'target_type',
  'target_id',
  'before',
  'after',
  'ip',
] as const;
