import { z } from 'zod';
import { TRANSACTION_FEED_LIMITS } from './transaction-feed';

/**
 * Missing-reward claims (issue 14, item 6; docs/rewards.md "Claims"): a member who paid with a linked card
 * and sees no reward 10 days later reports the purchase; the engine answers at once when the card network's
 * feed explains it, otherwise the claim waits for support.
 */
export { REWARD_CLAIMS_PATH } from './claim-constants';

export const CLAIM_STATUSES = ['answered', 'pending', 'approved', 'declined'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_MESSAGES = {
  form: 'We could not send your claim. Please check the form for errors.',
  date: 'Enter the date of the purchase.',
  future: 'The purchase date cannot be in the future.',
  tooRecent: 'Missing rewards can be reported 10 days after the purchase: most rewards appear within a few days.',
  tooOld: 'Purchases more than a year old cannot be claimed.',
  beforeLinked: 'This card was linked after that date: only purchases made after linking a card earn.',
  amount: 'Enter the amount you paid, e.g. 42.50.',
  merchant: 'Choose the restaurant.',
  card: 'Choose the card you paid with.',
  duplicate: 'You have already reported this purchase.',
} as const;

const amountText = z
  .string({ error: CLAIM_MESSAGES.amount })
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, CLAIM_MESSAGES.amount);

/** The claim form's fields as typed (the web form validates with it). */
export const rewardClaimFormSchema = z.object({
  purchaseDate: z.string({ error: CLAIM_MESSAGES.date }).regex(/^\d{4}-\d{2}-\d{2}$/, CLAIM_MESSAGES.date),
  /** Dollars as typed ("42.50"). */
  amount: amountText,
  merchantId: z.string({ error: CLAIM_MESSAGES.merchant }).min(1, CLAIM_MESSAGES.merchant).max(64),
  cardId: z.string({ error: CLAIM_MESSAGES.card }).min(1, CLAIM_MESSAGES.card).max(64),
});
export type RewardClaimForm = z.infer<typeof rewardClaimFormSchema>;

/** POST /api/Member/RewardClaims: the form's fields, the amount read as cents. */
export const rewardClaimRequestSchema = rewardClaimFormSchema.extend({
  amount: amountText
    .transform((value) => Math.round(Number(value) * 100))
    .refine((cents) => cents > 0 && cents <= TRANSACTION_FEED_LIMITS.maxAmountCents, CLAIM_MESSAGES.amount),
});
export type RewardClaimRequest = z.input<typeof rewardClaimRequestSchema>;

export const rewardClaimSchema = z.object({
  id: z.number().int(),
  purchaseDate: z.string(),
  amountCents: z.number().int(),
  merchantId: z.string(),
  merchantName: z.string(),
  cardLastFour: z.string(),
  status: z.enum(CLAIM_STATUSES),
  /** What the engine found (or support decided), in words for the member. */
  finding: z.string(),
  createdAt: z.string(),
});
export type RewardClaim = z.infer<typeof rewardClaimSchema>;

export const rewardClaimListSchema = z.array(rewardClaimSchema);
