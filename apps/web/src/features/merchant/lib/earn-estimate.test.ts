import { describe, expect, it } from 'vitest';
import type { MerchantOffer } from '@forkpoint/shared/contracts/merchants';
import { PLAIN_OFFER_TERMS } from '@forkpoint/shared/rules/earn-decision';
import { testMerchantPage } from '@/testing/test-merchant';
import { canEstimateIn, earnEstimate, flexBonusFrom, type EstimateInput } from './earn-estimate';

const EVERY_DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

function offer(overrides: Partial<MerchantOffer>): MerchantOffer {
  return {
    id: 'o1',
    type: 'Unlimited',
    title: 'Double',
    description: 'Earn double.',
    daysOfWeek: [...EVERY_DAY],
    earnMultiplier: 2,
    startsOn: null,
    endsOn: null,
    ...PLAIN_OFFER_TERMS,
    ...overrides,
  };
}

const limitedTriple = offer({
  id: 'o-triple',
  type: 'Limited',
  title: 'Triple for a limited time',
  earnMultiplier: 3,
  startsOn: '2026-11-01',
  endsOn: '2026-12-31',
});
const doubleTuesdays = offer({ id: 'o-tue', title: 'Double on Tuesdays', daysOfWeek: ['Tue'] });
const doubleDinner = offer({ id: 'o-dinner', title: 'Double dinner', hours: { from: '17:00', until: '22:00' } });

const miles = {
  currencyType: 'Mile' as const,
  earnRates: { basic: { amount: 1, perDollars: 2 }, select: { amount: 3, perDollars: 1 }, vip: null },
  terms: { currencySingular: 'mile', currencyPlural: 'miles' },
};
const cashBack = {
  currencyType: 'Dollar' as const,
  earnRates: { basic: { amount: 0.03, perDollars: 1 }, select: { amount: 0.06, perDollars: 1 }, vip: null },
  terms: { currencySingular: 'dollar', currencyPlural: 'dollars' },
};

/** Tuesday 1 December 2026 at noon in New York. */
const TUESDAY_NOON = new Date('2026-12-01T17:00:00Z');
const WEDNESDAY_NOON = new Date('2026-12-02T17:00:00Z');

function estimate(overrides: Partial<EstimateInput> & { offers?: MerchantOffer[]; maxSpend?: number | null } = {}) {
  const { offers = [], maxSpend = null, ...rest } = overrides;
  return earnEstimate({
    merchant: testMerchantPage({ offers, visitLimits: { maxSpendPerMonth: maxSpend, maxVisitsPerMonth: 'unlimited' } }),
    partner: miles,
    tierLevel: 'OptedIn',
    tierName: 'Select',
    flexOffer: null,
    billCents: 5000,
    now: TUESDAY_NOON,
    ...rest,
  });
}

describe('what a bill would earn here today', () => {
  it('says what a $50 meal earns under the offer the engine would apply, and how', () => {
    expect(estimate({ offers: [limitedTriple] })).toEqual({
      headline: 'A $50 meal today earns 450 miles',
      lines: ['3 miles per $1 as a Select member × 3 (Triple for a limited time) = 450 miles'],
      later: null,
      minimum: null,
    });
  });

  it("adds a fixed-amount offer to the tier's rate and a multiplier, and names a larger one behind a minimum", () => {
    const treat = offer({ id: 'o-treat', title: 'Tuesday treat', earnMultiplier: null, fixedAmount: 500 });
    expect(estimate({ offers: [treat, doubleTuesdays] })).toEqual({
      headline: 'A $50 meal today earns 800 miles',
      lines: [
        '3 miles per $1 as a Select member × 2 (Double on Tuesdays) = 300 miles',
        'Plus 500 bonus miles (Tuesday treat)',
      ],
      later: null,
      minimum: null,
    });
    const bigTreat = offer({
      id: 'o-big',
      title: 'Big night bonus',
      earnMultiplier: null,
      fixedAmount: 2000,
      minimumSpendDollars: 100,
    });
    expect(estimate({ offers: [treat, bigTreat] })).toMatchObject({
      headline: 'A $50 meal today earns 650 miles',
      minimum: 'Big night bonus applies to bills of $100 or more',
    });
  });

  it("earns at the tier's rate alone where no offer applies", () => {
    expect(estimate({ tierLevel: 'OptedOut', tierName: 'Basic' })).toMatchObject({
      headline: 'A $50 meal today earns 25 miles',
      lines: ['1 mile per $2 as a Basic member = 25 miles'],
    });
  });

  it('differs on a day the offer does not run', () => {
    expect(estimate({ offers: [doubleTuesdays], now: TUESDAY_NOON })?.headline).toBe(
      'A $50 meal today earns 300 miles',
    );
    expect(estimate({ offers: [doubleTuesdays], now: WEDNESDAY_NOON })).toMatchObject({
      headline: 'A $50 meal today earns 150 miles',
      lines: ['3 miles per $1 as a Select member = 150 miles'],
    });
  });

  it("reads the day on the restaurant's clock: 1 AM Wednesday in New York is Tuesday evening in Los Angeles", () => {
    const at = new Date('2026-12-02T06:00:00Z');
    expect(estimate({ offers: [doubleTuesdays], now: at })?.headline).toBe('A $50 meal today earns 150 miles');
    const losAngeles = testMerchantPage({ offers: [doubleTuesdays], timeZone: 'America/Los_Angeles' });
    expect(estimate({ merchant: losAngeles, now: at })?.headline).toBe('A $50 meal today earns 300 miles');
  });

  it('says "now" and when an offer later today earns more', () => {
    expect(estimate({ offers: [doubleDinner] })).toMatchObject({
      headline: 'A $50 meal now earns 150 miles',
      later: 'From 5 PM, the same meal earns 300 miles (Double dinner)',
    });
    // At dinner the offer applies, until 10 PM.
    expect(estimate({ offers: [doubleDinner], now: new Date('2026-12-01T23:00:00Z') })).toMatchObject({
      headline: 'A $50 meal now earns 300 miles',
      later: null,
    });
  });

  it('names an offer the bill is under the minimum of, and applies it from the minimum on', () => {
    const over75 = offer({ id: 'o-75', title: 'Triple over $75', earnMultiplier: 3, minimumSpendDollars: 75 });
    expect(estimate({ offers: [over75, doubleTuesdays] })).toMatchObject({
      headline: 'A $50 meal today earns 300 miles',
      minimum: 'Triple over $75 applies to bills of $75 or more',
    });
    expect(estimate({ offers: [over75, doubleTuesdays], billCents: 7500 })).toMatchObject({
      headline: 'A $75 meal today earns 675 miles',
      minimum: null,
    });
  });

  it("adds the member's flex offer, in the program's unit", () => {
    const flexOffer = {
      id: 'flex-1',
      webMessageOfferAmount: '300 miles',
      amount: 300,
      campaignCode: 'WEEKNIGHT-BONUS',
    };
    expect(estimate({ offers: [limitedTriple], flexOffer })).toMatchObject({
      headline: 'A $50 meal today earns 750 miles',
      lines: [
        '3 miles per $1 as a Select member × 3 (Triple for a limited time) = 450 miles',
        '300 miles bonus (Weeknight bonus)',
      ],
    });
    // A cash program's flex offer answers dollars; the decision counts cents.
    const cashFlex = { id: 'flex-2', webMessageOfferAmount: '$6', amount: 6, campaignCode: 'WEEKNIGHT-BONUS' };
    expect(flexBonusFrom(cashFlex, 'FP0000042', 'Dollar')).toEqual({
      id: 'flex-fp0000042-weeknight-bonus',
      version: 1,
      title: 'Weeknight bonus',
      amount: 600,
      usesPerMember: 1,
    });
    expect(estimate({ offers: [limitedTriple], flexOffer: cashFlex, partner: cashBack, billCents: 7000 })).toEqual({
      headline: 'A $70 meal today earns $18.60',
      lines: ['6% cash back as a Select member × 3 (Triple for a limited time) = $12.60', '$6 bonus (Weeknight bonus)'],
      later: null,
      minimum: null,
    });
  });

  it('earns only up to the monthly spend limit, and says so', () => {
    expect(estimate({ maxSpend: 250, billCents: 30_000 })).toMatchObject({
      headline: 'A $300 meal today earns 750 miles, up to the monthly limit',
      lines: ['3 miles per $1 as a Select member = 750 miles', 'Only the first $250 a month earns'],
    });
    expect(estimate({ maxSpend: 250, billCents: 25_000 })?.headline).toBe('A $250 meal today earns 750 miles');
  });

  it('promises nothing without a bill or where the time zone is unknown', () => {
    expect(estimate({ billCents: 0 })).toBeNull();
    expect(estimate({ merchant: testMerchantPage({ timeZone: 'Mars/Olympus_Mons' }) })).toBeNull();
    expect(canEstimateIn('Mars/Olympus_Mons')).toBe(false);
    expect(canEstimateIn('America/Chicago')).toBe(true);
  });
});
