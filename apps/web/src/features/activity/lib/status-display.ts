import type { ActivityCredit, ActivityTransaction, AwardStatus } from '@forkpoint/shared/contracts/rewards';
import { reviewRefusal } from '@forkpoint/shared/rules/review-link';

/**
 * How an activity row's status reads (spec part 2 §4 "Award status display", §5 "Review link").
 *
 * Our reading of the spec's two lists. The first ("untranslated records", which all of ours are) says:
 * Awarded shows nothing, Forfeit 'Expired', Pending 'Pending Review' or 'Review expired' after 35 days.
 * The second words the statuses as members see them: Pending is Processing, Deferred 'Not earned yet'
 * (allow up to two weeks), Forfeit 'Not earned' (did not qualify), Paid with its paid date. 'Pending
 * Review' and 'Review expired' are about the member's review of the dine (the 35 days are the review
 * window, PENDING_REVIEW_EXPIRY_DAYS), not about the reward, so each row shows two things:
 *
 * - the status column, the reward in the members' words: Awarded nothing; Pending 'Processing';
 *   Deferred 'Not earned yet'; Forfeit 'Not earned'; Paid 'Paid 3/2/26' (short date); with the record's
 *   statusReason as secondary text (else "Allow up to two weeks." / "Did not qualify.").
 *   The first list's Forfeit 'Expired' is the untranslated word for what the second calls 'Not earned';
 *   a member reads one word per state, so 'Expired' is not shown.
 * - the review area, the dine's review by the shared rule (rules/review-link.ts): 'Pending Review' with
 *   the review button while a review is allowed, 'Reviewed' once done, 'Review expired' when the dine is
 *   past the 35 days unreviewed, and nothing for what was never reviewable (bonuses and adjustments
 *   without a restaurant, Deferred and Forfeit rewards, dines before February 2021).
 *
 * Pending, Deferred and Forfeit rows (and a pending statement credit) are dimmed; the review area is not.
 */

export interface StatusDisplay {
  /** The status word(s); null shows nothing (Awarded). */
  label: string | null;
  /** Why a reward is not earned (yet), as secondary text. */
  detail: string | null;
  dimmed: boolean;
}

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric', year: '2-digit' });

/** The paid date in short format: "3/2/26". Null when missing or unreadable. */
export function shortDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : SHORT_DATE.format(date);
}

export const STATUS_WORDS = {
  Pending: 'Processing',
  Deferred: 'Not earned yet',
  Forfeit: 'Not earned',
  Paid: 'Paid',
} as const satisfies Partial<Record<AwardStatus, string>>;

export const STATUS_DETAILS = {
  Deferred: 'Allow up to two weeks.',
  Forfeit: 'Did not qualify.',
} as const;

const DIMMED: ReadonlySet<AwardStatus> = new Set(['Pending', 'Deferred', 'Forfeit']);

export function transactionStatus(
  transaction: Pick<ActivityTransaction, 'awardStatus' | 'statusReason' | 'paidAt' | 'merchantId'>,
): StatusDisplay {
  const { awardStatus } = transaction;
  const dimmed = DIMMED.has(awardStatus);
  // A bonus or adjustment without a restaurant names itself with its statusReason (the activity column).
  const reason = transaction.merchantId === null ? null : transaction.statusReason;
  switch (awardStatus) {
    case 'Awarded':
      return { label: null, detail: null, dimmed };
    case 'Pending':
      return { label: STATUS_WORDS.Pending, detail: reason, dimmed };
    case 'Deferred':
      return { label: STATUS_WORDS.Deferred, detail: reason ?? STATUS_DETAILS.Deferred, dimmed };
    case 'Forfeit':
      return { label: STATUS_WORDS.Forfeit, detail: reason ?? STATUS_DETAILS.Forfeit, dimmed };
    case 'Paid': {
      const paid = shortDate(transaction.paidAt);
      return { label: paid ? `${STATUS_WORDS.Paid} ${paid}` : STATUS_WORDS.Paid, detail: null, dimmed };
    }
  }
}

export function creditStatus(credit: Pick<ActivityCredit, 'status'>): StatusDisplay {
  return credit.status === 'Pending'
    ? { label: STATUS_WORDS.Pending, detail: null, dimmed: true }
    : { label: STATUS_WORDS.Paid, detail: null, dimmed: false };
}

/**
 * The review area of a transaction: 'unknown' until the review status call answered for it; 'open' shows
 * 'Pending Review' and the button.
 */
export type ReviewState = 'unknown' | 'open' | 'reviewed' | 'expired' | 'none';

export const REVIEW_WORDS = {
  open: 'Pending Review',
  reviewed: 'Reviewed',
  expired: 'Review expired',
} as const;

export function reviewStateOf(
  transaction: Pick<ActivityTransaction, 'transactionType' | 'sourceCode' | 'date' | 'awardStatus' | 'merchantId'>,
  /** From GET /api/reviews/status; undefined while unknown. */
  reviewed: boolean | undefined,
  now: Date,
): ReviewState {
  // No restaurant, nothing to rate: the server refuses these too ('no-merchant').
  if (transaction.merchantId === null) return 'none';
  if (reviewed === undefined) return 'unknown';
  const refusal = reviewRefusal({ ...transaction, reviewed }, now);
  if (refusal === null) return 'open';
  if (refusal === 'reviewed') return 'reviewed';
  // A Deferred or Forfeit reward was never reviewable, whatever its age: its status column says why.
  const neverReviewable = transaction.awardStatus === 'Deferred' || transaction.awardStatus === 'Forfeit';
  if (refusal === 'expired' && !neverReviewable) return 'expired';
  return 'none';
}
