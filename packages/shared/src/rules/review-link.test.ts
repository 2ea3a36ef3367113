import { describe, expect, it } from 'vitest';
import { PENDING_REVIEW_EXPIRY_DAYS, REVIEW_LINK_FROM } from '../constants';
import { AWARD_STATUSES } from '../contracts/rewards';
import { canReview, reviewRefusal, type ReviewableTransaction } from './review-link';

const NOW = new Date('2030-06-15T12:00:00Z');
const dine = (overrides: Partial<ReviewableTransaction> = {}): ReviewableTransaction => ({
  transactionType: 'settle',
  sourceCode: 'S',
  date: '2030-06-10',
  awardStatus: 'Awarded',
  reviewed: false,
  ...overrides,
});

describe('the review link', () => {
  it('shows for a settled or manual dine of the last 35 days that is not reviewed, Deferred or Forfeit', () => {
    expect(canReview(dine(), NOW)).toBe(true);
    expect(canReview(dine({ transactionType: 'manual' }), NOW)).toBe(true);
  });

  it('shows for no bonus, though a reservation bonus names its restaurant', () => {
    expect(reviewRefusal(dine({ transactionType: 'manual', sourceCode: 'B' }), NOW)).toBe('bonus');
    expect(canReview(dine({ transactionType: 'manual', sourceCode: 'M' }), NOW)).toBe(true);
  });

  it('shows for no other transaction type', () => {
    for (const transactionType of ['auth', 'refund', '', null, undefined]) {
      expect(reviewRefusal(dine({ transactionType }), NOW)).toBe('not-a-dine');
    }
  });

  it('shows on the day itself and the 35 days after, and not on the 36th', () => {
    expect(PENDING_REVIEW_EXPIRY_DAYS).toBe(35);
    expect(canReview(dine({ date: '2030-06-15' }), NOW)).toBe(true);
    // 15 June less 35 days is 11 May.
    expect(canReview(dine({ date: '2030-05-11' }), NOW)).toBe(true);
    expect(reviewRefusal(dine({ date: '2030-05-10' }), NOW)).toBe('expired');
    // The whole of now's day counts, from its first to its last millisecond.
    expect(canReview(dine({ date: '2030-05-11' }), new Date('2030-06-15T23:59:59.999Z'))).toBe(true);
    expect(canReview(dine({ date: '2030-05-11' }), new Date('2030-06-16T00:00:00Z'))).toBe(false);
  });

  it('reads an ISO moment as the day it is written in', () => {
    expect(canReview(dine({ date: '2030-05-11T23:30:00-05:00' }), NOW)).toBe(true);
    expect(canReview(dine({ date: '2030-05-10T23:30:00Z' }), NOW)).toBe(false);
  });

  it('shows from 1 February 2021, not for 31 January', () => {
    expect(REVIEW_LINK_FROM).toBe('2021-02-01');
    const early = new Date('2021-02-10T12:00:00Z');
    expect(canReview(dine({ date: '2021-02-01' }), early)).toBe(true);
    expect(reviewRefusal(dine({ date: '2021-01-31' }), early)).toBe('before-reviews');
  });

  it('never shows twice: a reviewed dine has no link', () => {
    expect(reviewRefusal(dine({ reviewed: true }), NOW)).toBe('reviewed');
  });

  it('shows for Awarded, Pending and Paid rewards, not for Deferred or Forfeit ones', () => {
    const refusals = Object.fromEntries(
      AWARD_STATUSES.map((awardStatus) => [awardStatus, reviewRefusal(dine({ awardStatus }), NOW)]),
    );
    expect(refusals).toEqual({ Awarded: null, Pending: null, Paid: null, Deferred: 'deferred', Forfeit: 'forfeit' });
  });

  it('is shut for a date that is no calendar day', () => {
    for (const date of ['', 'yesterday', '2030-02-30', '2030-13-01']) {
      expect(reviewRefusal(dine({ date }), NOW)).toBe('expired');
    }
  });
});
