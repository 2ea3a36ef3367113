import { z } from 'zod';

/**
 * Contracts of the member's rewards calls (spec part 2 §3 Activity record, Other records, Bonus; §7) and
 * the reward enumerations (part 1 §3, part 2 §3). Amounts a member reads are in the program's unit:
 * whole miles or points, or dollars (two decimals) for Dollar and Credit programs; money is dollars.
 */

export const AWARD_STATUSES = ['Awarded', 'Pending', 'Forfeit', 'Paid', 'Deferred'] as const;
export type AwardStatus = (typeof AWARD_STATUSES)[number];

/** M manual, J bonus adjustment, + corporate, A adjustment, B bonus, S settle. */
export const REWARD_SOURCE_CODES = ['M', 'J', '+', 'A', 'B', 'S'] as const;
export type RewardSourceCode = (typeof REWARD_SOURCE_CODES)[number];

export const PAYOUT_BRANDS = ['MasterCard', 'Tremendous', 'Visa'] as const;
export const PAYOUT_METHODS = ['Card', 'Email'] as const;
export const BONUS_STATUSES = ['eligible', 'enrolled', 'qualified'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** One purchase, bonus or adjustment in the member's activity. */
export const activityTransactionSchema = z.object({
  recordType: z.literal('transaction'),
  sourceTransactionId: z.string(),
  /** The purchase's moment (ISO 8601). */
  date: z.string(),
  /** The catalog's public merchant id; null for bonuses and adjustments without a restaurant. */
  merchantId: z.string().nullable(),
  /** The restaurant's number, which its page's address (/merchants/{number}) takes; null with merchantId. */
  merchantNumber: z.number().int().nullable(),
  merchantName: z.string().nullable(),
  /** The restaurant is still in the member's program (the row links to its page). */
  activeMerchant: z.boolean(),
  /** Whole miles or points, or dollars for Dollar and Credit programs. */
  benefitAmount: z.number(),
  /** Dollars spent (what is left after refunds). */
  ticketAmount: z.number(),
  cardLastFour: z.string().nullable(),
  awardStatus: z.enum(AWARD_STATUSES),
  /** Why a Deferred or Forfeit reward did not earn (yet). */
  statusReason: z.string().nullable(),
  transactionType: z.enum(['settle', 'manual']),
  sourceCode: z.enum(REWARD_SOURCE_CODES),
  paidAt: z.string().nullable(),
  /**
   * How the reward was worked out, in the program's words ("3 miles per $1 as a Select member × 3 (Triple for
   * a limited time) = 877 miles"), or a bonus's source ("Reservation bonus"); empty when the status reason says it.
   */
  earnExplanation: z.array(z.string()),
});
export type ActivityTransaction = z.infer<typeof activityTransactionSchema>;

/** A statement credit paid out to a Dollar or Credit program member. */
export const activityCreditSchema = z.object({
  recordType: z.literal('credit'),
  creditId: z.number().int(),
  date: z.string(),
  creditAmountCents: z.number().int(),
  targetType: z.enum(['card', 'other']),
  targetLabel: z.string(),
  benefitProcessor: z.string(),
  payoutBrand: z.enum(PAYOUT_BRANDS),
  payoutMethod: z.enum(PAYOUT_METHODS),
  status: z.enum(['Pending', 'Paid']),
});
export type ActivityCredit = z.infer<typeof activityCreditSchema>;

export const activityRecordSchema = z.discriminatedUnion('recordType', [
  activityTransactionSchema,
  activityCreditSchema,
]);
export type ActivityRecord = z.infer<typeof activityRecordSchema>;

/** Paged lists (part 2 §3 Other records): data, totalResultSize, totalPages. */
export const pagedActivitySchema = z.object({
  data: z.array(activityRecordSchema),
  totalResultSize: z.number().int(),
  totalPages: z.number().int(),
});
export type PagedActivity = z.infer<typeof pagedActivitySchema>;

/** ?pageNo&resultsPerPage: page 1 and 10 a page by default (part 2 §9); absent or non-positive means default. */
export const activityPageQuerySchema = z.object({
  pageNo: z.coerce.number().int().catch(1).optional(),
  resultsPerPage: z.coerce.number().int().catch(10).optional(),
});

export const dineSummarySchema = z.object({
  /** This calendar year's rewards, in the program's unit (dollars for Dollar and Credit programs). */
  currentYearBenefits: z.number(),
  currentYearDines: z.number().int(),
});
export type DineSummary = z.infer<typeof dineSummarySchema>;

export const statementCreditBalanceSchema = z.object({
  /** Dollars earned and not yet paid out as a statement credit. */
  memberBalance: z.number(),
});
export type StatementCreditBalance = z.infer<typeof statementCreditBalanceSchema>;

/** Part 2 §3 Bonus. */
export const bonusSchema = z.object({
  code: z.string(),
  bonusStatus: z.enum(BONUS_STATUSES),
  createDateUtc: z.string(),
  description: z.string(),
  isNewMemberBonus: z.boolean(),
  memberIsEligibleForNMB: z.boolean(),
});
export type Bonus = z.infer<typeof bonusSchema>;

export const bonusEnrollmentSchema = z.object({ bonus: bonusSchema });
