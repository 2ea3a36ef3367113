import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  availabilityMiss,
  BASE_TERMS,
  chooseTerms,
  earnedAmount,
  featuredOffer,
  localClockIn,
  offerMiss,
  offerRunsOn,
  PLAIN_OFFER_TERMS,
  promisedReward,
  termsOfferIds,
  type EarnOffer,
  type FixedBonus,
  type LocalClock,
  type TermsInput,
} from './earn-decision';

const EVERY_DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

function offer(overrides: Partial<EarnOffer> = {}): EarnOffer {
  return {
    id: 'o1',
    type: 'Unlimited',
    title: 'Double every day',
    daysOfWeek: EVERY_DAY,
    earnMultiplier: 2,
    startsOn: null,
    endsOn: null,
    ...PLAIN_OFFER_TERMS,
    ...overrides,
  };
}

/** Thursday 3 December 2026, 19:30 on the restaurant's clock. */
const THURSDAY_EVENING: LocalClock = { date: '2026-12-03', day: 'Thu', minutes: 19 * 60 + 30 };
const at = (clock: Partial<LocalClock>, billCents = 5000) => ({ clock: { ...THURSDAY_EVENING, ...clock }, billCents });
const hhmm = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3));

function terms(offers: readonly EarnOffer[], overrides: Partial<TermsInput> = {}) {
  return chooseTerms({ offers, bonuses: [], ...at({}), usesOf: () => 0, ...overrides });
}

const SELECT_MILES = { amount: 3, perDollars: 1 };

describe('the restaurant clock', () => {
  it("reads the date, weekday and minutes on the restaurant's own clock", () => {
    expect(localClockIn('America/Los_Angeles', new Date('2026-12-04T07:59:00Z'))).toEqual({
      date: '2026-12-03',
      day: 'Thu',
      minutes: 23 * 60 + 59,
    });
    // 08:00Z is midnight in Los Angeles: the next day, minute 0 (never "24:00").
    expect(localClockIn('America/Los_Angeles', new Date('2026-12-04T08:00:00Z'))).toEqual({
      date: '2026-12-04',
      day: 'Fri',
      minutes: 0,
    });
    // The same instant is already 3 AM on the 4th in New York.
    expect(localClockIn('America/New_York', new Date('2026-12-04T08:00:00Z'))).toEqual({
      date: '2026-12-04',
      day: 'Fri',
      minutes: 3 * 60,
    });
  });

  it('keeps to local time across a daylight-saving change', () => {
    // 1 November 2026: New York falls back at 2 AM EDT; 12:00Z is 7 AM EST.
    expect(localClockIn('America/New_York', new Date('2026-11-01T12:00:00Z')).minutes).toBe(7 * 60);
    expect(localClockIn('America/New_York', new Date('2026-10-31T12:00:00Z')).minutes).toBe(8 * 60);
  });
});

describe('why an offer does not pay a purchase (offerMiss)', () => {
  it('pays a purchase that meets every term', () => {
    expect(offerMiss(offer(), at({}), 0)).toBeNull();
  });

  it.each<[string, Partial<EarnOffer>, ReturnType<typeof at>, number, ReturnType<typeof offerMiss>]>([
    ['a perk that earns nothing extra', { earnMultiplier: null }, at({}), 0, 'noMultiplier'],
    ['a multiplier of 1', { earnMultiplier: 1 }, at({}), 0, 'noMultiplier'],
    ['before its first day', { startsOn: '2026-12-04' }, at({}), 0, 'notStarted'],
    ['after its last day', { endsOn: '2026-12-02' }, at({}), 0, 'ended'],
    ['on a day it does not run', { daysOfWeek: ['Tue'] }, at({}), 0, 'otherDay'],
    ['outside its hours', { hours: { from: '11:00', until: '15:00' } }, at({}), 0, 'otherHours'],
    ['on a bill under its minimum', { minimumSpendDollars: 60 }, at({}, 5000), 0, 'belowMinimum'],
    ['once its uses are used up', { usesPerMember: 2 }, at({}), 2, 'usedUp'],
  ])('misses %s', (_, overrides, purchase, usesBefore, reason) => {
    expect(offerMiss(offer(overrides), purchase, usesBefore)).toBe(reason);
  });

  it("runs to the last minute of its last day on the restaurant's clock, not UTC's", () => {
    const endsDec3 = offer({ type: 'Limited', startsOn: '2026-11-01', endsOn: '2026-12-03' });
    const purchaseAt = (timeZone: string, iso: string) => ({
      clock: localClockIn(timeZone, new Date(iso)),
      billCents: 5000,
    });
    // 23:59 on 3 December in Los Angeles is 07:59Z on the 4th: the offer still pays.
    expect(offerMiss(endsDec3, purchaseAt('America/Los_Angeles', '2026-12-04T07:59:00Z'), 0)).toBeNull();
    // 00:00 on 4 December in Los Angeles (08:00Z): it has ended.
    expect(offerMiss(endsDec3, purchaseAt('America/Los_Angeles', '2026-12-04T08:00:00Z'), 0)).toBe('ended');
    // The instant 07:59Z is already 2:59 AM on the 4th in New York: ended there.
    expect(offerMiss(endsDec3, purchaseAt('America/New_York', '2026-12-04T07:59:00Z'), 0)).toBe('ended');
    // And its first day starts at local midnight.
    const startsDec3 = offer({ type: 'Limited', startsOn: '2026-12-03', endsOn: null });
    expect(offerMiss(startsDec3, purchaseAt('America/Los_Angeles', '2026-12-03T07:59:00Z'), 0)).toBe('notStarted');
    expect(offerMiss(startsDec3, purchaseAt('America/Los_Angeles', '2026-12-03T08:00:00Z'), 0)).toBeNull();
  });

  it('pays from the first minute of its hours up to, not including, their end', () => {
    const dinner = offer({ hours: { from: '17:00', until: '22:00' } });
    expect(offerMiss(dinner, at({ minutes: hhmm('16:59') }), 0)).toBe('otherHours');
    expect(offerMiss(dinner, at({ minutes: hhmm('17:00') }), 0)).toBeNull();
    expect(offerMiss(dinner, at({ minutes: hhmm('21:59') }), 0)).toBeNull();
    expect(offerMiss(dinner, at({ minutes: hhmm('22:00') }), 0)).toBe('otherHours');
  });

  it('wraps hours past midnight, and reads "24:00" as the end of the day', () => {
    const lateNight = offer({ hours: { from: '22:00', until: '02:00' } });
    expect(offerMiss(lateNight, at({ minutes: hhmm('21:59') }), 0)).toBe('otherHours');
    expect(offerMiss(lateNight, at({ minutes: hhmm('22:00') }), 0)).toBeNull();
    expect(offerMiss(lateNight, at({ minutes: hhmm('23:59') }), 0)).toBeNull();
    expect(offerMiss(lateNight, at({ minutes: 0 }), 0)).toBeNull();
    expect(offerMiss(lateNight, at({ minutes: hhmm('01:59') }), 0)).toBeNull();
    expect(offerMiss(lateNight, at({ minutes: hhmm('02:00') }), 0)).toBe('otherHours');
    expect(offerMiss(lateNight, at({ minutes: hhmm('12:00') }), 0)).toBe('otherHours');
    const untilMidnight = offer({ hours: { from: '18:00', until: '24:00' } });
    expect(offerMiss(untilMidnight, at({ minutes: hhmm('23:59') }), 0)).toBeNull();
    expect(offerMiss(untilMidnight, at({ minutes: hhmm('17:59') }), 0)).toBe('otherHours');
  });

  it('pays a bill of exactly the minimum, not a cent less', () => {
    const min25 = offer({ minimumSpendDollars: 25 });
    expect(offerMiss(min25, at({}, 2499), 0)).toBe('belowMinimum');
    expect(offerMiss(min25, at({}, 2500), 0)).toBeNull();
    // A minimum in dollars and cents is compared in whole cents (no float error).
    const min1910 = offer({ minimumSpendDollars: 19.1 });
    expect(offerMiss(min1910, at({}, 1910), 0)).toBeNull();
    expect(offerMiss(min1910, at({}, 1909), 0)).toBe('belowMinimum');
  });

  it("pays a member's first uses and no more", () => {
    const firstTwo = offer({ usesPerMember: 2 });
    expect(offerMiss(firstTwo, at({}), 0)).toBeNull();
    expect(offerMiss(firstTwo, at({}), 1)).toBeNull();
    expect(offerMiss(firstTwo, at({}), 2)).toBe('usedUp');
    expect(offerMiss(offer({ usesPerMember: null }), at({}), 1000)).toBeNull();
  });

  it('runs on the days between its dates, both included', () => {
    const dates = { startsOn: '2026-12-01', endsOn: '2026-12-03' };
    expect(['2026-11-30', '2026-12-01', '2026-12-03', '2026-12-04'].map((d) => offerRunsOn(dates, d))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(offerRunsOn({ startsOn: null, endsOn: null }, '1999-01-01')).toBe(true);
  });
});

describe('which offer a purchase earns under (chooseTerms)', () => {
  const double = offer({ id: 'o-double', title: 'Double', earnMultiplier: 2 });
  const triple = offer({ id: 'o-triple', title: 'Triple', earnMultiplier: 3 });

  it('earns at the base rate when no offer applies', () => {
    expect(terms([])).toEqual(BASE_TERMS);
    expect(terms([offer({ daysOfWeek: ['Mon'] })])).toEqual(BASE_TERMS);
  });

  it('takes the highest multiplier: a triple beats a double, whatever the order', () => {
    const expected = { id: 'o-triple', version: 1, title: 'Triple', multiplier: 3 };
    expect(terms([double, triple]).offer).toEqual(expected);
    expect(terms([triple, double]).offer).toEqual(expected);
  });

  it('falls back to the double when the triple does not apply to this purchase', () => {
    const tripleOver100 = { ...triple, minimumSpendDollars: 100 };
    expect(terms([tripleOver100, double]).offer?.id).toBe('o-double');
    expect(terms([tripleOver100, double], { billCents: 10_000 }).offer?.id).toBe('o-triple');
    const usedTriple = { ...triple, usesPerMember: 1 };
    expect(terms([usedTriple, double], { usesOf: (id) => (id === 'o-triple' ? 1 : 0) }).offer?.id).toBe('o-double');
  });

  it('gives a tie to the Limited offer, then the one ending first, then the lower id', () => {
    const ongoing = offer({ id: 'a-ongoing', type: 'Unlimited' });
    const limitedLate = offer({ id: 'b-late', type: 'Limited', startsOn: '2026-11-01', endsOn: '2026-12-31' });
    const limitedSoon = offer({ id: 'c-soon', type: 'Limited', startsOn: '2026-11-01', endsOn: '2026-12-05' });
    const limitedSoonToo = offer({ id: 'd-soon', type: 'Limited', startsOn: '2026-11-15', endsOn: '2026-12-05' });
    const all = [ongoing, limitedLate, limitedSoon, limitedSoonToo];
    // Every order of the four gives the same winner.
    for (const order of permutations(all)) expect(terms(order).offer?.id).toBe('c-soon');
    expect(terms([ongoing, limitedLate]).offer?.id).toBe('b-late');
    expect(terms([limitedSoonToo, limitedSoon]).offer?.id).toBe('c-soon');
    // Two Unlimited offers without an end tie on everything but the id.
    expect(terms([offer({ id: 'z' }), offer({ id: 'y' })]).offer?.id).toBe('y');
  });

  it('records the version of the offer that paid', () => {
    expect(terms([offer({ version: 4 })]).offer).toMatchObject({ id: 'o1', version: 4 });
  });

  it('adds fixed bonuses on top, each once, and drops one the member has used up', () => {
    const weeknight: FixedBonus = { id: 'flex-1', version: 1, title: 'Weeknight bonus', amount: 300, usesPerMember: 1 };
    const always: FixedBonus = { id: 'b-2', version: 2, title: 'Any visit', amount: 50, usesPerMember: null };
    const zero: FixedBonus = { id: 'b-0', version: 1, title: 'Nothing', amount: 0, usesPerMember: null };
    const chosen = terms([triple], { bonuses: [weeknight, always, zero] });
    expect(chosen).toEqual({
      offer: { id: 'o-triple', version: 1, title: 'Triple', multiplier: 3 },
      bonuses: [
        { id: 'flex-1', version: 1, title: 'Weeknight bonus', amount: 300 },
        { id: 'b-2', version: 2, title: 'Any visit', amount: 50 },
      ],
    });
    expect(termsOfferIds(chosen)).toEqual(['o-triple', 'flex-1', 'b-2']);
    const used = terms([triple], { bonuses: [weeknight, always], usesOf: (id) => (id === 'flex-1' ? 1 : 5) });
    expect(used.bonuses.map((b) => b.id)).toEqual(['b-2']);
    // A bonus applies even when no offer does.
    expect(terms([], { bonuses: [always] })).toEqual({
      offer: null,
      bonuses: [{ id: 'b-2', version: 2, title: 'Any visit', amount: 50 }],
    });
  });
});

describe('what a purchase earns (earnedAmount)', () => {
  const tripleTerms = { offer: { id: 'o', version: 1, title: 'Triple', multiplier: 3 }, bonuses: [] };

  it('multiplies the rate before rounding down once: $97.53 at 3 miles per $1 tripled is 877 miles', () => {
    expect(earnedAmount(9753, SELECT_MILES, 'Mile', tripleTerms)).toEqual({
      base: 292,
      multiplied: 877,
      bonus: 0,
      total: 877,
    });
  });

  it('earns cents in a cash program: 6% tripled on $70 is 1260 cents', () => {
    expect(earnedAmount(7000, { amount: 0.06, perDollars: 1 }, 'Dollar', tripleTerms).total).toBe(1260);
  });

  it('rounds down whole points: $50.10 at 5 points per $1 is 250 points', () => {
    expect(earnedAmount(5010, { amount: 5, perDollars: 1 }, 'Point', BASE_TERMS)).toEqual({
      base: 250,
      multiplied: 250,
      bonus: 0,
      total: 250,
    });
  });

  it('adds bonuses to the multiplied amount', () => {
    const withBonus = { ...tripleTerms, bonuses: [{ id: 'b', version: 1, title: 'Bonus', amount: 300 }] };
    expect(earnedAmount(5000, SELECT_MILES, 'Mile', withBonus)).toEqual({
      base: 150,
      multiplied: 450,
      bonus: 300,
      total: 750,
    });
  });
});

const ANY_TIME = { hours: null, blackoutDates: [] };

describe("the restaurant's own earning hours and blackout dates (availabilityMiss)", () => {
  it('earns within the hours, from included and until excluded, and never on a blackout date', () => {
    const lunch = { hours: { from: '11:00', to: '15:00' }, blackoutDates: ['2026-12-25'] };
    const at = (date: string, minutes: number) => ({ date, day: 'Fri' as const, minutes });
    expect(availabilityMiss(lunch, at('2026-12-04', 11 * 60))).toBeNull();
    expect(availabilityMiss(lunch, at('2026-12-04', 15 * 60 - 1))).toBeNull();
    expect(availabilityMiss(lunch, at('2026-12-04', 15 * 60))).toBe('outsideHours');
    expect(availabilityMiss(lunch, at('2026-12-04', 10 * 60 + 59))).toBe('outsideHours');
    expect(availabilityMiss(lunch, at('2026-12-25', 12 * 60))).toBe('blackoutDate');
    expect(availabilityMiss(ANY_TIME, at('2026-12-25', 3 * 60))).toBeNull();
  });

  it('promises nothing outside them, bonuses included', () => {
    const promise = promisedReward({
      offers: [],
      bonuses: [{ id: 'flex-1', version: 1, title: 'Weeknight bonus', amount: 300, usesPerMember: 1 }],
      clock: { date: '2026-12-04', day: 'Fri', minutes: 20 * 60 },
      billCents: 5000,
      usesOf: () => 0,
      rate: { amount: 3, perDollars: 1 },
      currency: 'Mile',
      maxSpendPerMonthCents: null,
      spentThisMonthCents: 0,
      availability: { hours: { from: '11:00', to: '15:00' }, blackoutDates: [] },
    });
    expect(promise.eligibleCents).toBe(0);
    expect(promise.amount.total).toBe(0);
  });
});

describe('what a card or page promises (promisedReward)', () => {
  const triple = offer({ id: 'o-triple', title: 'Triple', earnMultiplier: 3 });
  const bonus: FixedBonus = { id: 'flex-1', version: 1, title: 'Weeknight bonus', amount: 300, usesPerMember: 1 };
  const promise = (billCents: number, maxSpendPerMonthCents: number | null, spentThisMonthCents = 0) =>
    promisedReward({
      offers: [triple],
      bonuses: [bonus],
      clock: THURSDAY_EVENING,
      billCents,
      availability: ANY_TIME,
      usesOf: () => 0,
      rate: SELECT_MILES,
      currency: 'Mile',
      maxSpendPerMonthCents,
      spentThisMonthCents,
    });

  it('earns on the whole bill without a spend limit', () => {
    expect(promise(5000, null)).toMatchObject({ eligibleCents: 5000, amount: { multiplied: 450, total: 750 } });
  });

  it('earns only on the part of the bill under what is left of the monthly limit', () => {
    expect(promise(30_000, 25_000)).toMatchObject({ eligibleCents: 25_000, amount: { multiplied: 2250, total: 2550 } });
    expect(promise(30_000, 25_000, 20_000)).toMatchObject({
      eligibleCents: 5000,
      amount: { multiplied: 450, total: 750 },
    });
    expect(promise(25_000, 25_000)).toMatchObject({ eligibleCents: 25_000 });
  });

  it('earns nothing, bonuses included, once the limit is used up', () => {
    const spent = promise(5000, 25_000, 25_000);
    expect(spent.eligibleCents).toBe(0);
    expect(spent.amount).toEqual({ base: 0, multiplied: 0, bonus: 0, total: 0 });
    // The terms are still decided (the engine stores them), only the amount is forfeit.
    expect(spent.terms.offer?.id).toBe('o-triple');
    expect(promise(5000, 25_000, 30_000).amount.total).toBe(0);
  });
});

describe('the offer a card features (featuredOffer)', () => {
  const tuesdayDouble = offer({ id: 'o-tue', title: 'Double on Tuesdays', daysOfWeek: ['Tue'] });
  const dinnerTriple = offer({
    id: 'o-dinner',
    title: 'Triple dinner',
    earnMultiplier: 3,
    hours: { from: '17:00', until: '22:00' },
  });
  const bigTableTriple = offer({
    id: 'o-big',
    title: 'Triple for tables',
    earnMultiplier: 3,
    minimumSpendDollars: 150,
  });
  const limitedSoon = offer({
    id: 'o-soon',
    type: 'Limited',
    title: 'Coming soon',
    startsOn: '2026-12-10',
    endsOn: '2026-12-20',
  });

  it('features the offer the decision applies now', () => {
    expect(featuredOffer([tuesdayDouble, dinnerTriple], THURSDAY_EVENING)).toBe(dinnerTriple);
    expect(featuredOffer([tuesdayDouble, dinnerTriple], { ...THURSDAY_EVENING, day: 'Tue', minutes: 12 * 60 })).toBe(
      tuesdayDouble,
    );
  });

  it("meets an offer's minimum with the bill it prices", () => {
    expect(featuredOffer([tuesdayDouble, bigTableTriple], THURSDAY_EVENING)).toBe(bigTableTriple);
  });

  it('otherwise features the first offer running today, never one not started or ended', () => {
    expect(featuredOffer([limitedSoon, tuesdayDouble, dinnerTriple], { ...THURSDAY_EVENING, minutes: 600 })).toBe(
      tuesdayDouble,
    );
    expect(featuredOffer([limitedSoon], THURSDAY_EVENING)).toBeNull();
    expect(featuredOffer([], THURSDAY_EVENING)).toBeNull();
    const perk = offer({ id: 'o-perk', title: 'Free dessert', earnMultiplier: null });
    expect(featuredOffer([perk], THURSDAY_EVENING)).toBe(perk);
  });
});

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe("the restaurant's clock (localClockIn)", () => {
  it('reads every zone as Intl does, across daylight saving changes and midnights (fast-check)', () => {
    const zones = ['America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu', 'America/Phoenix', 'Asia/Kolkata'];
    const direct = (timeZone: string, at: Date) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', {
          timeZone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          weekday: 'short',
        })
          .formatToParts(at)
          .map((part) => [part.type, part.value]),
      );
      return {
        date: `${parts.year}-${parts.month}-${parts.day}`,
        day: parts.weekday,
        minutes: Number(parts.hour) * 60 + Number(parts.minute),
      };
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        // 2020 to 2035, to the millisecond: every DST change of those years lies in it.
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        (zone, ms) => {
          expect(localClockIn(zone, new Date(ms))).toEqual(direct(zone, new Date(ms)));
        },
      ),
      { numRuns: 2000 },
    );
    // The minutes either side of the spring and autumn changes in New York (2026-03-08 and 2026-11-01, 2 AM local).
    for (const iso of [
      '2026-03-08T06:59:59Z',
      '2026-03-08T07:00:00Z',
      '2026-11-01T05:59:59Z',
      '2026-11-01T06:00:00Z',
    ]) {
      expect(localClockIn('America/New_York', new Date(iso))).toEqual(direct('America/New_York', new Date(iso)));
    }
  });
});

describe('fixed-amount offers (decision 0040)', () => {
  const fixed = (overrides: Partial<EarnOffer> = {}) =>
    offer({ id: 'f1', title: '500 bonus miles', earnMultiplier: null, fixedAmount: 500, ...overrides });

  it('pays its amount once on top of the base reward, under the same conditions as a multiplier', () => {
    const chosen = terms([fixed()]);
    expect(chosen).toEqual({
      offer: null,
      fixedOffer: { id: 'f1', version: 1, title: '500 bonus miles', amount: 500 },
      bonuses: [],
    });
    expect(earnedAmount(9753, SELECT_MILES, 'Mile', chosen)).toEqual({
      base: 292,
      multiplied: 292,
      bonus: 500,
      total: 792,
    });
    expect(offerMiss(fixed({ daysOfWeek: ['Mon'] }), at({}), 0)).toBe('otherDay');
    expect(offerMiss(fixed({ minimumSpendDollars: 60 }), at({}, 5000), 0)).toBe('belowMinimum');
    expect(offerMiss(fixed({ usesPerMember: 1, type: 'Limited' }), at({}), 1)).toBe('usedUp');
    expect(offerMiss(fixed({ fixedAmount: 0 }), at({}), 0)).toBe('noMultiplier');
  });

  it('adds to the multiplier offer that wins; of two fixed amounts only the larger pays', () => {
    const chosen = terms([offer({ earnMultiplier: 3 }), fixed(), fixed({ id: 'f2', fixedAmount: 800 })]);
    expect(chosen.offer?.multiplier).toBe(3);
    expect(chosen.fixedOffer?.id).toBe('f2');
    expect(termsOfferIds(chosen)).toEqual(['o1', 'f2']);
    // $50 at 6% cash back tripled is $9; the fixed $8 comes on top.
    expect(earnedAmount(5000, { amount: 6, perDollars: 100 }, 'Dollar', chosen).total).toBe(900 + 800);
  });

  it('is what a card features when no multiplier offer applies', () => {
    expect(featuredOffer([fixed()], THURSDAY_EVENING)?.id).toBe('f1');
    expect(featuredOffer([fixed(), offer({ id: 'm' })], THURSDAY_EVENING)?.id).toBe('m');
  });

  it('never lets a fixed amount change the multiplied part, and the choice does not depend on the order', () => {
    const offers = fc.array(
      fc.record({
        id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
        kind: fc.constantFrom('multiplier', 'fixedAmount'),
        worth: fc.integer({ min: 2, max: 9 }),
        type: fc.constantFrom('Limited', 'Unlimited') as fc.Arbitrary<EarnOffer['type']>,
      }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(offers, fc.integer({ min: 1, max: 100_000 }), (specs, cents) => {
        const list = specs.map((spec, index) =>
          offer({
            id: `${spec.id}${index}`,
            type: spec.type,
            earnMultiplier: spec.kind === 'multiplier' ? spec.worth : null,
            fixedAmount: spec.kind === 'fixedAmount' ? spec.worth * 100 : null,
          }),
        );
        const chosen = terms(list);
        expect(terms([...list].reverse())).toEqual(chosen);
        const bestFixed = Math.max(0, ...list.map((o) => o.fixedAmount ?? 0));
        expect(chosen.fixedOffer?.amount ?? 0).toBe(bestFixed);
        const amount = earnedAmount(cents, SELECT_MILES, 'Mile', chosen);
        const withoutFixed = earnedAmount(cents, SELECT_MILES, 'Mile', { ...chosen, fixedOffer: null });
        expect(amount.multiplied).toBe(withoutFixed.multiplied);
        expect(amount.total - withoutFixed.total).toBe(bestFixed);
      }),
    );
  });
});
