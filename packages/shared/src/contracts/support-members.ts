import { z } from 'zod';
import { memberSchema } from './members';

/**
 * The console's member look-up (issue 18 item 2), for agents and admins, always within the staff
 * member's own partner. Members are named by their public id in paths, never by the internal id.
 */

export const SUPPORT_SEARCH_LIMIT = 25;

/** GET /api/Support/Members?query=: an e-mail, a partner number, a public id, or a card's last four digits. */
export const supportMemberSearchQuerySchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'Enter an e-mail, partner number, public id or the last four digits of a card.')
    .max(254, 'That is too long to be an e-mail, partner number or public id.'),
});

export const supportMemberMatchSchema = z.object({
  publicId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  partnerNumber: z.string().nullable(),
  memberType: z.string(),
  tierLevel: z.string(),
  active: z.boolean(),
  /** What matched: 'email' | 'partnerNumber' | 'publicId' | 'cardLastFour'. */
  matchedOn: z.enum(['email', 'partnerNumber', 'publicId', 'cardLastFour']),
});
export type SupportMemberMatch = z.infer<typeof supportMemberMatchSchema>;

export const supportMemberSearchSchema = z.object({
  members: z.array(supportMemberMatchSchema),
  /** True when more members matched than SUPPORT_SEARCH_LIMIT: narrow the search. */
  truncated: z.boolean(),
});

export const supportMemberParamsSchema = z.object({
  publicId: z.string().trim().min(1).max(64),
});

const iso = z.iso.datetime();

export const supportCardSchema = z.object({
  id: z.string(),
  lastFour: z.string(),
  brand: z.string(),
  description: z.string(),
  linkedAt: iso,
  removedAt: iso.nullable(),
  removalReason: z.string().nullable(),
  /** The same card was linked in another program before and moved here (which program is not shown). */
  movedFromAnotherProgram: z.boolean(),
});

export const supportTransactionSchema = z.object({
  id: z.string(),
  transactionId: z.string(),
  event: z.string(),
  cardLastFour: z.string().nullable(),
  merchantName: z.string().nullable(),
  merchantId: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  occurredAt: iso,
  matched: z.boolean(),
  /** Why the event did not match (matching.ts's reasons); null when it matched. */
  matchReason: z.string().nullable(),
});

export const supportRewardSchema = z.object({
  id: z.string(),
  sourceCode: z.string(),
  localDate: z.string(),
  merchantName: z.string().nullable(),
  benefitAmount: z.number(),
  awardStatus: z.string(),
  statusReason: z.string().nullable(),
  /** How the reward was worked out (rewards/reward-explanation.ts), as the member's activity says it. */
  explanation: z.array(z.string()),
});

export const supportReservationSchema = z.object({
  id: z.string(),
  confirmationNumber: z.string(),
  merchantName: z.string().nullable(),
  localDate: z.string(),
  localTime: z.string(),
  partySize: z.number().int(),
  status: z.string(),
});

export const supportClaimSchema = z.object({
  id: z.number().int(),
  purchaseDate: z.string(),
  amountCents: z.number().int(),
  merchantName: z.string().nullable(),
  status: z.string(),
  createdAt: iso,
});

export const supportSignInSchema = z.object({
  at: iso,
  ip: z.string(),
  succeeded: z.boolean(),
  outcome: z.string(),
});

export const supportLockoutSchema = z.object({
  locked: z.boolean(),
  lockedUntil: iso.nullable(),
  failedCount: z.number().int(),
});

/** GET /api/Support/Members/{publicId} */
export const supportMemberDetailSchema = z.object({
  member: memberSchema,
  vipThrough: z.number().int().nullable(),
  cards: z.array(supportCardSchema),
  transactions: z.array(supportTransactionSchema),
  /** Events on this member's cards that matched no one, from 30 days before each card was linked. */
  unmatchedEvents: z.array(supportTransactionSchema),
  rewards: z.array(supportRewardSchema),
  reservations: z.array(supportReservationSchema),
  claims: z.array(supportClaimSchema),
  signIns: z.array(supportSignInSchema),
  lockout: supportLockoutSchema,
});
export type SupportMemberDetail = z.infer<typeof supportMemberDetailSchema>;

/** POST /api/Support/Members/{publicId}/Unlock and /RecoveryEmail */
export const supportMemberActionSchema = z.object({ done: z.literal(true), message: z.string() });

export const SUPPORT_MEMBER_MESSAGES = {
  unlocked: 'The account is unlocked. The member can sign in again.',
  notLocked: 'This account is not locked.',
  recoverySent: 'A recovery e-mail is on its way to the member.',
  noRecovery: 'This member has no web profile or e-mail to send a recovery link to.',
} as const;
