import { describe, expect, it } from 'vitest';
import { earnRateFor, earnTierOf, formatEarnRate, type EarnRates } from './earn-rates';

const rates: EarnRates = {
  basic: { amount: 1, perDollars: 2 },
  select: { amount: 3, perDollars: 1 },
  vip: { amount: 5, perDollars: 1 },
};

describe('earn rates', () => {
  it('reads Basic for tier 0 (OptedOut, NonActivated), Select for OptedIn, VIP for VIP', () => {
    expect(['OptedOut', 'NonActivated', 'OptedIn', 'VIP'].map((tier) => earnTierOf(tier as never))).toEqual([
      'basic',
      'basic',
      'select',
      'vip',
    ]);
    expect(earnRateFor('OptedOut', rates)).toBe(rates.basic);
    expect(earnRateFor('NonActivated', rates)).toBe(rates.basic);
    expect(earnRateFor('OptedIn', rates)).toBe(rates.select);
    expect(earnRateFor('VIP', rates)).toBe(rates.vip);
    expect(earnRateFor('VIP', { ...rates, vip: null })).toBe(rates.select);
  });

  it("words a rate in the partner's currency: per dollars for miles and points, a share for cash", () => {
    const miles = { type: 'Mile', singular: 'mile', plural: 'miles' } as const;
    expect(formatEarnRate({ amount: 1, perDollars: 2 }, miles)).toBe('1 mile per $2 spent');
    expect(formatEarnRate({ amount: 3, perDollars: 1 }, miles)).toBe('3 miles per $1 spent');
    expect(formatEarnRate({ amount: 1.5, perDollars: 1 }, { type: 'Point', singular: 'point', plural: 'points' })).toBe(
      '1.5 points per $1 spent',
    );
    expect(
      formatEarnRate({ amount: 0.03, perDollars: 1 }, { type: 'Dollar', singular: 'dollar', plural: 'dollars' }),
    ).toBe('3% cash back');
    expect(
      formatEarnRate(
        { amount: 0.025, perDollars: 1 },
        { type: 'Credit', singular: 'statement credit', plural: 'statement credits' },
      ),
    ).toBe('2.5% back in statement credits');
  });
});
