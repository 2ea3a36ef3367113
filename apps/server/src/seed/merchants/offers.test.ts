import { describe, expect, it } from 'vitest';
import { DAYS_OF_WEEK } from '@forkpoint/shared';
import { weeklyOffer } from './offers';

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
});
