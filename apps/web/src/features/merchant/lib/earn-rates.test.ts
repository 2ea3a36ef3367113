import { describe, expect, it } from 'vitest';
import { earnRateLines, type EarnRatePartner } from './earn-rates';

const airline: EarnRatePartner = {
  currencyType: 'Mile',
  terms: { currencySingular: 'mile', currencyPlural: 'miles' },
  earnRates: {
    basic: { amount: 1, perDollars: 2 },
    select: { amount: 3, perDollars: 1 },
    vip: { amount: 5, perDollars: 1 },
  },
  hasVIP: true,
  acclaimedEnabled: true,
  acclaimed2Enabled: true,
};
const names = { basic: 'Basic', select: 'Select', vip: 'VIP' };
const plain = {
  acclaimedLevel: 0,
  accessTier: 'basic' as const,
  benefitAvailability: { campaignCodes: ['DINE'], daysOfWeek: [] },
};

describe('earn rates by tier', () => {
  it("write the airline partner's rates as the spec words them", () => {
    expect(earnRateLines(airline, plain, names, null).map((line) => `${line.name}: ${line.rate}`)).toEqual([
      'Basic: 1 mile per $2 spent',
      'Select: 3 miles per $1 spent',
      'VIP: 5 miles per $1 spent',
    ]);
  });

  it('leave VIP out where the partner has no VIP tier', () => {
    const noVip = { ...airline, hasVIP: false, earnRates: { ...airline.earnRates, vip: null } };
    expect(earnRateLines(noVip, plain, names, null).map((line) => line.tier)).toEqual(['basic', 'select']);
  });

  it('mark which tiers earn at a gated merchant, by the server’s own gates', () => {
    const vipOnly = { ...plain, accessTier: 'vip' as const };
    expect(earnRateLines(airline, vipOnly, names, null).map((line) => line.earnsHere)).toEqual([false, false, true]);
    const acclaimed = {
      ...plain,
      acclaimedLevel: 1,
      benefitAvailability: { campaignCodes: ['ACCLAIMED'], daysOfWeek: [] },
    };
    expect(earnRateLines(airline, acclaimed, names, null).map((line) => line.earnsHere)).toEqual([false, true, true]);
    const select = { ...plain, accessTier: 'select' as const };
    expect(earnRateLines(airline, select, names, null).map((line) => line.earnsHere)).toEqual([false, true, true]);
  });

  it("mark the member's own tier, and none for visitors and members not activated", () => {
    const yours = (tier: Parameters<typeof earnRateLines>[3]) =>
      earnRateLines(airline, plain, names, tier).find((line) => line.isYours)?.tier ?? null;
    expect(yours('OptedIn')).toBe('select');
    expect(yours('VIP')).toBe('vip');
    expect(yours('OptedOut')).toBe('basic');
    expect(yours('NonActivated')).toBeNull();
    expect(yours(null)).toBeNull();
  });
});
