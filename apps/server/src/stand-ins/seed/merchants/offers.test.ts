import { describe, expect, it } from 'vitest';
import { DAYS_OF_WEEK } from '@forkpoint/shared';
import { eveningOffer, pickOffers, weeklyOffer } from './offers';
import { createRandom } from '../../../lib/prng';

describe('weekly offers', () => {
  it('name the day in full, as the copy does', () => {
    expect(DAYS_OF_WEEK.map((day) => weeklyOffer('o1', day).title)).toEqual([
      'Double on Sundays',
      'Double on Mondays',
      'Double on Tuesdays',
      'Double on Wednesdays',
      'Double on Thursdays',
      'Double on Fridays',
      'Double on Saturdays',
    ]);
    expect(weeklyOffer('o1', 'Thu')).toMatchObject({
      description: 'Earn double every Thursday.',
      daysOfWeek: ['Thu'],
      startsOn: null,
      endsOn: null,
    });
  });

  it('run some on weekday evenings only', () => {
    expect(eveningOffer('o1', 'Tue')).toMatchObject({
      title: 'Double on Tuesday evenings',
      description: 'Earn double every Tuesday from 5 PM to 10 PM.',
      daysOfWeek: ['Tue'],
      hours: { from: '17:00', until: '22:00' },
    });
  });
});

describe('the catalog offers', () => {
  it('include evening offers and limited offers with a minimum bill and a number of visits', () => {
    const today = new Date('2026-11-20T12:00:00Z');
    const offers = Array.from({ length: 400 }, (_, i) => pickOffers(createRandom(i + 1), i, today)).flat();
    expect(offers.some((o) => o.hours !== null)).toBe(true);
    expect(offers.some((o) => o.type === 'Limited' && o.minimumSpendDollars === 30 && o.usesPerMember === 2)).toBe(
      true,
    );
    expect(offers.some((o) => o.type === 'Limited' && o.minimumSpendDollars === null)).toBe(true);
  });
});
