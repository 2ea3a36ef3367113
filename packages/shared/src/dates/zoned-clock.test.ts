import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from './durations';
import { calendarInstantKey, instantIn, localClockIn, localDateIn, zoneNameIn } from './zoned-clock';

const NEW_YORK = 'America/New_York';

describe("a restaurant's clock", () => {
  it('reads the local date, weekday and minute, midnight as minute 0 of the next day', () => {
    expect(localClockIn('America/Los_Angeles', new Date('2026-12-04T07:59:00Z'))).toEqual({
      date: '2026-12-03',
      day: 'Thu',
      minutes: 23 * 60 + 59,
    });
    expect(localClockIn('America/Los_Angeles', new Date('2026-12-04T08:00:00Z'))).toEqual({
      date: '2026-12-04',
      day: 'Fri',
      minutes: 0,
    });
    expect(localDateIn('Pacific/Honolulu', new Date('2026-12-04T08:00:00Z'))).toBe('2026-12-03');
  });

  it('reads instants before 1980 (offsets then not always on the quarter hour) from Intl each time', () => {
    expect(localClockIn(NEW_YORK, new Date('1970-01-01T00:00:00Z'))).toEqual({
      date: '1969-12-31',
      day: 'Wed',
      minutes: 19 * 60,
    });
  });

  it('keys instants by quarter hour from 1980, by the millisecond before', () => {
    expect(calendarInstantKey(new Date('2030-06-01T10:00:00Z'))).toBe(
      calendarInstantKey(new Date('2030-06-01T10:14:59.999Z')),
    );
    expect(calendarInstantKey(new Date('2030-06-01T10:15:00Z'))).not.toBe(
      calendarInstantKey(new Date('2030-06-01T10:14:59.999Z')),
    );
    expect(calendarInstantKey(new Date('1975-06-01T10:00:00Z'))).not.toBe(
      calendarInstantKey(new Date('1975-06-01T10:00:00.001Z')),
    );
  });

  it('names the zone as a receipt would', () => {
    expect(zoneNameIn('America/Los_Angeles', new Date('2030-07-01T12:00:00Z'))).toBe('PDT');
    expect(zoneNameIn('America/Los_Angeles', new Date('2030-01-01T12:00:00Z'))).toBe('PST');
  });
});

describe('the instant of a local wall time', () => {
  it('applies the offset of that day', () => {
    expect(instantIn(NEW_YORK, '2030-07-01T19:00').toISOString()).toBe('2030-07-01T23:00:00.000Z');
    expect(instantIn(NEW_YORK, '2030-01-01T19:00').toISOString()).toBe('2030-01-02T00:00:00.000Z');
    expect(instantIn('Asia/Kolkata', '2030-01-01T00:00').toISOString()).toBe('2029-12-31T18:30:00.000Z');
  });

  it('moves a skipped time an hour on and takes the first of a repeated one', () => {
    // 10 March 2030: New York springs from 02:00 EST to 03:00 EDT; 3 November it falls back at 02:00 EDT.
    expect(instantIn(NEW_YORK, '2030-03-10T02:30').toISOString()).toBe('2030-03-10T07:30:00.000Z');
    expect(instantIn(NEW_YORK, '2030-11-03T01:30').toISOString()).toBe('2030-11-03T05:30:00.000Z');
  });

  it('is the inverse of the clock for every time that exists once (fast-check)', () => {
    const zones = [NEW_YORK, 'America/Los_Angeles', 'Pacific/Honolulu', 'Asia/Kolkata', 'Australia/Lord_Howe'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        (zone, ms) => {
          const at = new Date(Math.floor(ms / MINUTE_MS) * MINUTE_MS);
          const clock = localClockIn(zone, at);
          const hhmm = `${String(Math.floor(clock.minutes / 60)).padStart(2, '0')}:${String(clock.minutes % 60).padStart(2, '0')}`;
          const back = instantIn(zone, `${clock.date}T${hhmm}`);
          // A repeated wall time maps back to its first instant, at most one DST shift earlier.
          expect(back.getTime() === at.getTime() || localClockIn(zone, back).minutes === clock.minutes).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
