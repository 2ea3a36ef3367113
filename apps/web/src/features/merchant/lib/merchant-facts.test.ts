import { PLAIN_OFFER_TERMS } from '@forkpoint/shared/rules/earn-decision';
import { clockTimeWords } from '@forkpoint/shared/rules/earn-explanation';
import { describe, expect, it } from 'vitest';
import type { Merchant } from '@forkpoint/shared/contracts/merchants';
import {
  highlightLabels,
  legalDisclosures,
  offerTerms,
  placeText,
  priceMeter,
  ratingSummary,
  visitLimitLines,
} from './merchant-facts';
import { testMerchantPage } from '@/testing/test-merchant';

describe('merchant facts', () => {
  it('name highlights but leave Acclaimed to its badge', () => {
    expect(highlightLabels(['acclaimed', 'new', 'onlineOrderingOnly'])).toEqual(['New', 'Online Ordering Only']);
  });

  it('draw the price meter for levels 1 to 4 only', () => {
    expect(priceMeter(2)).toEqual({ filled: '$$', empty: '$$', label: 'Price: 2 out of 4' });
    expect(priceMeter(0)).toBeNull();
    expect(priceMeter(5)).toBeNull();
  });

  it('summarise the rating on the 0 to 5 scale with its count', () => {
    expect(ratingSummary({ overallRating: 4.26, numberOfRatings: 1280 })).toMatchObject({
      label: '4.3 out of 5 stars',
      filled: 4.5,
      count: '1,280 ratings',
    });
    expect(ratingSummary({ overallRating: 0, numberOfRatings: 0 }).count).toBe('No ratings yet');
    expect(ratingSummary({ overallRating: 5, numberOfRatings: 1 }).count).toBe('1 rating');
  });

  it('show the neighbourhood in brackets only when it differs from the city', () => {
    const location = testMerchantPage().location;
    expect(placeText({ ...location, neighborhood: 'SoHo' })).toBe('New York (SoHo)');
    expect(placeText({ ...location, neighborhood: 'new york' })).toBe('New York');
    expect(placeText({ ...location, neighborhood: null })).toBe('New York');
  });

  it('word the visit limits, limited and not', () => {
    expect(visitLimitLines({ maxSpendPerMonth: 1000, maxVisitsPerMonth: 4 })).toEqual([
      'Earn on up to $1,000 spent each month',
      'Earn on up to 4 visits each month',
    ]);
    expect(visitLimitLines({ maxSpendPerMonth: null, maxVisitsPerMonth: 'unlimited' })).toEqual([
      'No monthly spending limit',
      'Unlimited visits each month',
    ]);
  });

  it('say when an offer applies, with dates for limited ones', () => {
    const base = {
      id: 'o',
      title: 't',
      description: 'd',
      earnMultiplier: 2,
      startsOn: null,
      endsOn: null,
      ...PLAIN_OFFER_TERMS,
    };
    expect(offerTerms({ ...base, type: 'Unlimited', daysOfWeek: ['Tue'] })).toEqual(['On Tuesday']);
    expect(
      offerTerms({
        ...base,
        type: 'Limited',
        daysOfWeek: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
        startsOn: '2026-11-01',
        endsOn: '2026-12-01',
      }),
    ).toEqual(['Every day', 'Sun, Nov 1, 2026 to Tue, Dec 1, 2026']);
    expect(
      offerTerms({
        ...base,
        type: 'Unlimited',
        daysOfWeek: ['Mon', 'Tue', 'Wed', 'Thu'],
        hours: { from: '17:00', until: '22:00' },
        minimumSpendDollars: 25,
        usesPerMember: 2,
      }),
    ).toEqual(['On Monday to Thursday, 5 PM to 10 PM', 'On bills of $25 or more', 'Your first 2 visits']);
    expect(
      offerTerms({
        ...base,
        type: 'Unlimited',
        daysOfWeek: ['Fri', 'Sat'],
        hours: { from: '22:30', until: '02:00' },
        minimumSpendDollars: 12.5,
        usesPerMember: 1,
      }),
    ).toEqual(['On Friday and Saturday, 10:30 PM to 2 AM', 'On bills of $12.50 or more', 'Your first visit']);
  });

  it("say what a fixed-amount offer adds, in the program's words, before its other terms (decision 0040)", () => {
    const fixed = {
      id: 'o-fixed',
      type: 'Limited' as const,
      title: 'Tuesday treat',
      description: '',
      daysOfWeek: ['Tue' as const],
      earnMultiplier: null,
      fixedAmount: 500,
      startsOn: null,
      endsOn: null,
      ...PLAIN_OFFER_TERMS,
      usesPerMember: 2,
    };
    expect(offerTerms(fixed, { type: 'Mile', singular: 'mile', plural: 'miles' })).toEqual([
      '500 bonus miles a visit, on top of your earn rate',
      'On Tuesday',
      'Your first 2 visits',
    ]);
    expect(offerTerms(fixed, { type: 'Dollar', singular: 'dollar', plural: 'dollars' })[0]).toBe(
      '$5 back a visit, on top of your earn rate',
    );
  });

  it('write offer hours the short way', () => {
    expect(['00:00', '09:15', '12:00', '17:00', '24:00'].map(clockTimeWords)).toEqual([
      'midnight',
      '9:15 AM',
      'noon',
      '5 PM',
      'midnight',
    ]);
  });

  it("build the disclosures from the merchant's own schedule, limits, offers and ordering", () => {
    const plain: Merchant = testMerchantPage();
    const context = { program: 'Test Air Dining', currencyPlural: 'miles', reservationBonus: false };
    expect(legalDisclosures(plain, context)).toEqual([
      'Miles are earned only on eligible purchases at Luna Trattoria paid with a card linked to Test Air Dining.',
      'Earning is available every day.',
      'Offers, earn rates, hours and restaurant details may change without notice.',
    ]);
    const limited = testMerchantPage({
      benefitAvailability: {
        ...plain.benefitAvailability,
        daysOfWeek: ['Mon', 'Tue', 'Wed'],
        hours: { from: '11:00', to: '15:00' },
        blackoutDates: ['2026-12-25'],
      },
      visitLimits: { maxSpendPerMonth: 500, maxVisitsPerMonth: 'unlimited' },
      ordering: { provider: 'Forkpoint Order', url: 'https://order.example/r/1' },
    });
    const lines = legalDisclosures(limited, { ...context, reservationBonus: true });
    expect(lines).toContain(
      'Earning is available Monday to Wednesday during the hours shown, except on blackout dates.',
    );
    expect(lines).toContain('Spending and visits beyond the monthly limits shown do not earn.');
    expect(lines.some((line) => line.includes('Forkpoint Order handles the order'))).toBe(true);
    expect(lines.some((line) => line.startsWith('The reservation bonus'))).toBe(true);
  });
});
