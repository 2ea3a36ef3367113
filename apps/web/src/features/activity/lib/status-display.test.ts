import { describe, expect, it } from 'vitest';
import type { ActivityTransaction } from '@forkpoint/shared/contracts/rewards';
import { creditStatus, reviewStateOf, shortDate, transactionStatus } from './status-display';

const NOW = new Date('2026-05-20T12:00:00Z');

const txn = (overrides: Partial<ActivityTransaction> = {}): ActivityTransaction => ({
  recordType: 'transaction',
  sourceTransactionId: 'N-1',
  date: '2026-05-18T19:30:00.000Z',
  merchantId: 'M-1',
  merchantNumber: 1,
  merchantName: 'Luna Trattoria',
  activeMerchant: true,
  benefitAmount: 150,
  ticketAmount: 50,
  cardLastFour: '4242',
  awardStatus: 'Awarded',
  statusReason: null,
  transactionType: 'settle',
  sourceCode: 'S',
  paidAt: null,
  earnExplanation: [],
  ...overrides,
});

describe('the status column', () => {
  it('shows nothing for Awarded, and does not dim it', () => {
    expect(transactionStatus(txn())).toEqual({ label: null, detail: null, dimmed: false });
  });

  it('words Pending as Processing, dimmed', () => {
    expect(transactionStatus(txn({ awardStatus: 'Pending' }))).toEqual({
      label: 'Processing',
      detail: null,
      dimmed: true,
    });
  });

  it("shows a Pending purchase's reason: the program did not credit it (posting file line rejected)", () => {
    const reason = 'Not credited by AeroVia Airlines: Account closed';
    expect(transactionStatus(txn({ awardStatus: 'Pending', statusReason: reason }))).toEqual({
      label: 'Processing',
      detail: reason,
      dimmed: true,
    });
  });

  it('words Deferred as Not earned yet, with why (or the two weeks to allow), dimmed', () => {
    const reason = 'Activate your account within 14 days to earn';
    expect(transactionStatus(txn({ awardStatus: 'Deferred', statusReason: reason }))).toEqual({
      label: 'Not earned yet',
      detail: reason,
      dimmed: true,
    });
    expect(transactionStatus(txn({ awardStatus: 'Deferred' })).detail).toBe('Allow up to two weeks.');
  });

  it('words Forfeit as Not earned, with why (or that it did not qualify), dimmed', () => {
    const reason = 'Only VIP members earn at this restaurant';
    expect(transactionStatus(txn({ awardStatus: 'Forfeit', statusReason: reason }))).toEqual({
      label: 'Not earned',
      detail: reason,
      dimmed: true,
    });
    expect(transactionStatus(txn({ awardStatus: 'Forfeit' })).detail).toBe('Did not qualify.');
  });

  it('shows Paid with its paid date in short format, not dimmed', () => {
    expect(transactionStatus(txn({ awardStatus: 'Paid', paidAt: '2026-03-02T15:00:00.000Z' }))).toEqual({
      label: 'Paid 3/2/26',
      detail: null,
      dimmed: false,
    });
    expect(transactionStatus(txn({ awardStatus: 'Paid', paidAt: null })).label).toBe('Paid');
    expect(shortDate('2026-12-31T15:00:00.000Z')).toBe('12/31/26');
  });

  it('keeps a bonus description out of the reason (the activity column shows it)', () => {
    const bonus = txn({
      merchantId: null,
      merchantName: null,
      statusReason: 'New member bonus',
      awardStatus: 'Pending',
    });
    expect(transactionStatus(bonus).detail).toBeNull();
  });

  it('words statement credits: Pending as Processing (dimmed), Paid', () => {
    expect(creditStatus({ status: 'Pending' })).toEqual({ label: 'Processing', detail: null, dimmed: true });
    expect(creditStatus({ status: 'Paid' })).toEqual({ label: 'Paid', detail: null, dimmed: false });
  });
});

describe('the review area', () => {
  it('is open (Pending Review) for an unreviewed dine within 35 days, for Pending, Awarded and Paid rewards', () => {
    for (const awardStatus of ['Pending', 'Awarded', 'Paid'] as const) {
      expect(reviewStateOf(txn({ awardStatus }), false, NOW)).toBe('open');
    }
    expect(reviewStateOf(txn({ date: '2026-04-15T12:00:00.000Z' }), false, NOW)).toBe('open');
  });

  it('says Review expired for an unreviewed dine more than 35 days old', () => {
    expect(reviewStateOf(txn({ date: '2026-04-14T12:00:00.000Z' }), false, NOW)).toBe('expired');
    expect(reviewStateOf(txn({ date: '2026-01-02T12:00:00.000Z', awardStatus: 'Pending' }), false, NOW)).toBe(
      'expired',
    );
  });

  it('says Reviewed once reviewed, whatever its age', () => {
    expect(reviewStateOf(txn(), true, NOW)).toBe('reviewed');
    expect(reviewStateOf(txn({ date: '2026-01-02T12:00:00.000Z' }), true, NOW)).toBe('reviewed');
  });

  it('shows nothing for what was never reviewable', () => {
    expect(reviewStateOf(txn({ awardStatus: 'Deferred' }), false, NOW)).toBe('none');
    expect(reviewStateOf(txn({ awardStatus: 'Forfeit' }), false, NOW)).toBe('none');
    expect(reviewStateOf(txn({ awardStatus: 'Forfeit', date: '2026-01-02T12:00:00.000Z' }), false, NOW)).toBe('none');
    expect(reviewStateOf(txn({ date: '2021-01-31T12:00:00.000Z' }), false, new Date('2021-02-10T00:00:00Z'))).toBe(
      'none',
    );
    // A bonus: manual, but no restaurant to rate.
    expect(reviewStateOf(txn({ merchantId: null, transactionType: 'manual', sourceCode: 'B' }), false, NOW)).toBe(
      'none',
    );
  });

  it('is unknown until the review status answered', () => {
    expect(reviewStateOf(txn(), undefined, NOW)).toBe('unknown');
  });
});
