import { describe, expect, it } from 'vitest';
import { clockText, orderingHoursOf, readyTime, takesOrdersNow } from './hours';

const CHICAGO = 'America/Chicago';
const lunchAndDinner = orderingHoursOf(['lunch', 'dinner']);

describe('the stand-in ordering hours', () => {
  it('run from the earliest meal to the latest', () => {
    expect(orderingHoursOf(['breakfast', 'lunch'])).toEqual({ opens: 7 * 60, closes: 15 * 60 });
    expect(orderingHoursOf(['dinner', 'late night'])).toEqual({ opens: 17 * 60, closes: 24 * 60 });
    expect(orderingHoursOf([])).toEqual({ opens: 11 * 60, closes: 21 * 60 });
    expect(clockText(lunchAndDinner.opens)).toBe('11:00');
    expect(clockText(24 * 60)).toBe('24:00');
  });

  it('take an order only when it can be ready before closing', () => {
    // 12:00 and 21:50 CDT.
    expect(takesOrdersNow(lunchAndDinner, CHICAGO, new Date('2030-06-01T17:00:00Z'), 20)).toBe(true);
    expect(takesOrdersNow(lunchAndDinner, CHICAGO, new Date('2030-06-02T02:50:00Z'), 20)).toBe(false);
    expect(takesOrdersNow(lunchAndDinner, CHICAGO, new Date('2030-06-02T02:40:00Z'), 20)).toBe(true);
  });
});

describe('the ready time', () => {
  it("is the preparation time later on the restaurant's clock, rounded up to five minutes", () => {
    const ready = readyTime(lunchAndDinner, CHICAGO, new Date('2030-06-01T17:03:10Z'), 20);
    expect(ready).toMatchObject({ local: '2030-06-01T12:25', zoneName: 'CDT', scheduled: false });
    expect(ready.at.toISOString()).toBe('2030-06-01T17:25:00.000Z');
  });

  it('waits for the opening when the restaurant is closed: later today, or tomorrow', () => {
    expect(readyTime(lunchAndDinner, CHICAGO, new Date('2030-06-01T11:00:00Z'), 20)).toMatchObject({
      local: '2030-06-01T11:20',
      scheduled: true,
    });
    expect(readyTime(lunchAndDinner, CHICAGO, new Date('2030-06-02T04:00:00Z'), 45)).toMatchObject({
      local: '2030-06-02T11:45',
      scheduled: true,
    });
  });

  it('opens at the right hour across a daylight-saving change', () => {
    // 23:30 EST on 9 March 2030; clocks go forward that night, so 11:00 the next day is EDT.
    const ready = readyTime(lunchAndDinner, 'America/New_York', new Date('2030-03-10T04:30:00Z'), 20);
    expect(ready).toMatchObject({ local: '2030-03-10T11:20', zoneName: 'EDT', scheduled: true });
    expect(ready.at.toISOString()).toBe('2030-03-10T15:20:00.000Z');
  });
});
