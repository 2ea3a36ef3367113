import { describe, expect, it } from 'vitest';
import { FALLBACK_TIME_ZONE, isDue, isQuietHour, localHour } from './notification-timing';

const at = (iso: string) => new Date(iso);

describe('quiet hours', () => {
  it('reads the hour in the member’s own time zone', () => {
    // 03:30 UTC is 20:30 the day before in Los Angeles (PDT) and 23:30 in New York (EDT).
    expect(localHour(at('2030-06-02T03:30:00Z'), 'America/Los_Angeles')).toBe(20);
    expect(localHour(at('2030-06-02T03:30:00Z'), 'America/New_York')).toBe(23);
  });

  it('is quiet from 22:00 to 08:00 local and not otherwise', () => {
    expect(isQuietHour(at('2030-06-02T03:30:00Z'), 'America/New_York')).toBe(true);
    expect(isQuietHour(at('2030-06-02T03:30:00Z'), 'America/Los_Angeles')).toBe(false);
    expect(isQuietHour(at('2030-06-02T11:59:00Z'), 'America/New_York')).toBe(true); // 07:59
    expect(isQuietHour(at('2030-06-02T12:00:00Z'), 'America/New_York')).toBe(false); // 08:00
    expect(isQuietHour(at('2030-06-02T01:59:00Z'), 'America/New_York')).toBe(false); // 21:59
  });

  it('treats an unknown zone as the fallback zone', () => {
    const now = at('2030-06-02T04:30:00Z');
    expect(localHour(now, 'Not/AZone')).toBe(localHour(now, FALLBACK_TIME_ZONE));
  });
});

describe('when waiting notices are due', () => {
  const oldestWaiting = at('2030-06-01T18:00:00Z'); // 13:00 in Chicago
  const windowMs = 120_000;

  it('waits for the coalescing window from the first notice', () => {
    const timeZone = 'America/Chicago';
    expect(isDue({ oldestWaiting, now: at('2030-06-01T18:01:59Z'), windowMs, timeZone })).toBe(false);
    expect(isDue({ oldestWaiting, now: at('2030-06-01T18:02:00Z'), windowMs, timeZone })).toBe(true);
  });

  it('holds a due message through quiet hours', () => {
    // 18:02 UTC is 04:02 in Sydney.
    expect(isDue({ oldestWaiting, now: at('2030-06-01T18:02:00Z'), windowMs, timeZone: 'Australia/Sydney' })).toBe(
      false,
    );
  });

  it('sends at the next run when the window is zero', () => {
    expect(isDue({ oldestWaiting, now: oldestWaiting, windowMs: 0, timeZone: 'America/Chicago' })).toBe(true);
  });
});
