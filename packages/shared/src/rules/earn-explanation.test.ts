import { describe, expect, it } from 'vitest';
import { BASE_TERMS, promisedReward, type EarnTerms } from './earn-decision';
import {
  explainPurchaseReward,
  fixedAmountWords,
  formatCents,
  formatProgramAmount,
  rateWords,
} from './earn-explanation';
import type { EarnCurrency } from './earn-rates';

const miles: EarnCurrency = { type: 'Mile', singular: 'mile', plural: 'miles' };
const points: EarnCurrency = { type: 'Point', singular: 'point', plural: 'points' };
const dollars: EarnCurrency = { type: 'Dollar', singular: 'dollar', plural: 'dollars' };
const credits: EarnCurrency = { type: 'Credit', singular: 'credit', plural: 'credits' };

const triple: EarnTerms = {
  offer: { id: 'o-triple', version: 1, title: 'Triple for a limited time', multiplier: 3 },
  bonuses: [],
};

describe('amounts in the program unit', () => {
  it('counts miles and points with their singular and thousands', () => {
    expect(formatProgramAmount(877, miles)).toBe('877 miles');
    expect(formatProgramAmount(1, points)).toBe('1 point');
    expect(formatProgramAmount(0, miles)).toBe('0 miles');
    expect(formatProgramAmount(12_500, points)).toBe('12,500 points');
  });

  it('writes cents of a cash program as dollars: whole without cents, otherwise with two', () => {
    expect(formatProgramAmount(600, dollars)).toBe('$6');
    expect(formatProgramAmount(1260, dollars)).toBe('$12.60');
    expect(formatProgramAmount(5, credits)).toBe('$0.05');
    expect(formatProgramAmount(0, dollars)).toBe('$0');
    expect(formatCents(125_000)).toBe('$1,250');
    expect(formatCents(125_050)).toBe('$1,250.50');
  });
});

describe('rates in words', () => {
  it('says miles and points per dollar, and a cash rate as a share', () => {
    expect(rateWords({ amount: 3, perDollars: 1 }, miles)).toBe('3 miles per $1');
    expect(rateWords({ amount: 1, perDollars: 2 }, miles)).toBe('1 mile per $2');
    expect(rateWords({ amount: 0.06, perDollars: 1 }, dollars)).toBe('6% cash back');
    expect(rateWords({ amount: 0.05, perDollars: 1 }, credits)).toBe('5% back');
  });
});

describe('a purchase reward explained', () => {
  const base = { rate: { amount: 3, perDollars: 1 }, tierName: 'Select', maxSpendPerMonthCents: null };

  it('names the rate, the tier, the offer and the amount: "… × 3 (Triple for a limited time) = 877 miles"', () => {
    expect(
      explainPurchaseReward({ ...base, currency: miles, terms: triple, ticketCents: 9753, eligibleCents: 9753 }),
    ).toEqual(['3 miles per $1 as a Select member × 3 (Triple for a limited time) = 877 miles']);
  });

  it('says the base rate alone without an offer', () => {
    expect(
      explainPurchaseReward({
        ...base,
        rate: { amount: 5, perDollars: 1 },
        currency: points,
        terms: BASE_TERMS,
        ticketCents: 5010,
        eligibleCents: 5010,
        tierName: 'VIP',
      }),
    ).toEqual(['5 points per $1 as a VIP member = 250 points']);
  });

  it('explains a cash program in dollars, with a bonus line: "$6 bonus (Weeknight bonus)"', () => {
    const terms: EarnTerms = {
      ...triple,
      bonuses: [{ id: 'flex-1', version: 1, title: 'Weeknight bonus', amount: 600 }],
    };
    expect(
      explainPurchaseReward({
        ...base,
        rate: { amount: 0.06, perDollars: 1 },
        currency: dollars,
        terms,
        ticketCents: 7000,
        eligibleCents: 7000,
      }),
    ).toEqual([
      '6% cash back as a Select member × 3 (Triple for a limited time) = $12.60',
      '$6 bonus (Weeknight bonus)',
    ]);
  });

  it('says when only part of the bill earned under the monthly limit: "Only the first $250 a month earns"', () => {
    expect(
      explainPurchaseReward({
        ...base,
        currency: miles,
        terms: BASE_TERMS,
        ticketCents: 30_000,
        eligibleCents: 25_000,
        maxSpendPerMonthCents: 25_000,
      }),
    ).toEqual(['3 miles per $1 as a Select member = 750 miles', 'Only the first $250 a month earns']);
    // A limit that did not bite is not mentioned; a limit in cents is written with them.
    expect(
      explainPurchaseReward({
        ...base,
        currency: miles,
        terms: BASE_TERMS,
        ticketCents: 5000,
        eligibleCents: 5000,
        maxSpendPerMonthCents: 25_000,
      }),
    ).toHaveLength(1);
    expect(
      explainPurchaseReward({
        ...base,
        currency: miles,
        terms: BASE_TERMS,
        ticketCents: 30_000,
        eligibleCents: 25_050,
        maxSpendPerMonthCents: 25_050,
      }).at(-1),
    ).toBe('Only the first $250.50 a month earns');
  });

  it('agrees with the promise it explains, past the limit too: no bonus line when nothing earns', () => {
    const bonus = { id: 'flex-1', version: 1, title: 'Weeknight bonus', amount: 300, usesPerMember: 1 };
    const clock = { date: '2026-12-03', day: 'Thu', minutes: 1200 } as const;
    const explain = (spentThisMonthCents: number) => {
      const promise = promisedReward({
        offers: [],
        bonuses: [bonus],
        clock,
        billCents: 5000,
        usesOf: () => 0,
        availability: { hours: null, blackoutDates: [] },
        rate: base.rate,
        currency: 'Mile',
        maxSpendPerMonthCents: 25_000,
        spentThisMonthCents,
      });
      const lines = explainPurchaseReward({
        ...base,
        currency: miles,
        terms: promise.terms,
        ticketCents: 5000,
        eligibleCents: promise.eligibleCents,
        maxSpendPerMonthCents: 25_000,
      });
      return { total: promise.amount.total, lines };
    };
    expect(explain(22_000)).toEqual({
      total: 390,
      lines: [
        '3 miles per $1 as a Select member = 90 miles',
        '300 miles bonus (Weeknight bonus)',
        'Only the first $250 a month earns',
      ],
    });
    expect(explain(25_000)).toEqual({
      total: 0,
      lines: ['3 miles per $1 as a Select member = 0 miles', 'Only the first $250 a month earns'],
    });
  });
});

describe('a fixed-amount offer explained (decision 0040)', () => {
  const base = { rate: { amount: 3, perDollars: 1 }, tierName: 'Select', maxSpendPerMonthCents: null };
  const tuesday = { id: 'o-tue', version: 2, title: 'Tuesday treat', amount: 500 };

  it("says the amount in the program's words: bonus miles or points, dollars back in cash programs", () => {
    expect(fixedAmountWords(500, miles)).toBe('500 bonus miles');
    expect(fixedAmountWords(1, points)).toBe('1 bonus point');
    expect(fixedAmountWords(500, dollars)).toBe('$5 back');
    expect(fixedAmountWords(250, credits)).toBe('$2.50 back');
  });

  it('adds a line after the rate, beside a multiplier offer that also applied', () => {
    expect(
      explainPurchaseReward({
        ...base,
        currency: miles,
        terms: { ...triple, fixedOffer: tuesday },
        ticketCents: 9753,
        eligibleCents: 9753,
      }),
    ).toEqual([
      '3 miles per $1 as a Select member × 3 (Triple for a limited time) = 877 miles',
      'Plus 500 bonus miles (Tuesday treat)',
    ]);
    expect(
      explainPurchaseReward({
        ...base,
        rate: { amount: 0.06, perDollars: 1 },
        currency: dollars,
        terms: { offer: null, fixedOffer: tuesday, bonuses: [] },
        ticketCents: 5000,
        eligibleCents: 5000,
      }),
    ).toEqual(['6% cash back as a Select member = $3', 'Plus $5 back (Tuesday treat)']);
  });

  it('says nothing of it when nothing was left to earn', () => {
    const lines = explainPurchaseReward({
      ...base,
      currency: miles,
      terms: { offer: null, fixedOffer: tuesday, bonuses: [] },
      ticketCents: 5000,
      eligibleCents: 0,
    });
    expect(lines.join(' ')).not.toContain('Tuesday treat');
  });
});
