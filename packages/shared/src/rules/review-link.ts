import { PENDING_REVIEW_EXPIRY_DAYS, REVIEW_LINK_FROM } from '../constants';
import type { AwardStatus } from '../contracts/rewards';
import { dayNumber } from '../dates/calendar-days';

/**
 * The review link (spec part 2 §3 Activity record, §9): a member may review a dine, once, when it is a
 * settled or manual transaction of 1 February 2021 or later, no more than PENDING_REVIEW_EXPIRY_DAYS
 * days old, whose reward is not Deferred ("Not earned yet") or Forfeit ("Not earned"). The web shows the
 * button by it and the server refuses a review by it, so both read the same rule. Zod-free.
 */

export interface ReviewableTransaction {
  /** 'settle' or 'manual'; anything else (or nothing) is no dine to review. */
  transactionType: string | null | undefined;
  /** The reward's source (M, J, +, A, B, S): a bonus (B) is no dine, though it may name a restaurant. */
  sourceCode: string;
  /**
   * The purchase's calendar day, 'YYYY-MM-DD' (the reward's local_date). An ISO 8601 moment is read as
   * the day it is written in (its first ten characters).
   */
  date: string;
  awardStatus: AwardStatus;
  /** The member has already reviewed it. */
  reviewed: boolean;
}

/** Why the rule says no, first reason first; the server words each for the member. */
export type ReviewRefusal = 'not-a-dine' | 'bonus' | 'reviewed' | 'before-reviews' | 'expired' | 'deferred' | 'forfeit';

const REVIEWABLE_TYPES: ReadonlySet<string> = new Set(['settle', 'manual']);

/**
 * null when the member may review the transaction now, else the first reason they may not. Days count
 * from the purchase's own day to now's UTC day: reviewable on the day itself and the PENDING_REVIEW_EXPIRY_DAYS
 * (35) days after.
 */
export function reviewRefusal(transaction: ReviewableTransaction, now: Date): ReviewRefusal | null {
  if (!transaction.transactionType || !REVIEWABLE_TYPES.has(transaction.transactionType)) return 'not-a-dine';
  // A reservation or new-member bonus is paid for the program's sake, not for a meal to rate.
  if (transaction.sourceCode === 'B') return 'bonus';
  if (transaction.reviewed) return 'reviewed';
  const day = dayNumber(transaction.date);
  // A date that is no calendar day cannot be shown to be in the window.
  if (Number.isNaN(day)) return 'expired';
  if (day < dayNumber(REVIEW_LINK_FROM)) return 'before-reviews';
  // Now's UTC day, read as its ISO date.
  if (dayNumber(now.toISOString()) - day > PENDING_REVIEW_EXPIRY_DAYS) return 'expired';
  if (transaction.awardStatus === 'Deferred') return 'deferred';
  if (transaction.awardStatus === 'Forfeit') return 'forfeit';
  return null;
}

/** Whether the review button shows for the transaction now. */
export function canReview(transaction: ReviewableTransaction, now: Date): boolean {
  return reviewRefusal(transaction, now) === null;
}
