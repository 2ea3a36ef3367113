import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rewardFor, rewardUnitOf } from './reward-amount';

describe('rewardFor', () => {
  it('earns whole miles or points, rounded down', () => {
    // AeroVia Basic: 1 mile per $2. $42.50 earns 21 miles, not 21.25.
    expect(rewardFor(4250, { amount: 1, perDollars: 2 }, 'Mile')).toBe(21);
    // Select: 3 per $1. $42.99 earns 128 (128.97 rounded down).
    expect(rewardFor(4299, { amount: 3, perDollars: 1 }, 'Mile')).toBe(128);
    expect(rewardFor(199, { amount: 1, perDollars: 2 }, 'Point')).toBe(0);
    expect(rewardFor(200, { amount: 1, perDollars: 2 }, 'Point')).toBe(1);
  });

  it('earns cents of cash back or statement credit, rounded down, with no float error', () => {
    // 3% of $42.50 = 127.5 cents: 127.
    expect(rewardFor(4250, { amount: 0.03, perDollars: 1 }, 'Dollar')).toBe(127);
    // 7% of $1.00 is exactly 7 cents (0.07 * 100 is 7.000000000000001 in floats).
    expect(rewardFor(100, { amount: 0.07, perDollars: 1 }, 'Credit')).toBe(7);
    // 5% of $0.19 = 0.95 cents: nothing.
    expect(rewardFor(19, { amount: 0.05, perDollars: 1 }, 'Credit')).toBe(0);
    expect(rewardUnitOf('Credit')).toBe('cent');
    expect(rewardUnitOf('Mile')).toBe('unit');
  });

  it('earns nothing for nothing spent or a refund-sized (negative) amount', () => {
    expect(rewardFor(0, { amount: 5, perDollars: 1 }, 'Mile')).toBe(0);
    expect(rewardFor(-500, { amount: 5, perDollars: 1 }, 'Mile')).toBe(0);
  });

  it('is never negative, never above the exact value, within one unit of it, and grows with the bill', () => {
    const rate = fc.record({
      amount: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.constantFrom(0.01, 0.02, 0.03, 0.05, 0.07, 0.08)),
      perDollars: fc.constantFrom(1, 2, 4),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        rate,
        fc.constantFrom('Mile', 'Point', 'Dollar', 'Credit') as fc.Arbitrary<'Mile' | 'Point' | 'Dollar' | 'Credit'>,
        (cents, more, r, currency) => {
          const reward = rewardFor(cents, r, currency);
          const exact = (cents * r.amount * (rewardUnitOf(currency) === 'cent' ? 100 : 1)) / (r.perDollars * 100);
          expect(reward).toBeGreaterThanOrEqual(0);
          expect(reward).toBeLessThanOrEqual(exact + 1e-6);
          expect(reward).toBeGreaterThan(exact - 1 - 1e-6);
          expect(rewardFor(cents + more, r, currency)).toBeGreaterThanOrEqual(reward);
        },
      ),
    );
  });
});
