import { z } from 'zod';
import { DAY_MS } from '../dates/durations';
import type { StaffRole } from './support';

/**
 * Reward adjustments and the claims queue of the support console (issue 18 items 3 and 4;
 * docs/decisions/0023-reward-adjustments.md). Amounts are in the program's unit: whole miles or points,
 * or cents for Dollar and Credit programs. Imported by path, never from the package index.
 */

/** Part 2 §3 reward source codes a staff member may write: M manual, J bonus adjustment, A adjustment. */
export const ADJUSTMENT_KINDS = ['M', 'J', 'A'] as const;
export const adjustmentKindSchema = z.enum(ADJUSTMENT_KINDS, { error: 'Choose the kind of adjustment.' });
export type AdjustmentKind = z.infer<typeof adjustmentKindSchema>;

export const ADJUSTMENT_KIND_LABELS: Record<AdjustmentKind, string> = {
  M: 'Manual reward',
  J: 'Bonus adjustment',
  A: 'Adjustment',
};

/**
 * The one table of how much one adjustment may move, by role, in absolute value: `units` for Mile and Point
 * programs, `cents` for Dollar and Credit programs. A role without a row may not adjust at all.
 */
export const ADJUSTMENT_LIMITS = {
  agent: { units: 5_000, cents: 5_000 },
  admin: { units: 100_000, cents: 100_000 },
} as const satisfies Partial<Record<StaffRole, { units: number; cents: number }>>;

export function adjustmentLimitFor(role: StaffRole, cashProgram: boolean): number {
  const row = (ADJUSTMENT_LIMITS as Partial<Record<StaffRole, { units: number; cents: number }>>)[role];
  if (!row) return 0;
  return cashProgram ? row.cents : row.units;
}

/**
 * Cumulative limits (issue 28): what one staff member may move in any 24 hours, in absolute value (credits and
 * take-backs alike), on one member (`perMember`) and on all members together (`perStaff`). They count the
 * adjustments the staff member made within their own authority, claim approvals and reversals included; an
 * adjustment an admin approved counts for neither. One past either waits for an admin other than the requester
 * (the approvals queue) and nothing is written meanwhile.
 */
export const ADJUSTMENT_ROLLING_LIMITS = {
  agent: { perMember: { units: 10_000, cents: 10_000 }, perStaff: { units: 50_000, cents: 50_000 } },
  admin: { perMember: { units: 200_000, cents: 200_000 }, perStaff: { units: 1_000_000, cents: 1_000_000 } },
} as const satisfies Partial<
  Record<StaffRole, { perMember: { units: number; cents: number }; perStaff: { units: number; cents: number } }>
>;
export const ADJUSTMENT_ROLLING_WINDOW_MS = DAY_MS;

export function rollingLimitsFor(role: StaffRole, cashProgram: boolean): { perMember: number; perStaff: number } {
  const row = (
    ADJUSTMENT_ROLLING_LIMITS as Partial<
      Record<StaffRole, { perMember: { units: number; cents: number }; perStaff: { units: number; cents: number } }>
    >
  )[role];
  if (!row) return { perMember: 0, perStaff: 0 };
  const unit = cashProgram ? 'cents' : 'units';
  return { perMember: row.perMember[unit], perStaff: row.perStaff[unit] };
}

export const ADJUSTMENT_REASON_MAX = 500;

export const ADJUSTMENT_MESSAGES = {
  form: 'The adjustment was not made. Please check the form for errors.',
  reason: 'Give the reason for this adjustment (at least 5 characters).',
  amount: 'Enter a whole amount in the program’s unit, other than zero.',
  manualPositive: 'A manual reward adds to the balance: enter a positive amount, or use an adjustment (A).',
  overLimit: (limit: string) => `Your role may adjust at most ${limit} at a time. Ask an admin for more.`,
  belowZero: (balance: string) =>
    `This would take the member’s balance below zero (it is ${balance}). Adjust by no more than the balance.`,
  closed: 'This member’s account is closed: rewards cannot be adjusted.',
  notFound: 'No such adjustment for this member.',
  alreadyReversed: 'This adjustment has already been reversed.',
  reversalOfReversal: 'A reversal cannot itself be reversed. Make a new adjustment instead.',
  reversalMismatch: 'A reversal mirrors the adjustment exactly: the same kind and the opposite amount.',
  claimNotFound: 'No such claim in this program.',
  claimDeclined: 'This claim was declined: it cannot be approved.',
  claimApproved: 'This claim was approved: it cannot be declined.',
  claimEarned: (transactionId: string) =>
    `This purchase already earns its reward in the member’s activity (transaction ${transactionId}): approving the claim would reward it twice.`,
  declineReason: 'Tell the member why the claim is declined (at least 5 characters).',
  queued: (amount: string) =>
    `This takes you past your 24-hour adjustment limit: ${amount} waits for an admin’s approval and nothing is written until then.`,
  claimOverRolling: (limit: string) =>
    `Approving this claim takes you past your 24-hour adjustment limit (${limit}). An admin can approve it.`,
  approvalNotFound: 'No such adjustment request in this program.',
  approvalOwn: 'A second person decides: you cannot approve or decline your own request.',
  approvalDecided: (status: string) => `This request was ${status} already.`,
  approvalDeclineReason: 'Tell the requester why the request is declined (at least 5 characters).',
  approved: (amount: string) => `Approved: ${amount} written.`,
  declined: 'Declined: nothing was written.',
} as const;

const reasonSchema = z
  .string({ error: ADJUSTMENT_MESSAGES.reason })
  .trim()
  .min(5, ADJUSTMENT_MESSAGES.reason)
  .max(ADJUSTMENT_REASON_MAX, `Keep the reason under ${ADJUSTMENT_REASON_MAX} characters.`);

const amountSchema = z
  .number({ error: ADJUSTMENT_MESSAGES.amount })
  .int(ADJUSTMENT_MESSAGES.amount)
  .refine((n) => n !== 0 && Math.abs(n) <= 100_000_000, ADJUSTMENT_MESSAGES.amount);

/**
 * POST /api/Support/Members/{publicId}/Adjustments. A reversal names the adjustment it reverses
 * (`reverses`) and must carry its kind and the opposite amount.
 */
export const adjustmentRequestSchema = z
  .object({
    kind: adjustmentKindSchema,
    amount: amountSchema,
    reason: reasonSchema,
    reverses: z.number({ error: 'Choose the adjustment to reverse.' }).int().positive().optional(),
  })
  .refine((body) => body.kind !== 'M' || body.amount > 0 || body.reverses !== undefined, {
    message: ADJUSTMENT_MESSAGES.manualPositive,
    path: ['amount'],
  });
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

export const adjustmentSchema = z.object({
  id: z.number().int(),
  kind: adjustmentKindSchema,
  /** In the program's unit (cents for cash programs); negative takes back. */
  amount: z.number().int(),
  reason: z.string(),
  staffEmail: z.string(),
  createdAt: z.iso.datetime(),
  /** The reward row's state in the member's Reviews & History. */
  awardStatus: z.string(),
  rewardId: z.string(),
  reverses: z.number().int().nullable(),
  reversedBy: z.number().int().nullable(),
  claimId: z.number().int().nullable(),
  /** The admin who approved it, when it waited in the approvals queue (staffEmail asked for it). */
  approvedBy: z.string().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/* ---- Adjustments past the 24-hour limits: the approvals queue ---- */

export const APPROVAL_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** An adjustment waiting for (or decided by) an admin other than the staff member who asked for it. */
export const adjustmentApprovalSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPROVAL_STATUSES),
  kind: adjustmentKindSchema,
  amount: z.number().int(),
  reason: z.string(),
  reverses: z.number().int().nullable(),
  member: z.object({ publicId: z.string(), firstName: z.string(), lastName: z.string() }),
  requestedBy: z.string(),
  requestedAt: z.iso.datetime(),
  /** The requester's 24-hour totals when asking (absolute, the program's unit), which the limits were judged on. */
  usedOnMember: z.number().int(),
  usedByStaff: z.number().int(),
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  /** A decline's reason, for the requester. */
  decisionNote: z.string().nullable(),
  /** The adjustment an approval wrote. */
  adjustmentId: z.number().int().nullable(),
});
export type AdjustmentApproval = z.infer<typeof adjustmentApprovalSchema>;

/** POST …/Adjustments past the 24-hour limits answers 202 with this, not the adjustment: nothing was written. */
export const adjustmentQueuedSchema = z.object({
  queued: z.literal(true),
  approval: adjustmentApprovalSchema,
  message: z.string(),
});
export type AdjustmentQueued = z.infer<typeof adjustmentQueuedSchema>;
/** What POST …/Adjustments answers: the adjustment (201), or past the 24-hour limits the queued request (202). */
export const adjustmentOutcomeSchema = z.union([adjustmentSchema, adjustmentQueuedSchema]);

/** What the signed-in staff member has moved in the last 24 hours, against their limits (the program's unit). */
export const adjustmentAllowanceSchema = z.object({
  onMember: z.object({ used: z.number().int(), limit: z.number().int() }),
  byStaff: z.object({ used: z.number().int(), limit: z.number().int() }),
});
export type AdjustmentAllowance = z.infer<typeof adjustmentAllowanceSchema>;

export const APPROVAL_QUEUE_FILTERS = ['pending', 'approved', 'declined', 'all'] as const;
export type ApprovalQueueFilter = (typeof APPROVAL_QUEUE_FILTERS)[number];
/** GET /api/Support/Approvals: admins see the program's requests, others their own. Pending oldest first. */
export const approvalQueueQuerySchema = z.object({
  status: z.enum(APPROVAL_QUEUE_FILTERS, { error: 'Choose a status from the list.' }).default('pending'),
});
export const approvalQueueSchema = z.object({
  approvals: z.array(adjustmentApprovalSchema),
  unit: z.object({ cash: z.boolean(), label: z.string() }),
  /** Whether the signed-in staff member may decide (admins; still never their own requests). */
  canDecide: z.boolean(),
});
export type ApprovalQueue = z.infer<typeof approvalQueueSchema>;

export const approvalParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** POST /api/Support/Approvals/{id}/Decline: the reason is what the requester reads. */
export const approvalDeclineRequestSchema = z.object({
  reason: z
    .string({ error: ADJUSTMENT_MESSAGES.approvalDeclineReason })
    .trim()
    .min(5, ADJUSTMENT_MESSAGES.approvalDeclineReason)
    .max(ADJUSTMENT_REASON_MAX, `Keep the reason under ${ADJUSTMENT_REASON_MAX} characters.`),
});
/** POST …/Approve and …/Decline answer the decided request and what happened. */
export const approvalDecisionSchema = z.object({ approval: adjustmentApprovalSchema, message: z.string() });
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;

/** How the console states amounts and the signed-in role's limit for this program. */
export const adjustmentUnitSchema = z.object({
  cash: z.boolean(),
  /** "miles", "points", or "dollars" (amounts are still sent in cents). */
  label: z.string(),
  limit: z.number().int(),
});

/** GET /api/Support/Members/{publicId}/Adjustments */
export const adjustmentListSchema = z.object({
  adjustments: z.array(adjustmentSchema),
  unit: adjustmentUnitSchema,
  /** What a negative adjustment may take at most now, in the program's unit. */
  balance: z.number().int(),
  /** The signed-in staff member's 24-hour totals against ADJUSTMENT_ROLLING_LIMITS. */
  allowance: adjustmentAllowanceSchema,
  /** This member's adjustments that waited for approval, newest first: pending ones and the last decided. */
  approvals: z.array(adjustmentApprovalSchema),
});
export type AdjustmentList = z.infer<typeof adjustmentListSchema>;

export const adjustmentParamsSchema = z.object({ publicId: z.string().trim().min(1).max(64) });

/* ---- The claims queue ---- */

export const CLAIM_QUEUE_STATUSES = ['open', 'pending', 'answered', 'approved', 'declined', 'all'] as const;
export const claimQueueQuerySchema = z.object({
  /** open: pending and answered claims not yet decided (the default). */
  status: z.enum(CLAIM_QUEUE_STATUSES, { error: 'Choose a status from the list.' }).default('open'),
});
export type ClaimQueueStatus = (typeof CLAIM_QUEUE_STATUSES)[number];

export const queuedClaimSchema = z.object({
  id: z.number().int(),
  status: z.enum(['answered', 'pending', 'approved', 'declined']),
  createdAt: z.iso.datetime(),
  purchaseDate: z.string(),
  amountCents: z.number().int(),
  merchantName: z.string(),
  merchantId: z.string(),
  cardLastFour: z.string(),
  /** The engine's finding, as the member read it when filing. */
  finding: z.string(),
  /** The feed event the finding is about, with its matching reason, when there is one. */
  feedEvent: z
    .object({
      transactionId: z.string(),
      amountCents: z.number().int(),
      localDate: z.string(),
      matched: z.boolean().nullable(),
      matchReason: z.string().nullable(),
    })
    .nullable(),
  member: z.object({ publicId: z.string(), firstName: z.string(), lastName: z.string(), active: z.boolean() }),
  /** What approving would write by default: the claimed amount at the member's rate, in the program's unit. */
  suggestedAmount: z.number().int(),
  /** What support decided, as the member reads it; null while open. */
  resolution: z.string().nullable(),
  resolvedAt: z.iso.datetime().nullable(),
  adjustmentId: z.number().int().nullable(),
});
export type QueuedClaim = z.infer<typeof queuedClaimSchema>;

export const claimQueueSchema = z.object({ claims: z.array(queuedClaimSchema), unit: adjustmentUnitSchema });
export type ClaimQueue = z.infer<typeof claimQueueSchema>;

export const claimParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** POST /api/Support/Claims/{id}/Approve: the amount defaults to the suggested one. */
export const claimApproveRequestSchema = z.object({
  amount: amountSchema.refine((n) => n > 0, ADJUSTMENT_MESSAGES.manualPositive).optional(),
  reason: reasonSchema.optional(),
});
/** POST /api/Support/Claims/{id}/Decline: the reason is what the member reads. */
export const claimDeclineRequestSchema = z.object({
  reason: z
    .string({ error: ADJUSTMENT_MESSAGES.declineReason })
    .trim()
    .min(5, ADJUSTMENT_MESSAGES.declineReason)
    .max(ADJUSTMENT_REASON_MAX, `Keep the reason under ${ADJUSTMENT_REASON_MAX} characters.`),
});

export const claimDecisionSchema = z.object({ claim: queuedClaimSchema, message: z.string() });

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** An amount in the program's unit as staff and members read it: "$50.00", "-1,200 miles". */
export function formatAdjustmentAmount(amount: number, unit: { cash: boolean; label: string }): string {
  return unit.cash ? DOLLARS.format(amount / 100) : `${WHOLE.format(amount)} ${unit.label}`;
}
